; blocksworld 6 blocks
; start (bottom to top): b3 b1 b2 b5 | b6 b4
; goal  (bottom to top): b1 | b2 | b3 b5 | b6 b4
(define (problem blocksworld-p177)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 b6 - block
  )
  (:init
    (on b1 b3)
    (on b2 b1)
    (ontable b3)
    (on b4 b6)
    (on b5 b2)
    (ontable b6)
    (clear b5)
    (clear b4)
    (handempty)
  )
  (:goal (and
    (ontable b1)
    (ontable b2)
    (ontable b3)
    (on b4 b6)
    (on b5 b3)
    (ontable b6)
  ))
)

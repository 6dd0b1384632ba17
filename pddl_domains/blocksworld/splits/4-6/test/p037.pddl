; blocksworld 6 blocks
; start (bottom to top): b1 b2 b4 b6 | b3 | b5
; goal  (bottom to top): b2 | b5 | b6 b4 b1 b3
(define (problem blocksworld-p037)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 b6 - block
  )
  (:init
    (ontable b1)
    (on b2 b1)
    (ontable b3)
    (on b4 b2)
    (ontable b5)
    (on b6 b4)
    (clear b6)
    (clear b3)
    (clear b5)
    (handempty)
  )
  (:goal (and
    (on b1 b4)
    (ontable b2)
    (on b3 b1)
    (on b4 b6)
    (ontable b5)
    (ontable b6)
  ))
)

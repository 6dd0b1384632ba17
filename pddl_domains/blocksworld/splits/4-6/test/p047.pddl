; blocksworld 5 blocks
; start (bottom to top): b2 b1 | b3 | b5 b4
; goal  (bottom to top): b1 b5 b2 b4 b3
(define (problem blocksworld-p047)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 - block
  )
  (:init
    (on b1 b2)
    (ontable b2)
    (ontable b3)
    (on b4 b5)
    (ontable b5)
    (clear b1)
    (clear b3)
    (clear b4)
    (handempty)
  )
  (:goal (and
    (ontable b1)
    (on b2 b5)
    (on b3 b4)
    (on b4 b2)
    (on b5 b1)
  ))
)

; blocksworld 6 blocks
; start (bottom to top): b1 b2 | b5 | b6 b3 b4
; goal  (bottom to top): b3 | b4 b5 b2 | b6 b1
(define (problem blocksworld-p078)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 b6 - block
  )
  (:init
    (ontable b1)
    (on b2 b1)
    (on b3 b6)
    (on b4 b3)
    (ontable b5)
    (ontable b6)
    (clear b2)
    (clear b5)
    (clear b4)
    (handempty)
  )
  (:goal (and
    (on b1 b6)
    (on b2 b5)
    (ontable b3)
    (ontable b4)
    (on b5 b4)
    (ontable b6)
  ))
)

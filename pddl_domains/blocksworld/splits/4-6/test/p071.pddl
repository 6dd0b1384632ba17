; blocksworld 5 blocks
; start (bottom to top): b1 | b4 | b5 b3 b2
; goal  (bottom to top): b3 | b4 b5 b1 b2
(define (problem blocksworld-p071)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 - block
  )
  (:init
    (ontable b1)
    (on b2 b3)
    (on b3 b5)
    (ontable b4)
    (ontable b5)
    (clear b1)
    (clear b4)
    (clear b2)
    (handempty)
  )
  (:goal (and
    (on b1 b5)
    (on b2 b1)
    (ontable b3)
    (ontable b4)
    (on b5 b4)
  ))
)

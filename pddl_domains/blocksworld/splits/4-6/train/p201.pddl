; blocksworld 6 blocks
; start (bottom to top): b3 b6 b1 | b4 | b5 b2
; goal  (bottom to top): b1 | b2 | b3 | b4 | b5 | b6
(define (problem blocksworld-p201)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 b6 - block
  )
  (:init
    (on b1 b6)
    (on b2 b5)
    (ontable b3)
    (ontable b4)
    (ontable b5)
    (on b6 b3)
    (clear b1)
    (clear b4)
    (clear b2)
    (handempty)
  )
  (:goal (and
    (ontable b1)
    (ontable b2)
    (ontable b3)
    (ontable b4)
    (ontable b5)
    (ontable b6)
  ))
)

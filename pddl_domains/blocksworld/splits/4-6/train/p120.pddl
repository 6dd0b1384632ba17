; blocksworld 6 blocks
; start (bottom to top): b1 | b3 | b5 b4 | b6 b2
; goal  (bottom to top): b2 | b3 | b4 | b5 b1 | b6
(define (problem blocksworld-p120)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 b6 - block
  )
  (:init
    (ontable b1)
    (on b2 b6)
    (ontable b3)
    (on b4 b5)
    (ontable b5)
    (ontable b6)
    (clear b1)
    (clear b3)
    (clear b4)
    (clear b2)
    (handempty)
  )
  (:goal (and
    (on b1 b5)
    (ontable b2)
    (ontable b3)
    (ontable b4)
    (ontable b5)
    (ontable b6)
  ))
)

; blocksworld 6 blocks
; start (bottom to top): b1 | b2 b5 | b4 b3 | b6
; goal  (bottom to top): b2 | b4 b3 b1 | b5 | b6
(define (problem blocksworld-p199)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 b6 - block
  )
  (:init
    (ontable b1)
    (ontable b2)
    (on b3 b4)
    (ontable b4)
    (on b5 b2)
    (ontable b6)
    (clear b1)
    (clear b5)
    (clear b3)
    (clear b6)
    (handempty)
  )
  (:goal (and
    (on b1 b3)
    (ontable b2)
    (on b3 b4)
    (ontable b4)
    (ontable b5)
    (ontable b6)
  ))
)

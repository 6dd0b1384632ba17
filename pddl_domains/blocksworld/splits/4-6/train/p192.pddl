; blocksworld 6 blocks
; start (bottom to top): b1 b5 b2 b6 | b3 | b4
; goal  (bottom to top): b1 | b3 b2 | b4 | b5 | b6
(define (problem blocksworld-p192)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 b6 - block
  )
  (:init
    (ontable b1)
    (on b2 b5)
    (ontable b3)
    (ontable b4)
    (on b5 b1)
    (on b6 b2)
    (clear b6)
    (clear b3)
    (clear b4)
    (handempty)
  )
  (:goal (and
    (ontable b1)
    (on b2 b3)
    (ontable b3)
    (ontable b4)
    (ontable b5)
    (ontable b6)
  ))
)

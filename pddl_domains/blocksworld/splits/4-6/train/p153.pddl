; blocksworld 4 blocks
; start (bottom to top): b2 | b3 | b4 b1
; goal  (bottom to top): b1 b4 | b2 | b3
(define (problem blocksworld-p153)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 - block
  )
  (:init
    (on b1 b4)
    (ontable b2)
    (ontable b3)
    (ontable b4)
    (clear b2)
    (clear b3)
    (clear b1)
    (handempty)
  )
  (:goal (and
    (ontable b1)
    (ontable b2)
    (ontable b3)
    (on b4 b1)
  ))
)

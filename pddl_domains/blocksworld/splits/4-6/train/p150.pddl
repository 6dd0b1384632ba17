; blocksworld 4 blocks
; start (bottom to top): b1 b2 b4 | b3
; goal  (bottom to top): b1 b2 b3 | b4
(define (problem blocksworld-p150)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 - block
  )
  (:init
    (ontable b1)
    (on b2 b1)
    (ontable b3)
    (on b4 b2)
    (clear b4)
    (clear b3)
    (handempty)
  )
  (:goal (and
    (ontable b1)
    (on b2 b1)
    (on b3 b2)
    (ontable b4)
  ))
)

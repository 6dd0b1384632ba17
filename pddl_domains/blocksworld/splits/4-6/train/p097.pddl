; blocksworld 4 blocks
; start (bottom to top): b3 b2 b1 | b4
; goal  (bottom to top): b1 | b2 | b3 | b4
(define (problem blocksworld-p097)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 - block
  )
  (:init
    (on b1 b2)
    (on b2 b3)
    (ontable b3)
    (ontable b4)
    (clear b1)
    (clear b4)
    (handempty)
  )
  (:goal (and
    (ontable b1)
    (ontable b2)
    (ontable b3)
    (ontable b4)
  ))
)

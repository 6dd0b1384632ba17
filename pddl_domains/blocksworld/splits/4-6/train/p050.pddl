; blocksworld 4 blocks
; start (bottom to top): b1 | b2 | b4 b3
; goal  (bottom to top): b1 | b2 b3 | b4
(define (problem blocksworld-p050)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 - block
  )
  (:init
    (ontable b1)
    (ontable b2)
    (on b3 b4)
    (ontable b4)
    (clear b1)
    (clear b2)
    (clear b3)
    (handempty)
  )
  (:goal (and
    (ontable b1)
    (ontable b2)
    (on b3 b2)
    (ontable b4)
  ))
)

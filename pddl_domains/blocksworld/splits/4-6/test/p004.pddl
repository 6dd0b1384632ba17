; blocksworld 4 blocks
; start (bottom to top): b1 | b2 | b3 | b4
; goal  (bottom to top): b3 | b4 b1 b2
(define (problem blocksworld-p004)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 - block
  )
  (:init
    (ontable b1)
    (ontable b2)
    (ontable b3)
    (ontable b4)
    (clear b1)
    (clear b2)
    (clear b3)
    (clear b4)
    (handempty)
  )
  (:goal (and
    (on b1 b4)
    (on b2 b1)
    (ontable b3)
    (ontable b4)
  ))
)

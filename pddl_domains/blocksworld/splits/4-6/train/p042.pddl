; blocksworld 4 blocks
; start (bottom to top): b2 b1 b4 | b3
; goal  (bottom to top): b2 b1 | b3 | b4
(define (problem blocksworld-p042)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 - block
  )
  (:init
    (on b1 b2)
    (ontable b2)
    (ontable b3)
    (on b4 b1)
    (clear b4)
    (clear b3)
    (handempty)
  )
  (:goal (and
    (on b1 b2)
    (ontable b2)
    (ontable b3)
    (ontable b4)
  ))
)

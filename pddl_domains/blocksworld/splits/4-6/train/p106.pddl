; blocksworld 5 blocks
; start (bottom to top): b3 | b5 b4 b1 b2
; goal  (bottom to top): b2 b1 | b3 | b4 | b5
(define (problem blocksworld-p106)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 - block
  )
  (:init
    (on b1 b4)
    (on b2 b1)
    (ontable b3)
    (on b4 b5)
    (ontable b5)
    (clear b3)
    (clear b2)
    (handempty)
  )
  (:goal (and
    (on b1 b2)
    (ontable b2)
    (ontable b3)
    (ontable b4)
    (ontable b5)
  ))
)

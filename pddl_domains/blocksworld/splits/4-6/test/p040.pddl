; blocksworld 5 blocks
; start (bottom to top): b3 b1 b2 b5 | b4
; goal  (bottom to top): b1 | b2 | b3 | b4 | b5
(define (problem blocksworld-p040)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 - block
  )
  (:init
    (on b1 b3)
    (on b2 b1)
    (ontable b3)
    (ontable b4)
    (on b5 b2)
    (clear b5)
    (clear b4)
    (handempty)
  )
  (:goal (and
    (ontable b1)
    (ontable b2)
    (ontable b3)
    (ontable b4)
    (ontable b5)
  ))
)

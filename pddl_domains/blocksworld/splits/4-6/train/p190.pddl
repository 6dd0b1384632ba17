; blocksworld 6 blocks
; start (bottom to top): b3 b5 | b4 b2 | b6 b1
; goal  (bottom to top): b1 b4 | b2 | b3 | b5 | b6
(define (problem blocksworld-p190)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 b6 - block
  )
  (:init
    (on b1 b6)
    (on b2 b4)
    (ontable b3)
    (ontable b4)
    (on b5 b3)
    (ontable b6)
    (clear b5)
    (clear b2)
    (clear b1)
    (handempty)
  )
  (:goal (and
    (ontable b1)
    (ontable b2)
    (ontable b3)
    (on b4 b1)
    (ontable b5)
    (ontable b6)
  ))
)

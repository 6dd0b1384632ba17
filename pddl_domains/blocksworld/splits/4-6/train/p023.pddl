; blocksworld 6 blocks
; start (bottom to top): b1 b5 | b2 | b3 | b6 b4
; goal  (bottom to top): b1 | b2 b6 | b3 | b4 | b5
(define (problem blocksworld-p023)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 b6 - block
  )
  (:init
    (ontable b1)
    (ontable b2)
    (ontable b3)
    (on b4 b6)
    (on b5 b1)
    (ontable b6)
    (clear b5)
    (clear b2)
    (clear b3)
    (clear b4)
    (handempty)
  )
  (:goal (and
    (ontable b1)
    (ontable b2)
    (ontable b3)
    (ontable b4)
    (ontable b5)
    (on b6 b2)
  ))
)

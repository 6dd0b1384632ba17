; blocksworld 6 blocks
; start (bottom to top): b1 | b2 | b3 | b4 | b6 b5
; goal  (bottom to top): b1 | b2 | b3 b4 | b5 | b6
(define (problem blocksworld-p066)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 b6 - block
  )
  (:init
    (ontable b1)
    (ontable b2)
    (ontable b3)
    (ontable b4)
    (on b5 b6)
    (ontable b6)
    (clear b1)
    (clear b2)
    (clear b3)
    (clear b4)
    (clear b5)
    (handempty)
  )
  (:goal (and
    (ontable b1)
    (ontable b2)
    (ontable b3)
    (on b4 b3)
    (ontable b5)
    (ontable b6)
  ))
)

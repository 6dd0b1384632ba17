; blocksworld 6 blocks
; start (bottom to top): b1 | b2 | b3 | b4 | b5 b6
; goal  (bottom to top): b1 | b2 | b4 | b5 b3 b6
(define (problem blocksworld-p019)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 b6 - block
  )
  (:init
    (ontable b1)
    (ontable b2)
    (ontable b3)
    (ontable b4)
    (ontable b5)
    (on b6 b5)
    (clear b1)
    (clear b2)
    (clear b3)
    (clear b4)
    (clear b6)
    (handempty)
  )
  (:goal (and
    (ontable b1)
    (ontable b2)
    (on b3 b5)
    (ontable b4)
    (ontable b5)
    (on b6 b3)
  ))
)

; blocksworld 6 blocks
; start (bottom to top): b1 b5 | b2 b3 | b4 | b6
; goal  (bottom to top): b2 | b4 | b5 | b6 b3 b1
(define (problem blocksworld-p031)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 b6 - block
  )
  (:init
    (ontable b1)
    (ontable b2)
    (on b3 b2)
    (ontable b4)
    (on b5 b1)
    (ontable b6)
    (clear b5)
    (clear b3)
    (clear b4)
    (clear b6)
    (handempty)
  )
  (:goal (and
    (on b1 b3)
    (ontable b2)
    (on b3 b6)
    (ontable b4)
    (ontable b5)
    (ontable b6)
  ))
)

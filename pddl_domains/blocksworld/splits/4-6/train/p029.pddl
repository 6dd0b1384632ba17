; blocksworld 6 blocks
; start (bottom to top): b1 | b3 b2 b5 | b4 b6
; goal  (bottom to top): b2 | b3 b4 | b5 | b6 b1
(define (problem blocksworld-p029)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 b6 - block
  )
  (:init
    (ontable b1)
    (on b2 b3)
    (ontable b3)
    (ontable b4)
    (on b5 b2)
    (on b6 b4)
    (clear b1)
    (clear b5)
    (clear b6)
    (handempty)
  )
  (:goal (and
    (on b1 b6)
    (ontable b2)
    (ontable b3)
    (on b4 b3)
    (ontable b5)
    (ontable b6)
  ))
)

; blocksworld 6 blocks
; start (bottom to top): b3 | b4 b2 b5 | b6 b1
; goal  (bottom to top): b4 b1 b5 b3 b2 | b6
(define (problem blocksworld-p080)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 b6 - block
  )
  (:init
    (on b1 b6)
    (on b2 b4)
    (ontable b3)
    (ontable b4)
    (on b5 b2)
    (ontable b6)
    (clear b3)
    (clear b5)
    (clear b1)
    (handempty)
  )
  (:goal (and
    (on b1 b4)
    (on b2 b3)
    (on b3 b5)
    (ontable b4)
    (on b5 b1)
    (ontable b6)
  ))
)

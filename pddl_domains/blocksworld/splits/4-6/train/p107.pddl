; blocksworld 6 blocks
; start (bottom to top): b1 b6 | b5 b2 b3 b4
; goal  (bottom to top): b1 | b2 b4 | b3 | b6 b5
(define (problem blocksworld-p107)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 b6 - block
  )
  (:init
    (ontable b1)
    (on b2 b5)
    (on b3 b2)
    (on b4 b3)
    (ontable b5)
    (on b6 b1)
    (clear b6)
    (clear b4)
    (handempty)
  )
  (:goal (and
    (ontable b1)
    (ontable b2)
    (ontable b3)
    (on b4 b2)
    (on b5 b6)
    (ontable b6)
  ))
)

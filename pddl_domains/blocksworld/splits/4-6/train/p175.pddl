; blocksworld 6 blocks
; start (bottom to top): b1 b5 | b4 b3 b2 | b6
; goal  (bottom to top): b1 b2 b6 b3 | b4 b5
(define (problem blocksworld-p175)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 b6 - block
  )
  (:init
    (ontable b1)
    (on b2 b3)
    (on b3 b4)
    (ontable b4)
    (on b5 b1)
    (ontable b6)
    (clear b5)
    (clear b2)
    (clear b6)
    (handempty)
  )
  (:goal (and
    (ontable b1)
    (on b2 b1)
    (on b3 b6)
    (ontable b4)
    (on b5 b4)
    (on b6 b2)
  ))
)

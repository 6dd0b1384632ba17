; blocksworld 6 blocks
; start (bottom to top): b2 b5 b3 b1 b4 b6
; goal  (bottom to top): b1 | b3 b2 | b4 b6 | b5
(define (problem blocksworld-p030)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 b6 - block
  )
  (:init
    (on b1 b3)
    (ontable b2)
    (on b3 b5)
    (on b4 b1)
    (on b5 b2)
    (on b6 b4)
    (clear b6)
    (handempty)
  )
  (:goal (and
    (ontable b1)
    (on b2 b3)
    (ontable b3)
    (ontable b4)
    (ontable b5)
    (on b6 b4)
  ))
)

; blocksworld 6 blocks
; start (bottom to top): b2 | b5 b3 b4 | b6 b1
; goal  (bottom to top): b1 b2 | b5 b6 b3 b4
(define (problem blocksworld-p207)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 b6 - block
  )
  (:init
    (on b1 b6)
    (ontable b2)
    (on b3 b5)
    (on b4 b3)
    (ontable b5)
    (ontable b6)
    (clear b2)
    (clear b4)
    (clear b1)
    (handempty)
  )
  (:goal (and
    (ontable b1)
    (on b2 b1)
    (on b3 b6)
    (on b4 b3)
    (ontable b5)
    (on b6 b5)
  ))
)

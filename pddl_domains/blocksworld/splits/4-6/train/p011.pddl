; blocksworld 6 blocks
; start (bottom to top): b4 b1 b3 b2 | b5 | b6
; goal  (bottom to top): b1 b4 | b3 b2 b5 b6
(define (problem blocksworld-p011)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 b6 - block
  )
  (:init
    (on b1 b4)
    (on b2 b3)
    (on b3 b1)
    (ontable b4)
    (ontable b5)
    (ontable b6)
    (clear b2)
    (clear b5)
    (clear b6)
    (handempty)
  )
  (:goal (and
    (ontable b1)
    (on b2 b3)
    (ontable b3)
    (on b4 b1)
    (on b5 b2)
    (on b6 b5)
  ))
)

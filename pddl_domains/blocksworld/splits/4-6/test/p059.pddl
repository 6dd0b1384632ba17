; blocksworld 6 blocks
; start (bottom to top): b3 | b4 | b5 b1 | b6 b2
; goal  (bottom to top): b1 | b2 | b4 b3 | b5 | b6
(define (problem blocksworld-p059)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 b6 - block
  )
  (:init
    (on b1 b5)
    (on b2 b6)
    (ontable b3)
    (ontable b4)
    (ontable b5)
    (ontable b6)
    (clear b3)
    (clear b4)
    (clear b1)
    (clear b2)
    (handempty)
  )
  (:goal (and
    (ontable b1)
    (ontable b2)
    (on b3 b4)
    (ontable b4)
    (ontable b5)
    (ontable b6)
  ))
)

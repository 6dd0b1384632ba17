; blocksworld 6 blocks
; start (bottom to top): b4 b1 b2 b3 | b5 b6
; goal  (bottom to top): b2 | b3 | b4 b1 | b5 | b6
(define (problem blocksworld-p077)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 b6 - block
  )
  (:init
    (on b1 b4)
    (on b2 b1)
    (on b3 b2)
    (ontable b4)
    (ontable b5)
    (on b6 b5)
    (clear b3)
    (clear b6)
    (handempty)
  )
  (:goal (and
    (on b1 b4)
    (ontable b2)
    (ontable b3)
    (ontable b4)
    (ontable b5)
    (ontable b6)
  ))
)

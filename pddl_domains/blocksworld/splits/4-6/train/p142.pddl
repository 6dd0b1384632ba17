; blocksworld 6 blocks
; start (bottom to top): b1 b6 b5 | b2 | b3 | b4
; goal  (bottom to top): b1 b5 | b2 | b4 | b6 b3
(define (problem blocksworld-p142)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 b6 - block
  )
  (:init
    (ontable b1)
    (ontable b2)
    (ontable b3)
    (ontable b4)
    (on b5 b6)
    (on b6 b1)
    (clear b5)
    (clear b2)
    (clear b3)
    (clear b4)
    (handempty)
  )
  (:goal (and
    (ontable b1)
    (ontable b2)
    (on b3 b6)
    (ontable b4)
    (on b5 b1)
    (ontable b6)
  ))
)

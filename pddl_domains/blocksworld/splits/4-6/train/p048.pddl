; blocksworld 6 blocks
; start (bottom to top): b1 b4 | b5 b2 b3 | b6
; goal  (bottom to top): b2 | b3 b4 b1 | b6 b5
(define (problem blocksworld-p048)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 b6 - block
  )
  (:init
    (ontable b1)
    (on b2 b5)
    (on b3 b2)
    (on b4 b1)
    (ontable b5)
    (ontable b6)
    (clear b4)
    (clear b3)
    (clear b6)
    (handempty)
  )
  (:goal (and
    (on b1 b4)
    (ontable b2)
    (ontable b3)
    (on b4 b3)
    (on b5 b6)
    (ontable b6)
  ))
)

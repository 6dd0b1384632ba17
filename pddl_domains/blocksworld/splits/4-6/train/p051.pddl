; blocksworld 6 blocks
; start (bottom to top): b1 b6 | b4 b2 b3 | b5
; goal  (bottom to top): b4 b3 b2 | b5 b1 b6
(define (problem blocksworld-p051)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 b6 - block
  )
  (:init
    (ontable b1)
    (on b2 b4)
    (on b3 b2)
    (ontable b4)
    (ontable b5)
    (on b6 b1)
    (clear b6)
    (clear b3)
    (clear b5)
    (handempty)
  )
  (:goal (and
    (on b1 b5)
    (on b2 b3)
    (on b3 b4)
    (ontable b4)
    (ontable b5)
    (on b6 b1)
  ))
)

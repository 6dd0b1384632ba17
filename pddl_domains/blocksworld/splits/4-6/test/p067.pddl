; blocksworld 5 blocks
; start (bottom to top): b3 b2 | b5 b1 b4
; goal  (bottom to top): b1 b4 | b3 b2 b5
(define (problem blocksworld-p067)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 - block
  )
  (:init
    (on b1 b5)
    (on b2 b3)
    (ontable b3)
    (on b4 b1)
    (ontable b5)
    (clear b2)
    (clear b4)
    (handempty)
  )
  (:goal (and
    (ontable b1)
    (on b2 b3)
    (ontable b3)
    (on b4 b1)
    (on b5 b2)
  ))
)

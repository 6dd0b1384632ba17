; blocksworld 4 blocks
; start (bottom to top): b4 b3 b1 b2
; goal  (bottom to top): b1 b3 | b2 b4
(define (problem blocksworld-p170)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 - block
  )
  (:init
    (on b1 b3)
    (on b2 b1)
    (on b3 b4)
    (ontable b4)
    (clear b2)
    (handempty)
  )
  (:goal (and
    (ontable b1)
    (ontable b2)
    (on b3 b1)
    (on b4 b2)
  ))
)

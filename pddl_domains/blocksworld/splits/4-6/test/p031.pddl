; blocksworld 4 blocks
; start (bottom to top): b3 b4 b1 b2
; goal  (bottom to top): b3 | b4 b2 b1
(define (problem blocksworld-p031)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 - block
  )
  (:init
    (on b1 b4)
    (on b2 b1)
    (ontable b3)
    (on b4 b3)
    (clear b2)
    (handempty)
  )
  (:goal (and
    (on b1 b2)
    (on b2 b4)
    (ontable b3)
    (ontable b4)
  ))
)

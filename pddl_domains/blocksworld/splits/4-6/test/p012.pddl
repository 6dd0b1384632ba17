; blocksworld 4 blocks
; start (bottom to top): b2 b4 b1 b3
; goal  (bottom to top): b1 | b2 b4 | b3
(define (problem blocksworld-p012)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 - block
  )
  (:init
    (on b1 b4)
    (ontable b2)
    (on b3 b1)
    (on b4 b2)
    (clear b3)
    (handempty)
  )
  (:goal (and
    (ontable b1)
    (ontable b2)
    (ontable b3)
    (on b4 b2)
  ))
)

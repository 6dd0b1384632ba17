; blocksworld 4 blocks
; start (bottom to top): b4 b2 b3 b1
; goal  (bottom to top): b2 | b3 b1 | b4
(define (problem blocksworld-p183)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 - block
  )
  (:init
    (on b1 b3)
    (on b2 b4)
    (on b3 b2)
    (ontable b4)
    (clear b1)
    (handempty)
  )
  (:goal (and
    (on b1 b3)
    (ontable b2)
    (ontable b3)
    (ontable b4)
  ))
)

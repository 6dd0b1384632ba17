; blocksworld 4 blocks
; start (bottom to top): b2 b1 | b3 b4
; goal  (bottom to top): b1 | b3 | b4 b2
(define (problem blocksworld-p053)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 - block
  )
  (:init
    (on b1 b2)
    (ontable b2)
    (ontable b3)
    (on b4 b3)
    (clear b1)
    (clear b4)
    (handempty)
  )
  (:goal (and
    (ontable b1)
    (on b2 b4)
    (ontable b3)
    (ontable b4)
  ))
)

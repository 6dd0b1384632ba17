; blocksworld 5 blocks
; start (bottom to top): b4 b1 b2 | b5 b3
; goal  (bottom to top): b1 | b2 | b4 | b5 b3
(define (problem blocksworld-p073)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 - block
  )
  (:init
    (on b1 b4)
    (on b2 b1)
    (on b3 b5)
    (ontable b4)
    (ontable b5)
    (clear b2)
    (clear b3)
    (handempty)
  )
  (:goal (and
    (ontable b1)
    (ontable b2)
    (on b3 b5)
    (ontable b4)
    (ontable b5)
  ))
)

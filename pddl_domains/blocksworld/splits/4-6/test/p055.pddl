; blocksworld 5 blocks
; start (bottom to top): b4 b2 b1 b3 | b5
; goal  (bottom to top): b1 | b2 b5 | b3 | b4
(define (problem blocksworld-p055)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 - block
  )
  (:init
    (on b1 b2)
    (on b2 b4)
    (on b3 b1)
    (ontable b4)
    (ontable b5)
    (clear b3)
    (clear b5)
    (handempty)
  )
  (:goal (and
    (ontable b1)
    (ontable b2)
    (ontable b3)
    (ontable b4)
    (on b5 b2)
  ))
)

; blocksworld 5 blocks
; start (bottom to top): b1 | b2 | b3 | b4 b5
; goal  (bottom to top): b1 b2 b4 | b3 b5
(define (problem blocksworld-p024)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 - block
  )
  (:init
    (ontable b1)
    (ontable b2)
    (ontable b3)
    (ontable b4)
    (on b5 b4)
    (clear b1)
    (clear b2)
    (clear b3)
    (clear b5)
    (handempty)
  )
  (:goal (and
    (ontable b1)
    (on b2 b1)
    (ontable b3)
    (on b4 b2)
    (on b5 b3)
  ))
)

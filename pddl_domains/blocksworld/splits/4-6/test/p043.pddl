; blocksworld 6 blocks
; start (bottom to top): b1 | b2 b6 b4 b5 | b3
; goal  (bottom to top): b3 | b5 b1 | b6 b4 b2
(define (problem blocksworld-p043)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 b6 - block
  )
  (:init
    (ontable b1)
    (ontable b2)
    (ontable b3)
    (on b4 b6)
    (on b5 b4)
    (on b6 b2)
    (clear b1)
    (clear b5)
    (clear b3)
    (handempty)
  )
  (:goal (and
    (on b1 b5)
    (on b2 b4)
    (ontable b3)
    (on b4 b6)
    (ontable b5)
    (ontable b6)
  ))
)

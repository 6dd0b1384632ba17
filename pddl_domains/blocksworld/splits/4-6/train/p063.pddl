; blocksworld 5 blocks
; start (bottom to top): b3 b2 | b4 | b5 b1
; goal  (bottom to top): b2 | b3 b1 b5 | b4
(define (problem blocksworld-p063)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 - block
  )
  (:init
    (on b1 b5)
    (on b2 b3)
    (ontable b3)
    (ontable b4)
    (ontable b5)
    (clear b2)
    (clear b4)
    (clear b1)
    (handempty)
  )
  (:goal (and
    (on b1 b3)
    (ontable b2)
    (ontable b3)
    (ontable b4)
    (on b5 b1)
  ))
)

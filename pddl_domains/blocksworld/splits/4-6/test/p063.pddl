; blocksworld 5 blocks
; start (bottom to top): b5 b2 b4 b3 b1
; goal  (bottom to top): b1 | b2 | b4 b3 | b5
(define (problem blocksworld-p063)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 - block
  )
  (:init
    (on b1 b3)
    (on b2 b5)
    (on b3 b4)
    (on b4 b2)
    (ontable b5)
    (clear b1)
    (handempty)
  )
  (:goal (and
    (ontable b1)
    (ontable b2)
    (on b3 b4)
    (ontable b4)
    (ontable b5)
  ))
)

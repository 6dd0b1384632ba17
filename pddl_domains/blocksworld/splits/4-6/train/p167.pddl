; blocksworld 5 blocks
; start (bottom to top): b4 | b5 b3 b1 b2
; goal  (bottom to top): b2 b4 b5 | b3 b1
(define (problem blocksworld-p167)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 - block
  )
  (:init
    (on b1 b3)
    (on b2 b1)
    (on b3 b5)
    (ontable b4)
    (ontable b5)
    (clear b4)
    (clear b2)
    (handempty)
  )
  (:goal (and
    (on b1 b3)
    (ontable b2)
    (ontable b3)
    (on b4 b2)
    (on b5 b4)
  ))
)

; blocksworld 6 blocks
; start (bottom to top): b2 | b3 b4 b6 b5 b1
; goal  (bottom to top): b1 | b2 b5 b3 | b4 | b6
(define (problem blocksworld-p100)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 b6 - block
  )
  (:init
    (on b1 b5)
    (ontable b2)
    (ontable b3)
    (on b4 b3)
    (on b5 b6)
    (on b6 b4)
    (clear b2)
    (clear b1)
    (handempty)
  )
  (:goal (and
    (ontable b1)
    (ontable b2)
    (on b3 b5)
    (ontable b4)
    (on b5 b2)
    (ontable b6)
  ))
)

; blocksworld 5 blocks
; start (bottom to top): b1 b3 | b2 b5 | b4
; goal  (bottom to top): b2 | b3 b1 | b5 b4
(define (problem blocksworld-p136)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 - block
  )
  (:init
    (ontable b1)
    (ontable b2)
    (on b3 b1)
    (ontable b4)
    (on b5 b2)
    (clear b3)
    (clear b5)
    (clear b4)
    (handempty)
  )
  (:goal (and
    (on b1 b3)
    (ontable b2)
    (ontable b3)
    (on b4 b5)
    (ontable b5)
  ))
)

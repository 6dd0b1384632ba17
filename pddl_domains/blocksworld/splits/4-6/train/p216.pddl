; blocksworld 6 blocks
; start (bottom to top): b1 | b2 | b4 b3 b6 | b5
; goal  (bottom to top): b1 b5 | b2 b4 | b6 b3
(define (problem blocksworld-p216)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 b6 - block
  )
  (:init
    (ontable b1)
    (ontable b2)
    (on b3 b4)
    (ontable b4)
    (ontable b5)
    (on b6 b3)
    (clear b1)
    (clear b2)
    (clear b6)
    (clear b5)
    (handempty)
  )
  (:goal (and
    (ontable b1)
    (ontable b2)
    (on b3 b6)
    (on b4 b2)
    (on b5 b1)
    (ontable b6)
  ))
)

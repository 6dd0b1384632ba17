; blocksworld 6 blocks
; start (bottom to top): b1 | b3 b2 b6 | b5 b4
; goal  (bottom to top): b2 b4 b3 b5 b1 | b6
(define (problem blocksworld-p007)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 b6 - block
  )
  (:init
    (ontable b1)
    (on b2 b3)
    (ontable b3)
    (on b4 b5)
    (ontable b5)
    (on b6 b2)
    (clear b1)
    (clear b6)
    (clear b4)
    (handempty)
  )
  (:goal (and
    (on b1 b5)
    (ontable b2)
    (on b3 b4)
    (on b4 b2)
    (on b5 b3)
    (ontable b6)
  ))
)

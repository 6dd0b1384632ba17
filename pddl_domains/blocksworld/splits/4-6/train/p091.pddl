; blocksworld 6 blocks
; start (bottom to top): b2 b1 b5 | b3 | b4 b6
; goal  (bottom to top): b1 b4 b5 | b2 | b3 b6
(define (problem blocksworld-p091)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 b6 - block
  )
  (:init
    (on b1 b2)
    (ontable b2)
    (ontable b3)
    (ontable b4)
    (on b5 b1)
    (on b6 b4)
    (clear b5)
    (clear b3)
    (clear b6)
    (handempty)
  )
  (:goal (and
    (ontable b1)
    (ontable b2)
    (ontable b3)
    (on b4 b1)
    (on b5 b4)
    (on b6 b3)
  ))
)

; blocksworld 6 blocks
; start (bottom to top): b1 b2 b5 b6 | b3 | b4
; goal  (bottom to top): b1 | b2 b3 | b4 | b5 | b6
(define (problem blocksworld-p061)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 b6 - block
  )
  (:init
    (ontable b1)
    (on b2 b1)
    (ontable b3)
    (ontable b4)
    (on b5 b2)
    (on b6 b5)
    (clear b6)
    (clear b3)
    (clear b4)
    (handempty)
  )
  (:goal (and
    (ontable b1)
    (ontable b2)
    (on b3 b2)
    (ontable b4)
    (ontable b5)
    (ontable b6)
  ))
)

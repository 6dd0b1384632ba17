; blocksworld 6 blocks
; start (bottom to top): b3 b2 | b5 | b6 b1 b4
; goal  (bottom to top): b3 | b4 b2 b1 | b5 | b6
(define (problem blocksworld-p010)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 b6 - block
  )
  (:init
    (on b1 b6)
    (on b2 b3)
    (ontable b3)
    (on b4 b1)
    (ontable b5)
    (ontable b6)
    (clear b2)
    (clear b5)
    (clear b4)
    (handempty)
  )
  (:goal (and
    (on b1 b2)
    (on b2 b4)
    (ontable b3)
    (ontable b4)
    (ontable b5)
    (ontable b6)
  ))
)

; blocksworld 6 blocks
; start (bottom to top): b1 b5 b2 | b3 | b4 | b6
; goal  (bottom to top): b1 b3 | b4 | b5 | b6 b2
(define (problem blocksworld-p022)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 b6 - block
  )
  (:init
    (ontable b1)
    (on b2 b5)
    (ontable b3)
    (ontable b4)
    (on b5 b1)
    (ontable b6)
    (clear b2)
    (clear b3)
    (clear b4)
    (clear b6)
    (handempty)
  )
  (:goal (and
    (ontable b1)
    (on b2 b6)
    (on b3 b1)
    (ontable b4)
    (ontable b5)
    (ontable b6)
  ))
)

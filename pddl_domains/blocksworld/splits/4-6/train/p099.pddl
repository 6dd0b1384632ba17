; blocksworld 6 blocks
; start (bottom to top): b1 b6 b2 | b4 | b5 b3
; goal  (bottom to top): b1 b2 | b4 | b5 | b6 b3
(define (problem blocksworld-p099)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 b6 - block
  )
  (:init
    (ontable b1)
    (on b2 b6)
    (on b3 b5)
    (ontable b4)
    (ontable b5)
    (on b6 b1)
    (clear b2)
    (clear b4)
    (clear b3)
    (handempty)
  )
  (:goal (and
    (ontable b1)
    (on b2 b1)
    (on b3 b6)
    (ontable b4)
    (ontable b5)
    (ontable b6)
  ))
)

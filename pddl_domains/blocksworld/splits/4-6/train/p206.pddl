; blocksworld 6 blocks
; start (bottom to top): b2 | b3 b6 | b4 b1 | b5
; goal  (bottom to top): b3 b1 b4 | b5 b2 | b6
(define (problem blocksworld-p206)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 b6 - block
  )
  (:init
    (on b1 b4)
    (ontable b2)
    (ontable b3)
    (ontable b4)
    (ontable b5)
    (on b6 b3)
    (clear b2)
    (clear b6)
    (clear b1)
    (clear b5)
    (handempty)
  )
  (:goal (and
    (on b1 b3)
    (on b2 b5)
    (ontable b3)
    (on b4 b1)
    (ontable b5)
    (ontable b6)
  ))
)

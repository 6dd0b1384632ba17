; blocksworld 6 blocks
; start (bottom to top): b1 | b3 | b4 b6 | b5 b2
; goal  (bottom to top): b3 | b5 b4 | b6 b1 b2
(define (problem blocksworld-p060)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 b6 - block
  )
  (:init
    (ontable b1)
    (on b2 b5)
    (ontable b3)
    (ontable b4)
    (ontable b5)
    (on b6 b4)
    (clear b1)
    (clear b3)
    (clear b6)
    (clear b2)
    (handempty)
  )
  (:goal (and
    (on b1 b6)
    (on b2 b1)
    (ontable b3)
    (on b4 b5)
    (ontable b5)
    (ontable b6)
  ))
)

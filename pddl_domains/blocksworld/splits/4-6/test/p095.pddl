; blocksworld 6 blocks
; start (bottom to top): b2 | b3 | b4 | b5 | b6 b1
; goal  (bottom to top): b3 b5 b1 b6 b4 b2
(define (problem blocksworld-p095)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 b6 - block
  )
  (:init
    (on b1 b6)
    (ontable b2)
    (ontable b3)
    (ontable b4)
    (ontable b5)
    (ontable b6)
    (clear b2)
    (clear b3)
    (clear b4)
    (clear b5)
    (clear b1)
    (handempty)
  )
  (:goal (and
    (on b1 b5)
    (on b2 b4)
    (ontable b3)
    (on b4 b6)
    (on b5 b3)
    (on b6 b1)
  ))
)

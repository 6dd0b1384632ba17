; blocksworld 6 blocks
; start (bottom to top): b1 | b5 b3 b4 b2 | b6
; goal  (bottom to top): b3 b2 b4 | b5 | b6 b1
(define (problem blocksworld-p203)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 b6 - block
  )
  (:init
    (ontable b1)
    (on b2 b4)
    (on b3 b5)
    (on b4 b3)
    (ontable b5)
    (ontable b6)
    (clear b1)
    (clear b2)
    (clear b6)
    (handempty)
  )
  (:goal (and
    (on b1 b6)
    (on b2 b3)
    (ontable b3)
    (on b4 b2)
    (ontable b5)
    (ontable b6)
  ))
)

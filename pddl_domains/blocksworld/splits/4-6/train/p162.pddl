; blocksworld 6 blocks
; start (bottom to top): b2 | b4 | b5 | b6 b3 b1
; goal  (bottom to top): b2 b5 b3 | b4 | b6 b1
(define (problem blocksworld-p162)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 b6 - block
  )
  (:init
    (on b1 b3)
    (ontable b2)
    (on b3 b6)
    (ontable b4)
    (ontable b5)
    (ontable b6)
    (clear b2)
    (clear b4)
    (clear b5)
    (clear b1)
    (handempty)
  )
  (:goal (and
    (on b1 b6)
    (ontable b2)
    (on b3 b5)
    (ontable b4)
    (on b5 b2)
    (ontable b6)
  ))
)

; blocksworld 6 blocks
; start (bottom to top): b1 b6 | b3 | b4 | b5 b2
; goal  (bottom to top): b2 b3 | b4 b1 b5 | b6
(define (problem blocksworld-p069)
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
    (on b6 b1)
    (clear b6)
    (clear b3)
    (clear b4)
    (clear b2)
    (handempty)
  )
  (:goal (and
    (on b1 b4)
    (ontable b2)
    (on b3 b2)
    (ontable b4)
    (on b5 b1)
    (ontable b6)
  ))
)

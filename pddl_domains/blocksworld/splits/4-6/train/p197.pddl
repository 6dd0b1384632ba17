; blocksworld 6 blocks
; start (bottom to top): b3 b6 b1 | b4 b5 b2
; goal  (bottom to top): b1 | b3 b5 b2 b4 | b6
(define (problem blocksworld-p197)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 b6 - block
  )
  (:init
    (on b1 b6)
    (on b2 b5)
    (ontable b3)
    (ontable b4)
    (on b5 b4)
    (on b6 b3)
    (clear b1)
    (clear b2)
    (handempty)
  )
  (:goal (and
    (ontable b1)
    (on b2 b5)
    (ontable b3)
    (on b4 b2)
    (on b5 b3)
    (ontable b6)
  ))
)

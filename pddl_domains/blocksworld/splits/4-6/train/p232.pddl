; blocksworld 6 blocks
; start (bottom to top): b4 b1 b5 | b6 b3 b2
; goal  (bottom to top): b1 | b3 b5 | b4 b2 | b6
(define (problem blocksworld-p232)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 b6 - block
  )
  (:init
    (on b1 b4)
    (on b2 b3)
    (on b3 b6)
    (ontable b4)
    (on b5 b1)
    (ontable b6)
    (clear b5)
    (clear b2)
    (handempty)
  )
  (:goal (and
    (ontable b1)
    (on b2 b4)
    (ontable b3)
    (ontable b4)
    (on b5 b3)
    (ontable b6)
  ))
)

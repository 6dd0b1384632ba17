; blocksworld 6 blocks
; start (bottom to top): b1 | b2 b3 b4 b5 b6
; goal  (bottom to top): b1 b2 b3 b4 | b5 | b6
(define (problem blocksworld-p005)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 b6 - block
  )
  (:init
    (ontable b1)
    (ontable b2)
    (on b3 b2)
    (on b4 b3)
    (on b5 b4)
    (on b6 b5)
    (clear b1)
    (clear b6)
    (handempty)
  )
  (:goal (and
    (ontable b1)
    (on b2 b1)
    (on b3 b2)
    (on b4 b3)
    (ontable b5)
    (ontable b6)
  ))
)

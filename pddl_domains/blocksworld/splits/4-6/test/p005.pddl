; blocksworld 6 blocks
; start (bottom to top): b5 b4 | b6 b2 b3 b1
; goal  (bottom to top): b1 | b4 b3 b6 b2 | b5
(define (problem blocksworld-p005)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 b6 - block
  )
  (:init
    (on b1 b3)
    (on b2 b6)
    (on b3 b2)
    (on b4 b5)
    (ontable b5)
    (ontable b6)
    (clear b4)
    (clear b1)
    (handempty)
  )
  (:goal (and
    (ontable b1)
    (on b2 b6)
    (on b3 b4)
    (ontable b4)
    (ontable b5)
    (on b6 b3)
  ))
)

; blocksworld 5 blocks
; start (bottom to top): b2 b1 | b3 | b4 | b5
; goal  (bottom to top): b4 b3 | b5 b2 b1
(define (problem blocksworld-p138)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 - block
  )
  (:init
    (on b1 b2)
    (ontable b2)
    (ontable b3)
    (ontable b4)
    (ontable b5)
    (clear b1)
    (clear b3)
    (clear b4)
    (clear b5)
    (handempty)
  )
  (:goal (and
    (on b1 b2)
    (on b2 b5)
    (on b3 b4)
    (ontable b4)
    (ontable b5)
  ))
)

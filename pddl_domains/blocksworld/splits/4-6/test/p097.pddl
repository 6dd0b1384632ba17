; blocksworld 5 blocks
; start (bottom to top): b3 | b4 b2 | b5 b1
; goal  (bottom to top): b2 b3 | b4 b1 | b5
(define (problem blocksworld-p097)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 - block
  )
  (:init
    (on b1 b5)
    (on b2 b4)
    (ontable b3)
    (ontable b4)
    (ontable b5)
    (clear b3)
    (clear b2)
    (clear b1)
    (handempty)
  )
  (:goal (and
    (on b1 b4)
    (ontable b2)
    (on b3 b2)
    (ontable b4)
    (ontable b5)
  ))
)

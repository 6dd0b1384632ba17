; blocksworld 5 blocks
; start (bottom to top): b2 | b4 b1 b3 | b5
; goal  (bottom to top): b2 b4 | b3 b1 b5
(define (problem blocksworld-p129)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 - block
  )
  (:init
    (on b1 b4)
    (ontable b2)
    (on b3 b1)
    (ontable b4)
    (ontable b5)
    (clear b2)
    (clear b3)
    (clear b5)
    (handempty)
  )
  (:goal (and
    (on b1 b3)
    (ontable b2)
    (ontable b3)
    (on b4 b2)
    (on b5 b1)
  ))
)

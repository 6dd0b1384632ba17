; blocksworld 5 blocks
; start (bottom to top): b1 | b3 b2 b4 | b5
; goal  (bottom to top): b4 b2 b5 b3 b1
(define (problem blocksworld-p210)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 - block
  )
  (:init
    (ontable b1)
    (on b2 b3)
    (ontable b3)
    (on b4 b2)
    (ontable b5)
    (clear b1)
    (clear b4)
    (clear b5)
    (handempty)
  )
  (:goal (and
    (on b1 b3)
    (on b2 b4)
    (on b3 b5)
    (ontable b4)
    (on b5 b2)
  ))
)

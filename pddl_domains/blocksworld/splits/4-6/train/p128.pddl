; blocksworld 5 blocks
; start (bottom to top): b4 b5 b3 b2 b1
; goal  (bottom to top): b5 b1 b3 b4 b2
(define (problem blocksworld-p128)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 - block
  )
  (:init
    (on b1 b2)
    (on b2 b3)
    (on b3 b5)
    (ontable b4)
    (on b5 b4)
    (clear b1)
    (handempty)
  )
  (:goal (and
    (on b1 b5)
    (on b2 b4)
    (on b3 b1)
    (on b4 b3)
    (ontable b5)
  ))
)

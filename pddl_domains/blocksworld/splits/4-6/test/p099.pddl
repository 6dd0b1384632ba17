; blocksworld 5 blocks
; start (bottom to top): b3 b2 b1 | b5 b4
; goal  (bottom to top): b4 b3 b2 b1 | b5
(define (problem blocksworld-p099)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 - block
  )
  (:init
    (on b1 b2)
    (on b2 b3)
    (ontable b3)
    (on b4 b5)
    (ontable b5)
    (clear b1)
    (clear b4)
    (handempty)
  )
  (:goal (and
    (on b1 b2)
    (on b2 b3)
    (on b3 b4)
    (ontable b4)
    (ontable b5)
  ))
)

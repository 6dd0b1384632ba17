; blocksworld 4 blocks
; start (bottom to top): b1 | b3 | b4 b2
; goal  (bottom to top): b1 | b3 b2 | b4
(define (problem blocksworld-p054)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 - block
  )
  (:init
    (ontable b1)
    (on b2 b4)
    (ontable b3)
    (ontable b4)
    (clear b1)
    (clear b3)
    (clear b2)
    (handempty)
  )
  (:goal (and
    (ontable b1)
    (on b2 b3)
    (ontable b3)
    (ontable b4)
  ))
)

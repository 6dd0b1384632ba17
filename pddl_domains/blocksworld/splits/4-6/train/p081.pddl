; blocksworld 6 blocks
; start (bottom to top): b1 b3 b5 | b2 | b4 | b6
; goal  (bottom to top): b4 | b5 b6 b2 b1 b3
(define (problem blocksworld-p081)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 b6 - block
  )
  (:init
    (ontable b1)
    (ontable b2)
    (on b3 b1)
    (ontable b4)
    (on b5 b3)
    (ontable b6)
    (clear b5)
    (clear b2)
    (clear b4)
    (clear b6)
    (handempty)
  )
  (:goal (and
    (on b1 b2)
    (on b2 b6)
    (on b3 b1)
    (ontable b4)
    (ontable b5)
    (on b6 b5)
  ))
)

; blocksworld 6 blocks
; start (bottom to top): b2 | b3 b1 b6 | b4 | b5
; goal  (bottom to top): b1 b5 b4 b6 b3 b2
(define (problem blocksworld-p143)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 b6 - block
  )
  (:init
    (on b1 b3)
    (ontable b2)
    (ontable b3)
    (ontable b4)
    (ontable b5)
    (on b6 b1)
    (clear b2)
    (clear b6)
    (clear b4)
    (clear b5)
    (handempty)
  )
  (:goal (and
    (ontable b1)
    (on b2 b3)
    (on b3 b6)
    (on b4 b5)
    (on b5 b1)
    (on b6 b4)
  ))
)

; blocksworld 5 blocks
; start (bottom to top): b1 | b3 b5 b2 | b4
; goal  (bottom to top): b1 b4 | b3 | b5 b2
(define (problem blocksworld-p132)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 - block
  )
  (:init
    (ontable b1)
    (on b2 b5)
    (ontable b3)
    (ontable b4)
    (on b5 b3)
    (clear b1)
    (clear b2)
    (clear b4)
    (handempty)
  )
  (:goal (and
    (ontable b1)
    (on b2 b5)
    (ontable b3)
    (on b4 b1)
    (ontable b5)
  ))
)

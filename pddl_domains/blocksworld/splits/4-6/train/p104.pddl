; blocksworld 5 blocks
; start (bottom to top): b1 b4 b3 | b2 | b5
; goal  (bottom to top): b3 b1 | b4 | b5 b2
(define (problem blocksworld-p104)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 - block
  )
  (:init
    (ontable b1)
    (ontable b2)
    (on b3 b4)
    (on b4 b1)
    (ontable b5)
    (clear b3)
    (clear b2)
    (clear b5)
    (handempty)
  )
  (:goal (and
    (on b1 b3)
    (on b2 b5)
    (ontable b3)
    (ontable b4)
    (ontable b5)
  ))
)

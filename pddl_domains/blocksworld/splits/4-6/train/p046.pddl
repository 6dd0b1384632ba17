; blocksworld 6 blocks
; start (bottom to top): b3 b1 b5 | b4 b2 | b6
; goal  (bottom to top): b3 b1 b2 | b4 | b5 | b6
(define (problem blocksworld-p046)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 b6 - block
  )
  (:init
    (on b1 b3)
    (on b2 b4)
    (ontable b3)
    (ontable b4)
    (on b5 b1)
    (ontable b6)
    (clear b5)
    (clear b2)
    (clear b6)
    (handempty)
  )
  (:goal (and
    (on b1 b3)
    (on b2 b1)
    (ontable b3)
    (ontable b4)
    (ontable b5)
    (ontable b6)
  ))
)

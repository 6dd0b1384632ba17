; blocksworld 6 blocks
; start (bottom to top): b1 | b2 | b3 | b4 | b5 | b6
; goal  (bottom to top): b4 b6 b2 | b5 b1 b3
(define (problem blocksworld-p021)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 b6 - block
  )
  (:init
    (ontable b1)
    (ontable b2)
    (ontable b3)
    (ontable b4)
    (ontable b5)
    (ontable b6)
    (clear b1)
    (clear b2)
    (clear b3)
    (clear b4)
    (clear b5)
    (clear b6)
    (handempty)
  )
  (:goal (and
    (on b1 b5)
    (on b2 b6)
    (on b3 b1)
    (ontable b4)
    (ontable b5)
    (on b6 b4)
  ))
)

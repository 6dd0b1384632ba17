; blocksworld 6 blocks
; start (bottom to top): b2 b1 | b5 b6 b3 b4
; goal  (bottom to top): b2 b5 b1 | b3 | b4 | b6
(define (problem blocksworld-p084)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 b6 - block
  )
  (:init
    (on b1 b2)
    (ontable b2)
    (on b3 b6)
    (on b4 b3)
    (ontable b5)
    (on b6 b5)
    (clear b1)
    (clear b4)
    (handempty)
  )
  (:goal (and
    (on b1 b5)
    (ontable b2)
    (ontable b3)
    (ontable b4)
    (on b5 b2)
    (ontable b6)
  ))
)

; blocksworld 6 blocks
; start (bottom to top): b1 b3 b4 | b2 | b5 | b6
; goal  (bottom to top): b2 b6 b1 | b4 b3 | b5
(define (problem blocksworld-p121)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 b6 - block
  )
  (:init
    (ontable b1)
    (ontable b2)
    (on b3 b1)
    (on b4 b3)
    (ontable b5)
    (ontable b6)
    (clear b4)
    (clear b2)
    (clear b5)
    (clear b6)
    (handempty)
  )
  (:goal (and
    (on b1 b6)
    (ontable b2)
    (on b3 b4)
    (ontable b4)
    (ontable b5)
    (on b6 b2)
  ))
)

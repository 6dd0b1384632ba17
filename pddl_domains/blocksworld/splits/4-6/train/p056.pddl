; blocksworld 6 blocks
; start (bottom to top): b2 b3 b1 | b4 | b6 b5
; goal  (bottom to top): b1 b5 | b4 b3 b2 b6
(define (problem blocksworld-p056)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 b6 - block
  )
  (:init
    (on b1 b3)
    (ontable b2)
    (on b3 b2)
    (ontable b4)
    (on b5 b6)
    (ontable b6)
    (clear b1)
    (clear b4)
    (clear b5)
    (handempty)
  )
  (:goal (and
    (ontable b1)
    (on b2 b3)
    (on b3 b4)
    (ontable b4)
    (on b5 b1)
    (on b6 b2)
  ))
)

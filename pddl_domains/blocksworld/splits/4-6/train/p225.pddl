; blocksworld 4 blocks
; start (bottom to top): b2 b3 | b4 b1
; goal  (bottom to top): b2 b4 | b3 b1
(define (problem blocksworld-p225)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 - block
  )
  (:init
    (on b1 b4)
    (ontable b2)
    (on b3 b2)
    (ontable b4)
    (clear b3)
    (clear b1)
    (handempty)
  )
  (:goal (and
    (on b1 b3)
    (ontable b2)
    (ontable b3)
    (on b4 b2)
  ))
)

; blocksworld 5 blocks
; start (bottom to top): b2 | b4 b3 | b5 b1
; goal  (bottom to top): b1 b5 b4 b2 | b3
(define (problem blocksworld-p070)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 - block
  )
  (:init
    (on b1 b5)
    (ontable b2)
    (on b3 b4)
    (ontable b4)
    (ontable b5)
    (clear b2)
    (clear b3)
    (clear b1)
    (handempty)
  )
  (:goal (and
    (ontable b1)
    (on b2 b4)
    (ontable b3)
    (on b4 b5)
    (on b5 b1)
  ))
)

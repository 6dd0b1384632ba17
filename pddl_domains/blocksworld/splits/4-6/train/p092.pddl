; blocksworld 5 blocks
; start (bottom to top): b4 b2 b1 | b5 b3
; goal  (bottom to top): b3 b5 | b4 b2 b1
(define (problem blocksworld-p092)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 - block
  )
  (:init
    (on b1 b2)
    (on b2 b4)
    (on b3 b5)
    (ontable b4)
    (ontable b5)
    (clear b1)
    (clear b3)
    (handempty)
  )
  (:goal (and
    (on b1 b2)
    (on b2 b4)
    (ontable b3)
    (ontable b4)
    (on b5 b3)
  ))
)

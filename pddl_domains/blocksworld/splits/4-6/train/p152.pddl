; blocksworld 5 blocks
; start (bottom to top): b1 | b3 | b5 b4 b2
; goal  (bottom to top): b1 b4 | b2 | b3 b5
(define (problem blocksworld-p152)
  (:domain blocksworld)
  (:objects
    b1 b2 b3 b4 b5 - block
  )
  (:init
    (ontable b1)
    (on b2 b4)
    (ontable b3)
    (on b4 b5)
    (ontable b5)
    (clear b1)
    (clear b3)
    (clear b2)
    (handempty)
  )
  (:goal (and
    (ontable b1)
    (ontable b2)
    (ontable b3)
    (on b4 b1)
    (on b5 b3)
  ))
)

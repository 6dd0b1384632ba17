; hanoi 3 disks
; start: d1@peg2 d2@peg1 d3@peg1
; goal:  d1@peg3 d2@peg2 d3@peg2
(define (problem hanoi-p123)
  (:domain hanoi)
  (:objects
    d1 d2 d3 - disk
    peg1 peg2 peg3 - peg
  )
  (:init
    (on d1 peg2)
    (on d2 d3)
    (on d3 peg1)
    (clear d1)
    (clear d2)
    (clear peg3)
    (smaller d1 peg1)
    (smaller d1 peg2)
    (smaller d1 peg3)
    (smaller d2 peg1)
    (smaller d2 peg2)
    (smaller d2 peg3)
    (smaller d3 peg1)
    (smaller d3 peg2)
    (smaller d3 peg3)
    (smaller d1 d2)
    (smaller d1 d3)
    (smaller d2 d3)
  )
  (:goal (and
    (on d1 peg3)
    (on d2 d3)
    (on d3 peg2)
  ))
)

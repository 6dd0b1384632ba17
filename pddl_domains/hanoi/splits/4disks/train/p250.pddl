; hanoi 4 disks
; start: d1@peg2 d2@peg1 d3@peg1 d4@peg3
; goal:  d1@peg3 d2@peg2 d3@peg2 d4@peg2
(define (problem hanoi-p250)
  (:domain hanoi)
  (:objects
    d1 d2 d3 d4 - disk
    peg1 peg2 peg3 - peg
  )
  (:init
    (on d1 peg2)
    (on d2 d3)
    (on d3 peg1)
    (on d4 peg3)
    (clear d1)
    (clear d2)
    (clear d4)
    (smaller d1 peg1)
    (smaller d1 peg2)
    (smaller d1 peg3)
    (smaller d2 peg1)
    (smaller d2 peg2)
    (smaller d2 peg3)
    (smaller d3 peg1)
    (smaller d3 peg2)
    (smaller d3 peg3)
    (smaller d4 peg1)
    (smaller d4 peg2)
    (smaller d4 peg3)
    (smaller d1 d2)
    (smaller d1 d3)
    (smaller d1 d4)
    (smaller d2 d3)
    (smaller d2 d4)
    (smaller d3 d4)
  )
  (:goal (and
    (on d1 peg3)
    (on d2 d3)
    (on d3 d4)
    (on d4 peg2)
  ))
)

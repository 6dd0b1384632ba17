; hanoi: Tower of Hanoi with n disks and 3 pegs.  A disk may only be put on a
; larger disk or an empty peg; (smaller ?d ?p) is static.
(define (domain hanoi)
  (:requirements :strips :typing)
  (:types place - object
          disk peg - place)
  (:predicates
    (on ?d - disk ?p - place)
    (clear ?p - place)
    (smaller ?d - disk ?p - place))
  (:action move
    :parameters (?d - disk ?from - place ?to - place)
    :precondition (and (on ?d ?from) (clear ?d) (clear ?to) (smaller ?d ?to))
    :effect (and (not (on ?d ?from)) (on ?d ?to) (clear ?from) (not (clear ?to)))))

; gridworld: an agent moves between open cells of a grid; walls are the grid
; positions that are not cell objects.  Cells are named c<x>-<y> (0-based
; column x, row y); north is y-1.
(define (domain gridworld)
  (:requirements :strips :typing)
  (:types cell)
  (:predicates
    (at ?c - cell)
    (adj-north ?from ?to - cell)
    (adj-south ?from ?to - cell)
    (adj-east ?from ?to - cell)
    (adj-west ?from ?to - cell))
  (:action move-north
    :parameters (?from ?to - cell)
    :precondition (and (at ?from) (adj-north ?from ?to))
    :effect (and (not (at ?from)) (at ?to)))
  (:action move-south
    :parameters (?from ?to - cell)
    :precondition (and (at ?from) (adj-south ?from ?to))
    :effect (and (not (at ?from)) (at ?to)))
  (:action move-east
    :parameters (?from ?to - cell)
    :precondition (and (at ?from) (adj-east ?from ?to))
    :effect (and (not (at ?from)) (at ?to)))
  (:action move-west
    :parameters (?from ?to - cell)
    :precondition (and (at ?from) (adj-west ?from ?to))
    :effect (and (not (at ?from)) (at ?to))))

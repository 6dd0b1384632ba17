; sokoban: an agent moves on a grid and pushes boxes (one at a time, never
; pulls) onto goal cells.  Cells are named c<x>-<y> (0-based column x, row y;
; north is y-1); walls are grid positions that are not cell objects.
; (clear ?c) means no box is on ?c.  A box pushed into a corner that is not a
; goal can never be moved out again: dead ends are reachable.
(define (domain sokoban)
  (:requirements :strips :typing)
  (:types cell)
  (:predicates
    (at ?c - cell)
    (box-at ?c - cell)
    (clear ?c - cell)
    (adj-north ?from ?to - cell)
    (adj-south ?from ?to - cell)
    (adj-east ?from ?to - cell)
    (adj-west ?from ?to - cell))
  (:action move-north
    :parameters (?from ?to - cell)
    :precondition (and (at ?from) (adj-north ?from ?to) (clear ?to))
    :effect (and (not (at ?from)) (at ?to)))
  (:action move-south
    :parameters (?from ?to - cell)
    :precondition (and (at ?from) (adj-south ?from ?to) (clear ?to))
    :effect (and (not (at ?from)) (at ?to)))
  (:action move-east
    :parameters (?from ?to - cell)
    :precondition (and (at ?from) (adj-east ?from ?to) (clear ?to))
    :effect (and (not (at ?from)) (at ?to)))
  (:action move-west
    :parameters (?from ?to - cell)
    :precondition (and (at ?from) (adj-west ?from ?to) (clear ?to))
    :effect (and (not (at ?from)) (at ?to)))
  (:action push-north
    :parameters (?from ?box ?to - cell)
    :precondition (and (at ?from) (adj-north ?from ?box) (adj-north ?box ?to)
                       (box-at ?box) (clear ?to))
    :effect (and (not (at ?from)) (at ?box) (not (box-at ?box)) (clear ?box)
                 (box-at ?to) (not (clear ?to))))
  (:action push-south
    :parameters (?from ?box ?to - cell)
    :precondition (and (at ?from) (adj-south ?from ?box) (adj-south ?box ?to)
                       (box-at ?box) (clear ?to))
    :effect (and (not (at ?from)) (at ?box) (not (box-at ?box)) (clear ?box)
                 (box-at ?to) (not (clear ?to))))
  (:action push-east
    :parameters (?from ?box ?to - cell)
    :precondition (and (at ?from) (adj-east ?from ?box) (adj-east ?box ?to)
                       (box-at ?box) (clear ?to))
    :effect (and (not (at ?from)) (at ?box) (not (box-at ?box)) (clear ?box)
                 (box-at ?to) (not (clear ?to))))
  (:action push-west
    :parameters (?from ?box ?to - cell)
    :precondition (and (at ?from) (adj-west ?from ?box) (adj-west ?box ?to)
                       (box-at ?box) (clear ?to))
    :effect (and (not (at ?from)) (at ?box) (not (box-at ?box)) (clear ?box)
                 (box-at ?to) (not (clear ?to)))))

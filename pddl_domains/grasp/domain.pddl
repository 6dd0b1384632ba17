; grasp: energy collection on a grid.  The agent walks (4 or 8 directions: a
; problem lists adjacency facts only for the directions it allows), takes energy
; tokens (at most as many as the problem's load counter allows) and drops them;
; energy dropped on the start cell counts.  The PDDL goal delivers every token to
; the start cell; the task reward (net energy within the step limit) is computed
; by llmplanning.domains.grasp from the final state and the plan length.
; Cells are c<x>-<y> (north is y-1); walls are positions that are not cells.
(define (domain grasp)
  (:requirements :strips :typing)
  (:types cell token count)
  (:predicates
    (at ?c - cell)
    (adj-north ?from ?to - cell)
    (adj-south ?from ?to - cell)
    (adj-east ?from ?to - cell)
    (adj-west ?from ?to - cell)
    (adj-northeast ?from ?to - cell)
    (adj-northwest ?from ?to - cell)
    (adj-southeast ?from ?to - cell)
    (adj-southwest ?from ?to - cell)
    (token-at ?t - token ?c - cell)
    (carrying ?t - token)
    (load ?n - count)
    (next ?n ?m - count))
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
    :effect (and (not (at ?from)) (at ?to)))
  (:action move-northeast
    :parameters (?from ?to - cell)
    :precondition (and (at ?from) (adj-northeast ?from ?to))
    :effect (and (not (at ?from)) (at ?to)))
  (:action move-northwest
    :parameters (?from ?to - cell)
    :precondition (and (at ?from) (adj-northwest ?from ?to))
    :effect (and (not (at ?from)) (at ?to)))
  (:action move-southeast
    :parameters (?from ?to - cell)
    :precondition (and (at ?from) (adj-southeast ?from ?to))
    :effect (and (not (at ?from)) (at ?to)))
  (:action move-southwest
    :parameters (?from ?to - cell)
    :precondition (and (at ?from) (adj-southwest ?from ?to))
    :effect (and (not (at ?from)) (at ?to)))
  (:action take
    :parameters (?c - cell ?t - token ?n ?m - count)
    :precondition (and (at ?c) (token-at ?t ?c) (load ?n) (next ?n ?m))
    :effect (and (not (token-at ?t ?c)) (carrying ?t) (not (load ?n)) (load ?m)))
  (:action drop
    :parameters (?c - cell ?t - token ?n ?m - count)
    :precondition (and (at ?c) (carrying ?t) (load ?m) (next ?n ?m))
    :effect (and (token-at ?t ?c) (not (carrying ?t)) (not (load ?m)) (load ?n))))

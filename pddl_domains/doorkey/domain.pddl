; doorkey: a MiniGrid-like grid of two rooms split by a wall with one locked door;
; the agent must reach the goal square behind the locked door.  The agent carries at most one object
; (a key or a box); it picks up and drops objects on an adjacent cell and unlocks
; the door from an adjacent cell while holding a matching key.  Cells are
; c<x>-<y> (north is y-1); walls are grid positions that are not cell objects.
; (clear ?c): nothing on ?c and, for a door, unlocked: the agent may enter it.
(define (domain doorkey)
  (:requirements :strips :typing)
  (:types cell item - object
          key box - item)
  (:predicates
    (at ?c - cell)
    (clear ?c - cell)
    (floor ?c - cell)
    (adj ?from ?to - cell)
    (adj-north ?from ?to - cell)
    (adj-south ?from ?to - cell)
    (adj-east ?from ?to - cell)
    (adj-west ?from ?to - cell)
    (key-at ?k - key ?c - cell)
    (box-at ?b - box ?c - cell)
    (locked ?c - cell)
    (unlocked ?c - cell)
    (opens ?k - key ?c - cell)
    (handempty)
    (holding ?i - item))
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
  (:action pickup-key
    :parameters (?from ?c - cell ?k - key)
    :precondition (and (at ?from) (adj ?from ?c) (key-at ?k ?c) (handempty))
    :effect (and (not (key-at ?k ?c)) (clear ?c) (not (handempty)) (holding ?k)))
  (:action drop-key
    :parameters (?from ?c - cell ?k - key)
    :precondition (and (at ?from) (adj ?from ?c) (holding ?k) (clear ?c) (floor ?c))
    :effect (and (key-at ?k ?c) (not (clear ?c)) (handempty) (not (holding ?k))))
  (:action pickup-box
    :parameters (?from ?c - cell ?b - box)
    :precondition (and (at ?from) (adj ?from ?c) (box-at ?b ?c) (handempty))
    :effect (and (not (box-at ?b ?c)) (clear ?c) (not (handempty)) (holding ?b)))
  (:action drop-box
    :parameters (?from ?c - cell ?b - box)
    :precondition (and (at ?from) (adj ?from ?c) (holding ?b) (clear ?c) (floor ?c))
    :effect (and (box-at ?b ?c) (not (clear ?c)) (handempty) (not (holding ?b))))
  (:action unlock
    :parameters (?from ?d - cell ?k - key)
    :precondition (and (at ?from) (adj ?from ?d) (locked ?d) (holding ?k) (opens ?k ?d))
    :effect (and (not (locked ?d)) (unlocked ?d) (clear ?d))))

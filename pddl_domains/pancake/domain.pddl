; pancake: n pancakes (n <= 8) in a stack; (flip-k ...) reverses the top k pancakes.
; Positions pos1 (top) .. pos8 are constants; (at-pos ?p ?i) places pancake ?p at
; position ?i.  The middle pancake of an odd flip stays put, so flip-k takes the
; pancakes at the positions that change, top first.  The static (distinct ?a ?b)
; facts change nothing reachable; they keep grounding from enumerating tuples
; with repeated pancakes (n^k candidates instead of n!/(n-k)!).
(define (domain pancake)
  (:requirements :strips :typing)
  (:types pancake position)
  (:constants pos1 pos2 pos3 pos4 pos5 pos6 pos7 pos8 - position)
  (:predicates (at-pos ?p - pancake ?i - position) (distinct ?a ?b - pancake))
  (:action flip-2
    :parameters (?p1 ?p2 - pancake)
    :precondition (and (at-pos ?p1 pos1) (at-pos ?p2 pos2) (distinct ?p1 ?p2))
    :effect (and (not (at-pos ?p1 pos1)) (at-pos ?p1 pos2) (not (at-pos ?p2 pos2)) (at-pos ?p2 pos1)))
  (:action flip-3
    :parameters (?p1 ?p3 - pancake)
    :precondition (and (at-pos ?p1 pos1) (at-pos ?p3 pos3) (distinct ?p1 ?p3))
    :effect (and (not (at-pos ?p1 pos1)) (at-pos ?p1 pos3) (not (at-pos ?p3 pos3)) (at-pos ?p3 pos1)))
  (:action flip-4
    :parameters (?p1 ?p2 ?p3 ?p4 - pancake)
    :precondition (and (at-pos ?p1 pos1) (at-pos ?p2 pos2) (distinct ?p1 ?p2) (at-pos ?p3 pos3) (distinct ?p1 ?p3) (distinct ?p2 ?p3) (at-pos ?p4 pos4) (distinct ?p1 ?p4) (distinct ?p2 ?p4) (distinct ?p3 ?p4))
    :effect (and (not (at-pos ?p1 pos1)) (at-pos ?p1 pos4) (not (at-pos ?p2 pos2)) (at-pos ?p2 pos3) (not (at-pos ?p3 pos3)) (at-pos ?p3 pos2) (not (at-pos ?p4 pos4)) (at-pos ?p4 pos1)))
  (:action flip-5
    :parameters (?p1 ?p2 ?p4 ?p5 - pancake)
    :precondition (and (at-pos ?p1 pos1) (at-pos ?p2 pos2) (distinct ?p1 ?p2) (at-pos ?p4 pos4) (distinct ?p1 ?p4) (distinct ?p2 ?p4) (at-pos ?p5 pos5) (distinct ?p1 ?p5) (distinct ?p2 ?p5) (distinct ?p4 ?p5))
    :effect (and (not (at-pos ?p1 pos1)) (at-pos ?p1 pos5) (not (at-pos ?p2 pos2)) (at-pos ?p2 pos4) (not (at-pos ?p4 pos4)) (at-pos ?p4 pos2) (not (at-pos ?p5 pos5)) (at-pos ?p5 pos1)))
  (:action flip-6
    :parameters (?p1 ?p2 ?p3 ?p4 ?p5 ?p6 - pancake)
    :precondition (and (at-pos ?p1 pos1) (at-pos ?p2 pos2) (distinct ?p1 ?p2) (at-pos ?p3 pos3) (distinct ?p1 ?p3) (distinct ?p2 ?p3) (at-pos ?p4 pos4) (distinct ?p1 ?p4) (distinct ?p2 ?p4) (distinct ?p3 ?p4) (at-pos ?p5 pos5) (distinct ?p1 ?p5) (distinct ?p2 ?p5) (distinct ?p3 ?p5) (distinct ?p4 ?p5) (at-pos ?p6 pos6) (distinct ?p1 ?p6) (distinct ?p2 ?p6) (distinct ?p3 ?p6) (distinct ?p4 ?p6) (distinct ?p5 ?p6))
    :effect (and (not (at-pos ?p1 pos1)) (at-pos ?p1 pos6) (not (at-pos ?p2 pos2)) (at-pos ?p2 pos5) (not (at-pos ?p3 pos3)) (at-pos ?p3 pos4) (not (at-pos ?p4 pos4)) (at-pos ?p4 pos3) (not (at-pos ?p5 pos5)) (at-pos ?p5 pos2) (not (at-pos ?p6 pos6)) (at-pos ?p6 pos1)))
  (:action flip-7
    :parameters (?p1 ?p2 ?p3 ?p5 ?p6 ?p7 - pancake)
    :precondition (and (at-pos ?p1 pos1) (at-pos ?p2 pos2) (distinct ?p1 ?p2) (at-pos ?p3 pos3) (distinct ?p1 ?p3) (distinct ?p2 ?p3) (at-pos ?p5 pos5) (distinct ?p1 ?p5) (distinct ?p2 ?p5) (distinct ?p3 ?p5) (at-pos ?p6 pos6) (distinct ?p1 ?p6) (distinct ?p2 ?p6) (distinct ?p3 ?p6) (distinct ?p5 ?p6) (at-pos ?p7 pos7) (distinct ?p1 ?p7) (distinct ?p2 ?p7) (distinct ?p3 ?p7) (distinct ?p5 ?p7) (distinct ?p6 ?p7))
    :effect (and (not (at-pos ?p1 pos1)) (at-pos ?p1 pos7) (not (at-pos ?p2 pos2)) (at-pos ?p2 pos6) (not (at-pos ?p3 pos3)) (at-pos ?p3 pos5) (not (at-pos ?p5 pos5)) (at-pos ?p5 pos3) (not (at-pos ?p6 pos6)) (at-pos ?p6 pos2) (not (at-pos ?p7 pos7)) (at-pos ?p7 pos1)))
  (:action flip-8
    :parameters (?p1 ?p2 ?p3 ?p4 ?p5 ?p6 ?p7 ?p8 - pancake)
    :precondition (and (at-pos ?p1 pos1) (at-pos ?p2 pos2) (distinct ?p1 ?p2) (at-pos ?p3 pos3) (distinct ?p1 ?p3) (distinct ?p2 ?p3) (at-pos ?p4 pos4) (distinct ?p1 ?p4) (distinct ?p2 ?p4) (distinct ?p3 ?p4) (at-pos ?p5 pos5) (distinct ?p1 ?p5) (distinct ?p2 ?p5) (distinct ?p3 ?p5) (distinct ?p4 ?p5) (at-pos ?p6 pos6) (distinct ?p1 ?p6) (distinct ?p2 ?p6) (distinct ?p3 ?p6) (distinct ?p4 ?p6) (distinct ?p5 ?p6) (at-pos ?p7 pos7) (distinct ?p1 ?p7) (distinct ?p2 ?p7) (distinct ?p3 ?p7) (distinct ?p4 ?p7) (distinct ?p5 ?p7) (distinct ?p6 ?p7) (at-pos ?p8 pos8) (distinct ?p1 ?p8) (distinct ?p2 ?p8) (distinct ?p3 ?p8) (distinct ?p4 ?p8) (distinct ?p5 ?p8) (distinct ?p6 ?p8) (distinct ?p7 ?p8))
    :effect (and (not (at-pos ?p1 pos1)) (at-pos ?p1 pos8) (not (at-pos ?p2 pos2)) (at-pos ?p2 pos7) (not (at-pos ?p3 pos3)) (at-pos ?p3 pos6) (not (at-pos ?p4 pos4)) (at-pos ?p4 pos5) (not (at-pos ?p5 pos5)) (at-pos ?p5 pos4) (not (at-pos ?p6 pos6)) (at-pos ?p6 pos3) (not (at-pos ?p7 pos7)) (at-pos ?p7 pos2) (not (at-pos ?p8 pos8)) (at-pos ?p8 pos1))))

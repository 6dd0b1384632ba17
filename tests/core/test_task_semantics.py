"""The compact task's semantics on small hand-written PDDL: every feature it claims."""

from __future__ import annotations

from pathlib import Path

import pytest

from llmplanning.errors import UnsupportedFeatureError
from llmplanning.loader import load_task
from llmplanning.plans import parse_plan
from llmplanning.validator import FailureKind, validate

DOMAIN = """(define (domain feat)
 (:requirements :typing :negative-preconditions :conditional-effects :equality
                :disjunctive-preconditions :existential-preconditions :action-costs)
 (:types room - place box)
 (:constants hub - room)
 (:predicates (at ?p - place) (link ?a ?b - place) (lit ?r - room) (carrying ?b - box)
              (in ?b - box ?p - place) (broken))
 (:functions (total-cost) - number (dist ?a ?b - place) - number)
 (:action go :parameters (?from ?to - place)
   :precondition (and (at ?from) (link ?from ?to) (not (= ?from ?to)) (not (broken)))
   :effect (and (not (at ?from)) (at ?to)
                (forall (?b - box) (when (carrying ?b) (and (not (in ?b ?from)) (in ?b ?to))))
                (increase (total-cost) (dist ?from ?to))))
 (:action light :parameters (?r - room)
   :precondition (and (at ?r) (or (not (lit ?r)) (= ?r hub)))
   :effect (and (lit ?r) (increase (total-cost) 1)))
 (:action grab :parameters (?b - box ?p - place)
   :precondition (and (at ?p) (in ?b ?p) (exists (?r - room) (lit ?r)))
   :effect (and (carrying ?b) (increase (total-cost) 1))))
"""
PROBLEM = """(define (problem f1) (:domain feat)
 (:objects r1 r2 - room b1 - box)
 (:init (at r1) (in b1 r1) (link r1 r2) (link r2 r1) (link r1 hub) (link hub r1)
        (= (dist r1 r2) 5) (= (dist r2 r1) 5) (= (dist r1 hub) 2) (= (dist hub r1) 2)
        (= (total-cost) 0))
 (:goal (and (in b1 r2) (lit r2) (not (at r1))))
 (:metric minimize (total-cost)))
"""


@pytest.fixture(scope="module", params=["up", "fd"])
def task(request, tmp_path_factory):
    folder: Path = tmp_path_factory.mktemp("feat")
    (folder / "domain.pddl").write_text(DOMAIN)
    (folder / "p.pddl").write_text(PROBLEM)
    return load_task(folder / "domain.pddl", folder / "p.pddl", request.param)


def run(task, text: str):
    return validate(task, parse_plan(text))


def test_costs_conditional_effects_and_goal(task) -> None:
    report = run(task, "(light r1)\n(grab b1 r1)\n(go r1 r2)\n(light r2)\n")
    assert report.successful, report.first_failure
    assert report.cost == 1 + 1 + 5 + 1
    assert task.has_action_costs


def test_negative_precondition_and_disjunction(task) -> None:
    report = run(task, "(light r1)\n(light r1)\n")
    failure = report.first_failure
    assert failure is not None and failure.step == 2 and failure.kind is FailureKind.PRECONDITION
    assert "(lit r1)" in " ".join(failure.unsatisfied)


def test_disjunction_other_branch(task) -> None:
    report = run(task, "(go r1 hub)\n(light hub)\n(light hub)\n")
    assert report.valid, report.first_failure


def test_equality_and_static_link(task) -> None:
    failure = run(task, "(go r1 r1)\n").first_failure
    assert failure is not None and failure.kind is FailureKind.PRECONDITION
    assert any("link r1 r1" in u or "= r1 r1" in u for u in failure.unsatisfied), failure


def test_existential_precondition(task) -> None:
    failure = run(task, "(grab b1 r1)\n").first_failure
    assert failure is not None and failure.kind is FailureKind.PRECONDITION
    assert failure.unsatisfied and "exists" in failure.unsatisfied[0]


def test_conditional_effect_not_triggered_without_carrying(task) -> None:
    report = run(task, "(go r1 r2)\n(light r2)\n")
    assert report.valid and not report.goal_reached
    assert report.first_failure is not None and report.first_failure.kind is FailureKind.GOAL
    assert report.first_failure.unsatisfied == ("(in b1 r2)",)


def test_wrong_type_argument(task) -> None:
    failure = run(task, "(light b1)\n").first_failure
    assert failure is not None and failure.kind is FailureKind.PRECONDITION
    assert "(room b1)" in failure.unsatisfied


def test_states_are_ints_and_successors_agree_with_apply(task) -> None:
    s = task.initial_state
    assert isinstance(s, int)
    for action, nxt in task.successors(s):
        assert task.is_applicable(s, action) and task.apply(s, action) == nxt
    assert task.true_atoms(s) == ["(at r1)", "(in b1 r1)"]


def test_universal_precondition_is_refused(tmp_path: Path) -> None:
    dom = tmp_path / "d.pddl"
    dom.write_text("(define (domain u) (:requirements :universal-preconditions)\n"
                   "(:predicates (p ?x) (q))\n"
                   "(:action a :parameters () :precondition (forall (?x) (p ?x)) :effect (q))\n"
                   "(:action b :parameters (?x) :precondition (q) :effect (not (p ?x))))\n")
    prob = tmp_path / "p.pddl"
    prob.write_text("(define (problem u1) (:domain u) (:objects o1 o2) (:init (p o1) (p o2)) (:goal (q)))\n")
    with pytest.raises(UnsupportedFeatureError, match="axioms"):
        load_task(dom, prob, "fd")

"""Cross-checks on the IPC corpus (../shared/ipc) against Fast Downward's optimal cost.

Per problem, within fixed budgets (no wall-clock limits in tests):

1. the explicit strategy, when the reachable state space has at most
   ``EXPLICIT_CAP`` states;
2. the search strategy from the initial state, within ``SEARCH_BUDGET``
   expansions and ``EVALUATIONS`` heuristic evaluations (a few times more when
   the state space is small);
3. when either answered, Fast Downward (A* + LM-cut, ``FD_SECONDS``) must give
   the same optimal cost — cost and plan are kept in pytest's cache, so reruns
   skip the planner — and where both strategies answered they must agree;
   with the table, distances must fall by each step's cost along Fast
   Downward's plan and optimal actions must match their definition there.

A problem beyond every budget, or that Fast Downward does not solve in time,
is skipped with the reason (``pytest -rs`` lists them).  Action costs are
covered by the IPC domains with ``:action-costs`` (elevators, woodworking,
parking, pegsol, scanalyzer, sokoban, transport, barman) and, independently
of budgets, by a small hand-written domain with zero-cost actions.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from llmplanning.errors import PDDLError
from llmplanning.oracle import (
    ExplicitOracle,
    SearchBudgetExceeded,
    SearchOracle,
    StateSpaceTooLarge,
)
from llmplanning.plans import plan_from_names
from llmplanning.task import Task
from llmplanning.validator import validate
from tests.ipc import ipc_params
from tests.oracle.helpers import assert_optimal_actions_exact, fd_result, task_of

EXPLICIT_CAP = 10_000
SEARCH_BUDGET = 300
SEARCH_BUDGET_SMALL = 1_000
EVALUATIONS = 1_500
FD_SECONDS = 10


@pytest.mark.parametrize("case,domain,problem", ipc_params())
def test_oracle_distance_is_fast_downward_optimal_cost(case: str, domain: Path, problem: Path,
                                                       pytestconfig: pytest.Config) -> None:
    try:
        task = task_of(str(domain), str(problem))
    except PDDLError as exc:  # a loader limitation, tested by the core suite, not an oracle one
        pytest.skip(f"{case}: the loader cannot read this task: {exc}")
    explicit = _explicit(task)
    search = _search(task, SEARCH_BUDGET if explicit is None else SEARCH_BUDGET_SMALL)
    if explicit is None and search is None:
        pytest.skip(f"{case}: more than {EXPLICIT_CAP} states and A* needs more than "
                    f"{SEARCH_BUDGET} expansions or {EVALUATIONS} h_max evaluations")
    ours = (explicit or search).distance(task.initial_state)  # type: ignore[union-attr]
    if explicit is not None and search is not None:
        assert search.distance(task.initial_state) == ours
    expected, plan = fd_result(pytestconfig.cache, domain, problem, FD_SECONDS)
    if expected is None or plan is None:
        pytest.skip(f"{case}: Fast Downward found no optimal plan within {FD_SECONDS} s")
    assert ours == expected
    if explicit is not None:
        _check_along_plan(case, explicit, plan, expected)


def _explicit(task: Task) -> ExplicitOracle | None:
    try:
        return ExplicitOracle(task, EXPLICIT_CAP)
    except StateSpaceTooLarge:
        return None


def _search(task: Task, budget: int) -> SearchOracle | None:
    """A search oracle that has solved the initial state within ``budget`` expansions."""
    oracle = SearchOracle(task, max_expansions=budget, max_evaluations=EVALUATIONS * budget // SEARCH_BUDGET)
    try:
        oracle.distance(task.initial_state)
    except SearchBudgetExceeded:
        return None
    return oracle


def _check_along_plan(case: str, explicit: ExplicitOracle, plan: list[str], cost: int) -> None:
    """Distances fall by each step's cost along Fast Downward's plan; optimal actions are exact."""
    task = explicit.task
    report = validate(task, plan_from_names(plan))
    remaining = float(cost)
    for i, state in enumerate(report.states[:6]):
        assert explicit.distance(state) == remaining, (case, i)
        assert_optimal_actions_exact(explicit, state)
        if i < len(report.actions):
            assert report.actions[i] in explicit.optimal_actions(state)
            remaining -= report.actions[i].cost


COST_DOMAIN = """
(define (domain toll-roads)
  (:requirements :strips :typing :action-costs)
  (:types place)
  (:predicates (at ?p - place) (road ?a ?b - place) (free ?a ?b - place))
  (:functions (total-cost) - number (toll ?a ?b - place) - number)
  (:action drive
    :parameters (?a ?b - place)
    :precondition (and (at ?a) (road ?a ?b))
    :effect (and (not (at ?a)) (at ?b) (increase (total-cost) (toll ?a ?b))))
  (:action walk
    :parameters (?a ?b - place)
    :precondition (and (at ?a) (free ?a ?b))
    :effect (and (not (at ?a)) (at ?b) (increase (total-cost) 0))))
"""

COST_PROBLEM = """
(define (problem tolls) (:domain toll-roads)
  (:objects s a b c g dead - place)
  (:init (at s) (= (total-cost) 0)
    (road s g) (= (toll s g) 10)
    (road s a) (= (toll s a) 2) (road a b) (= (toll a b) 2) (road b g) (= (toll b g) 2)
    (road s c) (= (toll s c) 3) (road c g) (= (toll c g) 3)
    (free a c) (free c a)
    (road s dead) (= (toll s dead) 1))
  (:goal (at g))
  (:metric minimize (total-cost)))
"""


@pytest.mark.parametrize("strategy", ["explicit", "search"])
def test_action_costs_and_zero_cost_cycles(strategy: str, tmp_path: Path) -> None:
    """Cheapest is s-a-c-g (2+0+3) or s-a-b-g (6): not the one-step road (10) nor BFS depth."""
    (tmp_path / "domain.pddl").write_text(COST_DOMAIN)
    (tmp_path / "p.pddl").write_text(COST_PROBLEM)
    task = task_of(str(tmp_path / "domain.pddl"), str(tmp_path / "p.pddl"))
    oracle = ExplicitOracle(task) if strategy == "explicit" else SearchOracle(task)
    s = task.initial_state
    assert oracle.distance(s) == 5
    assert [a.name for a in oracle.optimal_actions(s)] == ["(drive s a)"]
    at_a = task.apply(s, task.find_actions("(drive s a)")[0])
    assert {a.name for a in oracle.optimal_actions(at_a)} == {"(walk a c)"}
    at_c = task.apply(at_a, task.find_actions("(walk a c)")[0])
    assert oracle.distance(at_c) == 3 and oracle.distance(at_a) == 3, "walking costs nothing"
    dead = task.apply(s, task.find_actions("(drive s dead)")[0])
    assert oracle.is_dead_end(dead) and oracle.optimal_actions(dead) == []
    plan = oracle.optimal_plan(s)
    assert plan is not None and plan.names == ("(drive s a)", "(walk a c)", "(drive c g)")
    plans = oracle.optimal_plans(s, 10)
    assert [p.names for p in plans] == [plan.names], "the zero-cost loop a-c-a yields no extra plan"
    for state in (s, at_a, at_c, dead):
        assert_optimal_actions_exact(oracle, state)

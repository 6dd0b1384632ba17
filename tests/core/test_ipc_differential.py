"""Differential tests over every problem of ../shared/ipc (issue 2, "Must show").

For each problem: (a) the optimal plan Fast Downward finds validates as
successful with the same cost; (b) corrupted versions of it get the same
verdict as unified-planning's own plan validator, and our first failing step
is the step unified-planning reports as inapplicable; (c) along the plan, our
applicable-action set equals pyperplan's (or, where pyperplan cannot parse the
task, unified-planning's simulator on the grounded problem).

Every problem is loaded; a problem that a peer cannot handle skips only that
comparison, with the reason in the skip message (pytest -ra lists them).
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable
from pathlib import Path

import pytest

from llmplanning.loader import load_task
from llmplanning.plans import plan_from_names
from llmplanning.task import Task
from llmplanning.validator import FailureKind, validate
from tests.ipc import ipc_params
from tests.oracle.helpers import fd_result
from tests.peers import pyperplan_applicable, up_problem, up_validate

PLANNER_SECONDS = 10
"""Fast Downward's limit per problem; the oracle cross-check uses the same, so
through pytest's cache each problem is planned once per test run."""


@functools.cache
def _task(domain: str, problem: str) -> Task:
    return load_task(domain, problem)


@pytest.fixture
def fd(pytestconfig: pytest.Config) -> Callable[[str, Path, Path], tuple[int, tuple[str, ...]]]:
    """Fast Downward's optimal cost and plan, or a skip naming the problem."""

    def get(case: str, domain: Path, problem: Path) -> tuple[int, tuple[str, ...]]:
        cost, plan = fd_result(pytestconfig.cache, Path(domain), Path(problem), PLANNER_SECONDS)
        if plan is None or cost is None:
            pytest.skip(f"{case}: Fast Downward found no optimal plan within {PLANNER_SECONDS} s")
        return cost, tuple(plan)

    return get


@pytest.mark.parametrize("case,domain,problem", ipc_params())
def test_loads_and_optimal_plan_validates(case: str, domain, problem, fd) -> None:
    task = _task(str(domain), str(problem))
    assert task.actions and task.atoms
    cost, plan = fd(case, domain, problem)
    report = validate(task, plan_from_names(plan))
    assert report.successful, report.first_failure
    assert report.cost == cost


def corruptions(task: Task, plan: tuple[str, ...], seed: str) -> dict[str, list[str]]:
    """Deterministic corruptions of a plan: each named for what it does."""
    rng = random.Random(seed)
    steps = list(plan)
    out: dict[str, list[str]] = {}
    if len(steps) >= 2:
        i = rng.randrange(len(steps))
        out["dropped"] = steps[:i] + steps[i + 1:]
        j = rng.randrange(len(steps) - 1)
        out["swapped"] = steps[:j] + [steps[j + 1], steps[j]] + steps[j + 2:]
    k = rng.randrange(len(steps))
    out["duplicated"] = steps[:k + 1] + [steps[k]] + steps[k + 1:]
    other = [a.name for a in task.actions if a.name not in set(steps)]
    if other:
        m = rng.randrange(len(steps) + 1)
        out["foreign-action-inserted"] = steps[:m] + [rng.choice(other)] + steps[m:]
    out["wrong-object"] = _wrong_object(task, steps, rng)
    return {name: c for name, c in out.items() if c}


def _wrong_object(task: Task, steps: list[str], rng: random.Random) -> list[str]:
    for _ in range(20):
        i = rng.randrange(len(steps))
        words = steps[i][1:-1].split()
        if len(words) < 2:
            continue
        a = rng.randrange(1, len(words))
        same_type = [o for o, t in task.objects.items() if t == task.objects[words[a]] and o != words[a]]
        if same_type:
            words[a] = rng.choice(sorted(same_type))
            return steps[:i] + ["(" + " ".join(words) + ")"] + steps[i + 1:]
    return []


@pytest.mark.parametrize("case,domain,problem", ipc_params())
def test_corrupted_plans_match_unified_planning(case: str, domain, problem, fd) -> None:
    task = _task(str(domain), str(problem))
    _, plan = fd(case, domain, problem)
    problem_up = up_problem(str(domain), str(problem))
    if problem_up is None:
        pytest.skip(f"{case}: unified-planning's reader refuses this file, so its validator cannot judge it")
    for name, corrupted in corruptions(task, plan, case).items():
        ours = validate(task, plan_from_names(corrupted))
        theirs = up_validate(problem_up, corrupted)
        assert ours.successful == theirs.valid, (name, corrupted, ours.first_failure, theirs)
        if ours.successful:
            continue
        failure = ours.first_failure
        assert failure is not None
        if failure.kind is FailureKind.GOAL:
            assert theirs.inapplicable_step is None, (name, theirs)
        else:
            assert failure.step == theirs.inapplicable_step, (name, failure, theirs)


@pytest.mark.parametrize("case,domain,problem", ipc_params())
def test_applicable_actions_match_peer(case: str, domain, problem, fd) -> None:
    task = _task(str(domain), str(problem))
    _, plan = fd(case, domain, problem)
    report = validate(task, plan_from_names(plan))
    peer = pyperplan_applicable(str(domain), str(problem), task)
    if peer is None:
        pytest.skip(f"{case}: no peer: pyperplan cannot parse this task (action costs, negative "
                    "preconditions, ...) and unified-planning cannot read or simulate it")
    for state in report.states:
        ours = sorted(a.name for a in task.applicable(state))
        assert ours == peer(task.true_atoms(state)), task.true_atoms(state)

"""Shared pieces of the oracle tests: library samples, random walks, property checks."""

from __future__ import annotations

import functools
import math
import random
from pathlib import Path
from typing import Any

import pytest

from llmplanning.errors import PDDLError
from llmplanning.loader import load_task
from llmplanning.oracle.base import Oracle
from llmplanning.planner import PlannerStatus, optimal_plan
from llmplanning.task import State, Task

REPO = Path(__file__).resolve().parents[2]
LIBRARY = REPO / "pddl_domains"


def library_sample(domains: tuple[str, ...], per_config: int = 2) -> list[Any]:
    """pytest params (domain dir, problem) for the first problems of each config's test split."""
    params = []
    for name in domains:
        for config in sorted((LIBRARY / name / "splits").glob("*")):
            files = sorted((config / "test").glob("*.pddl")) or sorted(config.glob("*/*.pddl"))
            for problem in files[:per_config]:
                params.append(pytest.param(LIBRARY / name, problem, id=f"{name}/{config.name}/{problem.stem}"))
    if not params:
        params.append(pytest.param(None, None, marks=pytest.mark.skip(reason=f"no {domains} in {LIBRARY}")))
    return params


@functools.lru_cache(maxsize=8)
def task_of(domain_file: str, problem: str) -> Task:
    """Fast Downward's front end first: unified-planning's reader is ~50x slower on grids."""
    try:
        return load_task(domain_file, problem, frontend="fd")
    except PDDLError:
        return load_task(domain_file, problem)


def walk_states(task: Task, count: int, seed: str, length: int = 40) -> list[State]:
    """Up to ``count`` distinct states met along seeded random walks from the initial state."""
    rng = random.Random(seed)
    seen: dict[State, None] = {task.initial_state: None}
    for _ in range(4 * count):
        state = task.initial_state
        for _ in range(rng.randrange(length)):
            succ = task.successors(state)
            if not succ:
                break
            state = rng.choice(succ)[1]
        seen[state] = None
        if len(seen) >= count:
            break
    return list(seen)


def assert_optimal_actions_exact(oracle: Oracle, state: State) -> None:
    """The definition: optimal actions are exactly those losing their cost in distance."""
    task = oracle.task
    d = oracle.distance(state)
    optimal = {a.index for a in oracle.optimal_actions(state)}
    if math.isinf(d):
        assert not optimal, "a dead end has no optimal action"
        return
    assert task.is_goal(state) or optimal, "a solvable non-goal state has an optimal action"
    for action, nxt in task.successors(state):
        reduces = action.cost + oracle.distance(nxt) == d
        assert reduces == (action.index in optimal), (action.name, d, oracle.distance(nxt))
        assert action.cost + oracle.distance(nxt) >= d, "h* is consistent"


def fd_cost(cache: Any, domain_file: Path, problem: Path, limit: int) -> int | None:
    """Fast Downward's optimal cost (None if unsolved within ``limit`` s)."""
    return fd_result(cache, domain_file, problem, limit)[0]


def fd_result(cache: Any, domain_file: Path, problem: Path,
              limit: int) -> tuple[int | None, list[str] | None]:
    """Fast Downward's optimal cost and plan (None if unsolved in ``limit`` s), kept in pytest's cache.

    One planner call costs from 0.2 s to ``limit`` s; the cache keeps reruns of the
    suite within a few minutes on two cores (``pytest --cache-clear`` recomputes).
    """
    key = f"llmplanning/oracle-fd/{domain_file.resolve()}|{problem.resolve()}|{limit}"
    hit = cache.get(key, None)
    if hit is not None and "plan" in hit:
        return hit["cost"], hit["plan"]
    result = optimal_plan(domain_file, problem, time_limit=limit)
    cost = result.cost if result.status is PlannerStatus.SOLVED else None
    plan = list(result.plan) if result.plan is not None else None
    if result.status in (PlannerStatus.SOLVED, PlannerStatus.TIMEOUT, PlannerStatus.UNSOLVABLE):
        cache.set(key, {"cost": cost, "plan": plan})
    return cost, plan

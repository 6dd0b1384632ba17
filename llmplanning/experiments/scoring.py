"""Score an attempt: the validator decides valid/successful, the optimal cost decides optimal."""

from __future__ import annotations

import functools
import math
from typing import Any

from llmplanning.experiments.methods import Attempt
from llmplanning.experiments.problems import ProblemInstance
from llmplanning.plans import plan_from_names
from llmplanning.validator import validate


def score(problem: ProblemInstance, attempt: Attempt) -> dict[str, Any]:
    """The verdict fields of a record (DESIGN.md's metrics)."""
    if attempt.plan is None:
        return {"valid": False, "successful": False, "optimal": False, "length": None,
                "cost": None, "optimal_cost": optimal_cost(problem), "first_failure": None}
    report = validate(problem.task, plan_from_names(attempt.plan))
    best = optimal_cost(problem)
    return {
        "valid": report.valid,
        "successful": report.successful,
        "optimal": bool(report.successful and best is not None and report.cost == best),
        "length": report.length,
        "cost": report.cost,
        "optimal_cost": best,
        "first_failure": report.first_failure.to_json() if report.first_failure else None,
    }


def optimal_cost(problem: ProblemInstance) -> int | None:
    return _optimal_cost(str(problem.domain.domain_file), str(problem.path))


@functools.lru_cache(maxsize=1024)
def _optimal_cost(domain_file: str, problem_file: str) -> int | None:
    """Optimal cost of the initial state: A* from the oracle, Fast Downward past its budget.

    Only the initial state's distance is needed here, so the search strategy
    is used rather than tabulating the whole state space.
    """
    from llmplanning.experiments.problems import load_cached
    from llmplanning.oracle import SearchBudgetExceeded, make_oracle
    from llmplanning.planner import PlannerStatus, optimal_plan

    task = load_cached(domain_file, problem_file)
    try:
        distance = make_oracle(task, "search", max_expansions=200_000).distance(task.initial_state)
    except SearchBudgetExceeded:
        result = optimal_plan(domain_file, problem_file)
        return result.cost if result.status is PlannerStatus.SOLVED else None
    return None if distance == math.inf else int(distance)

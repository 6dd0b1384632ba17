"""Reference methods that need no model: bounds for a results table.

``optimal`` returns Fast Downward's optimal plan (the ceiling every method is
measured against; a row below 100% there means the scoring is broken), and
``empty`` returns the empty plan (the floor).
"""

from __future__ import annotations

from llmplanning.experiments.methods import Attempt, Cell
from llmplanning.experiments.problems import ProblemInstance
from llmplanning.llm.base import Backend
from llmplanning.planner import PlannerStatus, optimal_plan


class OptimalPlanMethod:
    name = "optimal"

    def __init__(self, time_limit: float = 60.0) -> None:
        self.time_limit = time_limit

    def prepare(self, cell: Cell, backend: Backend) -> None:
        """Nothing to learn."""

    def attempt(self, cell: Cell, problem: ProblemInstance, backend: Backend) -> Attempt:
        result = optimal_plan(problem.domain.domain_file, problem.path, time_limit=self.time_limit)
        if result.status is not PlannerStatus.SOLVED or result.plan is None:
            return Attempt(None, error=f"planner: {result.status.value} {result.message}".strip())
        return Attempt(result.plan, extra={"planner_seconds": round(result.seconds, 3)})


class EmptyPlanMethod:
    name = "empty"

    def prepare(self, cell: Cell, backend: Backend) -> None:
        """Nothing to learn."""

    def attempt(self, cell: Cell, problem: ProblemInstance, backend: Backend) -> Attempt:
        return Attempt(())

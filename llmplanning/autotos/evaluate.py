"""Accuracy of the final functions on held-out problems.

The search runs inside the sandbox with the generated functions (BFS and/or
DFS).  It returns a path of states; the toolkit turns each step into the
ground action that really produces it and hands the plan to the validator —
the method never scores itself.  A step no action produces is an invalid
plan; a plan that does not reach the goal is a wrong goal verdict.  For BFS
the plan length is compared with the true shortest distance (exact BFS over
the task, unit costs: AutoToS's searches count steps).
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path
from typing import Any

from llmplanning.autotos.cases import shortest_distance
from llmplanning.autotos.functions import GeneratedFunctions, SearchResult
from llmplanning.autotos.state_form import StateCodec, WireState, from_wire, to_wire
from llmplanning.loader import load_task
from llmplanning.plans import plan_from_names
from llmplanning.sandbox import Limits
from llmplanning.task import Task
from llmplanning.validator import validate

SEARCH_LIMITS = Limits(timeout_s=60.0, cpu_s=60, memory_bytes=2048 * 2**20)
"""Limits of one whole search in the sandbox."""


@dataclass(frozen=True)
class ProblemEvaluation:
    """One search on one held-out problem, judged by the validator."""

    problem: str
    algorithm: str
    """``bfs`` or ``dfs``."""
    status: str
    """``solved``, ``invalid_plan``, ``goal_not_reached``, ``not_found``
    (search space exhausted), ``limit`` (expansions budget), ``timeout`` or ``exception``."""
    solved: bool
    """The plan is successful according to the validator."""
    optimal: bool | None
    """BFS only: the plan is as short as the true shortest plan."""
    plan_length: int | None
    optimal_length: int | None
    expanded: int
    seconds: float
    detail: str = ""


@dataclass(frozen=True)
class EvaluationReport:
    """All searches on all held-out problems."""

    results: tuple[ProblemEvaluation, ...]

    def accuracy(self, algorithm: str | None = None) -> float:
        """Share of searches (of one algorithm, or all) that solved their problem."""
        chosen = [r for r in self.results if algorithm in (None, r.algorithm)]
        return sum(r.solved for r in chosen) / len(chosen) if chosen else 0.0

    def optimal_rate(self) -> float:
        """Share of BFS searches whose plan is optimal."""
        chosen = [r for r in self.results if r.algorithm == "bfs"]
        return sum(bool(r.optimal) for r in chosen) / len(chosen) if chosen else 0.0

    def to_json(self) -> dict[str, Any]:
        algorithms = sorted({r.algorithm for r in self.results})
        return {
            "accuracy": {a: self.accuracy(a) for a in algorithms},
            "bfs_optimal": self.optimal_rate() if "bfs" in algorithms else None,
            "problems": [r.__dict__ for r in self.results],
        }


def evaluate(successor_code: str | None, goal_code: str | None, domain_file: Path,
             problems: Sequence[Path], *, algorithms: Sequence[str] = ("bfs", "dfs"),
             max_expansions: int = 100_000, limits: Limits = SEARCH_LIMITS) -> EvaluationReport:
    """Search every problem with the final functions; judge each plan exactly."""
    results = []
    with GeneratedFunctions(successor_code or "", goal_code or "", limits) as functions:
        for problem in problems:
            task = load_task(domain_file, problem, frontend="fd")
            distance = shortest_distance(task) if "bfs" in algorithms else None
            for algorithm in algorithms:
                results.append(_one(functions, task, problem.name, algorithm, max_expansions,
                                    distance))
    return EvaluationReport(tuple(results))


def _one(functions: GeneratedFunctions, task: Task, name: str, algorithm: str,
         max_expansions: int, distance: int | None) -> ProblemEvaluation:
    codec = StateCodec.of(task)
    began = time.perf_counter()
    found = functions.search(codec.to_wire(task.initial_state), to_wire(codec.goal()),
                             algorithm, max_expansions)
    seconds = time.perf_counter() - began
    status, plan, detail = _judge(task, codec, found)
    solved = status == "solved"
    optimal = None
    if algorithm == "bfs":
        optimal = solved and distance is not None and plan is not None and len(plan) == distance
    return ProblemEvaluation(name, algorithm, status, solved, optimal,
                             len(plan) if plan is not None else None, distance,
                             found.expanded, seconds, detail)


def _judge(task: Task, codec: StateCodec,
           found: SearchResult) -> tuple[str, list[str] | None, str]:
    """(status, plan, detail) of one search result."""
    if found.status == "error":
        failure = found.failure
        kind = failure.kind if failure is not None else "exception"
        status = "timeout" if kind == "timeout" else "exception"
        return status, None, failure.text[:2000] if failure is not None else ""
    if found.status != "found":
        return {"exhausted": "not_found"}.get(found.status, found.status), None, ""
    plan, detail = path_to_plan(task, codec, list(found.path))
    if plan is None:
        return "invalid_plan", None, detail
    report = validate(task, plan_from_names(plan))
    if report.successful:
        return "solved", plan, ""
    message = report.first_failure.message if report.first_failure else ""
    return ("goal_not_reached" if report.valid else "invalid_plan"), plan, message


def path_to_plan(task: Task, codec: StateCodec,
                 path: list[WireState]) -> tuple[list[str] | None, str]:
    """The ground actions producing each step of a state path, or why there are none."""
    states = []
    for index, wire in enumerate(path):
        python = from_wire(wire)
        state = codec.from_python(python) if python is not None else None
        if state is None:
            return None, f"state {index} of the path is not a state of the problem"
        states.append(state)
    if states and states[0] != task.initial_state:
        return None, "the path does not start at the initial state"
    names = []
    for index, (before, after) in enumerate(pairwise(states)):
        action = next((a for a, child in task.successors(before) if child == after), None)
        if action is None:
            return None, f"no action leads from state {index} to state {index + 1} of the path"
        names.append(action.name)
    return names, ""

"""The oracle interface every strategy implements, and its result types.

An oracle answers exact questions about one loaded task: how far a state is
from the goal (h*), which applicable actions start an optimal plan, and one
or several optimal plans.  Strategies differ only in *how* they know the
answers (a precomputed table, or search on demand), so callers — validators
of LLM plans, L-ICL's trace checker, the CLI — depend on this protocol only.

Distances are ``float`` so that dead ends can be ``math.inf``; finite values
are always whole numbers (action costs are integers).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from llmplanning.errors import LLMPlanningError
from llmplanning.task import GroundAction, State, Task

INF = math.inf


class OracleError(LLMPlanningError):
    """An oracle that cannot answer: the state space or a search is over budget."""


class StateSpaceTooLarge(OracleError):
    """The explicit strategy was forced but the reachable states exceed its cap."""


class SearchBudgetExceeded(OracleError):
    """A search-based query expanded more nodes than its budget allows."""


@runtime_checkable
class Oracle(Protocol):
    """Exact answers about one task, from any state reachable or given as an int."""

    task: Task
    strategy: str
    """``explicit`` or ``search``."""

    def distance(self, state: State) -> float:
        """Optimal cost from ``state`` to a goal state; ``math.inf`` for a dead end."""
        ...

    def optimal_actions(self, state: State) -> list[GroundAction]:
        """Applicable actions ``a`` with ``cost(a) + distance(apply(s, a)) == distance(s)``."""
        ...

    def optimal_plan(self, state: State) -> OptimalPlan | None:
        """One optimal plan from ``state`` (None for a dead end)."""
        ...

    def optimal_plans(self, state: State, k: int) -> list[OptimalPlan]:
        """Up to ``k`` distinct optimal plans from ``state`` (empty for a dead end)."""
        ...

    def is_dead_end(self, state: State) -> bool:
        """No goal state is reachable from ``state``."""
        ...

    def applicable_actions(self, state: State) -> list[GroundAction]:
        """Every applicable action, in task order."""
        ...


@dataclass(frozen=True)
class OptimalPlan:
    """An optimal plan from some state."""

    actions: tuple[GroundAction, ...]
    """The ground actions, in order."""
    cost: int
    """Its total cost (equal to the state's distance)."""

    @property
    def names(self) -> tuple[str, ...]:
        """IPC names of the steps: ``("(move c1-1 c1-2)", ...)``."""
        return tuple(a.name for a in self.actions)


@dataclass(frozen=True)
class StateReport:
    """Everything the ``oracle`` command reports about one state."""

    distance: float
    """Optimal cost to the goal; ``math.inf`` for a dead end."""
    applicable_actions: tuple[str, ...]
    """IPC names of the applicable actions, in task order."""
    optimal_actions: tuple[str, ...]
    """IPC names of the applicable actions that start an optimal plan."""
    is_goal: bool
    """The state satisfies the goal."""
    is_dead_end: bool
    """No goal state is reachable (then ``optimal_actions`` is empty)."""
    strategy: str
    """Which oracle strategy answered: ``explicit`` or ``search``."""

    def to_json(self) -> dict[str, Any]:
        """JSON-ready dict; an infinite distance becomes ``null``."""
        return {"distance": None if math.isinf(self.distance) else int(self.distance),
                "applicable_actions": list(self.applicable_actions),
                "optimal_actions": list(self.optimal_actions),
                "is_goal": self.is_goal, "is_dead_end": self.is_dead_end,
                "strategy": self.strategy}


def report_state(oracle: Oracle, state: State) -> StateReport:
    """Ask ``oracle`` every question the CLI shows about ``state``."""
    task = oracle.task
    return StateReport(
        distance=oracle.distance(state),
        applicable_actions=tuple(a.name for a in oracle.applicable_actions(state)),
        optimal_actions=tuple(a.name for a in oracle.optimal_actions(state)),
        is_goal=task.is_goal(state),
        is_dead_end=oracle.is_dead_end(state),
        strategy=oracle.strategy,
    )


def unit_costs(task: Task) -> bool:
    """Whether every action costs exactly 1 (then breadth-first passes are exact)."""
    return all(a.cost == 1 for a in task.actions)


def plan_cost(plan: tuple[GroundAction, ...]) -> int:
    return sum(a.cost for a in plan)


def is_optimal_step(cost: int, d_before: float, d_after: float) -> bool:
    """``cost + d_after == d_before`` with dead ends never optimal."""
    return not math.isinf(d_before) and cost + d_after == d_before


def enumerate_plans(start: Hashable, k: int,
                    moves: Callable[[Any], list[tuple[GroundAction, Any]]],
                    at_goal: Callable[[Any], bool]) -> list[OptimalPlan]:
    """Up to ``k`` loop-free plans along optimal moves, depth first.

    ``moves(node)`` lists the optimal ``(action, next node)`` pairs of a node
    (a state or a state id).  Paths revisit no node, so zero-cost cycles cannot
    yield infinitely many "distinct" plans; a plan ends at the first goal node.
    An explicit stack is used instead of recursion so that long plans cannot
    exhaust the call stack.
    """
    if k <= 0:
        return []
    if at_goal(start):
        return [OptimalPlan((), 0)]
    plans: list[OptimalPlan] = []
    path: list[GroundAction] = []
    on_path = {start}
    stack: list[tuple[Any, list[tuple[GroundAction, Any]]]] = [(start, list(moves(start)))]
    while stack and len(plans) < k:
        node, pending = stack[-1]
        if not pending:
            stack.pop()
            on_path.discard(node)
            if path:
                path.pop()
            continue
        action, nxt = pending.pop(0)
        if nxt in on_path:
            continue
        if at_goal(nxt):
            plans.append(OptimalPlan((*path, action), plan_cost((*path, action))))
            continue
        path.append(action)
        on_path.add(nxt)
        stack.append((nxt, list(moves(nxt))))
    return plans

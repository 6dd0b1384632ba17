"""The search-based oracle: optimal A* from the queried state, memoised.

For tasks whose reachable state space is too large to tabulate.  Each query
runs A* with an admissible, consistent heuristic (h_max by default) over
``Task.successors`` in this process — a Fast Downward call costs ~200 ms of
process start, far too much for one query per state.

What a search proves is kept: every state on an optimal path gets its exact
distance and its next optimal step, and a search that exhausts a cost bound
leaves a proven lower bound.  Later searches stop as soon as they reach a
state of known distance (a "terminal" entry in the open list whose f value is
``g + exact distance``), so walking along a plan costs little after the first
query.  ``optimal_actions`` asks, for each successor, only whether its
distance is *at most* ``d - cost``: a bounded search that prunes everything
above the bound and usually fails fast.
"""

from __future__ import annotations

import heapq
import itertools
import math

from llmplanning.oracle.base import INF, OptimalPlan, SearchBudgetExceeded, enumerate_plans
from llmplanning.oracle.heuristics import HEURISTICS
from llmplanning.task import GroundAction, State, Task


class SearchOracle:
    """Exact answers by memoised A* (see the module docstring)."""

    strategy = "search"

    def __init__(self, task: Task, heuristic: str = "hmax", max_expansions: int = 1_000_000,
                 max_evaluations: int | None = None) -> None:
        self.task = task
        self.heuristic = HEURISTICS[heuristic](task)
        self.max_expansions = max_expansions
        """Budget of one search; exceeding it raises :class:`SearchBudgetExceeded`."""
        self.max_evaluations = max_evaluations
        """Budget of heuristic evaluations over the oracle's life (None: unlimited).

        Expansions alone do not bound the work where h_max is costly (thousands
        of ground actions, dozens of successors per state)."""
        self.evaluations = 0
        self.expansions = 0
        """Expansions over all searches so far (for benchmarks)."""
        self._exact: dict[State, float] = {}
        self._lower: dict[State, float] = {}
        self._next: dict[State, tuple[GroundAction, State]] = {}
        self._optimal: dict[State, list[GroundAction]] = {}
        self._hcache: dict[State, float] = {}

    # -- the public queries -------------------------------------------------
    def distance(self, state: State) -> float:
        d = self._solve(state, INF)
        return INF if d is None else d

    def is_dead_end(self, state: State) -> bool:
        return self.distance(state) == INF

    def applicable_actions(self, state: State) -> list[GroundAction]:
        return self.task.applicable(state)

    def optimal_actions(self, state: State) -> list[GroundAction]:
        cached = self._optimal.get(state)
        if cached is not None:
            return list(cached)
        d = self.distance(state)
        result: list[GroundAction] = []
        if d != INF:
            for action, nxt in self.task.successors(state):
                rest = self._solve(nxt, d - action.cost)
                if rest is not None and action.cost + rest == d:
                    result.append(action)
        self._optimal[state] = result
        return list(result)

    def optimal_plan(self, state: State) -> OptimalPlan | None:
        if self.distance(state) == INF:
            return None
        plan: list[GroundAction] = []
        while not self._is_goal(state):
            action, state = self._next[state]
            plan.append(action)
        return OptimalPlan(tuple(plan), sum(a.cost for a in plan))

    def optimal_plans(self, state: State, k: int) -> list[OptimalPlan]:
        apply = self.task.apply
        return enumerate_plans(state, k, lambda s: [(a, apply(s, a)) for a in self.optimal_actions(s)],
                               self._is_goal)

    # -- search ---------------------------------------------------------------
    def _is_goal(self, state: State) -> bool:
        return self.task.is_goal(state)

    def _known(self, state: State) -> float | None:
        """The exact distance of ``state`` if already proven (goal states: 0)."""
        d = self._exact.get(state)
        if d is None and self.task.is_goal(state):
            d = self._exact[state] = 0.0
        return d

    def _h(self, state: State) -> float:
        """Heuristic value, cached: neighbouring queries re-meet the same states."""
        h = self._hcache.get(state)
        if h is None:
            self.evaluations += 1
            if self.max_evaluations is not None and self.evaluations > self.max_evaluations:
                raise SearchBudgetExceeded(
                    f"{self.task.name}: more than {self.max_evaluations} heuristic evaluations")
            h = self._hcache[state] = self.heuristic(state)
        if h == INF:
            self._exact[state] = INF
        return max(h, self._lower.get(state, 0.0))

    def _solve(self, state: State, bound: float) -> float | None:
        """The exact distance of ``state`` if it is at most ``bound``, else None."""
        known = self._known(state)
        if known is None and bound >= 0 and self._lower.get(state, 0.0) <= bound:
            known = self._astar(state, bound)
        if known is None or known > bound:
            return None
        return known

    def _astar(self, start: State, bound: float) -> float | None:
        """A* from ``start`` pruning f > bound; records what it proves (module docstring)."""
        h0 = self._h(start)
        if h0 > bound:
            return None
        g: dict[State, float] = {start: 0.0}
        parent: dict[State, tuple[State, GroundAction]] = {}
        tie = itertools.count()
        heap: list[tuple[float, float, int, State, bool]] = [(h0, 0.0, next(tie), start, False)]
        pruned, expanded = INF, 0
        while heap:
            f, neg_g, _, state, terminal = heapq.heappop(heap)
            if -neg_g > g[state]:
                continue
            if terminal:
                self.expansions += expanded
                self._record(start, state, f, g, parent)
                return f
            expanded += 1
            if expanded > self.max_expansions:
                raise SearchBudgetExceeded(
                    f"{self.task.name}: A* expanded more than {self.max_expansions} states")
            pruned = min(pruned, self._expand(state, g, parent, heap, tie, bound))
        self.expansions += expanded
        if pruned == INF:
            self._exact[start] = INF
            return INF if bound == INF else None
        self._lower[start] = max(self._lower.get(start, 0.0), pruned)
        return None

    def _expand(self, state: State, g: dict[State, float], parent: dict[State, tuple[State, GroundAction]],
                heap: list[tuple[float, float, int, State, bool]], tie: itertools.count,
                bound: float) -> float:
        """Push the successors of ``state``; return the least f value pruned by ``bound``."""
        pruned = INF
        gs = g[state]
        known = self._known(state)
        if known is not None:
            if known != INF:
                heapq.heappush(heap, (gs + known, -gs, next(tie), state, True))
            return pruned
        for action, nxt in self.task.successors(state):
            ng = gs + action.cost
            if ng >= g.get(nxt, INF):
                continue
            h = self._known(nxt)
            if h is None:
                h = self._h(nxt)
            if h == INF:
                continue
            if ng + h > bound:
                pruned = min(pruned, ng + h)
                continue
            g[nxt] = ng
            parent[nxt] = (state, action)
            heapq.heappush(heap, (ng + h, -ng, next(tie), nxt, False))
        return pruned

    def _record(self, start: State, end: State, cost: float, g: dict[State, float],
                parent: dict[State, tuple[State, GroundAction]]) -> None:
        """Exact distances and next steps along the optimal path start -> end."""
        state = end
        while state != start:
            prev, action = parent[state]
            self._exact.setdefault(prev, cost - g[prev])
            self._next.setdefault(prev, (action, state))
            state = prev
        if math.isfinite(cost):
            self._exact[start] = cost

"""The explicit-state oracle: every reachable state and its exact distance, once.

Exploration is a breadth-first pass over int states with
``Task.successors``.  States get consecutive ids; the transition graph is
kept as flat ``array`` columns (source id, target id, action index) instead of
per-state lists or dicts of tuples, because at a few million states the
per-object overhead of Python containers — not the integers themselves — is
what exhausts memory.  Edges are appended while states are expanded in id
order, so the forward graph is already in compressed-row form: ``offsets[i]``
is the first edge of state ``i``.

Goal distances come from one backward pass from all goal states: a
breadth-first search when every action costs 1, otherwise Dijkstra.  Dijkstra
orders states by ``(cost, steps)`` so that, among optimal continuations, one
with strictly fewer steps always exists; following it can never loop on
zero-cost actions (IPC domains such as openstacks have them).  After that a
query is an array lookup plus a scan of the state's own edges.
"""

from __future__ import annotations

import heapq
from array import array
from collections import deque
from typing import TYPE_CHECKING

from llmplanning.oracle.base import (
    INF,
    OptimalPlan,
    StateSpaceTooLarge,
    enumerate_plans,
    unit_costs,
)
from llmplanning.task import GroundAction, State, Task

if TYPE_CHECKING:
    from llmplanning.oracle.search import SearchOracle

UNREACHED = -1
"""Distance entry of a state from which no goal is reachable."""


class StateSpace:
    """The reachable state space of a task as flat arrays (see the module docstring)."""

    def __init__(self, task: Task, max_states: int) -> None:
        self.index: dict[State, int] = {task.initial_state: 0}
        self.states: list[State] = [task.initial_state]
        self.offsets = array("q", [0])
        self.targets = array("i")
        self.actions = array("i")
        self._explore(task, max_states)

    def _explore(self, task: Task, max_states: int) -> None:
        index, states, targets, acts = self.index, self.states, self.targets, self.actions
        successors, i = task.successors, 0
        while i < len(states):
            for action, nxt in successors(states[i]):
                j = index.get(nxt)
                if j is None:
                    j = len(states)
                    if j >= max_states:
                        raise StateSpaceTooLarge(
                            f"{task.name}: more than {max_states} reachable states; "
                            "use the search strategy or raise max_states")
                    index[nxt] = j
                    states.append(nxt)
                targets.append(j)
                acts.append(action.index)
            self.offsets.append(len(targets))
            i += 1

    def __len__(self) -> int:
        return len(self.states)

    def reverse(self) -> tuple[array, array]:
        """Predecessor lists in compressed-row form: (offsets, edge ids) by target."""
        n, targets = len(self.states), self.targets
        counts = array("q", bytes(8 * (n + 1)))
        for t in targets:
            counts[t + 1] += 1
        for i in range(n):
            counts[i + 1] += counts[i]
        fill = array("q", counts)
        edges = array("i", bytes(4 * len(targets)))
        for e, t in enumerate(targets):
            edges[fill[t]] = e
            fill[t] += 1
        return counts, edges


class ExplicitOracle:
    """Exact answers by table lookup after one exploration and one backward pass."""

    strategy = "explicit"

    def __init__(self, task: Task, max_states: int = 2_000_000) -> None:
        self.task = task
        self.space = StateSpace(task, max_states)
        self._source = self._edge_sources()
        self.dist, self.steps = self._backward_pass()
        self._fallback: SearchOracle | None = None

    @property
    def num_states(self) -> int:
        return len(self.space)

    def _edge_sources(self) -> array:
        """Source state of every edge (the inverse of ``offsets``)."""
        offsets, source = self.space.offsets, array("i")
        for i in range(len(self.space)):
            source.extend([i] * (offsets[i + 1] - offsets[i]))
        return source

    def _goal_ids(self) -> list[int]:
        is_goal = self.task.is_goal
        return [i for i, s in enumerate(self.space.states) if is_goal(s)]

    def _backward_pass(self) -> tuple[array, array]:
        """Goal distances (cost and, among optimal paths, fewest steps) of every state."""
        n = len(self.space)
        dist = array("q", [UNREACHED]) * n
        steps = array("q", [UNREACHED]) * n
        rev_offsets, rev_edges = self.space.reverse()
        goals = self._goal_ids()
        for g in goals:
            dist[g] = steps[g] = 0
        if unit_costs(self.task):
            self._bfs(goals, dist, rev_offsets, rev_edges)
            return dist, dist
        self._dijkstra(goals, dist, steps, rev_offsets, rev_edges)
        return dist, steps

    def _bfs(self, goals: list[int], dist: array, rev_offsets: array, rev_edges: array) -> None:
        source, queue = self._source, deque(goals)
        while queue:
            t = queue.popleft()
            d = dist[t] + 1
            for k in range(rev_offsets[t], rev_offsets[t + 1]):
                s = source[rev_edges[k]]
                if dist[s] == UNREACHED:
                    dist[s] = d
                    queue.append(s)

    def _dijkstra(self, goals: list[int], dist: array, steps: array, rev_offsets: array,
                  rev_edges: array) -> None:
        """Dijkstra on the key ``cost * (n + 1) + steps`` (lexicographic as one int)."""
        width = len(self.space) + 1
        cost_of = [a.cost for a in self.task.actions]
        source, acts = self._source, self.space.actions
        heap = [(0, g) for g in goals]
        best = {g: 0 for g in goals}
        while heap:
            key, t = heapq.heappop(heap)
            if key > best.get(t, key):
                continue
            dist[t], steps[t] = divmod(key, width)
            for k in range(rev_offsets[t], rev_offsets[t + 1]):
                e = rev_edges[k]
                s = source[e]
                new = key + cost_of[acts[e]] * width + 1
                if new < best.get(s, new + 1):
                    best[s] = new
                    heapq.heappush(heap, (new, s))

    # -- queries -------------------------------------------------------------
    def _id(self, state: State) -> int | None:
        return self.space.index.get(state)

    def _search(self) -> SearchOracle:
        """A search oracle for states outside the table (not reachable from the initial state)."""
        if self._fallback is None:
            from llmplanning.oracle.search import SearchOracle

            self._fallback = SearchOracle(self.task)
        return self._fallback

    def distance(self, state: State) -> float:
        i = self._id(state)
        if i is None:
            return self._search().distance(state)
        d = self.dist[i]
        return INF if d == UNREACHED else float(d)

    def is_dead_end(self, state: State) -> bool:
        return self.distance(state) == INF

    def applicable_actions(self, state: State) -> list[GroundAction]:
        return self.task.applicable(state)

    def _optimal_edges(self, i: int) -> list[int]:
        """Edges of state ``i`` that start an optimal plan."""
        d, dist, targets = self.dist[i], self.dist, self.space.targets
        if d == UNREACHED:
            return []
        actions, acts = self.task.actions, self.space.actions
        return [e for e in range(self.space.offsets[i], self.space.offsets[i + 1])
                if dist[targets[e]] != UNREACHED and actions[acts[e]].cost + dist[targets[e]] == d]

    def optimal_actions(self, state: State) -> list[GroundAction]:
        i = self._id(state)
        if i is None:
            return self._search().optimal_actions(state)
        actions, acts = self.task.actions, self.space.actions
        return [actions[acts[e]] for e in self._optimal_edges(i)]

    def optimal_plan(self, state: State) -> OptimalPlan | None:
        """Follow optimal edges that also lose one step, so zero-cost loops are impossible."""
        i = self._id(state)
        if i is None:
            return self._search().optimal_plan(state)
        if self.dist[i] == UNREACHED:
            return None
        plan: list[GroundAction] = []
        targets, acts, steps = self.space.targets, self.space.actions, self.steps
        while steps[i] > 0:
            e = next(e for e in self._optimal_edges(i) if steps[targets[e]] == steps[i] - 1)
            plan.append(self.task.actions[acts[e]])
            i = targets[e]
        return OptimalPlan(tuple(plan), sum(a.cost for a in plan))

    def optimal_plans(self, state: State, k: int) -> list[OptimalPlan]:
        i = self._id(state)
        if i is None:
            return self._search().optimal_plans(state, k)
        return enumerate_plans(i, k, self._ordered_moves, lambda j: self.steps[j] == 0)

    def _ordered_moves(self, i: int) -> list[tuple[GroundAction, int]]:
        """Optimal moves, those that lose a step first (so the first plan is shortest)."""
        targets, acts, steps = self.space.targets, self.space.actions, self.steps
        edges = sorted(self._optimal_edges(i), key=lambda e: steps[targets[e]])
        return [(self.task.actions[acts[e]], targets[e]) for e in edges]

"""Admissible heuristics for the search oracle, over the int-state task.

h_max (Bonet & Geffner) is the cost of the most expensive goal atom in the
delete relaxation, where reaching an atom costs the most expensive of the
preconditions of the cheapest action that adds it.  It is admissible *with*
action costs — unlike goal counting, which overestimates as soon as an action
can cost 0 or achieve several goals — and it proves dead ends soundly: an
atom unreachable in the relaxation is unreachable for real.  Negative
preconditions and negative goals are ignored (a relaxation, so still
admissible); each conditional effect becomes its own relaxed action.
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Callable

from llmplanning.task import State, Task, iter_bits


class HMax:
    """h_max by a generalised Dijkstra over atoms, with a counter per relaxed action."""

    def __init__(self, task: Task) -> None:
        self.task = task
        units: list[tuple[tuple[int, ...], tuple[int, ...], int]] = []
        for a in task.actions:
            units.append((tuple(iter_bits(a.pre_pos)), tuple(iter_bits(a.add)), a.cost))
            for eff in a.cond_effects:
                units.append((tuple(iter_bits(a.pre_pos | eff.cond_pos)), tuple(iter_bits(eff.add)),
                              a.cost))
        self.pre_count = [len(pre) for pre, _, _ in units]
        self.adds = [add for _, add, _ in units]
        self.costs = [cost for _, _, cost in units]
        self.free_units = [u for u, (pre, _, _) in enumerate(units) if not pre]
        self.users: list[list[int]] = [[] for _ in task.atoms]
        for u, (pre, _, _) in enumerate(units):
            for bit in pre:
                self.users[bit].append(u)
        self.goal_bits = frozenset(iter_bits(task.goal.pos))
        self.unit_cost = all(c == 1 for c in self.costs)
        self.masks = [(_mask(pre), _mask(add)) for pre, add, _ in units]

    def __call__(self, state: State) -> float:
        if self.task.goal.impossible:
            return math.inf
        if not self.goal_bits:
            return 0.0
        if self.unit_cost:
            return self._layers(state)
        return self._dijkstra(state)

    def _layers(self, state: State) -> float:
        """Unit costs: h_max is the first relaxed layer holding every goal atom.

        Whole layers are computed with bit-mask operations on ints, several
        times faster in Python than the per-atom Dijkstra below.
        """
        goal, reached, layer, pending = self.task.goal.pos, state, 0, self.masks
        while goal & reached != goal:
            new, rest = reached, []
            for pre, add in pending:
                if pre & reached == pre:
                    new |= add
                else:
                    rest.append((pre, add))
            if new == reached:
                return math.inf
            reached, pending, layer = new, rest, layer + 1
        return float(layer)

    def _dijkstra(self, state: State) -> float:
        dist: dict[int, int] = {}
        heap: list[tuple[int, int]] = [(0, bit) for bit in iter_bits(state)]
        for u in self.free_units:
            heap.extend((self.costs[u], q) for q in self.adds[u])
        heapq.heapify(heap)
        remaining = self.pre_count.copy()
        goals_left, users, adds, costs = len(self.goal_bits), self.users, self.adds, self.costs
        while heap:
            d, p = heapq.heappop(heap)
            if p in dist:
                continue
            dist[p] = d
            if p in self.goal_bits:
                goals_left -= 1
                if goals_left == 0:
                    return float(d)
            for u in users[p]:
                remaining[u] -= 1
                if remaining[u] == 0:
                    nd = d + costs[u]
                    for q in adds[u]:
                        if q not in dist:
                            heapq.heappush(heap, (nd, q))
        return math.inf


def _mask(bits: tuple[int, ...]) -> int:
    return sum(1 << b for b in bits)


class Blind:
    """0 on goal states, otherwise the cheapest action cost: admissible and nearly free."""

    def __init__(self, task: Task) -> None:
        self.task = task
        self.min_cost = float(min((a.cost for a in task.actions), default=0))

    def __call__(self, state: State) -> float:
        if self.task.goal.impossible:
            return math.inf
        return 0.0 if self.task.is_goal(state) else self.min_cost


HEURISTICS: dict[str, Callable[[Task], Callable[[State], float]]] = {"hmax": HMax, "blind": Blind}
"""Admissible heuristics by name (the search oracle's ``heuristic`` option)."""

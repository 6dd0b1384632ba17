"""Exact test material drawn from the check problems: the oracle side of AutoToS.

The paper's unit tests were written by hand per domain.  Here they are read
off the exact ground task: a breadth-first exploration of the reachable space
(capped) yields goal states, non-goal states next to a goal (the states a too
loose goal test gets wrong) and a spread of states for successor completeness
tests.  When the cap hides every goal, Fast Downward's optimal plan supplies
one, so a goal test is always tested on a real goal state.
"""

from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass
from pathlib import Path

from llmplanning.autotos.state_form import StateCodec, WireState, to_wire
from llmplanning.loader import load_task
from llmplanning.task import State, Task


@dataclass(frozen=True)
class ProblemCase:
    """One check problem with its exact test states."""

    name: str
    """The problem file's name, for feedback and records."""
    task: Task
    codec: StateCodec
    goal: WireState
    """The goal in wire form (what ``is_goal`` receives as its second argument)."""
    goal_states: tuple[State, ...]
    """Reachable states that satisfy the goal."""
    non_goal_states: tuple[State, ...]
    """Reachable states that do not: the initial state, states next to a goal, others."""
    sample_states: tuple[State, ...]
    """Reachable states for successor completeness tests (initial state first)."""


def explore(task: Task, max_states: int) -> tuple[list[State], dict[State, State | None]]:
    """Breadth-first reachable states (at most ``max_states``) and their BFS parents."""
    parent: dict[State, State | None] = {task.initial_state: None}
    order = [task.initial_state]
    queue = deque(order)
    while queue and len(order) < max_states:
        state = queue.popleft()
        for _, child in task.successors(state):
            if child not in parent:
                parent[child] = state
                order.append(child)
                queue.append(child)
                if len(order) >= max_states:
                    break
    return order, parent


def build_case(domain_file: Path, problem_file: Path, *, max_states: int = 3000,
               per_kind: int = 8, seed: int = 0) -> ProblemCase:
    """Load one problem and draw its test states (deterministic for a seed)."""
    task = load_task(domain_file, problem_file, frontend="fd")
    order, parent = explore(task, max_states)
    goals = [s for s in order if task.is_goal(s)]
    if not goals:
        goals = _planner_goal(task, domain_file, problem_file)
    rng = random.Random(seed)
    goal_set = set(goals)
    near = [p for g in goals if (p := parent.get(g)) is not None and p not in goal_set]
    near += [c for g in goals for _, c in task.successors(g) if c not in goal_set]
    others = [s for s in order if s not in goal_set]
    non_goals = _unique([task.initial_state] * (task.initial_state not in goal_set)
                        + near[:per_kind] + rng.sample(others, min(per_kind, len(others))))
    samples = _unique([task.initial_state] + rng.sample(order, min(2 * per_kind, len(order))))
    codec = StateCodec.of(task)
    return ProblemCase(problem_file.name, task, codec, to_wire(codec.goal()),
                       tuple(_unique(goals[:1] + rng.sample(goals, min(per_kind, len(goals))))),
                       tuple(non_goals[: 2 * per_kind + 1]), tuple(samples))


def build_cases(domain_file: Path, problems: tuple[Path, ...], *, max_states: int = 3000,
                per_kind: int = 8, seed: int = 0) -> tuple[ProblemCase, ...]:
    return tuple(build_case(domain_file, p, max_states=max_states, per_kind=per_kind,
                            seed=seed + i) for i, p in enumerate(problems))


def exact_successors(case: ProblemCase, state: State) -> dict[frozenset[tuple[str, ...]], str]:
    """Successor states in Python form -> the name of one action reaching each."""
    out: dict[frozenset[tuple[str, ...]], str] = {}
    for action, child in case.task.successors(state):
        out.setdefault(case.codec.to_python(child), action.name)
    return out


def shortest_distance(task: Task, max_states: int = 200_000) -> int | None:
    """Length of a shortest plan by exact BFS; None when unsolvable or past the cap."""
    if task.is_goal(task.initial_state):
        return 0
    depth: dict[State, int] = {task.initial_state: 0}
    queue = deque([task.initial_state])
    while queue and len(depth) < max_states:
        state = queue.popleft()
        for _, child in task.successors(state):
            if child not in depth:
                depth[child] = depth[state] + 1
                if task.is_goal(child):
                    return depth[child]
                queue.append(child)
    return None


def _planner_goal(task: Task, domain_file: Path, problem_file: Path) -> list[State]:
    """A goal state from Fast Downward's optimal plan (exploration found none)."""
    from llmplanning.planner import optimal_plan
    from llmplanning.plans import plan_from_names
    from llmplanning.validator import validate

    result = optimal_plan(domain_file, problem_file)
    if result.plan is None:
        return []
    report = validate(task, plan_from_names(result.plan))
    return [report.final_state] if report.successful else []


def _unique(states: list[State]) -> list[State]:
    return list(dict.fromkeys(states))

"""GRASP energy collection: generator and the net-energy reward.

An N×N grid (default 11×11) with optional obstacle blocks (kept connected),
energy tokens on random cells and a random start cell.  The agent moves in 4
or 8 directions, takes tokens up to its carry limit (a ``load`` counter
``n0 … nK`` with static ``next`` facts keeps the domain plain STRIPS) and drops
them.  The reward is computed by the toolkit, not the planner::

    net energy = energy_per_token × (tokens lying on the start cell)
                 − cost_per_step × (steps taken)

where every action (move, take, drop) is a step and an episode ends after
``step_limit`` steps.  The reward parameters are written in each problem's
header comments (``; step-limit: 60``) and read by :func:`read_params`.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path

from llmplanning.domains.grid import (
    DIRECTIONS4,
    DIRECTIONS8,
    adjacency_atoms,
    ascii_layout,
    cell_name,
    sorted_cells,
)
from llmplanning.domains.pddl_writer import format_problem, read_header
from llmplanning.domains.sokoban import random_layout
from llmplanning.errors import InputError
from llmplanning.plans import Plan
from llmplanning.task import State, Task


@dataclass(frozen=True)
class GraspParams:
    """The reward parameters of one GRASP problem."""

    step_limit: int
    """Steps after which the episode ends (later steps are ignored)."""
    cost_per_step: float
    """Energy every step costs."""
    energy_per_token: float = 1.0
    """Energy of one token dropped on the start cell."""
    carry_limit: int = 2
    """Tokens the agent can carry at once (also encoded in the PDDL)."""
    directions: int = 4
    """4 or 8 move directions (also encoded in the PDDL)."""


@dataclass(frozen=True)
class GraspScore:
    """The reward of one plan on one GRASP problem."""

    net_energy: float
    """Energy dropped on the start cell minus cost per step × steps."""
    delivered: int
    """Tokens lying on the start cell at the end."""
    steps: int
    """Steps counted (at most the step limit)."""
    valid: bool
    """Every counted step was executable (an invalid step ends the episode)."""


def read_params(problem: str | Path) -> GraspParams:
    """The reward parameters from a GRASP problem file's header comments."""
    header = read_header(Path(problem).read_text(encoding="utf-8"))
    try:
        return GraspParams(
            step_limit=int(header["step-limit"]),
            cost_per_step=float(header["cost-per-step"]),
            energy_per_token=float(header.get("energy-per-token", "1")),
            carry_limit=int(header.get("carry-limit", "2")),
            directions=int(header.get("directions", "4")),
        )
    except (KeyError, ValueError) as exc:
        raise InputError(f"not a GRASP problem header: missing or bad {exc}", str(problem)) from exc


def start_cell(task: Task) -> str:
    """The start cell: where the agent stands in the initial state."""
    cells = [a.split()[1][:-1] for a in task.true_atoms(task.initial_state) if a.startswith("(at ")]
    if len(cells) != 1:
        raise InputError("a GRASP task has exactly one (at ?c) atom initially")
    return cells[0]


def delivered_tokens(task: Task, state: State) -> int:
    """Tokens lying on the start cell in ``state``."""
    start = start_cell(task)
    return sum(1 for a in task.true_atoms(state)
               if a.startswith("(token-at ") and a[:-1].split()[2] == start)


def net_energy(task: Task, state: State, steps: int, params: GraspParams) -> float:
    """``energy_per_token × delivered − cost_per_step × min(steps, step_limit)``."""
    counted = min(steps, params.step_limit)
    return params.energy_per_token * delivered_tokens(task, state) - params.cost_per_step * counted


def score_plan(task: Task, plan: Plan, params: GraspParams) -> GraspScore:
    """Run ``plan`` for at most ``step_limit`` steps and return its reward."""
    from llmplanning.validator import validate

    counted = Plan(plan.steps[: params.step_limit], plan.source)
    report = validate(task, counted)
    steps = len(report.states) - 1
    state = report.final_state
    return GraspScore(net_energy(task, state, steps, params), delivered_tokens(task, state),
                      steps, report.valid)


def generate(rng: random.Random, name: str, *, size: int = 11, tokens: int = 8,
             carry_limit: int = 2, directions: int = 4, obstacles: float = 0.0,
             step_limit: int = 60, cost_per_step: float = 0.05) -> str:
    """One GRASP problem drawn with ``rng``."""
    if size < 2:
        raise InputError(f"grasp size {size} is too small: it must be at least 2")
    if directions not in (4, 8):
        raise InputError(f"directions must be 4 or 8, not {directions}")
    if carry_limit < 1:
        raise InputError(f"carry_limit must be at least 1, not {carry_limit}")
    if step_limit < 1 or cost_per_step < 0:
        raise InputError("step_limit must be positive and cost_per_step not negative")
    if not 0 <= obstacles < 0.6:
        raise InputError(f"obstacle fraction {obstacles} must be in [0, 0.6)")
    n_walls = round(obstacles * size * size)
    free = size * size - n_walls
    if tokens < 1 or tokens > free - 1:
        raise InputError(
            f"{tokens} tokens do not fit: the {size}x{size} grid has {free} free cells "
            "and one is the start"
        )
    cells = random_layout(size, n_walls, rng) if n_walls else {
        (x, y) for x in range(size) for y in range(size)}
    ordered = sorted_cells(cells)
    start, *token_cells = rng.sample(ordered, tokens + 1)
    token_names = [f"t{i}" for i in range(1, tokens + 1)]
    counts = [f"n{i}" for i in range(carry_limit + 1)]
    moves = DIRECTIONS4 if directions == 4 else DIRECTIONS8
    init = [f"(at {cell_name(start)})", "(load n0)"]
    init += [f"(token-at {t} {cell_name(c)})" for t, c in zip(token_names, token_cells)]
    init += [f"(next {a} {b})" for a, b in pairwise(counts)]
    init += adjacency_atoms(cells, moves)
    goal = [f"(token-at {t} {cell_name(start)})" for t in token_names]
    marks = {c: "*" for c in token_cells}
    marks[start] = "A"
    comments = [f"grasp {size}x{size}, {tokens} tokens (A start, * token)",
                f"step-limit: {step_limit}", f"cost-per-step: {cost_per_step}",
                "energy-per-token: 1", f"carry-limit: {carry_limit}",
                f"directions: {directions}",
                *ascii_layout(size, size, cells, marks).splitlines()]
    objects = {"cell": [cell_name(c) for c in ordered], "token": token_names, "count": counts}
    return format_problem(name, "grasp", objects, init, goal, comments=comments)

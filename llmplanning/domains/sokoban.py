"""Sokoban problems (boxes, by reverse play) and box-free Sokoban layouts.

A layout is an N×N grid with random interior walls, kept connected and
touching all four sides.  Full Sokoban places the boxes on their goals and
scrambles them by *reverse play*: random agent moves and pulls (the reverse of
a push).  Undoing that sequence is a plan, so every problem is solvable, while
pushes into corners still lead to reachable dead ends.  A scramble is kept
only if every box is off the goals and the boxes lie, summed, at least two
steps per box from their nearest goals, which rules out trivial problems.  ``sokoban-grid``
problems use the same layouts without boxes: navigation from start to goal.
"""

from __future__ import annotations

import random

from llmplanning.domains.grid import (
    DIRECTIONS4,
    Cell,
    adjacency_atoms,
    ascii_layout,
    cell_name,
    distances,
    sorted_cells,
)
from llmplanning.domains.pddl_writer import format_problem
from llmplanning.errors import InputError

#: layouts or scrambles drawn before giving up.
_MAX_TRIES = 200


def random_layout(size: int, walls: int, rng: random.Random) -> set[Cell]:
    """Open cells of an N×N grid with ``walls`` wall blocks, connected, touching all sides."""
    everything = sorted_cells((x, y) for x in range(size) for y in range(size))
    for _ in range(_MAX_TRIES):
        cells = set(everything)
        candidates = everything[:]
        rng.shuffle(candidates)
        placed = 0
        for c in candidates:
            if placed == walls:
                break
            rest = cells - {c}
            if len(distances(next(iter(sorted_cells(rest))), rest)) == len(rest):
                cells = rest
                placed += 1
        xs = {x for x, _ in cells}
        ys = {y for _, y in cells}
        if placed == walls and xs >= {0, size - 1} and ys >= {0, size - 1}:
            return cells
    raise InputError(f"cannot place {walls} walls in a {size}x{size} grid keeping it connected")


def _wall_count(size: int, walls: float | None, default: float) -> int:
    fraction = default if walls is None else walls
    if size < 3:
        raise InputError(f"sokoban size {size} is too small: it must be at least 3")
    if not 0 <= fraction < 0.6:
        raise InputError(f"wall fraction {fraction} must be in [0, 0.6)")
    return round(fraction * size * size)


def _scramble(cells: set[Cell], goals: list[Cell], steps: int,
              rng: random.Random) -> tuple[set[Cell], Cell, int]:
    """Reverse play from the solved state: return (boxes, agent, pulls made)."""
    boxes = set(goals)
    agent = rng.choice(sorted_cells(cells - boxes))
    pulls = 0
    for _ in range(steps):
        options: list[tuple[Cell, Cell | None]] = []
        for dx, dy in DIRECTIONS4.values():
            to = (agent[0] + dx, agent[1] + dy)
            if to not in cells or to in boxes:
                continue
            behind = (agent[0] - dx, agent[1] - dy)
            options.append((to, None))
            if behind in boxes:
                options.extend([(to, behind)] * 3)  # prefer pulls: they scramble
        if not options:
            break
        to, pulled = rng.choice(options)
        if pulled is not None:
            boxes.remove(pulled)
            boxes.add(agent)
            pulls += 1
        agent = to
    return boxes, agent, pulls


def _spread(boxes: set[Cell], goals: list[Cell]) -> int:
    """Sum over boxes of the Manhattan distance to the nearest goal (a difficulty floor)."""
    return sum(min(abs(b[0] - g[0]) + abs(b[1] - g[1]) for g in goals) for b in boxes)


def generate(rng: random.Random, name: str, *, size: int = 6, boxes: int = 2,
             walls: float | None = None, scramble: int = 60) -> str:
    """One Sokoban problem: ``boxes`` boxes in an N×N layout, scrambled by reverse play."""
    n_walls = _wall_count(size, walls, 0.15)
    if boxes < 1:
        raise InputError(f"sokoban needs at least one box, not {boxes}")
    if boxes + 1 > size * size - n_walls:
        raise InputError(
            f"{boxes} boxes and the agent do not fit in the {size * size - n_walls} free cells "
            f"of a {size}x{size} grid with {n_walls} walls"
        )
    for _ in range(_MAX_TRIES):
        cells = random_layout(size, n_walls, rng)
        goals = sorted_cells(rng.sample(sorted_cells(cells), boxes))
        placed, agent, _ = _scramble(cells, goals, scramble, rng)
        if not placed & set(goals) and _spread(placed, goals) >= 2 * boxes:
            break
    else:  # pragma: no cover - only for cramped layouts
        raise InputError(f"could not scramble {boxes} boxes in a {size}x{size} grid")
    marks = {g: "G" for g in goals}
    marks.update({b: ("*" if b in goals else "B") for b in placed})
    marks[agent] = "A"
    picture = ascii_layout(size, size, cells, marks)
    comments = [f"sokoban {size}x{size}, {boxes} boxes (B box, G goal, * box on goal)",
                *picture.splitlines()]
    ordered = sorted_cells(cells)
    init = [f"(at {cell_name(agent)})"]
    init += [f"(box-at {cell_name(b)})" for b in sorted_cells(placed)]
    init += [f"(clear {cell_name(c)})" for c in ordered if c not in placed]
    init += adjacency_atoms(cells)
    goal = [f"(box-at {cell_name(g)})" for g in goals]
    return format_problem(name, "sokoban", {"cell": [cell_name(c) for c in ordered]}, init, goal,
                          comments=comments)


def generate_grid(rng: random.Random, name: str, *, size: int = 8, walls: float | None = None,
                  min_length: int | None = None, max_length: int | None = None) -> str:
    """One box-free Sokoban layout: reach the goal cell (lengths in ``[N, 2N]`` by default)."""
    n_walls = _wall_count(size, walls, 0.2)
    lo = size if min_length is None else min_length
    hi = 2 * size if max_length is None else max_length
    if lo < 1 or hi < lo:
        raise InputError(f"sokoban-grid length range [{lo}, {hi}] is empty")
    if lo > size * size - n_walls - 1:
        raise InputError(f"no path in a {size}x{size} grid with {n_walls} walls is {lo} steps long")
    for _ in range(_MAX_TRIES):
        cells = random_layout(size, n_walls, rng)
        ordered = sorted_cells(cells)
        start = rng.choice(ordered)
        dist = distances(start, cells)
        goals = [c for c in ordered if lo <= dist[c] <= hi]
        if goals:
            break
    else:
        raise InputError(f"no {size}x{size} layout drawn has a path of {lo}-{hi} steps")
    goal = rng.choice(goals)
    picture = ascii_layout(size, size, cells, {start: "A", goal: "G"})
    comments = [f"sokoban-grid {size}x{size} (no boxes)", f"optimal-length: {dist[goal]}",
                *picture.splitlines()]
    init = [f"(at {cell_name(start)})", *adjacency_atoms(cells)]
    return format_problem(name, "sokoban-grid", {"cell": [cell_name(c) for c in ordered]}, init,
                          [f"(at {cell_name(goal)})"], comments=comments)

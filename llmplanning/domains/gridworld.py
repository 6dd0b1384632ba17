"""Two rooms joined by a single doorway (the L-ICL gridworld).

An N×N grid is split by a wall column at ``x = N // 2`` with one open doorway
cell at a random row; the start lies in one room and the goal in the other.
Start/goal pairs are drawn uniformly among the pairs whose shortest path length
lies in ``[min_length, max_length]`` (default ``[N, N + N // 2]``: 8–12 steps
for the 8×8 grid of the L-ICL paper).  The rooms are rectangles, so the shortest
path is the Manhattan distance through the doorway and no search is needed.
"""

from __future__ import annotations

import random

from llmplanning.domains.grid import (
    Cell,
    adjacency_atoms,
    ascii_layout,
    cell_name,
    sorted_cells,
)
from llmplanning.domains.pddl_writer import format_problem
from llmplanning.errors import InputError


def layout(size: int, door_y: int) -> tuple[set[Cell], set[Cell], set[Cell], Cell]:
    """Return (open cells, left room, right room, doorway) of a two-room grid."""
    wall_x = size // 2
    left = {(x, y) for x in range(wall_x) for y in range(size)}
    right = {(x, y) for x in range(wall_x + 1, size) for y in range(size)}
    door = (wall_x, door_y)
    return left | right | {door}, left, right, door


def _length_range(size: int, min_length: int | None, max_length: int | None) -> tuple[int, int]:
    lo = size if min_length is None else min_length
    hi = size + size // 2 if max_length is None else max_length
    if size < 3:
        raise InputError(
            f"gridworld size {size} is too small: two rooms and a wall need at least 3x3"
        )
    if lo < 2 or hi < lo:
        raise InputError(f"gridworld length range [{lo}, {hi}] is empty or below 2")
    longest = 2 * (size - 1) + size // 2 + (size - size // 2 - 1)
    if lo > longest:
        raise InputError(
            f"no start/goal pair in a {size}x{size} two-room grid is {lo} steps apart "
            f"(the longest shortest path is {longest})"
        )
    return lo, hi


def generate(
    rng: random.Random,
    name: str,
    *,
    size: int = 8,
    min_length: int | None = None,
    max_length: int | None = None,
) -> str:
    """Return the PDDL text of one two-room problem drawn with ``rng``."""
    lo, hi = _length_range(size, min_length, max_length)
    door_y = rng.randrange(size)
    cells, left, right, door = layout(size, door_y)
    rooms = [sorted_cells(left), sorted_cells(right)]
    if rng.random() < 0.5:
        rooms.reverse()

    def dist(a: Cell, b: Cell) -> int:
        return abs(a[0] - door[0]) + abs(a[1] - door[1]) + abs(b[0] - door[0]) + abs(b[1] - door[1])

    pairs = [(s, g) for s in rooms[0] for g in rooms[1] if lo <= dist(s, g) <= hi]
    if not pairs:
        raise InputError(
            f"no start/goal pair of a {size}x{size} two-room grid is {lo}-{hi} steps apart"
        )
    start, goal = rng.choice(pairs)
    picture = ascii_layout(size, size, cells, {start: "A", goal: "G"})
    comments = [
        f"gridworld {size}x{size}: two rooms, doorway at {cell_name(door)}",
        f"optimal-length: {dist(start, goal)}",
        *picture.splitlines(),
    ]
    names = [cell_name(c) for c in sorted_cells(cells)]
    init = [f"(at {cell_name(start)})", *adjacency_atoms(cells)]
    return format_problem(name, "gridworld", {"cell": names}, init, [f"(at {cell_name(goal)})"],
                          comments=comments)

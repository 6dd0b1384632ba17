"""Perfect mazes carved by randomized depth-first search.

The maze is an N×N block grid: every position is either an open cell or a wall.
Randomized depth-first search opens a closed neighbour of the current cell only
if that neighbour touches no other open cell, so the open cells always form a
tree under 4-adjacency (a perfect maze: exactly one path between two cells).
Start/goal pairs are drawn uniformly among the pairs whose path length lies in
``[min_length, max_length]`` (default ``[1.5 N, 2.5 N]``: 15–25 steps for the
10×10 mazes of the L-ICL paper).
"""

from __future__ import annotations

import random

from llmplanning.domains.grid import (
    Cell,
    adjacency_atoms,
    all_distances,
    ascii_layout,
    cell_name,
    neighbours,
    sorted_cells,
)
from llmplanning.domains.pddl_writer import format_problem
from llmplanning.errors import InputError

#: mazes drawn before giving up on a length range no maze of this size offers.
_MAX_TRIES = 200


def carve(size: int, rng: random.Random) -> set[Cell]:
    """Return the open cells of a random perfect maze filling the N×N grid.

    An explicit work stack is used instead of recursion so that large mazes
    cannot exhaust the call stack.
    """
    everything = {(x, y) for x in range(size) for y in range(size)}
    start = (rng.randrange(size), rng.randrange(size))
    open_cells = {start}
    stack = [start]
    while stack:
        current = stack[-1]
        candidates = [
            n
            for n in sorted_cells(neighbours(current, everything))
            if n not in open_cells and len(neighbours(n, open_cells)) == 1
        ]
        if not candidates:
            stack.pop()
            continue
        chosen = rng.choice(candidates)
        open_cells.add(chosen)
        stack.append(chosen)
    return open_cells


def generate(
    rng: random.Random,
    name: str,
    *,
    size: int = 10,
    min_length: int | None = None,
    max_length: int | None = None,
) -> str:
    """Return the PDDL text of one maze problem drawn with ``rng``."""
    lo = (3 * size) // 2 if min_length is None else min_length
    hi = (5 * size) // 2 if max_length is None else max_length
    if size < 2:
        raise InputError(f"maze size {size} is too small: it must be at least 2")
    if lo < 1 or hi < lo:
        raise InputError(f"maze length range [{lo}, {hi}] is empty")
    if lo > size * size - 1:
        raise InputError(f"no path in a {size}x{size} maze is {lo} steps long")
    for _ in range(_MAX_TRIES):
        cells = carve(size, rng)
        xs = {x for x, _ in cells}
        ys = {y for _, y in cells}
        if min(xs) != 0 or max(xs) != size - 1 or min(ys) != 0 or max(ys) != size - 1:
            continue  # keep the rendered maze N×N: open cells touch all four sides
        ordered = sorted_cells(cells)
        pairs: list[tuple[Cell, Cell, int]] = []
        table = all_distances(cells)
        for s in ordered:
            dist = table[s]
            pairs.extend((s, g, dist[g]) for g in ordered if lo <= dist[g] <= hi)
        if pairs:
            break
    else:
        raise InputError(
            f"no {size}x{size} maze among {_MAX_TRIES} drawn has a path of {lo}-{hi} steps"
        )
    start, goal, length = rng.choice(pairs)
    picture = ascii_layout(size, size, cells, {start: "A", goal: "G"})
    comments = [f"maze {size}x{size}", f"optimal-length: {length}", *picture.splitlines()]
    names = [cell_name(c) for c in ordered]
    init = [f"(at {cell_name(start)})", *adjacency_atoms(cells)]
    return format_problem(name, "maze", {"cell": names}, init, [f"(at {cell_name(goal)})"],
                          comments=comments)

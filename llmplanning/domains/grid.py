"""Shared helpers of the grid domains: cell names, adjacency facts, distances.

Every grid domain names its cells ``c<x>-<y>`` (0-based column x, row y; north
is y-1) and moves with the separate schemas ``move-north`` … ``move-west`` over
static ``adj-<direction>`` facts; walls are the grid positions that are not cell
objects.  The oracle and the L-ICL prompts rely on these names.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Mapping

Cell = tuple[int, int]

#: the four compass directions: name -> (dx, dy); north is y-1.
DIRECTIONS4: dict[str, Cell] = {
    "north": (0, -1),
    "south": (0, 1),
    "east": (1, 0),
    "west": (-1, 0),
}

#: the eight directions (four compass plus four diagonal).
DIRECTIONS8: dict[str, Cell] = {
    **DIRECTIONS4,
    "northeast": (1, -1),
    "northwest": (-1, -1),
    "southeast": (1, 1),
    "southwest": (-1, 1),
}


def cell_name(c: Cell) -> str:
    """Return the PDDL object name of cell ``(x, y)``: ``c<x>-<y>``."""
    return f"c{c[0]}-{c[1]}"


def sorted_cells(cells: Iterable[Cell]) -> list[Cell]:
    """Cells in row-major order (by y, then x), the order used in problem files."""
    return sorted(cells, key=lambda c: (c[1], c[0]))


def adjacency_atoms(
    cells: Iterable[Cell], directions: Mapping[str, Cell] = DIRECTIONS4
) -> list[str]:
    """``(adj-<dir> from to)`` facts for every pair of open cells one step apart."""
    open_cells = set(cells)
    atoms = []
    for c in sorted_cells(open_cells):
        for name, (dx, dy) in directions.items():
            n = (c[0] + dx, c[1] + dy)
            if n in open_cells:
                atoms.append(f"(adj-{name} {cell_name(c)} {cell_name(n)})")
    return atoms


def neighbours(c: Cell, cells: set[Cell], directions: Mapping[str, Cell] = DIRECTIONS4) -> list[Cell]:
    """Open cells one step away from ``c``."""
    out = []
    for dx, dy in directions.values():
        n = (c[0] + dx, c[1] + dy)
        if n in cells:
            out.append(n)
    return out


def distances(
    start: Cell, cells: set[Cell], directions: Mapping[str, Cell] = DIRECTIONS4
) -> dict[Cell, int]:
    """Breadth-first step distances from ``start`` to every reachable open cell."""
    dist = {start: 0}
    queue = deque([start])
    while queue:
        c = queue.popleft()
        for n in neighbours(c, cells, directions):
            if n not in dist:
                dist[n] = dist[c] + 1
                queue.append(n)
    return dist


def all_distances(
    cells: set[Cell], directions: Mapping[str, Cell] = DIRECTIONS4
) -> dict[Cell, dict[Cell, int]]:
    """Step distances between all pairs of open cells (the adjacency is built once)."""
    adjacency = {c: neighbours(c, cells, directions) for c in cells}
    result = {}
    for start in cells:
        dist = {start: 0}
        queue = deque([start])
        while queue:
            c = queue.popleft()
            for n in adjacency[c]:
                if n not in dist:
                    dist[n] = dist[c] + 1
                    queue.append(n)
        result[start] = dist
    return result


def ascii_layout(width: int, height: int, cells: set[Cell], marks: Mapping[Cell, str]) -> str:
    """Rows of ``#`` (wall), ``.`` (open) or a mark; used in problem-file comments."""
    rows = []
    for y in range(height):
        row = ""
        for x in range(width):
            row += marks.get((x, y), "." if (x, y) in cells else "#")
        rows.append(row)
    return "\n".join(rows)

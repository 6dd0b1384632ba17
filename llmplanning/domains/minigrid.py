"""MiniGrid-like door/key problems: Unlock, DoorKey and UnlockPickup.

All three share one layout: an N×N grid split by a wall column at a random
``x`` in ``[2, N-3]`` with one locked door at a random row.  The agent and the
key start in the left room; the key opens the door.  The tasks differ only in
the goal:

- ``unlock``: the door is unlocked;
- ``doorkey``: the agent stands on the goal square in the right room;
- ``unlockpickup``: the agent holds the box that stands in the right room (it
  must drop the key first: the agent carries one object at most).
"""

from __future__ import annotations

import random

from llmplanning.domains.grid import (
    DIRECTIONS4,
    Cell,
    adjacency_atoms,
    ascii_layout,
    cell_name,
    sorted_cells,
)
from llmplanning.domains.pddl_writer import format_problem
from llmplanning.errors import InputError


def _layout(size: int, rng: random.Random) -> tuple[set[Cell], list[Cell], list[Cell], Cell]:
    """(open cells incl. the door, left room, right room, door) of a two-room grid."""
    if size < 5:
        raise InputError(f"door/key grid size {size} is too small: it must be at least 5")
    wall_x = rng.randint(2, size - 3)
    door = (wall_x, rng.randrange(size))
    left = sorted_cells((x, y) for x in range(wall_x) for y in range(size))
    right = sorted_cells((x, y) for x in range(wall_x + 1, size) for y in range(size))
    return {*left, *right, door}, left, right, door


def _problem(domain: str, name: str, size: int, rng: random.Random,
             goal_kind: str) -> str:
    cells, left, right, door = _layout(size, rng)
    agent, key = rng.sample(left, 2)
    items: dict[Cell, str] = {key: "K"}
    objects = {"cell": [cell_name(c) for c in sorted_cells(cells)], "key": ["key1"], "box": []}
    init = [f"(at {cell_name(agent)})", "(handempty)",
            f"(key-at key1 {cell_name(key)})", f"(locked {cell_name(door)})",
            f"(opens key1 {cell_name(door)})"]
    goal_cell = None
    if goal_kind == "unlock":
        goal = [f"(unlocked {cell_name(door)})"]
    elif goal_kind == "doorkey":
        goal_cell = rng.choice(right)
        goal = [f"(at {cell_name(goal_cell)})"]
    else:
        box = rng.choice(right)
        items[box] = "B"
        objects["box"] = ["box1"]
        init.append(f"(box-at box1 {cell_name(box)})")
        goal = ["(holding box1)"]
    init += [f"(clear {cell_name(c)})" for c in sorted_cells(cells) if c not in items and c != door]
    init += [f"(floor {cell_name(c)})" for c in sorted_cells(cells) if c != door]
    init += sorted(f"(adj {a.split()[1]} {a.split()[2][:-1]})" for a in adjacency_atoms(cells))
    init += adjacency_atoms(cells, DIRECTIONS4)
    marks = {**items, door: "D", agent: "A"}
    if goal_cell is not None:
        marks[goal_cell] = "G"
    comments = [f"{domain} {size}x{size} (A agent, K key, D locked door, B box, G goal)",
                *ascii_layout(size, size, cells, marks).splitlines()]
    return format_problem(name, domain, objects, init, goal, comments=comments)


def generate_unlock(rng: random.Random, name: str, *, size: int = 6) -> str:
    """One Unlock problem: pick up the key and unlock the door."""
    return _problem("unlock", name, size, rng, "unlock")


def generate_doorkey(rng: random.Random, name: str, *, size: int = 6) -> str:
    """One DoorKey problem: unlock the door and reach the goal square behind it."""
    return _problem("doorkey", name, size, rng, "doorkey")


def generate_unlockpickup(rng: random.Random, name: str, *, size: int = 6) -> str:
    """One UnlockPickup problem: unlock the door, drop the key, pick up the box."""
    return _problem("unlockpickup", name, size, rng, "unlockpickup")

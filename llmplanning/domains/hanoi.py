"""Tower of Hanoi problems: n disks on 3 pegs, random legal start and goal.

Every assignment of disks to pegs is a legal state (each peg's disks stack in
size order), so start and goal are drawn as random assignments until they
differ; ``-p standard=1`` gives the classic task instead (all disks from the
first peg to the third).  Disk ``d1`` is the smallest.
"""

from __future__ import annotations

import random

from llmplanning.domains.pddl_writer import format_problem
from llmplanning.errors import InputError

PEGS = ("peg1", "peg2", "peg3")


def placement_atoms(assignment: list[int], disks: list[str]) -> list[str]:
    """``on`` facts of an assignment (disk index -> peg index), plus ``clear`` facts."""
    on, clear = [], []
    for p, peg in enumerate(PEGS):
        stack = [disks[i] for i in reversed(range(len(disks))) if assignment[i] == p]
        below = peg
        for d in stack:  # largest first
            on.append(f"(on {d} {below})")
            below = d
        clear.append(f"(clear {below})")
    return sorted(on) + sorted(clear)


def generate(rng: random.Random, name: str, *, size: int = 3, standard: int = 0) -> str:
    """One Hanoi problem with ``size`` disks."""
    if size < 1:
        raise InputError(f"hanoi needs at least 1 disk, not {size}")
    if size > 12:
        raise InputError(f"{size} disks is beyond what exhaustive oracles can handle (max 12)")
    disks = [f"d{i}" for i in range(1, size + 1)]
    if standard:
        start, goal = [0] * size, [2] * size
    else:
        start = [rng.randrange(3) for _ in disks]
        goal = start
        while goal == start:
            goal = [rng.randrange(3) for _ in disks]
    smaller = [f"(smaller {d} {p})" for d in disks for p in PEGS]
    smaller += [f"(smaller {disks[i]} {disks[j]})" for i in range(size) for j in range(i + 1, size)]
    init = [*placement_atoms(start, disks), *smaller]
    goal_atoms = [a for a in placement_atoms(goal, disks) if a.startswith("(on")]
    comments = [f"hanoi {size} disks",
                "start: " + " ".join(f"{d}@{PEGS[p]}" for d, p in zip(disks, start)),
                "goal:  " + " ".join(f"{d}@{PEGS[p]}" for d, p in zip(disks, goal))]
    return format_problem(name, "hanoi", {"disk": disks, "peg": list(PEGS)}, init, goal_atoms,
                          comments=comments)

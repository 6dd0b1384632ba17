"""Random blocksworld problems: random start and goal towers of n blocks.

A configuration is drawn by shuffling the blocks and cutting the sequence at
random points into towers; start and goal are drawn independently until they
differ.  The goal names every block's support (``on``/``ontable``), so it fixes
the whole goal configuration.
"""

from __future__ import annotations

import random
from itertools import pairwise

from llmplanning.domains.pddl_writer import format_problem
from llmplanning.errors import InputError

Towers = list[list[str]]


def random_towers(blocks: list[str], rng: random.Random) -> Towers:
    """Blocks shuffled and cut into towers (each listed bottom to top)."""
    order = blocks[:]
    rng.shuffle(order)
    towers: Towers = [[order[0]]]
    for b in order[1:]:
        if rng.random() < 0.5:
            towers[-1].append(b)
        else:
            towers.append([b])
    return sorted(towers)


def tower_atoms(towers: Towers) -> list[str]:
    """``ontable``/``on`` facts of towers, in block order."""
    facts = []
    for tower in towers:
        facts.append(f"(ontable {tower[0]})")
        facts.extend(f"(on {upper} {lower})" for lower, upper in pairwise(tower))
    return sorted(facts, key=lambda a: a.split()[1])


def generate(rng: random.Random, name: str, *, size: int = 4, size_max: int | None = None) -> str:
    """One problem with ``size`` blocks (uniform in ``[size, size_max]`` if given)."""
    hi = size if size_max is None else size_max
    if size < 2:
        raise InputError(f"blocksworld needs at least 2 blocks, not {size}")
    if hi < size:
        raise InputError(f"size_max {hi} is below size {size}")
    if hi > 26:
        raise InputError(f"{hi} blocks is beyond what exhaustive oracles can handle (max 26)")
    n = rng.randint(size, hi)
    blocks = [f"b{i}" for i in range(1, n + 1)]
    start = random_towers(blocks, rng)
    goal = random_towers(blocks, rng)
    while goal == start:
        goal = random_towers(blocks, rng)
    init = [*tower_atoms(start), *(f"(clear {t[-1]})" for t in start), "(handempty)"]
    comments = [f"blocksworld {n} blocks",
                "start (bottom to top): " + " | ".join(" ".join(t) for t in start),
                "goal  (bottom to top): " + " | ".join(" ".join(t) for t in goal)]
    return format_problem(name, "blocksworld", {"block": blocks}, init, tower_atoms(goal),
                          comments=comments)

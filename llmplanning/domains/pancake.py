"""Pancake problems: sort a random stack of n pancakes with prefix flips.

Pancake ``pK`` has size K; the goal is the sorted stack (smallest on top,
``p1`` at ``pos1``).  With ``-p random_goal=1`` the goal is a random permutation
too, which gives more distinct problems for small n.  The domain declares flips
of up to 8 pancakes; a flip of k pancakes has n!/(n-k)! groundings, so n = 8
grounds about 70,000 actions: keep n at 7 or less for exhaustive oracles.
"""

from __future__ import annotations

import random

from llmplanning.domains.pddl_writer import format_problem
from llmplanning.errors import InputError

MAX_PANCAKES = 8


def generate(rng: random.Random, name: str, *, size: int = 5, random_goal: int = 0) -> str:
    """One pancake problem with ``size`` pancakes."""
    if size < 2:
        raise InputError(f"pancake needs at least 2 pancakes, not {size}")
    if size > MAX_PANCAKES:
        raise InputError(f"the pancake domain declares flips of at most {MAX_PANCAKES} pancakes")
    cakes = [f"p{i}" for i in range(1, size + 1)]
    goal = cakes[:]
    if random_goal:
        rng.shuffle(goal)
    start = goal[:]
    while start == goal:
        rng.shuffle(start)
    init = [f"(at-pos {p} pos{i})" for i, p in enumerate(start, 1)]
    init += [f"(distinct {a} {b})" for a in cakes for b in cakes if a != b]
    goal_atoms = [f"(at-pos {p} pos{i})" for i, p in enumerate(goal, 1)]
    comments = [f"pancake {size} pancakes (pK has size K)",
                "start (top to bottom): " + " ".join(start),
                "goal  (top to bottom): " + " ".join(goal)]
    return format_problem(name, "pancake", {"pancake": cakes}, init, goal_atoms, comments=comments)

"""The domain library: problem generators and text views.

The PDDL of every domain lives in ``pddl_domains/<name>/`` at the repository
root; this package holds only what PDDL cannot: seeded problem generators (one
module per domain, listed in :data:`GENERATORS`) and the text views declared by
each folder's ``view.toml`` (:mod:`llmplanning.domains.views`).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from llmplanning.domains import (
    blocksworld,
    grasp,
    gridworld,
    hanoi,
    maze,
    minigrid,
    pancake,
    sokoban,
)

#: domain name -> ``generate(rng, name, **params) -> PDDL problem text``.
GENERATORS: dict[str, Callable[..., str]] = {
    "gridworld": gridworld.generate,
    "maze": maze.generate,
    "blocksworld": blocksworld.generate,
    "hanoi": hanoi.generate,
    "pancake": pancake.generate,
    "sokoban": sokoban.generate,
    "sokoban-grid": sokoban.generate_grid,
    "unlock": minigrid.generate_unlock,
    "doorkey": minigrid.generate_doorkey,
    "unlockpickup": minigrid.generate_unlockpickup,
    "grasp": grasp.generate,
}


def domains_root() -> Path:
    """The ``pddl_domains/`` folder of this checkout."""
    return Path(__file__).resolve().parents[2] / "pddl_domains"


def domain_dir(name: str) -> Path:
    """The folder of the library domain ``name`` (it may not exist)."""
    return domains_root() / name

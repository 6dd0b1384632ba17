"""Unlock, DoorKey, UnlockPickup: solvable, and unsolvable without the key.

Exhaustive search takes ~0.15 s per problem, so a fixed sample is checked:
every 5th test problem and every 25th training problem (30 per domain); the
key ablations use the first 10 test problems.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from llmplanning.domains import domain_dir, minigrid
from llmplanning.domains.views import GridView, load_view, render
from llmplanning.errors import InputError
from tests.domains.domain_helpers import bfs_length, load, problems, sample

DOMAINS = ["unlock", "doorkey", "unlockpickup"]


@pytest.mark.parametrize("domain", DOMAINS)
def test_problems_are_solvable(domain: str) -> None:
    for path in sample(domain, "6x6", 5, 25):
        assert bfs_length(load(domain, path)) is not None, path


@pytest.mark.parametrize("domain", DOMAINS)
def test_unsolvable_without_the_key(domain: str, tmp_path: Path) -> None:
    for path in problems(domain, "6x6", "test")[:10]:
        text = path.read_text()
        no_key = re.sub(r"\n    \(key-at key1 c\d+-\d+\)", "", text)
        assert no_key != text
        problem = tmp_path / "no-key.pddl"
        problem.write_text(no_key)
        assert bfs_length(load(domain, problem)) is None


@pytest.mark.parametrize("domain", DOMAINS)
def test_unsolvable_without_picking_up_the_key(domain: str, tmp_path: Path) -> None:
    text = (domain_dir(domain) / "domain.pddl").read_text()
    start = text.index("  (:action pickup-key")
    end = text.index("  (:action", start + 1)
    domain_file = tmp_path / "domain.pddl"
    domain_file.write_text(text[:start] + text[end:])
    for path in problems(domain, "6x6", "test")[:10]:
        assert bfs_length(load(domain, path, domain_file)) is None


def test_view_shows_key_door_goal_and_carried_object() -> None:
    path = problems("doorkey", "6x6", "test")[0]
    task = load("doorkey", path)
    view = load_view(domain_dir("doorkey"))
    assert isinstance(view, GridView)
    lines = render(task, task.initial_state, view).splitlines()
    picture = [line[2:] for line in path.read_text().splitlines()[1:7]]
    assert lines[:6] == picture
    assert lines[6] == "carrying: nothing"
    state = _state_next_to_key(task)
    pick = next(a for a in task.applicable(state) if a.schema == "pickup-key")
    assert render(task, task.apply(state, pick), view).splitlines()[6] == "carrying: key1"


def _state_next_to_key(task):
    """The first state found by BFS in which the key can be picked up."""
    from collections import deque

    seen = {task.initial_state}
    queue = deque(seen)
    while queue:
        s = queue.popleft()
        if any(a.schema == "pickup-key" for a in task.applicable(s)):
            return s
        for _, t in task.successors(s):
            if t not in seen:
                seen.add(t)
                queue.append(t)
    raise AssertionError("key unreachable")


@pytest.mark.parametrize("generate", [minigrid.generate_unlock, minigrid.generate_doorkey,
                                      minigrid.generate_unlockpickup])
def test_too_small_grids_are_rejected(generate) -> None:
    with pytest.raises(InputError):
        generate(random.Random(0), "p", size=4)

"""Blocksworld, Hanoi and Pancake: committed problems are solvable; views show stacks.

Fixed samples are solved by breadth-first search (the whole suite must run in
minutes on 2 cores): blocksworld and Hanoi every 2nd test and every 10th
training problem; pancake (grounding takes ~1 s per 6-pancake problem) every
20th test and every 50th training problem.
"""

from __future__ import annotations

import random

import pytest

from llmplanning.domains import blocksworld, domain_dir, hanoi, pancake
from llmplanning.domains.views import StacksView, load_view, render
from llmplanning.errors import InputError
from tests.domains.domain_helpers import bfs_length, load, problems, sample


@pytest.mark.parametrize(("domain", "config", "steps", "lo", "hi"), [
    ("blocksworld", "4-6", (2, 10), 2, 16),
    ("hanoi", "3disks", (2, 10), 1, 7),
    ("hanoi", "4disks", (2, 10), 1, 15),
    ("pancake", "6pancakes", (20, 50), 1, 7),
])
def test_committed_problems_are_solvable(domain: str, config: str, steps: tuple[int, int],
                                         lo: int, hi: int) -> None:
    for path in sample(domain, config, *steps):
        length = bfs_length(load(domain, path))
        assert length is not None and lo <= length <= hi, (path, length)


def test_blocksworld_view_lists_towers_bottom_to_top() -> None:
    path = problems("blocksworld", "4-6", "test")[0]
    task = load("blocksworld", path)
    view = load_view(domain_dir("blocksworld"))
    assert isinstance(view, StacksView)
    text = render(task, task.initial_state, view)
    start = path.read_text().splitlines()[1].split(":", 1)[1].strip()
    towers = [t.split() for t in start.split(" | ")]
    lines = text.splitlines()
    assert lines[0] == "(bottom to top)" and lines[-1] == "holding: nothing"
    assert sorted(line.split()[1:] for line in lines[1:-1]) == sorted(towers)
    pick = next(a for a in task.applicable(task.initial_state) if a.schema in ("pick-up", "unstack"))
    after = render(task, task.apply(task.initial_state, pick), view)
    assert after.splitlines()[-1] == f"holding: {pick.args[0]}"


def test_hanoi_view_shows_every_peg(tmp_path) -> None:
    problem = tmp_path / "standard.pddl"
    problem.write_text(hanoi.generate(random.Random(0), "p", size=3, standard=1))
    task = load("hanoi", problem)
    view = load_view(domain_dir("hanoi"))
    assert render(task, task.initial_state, view).splitlines() == [
        "(bottom to top)", "peg1: d3 d2 d1", "peg2:", "peg3:"]
    assert bfs_length(task) == 7


def test_pancake_view_lists_the_stack_top_first() -> None:
    path = problems("pancake", "6pancakes", "test")[0]
    task = load("pancake", path)
    out = render(task, task.initial_state, load_view(domain_dir("pancake")))
    start = path.read_text().splitlines()[1].split(":", 1)[1].split()
    assert out == "top to bottom: " + " ".join(start)


@pytest.mark.parametrize(("generate", "params"), [
    (blocksworld.generate, {"size": 1}),
    (blocksworld.generate, {"size": 5, "size_max": 4}),
    (hanoi.generate, {"size": 0}),
    (pancake.generate, {"size": 9}),
    (pancake.generate, {"size": 1}),
])
def test_impossible_parameters_are_rejected(generate, params) -> None:
    with pytest.raises(InputError):
        generate(random.Random(0), "p", **params)

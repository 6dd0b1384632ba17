"""The two-room gridworld: solvable, 8–12 steps, exactly one doorway.

A fixed sample (all 100 test problems and every 10th of the 250 training
problems) is loaded with the Fast Downward front end and solved by
breadth-first search; checking all 350 takes about a minute on a busy machine.
"""

from __future__ import annotations

import random

import networkx as nx
import pytest

from llmplanning.domains import gridworld
from llmplanning.errors import InputError
from tests.domains.domain_helpers import bfs_length, cell_graph, header_value, load, sample

PROBLEMS = sample("gridworld", "8x8")


def test_committed_problems_are_solvable_in_8_to_12_steps() -> None:
    lengths = []
    for path in PROBLEMS:
        task = load("gridworld", path)
        length = bfs_length(task)
        assert length is not None, path
        assert str(length) == header_value(path, "optimal-length"), path
        lengths.append(length)
    assert min(lengths) == 8 and max(lengths) == 12
    assert len(set(lengths)) == 5  # every length of the range occurs


@pytest.mark.parametrize("path", PROBLEMS[::10], ids=lambda p: f"{p.parent.name}/{p.name}")
def test_rooms_joined_by_exactly_one_doorway(path) -> None:
    task = load("gridworld", path)
    g = cell_graph(task)
    assert nx.is_connected(g)
    width = max(x for x, _ in g.nodes) + 1
    wall_x = width // 2
    column = [c for c in g.nodes if c[0] == wall_x]
    assert len(column) == 1, "the wall column has exactly one open cell"
    (door,) = column
    h = g.copy()
    h.remove_node(door)
    rooms = list(nx.connected_components(h))
    assert len(rooms) == 2
    start = next(iter(task.true_atoms(task.initial_state)))
    goal = task.atoms_of_mask(task.goal.pos)[0]
    room_of = {c: i for i, room in enumerate(rooms) for c in room}
    sx, sy = map(int, start.strip("()").split()[1][1:].split("-"))
    gx, gy = map(int, goal.strip("()").split()[1][1:].split("-"))
    assert room_of[(sx, sy)] != room_of[(gx, gy)]


def test_other_sizes_scale_the_length_range() -> None:
    text = gridworld.generate(random.Random(3), "p", size=12)
    length = int(text.splitlines()[1].split(":")[1])
    assert 12 <= length <= 18


@pytest.mark.parametrize("params", [{"size": 2}, {"size": 1}, {"size": 4, "min_length": 40},
                                    {"size": 8, "min_length": 9, "max_length": 5}])
def test_impossible_parameters_are_rejected(params) -> None:
    with pytest.raises(InputError):
        gridworld.generate(random.Random(0), "p", **params)

"""Perfect mazes: the open cells form a spanning tree; 10×10 paths are 15–25 steps.

A fixed sample (all 10×10 test problems and every 10th training problem; every
2nd 15×15 test problem) is solved by breadth-first search with the Fast
Downward front end.
"""

from __future__ import annotations

import random

import networkx as nx
import pytest

from llmplanning.domains import maze
from llmplanning.errors import InputError
from tests.domains.domain_helpers import (
    bfs_length,
    cell_graph,
    header_value,
    load,
    problems,
    sample,
)


@pytest.mark.parametrize(("config", "step", "lo", "hi"),
                         [("10x10", 1, 15, 25), ("15x15", 2, 22, 37)])
def test_committed_problems_are_solvable_in_range(config: str, step: int, lo: int, hi: int) -> None:
    lengths = []
    for path in sample("maze", config, step):
        task = load("maze", path)
        length = bfs_length(task)
        assert length is not None, path
        assert str(length) == header_value(path, "optimal-length"), path
        lengths.append(length)
    assert lo <= min(lengths) <= lo + 1 and hi - 1 <= max(lengths) <= hi


@pytest.mark.parametrize("config", ["10x10", "15x15"])
def test_mazes_are_perfect(config: str) -> None:
    size = int(config.split("x")[0])
    for path in problems("maze", config)[::10]:
        g = cell_graph(load("maze", path))
        assert nx.is_tree(g), path  # connected, |E| = |V| - 1: one path between any two cells
        xs = [x for x, _ in g.nodes]
        ys = [y for _, y in g.nodes]
        assert (min(xs), max(xs), min(ys), max(ys)) == (0, size - 1, 0, size - 1)


def test_carving_is_a_tree_for_many_seeds() -> None:
    for seed in range(30):
        cells = maze.carve(7, random.Random(seed))
        g = nx.Graph()
        g.add_nodes_from(cells)
        g.add_edges_from((c, (c[0] + 1, c[1])) for c in cells if (c[0] + 1, c[1]) in cells)
        g.add_edges_from((c, (c[0], c[1] + 1)) for c in cells if (c[0], c[1] + 1) in cells)
        assert nx.is_tree(g)


@pytest.mark.parametrize("params", [{"size": 1}, {"size": 3, "min_length": 20},
                                    {"size": 10, "min_length": 30, "max_length": 20}])
def test_impossible_parameters_are_rejected(params) -> None:
    with pytest.raises(InputError):
        maze.generate(random.Random(0), "p", **params)

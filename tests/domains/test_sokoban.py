"""Sokoban (boxes) and sokoban-grid (navigation only).

Fixed samples keep the suite within minutes on 2 cores.  Sokoban: every 2nd
test problem and every 10th training problem are solved by breadth-first search
(state spaces of up to ~15,000 states); 5 test problems are also solved by Fast
Downward (A* + LM-cut) with the same optimal length, and 10 are explored
completely to show reachable dead ends.  sokoban-grid: all test problems and
every 10th training problem are solved by BFS.
"""

from __future__ import annotations

import random

import networkx as nx
import pytest

from llmplanning.domains import domain_dir, sokoban
from llmplanning.domains.views import GridView, load_view, render
from llmplanning.errors import InputError
from llmplanning.planner import PlannerStatus, optimal_plan
from llmplanning.plans import plan_from_names
from llmplanning.validator import validate
from tests.domains.domain_helpers import (
    bfs_length,
    cell_graph,
    goal_distances,
    header_value,
    load,
    problems,
    reachable,
    sample,
)

CONFIG = "6x6-2boxes"
TEST = problems("sokoban", CONFIG, "test")
SAMPLE = sample("sokoban", CONFIG, 2, 10)


def test_problems_are_solvable() -> None:
    lengths = []
    for path in SAMPLE:
        length = bfs_length(load("sokoban", path), cap=100_000)
        assert length is not None, path
        lengths.append(length)
    assert min(lengths) >= 4 and max(lengths) <= 30


def test_fast_downward_agrees_on_optimal_length() -> None:
    for path in TEST[:5]:
        task = load("sokoban", path)
        result = optimal_plan(domain_dir("sokoban") / "domain.pddl", path)
        assert result.status is PlannerStatus.SOLVED and result.plan is not None
        report = validate(task, plan_from_names(result.plan))
        assert report.successful
        assert len(result.plan) == bfs_length(task)


def test_test_problems_include_reachable_dead_ends() -> None:
    with_dead_ends = 0
    for path in TEST[:10]:
        task = load("sokoban", path)
        states = reachable(task, cap=100_000)
        alive = goal_distances(task, states)
        assert task.initial_state in alive
        with_dead_ends += len(alive) < len(states)
    assert with_dead_ends >= 5


def test_view_draws_boxes_goals_and_agent() -> None:
    path = TEST[0]
    task = load("sokoban", path)
    view = load_view(domain_dir("sokoban"))
    assert isinstance(view, GridView)
    text = render(task, task.initial_state, view)
    picture = [line[2:] for line in path.read_text().splitlines()[1:7]]
    assert text.splitlines() == picture  # the generator's picture: boxes off goals
    assert text.count("B") == 2 and text.count("G") == 2 and text.count("A") == 1


def test_sokoban_grid_problems_are_solvable_in_range() -> None:
    lengths = []
    for path in sample("sokoban-grid", "8x8"):
        task = load("sokoban-grid", path)
        length = bfs_length(task)
        assert length is not None and str(length) == header_value(path, "optimal-length")
        assert nx.is_connected(cell_graph(task))
        lengths.append(length)
    assert min(lengths) == 8 and max(lengths) <= 16


@pytest.mark.parametrize(("generate", "params"), [
    (sokoban.generate, {"size": 3, "boxes": 9}),
    (sokoban.generate, {"size": 2}),
    (sokoban.generate, {"size": 6, "boxes": 0}),
    (sokoban.generate, {"size": 6, "walls": 0.9}),
    (sokoban.generate_grid, {"size": 4, "min_length": 30}),
])
def test_impossible_parameters_are_rejected(generate, params) -> None:
    with pytest.raises(InputError):
        generate(random.Random(0), "p", **params)

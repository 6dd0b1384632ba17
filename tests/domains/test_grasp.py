"""GRASP energy collection: solvable by construction, net energy as documented.

Grounding an 11×11 problem takes ~0.3–0.7 s, so every committed problem is
checked structurally from its text (open cells connected, start and tokens on
open cells: then ferrying tokens one at a time delivers them all), and a fixed
sample (the first 3 test problems per configuration) is loaded with the core
task and solved by a constructed ferry plan that the validator accepts.
"""

from __future__ import annotations

import random
import re
from itertools import pairwise
from pathlib import Path

import networkx as nx
import pytest

from llmplanning.domains import grasp
from llmplanning.errors import InputError
from llmplanning.plans import plan_from_names
from llmplanning.validator import validate
from tests.domains.domain_helpers import load, problems

CONFIGS = ["11x11-4dir", "11x11-8dir"]
ADJ = re.compile(r"\(adj-(\w+) (c\d+-\d+) (c\d+-\d+)\)")


def _graph(text: str) -> nx.DiGraph:
    g = nx.DiGraph()
    for direction, a, b in ADJ.findall(text):
        g.add_edge(a, b, direction=direction)
    return g


@pytest.mark.parametrize("config", CONFIGS)
def test_every_problem_is_connected_and_tokens_reachable(config: str) -> None:
    directions = 4 if config.endswith("4dir") else 8
    for path in problems("grasp", config):
        text = path.read_text().split("(:goal")[0]
        g = _graph(text)
        start = re.search(r"\(at (c\d+-\d+)\)", text).group(1)
        tokens = re.findall(r"\(token-at t\d+ (c\d+-\d+)\)", text)
        assert len(tokens) == 8
        assert nx.is_strongly_connected(g), path
        assert {start, *tokens} <= set(g.nodes), path
        assert len({d for _, _, d in g.edges(data="direction")}) == directions
        assert grasp.read_params(path) == grasp.GraspParams(60, 0.05, 1.0, 2, directions)


def ferry_plan(text: str) -> list[str]:
    """Fetch the tokens one by one along shortest paths and drop them at the start."""
    g = _graph(text)
    start = re.search(r"\(at (c\d+-\d+)\)", text).group(1)
    plan: list[str] = []
    init = text.split("(:goal")[0]
    for token, cell in re.findall(r"\(token-at (t\d+) (c\d+-\d+)\)", init):
        there = nx.shortest_path(g, start, cell)
        back = nx.shortest_path(g, cell, start)
        plan += [f"(move-{g.edges[a, b]['direction']} {a} {b})" for a, b in pairwise(there)]
        plan.append(f"(take {cell} {token} n0 n1)")
        plan += [f"(move-{g.edges[a, b]['direction']} {a} {b})" for a, b in pairwise(back)]
        plan.append(f"(drop {start} {token} n0 n1)")
    return plan


@pytest.mark.parametrize("config", CONFIGS)
def test_sample_is_solved_by_a_validated_ferry_plan(config: str) -> None:
    for path in problems("grasp", config, "test")[:3]:
        task = load("grasp", path)
        names = ferry_plan(path.read_text())
        report = validate(task, plan_from_names(names))
        assert report.successful, report.first_failure
        assert grasp.delivered_tokens(task, report.final_state) == 8


def test_net_energy_counts_tokens_at_start_minus_step_cost(tmp_path: Path) -> None:
    path = problems("grasp", "11x11-4dir", "test")[0]
    task = load("grasp", path)
    params = grasp.read_params(path)
    names = ferry_plan(path.read_text())
    first_drop = next(i for i, n in enumerate(names) if n.startswith("(drop"))
    one = plan_from_names(names[: first_drop + 1])
    score = grasp.score_plan(task, one, params)
    assert score.valid and score.delivered == 1 and score.steps == first_drop + 1
    assert score.net_energy == pytest.approx(1 - 0.05 * (first_drop + 1))
    full = grasp.score_plan(task, plan_from_names(names), params)
    assert full.steps == min(len(names), 60)
    state = validate(task, plan_from_names(names[:60])).final_state
    assert full.net_energy == pytest.approx(grasp.net_energy(task, state, 60, params))
    assert grasp.net_energy(task, task.initial_state, 0, params) == 0


@pytest.mark.parametrize("params", [{"directions": 6}, {"size": 3, "tokens": 9},
                                    {"carry_limit": 0}, {"obstacles": 0.7}, {"tokens": 0}])
def test_impossible_parameters_are_rejected(params) -> None:
    with pytest.raises(InputError):
        grasp.generate(random.Random(0), "p", **params)


def test_read_params_rejects_other_problems() -> None:
    with pytest.raises(InputError):
        grasp.read_params(problems("gridworld", "8x8", "test")[0])



"""On grids and mazes the oracle must agree with networkx shortest paths.

The graph is built from the PDDL's static adjacency facts alone (an
independent reading of the problem), and for every open cell as the agent's
position: the oracle's distance is the shortest-path length to the goal cell,
and its optimal actions are exactly the moves to neighbours one step closer.
"""

from __future__ import annotations

from pathlib import Path

import networkx as nx
import pytest

from llmplanning.oracle import make_oracle
from llmplanning.task import Task
from tests.oracle.helpers import library_sample, task_of


def grid_graph(task: Task) -> nx.DiGraph:
    graph = nx.DiGraph()
    for atom in task.static_atoms:
        parts = atom.strip("()").split()
        if parts[0].startswith("adj-"):
            graph.add_edge(parts[1], parts[2])
    return graph


def agent_cell(task: Task, state: int) -> str:
    (atom,) = task.true_atoms(state)
    return atom.strip("()").split()[1]


@pytest.mark.parametrize("strategy", ["explicit", "search"])
@pytest.mark.parametrize("domain_dir,problem", library_sample(("gridworld", "maze"), per_config=3))
def test_optimal_actions_equal_networkx_shortest_paths(domain_dir: Path, problem: Path,
                                                       strategy: str) -> None:
    task = task_of(str(domain_dir / "domain.pddl"), str(problem))
    oracle = make_oracle(task, strategy)
    graph = grid_graph(task)
    (goal_atom,) = task.atoms_of_mask(task.goal.pos)
    goal = goal_atom.strip("()").split()[1]
    to_goal = nx.single_target_shortest_path_length(graph, goal)
    states = {task.state_from_atoms([f"(at {cell})"]) for cell in graph.nodes}
    checked = 0
    for state in sorted(states)[:: 1 if strategy == "explicit" else 5]:
        cell = agent_cell(task, state)
        expected_d = to_goal.get(cell)
        if expected_d is None:
            assert oracle.is_dead_end(state)
            continue
        assert oracle.distance(state) == expected_d, cell
        expected = {n for n in graph.successors(cell) if to_goal.get(n) == expected_d - 1}
        got = {agent_cell(task, task.apply(state, a)) for a in oracle.optimal_actions(state)}
        assert got == expected, cell
        checked += 1
    assert checked > 0

"""Dead ends (Sokoban boxes in corners) and the ``plan`` / ``oracle`` commands."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import deque
from pathlib import Path

import pytest

from llmplanning.oracle import ExplicitOracle, SearchOracle
from llmplanning.task import State, Task
from tests.oracle.helpers import REPO, library_sample, task_of

SOKOBAN = library_sample(("sokoban",), per_config=1)[0].values


def cli(*args: object) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "llmplanning.cli", *map(str, args)],
                          check=False, capture_output=True, text=True, cwd=REPO)


def _neighbours(task: Task, cell: str) -> set[str]:
    return {a.strip("()").split()[0] for a in task.static_atoms
            if a.startswith("(adj-") and a.strip("()").split()[1] == cell}


def boxes_in_dead_corners(task: Task, state: State) -> list[str]:
    """Boxes on non-goal cells that are blocked north or south and east or west."""
    goal_cells = {a.strip("()").split()[1] for a in task.atoms_of_mask(task.goal.pos)}
    out = []
    for atom in task.true_atoms(state):
        name, *args = atom.strip("()").split()
        if name != "box-at" or args[0] in goal_cells:
            continue
        free = _neighbours(task, args[0])
        if not {"adj-north", "adj-south"} <= free and not {"adj-east", "adj-west"} <= free:
            out.append(args[0])
    return out


def path_to(task: Task, target: State) -> list[str]:
    """Action names of a shortest path from the initial state to ``target``."""
    parent: dict[State, tuple[State, str] | None] = {task.initial_state: None}
    queue = deque([task.initial_state])
    while queue:
        state = queue.popleft()
        if state == target:
            break
        for action, nxt in task.successors(state):
            if nxt not in parent:
                parent[nxt] = (state, action.name)
                queue.append(nxt)
    names: list[str] = []
    link = parent[target]
    while link is not None:
        names.append(link[1])
        link = parent[link[0]]
    return names[::-1]


@pytest.fixture(scope="module")
def corner_dead_end() -> tuple[Task, State]:
    domain_dir, problem = SOKOBAN
    task = task_of(str(domain_dir / "domain.pddl"), str(problem))
    oracle = ExplicitOracle(task)
    for i, state in enumerate(oracle.space.states):
        if oracle.dist[i] < 0 and boxes_in_dead_corners(task, state):
            return task, state
    pytest.fail("no reachable state with a box in a dead corner")


def test_box_in_a_corner_is_a_dead_end_for_both_strategies(corner_dead_end: tuple[Task, State]) -> None:
    task, state = corner_dead_end
    for oracle in (ExplicitOracle(task), SearchOracle(task)):
        assert oracle.is_dead_end(state) and oracle.distance(state) == float("inf")
        assert oracle.optimal_actions(state) == []
        assert oracle.optimal_plan(state) is None and oracle.optimal_plans(state, 3) == []
        assert task.applicable(state), "a dead end may still have applicable actions"


def test_oracle_cli_says_dead_end_in_words_and_null_in_json(corner_dead_end: tuple[Task, State],
                                                           tmp_path: Path) -> None:
    task, state = corner_dead_end
    prefix = tmp_path / "prefix.plan"
    prefix.write_text("\n".join(path_to(task, state)) + "\n")
    text = cli("oracle", task.domain_file, task.problem_file, "--plan-prefix", prefix, "--frontend", "fd")
    assert text.returncode == 0, text.stderr
    assert "Dead end: no goal state is reachable" in text.stdout
    data = json.loads(cli("oracle", task.domain_file, task.problem_file, "--plan-prefix", prefix,
                          "--json", "--strategy", "search", "--frontend", "fd").stdout)
    assert data["distance"] is None and data["is_dead_end"] is True and data["optimal_actions"] == []
    assert data["applicable_actions"] and data["strategy"] == "search"


def test_oracle_cli_reports_a_failing_prefix(tmp_path: Path) -> None:
    domain_dir, problem = library_sample(("maze",), per_config=1)[0].values
    prefix = tmp_path / "bad.plan"
    prefix.write_text("(move-north c0-0 c0-1)\n")
    proc = cli("oracle", domain_dir, problem, "--plan-prefix", prefix, "--json", "--frontend", "fd")
    assert proc.returncode == 1, proc.stderr
    data = json.loads(proc.stdout)
    assert data["prefix_valid"] is False and data["first_failure"]["step"] == 1


def test_plan_and_oracle_commands_agree(tmp_path: Path) -> None:
    domain_dir, problem = library_sample(("blocksworld",), per_config=1)[0].values
    fd = json.loads(cli("plan", domain_dir, problem, "--json").stdout)
    ours = json.loads(cli("plan", domain_dir, problem, "--json", "--engine", "oracle", "--frontend", "fd").stdout)
    assert fd["status"] == ours["status"] == "solved" and fd["cost"] == ours["cost"]
    text = cli("plan", domain_dir, problem, "--engine", "oracle", "--frontend", "fd")
    assert text.returncode == 0 and text.stdout.strip().endswith(f"; cost = {fd['cost']} (optimal)")
    prefix = tmp_path / "half.plan"
    prefix.write_text("\n".join(ours["plan"][:2]) + "\n")
    at = json.loads(cli("oracle", domain_dir, problem, "--plan-prefix", prefix, "--json",
                        "--frontend", "fd").stdout)
    assert at["distance"] == fd["cost"] - 2 and at["prefix_length"] == 2
    assert ours["plan"][2] in at["optimal_actions"] and not at["is_goal"]

"""Shared helpers of the domain-library tests: committed problems and exhaustive search."""

from __future__ import annotations

import re
from collections import deque
from pathlib import Path

import networkx as nx

from llmplanning.domains import domain_dir, domains_root
from llmplanning.domains.splits import config_dirs, read_specs
from llmplanning.loader import load_task
from llmplanning.task import Task

CELL = re.compile(r"c(\d+)-(\d+)")


def split_ids() -> list[tuple[str, str]]:
    """(domain, config) of every committed configuration."""
    out = []
    for folder in sorted(domains_root().iterdir()):
        for config in config_dirs(folder):
            out.append((folder.name, config.name))
    return out


def problems(domain: str, config: str, split: str | None = None) -> list[Path]:
    """The committed problem files of a configuration (optionally one split)."""
    config_dir = domain_dir(domain) / "splits" / config
    files: list[Path] = []
    for spec in read_specs(config_dir):
        if split is None or spec.split == split:
            files.extend(sorted((config_dir / spec.split).glob("*.pddl")))
    return files


def load(domain: str, problem: Path, domain_file: Path | None = None) -> Task:
    return load_task(domain_file or domain_dir(domain) / "domain.pddl", problem, frontend="fd")


def bfs_length(task: Task, cap: int | None = None) -> int | None:
    """Optimal plan length by breadth-first search; None if the goal is unreachable.

    Raises AssertionError when more than ``cap`` states are expanded.
    """
    start = task.initial_state
    dist = {start: 0}
    queue = deque([start])
    while queue:
        s = queue.popleft()
        if task.is_goal(s):
            return dist[s]
        for _, t in task.successors(s):
            if t not in dist:
                dist[t] = dist[s] + 1
                queue.append(t)
        assert cap is None or len(dist) <= cap, f"more than {cap} states"
    return None


def reachable(task: Task, cap: int | None = None) -> set[int]:
    """Every state reachable from the initial state."""
    seen = {task.initial_state}
    queue = deque(seen)
    while queue:
        s = queue.popleft()
        for _, t in task.successors(s):
            if t not in seen:
                seen.add(t)
                queue.append(t)
        assert cap is None or len(seen) <= cap, f"more than {cap} states"
    return seen


def goal_distances(task: Task, states: set[int]) -> set[int]:
    """The states of ``states`` from which a goal state is reachable (backward sweep)."""
    parents: dict[int, list[int]] = {s: [] for s in states}
    goals = []
    for s in states:
        if task.is_goal(s):
            goals.append(s)
        for _, t in task.successors(s):
            parents.setdefault(t, []).append(s)
    alive = set(goals)
    queue = deque(goals)
    while queue:
        t = queue.popleft()
        for s in parents.get(t, []):
            if s not in alive:
                alive.add(s)
                queue.append(s)
    return alive


def open_cells(task: Task) -> set[tuple[int, int]]:
    """Coordinates of the cell objects of a grid task."""
    return {(int(m.group(1)), int(m.group(2)))
            for o in task.objects if (m := CELL.fullmatch(o))}


def cell_graph(task: Task) -> nx.Graph:
    """Open cells joined by the static adjacency facts (undirected)."""
    g = nx.Graph()
    g.add_nodes_from(open_cells(task))
    for atom in task.static_atoms:
        parts = atom.strip("()").split()
        if parts[0].startswith("adj-") and len(parts) == 3:
            a, b = (CELL.fullmatch(p) for p in parts[1:])
            assert a and b
            g.add_edge((int(a.group(1)), int(a.group(2))), (int(b.group(1)), int(b.group(2))))
    return g


def header_value(problem: Path, key: str) -> str | None:
    from llmplanning.domains.pddl_writer import read_header

    return read_header(problem.read_text()).get(key)


def sample(domain: str, config: str, test_step: int = 1, train_step: int = 10) -> list[Path]:
    """A fixed deterministic sample: every ``test_step``-th test problem and every
    ``train_step``-th training problem (the whole suite must run in minutes on 2 cores)."""
    return problems(domain, config, "test")[::test_step] + problems(domain, config, "train")[::train_step]

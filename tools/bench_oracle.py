"""Benchmark: ``optimal_actions`` queries per second, oracle vs. the naive way.

Run by hand (not a test)::

    python tools/bench_oracle.py [--states 200] [--naive-states 3]

For the 8x8 gridworld, the 10x10 maze, a Sokoban level and a 6-block
blocksworld problem of ``pddl_domains/``, states are sampled along seeded
random walks.  The oracle (``make_oracle``: the explicit table for all four)
is built once and then timed on ``optimal_actions`` for every sampled state;
the memoised A* strategy is timed too, from a cold start.  The naive way asks
Fast Downward (``planner.optimal_plan``, A* + LM-cut) for the optimal cost of
the state and of each successor, each from a PDDL problem file whose
``:init`` is that state — one planner process per successor — on the first
few sampled states, and its answer is checked against the oracle's.
"""

from __future__ import annotations

import argparse
import random
import re
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from llmplanning.loader import load_task
from llmplanning.oracle import make_oracle
from llmplanning.planner import PlannerStatus, optimal_plan
from llmplanning.task import GroundAction, State, Task

ROOT = Path(__file__).resolve().parents[1] / "pddl_domains"


def blocks_with(n: int) -> Path:
    """The first library blocksworld problem with ``n`` blocks."""
    for problem in sorted((ROOT / "blocksworld" / "splits").glob("*/*/*.pddl")):
        objects = re.search(r"\(:objects([^)]*)\)", problem.read_text())
        if objects and len(objects.group(1).split("-")[0].split()) == n:
            return problem
    raise SystemExit(f"no {n}-block problem in {ROOT / 'blocksworld'}")


def cases() -> list[tuple[str, Path, Path]]:
    def first(domain: str, config: str) -> Path:
        return min((ROOT / domain / "splits" / config / "test").glob("*.pddl"))

    return [("gridworld 8x8", ROOT / "gridworld", first("gridworld", "8x8")),
            ("maze 10x10", ROOT / "maze", first("maze", "10x10")),
            ("sokoban 6x6 2 boxes", ROOT / "sokoban", first("sokoban", "6x6-2boxes")),
            ("blocksworld 6 blocks", ROOT / "blocksworld", blocks_with(6))]


def sample_states(task: Task, count: int, seed: int = 0) -> list[State]:
    rng, states = random.Random(seed), list[State]()
    while len(states) < count:
        state = task.initial_state
        for _ in range(rng.randrange(60)):
            succ = task.successors(state)
            if not succ:
                break
            state = rng.choice(succ)[1]
        states.append(state)
    return states


def problem_with_init(text: str, atoms: list[str]) -> str:
    """The problem text with its ``:init`` replaced by ``atoms`` (numeric ``(= ...)`` kept)."""
    start = text.lower().index("(:init")
    depth, i, keep, frag = 0, start, [], -1
    while True:
        if text[i] == "(":
            depth += 1
            if depth == 2:
                frag = i
        elif text[i] == ")":
            depth -= 1
            if depth == 1 and text[frag:frag + 2] == "(=":
                keep.append(text[frag:i + 1])
            if depth == 0:
                break
        i += 1
    return text[:start] + "(:init " + " ".join(atoms + keep) + ")" + text[i + 1:]


def naive_optimal_actions(task: Task, domain: Path, problem: Path, state: State) -> list[GroundAction]:
    """One optimal Fast Downward run for the state and for each successor."""
    text = problem.read_text()
    static = sorted(task.static_atoms)

    def cost(s: State) -> float:
        with tempfile.NamedTemporaryFile("w", suffix=".pddl", delete=False) as fh:
            fh.write(problem_with_init(text, static + task.true_atoms(s)))
        result = optimal_plan(domain, fh.name, time_limit=60)
        Path(fh.name).unlink()
        return float(result.cost) if result.cost is not None and result.status is PlannerStatus.SOLVED else float("inf")

    d = cost(state)
    return [a for a, nxt in task.successors(state) if d != float("inf") and a.cost + cost(nxt) == d]


def rate(fn: Callable[[State], object], states: list[State]) -> float:
    start = time.perf_counter()
    for s in states:
        fn(s)
    return len(states) / (time.perf_counter() - start)


def bench(name: str, domain_dir: Path, problem: Path, n: int, n_naive: int) -> None:
    task = load_task(domain_dir / "domain.pddl", problem, frontend="fd")
    states = sample_states(task, n)
    start = time.perf_counter()
    oracle = make_oracle(task)
    build = time.perf_counter() - start
    table = rate(oracle.optimal_actions, states)
    search = rate(make_oracle(task, "search").optimal_actions, states)
    start = time.perf_counter()
    for s in states[:n_naive]:
        naive = naive_optimal_actions(task, domain_dir / "domain.pddl", problem, s)
        if {a.index for a in naive} != {a.index for a in oracle.optimal_actions(s)}:
            print(f"  MISMATCH at {task.true_atoms(s)}", file=sys.stderr)
    naive_rate = n_naive / (time.perf_counter() - start)
    size = getattr(oracle, "num_states", "?")
    print(f"{name:22} {problem.name:9} {size:>7} {build:8.3f} {1000 / table:9.4f} {table:11.0f} "
          f"{search:10.0f} {naive_rate:9.3f} {table / naive_rate:11.0f}x", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--states", type=int, default=200, help="sampled states per problem")
    parser.add_argument("--naive-states", type=int, default=3, help="states the naive way answers")
    args = parser.parse_args()
    print(f"{'problem':22} {'file':9} {'states':>7} {'build s':>8} {'ms/query':>9} {'table q/s':>11} "
          f"{'search q/s':>10} {'naive q/s':>9} {'table/naive':>12}")
    for name, domain_dir, problem in cases():
        bench(name, domain_dir, problem, args.states, args.naive_states)


if __name__ == "__main__":
    main()

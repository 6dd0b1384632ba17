#!/usr/bin/env python
"""Benchmark the core engine against its peers, side by side in one process.

Run by hand (not a test):  python tools/bench_core.py [--states N] [--up-seconds S]

1. Successor generation: breadth-first search over the reachable states
   (capped at N) of several tasks with (a) llmplanning's compact task
   (``Task.successor_states``),
   (b) unified-planning's SequentialSimulator on the lifted problem (given a
   few seconds: it is slow), (c) pyperplan's grounded task where pyperplan
   parses the domain.  Prints states/s and the ratios.
2. Validation: batch validation of plans (an optimal plan and corrupted
   copies) with llmplanning's validator vs unified-planning's
   sequential_plan_validator.  Prints plans/s and the ratio.

Targets (issue 2): successors >= 1000x unified-planning's simulator and
>= 2x pyperplan; validation >= 100x unified-planning's validator.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import random
import sys
import time
from collections import deque
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from llmplanning.frontends import quiet_environment  # noqa: E402
from llmplanning.loader import load_task  # noqa: E402
from llmplanning.planner import optimal_plan  # noqa: E402
from llmplanning.plans import plan_from_names  # noqa: E402
from llmplanning.validator import validate  # noqa: E402

IPC = ROOT.parent / "shared" / "ipc"
LIB = ROOT / "pddl_domains"
TASKS = [
    ("IPC blocks 5-0", IPC / "blocks" / "domain.pddl", IPC / "blocks" / "probBLOCKS-5-0.pddl"),
    ("blocksworld (library test p001)", LIB / "blocksworld" / "domain.pddl", LIB / "blocksworld/splits/4-6/test/p001.pddl"),
    ("gridworld 8x8", LIB / "gridworld" / "domain.pddl", LIB / "gridworld/splits/8x8/test/p001.pddl"),
    ("maze 10x10", LIB / "maze" / "domain.pddl", LIB / "maze/splits/10x10/test/p001.pddl"),
    ("sokoban 6x6 2 boxes", LIB / "sokoban" / "domain.pddl", LIB / "sokoban/splits/6x6-2boxes/test/p001.pddl"),
    ("IPC sokoban-opt08 p01", IPC / "sokoban-opt08-strips" / "domain.pddl", IPC / "sokoban-opt08-strips" / "p01.pddl"),
    ("IPC depot p01", IPC / "depot" / "domain.pddl", IPC / "depot" / "p01.pddl"),
    ("IPC logistics00 4-0", IPC / "logistics00" / "domain.pddl", IPC / "logistics00" / "probLOGISTICS-4-0.pddl"),
]


def bfs(start, successors, cap: int, seconds: float) -> tuple[int, float]:
    """Expand states breadth-first until ``cap`` states or ``seconds``; return (expanded, s)."""
    seen = {start}
    queue = deque([start])
    expanded = 0
    t0 = time.perf_counter()
    while queue and expanded < cap:
        state = queue.popleft()
        expanded += 1
        for nxt in successors(state):
            if nxt not in seen:
                seen.add(nxt)
                queue.append(nxt)
        if time.perf_counter() - t0 > seconds:
            break
    return expanded, time.perf_counter() - t0


def ours(domain: Path, problem: Path, cap: int) -> float:
    task = load_task(domain, problem)
    n, s = bfs(task.initial_state, task.successor_states, cap, 60)
    return n / s


def pyperplan_rate(domain: Path, problem: Path, cap: int) -> float | None:
    from pyperplan.grounding import ground
    from pyperplan.pddl.parser import Parser

    try:
        with contextlib.redirect_stdout(io.StringIO()):
            parser = Parser(str(domain), str(problem))
            grounded = ground(parser.parse_problem(parser.parse_domain()))
    except Exception:  # pyperplan refuses many domains: the row says "n/a"
        return None
    n, s = bfs(grounded.initial_state, lambda st: [x for _, x in grounded.get_successor_states(st)], cap, 60)
    return n / s


def up_rate(domain: Path, problem: Path, seconds: float, grounded: bool) -> float | None:
    """States/s of unified-planning's SequentialSimulator (lifted, or on the
    problem grounded by up-fast-downward's grounder engine); None if it fails."""
    from unified_planning.io import PDDLReader
    from unified_planning.shortcuts import CompilationKind, Compiler, SequentialSimulator

    try:
        problem_up = PDDLReader().parse_problem(str(domain), str(problem))
        if grounded:
            with Compiler(name="fast-downward-grounder") as grounder:
                problem_up = grounder.compile(problem_up, CompilationKind.GROUNDING).problem
        sim = SequentialSimulator(problem_up)

        def successors(state):
            return [sim.apply(state, a, p) for a, p in sim.get_applicable_actions(state)]

        n, s = bfs(sim.get_initial_state(), successors, 10**9, seconds)
    except Exception as exc:  # the reader refuses some IPC files; the simulator crashes on others
        print(f"   (unified-planning {'grounded' if grounded else 'lifted'}: {type(exc).__name__}: {exc})")
        return None
    return n / s if n else None


def bench_successors(cap: int, up_seconds: float) -> None:
    print(f"\n== successor generation: BFS, up to {cap} states (unified-planning: {up_seconds:.0f} s) ==")
    print("UP lifted = SequentialSimulator on the lifted problem (its first expansion grounds every")
    print("parameter combination); UP grounded = the same on up-fast-downward's grounded problem.")
    print(f"{'task':32} {'ours st/s':>10} {'pyperplan':>10} {'UP lifted':>10} {'UP grounded':>11} "
          f"{'x pyperplan':>11} {'x UP lifted':>12} {'x UP grounded':>13}")
    for name, domain, problem in TASKS:
        if not problem.exists():
            print(f"{name:32} (missing {problem})")
            continue
        mine = ours(domain, problem, cap)
        pp = pyperplan_rate(domain, problem, cap)
        lifted = up_rate(domain, problem, up_seconds, grounded=False)
        grounded = up_rate(domain, problem, up_seconds, grounded=True)
        print(f"{name:32} {mine:10.0f} {_fmt(pp):>10} {_fmt(lifted):>10} {_fmt(grounded):>11} "
              f"{_ratio(mine, pp):>11} {_ratio(mine, lifted):>12} {_ratio(mine, grounded):>13}")


def bench_validation(n_plans: int) -> None:
    from unified_planning.io import PDDLReader
    from unified_planning.plans import ActionInstance, SequentialPlan
    from unified_planning.shortcuts import PlanValidator

    print(f"\n== validation: {n_plans} plans per task (an optimal plan and corrupted copies) ==")
    print(f"{'task':32} {'ours plans/s':>12} {'UP plans/s':>11} {'ratio':>8}")
    for name, domain, problem in TASKS:
        if not problem.exists():
            continue
        task = load_task(domain, problem)
        result = optimal_plan(domain, problem, time_limit=60)
        if result.plan is None:
            print(f"{name:32} (no optimal plan: {result.status.value})")
            continue
        plans = _variants(list(result.plan), n_plans)
        parsed = [plan_from_names(plan) for plan in plans]  # both sides get their plans built
        t0 = time.perf_counter()
        for plan in parsed:
            validate(task, plan)
        mine = len(plans) / (time.perf_counter() - t0)
        try:
            lifted = PDDLReader().parse_problem(str(domain), str(problem))
        except Exception:  # refused by unified-planning's reader
            print(f"{name:32} {mine:12.0f} {'n/a':>11} {'n/a':>8}")
            continue
        acts = {a.name.lower(): a for a in lifted.actions}
        objs = {o.name.lower(): o for o in lifted.all_objects}
        up_plans = [SequentialPlan([ActionInstance(acts[n[1:-1].split()[0]], [objs[w] for w in n[1:-1].split()[1:]])
                                    for n in plan]) for plan in plans]
        with PlanValidator(name="sequential_plan_validator") as validator:
            t0 = time.perf_counter()
            for plan in up_plans:
                validator.validate(lifted, plan)
            theirs = len(plans) / (time.perf_counter() - t0)
        print(f"{name:32} {mine:12.0f} {theirs:11.1f} {_ratio(mine, theirs):>8}")


def _variants(plan: list[str], n: int) -> list[list[str]]:
    rng = random.Random(0)
    out = [plan]
    while len(out) < n:
        p = list(plan)
        i, j = rng.randrange(len(p)), rng.randrange(len(p))
        p[i], p[j] = p[j], p[i]
        out.append(p)
    return out


def _fmt(x: float | None) -> str:
    return "n/a" if x is None else f"{x:.2f}" if x < 100 else f"{x:.0f}"


def _ratio(a: float, b: float | None) -> str:
    return "n/a" if not b else f"{a / b:,.0f}x" if a / b >= 100 else f"{a / b:.1f}x"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--states", type=int, default=20000, help="BFS cap for ours and pyperplan")
    parser.add_argument("--up-seconds", type=float, default=10.0, help="time given to unified-planning's simulator")
    parser.add_argument("--plans", type=int, default=20, help="plans validated per task")
    args = parser.parse_args()
    quiet_environment()
    bench_successors(args.states, args.up_seconds)
    bench_validation(args.plans)


if __name__ == "__main__":
    main()

"""``llmplanning plan DOMAIN PROBLEM``: an optimal plan in IPC format, and its cost."""

from __future__ import annotations

from typing import Any

import click

from llmplanning.cli.common import echo_json, frontend_option, json_option, load, resolve_domain
from llmplanning.errors import BackendError


@click.command("plan")
@click.argument("domain", type=click.Path())
@click.argument("problem", type=click.Path())
@click.option("--engine", type=click.Choice(["fd", "oracle"]), default="fd", show_default=True,
              help="fd: Fast Downward's A* with LM-cut on the PDDL files; oracle: llmplanning's "
                   "own oracle (state-space table or A* with h_max) on the grounded task.")
@click.option("--time-limit", type=float, default=300.0, show_default=True,
              help="Seconds Fast Downward may search (engine fd).")
@json_option
@frontend_option
@click.pass_context
def plan(ctx: click.Context, domain: str, problem: str, engine: str, time_limit: float,
         as_json: bool, frontend: str) -> None:
    """Print an optimal plan for PROBLEM of DOMAIN in IPC format, then its cost.

    Exit code 0 with a plan, 1 when the problem is unsolvable or the time limit
    runs out.  With --json prints {"status", "plan", "cost", "length", "seconds",
    "engine"}.  DOMAIN may be a folder holding domain.pddl.
    """
    result = _fd(domain, problem, time_limit) if engine == "fd" else _oracle(domain, problem, frontend)
    if as_json:
        echo_json({**result, "engine": engine})
    elif result["status"] == "solved":
        click.echo("\n".join(result["plan"] + [f"; cost = {result['cost']} (optimal)"]))
    else:
        click.echo(f"No plan: {result['status']}")
    ctx.exit(0 if result["status"] == "solved" else 1)


def _fd(domain: str, problem: str, time_limit: float) -> dict[str, Any]:
    from llmplanning.planner import PlannerStatus, optimal_plan

    result = optimal_plan(resolve_domain(domain, problem), problem, time_limit=time_limit)
    if result.status is PlannerStatus.ERROR:
        raise BackendError(f"Fast Downward failed: {result.message}")
    plan = list(result.plan or [])
    return {"status": result.status.value, "plan": plan, "cost": result.cost,
            "length": len(plan), "seconds": round(result.seconds, 3)}


def _oracle(domain: str, problem: str, frontend: str) -> dict[str, Any]:
    import time

    from llmplanning.oracle import make_oracle

    start = time.perf_counter()
    task = load(domain, problem, frontend)
    found = make_oracle(task).optimal_plan(task.initial_state)
    seconds = round(time.perf_counter() - start, 3)
    if found is None:
        return {"status": "unsolvable", "plan": [], "cost": None, "length": 0, "seconds": seconds}
    return {"status": "solved", "plan": list(found.names), "cost": found.cost,
            "length": len(found.actions), "seconds": seconds}

"""``llmplanning oracle DOMAIN PROBLEM [--plan-prefix PLAN]``: exact answers at one state."""

from __future__ import annotations

import click

from llmplanning.cli.common import echo_json, frontend_option, json_option, load, state_after_prefix
from llmplanning.oracle.base import StateReport


@click.command("oracle")
@click.argument("domain", type=click.Path())
@click.argument("problem", type=click.Path())
@click.option("--plan-prefix", type=click.Path(), default=None,
              help="Plan file whose steps lead to the state asked about (the goal need not be reached).")
@click.option("--strategy", type=click.Choice(["auto", "explicit", "search"]), default="auto",
              show_default=True,
              help="explicit: tabulate every reachable state; search: A* from the state; auto: "
                   "explicit when the state space fits --max-states.")
@click.option("--max-states", type=int, default=2_000_000, show_default=True,
              help="Largest state space the explicit strategy tabulates.")
@json_option
@frontend_option
@click.pass_context
def oracle(ctx: click.Context, domain: str, problem: str, plan_prefix: str | None, strategy: str,
           max_states: int, as_json: bool, frontend: str) -> None:
    """Distance to the goal, applicable and optimal actions at the state after --plan-prefix.

    Optimal actions are the applicable actions that start an optimal plan. With
    --json prints {"distance", "applicable_actions", "optimal_actions", "is_goal",
    "is_dead_end", "strategy", "prefix_length"}; "distance" is null when no goal
    is reachable (a dead end).  A prefix that cannot be executed is reported with
    its first failing step ({"prefix_valid": false, "first_failure": ...}) and
    exit code 1.  DOMAIN may be a folder holding domain.pddl.
    """
    from llmplanning.oracle import make_oracle, report_state

    task = load(domain, problem, frontend)
    state, prefix = state_after_prefix(task, plan_prefix)
    if prefix is not None and not prefix.valid:
        failure = prefix.first_failure
        if as_json:
            echo_json({"prefix_valid": False, "first_failure": failure.to_json() if failure else None})
        else:
            click.echo(f"Plan prefix {plan_prefix} cannot be executed: step {failure.step}: "
                       f"{failure.message}" if failure else f"Plan prefix {plan_prefix} cannot be executed")
        ctx.exit(1)
    report = report_state(make_oracle(task, strategy, max_states=max_states), state)
    length = 0 if prefix is None else prefix.length
    if as_json:
        echo_json({**report.to_json(), "prefix_length": length})
    else:
        click.echo(human_report(report, length))
    ctx.exit(0)


def human_report(report: StateReport, prefix_length: int) -> str:
    where = "the initial state" if prefix_length == 0 else f"the state after {prefix_length} prefix steps"
    lines = [f"At {where} (oracle strategy: {report.strategy}):"]
    if report.is_dead_end:
        lines.append("Dead end: no goal state is reachable from this state "
                     "(distance is infinite), so no action is optimal.")
    else:
        lines.append(f"Distance to the goal: {int(report.distance)}")
    lines.append(f"Goal reached: {'yes' if report.is_goal else 'no'}")
    lines.append(f"Applicable actions ({len(report.applicable_actions)}):")
    lines.extend(f"  {name}" for name in report.applicable_actions)
    lines.append(f"Optimal actions ({len(report.optimal_actions)}):")
    lines.extend(f"  {name}" for name in report.optimal_actions)
    return "\n".join(lines)

"""``llmplanning validate DOMAIN PROBLEM PLAN``: a VAL-like report with the first failure."""

from __future__ import annotations

import click

from llmplanning.cli.common import echo_json, frontend_option, json_option, load
from llmplanning.plans import read_plan
from llmplanning.validator import ValidationReport, validate as validate_plan


@click.command()
@click.argument("domain", type=click.Path())
@click.argument("problem", type=click.Path())
@click.argument("plan", type=click.Path())
@json_option
@frontend_option
@click.pass_context
def validate(ctx: click.Context, domain: str, problem: str, plan: str, as_json: bool,
             frontend: str) -> None:
    """Validate PLAN for PROBLEM of DOMAIN.

    Exit code 0 when the plan is successful (every step executes and the goal is
    reached), 1 when it is not (the report names the first failing step), 2 for
    bad input (unreadable or malformed files).  DOMAIN may be a folder holding
    domain.pddl.
    """
    task = load(domain, problem, frontend)
    report = validate_plan(task, read_plan(plan))
    if as_json:
        echo_json(report.to_json())
    else:
        click.echo(human_report(report, plan))
    ctx.exit(0 if report.successful else 1)


def human_report(report: ValidationReport, plan_file: str) -> str:
    """Text in the spirit of VAL's output."""
    lines = [f"Plan {plan_file}: {report.length} steps"]
    failure = report.first_failure
    if report.successful:
        lines.append(f"Plan valid: goal reached, cost {report.cost}")
    elif failure is not None and failure.kind.value == "goal":
        lines.append("Plan executes but the goal is not reached")
        lines.append("Unsatisfied goal: " + " ".join(failure.unsatisfied))
    elif failure is not None:
        at_line = f" (line {failure.line})" if failure.line else ""
        lines.append(f"Plan failed at step {failure.step}{at_line}: {failure.action}")
        lines.append(f"Reason ({failure.kind.value}): {failure.message}")
        if failure.unsatisfied:
            lines.append("Unsatisfied: " + " ".join(failure.unsatisfied))
    return "\n".join(lines)

"""``llmplanning render``: print the state a plan prefix reaches, as text."""

from __future__ import annotations

from pathlib import Path

import click

from llmplanning.cli.common import frontend_option
from llmplanning.errors import InputError


def resolve_domain(spec: str, problem: Path) -> Path:
    """The domain file named by a library domain name, a folder or a file."""
    from llmplanning.cli.common import resolve_domain as resolve_path
    from llmplanning.domains import domain_dir

    path = Path(spec)
    if not path.exists() and domain_dir(spec).is_dir():
        path = domain_dir(spec)
    if not path.exists():
        raise InputError(f"'{spec}' is neither a domain file, a folder, nor a library domain")
    return resolve_path(str(path), str(problem))


@click.command("render")
@click.argument("domain")
@click.argument("problem", type=click.Path(path_type=Path))
@click.option("--plan-prefix", type=click.Path(path_type=Path), default=None,
              help="Plan file whose steps are applied first (the goal need not be reached).")
@frontend_option
@click.pass_context
def render(ctx: click.Context, domain: str, problem: Path, plan_prefix: Path | None,
           frontend: str) -> None:
    """Print the state of PROBLEM reached after --plan-prefix (DOMAIN: name, folder or file).

    Exits 1, after printing the last state reached and the failing step, when a
    step of the prefix cannot be executed.
    """
    from llmplanning.domains.views import load_view
    from llmplanning.domains.views import render as render_state
    from llmplanning.loader import load_task
    from llmplanning.plans import Plan, read_plan
    from llmplanning.validator import validate

    domain_file = resolve_domain(domain, problem)
    view = load_view(domain_file.parent)
    task = load_task(domain_file, problem, frontend=frontend)  # type: ignore[arg-type]
    plan = read_plan(plan_prefix) if plan_prefix is not None else Plan(())
    report = validate(task, plan)
    click.echo(render_state(task, report.final_state, view))
    if not report.valid and report.first_failure is not None:
        click.echo(f"failed: {report.first_failure.message}")
        ctx.exit(1)
    ctx.exit(0)

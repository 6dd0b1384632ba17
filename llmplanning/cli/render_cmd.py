"""``llmplanning render``: print the state a plan prefix reaches, as text."""

from __future__ import annotations

from pathlib import Path

import click

from llmplanning.errors import InputError


def resolve_domain(spec: str) -> Path:
    """The domain file named by a library domain name, a folder or a file."""
    from llmplanning.domains import domain_dir

    path = Path(spec)
    if path.is_file():
        return path
    if path.is_dir():
        candidate = path / "domain.pddl"
    else:
        candidate = domain_dir(spec) / "domain.pddl"
    if not candidate.is_file():
        raise InputError(
            f"'{spec}' is neither a domain file, a folder with domain.pddl, "
            "nor a library domain"
        )
    return candidate


@click.command("render")
@click.argument("domain")
@click.argument("problem", type=click.Path(path_type=Path))
@click.option("--plan-prefix", type=click.Path(path_type=Path), default=None,
              help="Plan file whose steps are applied first (the goal need not be reached).")
@click.option("--frontend", type=click.Choice(["auto", "up", "fd"]), default="auto",
              show_default=True, help="PDDL front end.")
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

    domain_file = resolve_domain(domain)
    view = load_view(domain_file.parent)
    task = load_task(domain_file, problem, frontend=frontend)  # type: ignore[arg-type]
    plan = read_plan(plan_prefix) if plan_prefix is not None else Plan(())
    report = validate(task, plan)
    click.echo(render_state(task, report.final_state, view))
    if not report.valid and report.first_failure is not None:
        click.echo(f"failed: {report.first_failure.message}")
        ctx.exit(1)
    ctx.exit(0)

"""Pieces shared by CLI commands: PDDL arguments, JSON output, plan prefixes."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import click

from llmplanning.errors import InputError
from llmplanning.task import State, Task

json_option = click.option("--json", "as_json", is_flag=True, help="Print one JSON object on stdout.")
frontend_option = click.option(
    "--frontend", type=click.Choice(["auto", "up", "fd"]), default="auto", show_default=True,
    help="PDDL front end: unified-planning's reader (falling back to Fast Downward's parser "
         "when it refuses the files), or one of them only.")


def resolve_domain(domain: str, problem: str | None = None) -> Path:
    """DOMAIN may be a domain file or a folder holding ``domain.pddl``.

    IPC folders with one domain file per problem (``domain_p01.pddl`` or
    ``p01-domain.pddl``) are matched to the problem when DOMAIN is a folder.
    """
    path = Path(domain)
    if not path.is_dir():
        return path
    candidates = [path / "domain.pddl"]
    if problem is not None:
        stem = Path(problem).stem
        candidates = [path / f"domain_{stem}.pddl", path / f"{stem}-domain.pddl"] + candidates
    for candidate in candidates:
        if candidate.is_file():
            return candidate
    raise InputError("no domain.pddl in this folder", str(path))


def load(domain: str, problem: str, frontend: str = "auto") -> Task:
    from llmplanning.loader import load_task

    return load_task(resolve_domain(domain, problem), problem, frontend)  # type: ignore[arg-type]


def state_after_prefix(task: Task, prefix: str | None) -> tuple[State, Any]:
    """The state reached by a plan-prefix file, and the validation report of the prefix."""
    if prefix is None:
        return task.initial_state, None
    from llmplanning.plans import read_plan
    from llmplanning.validator import validate

    report = validate(task, read_plan(prefix))
    return report.final_state, report


def echo_json(data: dict[str, Any]) -> None:
    click.echo(json.dumps(data, indent=2))

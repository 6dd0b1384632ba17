"""``llmplanning ground DOMAIN PROBLEM``: load and ground a task, report its size."""

from __future__ import annotations

import time

import click

from llmplanning.cli.common import echo_json, frontend_option, json_option, load


@click.command()
@click.argument("domain", type=click.Path())
@click.argument("problem", type=click.Path())
@json_option
@frontend_option
def ground(domain: str, problem: str, as_json: bool, frontend: str) -> None:
    """Parse and ground PROBLEM; print atoms, actions, seconds and the front end used."""
    start = time.perf_counter()
    task = load(domain, problem, frontend)
    seconds = round(time.perf_counter() - start, 3)
    data = {"atoms": len(task.atoms), "static_atoms": len(task.static_atoms),
            "actions": len(task.actions), "seconds": seconds, "frontend": task.frontend,
            "action_costs": task.has_action_costs}
    if as_json:
        echo_json(data)
    else:
        click.echo(f"{task.problem_file}: {data['atoms']} atoms ({data['static_atoms']} static), "
                   f"{data['actions']} ground actions, read by {task.frontend}, {seconds} s")

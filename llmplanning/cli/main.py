"""Assemble the ``llmplanning`` command from one module per command.

Commands are listed in a plain registry and imported only when invoked, so
``llmplanning --help`` stays fast and a command whose optional dependency is
missing does not break the others.  Library errors become exit codes in one
place (:func:`main`): :class:`~llmplanning.errors.LLMPlanningError` prints one
line ``error: ...`` and exits with its ``exit_code`` (2 for bad input); no
traceback is shown for user errors.
"""

from __future__ import annotations

import importlib
import sys
from typing import Any

import click

from llmplanning.errors import LLMPlanningError

#: command name -> "module:attribute" of a click command.
COMMANDS: dict[str, str] = {
    "generate": "llmplanning.cli.generate_cmd:generate",
    "render": "llmplanning.cli.render_cmd:render",
    "llm": "llmplanning.cli.llm_cmd:llm",
    "validate": "llmplanning.cli.validate_cmd:validate",
    "ground": "llmplanning.cli.ground_cmd:ground",
    "plan": "llmplanning.cli.plan_cmd:plan",
    "oracle": "llmplanning.cli.oracle_cmd:oracle",
    "run": "llmplanning.cli.run_cmd:run",
    "report": "llmplanning.cli.report_cmd:report",
    "licl": "llmplanning.cli.licl_cmd:licl",
    "baseline": "llmplanning.cli.baseline_cmd:baseline",
    "autotos": "llmplanning.cli.autotos_cmd:autotos",
}

#: one-line help shown by ``llmplanning --help`` without importing the command.
SUMMARIES: dict[str, str] = {
    "generate": "Write seeded problem files of a library domain.",
    "render": "Print the state a plan prefix reaches, as text.",
    "llm": "Ask a model one prompt; print the answer with its token counts.",
    "validate": "Validate a plan and localise its first failing step.",
    "ground": "Load and ground a PDDL task; print its size.",
    "plan": "Print an optimal plan (IPC format) and its cost.",
    "oracle": "Distance, applicable and optimal actions at the state after a plan prefix.",
    "run": "Run or resume an experiment file; print its table.",
    "report": "Table and learning curves from a results file.",
    "licl": "L-ICL: train a correction bank (licl train) or evaluate one (licl eval).",
    "baseline": "Run one L-ICL baseline on a domain's test split; print its table.",
    "autotos": "Refine a successor function and goal test with exact feedback (AutoToS).",
}


class LazyGroup(click.Group):
    """A click group that imports a command's module only when it runs."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(COMMANDS)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        target = COMMANDS.get(cmd_name)
        if target is None:
            return None
        module_name, attr = target.split(":")
        command: click.Command = getattr(importlib.import_module(module_name), attr)
        return command

    def format_commands(self, ctx: click.Context, formatter: Any) -> None:
        rows = [(name, SUMMARIES.get(name, "")) for name in self.list_commands(ctx)]
        with formatter.section("Commands"):
            formatter.write_dl(rows)


@click.group(cls=LazyGroup)
@click.version_option(package_name="llmplanning")
def cli() -> None:
    """llmplanning: validate plans, query oracles and run LLM planning methods on PDDL."""


def main(argv: list[str] | None = None) -> None:
    """Entry point: run the CLI and map package errors to exit codes."""
    try:
        code = cli.main(args=argv, prog_name="llmplanning", standalone_mode=False)
    except LLMPlanningError as exc:
        click.echo(f"error: {exc}", err=True)
        sys.exit(exc.exit_code)
    except click.exceptions.Exit as exc:
        sys.exit(exc.exit_code)
    except click.Abort:
        click.echo("aborted", err=True)
        sys.exit(130)
    except click.ClickException as exc:
        exc.show()
        sys.exit(2)
    except KeyboardInterrupt:
        click.echo("interrupted", err=True)
        sys.exit(130)
    sys.exit(code if isinstance(code, int) else 0)

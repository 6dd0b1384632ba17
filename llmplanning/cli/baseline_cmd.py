"""``llmplanning baseline NAME --domain D``: one baseline on one domain, through the runner.

A one-cell experiment: the same runner, records, scoring and table as
``llmplanning run``, so a quick baseline check and a full sweep produce
comparable results files (and rerunning resumes).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click

from llmplanning.baselines import NAMES
from llmplanning.errors import ConfigError
from llmplanning.experiments.config import ExperimentSpec, MethodSpec
from llmplanning.experiments.records import read_records
from llmplanning.experiments.report import format_table
from llmplanning.experiments.runner import run_experiment
from llmplanning.llm.options import ModelOptions, model_options


def _params(values: tuple[str, ...]) -> dict[str, Any]:
    """``k=5``-style method parameters; numbers become numbers."""
    params: dict[str, Any] = {}
    for value in values:
        key, sep, raw = value.partition("=")
        if not sep or not key.strip():
            raise ConfigError(f"--param needs KEY=VALUE, got {value!r}")
        params[key.strip()] = _number(raw.strip())
    return params


def _number(raw: str) -> Any:
    for kind in (int, float):
        try:
            return kind(raw)
        except ValueError:
            pass
    return {"true": True, "false": False}.get(raw.lower(), raw)


@click.command()
@click.argument("name", type=click.Choice(NAMES), metavar="NAME")
@click.option("--domain", "domain", required=True,
              help="Library domain (gridworld, gridworld:8x8, maze:10x10) or a PDDL folder.")
@click.option("--n", "n_test", type=int, default=None, help="First N test problems (default: all).")
@click.option("--param", "param", multiple=True, metavar="KEY=VALUE",
              help="A method parameter, e.g. --param k=5 --param max_tokens=256 (repeatable).")
@click.option("--out", "out", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Output folder (default: runs/baseline-NAME-DOMAIN). Rerunning resumes it.")
@model_options
def baseline(name: str, domain: str, n_test: int | None, param: tuple[str, ...], out: Path | None,
             llm_options: ModelOptions) -> None:
    """Run baseline NAME on the test split of DOMAIN and print the results table.

    NAME is one of: zero-shot, cot, rag-icl, react, react-feedback,
    self-consistency, self-refine, tot.  Records go to OUT/results.jsonl;
    `llmplanning report` reads them next to other methods' records.
    """
    spec = ExperimentSpec(name=f"baseline-{name}", domains=(domain,), models=(llm_options.model,),
                          methods=(MethodSpec(name, _params(param)),),
                          seeds=(llm_options.seed or 0,), n_test=n_test)
    slug = domain.replace(":", "-").replace("/", "_").strip("._")
    out_dir = out or Path("runs") / f"baseline-{name}-{slug}"
    summary = run_experiment(spec, out_dir, lambda model: llm_options.make_backend(), progress=_progress)
    click.echo(f"\n{summary.attempted} attempts made, {summary.skipped} already done: {summary.results}",
               err=True)
    click.echo(format_table(read_records(summary.results)))


def _progress(label: str, done: int, total: int) -> None:
    click.echo(f"\r{label}: {done}/{total}", err=True, nl=done == total)

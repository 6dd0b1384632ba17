"""``llmplanning run EXPERIMENT.toml``: run (or resume) an experiment and print its table."""

from __future__ import annotations

from pathlib import Path

import click

from llmplanning.experiments.config import load_experiment
from llmplanning.experiments.records import read_records
from llmplanning.experiments.report import format_table, learning_curves
from llmplanning.experiments.runner import run_experiment
from llmplanning.llm.base import Backend
from llmplanning.llm.options import ModelOptions, model_options


@click.command()
@click.argument("experiment", type=click.Path())
@click.option("--out", "out", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Output folder (default: runs/<experiment name>). Rerunning resumes it.")
@model_options
def run(experiment: str, out: Path | None, llm_options: ModelOptions) -> None:
    """Run EXPERIMENT (a TOML file); records go to OUT/results.jsonl as they are made.

    The experiment's own `models` list decides the models; --model is ignored for
    it, while --base-url, --api-key-env, --no-cache and --cache-file apply to all.
    """
    spec = load_experiment(experiment)
    out_dir = out or Path("runs") / spec.name

    def backend_for(model: str) -> Backend:
        return ModelOptions(model, llm_options.base_url, llm_options.api_key_env,
                            llm_options.no_cache, llm_options.cache_file, llm_options.seed).make_backend()

    summary = run_experiment(spec, out_dir, backend_for, progress=_progress)
    click.echo(f"\n{summary.attempted} attempts made, {summary.skipped} already done: {summary.results}",
               err=True)
    records = read_records(summary.results)
    click.echo(format_table(records))
    plot = learning_curves(records, out_dir / "learning_curves.png")
    if plot is not None:
        click.echo(f"learning curves: {plot}", err=True)


def _progress(label: str, done: int, total: int) -> None:
    width = 30
    filled = int(width * done / total)
    click.echo(f"\r{label}: [{'#' * filled}{'.' * (width - filled)}] {done}/{total}", err=True,
               nl=done == total)

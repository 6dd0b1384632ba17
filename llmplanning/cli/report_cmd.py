"""``llmplanning report RESULTS``: the paper-style table and learning curves from records."""

from __future__ import annotations

from pathlib import Path

import click

from llmplanning.cli.common import echo_json
from llmplanning.experiments.records import read_records
from llmplanning.experiments.report import aggregate, format_table, learning_curves


@click.command()
@click.argument("results", type=click.Path())
@click.option("--plot", "plot", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Where to write the learning-curve PNG (default: next to RESULTS).")
@click.option("--json", "as_json", is_flag=True, help="Print the statistics as JSON.")
def report(results: str, plot: Path | None, as_json: bool) -> None:
    """Print valid/success rates per method and domain from RESULTS (a results.jsonl)."""
    records = read_records(results)
    if as_json:
        echo_json({f"{row} | {domain}": vars(stats) for (row, domain), stats in aggregate(records).items()})
    else:
        click.echo(format_table(records))
    target = plot or Path(results).with_name("learning_curves.png")
    written = learning_curves(records, target)
    if written is not None:
        click.echo(f"learning curves: {written}", err=True)

"""``llmplanning autotos``: refine a successor function and goal test with exact
feedback, evaluate them on held-out problems and save them as artifacts.

A thin wrapper over :func:`llmplanning.autotos.pipeline.run_domain`; library
errors (unknown domain, bad model spec) propagate to :func:`llmplanning.cli.main.main`.
"""

from __future__ import annotations

import json
from pathlib import Path

import click

from llmplanning.autotos.artifacts import write_artifacts
from llmplanning.autotos.loop import AutoToSConfig
from llmplanning.autotos.pipeline import AutoToSRun, run_domain
from llmplanning.autotos.source import resolve_domain
from llmplanning.llm.options import ModelOptions, model_options


@click.command("autotos")
@click.option("--domain", "domain", required=True, metavar="D",
              help="A library domain name (pddl_domains/D) or a folder with domain.pddl "
                   "and problem files.")
@model_options
@click.option("--problems", type=click.IntRange(min=1), default=10, show_default=True,
              help="Held-out problems to evaluate on.")
@click.option("--check-problems", type=click.IntRange(min=1), default=3, show_default=True,
              help="Problems the unit tests and the soundness check are drawn from.")
@click.option("--split", default=None, help="Split configuration of a library domain.")
@click.option("--max-calls", type=click.IntRange(min=1), default=10, show_default=True,
              help="Model calls per function.")
@click.option("--max-tokens", type=click.IntRange(min=1), default=1500, show_default=True,
              help="Maximum tokens per answer.")
@click.option("--search", "algorithms", type=click.Choice(["bfs", "dfs"]), multiple=True,
              default=("bfs", "dfs"), show_default=True, help="Search(es) to evaluate with.")
@click.option("--no-pddl", is_flag=True,
              help="Describe the domain by its description.txt only (the PDDL is still "
                   "shown when there is no description).")
@click.option("--out", "out_dir", type=click.Path(file_okay=False, path_type=Path),
              default=None, help="Folder for successor_states.py, is_goal.py and summary.json.")
@click.option("--json", "as_json", is_flag=True, help="Print the summary as JSON on stdout.")
@click.pass_context
def autotos(ctx: click.Context, domain: str, llm_options: ModelOptions, problems: int,
            check_problems: int, split: str | None, max_calls: int, max_tokens: int,
            algorithms: tuple[str, ...], no_pddl: bool, out_dir: Path | None,
            as_json: bool) -> None:
    """Run AutoToS on domain D with the model given by --model.

    Exit code 0 when every check passed with the final functions, 1 otherwise.
    """
    config = AutoToSConfig(max_calls_per_function=max_calls, max_tokens=max_tokens,
                           seed=llm_options.seed, include_pddl=not no_pddl)
    resolve_domain(domain, split=split)  # a bad domain is reported before a model loads
    backend = llm_options.make_backend()
    run = run_domain(backend, domain, problems=problems, check_problems=check_problems,
                     split=split, algorithms=algorithms, config=config)
    summary = {**run.to_json(), "model_options": llm_options.record()}
    if out_dir is not None:
        write_artifacts(out_dir, run)
    if as_json:
        click.echo(json.dumps(summary, indent=2, default=str))
    else:
        _show(run, out_dir)
    ctx.exit(0 if run.result.passed else 1)


def _show(run: AutoToSRun, out_dir: Path | None) -> None:
    result, report = run.result, run.evaluation
    click.echo(f"AutoToS on {run.source.name} with {run.model}: "
               f"{'all checks passed' if result.passed else result.stop_reason}")
    click.echo(f"calls: {result.n_calls} (successor {result.calls_of('successor')}, goal "
               f"{result.calls_of('goal')}); tokens: {result.prompt_tokens} prompt, "
               f"{result.completion_tokens} completion")
    errors = ", ".join(f"{k}={v}" for k, v in sorted(result.error_counts().items())) or "none"
    click.echo(f"feedback given: {errors}")
    for algorithm in sorted({r.algorithm for r in report.results}):
        click.echo(f"accuracy ({algorithm}): {report.accuracy(algorithm):.0%} on "
                   f"{len(run.test_problems)} held-out problems")
    if any(r.algorithm == "bfs" for r in report.results):
        click.echo(f"BFS plans optimal: {report.optimal_rate():.0%}")
    if out_dir is not None:
        click.echo(f"artifacts: {out_dir}")

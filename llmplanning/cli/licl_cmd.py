"""``llmplanning licl train|eval``: learn a correction bank, evaluate a saved one.

``train`` runs Algorithm 1 on a domain's training split and saves the bank's
checkpoints as JSON; ``eval`` is a one-cell experiment (the ``licl`` method
with ``bank = BANK``) through the experiment runner, so its records, resume
and table are exactly those of ``llmplanning run``.
"""

from __future__ import annotations

from pathlib import Path

import click

from llmplanning.experiments.config import ExperimentSpec, MethodSpec
from llmplanning.experiments.problems import resolve_domain
from llmplanning.experiments.records import read_records
from llmplanning.experiments.report import format_table
from llmplanning.experiments.runner import run_experiment
from llmplanning.licl.corrections import CorrectionBank
from llmplanning.licl.train import MODES, TrainConfig, train
from llmplanning.llm.options import ModelOptions, model_options


@click.group()
def licl() -> None:
    """L-ICL: localized corrections learned from program traces."""


@licl.command("train")
@click.option("--domain", required=True, help="Library domain (gridworld, maze:10x10) or a PDDL folder.")
@click.option("--m", "m", type=click.IntRange(min=0), required=True, help="Training problems.")
@click.option("--mode", type=click.Choice(MODES), default="online", show_default=True,
              help="online: each prompt holds every correction so far; batch: corrections added at the end.")
@click.option("--k-examples", type=click.IntRange(min=0), default=2, show_default=True,
              help="Example traces in the prompt.")
@click.option("--max-tokens", type=click.IntRange(min=1), default=768, show_default=True,
              help="Generation budget per trace.")
@click.option("--checkpoints", default=None, metavar="M,M,...",
              help="Save the bank after these m (default: 0, 30, 60, ... and m).")
@click.option("--out", "out", type=click.Path(file_okay=False, path_type=Path), required=True,
              help="Folder for the checkpoints (bank-mNNNN.json) and train_log.jsonl.")
@model_options
def train_command(domain: str, m: int, mode: str, k_examples: int, max_tokens: int,
                  checkpoints: str | None, out: Path, llm_options: ModelOptions) -> None:
    """Learn corrections on the first M training problems of DOMAIN."""
    ref = resolve_domain(domain)
    config = TrainConfig(m=m, mode=mode, k_examples=k_examples, max_tokens=max_tokens,
                         checkpoints=_ints(checkpoints), seed=llm_options.seed or 0)
    result = train(ref, llm_options.make_backend(), config, out, progress=_progress)
    for step in result.steps:
        verdict = "correct" if step.failure is None else step.failure.kind.value
        click.echo(f"{step.index:4d} {step.problem:<12} {verdict:<14} "
                   f"{'new correction' if step.added else ''}".rstrip())
    click.echo(f"{len(result.bank)} corrections; checkpoints:")
    for path in result.checkpoints:
        click.echo(f"  {path}")


@licl.command("eval")
@click.option("--bank", "bank", type=click.Path(dir_okay=False, path_type=Path), required=True,
              help="A saved bank (bank-mNNNN.json from licl train).")
@click.option("--domain", required=True, help="Library domain or PDDL folder to test on.")
@click.option("--n", "n", type=click.IntRange(min=1), default=None, help="First N test problems.")
@click.option("--k-examples", type=click.IntRange(min=0), default=None,
              help="Example traces in the prompt (default: as in training, else 2).")
@click.option("--max-tokens", type=click.IntRange(min=1), default=None,
              help="Generation budget per trace (default: as in training, else 768).")
@click.option("--out", "out", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Output folder (default: runs/licl-eval-<domain>-<bank>). Rerunning resumes it.")
@model_options
def eval_command(bank: Path, domain: str, n: int | None, k_examples: int | None,
                 max_tokens: int | None, out: Path | None, llm_options: ModelOptions) -> None:
    """Evaluate BANK on DOMAIN's test split with no oracle; print the table."""
    loaded = CorrectionBank.load(bank)
    meta = loaded.meta
    params: dict[str, object] = {
        "bank": str(bank.resolve()),
        "k_examples": k_examples if k_examples is not None else int(meta.get("k_examples", 2)),
        "max_tokens": max_tokens if max_tokens is not None else int(meta.get("max_tokens", 768))}
    if isinstance(loaded.meta.get("m"), int):
        params["m"] = loaded.meta["m"]
    ref = resolve_domain(domain)
    spec = ExperimentSpec(name="licl-eval", domains=(domain,), models=(llm_options.model,),
                          methods=(MethodSpec("licl", params),), seeds=(llm_options.seed or 0,), n_test=n)
    out_dir = out or Path("runs") / f"licl-eval-{ref.name}-{bank.stem}"
    summary = run_experiment(spec, out_dir, lambda model: llm_options.make_backend(),
                             progress=lambda label, done, total: _progress(done, total))
    click.echo(f"{summary.attempted} attempts made, {summary.skipped} already done: {summary.results}",
               err=True)
    click.echo(format_table(read_records(summary.results)))


def _ints(text: str | None) -> tuple[int, ...] | None:
    if text is None:
        return None
    try:
        return tuple(int(part) for part in text.split(",") if part.strip())
    except ValueError:
        raise click.BadParameter(f"expected comma-separated integers, got {text!r}",
                                 param_hint="--checkpoints") from None


def _progress(done: int, total: int) -> None:
    width = 30
    filled = int(width * done / max(total, 1))
    click.echo(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total}", err=True, nl=done == total)

"""Run an experiment: every cell, every pending test problem, one record per attempt."""

from __future__ import annotations

import logging
import re
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from llmplanning.experiments.config import ExperimentSpec
from llmplanning.experiments.methods import Attempt, Cell, make_method
from llmplanning.experiments.problems import ProblemInstance, resolve_domain
from llmplanning.experiments.records import ResultsFile, record_key
from llmplanning.experiments.scoring import score
from llmplanning.llm.base import Backend

log = logging.getLogger(__name__)

TRANSCRIPT_CHARS = 4000
BackendFactory = Callable[[str], Backend]
Progress = Callable[[str, int, int], None]


@dataclass(frozen=True)
class RunSummary:
    results: Path
    attempted: int
    """Attempts made by this run."""
    skipped: int
    """Attempts already in the results file (a resumed run)."""


def run_experiment(spec: ExperimentSpec, out_dir: str | Path, make_backend: BackendFactory,
                   progress: Progress | None = None) -> RunSummary:
    """Run every cell of ``spec``; resume from ``out_dir/results.jsonl`` if it exists."""
    out = Path(out_dir)
    results = ResultsFile(out / "results.jsonl")
    attempted = skipped = 0
    backends: dict[str, Backend] = {}
    for cell, problems in _cells(spec, out):
        pending = [p for p in problems if not results.has(record_key(_key_fields(spec, cell, p)))]
        skipped += len(problems) - len(pending)
        if not pending:
            continue
        backend = backends.get(cell.model) or backends.setdefault(cell.model, make_backend(cell.model))
        method = make_method(cell.method, cell.params)
        log.info("cell %s %s %s seed=%d: %d problems", cell.domain.label, cell.method,
                 cell.params_label, cell.seed, len(pending))
        method.prepare(cell, backend)
        for i, problem in enumerate(pending, start=1):
            results.append(attempt_record(spec, cell, problem, method, backend))
            attempted += 1
            if progress is not None:
                progress(f"{cell.domain.label} {cell.method} {cell.params_label}", i, len(pending))
    return RunSummary(results.path, attempted, skipped)


def _cells(spec: ExperimentSpec, out: Path) -> Iterator[tuple[Cell, list[ProblemInstance]]]:
    for domain_spec in spec.domains:
        domain = resolve_domain(domain_spec)
        tests = list(domain.test[: spec.n_test] if spec.n_test else domain.test)
        problems = [ProblemInstance(domain, p) for p in tests]
        for model in spec.models:
            for method in spec.methods:
                for seed in spec.seeds:
                    slug = _slug(f"{domain.label}-{model}-{method.name}-"
                                 f"{','.join(f'{k}={v}' for k, v in sorted(method.params.items()))}-s{seed}")
                    yield Cell(domain, model, method.name, dict(method.params), seed,
                               out / "artifacts" / slug), problems


def _slug(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.,=-]+", "_", text)[:150]


def _key_fields(spec: ExperimentSpec, cell: Cell, problem: ProblemInstance) -> dict[str, Any]:
    return {"method": cell.method, "params": dict(cell.params), "model": cell.model,
            "domain": cell.domain.label, "problem": problem.id, "seed": cell.seed}


def attempt_record(spec: ExperimentSpec, cell: Cell, problem: ProblemInstance,
                   method: Any, backend: Backend) -> dict[str, Any]:
    """Make one attempt and return its complete record (scored by the validator)."""
    before = _usage(backend)
    start = time.perf_counter()
    attempt: Attempt = method.attempt(cell, problem, backend)
    seconds = time.perf_counter() - start
    used = {k: v - before[k] for k, v in _usage(backend).items()}
    record = _key_fields(spec, cell, problem)
    record.update({
        "experiment": spec.name,
        "problem_file": str(problem.path),
        "plan": list(attempt.plan) if attempt.plan is not None else None,
        "error": attempt.error,
        **used,
        "seconds": round(seconds, 3),
        "extra": dict(attempt.extra),
        "transcript": [t[:TRANSCRIPT_CHARS] for t in attempt.transcript],
    })
    record.update(score(problem, attempt))
    return record


def _usage(backend: Backend) -> dict[str, int]:
    """The attempt's cost counters: calls and tokens include cache replays (a
    rerun costs the same on paper as the first run), ``cached_calls`` says how
    many of the calls were replays."""
    u = backend.usage
    return {"calls": u.calls + u.cached_calls, "cached_calls": u.cached_calls,
            "prompt_tokens": u.prompt_tokens + u.replayed_prompt_tokens,
            "completion_tokens": u.completion_tokens + u.replayed_completion_tokens}

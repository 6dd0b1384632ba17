"""End to end with the real bundled model: train with m = 2, evaluate, report.

Gemma 3 270M is a tiny base model: it rarely writes a correct trace, so the
test checks the machinery (records, corrections, table, plot), not the rates.
One example trace and a small token budget keep it to a few minutes on two
busy cores.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from llmplanning.experiments.config import ExperimentSpec, MethodSpec
from llmplanning.experiments.records import read_records
from llmplanning.experiments.report import format_table, learning_curves
from llmplanning.experiments.runner import run_experiment
from llmplanning.licl.corrections import CorrectionBank

pytestmark = pytest.mark.llm


def test_train_evaluate_report_with_the_bundled_model(tmp_path: Path) -> None:
    pytest.importorskip("llama_cpp")
    from llmplanning.llm import make_backend

    spec = ExperimentSpec("licl-local", ("gridworld:8x8",), ("local",),
                          (MethodSpec("licl", {"m": 2, "k_examples": 1, "max_tokens": 96}),), n_test=2)
    cache = tmp_path / "cache.sqlite"
    summary = run_experiment(spec, tmp_path / "run", lambda model: make_backend(model, cache=cache))
    records = read_records(summary.results)
    assert summary.attempted == 2 and [r["problem"] for r in records] == ["p001", "p002"]
    for r in records:
        assert r["method"] == "licl" and r["params"]["m"] == 2 and r["calls"] == 1
        assert r["prompt_tokens"] > 0 and r["completion_tokens"] > 0 and r["transcript"]
        assert (r["plan"] is None) == (r["error"] is not None)
    artifacts = next((tmp_path / "run" / "artifacts").iterdir())
    log = [json.loads(line) for line in (artifacts / "train_log.jsonl").read_text().splitlines()]
    assert len(log) == 2
    bank = CorrectionBank.load(artifacts / "bank-m0002.json")
    assert len(bank) == sum(step["added"] for step in log) and bank.meta["m"] == 2
    table = format_table(records)
    assert "licl (k_examples=1, m=2, max_tokens=96)" in table and "(2)" in table
    plot = learning_curves(records, tmp_path / "curves.png")
    assert plot is not None and plot.stat().st_size > 0

"""Baselines and reference rows side by side in one table, from one results file."""

from __future__ import annotations

from pathlib import Path

import pytest

from llmplanning.baselines import NAMES
from llmplanning.cli.main import main
from llmplanning.experiments.config import ExperimentSpec, MethodSpec
from llmplanning.experiments.records import read_records
from llmplanning.experiments.runner import run_experiment
from llmplanning.llm.base import LLMRequest

OPTIMAL = "north, west, west, west, west, west, west, north"


def _answer(request: LLMRequest, index: int) -> str:
    prompt = request.prompt or ""
    if prompt.endswith("["):
        return '{"actions": ["north", "west", "west", "west"], "confidence": 0.9, "reaches_goal": false}]'
    if prompt.endswith("Review:"):
        return "Verdict: CORRECT"
    return "Final Action Sequence: " + OPTIMAL


def test_report_shows_baselines_and_reference_rows_in_one_table(tmp_path: Path, scripted, capsys) -> None:  # type: ignore[no-untyped-def]
    methods = [MethodSpec(n, {"budget": 600} if n == "rag-icl" else {}) for n in NAMES]
    spec = ExperimentSpec("side-by-side", ("gridworld",), ("scripted",),
                          (*methods, MethodSpec("optimal"), MethodSpec("empty")), n_test=1)
    backend = scripted(_answer)
    summary = run_experiment(spec, tmp_path / "run", lambda model: backend)
    records = read_records(summary.results)
    assert len(records) == len(NAMES) + 2
    by_method = {r["method"]: r for r in records}
    assert by_method["self-consistency"]["calls"] == 5
    assert by_method["react-feedback"]["calls"] == 1  # the first plan succeeded: no correction
    assert by_method["tot"]["calls"] <= 1 + 5 * 2
    assert all(by_method[n]["successful"] for n in NAMES if n != "tot")
    assert by_method["optimal"]["successful"] and not by_method["empty"]["successful"]
    with pytest.raises(SystemExit) as done:
        main(["report", str(summary.results)])
    assert done.value.code == 0
    table = capsys.readouterr().out
    lines = table.splitlines()
    assert "gridworld:8x8 valid/success (n)" in lines[0]
    rows = {line.split("  ")[0].strip(): line for line in lines[2:]}
    expected = {n if n != "rag-icl" else "rag-icl (budget=600)" for n in NAMES} | {"optimal", "empty"}
    assert set(rows) == expected
    assert "100% / 100% (1)" in rows["optimal"] and "100% / 100% (1)" in rows["zero-shot"]
    assert "100% / 0% (1)" in rows["empty"]

"""Every baseline with the real bundled model (Gemma 3 270M) on one gridworld problem.

Short answers (max_tokens 24-48) and the smallest loops (Self-Refine k = 1,
ToT b = 2, d = 2) keep the suite to a few minutes on two busy
cores.  The tiny base model almost never solves the problem; what is checked
is the machinery: one record per attempt, its calls and tokens counted from
the backend, its plan (if any) scored by the validator, and the bounds on
calls each method promises.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from llmplanning.baselines import NAMES
from llmplanning.cli.main import main
from llmplanning.experiments.config import ExperimentSpec, MethodSpec
from llmplanning.experiments.problems import load_cached
from llmplanning.experiments.records import read_records
from llmplanning.experiments.runner import run_experiment
from llmplanning.llm.base import Backend
from llmplanning.plans import plan_from_names
from llmplanning.validator import validate

pytestmark = pytest.mark.llm

#: small answers and the smallest settings that still exercise each method's loop.
PARAMS: dict[str, dict[str, Any]] = {
    "zero-shot": {"max_tokens": 32},
    "cot": {"max_tokens": 48},
    "rag-icl": {"max_tokens": 32, "budget": 800},
    "react": {"max_tokens": 48},
    "react-feedback": {"max_tokens": 32},
    "self-consistency": {"max_tokens": 24},  # k = 5 samples, the paper's setting
    "self-refine": {"max_tokens": 24, "k": 1},
    "tot": {"max_tokens": 48, "b": 2, "d": 2, "m": 4},
}

#: (fewest, most) calls each baseline may make on one problem with PARAMS.
CALLS = {"zero-shot": (1, 1), "cot": (1, 1), "rag-icl": (1, 1), "react": (1, 1),
         "react-feedback": (1, 2), "self-consistency": (5, 5), "self-refine": (1, 1 + 2 * 1),
         "tot": (1, 1 + 2 * (2 - 1))}


@pytest.fixture(scope="module")
def records(local_model: Backend, tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, Any]]:
    methods = tuple(MethodSpec(name, PARAMS[name]) for name in NAMES) + (MethodSpec("optimal"),)
    spec = ExperimentSpec("e2e", ("gridworld",), ("local",), methods, n_test=1)
    out = tmp_path_factory.mktemp("e2e")
    summary = run_experiment(spec, out, lambda model: local_model)
    found = {r["method"]: r for r in read_records(summary.results)}
    found["_results"] = {"path": str(summary.results)}
    return found


@pytest.mark.parametrize("name", NAMES)
def test_attempt_is_recorded_with_calls_tokens_and_a_validator_score(records: dict[str, Any], name: str) -> None:
    record = records[name]
    low, high = CALLS[name]
    assert low <= record["calls"] <= high, record
    assert len(record["transcript"]) == record["calls"]
    assert record["prompt_tokens"] + record["completion_tokens"] > 0 or record["cached_calls"] == record["calls"]
    assert {"valid", "successful", "optimal", "length", "first_failure", "optimal_cost"} <= set(record)
    assert (record["plan"] is None) == (record["error"] is not None)
    if record["plan"] is not None:
        task = load_cached(str(Path("pddl_domains/gridworld/domain.pddl").resolve()), record["problem_file"])
        report = validate(task, plan_from_names(record["plan"]))
        assert report.valid == record["valid"] and report.successful == record["successful"]


def test_react_feedback_corrects_only_after_a_failure(records: dict[str, Any]) -> None:
    record = records["react-feedback"]
    assert record["calls"] == (2 if record["extra"]["corrected"] else 1)


def test_report_puts_the_baselines_next_to_the_reference(records: dict[str, Any], capsys) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(SystemExit) as done:
        main(["report", records["_results"]["path"]])
    assert done.value.code == 0
    table = capsys.readouterr().out
    for name in (*NAMES, "optimal"):
        assert any(line.startswith(name) for line in table.splitlines()), (name, table)
    assert records["optimal"]["successful"]


def test_baseline_command_runs_a_one_cell_experiment_and_resumes(tmp_path: Path, local_model: Backend,
                                                                  capsys) -> None:  # type: ignore[no-untyped-def]
    cache = local_model.cache.path if local_model.cache is not None else tmp_path / "cache.sqlite"
    argv = ["baseline", "zero-shot", "--domain", "gridworld:8x8", "--n", "1", "--param", "max_tokens=32",
            "--out", str(tmp_path / "run"), "--cache-file", str(cache)]
    for expected in ("1 attempts made, 0 already done", "0 attempts made, 1 already done"):
        with pytest.raises(SystemExit) as done:
            main(argv)
        assert done.value.code == 0
        captured = capsys.readouterr()
        assert expected in captured.err
        assert captured.out.splitlines()[0].startswith("method") and "zero-shot" in captured.out

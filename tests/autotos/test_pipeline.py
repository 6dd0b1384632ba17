"""The whole method through the pipeline, the artifacts, the experiment runner and the CLI."""

from __future__ import annotations

import json
import subprocess
import sys

from llmplanning.autotos.artifacts import write_artifacts
from llmplanning.autotos.pipeline import run_domain
from llmplanning.experiments.config import ExperimentSpec, MethodSpec
from llmplanning.experiments.runner import run_experiment
from tests.autotos import references as R
from tests.autotos.fakes import ScriptedBackend, fenced

ENTRY = "import sys; from llmplanning.cli.main import main; sys.exit(main())"


def test_pipeline_writes_functions_and_summary(tmp_path):
    backend = ScriptedBackend([fenced(R.BLOCKS_MISSING), fenced(R.BLOCKS_SUCCESSOR)],
                              [fenced(R.GOAL_GENERIC)])
    run = run_domain(backend, "blocksworld", problems=2, check_problems=1, algorithms=("bfs",))
    paths = write_artifacts(tmp_path / "out", run)
    summary = json.loads(paths.summary.read_text())
    assert summary["passed"] and summary["calls"] == 3 and summary["calls_successor"] == 2
    assert summary["error_counts"] == {"completeness": 1}
    assert summary["evaluation"]["accuracy"] == {"bfs": 1.0}
    assert summary["evaluation"]["bfs_optimal"] == 1.0
    assert summary["test_problems"] == ["p001.pddl", "p002.pddl"]
    assert "def successor_states" in paths.successor.read_text()
    assert "def is_goal" in paths.goal.read_text()


def test_autotos_is_an_experiment_method(tmp_path):
    spec = ExperimentSpec(name="autotos-smoke", domains=("blocksworld",), models=("scripted",),
                          methods=(MethodSpec("autotos", {"check_problems": 1}),), n_test=2)
    backend = ScriptedBackend([fenced(R.BLOCKS_SUCCESSOR)], [fenced(R.GOAL_GENERIC)])
    summary = run_experiment(spec, tmp_path, lambda model: backend)
    records = [json.loads(line) for line in summary.results.read_text().splitlines()]
    assert summary.attempted == 2 and len(records) == 2
    for record in records:
        assert record["method"] == "autotos" and record["plan"]
        assert record["extra"]["autotos_passed"] and record["extra"]["autotos_calls"] == 2
        assert record["successful"] and record["optimal"]  # scored by the runner, BFS plans
    artifacts = list((tmp_path / "artifacts").iterdir())
    assert (artifacts[0] / "successor_states.py").read_text().strip().startswith("def successor")


def test_cli_reports_an_unknown_domain_before_loading_a_model():
    proc = subprocess.run([sys.executable, "-c", ENTRY, "autotos", "--domain",
                           "no-such-domain", "--model", "openai:none"],
                          capture_output=True, text=True, check=False)
    assert proc.returncode == 2, proc.stderr
    assert "error:" in proc.stderr and "no-such-domain" in proc.stderr and proc.stdout == ""

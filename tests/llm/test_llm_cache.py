"""The SQLite response cache: replays, crash safety and concurrent writers."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from pathlib import Path
from typing import Any

import pytest

from llmplanning.llm import LLMRequest, LLMResponse, ResponseCache
from llmplanning.llm.cache import cache_key

REPO = Path(__file__).resolve().parents[2]

#: a writer process: stores responses in a loop, one transaction each.
WRITER = textwrap.dedent(
    """
    import sys
    from llmplanning.llm import LLMRequest, LLMResponse, ResponseCache
    path, tag, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
    cache = ResponseCache(path)
    i = 0
    while count < 0 or i < count:
        req = LLMRequest(prompt=f"{tag}-{i}" + "x" * 2000, max_tokens=8)
        cache.store("test", "m", req, LLMResponse(f"answer {tag} {i}", 1, 2, 0.1, "m", "test"))
        i += 1
    """
)


def _writer(path: Path, tag: str, count: int) -> subprocess.Popen[bytes]:
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    return subprocess.Popen([sys.executable, "-c", WRITER, str(path), tag, str(count)], env=env)


def _integrity(path: Path) -> str:
    with sqlite3.connect(path) as conn:
        return str(conn.execute("PRAGMA integrity_check").fetchone()[0])


def test_key_covers_every_parameter_and_the_sample_index() -> None:
    base = LLMRequest(prompt="p", max_tokens=5)
    variants = [
        LLMRequest(prompt="q", max_tokens=5), LLMRequest(prompt="p", max_tokens=6),
        LLMRequest(prompt="p", max_tokens=5, temperature=0.5),
        LLMRequest(prompt="p", max_tokens=5, stop=("\n",)),
        LLMRequest(prompt="p", max_tokens=5, seed=3),
    ]
    keys = {cache_key("b", "m", r, 0) for r in [base, *variants]}
    keys |= {cache_key("b", "m", base, 1), cache_key("b", "m2", base, 0), cache_key("c", "m", base, 0)}
    assert len(keys) == len(variants) + 4
    # n is not in the key: asking for 3 samples then 5 reuses the first 3.
    assert cache_key("b", "m", base, 0) == cache_key("b", "m", LLMRequest(prompt="p", max_tokens=5, n=3), 0)


@pytest.mark.llm
def test_second_run_makes_no_backend_call(local_backend: Any, tmp_path: Path) -> None:
    from llmplanning.llm.local import LocalBackend

    cache = ResponseCache(tmp_path / "c.sqlite")
    first = LocalBackend(local_backend.path, n_threads=local_backend.n_threads, cache=cache)
    request = LLMRequest(prompt="Once upon a time", max_tokens=4, temperature=0.9, seed=7, n=2)
    original = first.generate(request)
    assert first.usage.calls == 2 and first.usage.cached_calls == 0

    rerun = LocalBackend(local_backend.path, n_threads=local_backend.n_threads,
                         cache=ResponseCache(tmp_path / "c.sqlite"))
    replayed = rerun.generate(request)
    assert rerun.usage.calls == 0 and rerun.usage.cached_calls == 2
    assert rerun.usage.prompt_tokens == 0  # replays do not count as spent tokens
    assert [r.text for r in replayed] == [r.text for r in original]
    assert all(r.cached for r in replayed) and not any(r.cached for r in original)
    assert [r.completion_tokens for r in replayed] == [r.completion_tokens for r in original]


def test_sigkill_mid_write_leaves_a_readable_cache(tmp_path: Path) -> None:
    path = tmp_path / "c.sqlite"
    proc = _writer(path, "k", -1)
    cache = ResponseCache(path)
    while proc.poll() is None and (not path.exists() or _rows(path) < 50):
        time.sleep(0.05)
    assert proc.poll() is None, "the writer died on its own"
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    assert _integrity(path) == "ok"
    count = len(cache)
    assert count >= 50
    hit = cache.lookup("test", "m", LLMRequest(prompt="k-0" + "x" * 2000, max_tokens=8), 0)
    assert hit is not None and hit.text == "answer k 0" and hit.cached
    cache.store("test", "m", LLMRequest(prompt="after"), LLMResponse("a", 1, 1, 0.0, "m", "test"))
    assert len(cache) == count + 1


def _rows(path: Path) -> int:
    try:
        with sqlite3.connect(path, timeout=30) as conn:
            return int(conn.execute("SELECT COUNT(*) FROM responses").fetchone()[0])
    except sqlite3.OperationalError:  # table not created yet
        return 0


def test_two_processes_writing_concurrently(tmp_path: Path) -> None:
    path = tmp_path / "c.sqlite"
    writers = [_writer(path, tag, 150) for tag in ("a", "b")]
    assert [w.wait() for w in writers] == [0, 0]
    assert _integrity(path) == "ok"
    cache = ResponseCache(path)
    assert len(cache) == 300
    for tag in ("a", "b"):
        for i in (0, 77, 149):
            hit = cache.lookup("test", "m", LLMRequest(prompt=f"{tag}-{i}" + "x" * 2000, max_tokens=8), 0)
            assert hit is not None and hit.text == f"answer {tag} {i}"


def test_threads_share_one_cache(tmp_path: Path) -> None:
    from concurrent.futures import ThreadPoolExecutor

    cache = ResponseCache(tmp_path / "c.sqlite")

    def put(i: int) -> None:
        cache.store("t", "m", LLMRequest(prompt=str(i)), LLMResponse(str(i), 1, 1, 0.0, "m", "t"))

    with ThreadPoolExecutor(4) as pool:
        list(pool.map(put, range(40)))
    assert len(cache) == 40


def test_cache_file_location_follows_env(monkeypatch: Any, tmp_path: Path) -> None:
    from llmplanning.llm.cache import default_cache_path, user_cache_dir

    monkeypatch.setenv("LLMPLANNING_CACHE_DIR", str(tmp_path / "x"))
    assert default_cache_path() == tmp_path / "x" / "responses.sqlite"
    monkeypatch.delenv("LLMPLANNING_CACHE_DIR")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert user_cache_dir() == tmp_path / "xdg" / "llmplanning"

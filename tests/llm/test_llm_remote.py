"""The OpenAI-compatible backend against real HTTP servers on 127.0.0.1."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest

from llmplanning.errors import BackendError
from llmplanning.llm import LLMRequest, Message, ResponseCache, make_backend
from llmplanning.llm.remote import RemoteBackend, RetryPolicy, parse_retry_after
from tests.llm.llm_helpers import free_port

FAST = RetryPolicy(max_retries=3, backoff_s=0.01, max_backoff_s=5)


# --- retries, errors and keys against a scripted http.server -----------------------------


def test_retries_429_with_retry_after_then_500_then_succeeds(scripted_server: Any) -> None:
    script = [(429, {"Retry-After": "1"}), (500, {})]
    with scripted_server(script) as srv:
        backend = RemoteBackend("m", base_url=srv.url, retry=FAST)
        reply = backend.complete("hello", max_tokens=3)
    assert reply.text == "ok" and reply.prompt_tokens == 3 and reply.completion_tokens == 2
    assert len(srv.requests) == 3
    assert srv.times[1] - srv.times[0] >= 0.95  # Retry-After: 1 was honoured
    assert srv.requests[0]["path"] == "/v1/completions"
    assert backend.usage.calls == 1


def test_gives_up_after_max_retries_with_one_clear_error(scripted_server: Any) -> None:
    with scripted_server([(503, {})] * 10) as srv:
        backend = RemoteBackend("m", base_url=srv.url, retry=RetryPolicy(2, 0.01, 0.05))
        with pytest.raises(BackendError, match=r"HTTP 503.*gave up after 3 attempts"):
            backend.complete("x")
    assert len(srv.requests) == 3


def test_client_errors_are_not_retried(scripted_server: Any) -> None:
    with scripted_server([(400, {})]) as srv, pytest.raises(BackendError, match="HTTP 400"):
        RemoteBackend("m", base_url=srv.url, retry=FAST).complete("x")
    assert len(srv.requests) == 1


def test_401_without_key_names_the_variable(scripted_server: Any, monkeypatch: Any) -> None:
    monkeypatch.delenv("MY_KEY_VAR", raising=False)
    with scripted_server([(401, {})]) as srv:
        backend = RemoteBackend("m", base_url=srv.url, api_key_env="MY_KEY_VAR", retry=FAST)
        with pytest.raises(BackendError, match=r"\$MY_KEY_VAR"):
            backend.complete("x")


def test_key_is_sent_but_never_stored(scripted_server: Any, monkeypatch: Any, tmp_path: Path) -> None:
    secret = "sk-test-do-not-leak-1234"
    monkeypatch.setenv("MY_KEY_VAR", secret)
    cache_file = tmp_path / "c.sqlite"
    with scripted_server([]) as srv:
        backend = make_backend("openai:m", base_url=srv.url, api_key_env="MY_KEY_VAR",
                               cache=cache_file)
        backend.chat([Message("user", "hi")], max_tokens=2)
    assert srv.requests[0]["auth"] == f"Bearer {secret}"
    assert srv.requests[0]["path"] == "/v1/chat/completions"
    assert secret not in repr(backend)
    assert secret.encode() not in cache_file.read_bytes()
    wal = cache_file.with_name(cache_file.name + "-wal")
    assert not wal.exists() or secret.encode() not in wal.read_bytes()


def test_keyed_host_without_key_fails_before_any_request(monkeypatch: Any) -> None:
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    with pytest.raises(BackendError, match=r"\$OPENAI_API_KEY"):
        make_backend("openai:gpt-4o-mini", base_url="https://api.openai.com/v1", cache=False)


def test_unreachable_endpoint_is_one_backend_error() -> None:
    url = f"http://127.0.0.1:{free_port()}/v1"  # nothing listens there
    backend = make_backend("openai:m", base_url=url, cache=False)
    with pytest.raises(BackendError, match="cannot reach") as info:
        backend.complete("x")
    assert "\n" not in str(info.value)


def test_batches_run_concurrently_and_keep_order(scripted_server: Any) -> None:
    with scripted_server([]) as srv:
        backend = RemoteBackend("m", base_url=srv.url, concurrency=3)
        requests = [LLMRequest(prompt=f"p{i}", max_tokens=1) for i in range(5)]
        results = backend.generate_many(requests)
    assert [len(r) for r in results] == [1] * 5
    assert sorted(r["body"]["prompt"] for r in srv.requests) == [f"p{i}" for i in range(5)]


def test_parse_retry_after_accepts_seconds_and_dates() -> None:
    assert parse_retry_after("2") == 2.0
    assert parse_retry_after(None) is None
    later = time.strftime("%a, %d %b %Y %H:%M:%S GMT", time.gmtime(time.time() + 30))
    assert 20 < (parse_retry_after(later) or 0) <= 31
    assert parse_retry_after("soon") is None


# --- the real thing: llama-cpp-python's OpenAI-compatible server ------------------------


@pytest.mark.llm
@pytest.mark.slow
def test_completion_and_chat_through_llama_cpp_server(llama_server: str, tmp_path: Path) -> None:
    cache = ResponseCache(tmp_path / "c.sqlite")
    backend = make_backend("openai:gemma-bundled", base_url=llama_server, cache=cache)
    reply = backend.complete("The capital of France is", max_tokens=4, seed=1)
    assert reply.text and reply.prompt_tokens > 0 and 0 < reply.completion_tokens <= 4
    assert reply.backend == "openai" and not reply.cached
    chat = backend.chat([Message("user", "Say hi.")], max_tokens=4)
    assert chat.completion_tokens > 0

    again = make_backend("openai:gemma-bundled", base_url=llama_server, cache=cache)
    replay = again.complete("The capital of France is", max_tokens=4, seed=1)
    assert replay.cached and replay.text == reply.text
    assert again.usage.calls == 0 and again.usage.cached_calls == 1


@pytest.mark.llm
@pytest.mark.slow
def test_stop_sequence_through_llama_cpp_server(llama_server: str) -> None:
    backend = make_backend("openai:gemma-bundled", base_url=llama_server, cache=False)
    free = backend.complete("1, 2, 3, 4,", max_tokens=6)
    stopped = backend.complete("1, 2, 3, 4,", max_tokens=6, stop=(",",))
    assert "," not in stopped.text
    assert free.text.startswith(stopped.text)

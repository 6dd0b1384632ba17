"""The llama.cpp backend with the real bundled Gemma 3 270M model.

Few and short (a handful of generated tokens each): CI has two cores.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from llmplanning.llm import LLMRequest, Message

pytestmark = pytest.mark.llm

PROMPT = "Q: What is the capital of France?\nA:"


def test_generation_reports_text_tokens_latency_and_model(local_backend: Any) -> None:
    reply = local_backend.complete(PROMPT, max_tokens=6)
    assert reply.text.strip()
    assert reply.prompt_tokens == len(local_backend.loaded.llama.tokenize(PROMPT.encode()))
    assert 1 <= reply.completion_tokens <= 6
    assert reply.latency_s > 0
    assert reply.model == "gemma-3-270m-q4_k_m.gguf" and reply.backend == "llama.cpp"
    assert not reply.cached


def test_max_tokens_bounds_the_completion(local_backend: Any) -> None:
    reply = local_backend.complete("Count: 1 2 3 4 5 6 7", max_tokens=3)
    if reply.finish_reason == "length":
        assert reply.completion_tokens == 3
    assert reply.completion_tokens <= 3


def test_temperature_zero_is_deterministic(local_backend: Any) -> None:
    first = local_backend.complete(PROMPT, max_tokens=8, temperature=0.0)
    local_backend.complete("Something else entirely.", max_tokens=2)  # disturb the KV cache
    second = local_backend.complete(PROMPT, max_tokens=8, temperature=0.0)
    assert first.text == second.text


def test_seeded_sampling_is_reproducible(local_backend: Any) -> None:
    request = LLMRequest(prompt="Once upon a time", max_tokens=8, temperature=1.0, seed=123)
    assert local_backend.generate(request)[0].text == local_backend.generate(request)[0].text


def test_stop_sequence_cuts_the_text(local_backend: Any) -> None:
    free = local_backend.complete(PROMPT, max_tokens=8).text
    chars = [c for c in free[1:] if not c.isspace()]
    if not chars:
        pytest.skip(f"the model produced no usable stop character: {free!r}")
    stop = chars[0]
    stopped = local_backend.complete(PROMPT, max_tokens=8, stop=(stop,))
    assert stop not in stopped.text
    assert stopped.text == free[: free.index(stop, 1)]
    assert stopped.finish_reason == "stop"


def test_chat_messages(local_backend: Any) -> None:
    reply = local_backend.chat([Message("user", "Say hello.")], max_tokens=4)
    assert reply.completion_tokens >= 1 and reply.prompt_tokens > 3


def test_model_is_loaded_once_per_process(local_backend: Any, bundled_path: Path) -> None:
    from llmplanning.llm.local import LocalBackend, loaded_models

    other = LocalBackend(bundled_path, n_threads=local_backend.n_threads)
    assert other.loaded.llama is local_backend.loaded.llama
    assert loaded_models().count(str(bundled_path.resolve())) == 1


def test_shared_prefix_is_not_reevaluated(local_backend: Any) -> None:
    llama = local_backend.loaded.llama
    prefix = "Instructions: answer with one word.\n" * 20
    local_backend.complete(prefix + "Q: red?\nA:", max_tokens=1)
    suffix_tokens = len(llama.tokenize(b"Q: blue?\nA:", add_bos=False))
    evaluated_before = llama._ctx.get_timings().n_p_eval if hasattr(llama._ctx, "get_timings") else None
    local_backend.complete(prefix + "Q: blue?\nA:", max_tokens=1)
    # llama-cpp-python keeps the prompt in input_ids; the reused part stayed in the KV cache.
    assert llama.n_tokens >= len(llama.tokenize(prefix.encode()))
    assert evaluated_before is None or suffix_tokens > 0

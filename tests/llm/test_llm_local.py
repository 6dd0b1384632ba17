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
    first = local_backend.complete(PROMPT, max_tokens=5, temperature=0.0)
    local_backend.complete("Something else entirely.", max_tokens=1)  # disturb the KV cache
    second = local_backend.complete(PROMPT, max_tokens=5, temperature=0.0)
    assert first.text == second.text


def test_seeded_sampling_is_reproducible(local_backend: Any, bundled_path: Path) -> None:
    from llmplanning.llm.local import LocalBackend

    # Full prompt evaluation: sampled text must not depend on what ran before.
    fresh = LocalBackend(bundled_path, n_threads=local_backend.n_threads, prefix_reuse=False)
    request = LLMRequest(prompt="Once upon a time", max_tokens=5, temperature=1.0, seed=123)
    first = [r.text for r in fresh.generate(request)]
    fresh.complete("Something else.", max_tokens=1)
    assert [r.text for r in fresh.generate(request)] == first


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


def test_chat_messages(local_backend: Any, bundled_path: Path) -> None:
    from llmplanning.llm.local import LocalBackend

    gemma = LocalBackend(bundled_path, n_threads=local_backend.n_threads, chat_format="gemma")
    messages = [Message("system", "Answer briefly."), Message("user", "What is the capital of France?")]
    reply = gemma.chat(messages, max_tokens=4)
    assert reply.completion_tokens >= 1 and reply.text.strip()
    assert reply.prompt_tokens > len(local_backend.loaded.llama.tokenize(b"What is the capital of France?"))


def test_fold_system_keeps_system_text_for_gemma() -> None:
    from llmplanning.llm.local import fold_system

    folded = fold_system([{"role": "system", "content": "S"}, {"role": "user", "content": "U"}])
    assert folded == [{"role": "user", "content": "S\n\nU"}]


def test_model_is_loaded_once_per_process(local_backend: Any, bundled_path: Path) -> None:
    from llmplanning.llm.local import LocalBackend, loaded_models

    other = LocalBackend(bundled_path, n_threads=local_backend.n_threads)
    assert other.loaded.llama is local_backend.loaded.llama
    assert loaded_models().count(str(bundled_path.resolve())) == 1


def _prompt_tokens_evaluated(backend: Any, prompt: str) -> int:
    """Prompt tokens llama.cpp actually evaluated for one call (its perf counters)."""
    import llama_cpp

    ctx = backend.loaded.llama._ctx.ctx
    llama_cpp.llama_perf_context_reset(ctx)
    backend.complete(prompt, max_tokens=1)
    return int(llama_cpp.llama_perf_context(ctx).n_p_eval)


def test_shared_prefix_is_not_reevaluated(local_backend: Any, bundled_path: Path) -> None:
    from llmplanning.llm.local import LocalBackend

    prefix = "Instructions: answer each question with one word.\n" * 30
    total = len(local_backend.loaded.llama.tokenize((prefix + "Q: blue?\nA:").encode()))
    local_backend.complete(prefix + "Q: red?\nA:", max_tokens=1)
    reused = _prompt_tokens_evaluated(local_backend, prefix + "Q: blue?\nA:")
    assert reused < total / 4  # only the distinct suffix was evaluated

    no_reuse = LocalBackend(bundled_path, n_threads=local_backend.n_threads, prefix_reuse=False)
    assert _prompt_tokens_evaluated(no_reuse, prefix + "Q: green?\nA:") >= total - 2

"""The one interface every LLM backend implements, and its request/response values.

A backend is a small class with an id and one method, :meth:`Backend.execute`,
that produces *one* sample for a request.  Everything else — several samples,
batches, token accounting, the response cache — is built once, here and in
:mod:`llmplanning.llm.cache`, on top of that method, so a new backend (another
HTTP flavour, a test double) is a few dozen lines.

Samples are requested one at a time (sample ``i`` uses ``seed + i`` when a seed
is given) rather than through the APIs' ``n`` parameter: llama.cpp has no
``n``, several OpenAI-compatible servers ignore it, and one call per sample is
what lets the cache key on the sample index.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from llmplanning.errors import BackendError

if TYPE_CHECKING:
    from llmplanning.llm.cache import ResponseCache

#: chat roles accepted in :class:`Message`.
ROLES = ("system", "user", "assistant")


@dataclass(frozen=True)
class Message:
    """One chat message."""

    role: str
    """``"system"``, ``"user"`` or ``"assistant"``."""
    content: str
    """The message text."""

    def __post_init__(self) -> None:
        if self.role not in ROLES:
            raise BackendError(f"invalid chat role {self.role!r}: expected one of {ROLES}")

    def to_dict(self) -> dict[str, str]:
        """The OpenAI wire form, also used in cache keys."""
        return {"role": self.role, "content": self.content}


@dataclass(frozen=True)
class LLMRequest:
    """What to ask a model: a completion prompt *or* chat messages, plus sampling."""

    prompt: str | None = None
    """Completion-style prompt (PTP prompts are completions); exclusive with ``messages``."""
    messages: tuple[Message, ...] | None = None
    """Chat messages; exclusive with ``prompt``."""
    temperature: float = 0.0
    """Sampling temperature; 0 means greedy decoding."""
    max_tokens: int = 256
    """Upper bound on generated tokens."""
    stop: tuple[str, ...] = ()
    """Stop sequences; the text returned excludes them."""
    seed: int | None = None
    """Sampling seed; sample ``i`` of a request uses ``seed + i``."""
    n: int = 1
    """Number of independent samples."""

    def __post_init__(self) -> None:
        if (self.prompt is None) == (self.messages is None):
            raise BackendError("a request needs exactly one of prompt or messages")
        if self.messages is not None and not self.messages:
            raise BackendError("a chat request needs at least one message")
        if self.max_tokens < 1 or self.n < 1:
            raise BackendError("max_tokens and n must be at least 1")
        if self.temperature < 0:
            raise BackendError(f"temperature must be >= 0, got {self.temperature}")

    @property
    def is_chat(self) -> bool:
        """True for a chat request, False for a text completion."""
        return self.messages is not None

    def sample_seed(self, index: int) -> int | None:
        """The seed of sample ``index`` (distinct per sample, reproducible)."""
        return None if self.seed is None else self.seed + index

    def key_dict(self) -> dict[str, Any]:
        """Everything that determines the answer, as plain JSON data (for cache keys)."""
        return {
            "prompt": self.prompt,
            "messages": None if self.messages is None else [m.to_dict() for m in self.messages],
            "temperature": self.temperature,
            "max_tokens": self.max_tokens,
            "stop": list(self.stop),
            "seed": self.seed,
        }


@dataclass(frozen=True)
class LLMResponse:
    """One sample returned by a backend."""

    text: str
    """The generated text (stop sequence excluded)."""
    prompt_tokens: int
    """Tokens in the prompt as the backend counted them (0 when it did not say)."""
    completion_tokens: int
    """Generated tokens (0 when the backend did not say)."""
    latency_s: float
    """Wall-clock seconds of the original call (a cache replay keeps the original)."""
    model: str
    """The model id that answered."""
    backend: str
    """Backend id: ``"llama.cpp"`` or ``"openai"``."""
    finish_reason: str | None = None
    """``"stop"``, ``"length"`` … as reported by the backend."""
    sample_index: int = 0
    """Which sample of the request this is."""
    cached: bool = False
    """True when replayed from the response cache rather than produced by a real call."""

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON data (for ``--json`` output, results and the cache)."""
        return {
            "text": self.text,
            "prompt_tokens": self.prompt_tokens,
            "completion_tokens": self.completion_tokens,
            "latency_s": self.latency_s,
            "model": self.model,
            "backend": self.backend,
            "finish_reason": self.finish_reason,
            "sample_index": self.sample_index,
            "cached": self.cached,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> LLMResponse:
        """Inverse of :meth:`to_dict`."""
        return cls(**{k: data[k] for k in cls.__dataclass_fields__ if k in data})


@dataclass
class Usage:
    """Token accounting of one backend object: real calls and cache replays apart."""

    calls: int = 0
    """Samples produced by real model calls."""
    cached_calls: int = 0
    """Samples replayed from the cache."""
    prompt_tokens: int = 0
    """Prompt tokens of real calls only."""
    completion_tokens: int = 0
    """Generated tokens of real calls only."""
    replayed_prompt_tokens: int = 0
    """Prompt tokens of cache replays (what the calls cost when first made)."""
    replayed_completion_tokens: int = 0
    """Generated tokens of cache replays."""
    _lock: threading.Lock = field(default_factory=threading.Lock, repr=False, compare=False)

    def add(self, response: LLMResponse) -> None:
        """Count one response (thread-safe: batches run concurrently)."""
        with self._lock:
            if response.cached:
                self.cached_calls += 1
                self.replayed_prompt_tokens += response.prompt_tokens
                self.replayed_completion_tokens += response.completion_tokens
                return
            self.calls += 1
            self.prompt_tokens += response.prompt_tokens
            self.completion_tokens += response.completion_tokens


class Backend:
    """Base class of backends: subclasses implement :meth:`execute` (one sample).

    Capabilities are class attributes, as in simonw/llm, so callers can ask
    without instantiating anything.
    """

    backend_id: ClassVar[str] = "abstract"
    #: calls a batch may run at once: >1 helps over HTTP, only contends for the CPU locally.
    max_concurrency: int = 1

    def __init__(self, model: str, *, cache: ResponseCache | None = None) -> None:
        self.model = model
        self.cache = cache
        """Response cache consulted by :meth:`sample`; ``None`` means always call."""
        self.usage = Usage()

    @property
    def cache_identity(self) -> str:
        """What identifies the model in cache keys (overridden where the id is ambiguous)."""
        return self.model

    def execute(self, request: LLMRequest, sample_index: int) -> LLMResponse:
        """Produce sample ``sample_index`` of ``request`` with a real model call."""
        raise NotImplementedError

    def sample(self, request: LLMRequest, sample_index: int) -> LLMResponse:
        """One sample: replayed from the cache when there, else a real call that is stored.

        Every sample is counted in :attr:`usage`, replays apart from real calls.
        """
        response = None
        if self.cache is not None:
            response = self.cache.lookup(self.backend_id, self.cache_identity, request, sample_index)
        if response is None:
            response = self.execute(request, sample_index)
            if self.cache is not None:
                self.cache.store(self.backend_id, self.cache_identity, request, response)
        self.usage.add(response)
        return response

    def generate(self, request: LLMRequest) -> list[LLMResponse]:
        """All ``request.n`` samples, in order."""
        return [self.sample(request, i) for i in range(request.n)]

    def generate_many(
        self, requests: Sequence[LLMRequest], *, concurrency: int | None = None
    ) -> list[list[LLMResponse]]:
        """Answer a batch, running up to ``concurrency`` (default :attr:`max_concurrency`)
        calls at once; results come back in request order."""
        jobs = [(r, i) for r in requests for i in range(r.n)]
        limit = self.max_concurrency if concurrency is None else concurrency
        workers = max(1, min(limit, len(jobs)))
        if workers == 1:
            flat = [self.sample(r, i) for r, i in jobs]
        else:
            with ThreadPoolExecutor(max_workers=workers) as pool:
                flat = list(pool.map(lambda job: self.sample(*job), jobs))
        out: list[list[LLMResponse]] = []
        pos = 0
        for r in requests:
            out.append(flat[pos : pos + r.n])
            pos += r.n
        return out

    def complete(self, prompt: str, **params: Any) -> LLMResponse:
        """Convenience: the first sample of a text completion."""
        return self.generate(LLMRequest(prompt=prompt, **params))[0]

    def chat(self, messages: Iterable[Message | dict[str, str]], **params: Any) -> LLMResponse:
        """Convenience: the first sample of a chat request."""
        msgs = tuple(m if isinstance(m, Message) else Message(**m) for m in messages)
        return self.generate(LLMRequest(messages=msgs, **params))[0]

    def close(self) -> None:
        """Release resources (nothing by default; loaded models stay cached)."""

    def __repr__(self) -> str:
        return f"{type(self).__name__}(model={self.model!r})"


"""Local GGUF models through llama.cpp (``llama-cpp-python``, extra ``local``).

Three things matter for speed on a small CPU box, and each is handled here:

* **Load once.**  Loading a GGUF costs far more than a short completion, so
  loaded models live in a process-level table keyed by (path, context size,
  threads) and are shared by every backend object built on the same file.
* **Reuse shared prefixes.**  L-ICL prompts for different problems share a long
  prefix (instructions + examples).  llama-cpp-python keeps the KV cache of the
  previous prompt and only evaluates the suffix after the longest common token
  prefix — but only if the KV cache can be truncated.  Gemma 3 uses sliding-
  window attention whose default (small) SWA cache cannot be truncated, which
  silently disables reuse, so we ask for a full-size SWA cache (``swa_full``).
* **Never oversubscribe.**  ggml worker threads busy-wait; more threads than
  free cores makes generation ~40x slower.  The default is ``min(2, cores)``,
  overridable with ``LLMPLANNING_THREADS``.

llama.cpp is not thread-safe, so every call on a shared model holds its lock.

Reproducibility: greedy decoding (temperature 0) gives the same text whether a
prefix was reused or not, but floating-point results depend slightly on how a
prompt was split into evaluation batches, so a *sampled* answer (temperature
> 0, fixed seed) can depend on which prompt ran before.  Reruns are made
identical by the response cache; ``prefix_reuse=False`` makes sampled answers
independent of call order at the price of full prompt evaluation.
"""

from __future__ import annotations

import ctypes
import os
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from llmplanning.errors import BackendError, MissingDependencyError
from llmplanning.llm.base import Backend, LLMRequest, LLMResponse

#: default context size: an L-ICL prompt (~1500 tokens) plus a long answer fits.
DEFAULT_N_CTX = 4096
_GGUF_MAGIC = b"GGUF"


@dataclass
class LoadedModel:
    """A llama.cpp model held in the process-level table, with the lock guarding it."""

    llama: Any
    """The ``llama_cpp.Llama`` object."""
    lock: threading.Lock
    """Held during every call: llama.cpp contexts are not thread-safe."""


_MODELS: dict[tuple[str, int, int], LoadedModel] = {}
_MODELS_LOCK = threading.Lock()


def default_threads() -> int:
    """Threads for llama.cpp: ``LLMPLANNING_THREADS`` or ``min(2, cpu_count)``."""
    raw = os.environ.get("LLMPLANNING_THREADS")
    if raw:
        try:
            value = int(raw)
        except ValueError:
            value = 0
        if value < 1:
            raise BackendError(f"LLMPLANNING_THREADS must be a positive integer, got {raw!r}")
        return value
    return max(1, min(2, os.cpu_count() or 1))


def check_gguf(path: Path) -> Path:
    """The resolved path of a readable GGUF file, or a one-line BackendError saying why not."""
    if not path.exists():
        raise BackendError(f"model file not found: {path}")
    if not path.is_file():
        raise BackendError(f"model path is not a file: {path}")
    try:
        with path.open("rb") as handle:
            magic = handle.read(4)
    except OSError as exc:
        raise BackendError(f"cannot read model file {path}: {exc}") from exc
    if magic != _GGUF_MAGIC:
        raise BackendError(f"not a GGUF model file (bad magic bytes): {path}")
    return path.resolve()


def load_model(
    path: str | Path, *, n_ctx: int = DEFAULT_N_CTX, n_threads: int | None = None
) -> LoadedModel:
    """Load a GGUF once per process; later calls with the same file return the same model."""
    resolved = check_gguf(Path(path).expanduser())
    threads = n_threads or default_threads()
    key = (str(resolved), n_ctx, threads)
    with _MODELS_LOCK:
        loaded = _MODELS.get(key)
        if loaded is None:
            llama = _new_llama(resolved, n_ctx, threads)
            loaded = LoadedModel(llama, threading.Lock())
            _MODELS[key] = loaded
    return loaded


_QUIET_LOG: Any = None


def _silence_llama_log(llama_cpp: Any) -> None:
    """Drop llama.cpp's log output, which would otherwise go to stderr.

    ``verbose=False`` is not enough: llama-cpp-python maps ggml's log levels with
    an outdated table and lets warnings (e.g. the SWA cache notice) through.  The
    callback is installed when a model is first loaded, never at import, and kept
    referenced so ctypes does not free it.
    """
    global _QUIET_LOG
    if _QUIET_LOG is None:
        _QUIET_LOG = llama_cpp.llama_log_callback(lambda level, text, user_data: None)
        llama_cpp.llama_log_set(_QUIET_LOG, ctypes.c_void_p(0))


def _new_llama(path: Path, n_ctx: int, threads: int) -> Any:
    """Construct ``llama_cpp.Llama`` quietly, turning its failures into BackendError."""
    try:
        import llama_cpp
    except ImportError as exc:
        raise MissingDependencyError("llama-cpp-python", "local") from exc
    _silence_llama_log(llama_cpp)
    try:
        return llama_cpp.Llama(
            model_path=str(path), n_ctx=n_ctx, n_threads=threads, n_threads_batch=threads,
            swa_full=True, verbose=False,
        )
    except (ValueError, RuntimeError, OSError) as exc:
        raise BackendError(f"llama.cpp cannot load {path}: {exc}") from exc


def loaded_models() -> list[str]:
    """Paths of the models currently loaded in this process (for diagnostics and tests)."""
    with _MODELS_LOCK:
        return sorted({key[0] for key in _MODELS})


class LocalBackend(Backend):
    """A GGUF model run in-process by llama.cpp."""

    backend_id = "llama.cpp"

    def __init__(
        self,
        path: str | Path,
        *,
        model_id: str | None = None,
        identity: str | None = None,
        n_ctx: int = DEFAULT_N_CTX,
        n_threads: int | None = None,
        prefix_reuse: bool = True,
        chat_format: str | None = None,
        cache: Any = None,
    ) -> None:
        """``model_id`` names the model in responses (default: the file name);
        ``identity`` names it in cache keys (default: the resolved path);
        ``chat_format`` is a llama-cpp-python chat format for GGUFs whose metadata
        has no chat template (default: the template in the file)."""
        self.path = check_gguf(Path(path).expanduser())
        super().__init__(model_id or self.path.name, cache=cache)
        self._identity = identity or str(self.path)
        self.n_ctx = n_ctx
        self.n_threads = n_threads or default_threads()
        self.prefix_reuse = prefix_reuse
        """False forces a full prompt evaluation per call (benchmarks the reuse)."""
        self.chat_format = chat_format

    @property
    def cache_identity(self) -> str:
        return self._identity

    @property
    def loaded(self) -> LoadedModel:
        """The shared loaded model (loaded on first use, not at construction)."""
        return load_model(self.path, n_ctx=self.n_ctx, n_threads=self.n_threads)

    def execute(self, request: LLMRequest, sample_index: int) -> LLMResponse:
        loaded = self.loaded
        params: dict[str, Any] = {
            "temperature": request.temperature,
            "max_tokens": request.max_tokens,
            "stop": list(request.stop) or None,
            "seed": request.sample_seed(sample_index),
        }
        with loaded.lock:
            if not self.prefix_reuse:
                loaded.llama.reset()
            start = time.perf_counter()
            try:
                out = self._call(loaded.llama, request, params)
            except (ValueError, RuntimeError) as exc:  # e.g. prompt longer than n_ctx
                raise BackendError(f"llama.cpp rejected the request for {self.model}: {exc}") from exc
            latency = time.perf_counter() - start
        return _response(out, request, self.model, latency, sample_index)

    def _call(self, llama: Any, request: LLMRequest, params: dict[str, Any]) -> Any:
        if request.messages is not None:
            messages = [m.to_dict() for m in request.messages]
            if self.chat_format is None:
                return llama.create_chat_completion(messages=messages, **params)
            if self.chat_format == "gemma":
                messages = fold_system(messages)
            default, llama.chat_format = llama.chat_format, self.chat_format  # under the lock
            try:
                return llama.create_chat_completion(messages=messages, **params)
            finally:
                llama.chat_format = default
        return llama.create_completion(request.prompt, **params)


def fold_system(messages: list[dict[str, str]]) -> list[dict[str, str]]:
    """Prepend system text to the first user turn: Gemma has no system role, and
    llama-cpp-python's ``gemma`` format would silently drop it."""
    system = "\n\n".join(m["content"] for m in messages if m["role"] == "system")
    rest = [dict(m) for m in messages if m["role"] != "system"]
    if system:
        for message in rest:
            if message["role"] == "user":
                message["content"] = f"{system}\n\n{message['content']}"
                break
        else:
            rest.insert(0, {"role": "user", "content": system})
    return rest


def _response(
    out: dict[str, Any], request: LLMRequest, model: str, latency: float, index: int
) -> LLMResponse:
    """Turn llama-cpp-python's OpenAI-shaped dict into an :class:`LLMResponse`."""
    choice = out["choices"][0]
    if request.is_chat:
        text = (choice.get("message") or {}).get("content") or ""
    else:
        text = choice.get("text") or ""
    usage = out.get("usage") or {}
    return LLMResponse(
        text=text,
        prompt_tokens=int(usage.get("prompt_tokens", 0)),
        completion_tokens=int(usage.get("completion_tokens", 0)),
        latency_s=latency,
        model=model,
        backend=LocalBackend.backend_id,
        finish_reason=choice.get("finish_reason"),
        sample_index=index,
    )

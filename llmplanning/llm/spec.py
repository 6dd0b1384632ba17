"""Model spec strings shared by every command: ``local``, ``gguf:PATH``, ``openai:MODEL``.

One string names a model everywhere (CLI flags, experiment configs, results),
so a run can be reproduced from its record.  The kinds live in a plain
registry (:data:`KINDS`) and each backend module is imported only when its
kind is used, so a missing optional dependency costs nothing until then.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from llmplanning.errors import BackendError
from llmplanning.llm.base import Backend
from llmplanning.llm.cache import ResponseCache

SPEC_HELP = "local (bundled Gemma 3 270M), gguf:PATH or openai:MODEL"


@dataclass(frozen=True)
class ModelSpec:
    """A parsed model spec string."""

    kind: str
    """``"local"``, ``"gguf"`` or ``"openai"``."""
    target: str
    """The GGUF path or the remote model name (empty for ``local``)."""

    def __str__(self) -> str:
        return self.kind if not self.target else f"{self.kind}:{self.target}"


def parse_spec(spec: str) -> ModelSpec:
    """Parse a spec string, or raise one BackendError naming the accepted forms."""
    text = spec.strip()
    kind, sep, target = text.partition(":")
    if kind == "local" and not sep:
        return ModelSpec("local", "")
    if kind in ("gguf", "openai") and sep and target.strip():
        return ModelSpec(kind, target.strip())
    raise BackendError(f"invalid model spec {spec!r}: expected {SPEC_HELP}")


def resolve_cache(cache: ResponseCache | str | Path | bool | None) -> ResponseCache | None:
    """``True`` → the default cache file, a path → that file, ``False``/``None`` → no cache."""
    if cache is True:
        return ResponseCache()
    if cache is False or cache is None:
        return None
    if isinstance(cache, ResponseCache):
        return cache
    return ResponseCache(cache)


def _make_bundled(spec: ModelSpec, options: dict[str, Any]) -> Backend:
    from llmplanning.llm.bundled import bundled_model_path, bundled_sha256
    from llmplanning.llm.local import LocalBackend

    path = bundled_model_path()
    identity = f"bundled:{path.name}@{bundled_sha256()}"  # independent of the cache dir
    # The GGUF carries no chat template; llama-cpp-python would fall back to llama-2's.
    options.setdefault("chat_format", "gemma")
    return LocalBackend(path, model_id=path.name, identity=identity, **options)


def _make_gguf(spec: ModelSpec, options: dict[str, Any]) -> Backend:
    from llmplanning.llm.local import LocalBackend

    return LocalBackend(spec.target, **options)


def _make_openai(spec: ModelSpec, options: dict[str, Any]) -> Backend:
    from llmplanning.llm.remote import RemoteBackend

    return RemoteBackend(spec.target, **options)


#: spec kind -> factory(spec, backend options).
KINDS: dict[str, Callable[[ModelSpec, dict[str, Any]], Backend]] = {
    "local": _make_bundled,
    "gguf": _make_gguf,
    "openai": _make_openai,
}


def make_backend(
    spec: str,
    *,
    base_url: str | None = None,
    api_key_env: str | None = None,
    cache: ResponseCache | str | Path | bool | None = True,
    **options: Any,
) -> Backend:
    """Build the backend a spec string names.

    ``base_url``/``api_key_env`` apply to ``openai:`` specs (``base_url`` falls back
    to ``$LLMPLANNING_BASE_URL``, the key variable to ``OPENAI_API_KEY``).
    ``cache`` is ``True`` (default response cache), ``False`` (none), a path or a
    :class:`ResponseCache`.  Other keyword options go to the backend class
    (``n_ctx``, ``n_threads``, ``prefix_reuse`` locally; ``timeout_s``, ``retry``,
    ``concurrency`` remotely).  Nothing is loaded or contacted here except that a
    local model file is checked to exist.
    """
    parsed = parse_spec(spec)
    if parsed.kind == "openai":
        options = {"base_url": base_url, "api_key_env": api_key_env, **options}
    options["cache"] = resolve_cache(cache)
    return KINDS[parsed.kind](parsed, options)

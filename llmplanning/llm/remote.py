"""OpenAI-compatible HTTP backends: OpenAI, vLLM, Ollama, llama.cpp's server.

Only the standard library is used (``urllib.request`` + ``json``): the wire
format is two small JSON endpoints, and avoiding an HTTP client dependency
keeps the core install light.

Robustness rules, each from a failure seen in long experiment runs:

* 429 and 5xx answers are retried with exponential backoff (with jitter, so
  parallel workers do not retry in lockstep), and a ``Retry-After`` header is
  honoured because rate-limiting servers mean it;
* a refused connection is *not* retried: the endpoint is simply not there, and
  the user wants one clear message now rather than a minute of backoff;
* the API key is read from an environment variable, kept in a private
  attribute, and never enters a repr, a log, a result or the cache key.
"""

from __future__ import annotations

import email.utils
import http.client
import json
import os
import random
import socket
import time
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass
from typing import Any

from llmplanning.errors import BackendError
from llmplanning.llm.base import Backend, LLMRequest, LLMResponse

DEFAULT_BASE_URL = "https://api.openai.com/v1"
DEFAULT_API_KEY_ENV = "OPENAI_API_KEY"
#: hosts known to require a key: a missing key fails before any request.  Elsewhere
#: (a local llama.cpp, Ollama or vLLM server) no key is normal, and a server that does
#: want one answers 401, which becomes the same "set $VAR" message.
KEYED_HOSTS = frozenset({"api.openai.com"})
RETRY_STATUSES = frozenset({408, 409, 429, 500, 502, 503, 504})


@dataclass(frozen=True)
class RetryPolicy:
    """How transient failures (429, 5xx, timeouts) are retried."""

    max_retries: int = 5
    """Retries after the first attempt (so ``max_retries + 1`` attempts in all)."""
    backoff_s: float = 1.0
    """First backoff; attempt ``k`` waits about ``backoff_s * 2**k``."""
    max_backoff_s: float = 60.0
    """Cap on any single wait, ``Retry-After`` included."""

    def delay(self, attempt: int, retry_after: float | None) -> float:
        """Seconds to wait before retry ``attempt`` (0-based)."""
        if retry_after is not None:
            return min(self.max_backoff_s, max(0.0, retry_after))
        base = min(self.max_backoff_s, self.backoff_s * (2**attempt))
        return base * random.uniform(0.5, 1.0)


def parse_retry_after(value: str | None) -> float | None:
    """Seconds from a ``Retry-After`` header (delta-seconds or an HTTP date), or None."""
    if not value:
        return None
    try:
        return float(value)
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, when.timestamp() - time.time())


class RemoteBackend(Backend):
    """A model behind an OpenAI-compatible ``/completions`` + ``/chat/completions`` API."""

    backend_id = "openai"

    def __init__(
        self,
        model: str,
        *,
        base_url: str | None = None,
        api_key_env: str | None = None,
        timeout_s: float = 120.0,
        retry: RetryPolicy = RetryPolicy(),
        concurrency: int = 4,
        cache: Any = None,
    ) -> None:
        super().__init__(model, cache=cache)
        url = base_url or os.environ.get("LLMPLANNING_BASE_URL") or DEFAULT_BASE_URL
        if urllib.parse.urlsplit(url).scheme not in ("http", "https"):
            raise BackendError(f"base URL must start with http:// or https://, got {url!r}")
        self.base_url = url.rstrip("/")
        self.api_key_env = api_key_env or DEFAULT_API_KEY_ENV
        self._api_key = os.environ.get(self.api_key_env) or None
        host = urllib.parse.urlsplit(self.base_url).hostname or ""
        if self._api_key is None and host in KEYED_HOSTS:
            raise BackendError(self._key_hint(f"{host} needs an API key"))
        self.timeout_s = timeout_s
        self.retry = retry
        self.max_concurrency = max(1, concurrency)

    @property
    def cache_identity(self) -> str:
        """Server and model: the same name on two servers may be two different models."""
        return f"{self.base_url}#{self.model}"

    def _key_hint(self, problem: str) -> str:
        return (
            f"{problem}: no key found in ${self.api_key_env} — set it, or name another "
            f"variable with --api-key-env"
        )

    def execute(self, request: LLMRequest, sample_index: int) -> LLMResponse:
        payload: dict[str, Any] = {
            "model": self.model,
            "temperature": request.temperature,
            "max_tokens": request.max_tokens,
        }
        if request.stop:
            payload["stop"] = list(request.stop)
        seed = request.sample_seed(sample_index)
        if seed is not None:
            payload["seed"] = seed
        if request.messages is not None:
            payload["messages"] = [m.to_dict() for m in request.messages]
            path = "/chat/completions"
        else:
            payload["prompt"] = request.prompt
            path = "/completions"
        start = time.perf_counter()
        data = self._post(path, payload)
        latency = time.perf_counter() - start
        return self._response(data, request, latency, sample_index)

    def _post(self, path: str, payload: dict[str, Any]) -> dict[str, Any]:
        """POST JSON with retries; returns the decoded answer or raises one BackendError."""
        url = self.base_url + path
        body = json.dumps(payload).encode("utf-8")
        headers = {"Content-Type": "application/json", "User-Agent": "llmplanning"}
        problem, retry_after = url, None
        if self._api_key:
            headers["Authorization"] = f"Bearer {self._api_key}"
        for attempt in range(self.retry.max_retries + 1):
            request = urllib.request.Request(url, data=body, headers=headers, method="POST")
            try:
                with urllib.request.urlopen(request, timeout=self.timeout_s) as answer:
                    return _decode(answer.read(), url)
            except urllib.error.HTTPError as exc:
                problem = self._http_problem(exc, url)
                retry_after = parse_retry_after(exc.headers.get("Retry-After"))
                if exc.code not in RETRY_STATUSES:
                    raise BackendError(problem) from None
            except urllib.error.URLError as exc:
                if not isinstance(exc.reason, (TimeoutError, socket.timeout)):
                    raise BackendError(f"cannot reach {url}: {exc.reason}") from None
                problem, retry_after = f"{url} timed out after {self.timeout_s:g}s", None
            except (TimeoutError, ConnectionError, http.client.HTTPException) as exc:
                problem, retry_after = f"{url} failed: {exc or type(exc).__name__}", None
            if attempt < self.retry.max_retries:
                time.sleep(self.retry.delay(attempt, retry_after))
        raise BackendError(f"{problem} (gave up after {self.retry.max_retries + 1} attempts)")

    def _http_problem(self, exc: urllib.error.HTTPError, url: str) -> str:
        """One line describing an HTTP error answer, with the server's own message."""
        detail = _server_message(exc)
        if exc.code in (401, 403) and self._api_key is None:
            return self._key_hint(f"{url} answered HTTP {exc.code} {detail}".rstrip())
        if exc.code == 404:
            return f"{url} answered HTTP 404 {detail} — check the base URL and model name".strip()
        return f"{url} answered HTTP {exc.code} {detail}".rstrip()

    def _response(
        self, data: dict[str, Any], request: LLMRequest, latency: float, index: int
    ) -> LLMResponse:
        """Turn an OpenAI-shaped JSON answer into an :class:`LLMResponse`."""
        try:
            choice = data["choices"][0]
            if request.is_chat:
                text = (choice.get("message") or {}).get("content") or ""
            else:
                text = choice.get("text") or ""
        except (KeyError, IndexError, TypeError, AttributeError):
            raise BackendError(
                f"{self.base_url} sent an answer without choices: {str(data)[:200]}"
            ) from None
        usage = data.get("usage") or {}
        return LLMResponse(
            text=text,
            prompt_tokens=int(usage.get("prompt_tokens") or 0),
            completion_tokens=int(usage.get("completion_tokens") or 0),
            latency_s=latency,
            model=str(data.get("model") or self.model),
            backend=self.backend_id,
            finish_reason=choice.get("finish_reason"),
            sample_index=index,
        )

    def __repr__(self) -> str:  # never shows the key
        return f"RemoteBackend(model={self.model!r}, base_url={self.base_url!r})"


def _decode(raw: bytes, url: str) -> dict[str, Any]:
    try:
        data = json.loads(raw)
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise BackendError(f"{url} sent a non-JSON answer: {raw[:200]!r}") from None
    if not isinstance(data, dict):
        raise BackendError(f"{url} sent unexpected JSON: {str(data)[:200]}")
    return data


def _server_message(exc: urllib.error.HTTPError) -> str:
    """The ``error.message`` of an OpenAI-style error body, else the body's start."""
    try:
        raw = exc.read()
    except (OSError, http.client.HTTPException):
        return ""
    try:
        error = json.loads(raw).get("error")
        message = error.get("message") if isinstance(error, dict) else error
        text = str(message) if message else raw.decode("utf-8", "replace")
    except (ValueError, AttributeError):
        text = raw.decode("utf-8", "replace")
    text = " ".join(text.split())[:200]
    return f"({text})" if text else ""

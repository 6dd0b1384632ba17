"""The parent side: load model-written code once, call its functions many times.

A successor function is called thousands of times per search, so one worker
process serves many calls; when a call kills or hangs the worker, that call
gets the failure and the next call starts a fresh worker transparently.
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Sequence
from typing import Any, Self

from llmplanning.errors import InputError
from llmplanning.sandbox.limits import Limits
from llmplanning.sandbox.protocol import encode_frame
from llmplanning.sandbox.results import (
    BadReturn,
    CallResult,
    Crashed,
    ExceptionFailure,
    Failure,
    MemoryLimit,
    MissingFunction,
    OutputFlood,
    ProtocolFailure,
    SandboxInfo,
    SyntaxFailure,
)
from llmplanning.sandbox.worker import Exchange, Worker

DEFAULT_PRELOAD: tuple[str, ...] = (
    "abc", "array", "bisect", "collections", "collections.abc", "copy", "dataclasses",
    "datetime", "decimal", "enum", "fractions", "functools", "heapq", "itertools",
    "json", "math", "numbers", "operator", "pprint", "queue", "random", "re",
    "signal", "statistics", "string", "textwrap", "time", "types", "typing",
)
"""Modules imported before the worker drops its uid.

After the drop, the interpreter's own library may be unreadable (this is the
case when Python lives under a 0700 /root), so these are the modules model
code can import; anything else fails with ``ModuleNotFoundError``.
"""
STARTUP_S = 30.0
"""Deadline for the interpreter to start and isolate itself (not the code's fault)."""


class Sandbox:
    """Model-written code loaded once in an isolated, resource-limited worker.

    Use as a context manager::

        with Sandbox(code, limits=Limits(timeout_s=2)) as sb:
            r = sb.call("successor_states", [state])
            rs = sb.call_many("is_goal", [[s1], [s2]])

    Arguments and results cross the process boundary as JSON: tuples and sets
    arrive as lists.  With ``args_as_tuples=True`` the worker turns every
    nested list of the arguments back into a tuple before the call (states are
    usually tuples); use :func:`llmplanning.sandbox.deep_tuple` on results.
    Not thread-safe: use one sandbox per thread.
    """

    def __init__(self, code: str, limits: Limits | None = None, *,
                 args_as_tuples: bool = False, preload: Sequence[str] = DEFAULT_PRELOAD,
                 private_tmp: bool = True) -> None:
        if not isinstance(code, str):
            raise InputError(f"sandbox code must be a str, got {type(code).__name__}")
        self.code = code
        self.limits = limits or Limits()
        self.args_as_tuples = args_as_tuples
        self.preload = tuple(preload)
        self.private_tmp = private_tmp
        self.starts = 0
        """How many worker processes this sandbox has started so far."""
        self._worker: Worker | None = None
        self._info: SandboxInfo | None = None
        self._load_failure: Failure | None = None
        self._load_output = ""

    def __enter__(self) -> Self:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __del__(self) -> None:
        try:
            self.close()
        except Exception:  # noqa: BLE001, S110 - interpreter shutdown: nothing left to do
            pass

    @property
    def info(self) -> SandboxInfo:
        """The isolation the worker reported (starts a worker if none ran yet)."""
        if self._info is None:
            self.start()
        assert self._info is not None  # set by start(), even when the start failed
        return self._info

    @property
    def load_failure(self) -> Failure | None:
        """Why the code could not be loaded (syntax error, exception...), or None."""
        if self._info is None:
            self.start()
        return self._load_failure

    def start(self) -> None:
        """Start a worker and load the code, unless one is running or loading failed."""
        if self._worker is not None or self._load_failure is not None:
            return
        self._worker = worker = Worker(self.limits)
        self.starts += 1
        config = {"uid": worker.uid, "limits": _limits_dict(self.limits),
                  "private_tmp": self.private_tmp, "preload": list(self.preload),
                  "code": self.code, "args_as_tuples": self.args_as_tuples}
        startup = self._exchange(config, STARTUP_S)
        if startup.failure is None:
            self._info = _info_from(startup.frame)
            loaded = self._exchange(None, self.limits.timeout_s)
            failure = loaded.failure
            if failure is None:
                failure = _reply_failure(loaded.frame, self.limits)
                self._load_output = str(_get(loaded.frame, "output", ""))
        else:
            failure = startup.failure
            self._info = SandboxInfo(False, False, -1, False, False,
                                     notes=(f"the worker did not start: {failure.feedback()}",))
        if failure is not None:
            self._load_failure = failure
            self.close()

    def call(self, name: str, args: Sequence[Any] = ()) -> CallResult:
        """Call ``name(*args)`` in the worker; never raises for what the code does.

        Raises InputError only for caller mistakes: arguments that are not JSON
        data or larger than ``limits.max_message_bytes``.
        """
        if isinstance(args, (str, bytes, dict)):
            raise InputError(f"arguments of {name!r} must be a list of positional "
                             f"arguments, got a {type(args).__name__}")
        request = {"name": name, "args": list(args)}
        _check_request(request, self.limits)
        began = time.perf_counter()
        self.start()
        if self._load_failure is not None:
            return CallResult(False, failure=self._load_failure, output=self._load_output)
        exchange = self._exchange(request, self.limits.timeout_s)
        seconds = time.perf_counter() - began
        if exchange.failure is not None:
            self._discard_worker()
            return CallResult(False, failure=exchange.failure, seconds=seconds,
                              output=exchange.raw_output)
        return self._result_from(exchange, seconds)

    def call_many(self, name: str, arg_lists: Iterable[Sequence[Any]]) -> list[CallResult]:
        """``call(name, args)`` for each argument list, in one worker while it lives."""
        return [self.call(name, args) for args in arg_lists]

    def close(self) -> None:
        """Kill the worker and everything it started; remove its directory."""
        self._discard_worker()

    def _discard_worker(self) -> None:
        if self._worker is not None:
            self._worker.kill()
            self._worker = None

    def _exchange(self, message: Any, timeout_s: float) -> Exchange:
        """Send ``message`` (unless None) and wait for one reply, under one deadline."""
        worker = self._worker
        if worker is None:  # cannot happen after start(); keeps the types honest
            return Exchange(failure=Crashed("the worker is not running"))
        deadline = time.monotonic() + timeout_s
        if message is not None:
            failure = worker.send(message, deadline)
            if failure is not None:
                return Exchange(failure=failure)
        return worker.receive(deadline, timeout_s)

    def _result_from(self, exchange: Exchange, seconds: float) -> CallResult:
        frame = exchange.frame
        output = str(_get(frame, "output", "")) + exchange.raw_output
        failure = _reply_failure(frame, self.limits)
        if failure is None and _get(frame, "ok", None) is True:
            return CallResult(True, value=frame["value"], seconds=seconds, output=output)
        if failure is None:
            failure = ProtocolFailure("a reply without a result or a failure")
        if isinstance(failure, (MemoryLimit, ProtocolFailure)):
            self._discard_worker()  # its heap may be in a bad state, or it is hostile
        return CallResult(False, failure=failure, seconds=seconds, output=output)


def run_function(code: str, name: str, args: Sequence[Any] = (),
                 limits: Limits | None = None, *, args_as_tuples: bool = False,
                 preload: Sequence[str] = DEFAULT_PRELOAD) -> CallResult:
    """Load ``code`` in a fresh sandbox, call ``name(*args)`` once, clean up."""
    with Sandbox(code, limits, args_as_tuples=args_as_tuples, preload=preload) as sandbox:
        return sandbox.call(name, args)


def _check_request(request: dict[str, Any], limits: Limits) -> None:
    if not isinstance(request["name"], str) or not request["name"]:
        raise InputError(f"sandbox function name must be a non-empty str, got "
                         f"{request['name']!r}")
    try:
        size = len(encode_frame(request))
    except (TypeError, ValueError) as exc:
        raise InputError(f"arguments of {request['name']!r} are not JSON data: {exc}") from None
    if size > limits.max_message_bytes:
        raise InputError(f"arguments of {request['name']!r} are {size} bytes as JSON, more "
                         f"than limits.max_message_bytes={limits.max_message_bytes}")


def _limits_dict(limits: Limits) -> dict[str, Any]:
    return {name: getattr(limits, name) for name in limits.__dataclass_fields__}


def _get(frame: Any, key: str, default: Any) -> Any:
    return frame.get(key, default) if isinstance(frame, dict) else default


def _info_from(frame: Any) -> SandboxInfo:
    info = _get(frame, "info", {})
    if not isinstance(info, dict):
        info = {}
    notes = info.get("notes", [])
    return SandboxInfo(
        network_isolated=info.get("network_isolated") is True,
        uid_dropped=info.get("uid_dropped") is True,
        uid=int(info.get("uid", -1)) if isinstance(info.get("uid"), int) else -1,
        nproc_limited=info.get("nproc_limited") is True,
        private_tmp=info.get("private_tmp") is True,
        notes=tuple(str(n) for n in notes) if isinstance(notes, list) else (),
    )


def _reply_failure(frame: Any, limits: Limits) -> Failure | None:
    """The typed failure a reply carries; None when it carries none."""
    data = _get(frame, "failure", None)
    if not isinstance(frame, dict):
        return ProtocolFailure("a reply that is not a JSON object")
    if data is None:
        return None
    if not isinstance(data, dict):
        return ProtocolFailure("a failure that is not a JSON object")
    kind = data.get("kind")
    text = {k: str(v) for k, v in data.items() if isinstance(v, (str, int, float))}
    if kind == "syntax_error":
        lineno = data.get("lineno")
        return SyntaxFailure(text.get("message", ""),
                             lineno if isinstance(lineno, int) else None, text.get("text", ""))
    if kind == "exception":
        return ExceptionFailure(text.get("type_name", "Exception"), text.get("message", ""),
                                text.get("traceback", ""), text.get("during", "call"))
    if kind == "missing_function":
        defined = data.get("defined", [])
        names = tuple(str(d) for d in defined) if isinstance(defined, list) else ()
        return MissingFunction(text.get("name", ""), names)
    if kind == "memory_limit":
        return MemoryLimit(limits.memory_bytes)
    if kind == "bad_return":
        return BadReturn(text.get("type_name", "?"), text.get("reason", ""))
    if kind == "output_flood":
        return OutputFlood(limits.max_output_bytes)
    return ProtocolFailure(f"an unknown failure kind {kind!r}")

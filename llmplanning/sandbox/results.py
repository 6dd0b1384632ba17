"""What a sandboxed call returns: a value, or one typed failure.

Failing model-written code is a verdict, not an error (DESIGN.md, principle 4):
every way the code can go wrong is a frozen dataclass with a ``feedback()``
text that a method such as AutoToS can paste back into the next prompt.  The
caller never sees an exception for something the model's code did.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, TypeAlias


@dataclass(frozen=True)
class SyntaxFailure:
    """The code does not compile."""

    message: str
    """The compiler's message, e.g. ``invalid syntax``."""
    lineno: int | None = None
    """1-based line of the error in the submitted code, when known."""
    text: str = ""
    """The offending source line, when known."""
    kind: str = "syntax_error"
    """Stable tag for records and switches."""

    def feedback(self) -> str:
        where = f" on line {self.lineno}" if self.lineno else ""
        line = f"\n    {self.text.rstrip()}" if self.text.strip() else ""
        return f"The code has a syntax error{where}: {self.message}{line}"


@dataclass(frozen=True)
class ExceptionFailure:
    """The code raised an exception while loading or inside the called function."""

    type_name: str
    """Class name of the exception, e.g. ``KeyError``."""
    message: str
    """``str()`` of the exception."""
    traceback: str
    """The formatted traceback, limited to frames of the submitted code."""
    during: str = "call"
    """``"load"`` (executing the module body) or ``"call"``."""
    kind: str = "exception"
    """Stable tag for records and switches."""

    def feedback(self) -> str:
        phase = "while the code was loaded" if self.during == "load" else "during the call"
        return f"The code raised {self.type_name} {phase}: {self.message}\n{self.traceback}"


@dataclass(frozen=True)
class MissingFunction:
    """The requested name is not defined by the code, or is not callable."""

    name: str
    """The name that was asked for."""
    defined: tuple[str, ...] = ()
    """Callables the code did define, to help the model fix the name."""
    kind: str = "missing_function"
    """Stable tag for records and switches."""

    def feedback(self) -> str:
        have = ", ".join(self.defined) if self.defined else "none"
        return f"The code does not define a function named {self.name!r} (defined: {have})."


@dataclass(frozen=True)
class Timeout:
    """The call ran out of wall-clock or CPU time and its process was killed."""

    seconds: float
    """The limit that was exceeded."""
    clock: str = "wall"
    """``"wall"`` (per-call deadline) or ``"cpu"`` (RLIMIT_CPU)."""
    kind: str = "timeout"
    """Stable tag for records and switches."""

    def feedback(self) -> str:
        what = "CPU time" if self.clock == "cpu" else "time"
        return (
            f"The call did not finish within the {what} limit of {self.seconds:g} s "
            "(an infinite loop, or an algorithm that is far too slow)."
        )


@dataclass(frozen=True)
class MemoryLimit:
    """The code tried to use more memory than the sandbox allows."""

    limit_bytes: int
    """The address-space limit (RLIMIT_AS) of the worker."""
    kind: str = "memory_limit"
    """Stable tag for records and switches."""

    def feedback(self) -> str:
        mib = self.limit_bytes / 2**20
        return f"The code ran out of memory (limit {mib:.0f} MiB)."


@dataclass(frozen=True)
class BadReturn:
    """The function returned something that cannot cross the process boundary."""

    type_name: str
    """Type of the offending value (or of the part of it that failed)."""
    reason: str
    """Why it could not be sent, e.g. not JSON-serialisable, or too large."""
    kind: str = "bad_return"
    """Stable tag for records and switches."""

    def feedback(self) -> str:
        return (
            f"The function returned a value of type {self.type_name} that cannot be used: "
            f"{self.reason}. Return lists, tuples, sets, dicts, strings, numbers, "
            "booleans or None."
        )


@dataclass(frozen=True)
class OutputFlood:
    """The code printed more than the output cap; it was stopped."""

    limit_bytes: int
    """The cap on stdout plus stderr per call."""
    kind: str = "output_flood"
    """Stable tag for records and switches."""

    def feedback(self) -> str:
        return f"The code printed more than {self.limit_bytes} bytes; do not print in a loop."


@dataclass(frozen=True)
class Crashed:
    """The worker process died: killed by a signal or exited on its own."""

    detail: str
    """What happened, e.g. ``killed by signal SIGSEGV``."""
    signal: int | None = None
    """The signal number, when the process was killed by one."""
    returncode: int | None = None
    """The raw return code of the worker, when it exited."""
    stderr_tail: str = ""
    """The last bytes the worker wrote to its raw stderr (interpreter messages)."""
    kind: str = "crashed"
    """Stable tag for records and switches."""

    def feedback(self) -> str:
        tail = f"\n{self.stderr_tail.strip()}" if self.stderr_tail.strip() else ""
        return f"The process running the code crashed: {self.detail}.{tail}"


@dataclass(frozen=True)
class ProtocolFailure:
    """The worker answered with something that is not a well-formed reply.

    Hostile code can write to the reply pipe itself; the parent then gives up on
    that worker instead of trusting anything it sent.
    """

    detail: str
    """What was wrong with the reply."""
    kind: str = "protocol_error"
    """Stable tag for records and switches."""

    def feedback(self) -> str:
        return f"The code interfered with the sandbox's communication: {self.detail}."


Failure: TypeAlias = (
    SyntaxFailure
    | ExceptionFailure
    | MissingFunction
    | Timeout
    | MemoryLimit
    | BadReturn
    | OutputFlood
    | Crashed
    | ProtocolFailure
)
"""Every way a sandboxed call can fail."""


@dataclass(frozen=True)
class CallResult:
    """The outcome of one call: ``ok`` with a JSON ``value``, or a ``failure``."""

    ok: bool
    """True when the function returned a value that crossed the boundary."""
    value: Any = None
    """The returned value as JSON data (tuples and sets arrive as lists)."""
    failure: Failure | None = None
    """Why the call failed; None when ``ok``."""
    seconds: float = 0.0
    """Wall-clock time of the call as seen by the parent."""
    output: str = ""
    """What the code printed during the call (truncated at the output cap)."""

    def feedback(self) -> str:
        """Text for the model: the failure's feedback, or empty when ``ok``."""
        return self.failure.feedback() if self.failure is not None else ""


@dataclass(frozen=True)
class SandboxInfo:
    """Which isolation features actually took effect in the worker.

    Reported by the worker itself after it set itself up, so the sandbox never
    claims an isolation it does not have.
    """

    network_isolated: bool
    """The worker runs in a fresh network namespace (no interfaces but a down loopback)."""
    uid_dropped: bool
    """The worker runs as an unprivileged uid of its own (not the caller's)."""
    uid: int
    """The uid the worker runs as."""
    nproc_limited: bool
    """RLIMIT_NPROC binds: never for root; for a non-root caller it counts the
    caller's processes too, so it bounds a fork bomb but is shared."""
    private_tmp: bool
    """/tmp, /var/tmp, /dev/shm and the working directory are private, empty,
    size-limited tmpfs mounts: the code can neither leave files behind nor fill the disk."""
    notes: tuple[str, ...] = field(default=())
    """Why a feature is missing, one line each."""

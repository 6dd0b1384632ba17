"""Run model-written code in a separate, isolated, resource-limited process.

Model-written code is hostile until proven otherwise, so it never runs in the
toolkit's own process.  A :class:`Sandbox` starts one worker (``python -I -S``
in a fresh temporary directory with a minimal environment), loads the code
once and serves many calls over pipes carrying length-prefixed JSON (never
pickle: the parent must not unpickle anything the worker sends).  Every way the
code can fail is a typed, frozen value with a ``feedback()`` text; nothing the
code does raises in the caller.

Isolation (each feature is reported in :attr:`Sandbox.info`, never assumed):

- network: a fresh network namespace (``unshare(CLONE_NEWNET)``; a user
  namespace as well when not root) — ``info.network_isolated``;
- uid: as root, the worker drops to a uid of its own with no groups, which
  makes RLIMIT_NPROC bind, keeps the caller's files and processes out of reach
  and lets the parent kill everything the code started — ``info.uid_dropped``;
- files: as root, private size-limited tmpfs over /tmp, /var/tmp, /dev/shm
  and the working directory, so nothing is left behind and the disk cannot be
  filled — ``info.private_tmp``;
- limits: wall clock and CPU per call, address space, processes, open files,
  file size, output per call, message size (:class:`Limits`).

States cross the boundary as JSON: tuples and sets arrive as lists.  Pass
``args_as_tuples=True`` to have the worker turn nested argument lists into
tuples, and use :func:`deep_tuple` on returned values.
"""

from __future__ import annotations

from llmplanning.sandbox.limits import Limits
from llmplanning.sandbox.protocol import deep_tuple
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
    Timeout,
)
from llmplanning.sandbox.runner import DEFAULT_PRELOAD, Sandbox, run_function

__all__ = [
    "DEFAULT_PRELOAD",
    "BadReturn",
    "CallResult",
    "Crashed",
    "ExceptionFailure",
    "Failure",
    "Limits",
    "MemoryLimit",
    "MissingFunction",
    "OutputFlood",
    "ProtocolFailure",
    "Sandbox",
    "SandboxInfo",
    "SyntaxFailure",
    "Timeout",
    "deep_tuple",
    "run_function",
]

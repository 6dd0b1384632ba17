"""Length-prefixed JSON frames between the parent and its worker.

JSON rather than pickle, because unpickling data from the worker would let
hostile code run in the parent.  A frame is a 4-byte big-endian length and
that many bytes of UTF-8 JSON.  The parent side reads incrementally (the pipe
is polled together with the worker's stdout/stderr under a deadline), so a
worker that sends half a frame and hangs is a timeout, not a hang.
"""

from __future__ import annotations

import json
import struct
from typing import Any

HEADER = struct.Struct(">I")
"""The frame header: payload length in bytes."""


class FrameError(Exception):
    """A frame that is malformed or larger than allowed (internal to the sandbox)."""


def to_json(value: Any) -> Any:
    """``json.dumps`` default: sets and frozensets become lists (sorted when possible)."""
    if isinstance(value, (set, frozenset)):
        try:
            return sorted(value)
        except TypeError:
            return list(value)
    raise TypeError(f"{type(value).__name__} is not JSON-serialisable")


def encode_frame(message: Any) -> bytes:
    """One frame holding ``message`` as JSON; raises TypeError/ValueError if it is not JSON.

    Tuples become lists and sets become lists, as they do on the worker side.
    """
    payload = json.dumps(message, default=to_json, separators=(",", ":")).encode("utf-8")
    return HEADER.pack(len(payload)) + payload


class FrameReader:
    """Collects bytes from a pipe and cuts them into decoded JSON frames."""

    def __init__(self, max_bytes: int) -> None:
        self._buffer = bytearray()
        self._max_bytes = max_bytes

    def feed(self, data: bytes) -> None:
        """Add bytes read from the pipe."""
        self._buffer.extend(data)

    def next_frame(self) -> Any | None:
        """The next complete frame, or None while it is incomplete.

        Raises FrameError when the announced length exceeds the cap or the
        payload is not JSON; the cap is checked before buffering the payload,
        so a hostile length cannot make the parent allocate gigabytes.
        """
        if len(self._buffer) < HEADER.size:
            return None
        (length,) = HEADER.unpack_from(self._buffer)
        if length > self._max_bytes:
            raise FrameError(f"a reply of {length} bytes exceeds the cap of {self._max_bytes}")
        end = HEADER.size + length
        if len(self._buffer) < end:
            return None
        payload = bytes(self._buffer[HEADER.size:end])
        del self._buffer[:end]
        try:
            return json.loads(payload.decode("utf-8"))
        except (UnicodeDecodeError, ValueError) as exc:
            raise FrameError(f"a reply that is not JSON ({exc})") from None


def deep_tuple(value: Any) -> Any:
    """Turn nested lists into nested tuples, e.g. a state that crossed the boundary.

    States cross the process boundary as JSON, so tuples (and sets) arrive as
    lists; planning code that hashes states wants them back as tuples.  Dicts
    keep their keys and have their values converted.
    """
    if isinstance(value, list):
        return tuple(deep_tuple(v) for v in value)
    if isinstance(value, dict):
        return {k: deep_tuple(v) for k, v in value.items()}
    return value

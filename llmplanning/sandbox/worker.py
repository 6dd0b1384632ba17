"""One worker process seen from the parent: start, exchange frames, kill.

Everything the worker sends is read under a deadline with ``select`` on three
pipes at once (replies, raw stdout, raw stderr), so a worker that hangs, floods
its output or dies mid-reply costs the parent a bounded time and a bounded
amount of memory.  Ending a worker kills all of its processes: the process
group, and when the worker has a uid of its own, everything of that uid.
"""

from __future__ import annotations

import os
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from llmplanning.sandbox.limits import (
    Limits,
    kill_group,
    kill_uid,
    pick_worker_uid,
    running_as_root,
)
from llmplanning.sandbox.protocol import FrameError, FrameReader, encode_frame
from llmplanning.sandbox.results import Crashed, Failure, OutputFlood, ProtocolFailure, Timeout

CHILD_SCRIPT = Path(__file__).with_name("child.py")
"""The worker script, run by an isolated interpreter."""
STDERR_TAIL_BYTES = 2000
"""How much of the worker's raw stderr is kept for crash reports."""
POLL_S = 0.1
"""How often the parent checks whether the worker died while a grandchild
still holds its pipes open."""


@dataclass(frozen=True)
class Exchange:
    """What one wait for a reply produced: a frame, or a failure (worker is dead)."""

    frame: Any = None
    """The decoded reply, when one arrived."""
    failure: Failure | None = None
    """Why no reply arrived; the worker has been killed."""
    raw_output: str = ""
    """Bytes the worker wrote straight to its stdout/stderr file descriptors."""


class Worker:
    """A started worker process with its pipes and its private directory."""

    def __init__(self, limits: Limits, env_extra: dict[str, str] | None = None) -> None:
        self.limits = limits
        self.uid = pick_worker_uid() if running_as_root() else None
        self.workdir = tempfile.mkdtemp(prefix="llmplanning-sandbox-")
        if self.uid is not None:
            os.chown(self.workdir, self.uid, self.uid)
        os.chmod(self.workdir, 0o700)
        request_r, self._request_w = os.pipe()
        self._reply_r, reply_w = os.pipe()
        env = {"PATH": "/usr/local/bin:/usr/bin:/bin", "LANG": "C.UTF-8",
               "HOME": self.workdir, "TMPDIR": self.workdir, **(env_extra or {})}
        try:
            self.proc = subprocess.Popen(
                [sys.executable, "-I", "-S", "-B", str(CHILD_SCRIPT),
                 str(request_r), str(reply_w)],
                stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                pass_fds=(request_r, reply_w), cwd=self.workdir, env=env,
                start_new_session=True,
            )
        finally:
            os.close(request_r)
            os.close(reply_w)
        os.set_blocking(self._request_w, False)
        out, err = self.proc.stdout, self.proc.stderr
        self._stdout = out.fileno() if out is not None else -1
        self._stderr = err.fileno() if err is not None else -1
        self._reader = FrameReader(limits.max_message_bytes)
        self._stderr_tail = b""
        self.alive = True

    def send(self, message: Any, deadline: float) -> Failure | None:
        """Write one frame before ``deadline``; a failure means the worker is gone."""
        data = encode_frame(message)
        while data:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                self.kill()
                return Timeout(float(self.limits.timeout_s))
            ready = _wait([self._request_w], select.POLLOUT, remaining)
            try:
                if ready:
                    data = data[os.write(self._request_w, data):]
            except BlockingIOError:
                continue
            except OSError:  # EPIPE: the worker is gone
                return self._death_failure()
            if not ready and self.proc.poll() is not None:
                return self._death_failure()
        return None

    def receive(self, deadline: float, timeout_s: float) -> Exchange:
        """Wait for one reply frame until ``deadline``, draining stdout/stderr meanwhile."""
        streams = {self._reply_r: "reply", self._stdout: "out", self._stderr: "err"}
        raw = bytearray()
        raw_total = 0
        while True:
            try:
                frame = self._reader.next_frame()
            except FrameError as exc:
                self.kill()
                return Exchange(failure=ProtocolFailure(str(exc)), raw_output=_text(raw))
            if frame is not None:
                return Exchange(frame=frame, raw_output=_text(raw))
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                self.kill()
                return Exchange(failure=Timeout(float(timeout_s)), raw_output=_text(raw))
            ready = _wait(list(streams), select.POLLIN, remaining)
            for fd in ready:
                chunk = os.read(fd, 65536)
                if not chunk:
                    if streams.pop(fd) == "reply":
                        return Exchange(failure=self._death_failure(), raw_output=_text(raw))
                    continue
                if streams[fd] == "reply":
                    self._reader.feed(chunk)
                    continue
                raw_total += len(chunk)
                if streams[fd] == "err":
                    self._stderr_tail = (self._stderr_tail + chunk)[-STDERR_TAIL_BYTES:]
                if raw_total > self.limits.max_output_bytes:
                    self.kill()
                    return Exchange(failure=OutputFlood(self.limits.max_output_bytes),
                                    raw_output=_text(raw))
                raw.extend(chunk)
            if not ready and self.proc.poll() is not None:
                return Exchange(failure=self._death_failure(), raw_output=_text(raw))

    def _death_failure(self) -> Failure:
        """Classify how the worker ended, after making sure all of it is dead."""
        try:
            returncode = self.proc.wait(timeout=1.0)
        except subprocess.TimeoutExpired:
            returncode = None
        self.kill()
        if returncode is None:
            returncode = self.proc.returncode
        tail = self._stderr_tail.decode("utf-8", "replace")
        if returncode == -signal.SIGXCPU:
            return Timeout(float(self.limits.cpu_s), clock="cpu")
        if returncode is not None and returncode < 0:
            sig = -returncode
            detail = f"killed by signal {_signal_name(sig)}"
            if sig == signal.SIGXFSZ:
                detail += " (it wrote a file larger than the file-size limit)"
            elif sig == signal.SIGKILL:
                detail += " (CPU hard limit, out of memory, or killed from outside)"
            return Crashed(detail, signal=sig, returncode=returncode, stderr_tail=tail)
        detail = (f"the worker exited with code {returncode} (the code called os._exit, "
                  "closed the sandbox's pipes, or the worker could not start)")
        return Crashed(detail, returncode=returncode, stderr_tail=tail)

    def kill(self) -> None:
        """Kill every process of this worker and remove its directory; idempotent."""
        if not self.alive:
            return
        self.alive = False
        if self.uid is not None:
            kill_uid(self.uid)
        kill_group(self.proc.pid)
        try:
            self.proc.kill()
        except ProcessLookupError:
            pass
        try:
            self.proc.wait(timeout=5.0)
        except subprocess.TimeoutExpired:
            pass
        for fd in (self._request_w, self._reply_r):
            try:
                os.close(fd)
            except OSError:
                pass
        for stream in (self.proc.stdout, self.proc.stderr):
            if stream is not None:
                stream.close()
        shutil.rmtree(self.workdir, ignore_errors=True)


def _wait(fds: list[int], events: int, remaining: float) -> list[int]:
    """The fds among ``fds`` that are ready (or hung up), waiting at most POLL_S.

    ``poll`` rather than ``select``: a caller with more than 1024 open files
    would make ``select`` fail on our pipe numbers.
    """
    poller = select.poll()
    for fd in fds:
        poller.register(fd, events)
    timeout_ms = max(1, int(min(remaining, POLL_S) * 1000))
    return [fd for fd, _ in poller.poll(timeout_ms)]


def _text(raw: bytearray) -> str:
    return raw.decode("utf-8", "replace")


def _signal_name(sig: int) -> str:
    try:
        return signal.Signals(sig).name
    except ValueError:
        return str(sig)

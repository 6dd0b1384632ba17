"""Resource limits of a sandbox worker, and the uid it runs under.

When the toolkit runs as root the worker drops to a uid of its own, chosen
from a range no account or process uses.  A private uid is what makes the
other limits real: RLIMIT_NPROC never binds for root, files of the caller stay
out of reach, the worker cannot signal the caller, and every process the code
starts (even one that escaped the process group with ``setsid``) can be killed
by a helper that signals everything of that uid.
"""

from __future__ import annotations

import os
import signal
import threading
from dataclasses import dataclass

from llmplanning.errors import InputError

_UID_BASE = 52000
"""First uid of the range sandbox workers draw from (above usual accounts)."""
_UID_SPAN = 8000
"""Size of that range."""
_counter = 0
_counter_lock = threading.Lock()


@dataclass(frozen=True)
class Limits:
    """Resource limits of one sandbox worker.

    The wall-clock ``timeout_s`` applies to each call (and to loading the code);
    ``cpu_s`` is per call too: the worker lowers its soft RLIMIT_CPU to the CPU
    time used so far plus ``cpu_s`` before each call, while the hard limit
    ``cpu_total_s`` bounds the whole life of a worker that serves thousands of
    calls.
    """

    timeout_s: float = 5.0
    """Wall-clock seconds per call before the worker is killed."""
    cpu_s: int = 5
    """CPU seconds per call (soft RLIMIT_CPU, raised by SIGXCPU)."""
    cpu_total_s: int = 3600
    """CPU seconds for the worker's whole life (hard RLIMIT_CPU)."""
    memory_bytes: int = 512 * 2**20
    """Address-space limit (RLIMIT_AS); exceeding it is a ``MemoryLimit``."""
    max_processes: int = 16
    """RLIMIT_NPROC of the worker's uid (binds only when the uid was dropped)."""
    max_open_files: int = 64
    """RLIMIT_NOFILE."""
    max_file_bytes: int = 16 * 2**20
    """RLIMIT_FSIZE: the largest file the code may write."""
    max_disk_bytes: int = 64 * 2**20
    """Size of each private tmpfs (working directory, /tmp, /var/tmp, /dev/shm), as root."""
    max_output_bytes: int = 1 * 2**20
    """Cap on what one call may print (stdout plus stderr)."""
    max_message_bytes: int = 64 * 2**20
    """Cap on one JSON message in either direction (arguments or a result)."""

    def __post_init__(self) -> None:
        for name in ("timeout_s", "cpu_s", "cpu_total_s", "memory_bytes", "max_processes",
                     "max_open_files", "max_file_bytes", "max_disk_bytes", "max_output_bytes",
                     "max_message_bytes"):
            if getattr(self, name) <= 0:
                raise InputError(f"sandbox limit {name} must be positive, got "
                                 f"{getattr(self, name)!r}")
        if self.cpu_total_s < self.cpu_s:
            raise InputError("sandbox limit cpu_total_s must be at least cpu_s")


def running_as_root() -> bool:
    """True when the toolkit can drop the worker to a uid of its own."""
    return os.geteuid() == 0


def _uids_in_use() -> set[int]:
    """Real uids of all live processes plus all accounts in /etc/passwd."""
    used: set[int] = set()
    try:
        with open("/etc/passwd", encoding="utf-8", errors="replace") as fh:
            for line in fh:
                parts = line.split(":")
                if len(parts) > 2 and parts[2].isdigit():
                    used.add(int(parts[2]))
    except OSError:
        pass
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                used.add(os.stat(f"/proc/{entry}").st_uid)
            except OSError:
                continue
    return used


def pick_worker_uid() -> int:
    """A uid in the sandbox range that no account and no live process uses.

    Different workers get different uids (pid and a counter spread them), so
    killing everything of one worker's uid never touches another worker.
    """
    global _counter
    with _counter_lock:
        _counter += 1
        start = (os.getpid() * 131 + _counter * 7919) % _UID_SPAN
    used = _uids_in_use()
    for step in range(_UID_SPAN):
        uid = _UID_BASE + (start + step) % _UID_SPAN
        if uid not in used:
            return uid
    return _UID_BASE + start


def kill_uid(uid: int) -> None:
    """Kill every process whose real uid is ``uid`` (root only).

    A forked helper becomes ``uid`` and calls ``kill(-1, SIGKILL)``, which
    reaches exactly the processes that uid may signal: the worker and all its
    descendants, wherever they moved.  The helper checks that it really is not
    root before signalling, so a failed ``setuid`` can never kill the system.
    """
    if uid == 0 or not running_as_root():
        return
    pid = os.fork()
    if pid == 0:  # pragma: no cover - runs in the forked helper
        code = 1
        try:
            os.setgroups([])
            os.setgid(uid)
            os.setuid(uid)
            if os.getuid() == uid and os.geteuid() == uid and uid != 0:
                os.kill(-1, signal.SIGKILL)
                code = 0
        except BaseException:  # noqa: BLE001 - the helper must reach os._exit
            code = 1
        os._exit(code)
    os.waitpid(pid, 0)


def kill_group(pgid: int) -> None:
    """Kill the worker's session/process group; quiet when it is already gone."""
    try:
        os.killpg(pgid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass

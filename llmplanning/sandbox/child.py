"""The sandbox worker: run as a script by an isolated interpreter (``-I -S``).

This file is executed as ``python -I -S child.py REQUEST_FD REPLY_FD`` and
imports nothing from llmplanning (the package is not on its path).  Before it
reads any model-written code it isolates itself, in this order:

1. a fresh network namespace (``unshare(CLONE_NEWNET)``; for a non-root caller
   ``CLONE_NEWUSER | CLONE_NEWNET``), so the code has no network at all;
2. as root, a private mount namespace with empty, size-limited tmpfs mounts
   over /tmp, /var/tmp, /dev/shm and its own working directory, so the only
   writable places it can reach are its own and cannot fill the disk;
3. the modules model code may import are imported now, because after the uid
   drop the interpreter's own files may be unreadable (e.g. under /root);
4. resource limits (RLIMIT_AS, NOFILE, FSIZE, NPROC, CPU, CORE=0);
5. as root, a drop to the worker's own uid and gid, with no groups.

Every step that fails is recorded in the ``info`` it reports, so the parent
never claims an isolation the worker does not have.  What this script does
after the code is loaded (replying only from the worker's own pid, killing
leftover processes of its uid) is housekeeping, not a security boundary: the
code shares this interpreter and can patch it.  The boundary is the process,
its uid, its namespaces and its limits, and the parent trusts no reply.  Then it loads the code
once and serves calls: one JSON frame in, one JSON frame out.
"""

import ctypes
import io
import json
import linecache
import math
import os
import resource
import struct
import sys
import traceback

HEADER = struct.Struct(">I")
FILENAME = "<generated>"
CLONE_NEWNS = 0x00020000
CLONE_NEWUSER = 0x10000000
CLONE_NEWNET = 0x40000000
MS_NOSUID, MS_NODEV, MS_REC, MS_PRIVATE = 2, 4, 16384, 1 << 18
PRIVATE_DIRS = ("/tmp", "/var/tmp", "/dev/shm")


class Flood(BaseException):
    """Raised by a capped stream; BaseException so ``except Exception`` cannot hide it."""


class CappedStream(io.TextIOBase):
    """sys.stdout/sys.stderr of the code: keeps what fits under the cap."""

    def __init__(self, shared):
        self.shared = shared

    def writable(self):
        return True

    def write(self, text):
        shared = self.shared
        room = shared["cap"] - shared["size"]
        shared["size"] += len(text)
        if len(text) > room:
            shared["parts"].append(text[:max(room, 0)])
            shared["flooded"] = True
            raise Flood()
        shared["parts"].append(text)
        return len(text)


def read_frame(fd):
    header = read_exact(fd, HEADER.size)
    (length,) = HEADER.unpack(header)
    return json.loads(read_exact(fd, length).decode("utf-8"))


def read_exact(fd, n):
    chunks, got = [], 0
    while got < n:
        chunk = os.read(fd, n - got)
        if not chunk:
            os._exit(0)  # the parent closed the pipe: nothing more to do
        chunks.append(chunk)
        got += len(chunk)
    return b"".join(chunks)


def write_frame(fd, payload):
    data = HEADER.pack(len(payload)) + payload
    while data:
        data = data[os.write(fd, data):]


def isolate(cfg):
    """Network and mount namespaces; returns (info dict, notes list)."""
    libc = ctypes.CDLL(None, use_errno=True)
    info = {"network_isolated": False, "private_tmp": False}
    notes = []
    root = os.geteuid() == 0
    flags = CLONE_NEWNET if root else CLONE_NEWUSER | CLONE_NEWNET
    if libc.unshare(flags) == 0:
        info["network_isolated"] = True
    else:
        error = os.strerror(ctypes.get_errno())
        notes.append(f"no network namespace (unshare failed: {error}); the code can use "
                     "the network")
    if root and cfg["private_tmp"]:
        error = private_tmp(libc, cfg)
        info["private_tmp"] = error is None
        if error:
            notes.append("/tmp, /var/tmp, /dev/shm and the work directory stay on shared, "
                         "unbounded disk: " + error)
    elif not root:
        notes.append("not root: /tmp, /var/tmp, /dev/shm stay shared and the work "
                     "directory is on disk, bounded only per file by RLIMIT_FSIZE")
    return info, notes


def private_tmp(libc, cfg):
    """Empty, size-limited tmpfs over the world-writable directories and the work directory.

    The work directory is recreated at the same path inside a private tmpfs, so
    the code can fill at most ``max_disk_bytes`` per mount, never the real
    disk.  Returns None, or an error text.
    """
    libc.mount.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_char_p,
                           ctypes.c_ulong, ctypes.c_char_p]
    if libc.unshare(CLONE_NEWNS) != 0:
        return "unshare(CLONE_NEWNS) failed: " + os.strerror(ctypes.get_errno())
    if libc.mount(b"none", b"/", None, MS_REC | MS_PRIVATE, None) != 0:
        return "making / private failed: " + os.strerror(ctypes.get_errno())
    cwd = os.getcwd()
    options = f"size={cfg['limits']['max_disk_bytes']},nr_inodes=4096,mode=1777".encode()
    covered = False
    for target in PRIVATE_DIRS:
        if not os.path.isdir(target):
            continue
        if libc.mount(b"tmpfs", target.encode(), b"tmpfs", MS_NOSUID | MS_NODEV, options) != 0:
            return f"mounting tmpfs on {target} failed: {os.strerror(ctypes.get_errno())}"
        covered = covered or (cwd + "/").startswith(target + "/")
    if covered:
        os.makedirs(cwd, mode=0o755, exist_ok=True)
    elif libc.mount(b"tmpfs", cwd.encode(), b"tmpfs", MS_NOSUID | MS_NODEV, options) != 0:
        return f"mounting tmpfs on {cwd} failed: {os.strerror(ctypes.get_errno())}"
    if cfg["uid"] is not None:
        os.chown(cwd, cfg["uid"], cfg["uid"])
    os.chmod(cwd, 0o700)
    os.chdir(cwd)
    return None


def preload(modules):
    for name in modules:
        try:
            __import__(name)
        except BaseException:  # noqa: BLE001, S110 - a module that fails to import is just absent
            pass


def set_limits(limits):
    """Hard and soft limits, set while still privileged so they cannot be raised."""
    pairs = [
        (resource.RLIMIT_CORE, 0),
        (resource.RLIMIT_NOFILE, limits["max_open_files"]),
        (resource.RLIMIT_FSIZE, limits["max_file_bytes"]),
        (resource.RLIMIT_AS, limits["memory_bytes"]),
        (resource.RLIMIT_NPROC, limits["max_processes"]),
    ]
    for which, value in pairs:
        resource.setrlimit(which, (value, value))
    total = limits["cpu_total_s"]
    resource.setrlimit(resource.RLIMIT_CPU, (total, total))


def drop_privileges(uid):
    """Become ``uid`` with no groups; returns an error text or None."""
    try:
        os.setgroups([])
        os.setgid(uid)
        os.setuid(uid)
    except OSError as exc:
        return f"dropping to uid {uid} failed: {exc}"
    try:
        os.setuid(0)
    except PermissionError:
        return None
    return "the worker could regain root after dropping privileges"


def start(cfg):
    """Isolate, limit and drop; returns the info dict the parent reports."""
    info, notes = isolate(cfg)
    preload(cfg["preload"])
    want_drop = cfg["uid"] is not None
    set_limits(cfg["limits"])
    info["uid_dropped"] = False
    if want_drop:
        error = drop_privileges(cfg["uid"])
        if error:
            notes.append(error)
            os._exit(3)  # never run model code as root by accident
        info["uid_dropped"] = True
    else:
        notes.append("not root: the worker keeps the caller's uid, so RLIMIT_NPROC counts "
                     "the caller's processes too, files writable by the caller stay "
                     "writable, and processes the code detaches with setsid may survive")
    info["uid"] = os.getuid()
    info["nproc_limited"] = info["uid_dropped"] or os.geteuid() != 0
    info["notes"] = notes
    return info


def set_cpu_budget(seconds):
    """Soft RLIMIT_CPU = CPU used so far + this call's budget (hard limit unchanged)."""
    usage = resource.getrusage(resource.RUSAGE_SELF)
    _, hard = resource.getrlimit(resource.RLIMIT_CPU)
    wanted = math.ceil(usage.ru_utime + usage.ru_stime) + seconds
    resource.setrlimit(resource.RLIMIT_CPU, (min(wanted, hard), hard))


def failure_from_exception(exc, during):
    if isinstance(exc, MemoryError):
        return {"kind": "memory_limit"}
    frames = [f for f in traceback.extract_tb(exc.__traceback__) if f.filename == FILENAME]
    text = "Traceback (most recent call last):\n" if frames else ""
    text += "".join(traceback.format_list(frames))
    text += "".join(traceback.format_exception_only(type(exc), exc))
    return {"kind": "exception", "type_name": type(exc).__name__,
            "message": str(exc)[:2000], "traceback": text[-8000:], "during": during}


def capture(cfg, func):
    """Run ``func`` with capped stdout/stderr; returns (result, failure, output)."""
    shared = {"cap": cfg["limits"]["max_output_bytes"], "size": 0, "parts": [],
              "flooded": False}
    sys.stdout = sys.stderr = CappedStream(shared)
    set_cpu_budget(cfg["limits"]["cpu_s"])
    result, failure = None, None
    try:
        result = func()
    except BaseException as exc:  # noqa: BLE001 - the code may raise anything, SystemExit too
        failure = failure_from_exception(exc, cfg["phase"]) if not shared["flooded"] else None
    finally:
        sys.stdout, sys.stderr = sys.__stdout__, sys.__stderr__
    if shared["flooded"]:
        failure = {"kind": "output_flood"}
    return result, failure, "".join(shared["parts"])


def load(cfg, namespace):
    """Compile and execute the code once; returns a reply dict for the ready frame."""
    code = cfg["code"]
    linecache.cache[FILENAME] = (len(code), None, code.splitlines(True), FILENAME)
    try:
        compiled = compile(code, FILENAME, "exec")
    except SyntaxError as exc:
        return {"failure": {"kind": "syntax_error", "message": str(exc.msg),
                            "lineno": exc.lineno, "text": exc.text or ""}, "output": ""}
    except (ValueError, MemoryError, RecursionError) as exc:
        return {"failure": {"kind": "syntax_error", "message": str(exc)}, "output": ""}
    cfg["phase"] = "load"
    _, failure, output = capture(cfg, lambda: exec(compiled, namespace))  # noqa: S102 - the point
    return {"failure": failure, "output": output}


def to_json(value):
    """``json.dumps`` default: sets become (sorted when possible) lists."""
    if isinstance(value, (set, frozenset)):
        try:
            return sorted(value)
        except TypeError:
            return list(value)
    raise TypeError(f"{type(value).__name__} is not JSON-serialisable")


def deep_tuple(value):
    if isinstance(value, list):
        return tuple(deep_tuple(v) for v in value)
    if isinstance(value, dict):
        return {k: deep_tuple(v) for k, v in value.items()}
    return value


def encode_value(value, max_bytes):
    """The reply payload for a returned value, or a bad_return/memory failure."""
    try:
        text = json.dumps({"ok": True, "value": value}, default=to_json)
    except MemoryError:
        return None, {"kind": "memory_limit"}
    except (TypeError, ValueError, RecursionError) as exc:
        return None, {"kind": "bad_return", "type_name": type(value).__name__,
                      "reason": f"not JSON-serialisable ({str(exc)[:500]})"}
    payload = text.encode("utf-8", "replace")
    if len(payload) > max_bytes:
        return None, {"kind": "bad_return", "type_name": type(value).__name__,
                      "reason": f"the value is {len(payload)} bytes as JSON, more than "
                                f"the cap of {max_bytes}"}
    return payload, None


def serve_call(cfg, namespace, request):
    """One call: look the function up, convert arguments, run, encode."""
    name = request["name"]
    func = namespace.get(name)
    if not callable(func):
        defined = sorted(k for k, v in namespace.items()
                         if callable(v) and not k.startswith("__"))
        return {"ok": False, "failure": {"kind": "missing_function", "name": name,
                                         "defined": defined[:50]}, "output": ""}
    args = request["args"]
    if cfg["args_as_tuples"]:
        args = [deep_tuple(a) for a in args]
    cfg["phase"] = "call"
    result, failure, output = capture(cfg, lambda: func(*args))
    if failure is None:
        payload, failure = encode_value(result, cfg["limits"]["max_message_bytes"])
        if payload is not None:
            return payload[:-1] + b',"output":' + json.dumps(output).encode() + b"}"
    return {"ok": False, "failure": failure, "output": output}


def main():
    request_fd, reply_fd = int(sys.argv[1]), int(sys.argv[2])
    sys.setrecursionlimit(1000)
    cfg = read_frame(request_fd)
    info = start(cfg)
    write_frame(reply_fd, json.dumps({"info": info}).encode())
    worker_pid = os.getpid()
    namespace = {"__name__": "__sandbox__", "__builtins__": __builtins__}
    ready = load(cfg, namespace)
    after_code(worker_pid, info)
    write_frame(reply_fd, json.dumps(ready).encode())
    cfg["code"] = None
    while True:
        request = read_frame(request_fd)
        reply = serve_call(cfg, namespace, request)
        after_code(worker_pid, info)
        if not isinstance(reply, bytes):
            reply = json.dumps(reply).encode()
        write_frame(reply_fd, reply)


def after_code(worker_pid, info):
    """Only the worker itself replies; processes the code started do not outlive a call.

    A process forked by the code returns here too: it must leave silently
    instead of writing a second reply.  The worker then kills every other
    process of its own uid (``kill(-1)`` reaches exactly those once the uid is
    dropped; it is never called otherwise).
    """
    if os.getpid() != worker_pid:
        os._exit(0)
    if info["uid_dropped"] and os.getuid() != 0 and os.geteuid() != 0:
        try:
            os.kill(-1, 9)
        except OSError:
            return  # ESRCH: no other process of this uid
        reap(blocking=True)
    else:
        reap(blocking=False)


def reap(blocking):
    """Collect exited children of the worker, so they hold no process slot as zombies."""
    while True:
        try:
            pid, _ = os.waitpid(-1, 0 if blocking else os.WNOHANG)
        except ChildProcessError:
            return
        except InterruptedError:
            continue
        if pid == 0:
            return


if __name__ == "__main__":
    main()

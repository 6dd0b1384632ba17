"""Hostile model-written code against the sandbox.

Every case must end in a typed failure with the caller unharmed: this process
keeps running, its environment and files are untouched, and the same sandbox
serves a good call afterwards.  Cases that need an isolation feature this
machine lacks are skipped with a reason that names the missing feature, so a
skip never hides a claim the sandbox cannot back.
"""

from __future__ import annotations

import os
import signal
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from llmplanning.errors import InputError
from llmplanning.sandbox import (
    DEFAULT_PRELOAD,
    BadReturn,
    CallResult,
    Crashed,
    ExceptionFailure,
    Limits,
    MemoryLimit,
    MissingFunction,
    OutputFlood,
    ProtocolFailure,
    Sandbox,
    SandboxInfo,
    SyntaxFailure,
    Timeout,
    deep_tuple,
    run_function,
)

LIMITS = Limits(timeout_s=2.0, cpu_s=2, memory_bytes=256 * 2**20, max_processes=8,
                max_output_bytes=64 * 1024, max_message_bytes=4 * 2**20)

GOOD = "def good(x):\n    return x + 1\n"


def sandbox(code: str, **kwargs: object) -> Sandbox:
    """A sandbox whose code also defines ``good`` for the after-check."""
    limits = kwargs.pop("limits", LIMITS)
    return Sandbox(code + "\n" + GOOD, limits, **kwargs)  # type: ignore[arg-type]


def assert_still_good(sb: Sandbox) -> None:
    result = sb.call("good", [41])
    assert result.ok, result.failure
    assert result.value == 42


def processes_of(uid: int) -> list[int]:
    """Live (non-zombie) processes of ``uid``.

    Orphans killed by the sandbox are reaped by whoever is pid 1 here; until
    then they are zombies that hold nothing but a pid.
    """
    pids = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                if os.stat(f"/proc/{entry}").st_uid != uid:
                    continue
                with open(f"/proc/{entry}/stat") as fh:
                    state = fh.read().rsplit(")", 1)[1].split()[0]
            except (OSError, IndexError):
                continue
            if state not in {"Z", "X"}:
                pids.append(int(entry))
    return pids


def settled_processes_of(uid: int, expected: list[int]) -> list[int]:
    """``processes_of(uid)`` once it equals ``expected`` or after a few seconds.

    SIGKILL is delivered at once but a killed orphan exits asynchronously, so
    on a busy machine it may still be listed for a moment.
    """
    for _ in range(50):
        pids = processes_of(uid)
        if pids == expected:
            break
        time.sleep(0.1)
    return pids


def _env() -> dict[str, str]:
    return {k: v for k, v in os.environ.items() if k != "PYTEST_CURRENT_TEST"}


@pytest.fixture(scope="module")
def info() -> SandboxInfo:
    with Sandbox(GOOD, LIMITS) as sb:
        return sb.info


@pytest.fixture(autouse=True)
def caller_unharmed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The caller's environment, working directory and files survive every case."""
    monkeypatch.setenv("OPENAI_API_KEY", "sk-fake-secret-for-the-sandbox-test")
    sentinel = tmp_path / "sentinel.txt"
    sentinel.write_text("untouched")
    env_before, cwd_before = _env(), os.getcwd()
    yield
    assert _env() == env_before
    assert os.getcwd() == cwd_before
    assert sentinel.read_text() == "untouched"


def test_info_reports_isolation_truthfully(info: SandboxInfo) -> None:
    if os.geteuid() == 0:
        assert info.uid_dropped and info.uid != 0 and info.nproc_limited
    else:
        assert not info.uid_dropped and info.notes
    if not info.network_isolated:
        assert any("network" in note for note in info.notes)


def test_happy_path_many_calls_one_process() -> None:
    code = (
        "def successors(state):\n"
        "    assert isinstance(state, tuple) and isinstance(state[0], tuple)\n"
        "    return [frozenset({state[1] + 1, -1}), (state[1] + 2,)]\n"
    )
    with sandbox(code, args_as_tuples=True) as sb:
        results = sb.call_many("successors", [[[[0], i]] for i in range(300)])
        assert sb.starts == 1
    assert all(r.ok for r in results), results[0]
    assert results[5].value == [[-1, 6], [7]]
    assert deep_tuple(results[5].value) == ((-1, 6), (7,))


def test_run_function_one_shot() -> None:
    result = run_function("def f(a, b):\n    print('adding')\n    return {'sum': a + b}\n",
                          "f", [2, 3], LIMITS)
    assert result == CallResult(True, {"sum": 5}, None, result.seconds, "adding\n")


def test_syntax_error() -> None:
    with sandbox("def broken(:\n    pass\n") as sb:
        result = sb.call("good", [1])
    assert isinstance(result.failure, SyntaxFailure)
    assert result.failure.lineno == 1
    assert "syntax error on line 1" in result.feedback()


def test_exception_with_traceback_text() -> None:
    code = "def f(x):\n    table = {}\n    return table[x]\n"
    with sandbox(code) as sb:
        result = sb.call("f", ["missing"])
        assert isinstance(result.failure, ExceptionFailure)
        assert result.failure.type_name == "KeyError"
        assert "return table[x]" in result.failure.traceback
        assert "child.py" not in result.failure.traceback
        assert "KeyError" in result.feedback()
        assert_still_good(sb)
        assert sb.starts == 1


def test_exception_while_loading_is_reported_for_every_call() -> None:
    with sandbox("raise ValueError('bad module')\n") as sb:
        first, second = sb.call("good", [1]), sb.call("good", [2])
    assert isinstance(first.failure, ExceptionFailure) and first.failure.during == "load"
    assert second.failure == first.failure


def test_missing_function() -> None:
    with sandbox("") as sb:
        result = sb.call("is_goal", [1])
    assert result.failure == MissingFunction("is_goal", ("good",))


def test_infinite_loop_times_out_and_restarts() -> None:
    with sandbox("def spin():\n    while True:\n        pass\n") as sb:
        result = sb.call("spin")
        assert isinstance(result.failure, Timeout)
        assert_still_good(sb)
        assert sb.starts == 2


def test_cpu_limit() -> None:
    limits = Limits(timeout_s=3.0, cpu_s=1)
    with sandbox("def spin():\n    while True:\n        pass\n", limits=limits) as sb:
        result = sb.call("spin")
        assert isinstance(result.failure, Timeout)  # CPU or wall clock, whichever is first
        assert_still_good(sb)


def test_infinite_loop_at_load_time() -> None:
    with sandbox("while True:\n    pass\n") as sb:
        result = sb.call("good", [1])
    assert isinstance(result.failure, Timeout)


def test_memory_bomb() -> None:
    code = "def bomb():\n    hog = []\n    while True:\n        hog.append(bytearray(2**24))\n"
    with sandbox(code) as sb:
        result = sb.call("bomb")
        assert isinstance(result.failure, MemoryLimit), result
        assert "out of memory" in result.feedback()
        assert_still_good(sb)


def test_fork_bomb_is_contained(info: SandboxInfo) -> None:
    if not info.uid_dropped:
        pytest.skip("the worker keeps the caller's uid here: RLIMIT_NPROC is shared with "
                    "the caller and escaped processes cannot be found by uid")
    code = "import os\ndef bomb():\n    while True:\n        os.fork()\n"
    with sandbox(code) as sb:
        result = sb.call("bomb")
        assert isinstance(result.failure, (ExceptionFailure, Timeout)), result
        assert_still_good(sb)
        worker = [sb._worker.proc.pid]  # type: ignore[union-attr]
        assert settled_processes_of(sb.info.uid, worker) == worker
    assert settled_processes_of(sb.info.uid, []) == []


def test_background_process_does_not_outlive_the_call(info: SandboxInfo) -> None:
    if not info.uid_dropped:
        pytest.skip("without a uid of its own the worker cannot find escaped processes")
    code = ("import os, time\ndef detach():\n    if os.fork() == 0:\n        os.setsid()\n"
            "        while True:\n            time.sleep(1)\n    return 'parent'\n")
    with sandbox(code) as sb:
        assert sb.call("detach").value == "parent"
        worker = [sb._worker.proc.pid]  # type: ignore[union-attr]
        assert settled_processes_of(sb.info.uid, worker) == worker


def test_deep_recursion() -> None:
    with sandbox("def down(n):\n    return down(n + 1)\n") as sb:
        result = sb.call("down", [0])
        assert isinstance(result.failure, ExceptionFailure)
        assert result.failure.type_name == "RecursionError"
        assert_still_good(sb)


def test_deep_recursion_with_raised_limit() -> None:
    code = "import sys\nsys.setrecursionlimit(10**7)\ndef down(n):\n    return down(n + 1)\n"
    with sandbox(code) as sb:
        result = sb.call("down", [0])
        assert isinstance(result.failure, (Crashed, MemoryLimit, ExceptionFailure, Timeout))
        assert_still_good(sb)


def test_write_outside_its_directory(tmp_path: Path, info: SandboxInfo) -> None:
    """The uid drop alone (no private /tmp) keeps a root-owned 0700 directory safe."""
    if not info.uid_dropped:
        pytest.skip("the worker runs with the caller's uid (not root here): it can write "
                    "wherever the caller can, except where a private /tmp hides it")
    private = tmp_path / "private"
    private.mkdir(mode=0o700)
    target = private / "pwned.txt"
    code = ("def write(path):\n    with open(path, 'w') as fh:\n        fh.write('pwned')\n"
            "def write_here():\n    open('mine.txt', 'w').write('ok')\n"
            "    return open('mine.txt').read()\n")
    with sandbox(code, private_tmp=False) as sb:
        result = sb.call("write", [str(target)])
        assert isinstance(result.failure, ExceptionFailure), result
        assert result.failure.type_name == "PermissionError"
        assert sb.call("write_here").value == "ok"
    assert not target.exists()


def test_tmp_writes_stay_private(info: SandboxInfo) -> None:
    if not info.private_tmp:
        pytest.skip("no private /tmp here: " + "; ".join(info.notes))
    name = f"/tmp/llmplanning-sandbox-test-{os.getpid()}.txt"
    code = "def write(path):\n    open(path, 'w').write('x')\n    return 'written'\n"
    with sandbox(code) as sb:
        assert sb.call("write", [name]).value == "written"
    assert not os.path.exists(name)


def test_disk_cannot_be_filled(info: SandboxInfo) -> None:
    if not info.private_tmp:
        pytest.skip("no private tmpfs here, only the per-file RLIMIT_FSIZE: "
                    + "; ".join(info.notes))
    limits = Limits(timeout_s=3.0, max_file_bytes=2**20, max_disk_bytes=4 * 2**20)
    code = ("def fill(directory):\n    for i in range(100):\n"
            "        with open(f'{directory}/f{i}', 'wb') as fh:\n"
            "            fh.write(b'x' * 2**20)\n")
    with sandbox(code, limits=limits) as sb:
        for directory in (".", "/tmp", "/dev/shm"):
            result = sb.call("fill", [directory])
            assert isinstance(result.failure, ExceptionFailure), result
            assert "No space left" in result.failure.message
        assert_still_good(sb)


def test_file_size_limit() -> None:
    limits = Limits(timeout_s=3.0, max_file_bytes=2**20)
    code = "def big():\n    open('big', 'wb').write(b'x' * 2**21)\n"
    with sandbox(code, limits=limits) as sb:
        result = sb.call("big")
        assert isinstance(result.failure, ExceptionFailure), result
        assert "File too large" in result.failure.message
        assert_still_good(sb)


def test_environment_secrets_are_invisible(info: SandboxInfo) -> None:
    code = ("import os\ndef peek(parent):\n"
            "    try:\n        proc = open(f'/proc/{parent}/environ', 'rb').read()\n"
            "    except OSError as exc:\n        proc = type(exc).__name__.encode()\n"
            "    return [sorted(os.environ), 'sk-fake' in proc.decode('latin-1')]\n")
    with sandbox(code) as sb:
        result = sb.call("peek", [os.getpid()])
    assert result.ok, result.failure
    names, proc_leak = result.value
    assert "OPENAI_API_KEY" not in names
    assert set(names) <= {"PATH", "LANG", "HOME", "TMPDIR"}
    if info.uid_dropped:
        assert not proc_leak


def test_network_connection_fails(info: SandboxInfo) -> None:
    if not info.network_isolated:
        pytest.skip("no network namespace here: " + "; ".join(info.notes))
    server = socket.create_server(("127.0.0.1", 0))
    port = server.getsockname()[1]
    accepted: list[object] = []

    def accept() -> None:
        server.settimeout(3.0)
        try:
            accepted.append(server.accept())
        except OSError:
            pass

    thread = threading.Thread(target=accept)
    thread.start()
    code = ("import socket\ndef connect(port):\n"
            "    socket.create_connection(('127.0.0.1', port), timeout=1).sendall(b'hi')\n")
    try:
        with sandbox(code, preload=DEFAULT_PRELOAD + ("socket",)) as sb:
            result = sb.call("connect", [port])
            assert isinstance(result.failure, ExceptionFailure), result
            assert_still_good(sb)
    finally:
        server.close()
        thread.join()
    assert accepted == []


def test_killing_the_parent_fails(info: SandboxInfo) -> None:
    if not info.uid_dropped:
        pytest.skip("the worker keeps the caller's uid here, so it could signal the caller")
    code = ("import os, signal\ndef kill(real_parent):\n"
            "    os.kill(os.getppid(), signal.SIGKILL)\n"
            "    os.kill(real_parent, signal.SIGKILL)\n")
    with sandbox(code) as sb:
        result = sb.call("kill", [os.getpid()])
        assert isinstance(result.failure, ExceptionFailure)
        assert result.failure.type_name == "PermissionError"
        assert_still_good(sb)


def test_print_flood() -> None:
    with sandbox("def flood():\n    while True:\n        print('x' * 10000)\n") as sb:
        result = sb.call("flood")
        assert result.failure == OutputFlood(LIMITS.max_output_bytes)
        assert len(result.output) <= LIMITS.max_output_bytes
        assert_still_good(sb)


def test_raw_file_descriptor_flood() -> None:
    code = "import os\ndef flood():\n    while True:\n        os.write(2, b'y' * 65536)\n"
    with sandbox(code) as sb:
        result = sb.call("flood")
        assert result.failure == OutputFlood(LIMITS.max_output_bytes)
        assert_still_good(sb)
        assert sb.starts == 2


@pytest.mark.parametrize("expression", ["object()", "lambda: 1", "{(1, 2): 3}",
                                        "'z' * (5 * 2**20)"])
def test_bad_return_values(expression: str) -> None:
    with sandbox(f"def f():\n    return {expression}\n") as sb:
        result = sb.call("f")
        assert isinstance(result.failure, BadReturn), result
        assert_still_good(sb)
        assert sb.starts == 1


def test_crash_by_signal_then_restart() -> None:
    code = "import os, signal\ndef die():\n    os.kill(os.getpid(), signal.SIGSEGV)\n"
    with sandbox(code) as sb:
        result = sb.call("die")
        assert isinstance(result.failure, Crashed)
        assert result.failure.signal == signal.SIGSEGV
        assert "SIGSEGV" in result.feedback()
        assert_still_good(sb)
        assert sb.starts == 2


def test_crash_mid_batch_restarts_for_the_next_call() -> None:
    code = "import os\ndef f(x):\n    if x == 3:\n        os._exit(1)\n    return x * x\n"
    with sandbox(code) as sb:
        results = sb.call_many("f", [[x] for x in range(6)])
        assert sb.starts == 2
    assert [r.value for r in results] == [0, 1, 4, None, 16, 25]
    assert isinstance(results[3].failure, Crashed)


def test_two_sandboxes_at_once_do_not_interfere() -> None:
    hostile = "import os\ndef die():\n    os._exit(1)\n"
    with sandbox(hostile) as first, sandbox("") as second:
        assert first.info.uid != second.info.uid or not first.info.uid_dropped
        assert_still_good(second)
        assert isinstance(first.call("die").failure, Crashed)
        assert_still_good(second)
        assert second.starts == 1


def test_exit_is_a_crash_or_an_exception() -> None:
    code = "import os, sys\ndef hard():\n    os._exit(7)\ndef soft():\n    sys.exit(3)\n"
    with sandbox(code) as sb:
        hard = sb.call("hard")
        assert isinstance(hard.failure, Crashed) and hard.failure.returncode == 7
        soft = sb.call("soft")
        assert isinstance(soft.failure, ExceptionFailure) and soft.failure.type_name == "SystemExit"
        assert_still_good(sb)


def test_forged_reply_is_a_protocol_failure() -> None:
    code = "import os, sys\ndef forge():\n    os.write(int(sys.argv[2]), b'\\xff\\xff\\xff\\xff')\n"
    with sandbox(code) as sb:
        result = sb.call("forge")
        assert isinstance(result.failure, ProtocolFailure), result
        assert_still_good(sb)


def test_caller_mistakes_raise_input_error() -> None:
    with sandbox("") as sb:
        with pytest.raises(InputError, match="not JSON"):
            sb.call("good", [object()])
        with pytest.raises(InputError, match="list of positional"):
            sb.call("good", "41")
        assert_still_good(sb)
    with pytest.raises(InputError, match="timeout_s"):
        Limits(timeout_s=0)

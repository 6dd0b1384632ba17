"""The on-disk response cache: a rerun replays identical responses.

DESIGN.md principle 5 ("every LLM response is cached on disk") is what makes an
interrupted experiment resumable and a finished one cheap to re-run.  The cache
is one SQLite file because experiments run several processes at once and SQLite
gives the guarantees we need without a server:

* WAL journal mode, so readers never block the writer and a process killed in
  the middle of a write leaves the previous committed state readable;
* a busy timeout, so concurrent writers wait for each other instead of failing
  with ``database is locked``;
* one short transaction per stored response, so a kill loses at most the
  response being written.

The key is a sha256 over the backend id, the model identity, the prompt or
messages, every sampling parameter and the sample index.  API keys never enter
the key or the stored row.
"""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import threading
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from llmplanning.errors import BackendError
from llmplanning.llm.base import LLMRequest, LLMResponse

#: bump when the key layout changes, so old rows are simply never hit.
KEY_VERSION = 1

_SCHEMA = """
CREATE TABLE IF NOT EXISTS responses (
    key TEXT PRIMARY KEY,
    backend TEXT NOT NULL,
    model TEXT NOT NULL,
    request TEXT NOT NULL,
    sample_index INTEGER NOT NULL,
    response TEXT NOT NULL,
    created REAL NOT NULL
)
"""


def user_cache_dir() -> Path:
    """Where llmplanning keeps models and responses.

    ``LLMPLANNING_CACHE_DIR`` wins, then ``$XDG_CACHE_HOME/llmplanning``, then
    ``~/.cache/llmplanning``.  Nothing is created here; callers create what they use.
    """
    override = os.environ.get("LLMPLANNING_CACHE_DIR")
    if override:
        return Path(override).expanduser()
    xdg = os.environ.get("XDG_CACHE_HOME")
    base = Path(xdg).expanduser() if xdg else Path.home() / ".cache"
    return base / "llmplanning"


def default_cache_path() -> Path:
    """The default response cache file."""
    return user_cache_dir() / "responses.sqlite"


def cache_key(backend: str, model: str, request: LLMRequest, sample_index: int) -> str:
    """The sha256 key of one sample (canonical JSON, so dict order never matters)."""
    payload = {
        "v": KEY_VERSION,
        "backend": backend,
        "model": model,
        "request": request.key_dict(),
        "sample_index": sample_index,
    }
    text = json.dumps(payload, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


class ResponseCache:
    """A SQLite response cache shared safely by threads and processes.

    One connection per process is shared by its threads under a lock (SQLite
    connections are not thread-safe); the connection is reopened after a fork.
    """

    def __init__(self, path: str | Path | None = None, *, busy_timeout_s: float = 60.0) -> None:
        self.path = Path(path) if path is not None else default_cache_path()
        self.busy_timeout_s = busy_timeout_s
        self._lock = threading.Lock()
        self._conn: sqlite3.Connection | None = None
        self._pid = -1

    def _connect(self) -> sqlite3.Connection:
        """Open (once per process) and prepare the database."""
        if self._conn is not None and self._pid == os.getpid():
            return self._conn
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            conn = sqlite3.connect(
                self.path, timeout=self.busy_timeout_s, check_same_thread=False,
                isolation_level=None,  # we open transactions explicitly
            )
            conn.execute(f"PRAGMA busy_timeout = {int(self.busy_timeout_s * 1000)}")
            _retry_busy(lambda: conn.execute("PRAGMA journal_mode = WAL"), self.busy_timeout_s)
            conn.execute("PRAGMA synchronous = NORMAL")
            _retry_busy(lambda: conn.execute(_SCHEMA), self.busy_timeout_s)
        except (OSError, sqlite3.Error) as exc:
            raise BackendError(f"cannot open the response cache {self.path}: {exc}") from exc
        self._conn, self._pid = conn, os.getpid()
        return conn

    def lookup(
        self, backend: str, model: str, request: LLMRequest, sample_index: int
    ) -> LLMResponse | None:
        """The stored response, marked ``cached=True``, or ``None``."""
        key = cache_key(backend, model, request, sample_index)
        with self._lock:
            row = self._connect().execute(
                "SELECT response FROM responses WHERE key = ?", (key,)
            ).fetchone()
        if row is None:
            return None
        return replace(LLMResponse.from_dict(json.loads(row[0])), cached=True)

    def store(self, backend: str, model: str, request: LLMRequest, response: LLMResponse) -> None:
        """Store one response in its own transaction (a kill loses at most this one)."""
        key = cache_key(backend, model, request, response.sample_index)
        row = (
            key, backend, model,
            json.dumps(request.key_dict(), ensure_ascii=False),
            response.sample_index,
            json.dumps(replace(response, cached=False).to_dict(), ensure_ascii=False),
            time.time(),
        )
        with self._lock:
            conn = self._connect()
            try:
                conn.execute("BEGIN IMMEDIATE")
                conn.execute("INSERT OR REPLACE INTO responses VALUES (?, ?, ?, ?, ?, ?, ?)", row)
                conn.execute("COMMIT")
            except sqlite3.Error as exc:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                raise BackendError(f"cannot write the response cache {self.path}: {exc}") from exc

    def __len__(self) -> int:
        with self._lock:
            return int(self._connect().execute("SELECT COUNT(*) FROM responses").fetchone()[0])

    def close(self) -> None:
        """Close this process's connection (it is reopened on next use)."""
        with self._lock:
            if self._conn is not None and self._pid == os.getpid():
                self._conn.close()
            self._conn = None


def _retry_busy(operation: Callable[[], object], timeout_s: float) -> None:
    """Run ``operation``, retrying while another process holds the database.

    Switching a new database to WAL (and creating its table) can fail at once
    with "database is locked" when two processes open it together: SQLite does
    not call the busy handler there, so ``busy_timeout`` does not help.
    """
    deadline = time.monotonic() + timeout_s
    while True:
        try:
            operation()
            return
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc) and "busy" not in str(exc):
                raise
            if time.monotonic() > deadline:
                raise
            time.sleep(0.02)

"""Append-only results: one JSON line per problem attempt, flushed as written.

Each record is written with one ``write`` call followed by ``flush`` and
``fsync``, so a run killed at any moment leaves every finished attempt on disk
and at most one partial last line.  Opening the file for a resumed run cuts
that partial line off (it never held a finished attempt) and reads the keys of
the finished ones, so each attempt is made exactly once.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from llmplanning.errors import InputError

KEY_FIELDS = ("method", "params", "model", "domain", "problem", "seed")


def record_key(record: Mapping[str, Any]) -> str:
    """The identity of an attempt: same key, same attempt."""
    return json.dumps([record.get(k) for k in KEY_FIELDS], sort_keys=True)


class ResultsFile:
    """A JSONL file of attempt records that a run appends to."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._cut_partial_line()
        self.done: set[str] = {record_key(r) for r in read_records(self.path)} if self.path.exists() else set()

    def _cut_partial_line(self) -> None:
        if not self.path.exists():
            return
        data = self.path.read_bytes()
        if data and not data.endswith(b"\n"):
            with self.path.open("r+b") as fh:
                fh.truncate(data.rfind(b"\n") + 1)

    def has(self, key: str) -> bool:
        return key in self.done

    def append(self, record: Mapping[str, Any]) -> None:
        line = json.dumps(record, sort_keys=True) + "\n"
        with self.path.open("a", encoding="utf-8") as fh:
            fh.write(line)
            fh.flush()
            os.fsync(fh.fileno())
        self.done.add(record_key(record))


def read_records(path: str | Path) -> list[dict[str, Any]]:
    """Every complete record of a results file (a partial last line is ignored)."""
    p = Path(path)
    if not p.is_file():
        raise InputError("results file does not exist", str(p))
    return list(_iter_records(p))


def _iter_records(path: Path) -> Iterator[dict[str, Any]]:
    with path.open(encoding="utf-8", errors="replace") as fh:
        for lineno, line in enumerate(fh, start=1):
            if not line.endswith("\n"):
                return  # a run was killed while writing this line
            line = line.strip()
            if not line:
                continue
            try:
                record = json.loads(line)
            except json.JSONDecodeError:
                raise InputError(f"line {lineno} is not a JSON record", f"{path}:{lineno}") from None
            if isinstance(record, dict):
                yield record

"""IPC / VAL plan files: one ``(action arg ...)`` per line.

Reading accepts what planners and people write: ``;`` comments, blank lines,
``N:`` or ``0.000:`` step prefixes, ``[duration]`` suffixes and any letter
case.  A line that is not an action is *not* an error here: it becomes a
step with ``name=None`` so the validator can report it as a ``syntax``
failure at that step (a plan written by a language model is often garbled,
and that is a verdict, not a crash).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from llmplanning.errors import PlanFileError

_PREFIX = re.compile(r"^\s*\d+(?:\.\d+)?\s*:\s*")
_DURATION = re.compile(r"\s*\[[^\]]*\]\s*$")
_ACTION = re.compile(r"^\(\s*([^\s()]+)((?:\s+[^\s()]+)*)\s*\)$")


@dataclass(frozen=True)
class PlanStep:
    """One step of a plan as written."""

    index: int
    """1-based position among the plan's steps."""
    text: str
    """The line as written, without comment."""
    line: int
    """Line number in the plan file (1-based; 0 when not read from a file)."""
    schema: str | None
    """Lower-case action name, or None when the line is not an action."""
    args: tuple[str, ...] = ()

    @property
    def name(self) -> str | None:
        """The step in normal form ``(move c1-1 c1-2)``, or None for a syntax error."""
        if self.schema is None:
            return None
        return "(" + " ".join((self.schema,) + self.args) + ")"


@dataclass(frozen=True)
class Plan:
    """A sequence of steps, possibly with unparsable ones."""

    steps: tuple[PlanStep, ...]
    source: str = "<plan>"
    """Where the plan came from (a file name), for messages."""

    def __len__(self) -> int:
        return len(self.steps)

    @property
    def names(self) -> list[str | None]:
        return [s.name for s in self.steps]


def parse_plan(text: str, source: str = "<plan>") -> Plan:
    """Parse plan text; never raises on a bad line (see the module docstring)."""
    steps: list[PlanStep] = []
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.split(";", 1)[0].strip()
        if not line:
            continue
        steps.append(parse_step(line, len(steps) + 1, lineno))
    return Plan(tuple(steps), source)


def parse_step(line: str, index: int, lineno: int = 0) -> PlanStep:
    """One plan line -> a step (``schema=None`` when it is not an action)."""
    body = _DURATION.sub("", _PREFIX.sub("", line.strip()))
    match = _ACTION.match(body)
    if match is None:
        return PlanStep(index, line.strip(), lineno, None)
    schema = match.group(1).lower()
    args = tuple(a.lower() for a in match.group(2).split())
    return PlanStep(index, line.strip(), lineno, schema, args)


def plan_from_names(names: Iterable[str], source: str = "<plan>") -> Plan:
    """A plan from action strings such as ``"(move a b)"`` (one per step)."""
    return Plan(tuple(parse_step(n, i) for i, n in enumerate(names, start=1)), source)


def read_plan(path: str | Path) -> Plan:
    """Read a plan file; :class:`PlanFileError` if it cannot be read as text."""
    p = Path(path)
    if not p.exists():
        raise PlanFileError("plan file does not exist", str(p))
    if p.is_dir():
        raise PlanFileError("plan file is a directory, not a file", str(p))
    try:
        data = p.read_bytes()
    except OSError as exc:
        raise PlanFileError(f"cannot read plan file: {exc.strerror}", str(p)) from None
    if b"\x00" in data:
        raise PlanFileError("plan file is binary, not text", str(p))
    return parse_plan(data.decode("utf-8", errors="replace"), str(p))


def format_plan(names: Iterable[str], cost: int | None = None) -> str:
    """IPC plan text; the cost line is what Fast Downward writes."""
    lines = list(names)
    if cost is not None:
        lines.append(f"; cost = {cost}")
    return "\n".join(lines) + "\n"


def write_plan(path: str | Path, names: Iterable[str], cost: int | None = None) -> None:
    Path(path).write_text(format_plan(names, cost))

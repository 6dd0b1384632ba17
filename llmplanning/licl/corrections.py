"""The correction bank: learned doctests per subroutine, deduplicated, saved as JSON.

A correction is one input/output pair of one subroutine — the oracle's
answer for an input the model got wrong — shown to the model as a doctest in
that subroutine's docstring.  The bank keeps them in the order they were
learned, each tagged with the number of training problems seen when it was
learned, so the bank after ``m`` problems (a checkpoint) is a prefix and one
training run yields every point of a learning curve.

A saved bank is plain JSON holding only text (no states, no oracle), which
is what lets it be reused on other test sets, other problem sizes and other
models with no oracle at test time.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from llmplanning.errors import InputError

FORMAT = "llmplanning.licl.bank/1"
"""The ``format`` field of a saved bank."""


@dataclass(frozen=True)
class Correction:
    """One learned doctest."""

    function: str
    """The subroutine it documents (``get_applicable_actions``)."""
    args: str
    """The call's arguments, canonical text: ``(3, 4)``."""
    output: str
    """The correct output, canonical text: ``['move-north', 'move-south']``."""
    kind: str = ""
    """The error that taught it (``applicability``, ``optimality``, ...)."""
    problem: str = ""
    """The training problem it was learned on."""
    learned_at: int = 0
    """Training problems seen when it was learned (it belongs to checkpoints m >= this)."""

    @property
    def key(self) -> tuple[str, str]:
        """Duplicates are the same function and input; the first one learned is kept."""
        return (self.function, self.args)

    def doctest(self) -> tuple[str, str]:
        """``(">>> f(args)", output)`` as written in the docstring."""
        return (f"{self.function}({self.args})", self.output)

    def to_json(self) -> dict[str, Any]:
        return {"function": self.function, "args": self.args, "output": self.output,
                "kind": self.kind, "problem": self.problem, "learned_at": self.learned_at}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Correction:
        return cls(str(data["function"]), str(data["args"]), str(data["output"]),
                   str(data.get("kind", "")), str(data.get("problem", "")),
                   int(data.get("learned_at", 0)))


@dataclass
class CorrectionBank:
    """Corrections in learning order, at most one per (function, input)."""

    corrections: list[Correction] = field(default_factory=list)
    meta: dict[str, Any] = field(default_factory=dict)
    """Where the bank came from (domain, model, mode, m), saved with it."""

    def __post_init__(self) -> None:
        kept: dict[tuple[str, str], Correction] = {}
        for c in self.corrections:
            kept.setdefault(c.key, c)
        self.corrections = list(kept.values())
        self._keys = set(kept)

    def __len__(self) -> int:
        return len(self.corrections)

    def __iter__(self) -> Iterator[Correction]:
        return iter(self.corrections)

    def add(self, correction: Correction) -> bool:
        """Add ``correction`` unless the same function and input are already there."""
        if correction.key in self._keys:
            return False
        self._keys.add(correction.key)
        self.corrections.append(correction)
        return True

    def for_function(self, function: str) -> list[Correction]:
        return [c for c in self.corrections if c.function == function]

    def upto(self, m: int) -> CorrectionBank:
        """The checkpoint after ``m`` training problems."""
        return CorrectionBank([c for c in self.corrections if c.learned_at <= m], {**self.meta, "m": m})

    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT, "meta": self.meta, "corrections": [c.to_json() for c in self]}

    def save(self, path: str | Path) -> Path:
        """Write the bank atomically (a reader never sees half a file)."""
        target = Path(path)
        target.parent.mkdir(parents=True, exist_ok=True)
        tmp = target.with_name(target.name + ".tmp")
        tmp.write_text(json.dumps(self.to_json(), indent=1, sort_keys=True) + "\n", encoding="utf-8")
        os.replace(tmp, target)
        return target

    @classmethod
    def load(cls, path: str | Path) -> CorrectionBank:
        """Read a saved bank; a file that is not one names itself in the error."""
        p = Path(path)
        try:
            data = json.loads(p.read_text(encoding="utf-8"))
        except FileNotFoundError:
            raise InputError("correction bank does not exist", str(p)) from None
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise InputError(f"not a correction bank: {exc}", str(p)) from None
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise InputError(f"not a correction bank (expected format {FORMAT!r})", str(p))
        try:
            corrections = [Correction.from_json(c) for c in data.get("corrections", [])]
        except (KeyError, TypeError, ValueError) as exc:
            raise InputError(f"malformed correction: {exc}", str(p)) from None
        return cls(corrections, dict(data.get("meta") or {}))


def checkpoint_path(folder: str | Path, m: int) -> Path:
    """Where the checkpoint after ``m`` training problems is saved."""
    return Path(folder) / f"bank-m{m:04d}.json"


def save_checkpoints(bank: CorrectionBank, folder: str | Path, ms: Iterable[int]) -> list[Path]:
    """Save the checkpoint of every ``m`` in ``ms``."""
    return [bank.upto(m).save(checkpoint_path(folder, m)) for m in ms]


def relabel(correction: Correction, problem: str, learned_at: int) -> Correction:
    """``correction`` tagged with where and when it was learned."""
    return replace(correction, problem=problem, learned_at=learned_at)

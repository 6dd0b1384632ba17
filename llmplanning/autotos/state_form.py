"""The documented Python form of states that generated functions work on.

A generated ``successor_states(state)`` must run on every problem of a
domain, so the state has to carry everything the rules look at: the atoms
that change *and* the static facts (grid adjacency, object kinds).  The
generic form is therefore a ``frozenset`` of atom tuples, static atoms
included::

    frozenset({("on", "b1", "b2"), ("clear", "b1"), ("handempty",), ...})

The goal of a problem is a ``frozenset`` of the atoms that must hold; a goal
literal that must be *false* is written ``("not", "on", "b1", "b2")``.

States cross the sandbox boundary as JSON, so on the wire a state is a
sorted list of lists of strings (the *wire form*); the harness inside the
sandbox turns it back into a frozenset before the model's code sees it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from llmplanning.task import State, Task, iter_bits

Atom = tuple[str, ...]
"""One atom, e.g. ``("on", "b1", "b2")`` or ``("handempty",)``."""
PyState = frozenset[Atom]
"""A state in the documented Python form."""
WireState = list[list[str]]
"""A state as it crosses the sandbox: sorted list of atom lists."""

STATE_FORM_DOC = """\
A state is a Python frozenset of tuples of strings. Each tuple is one true fact:
the predicate name followed by its arguments, all lower case, for example
("on", "b1", "b2"), ("clear", "b1") or ("handempty",) for a fact without
arguments. Facts that never change (such as adjacency of cells, or which
objects are balls) are included in every state, so the functions can read
them from the state. A fact that is not in the set is false.
The goal is a frozenset in the same form listing the facts that must be true;
a fact that must be false is written with a leading "not", e.g.
("not", "on", "b1", "b2")."""
"""The text the prompts use to describe the state form to the model."""


def atom_tuple(atom: str) -> Atom:
    """``"(on b1 b2)"`` -> ``("on", "b1", "b2")``."""
    inner = atom.strip()
    if inner.startswith("(") and inner.endswith(")"):
        inner = inner[1:-1]
    return tuple(inner.lower().split())


def atom_string(atom: Iterable[str]) -> str:
    """``("on", "b1", "b2")`` -> ``"(on b1 b2)"``."""
    return "(" + " ".join(atom) + ")"


def format_state(state: Iterable[Iterable[str]], *, limit: int = 60) -> str:
    """A state (any form) as readable Python text, sorted, for feedback."""
    atoms = sorted(tuple(a) for a in state)
    shown = ", ".join(repr(a) for a in atoms[:limit])
    more = f", ... ({len(atoms) - limit} more)" if len(atoms) > limit else ""
    return "frozenset({" + shown + more + "})"


@dataclass(frozen=True)
class StateCodec:
    """Converts between a task's bit-set states and the Python/wire forms."""

    task: Task
    """The exact task whose atoms the states range over."""
    static: frozenset[Atom]
    """The static atoms as tuples; part of every Python-form state."""

    @classmethod
    def of(cls, task: Task) -> StateCodec:
        return cls(task, frozenset(atom_tuple(a) for a in task.static_atoms))

    def to_python(self, state: State) -> PyState:
        """The full state: true dynamic atoms plus the static atoms."""
        atoms = self.task.atoms
        return frozenset(atom_tuple(atoms[b]) for b in iter_bits(state)) | self.static

    def to_wire(self, state: State) -> WireState:
        return to_wire(self.to_python(state))

    def from_python(self, state: PyState) -> State | None:
        """The bit set of a Python-form state; None when the state is not one of
        this task's (an unknown atom, or a static atom missing)."""
        if not self.static <= state:
            return None
        bits = 0
        for atom in state - self.static:
            bit = self.task.atom_bit(atom_string(atom))
            if bit is None:
                return None
            bits |= 1 << bit
        return bits

    def goal(self) -> PyState:
        """The goal atoms (positive) and ``("not", ...)`` literals (negative)."""
        goal = self.task.goal
        atoms = self.task.atoms
        pos = {atom_tuple(atoms[b]) for b in iter_bits(goal.pos)}
        neg = {("not", *atom_tuple(atoms[b])) for b in iter_bits(goal.neg)}
        return frozenset(pos | neg)


def to_wire(state: Iterable[Iterable[str]]) -> WireState:
    """Any state form -> the sorted wire form."""
    return sorted(list(a) for a in {tuple(a) for a in state})


def from_wire(value: Any) -> PyState | None:
    """Wire form (lists or tuples of strings) -> Python form; None if malformed."""
    if not isinstance(value, (list, tuple)):
        return None
    atoms = []
    for atom in value:
        if not isinstance(atom, (list, tuple)) or not all(isinstance(x, str) for x in atom):
            return None
        atoms.append(tuple(atom))
    return frozenset(atoms)

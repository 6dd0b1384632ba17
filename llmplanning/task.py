"""The compact ground task: the symbolic layer every other module stands on.

A state is a Python ``int`` used as a bit set over the task's *dynamic* atoms
(atoms some action can change).  That makes states hashable, immutable and
as cheap to copy as an integer, and makes the inner loop a few machine-word
operations: an action applies when ``state & pre == pre`` and
``state & neg == 0``, and its effect is ``(state & ~delete) | add``.  Atoms
that no action changes (static atoms such as ``(adjacent c1 c2)``) are not
part of the state: the grounder has already checked them for every ground
action, and they are listed once in :attr:`Task.static_atoms`.

Successor generation does not test every ground action: each action is filed
under one of its positive precondition atoms (the one shared by the fewest
actions), so a state only looks at the actions filed under atoms it makes
true.  On an 8x8 grid that is 4 candidate actions instead of all 224.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from llmplanning.lifted import LiftedDomain

State = int
"""A state: bit ``i`` is set when ``Task.atoms[i]`` is true."""


@dataclass(frozen=True)
class ConditionalEffect:
    """One ``(when condition effect)`` of a ground action, as bit masks."""

    cond_pos: int
    """Atoms that must be true (in the state the action is applied to)."""
    cond_neg: int
    """Atoms that must be false."""
    add: int
    """Atoms made true when the condition holds."""
    delete: int
    """Atoms made false when the condition holds (adds win over deletes)."""


@dataclass(frozen=True, eq=False)
class GroundAction:
    """A ground action of a task; compared by identity, named in IPC form."""

    index: int
    """Position in :attr:`Task.actions`."""
    name: str
    """IPC name, lower case: ``(move c1-1 c1-2)``."""
    schema: str
    """Name of the lifted action: ``move``."""
    args: tuple[str, ...]
    """Objects the parameters are bound to: ``("c1-1", "c1-2")``."""
    cost: int
    """Cost under the task's metric (1 for every action without ``:action-costs``)."""
    pre_pos: int
    """Atoms the precondition needs true."""
    pre_neg: int
    """Atoms the precondition needs false."""
    add: int
    """Unconditional add effects."""
    delete: int
    """Unconditional delete effects."""
    cond_effects: tuple[ConditionalEffect, ...] = ()
    """Conditional effects, evaluated on the state before the action."""

    def __repr__(self) -> str:
        return f"GroundAction{self.name}"


_Row = tuple[int, int, "int | None", int, GroundAction]
"""A successor-index row: (pre_pos, pre_neg, keep mask or None, add, action)."""


@dataclass(frozen=True)
class GoalCondition:
    """The goal as masks: every ``pos`` atom true and every ``neg`` atom false."""

    pos: int
    neg: int
    impossible: bool = False
    """True when the goal needs a static fact that does not hold (unsolvable)."""


@dataclass(eq=False)
class Task:
    """A loaded and grounded planning task (see the module docstring).

    Build one with :func:`llmplanning.loader.load_task`.
    """

    name: str
    """The problem's name from its ``(define (problem NAME)``."""
    domain_name: str
    atoms: tuple[str, ...]
    """Dynamic atoms in PDDL syntax; bit ``i`` of a state stands for ``atoms[i]``."""
    actions: tuple[GroundAction, ...]
    initial_state: State
    goal: GoalCondition
    static_atoms: frozenset[str]
    """Atoms true in every state (static facts of the initial state)."""
    objects: dict[str, str]
    """Object (and constant) name -> its declared type."""
    has_action_costs: bool
    """Whether the problem minimises ``total-cost`` (otherwise every action costs 1)."""
    frontend: str = "unified-planning"
    """Which PDDL front end read the files: ``unified-planning`` or ``fast-downward``."""
    domain_file: str = ""
    problem_file: str = ""
    lifted: LiftedDomain | None = None
    """Action schemas, types and the goal formula, for explaining failures."""
    _by_name: dict[str, list[GroundAction]] = field(default_factory=dict, repr=False)
    _bucket_of: dict[int, tuple[_Row, ...]] = field(default_factory=dict, repr=False)
    _key_mask: int = 0
    _unkeyed: tuple[_Row, ...] = ()
    _atom_index: dict[str, int] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        by_name: dict[str, list[GroundAction]] = defaultdict(list)
        for action in self.actions:
            by_name[action.name].append(action)
        self._by_name = dict(by_name)
        self._atom_index = {atom: i for i, atom in enumerate(self.atoms)}
        self._build_successor_index()

    def _build_successor_index(self) -> None:
        """File every action under its least shared positive precondition atom.

        Buckets are keyed by the atom's bit value (``1 << i``) so the inner loop
        needs no ``bit_length`` call, and hold flat rows
        ``(pre_pos, pre_neg, keep, add, action)`` so it needs no attribute
        look-ups; ``keep`` (the complement of the deletes) is None for actions
        with conditional effects, which go through :meth:`apply`.
        """
        share: dict[int, int] = defaultdict(int)
        for action in self.actions:
            for bit in iter_bits(action.pre_pos):
                share[bit] += 1
        buckets: dict[int, list[_Row]] = defaultdict(list)
        unkeyed: list[_Row] = []
        for action in self.actions:
            keep = None if action.cond_effects else ~action.delete
            row = (action.pre_pos, action.pre_neg, keep, action.add, action)
            bits = list(iter_bits(action.pre_pos))
            if bits:
                buckets[1 << min(bits, key=lambda b: (share[b], b))].append(row)
            else:
                unkeyed.append(row)
        self._bucket_of = {key: tuple(rows) for key, rows in buckets.items()}
        self._key_mask = sum(buckets)
        self._unkeyed = tuple(unkeyed)

    # -- the inner loop -------------------------------------------------
    def _rows(self, state: State) -> list[_Row]:
        """Rows of the actions applicable in ``state`` (bucket order: deterministic)."""
        result = [r for r in self._unkeyed if state & r[0] == r[0] and not state & r[1]]
        keys = state & self._key_mask
        bucket_of = self._bucket_of
        while keys:
            low = keys & -keys
            for row in bucket_of[low]:
                if state & row[0] == row[0] and not state & row[1]:
                    result.append(row)
            keys ^= low
        return result

    def applicable(self, state: State) -> list[GroundAction]:
        """Every ground action whose precondition holds in ``state``."""
        return [row[4] for row in self._rows(state)]

    def successor_states(self, state: State) -> list[State]:
        """The states reachable in one step (what a breadth-first search needs)."""
        apply = self.apply
        return [(state & row[2]) | row[3] if row[2] is not None else apply(state, row[4])
                for row in self._rows(state)]

    def successors(self, state: State) -> list[tuple[GroundAction, State]]:
        """``(action, next_state)`` for every applicable action."""
        apply = self.apply
        return [(row[4], (state & row[2]) | row[3] if row[2] is not None else apply(state, row[4]))
                for row in self._rows(state)]

    def is_applicable(self, state: State, action: GroundAction) -> bool:
        return state & action.pre_pos == action.pre_pos and not state & action.pre_neg

    def apply(self, state: State, action: GroundAction) -> State:
        """The state after ``action`` (its applicability is not checked here)."""
        if not action.cond_effects:
            return (state & ~action.delete) | action.add
        add, delete = action.add, action.delete
        for eff in action.cond_effects:
            if state & eff.cond_pos == eff.cond_pos and not state & eff.cond_neg:
                add |= eff.add
                delete |= eff.delete
        return (state & ~delete) | add


    def is_goal(self, state: State) -> bool:
        goal = self.goal
        return state & goal.pos == goal.pos and not state & goal.neg and not goal.impossible

    # -- names and text ---------------------------------------------------
    def find_actions(self, name: str) -> list[GroundAction]:
        """Ground variants named ``name`` (normalised: lower case, single spaces)."""
        found = self._by_name.get(name)
        if found is None:
            found = self._by_name.get(normalize_action_name(name), [])
        return found

    def true_atoms(self, state: State) -> list[str]:
        """The dynamic atoms true in ``state``, in PDDL syntax, sorted."""
        atoms = self.atoms
        return sorted(atoms[bit] for bit in iter_bits(state))

    def holds(self, state: State, atom: str) -> bool:
        """Whether ``atom`` (PDDL syntax) is true in ``state``, static atoms included."""
        index = self._atom_index.get(atom)
        if index is not None:
            return bool(state >> index & 1)
        return atom in self.static_atoms

    def atom_bit(self, atom: str) -> int | None:
        """Bit index of a dynamic atom, or None if it is static or unknown."""
        return self._atom_index.get(atom)

    def state_from_atoms(self, atoms: Sequence[str]) -> State:
        """The state whose true dynamic atoms are ``atoms`` (static ones are ignored)."""
        state = 0
        for atom in atoms:
            index = self._atom_index.get(atom)
            if index is not None:
                state |= 1 << index
        return state

    def atoms_of_mask(self, mask: int) -> list[str]:
        return [self.atoms[bit] for bit in iter_bits(mask)]


def iter_bits(mask: int) -> Iterator[int]:
    """Indices of the set bits of ``mask``, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def normalize_action_name(text: str) -> str:
    """``( Move  C1-1 c1-2 )`` -> ``(move c1-1 c1-2)``."""
    inner = text.strip().lower()
    if inner.startswith("(") and inner.endswith(")"):
        inner = inner[1:-1]
    return "(" + " ".join(inner.split()) + ")"



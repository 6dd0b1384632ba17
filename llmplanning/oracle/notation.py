"""How states and actions look in L-ICL traces: Python literals, both ways.

A PTP trace prints each subroutine's input and output as a Python literal, and
the model writes its outputs the same way.  A :class:`Notation` turns task
states and ground actions into those literals (``value``), prints them
(``to_text``), reads a model's text back (``parse``) and turns literals back
into task states and actions, so outputs are compared as *values*: a state by
the task state it denotes, a set of actions as a set.

- :class:`GridNotation` — for grid views where the agent's cell is the whole
  dynamic state (gridworld, maze): a state is ``(x, y)``, an action its short
  label ``'move-north'``.
- :class:`AtomNotation` — everything else (Sokoban's boxes included): a state
  is the sorted list of its true dynamic atoms, an action its ground name
  ``'(move c1-1 c1-2)'``.
"""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Any, Protocol

from llmplanning.domains.views import GridView, View, load_view
from llmplanning.task import GroundAction, State, Task, normalize_action_name


class Notation(Protocol):
    """Conversions between task objects and trace literals (module docstring)."""

    kind: str
    """``grid`` or ``atoms``."""

    def state_value(self, state: State) -> Any:
        """The literal of ``state``: ``(3, 4)`` or ``['(at c3-4)', ...]``."""
        ...

    def goal_value(self) -> Any:
        """The literal of the goal: the goal cell, or the sorted goal atoms."""
        ...

    def action_value(self, action: GroundAction) -> str:
        """The literal of an action: ``'move-north'`` or ``'(move c1-1 c1-2)'``."""
        ...

    def parse_state(self, value: Any) -> State | None:
        """The task state a literal (or its text) denotes; None if it denotes none."""
        ...

    def action_key(self, value: Any) -> str | None:
        """A canonical, comparable form of an action literal; None if it is no action."""
        ...

    def parse_action(self, state: State, value: Any) -> GroundAction | None:
        """The action applicable in ``state`` that a literal names; None if none is."""
        ...


def to_text(value: Any) -> str:
    """A literal as printed in traces (``repr``: ``(3, 4)``, ``['move-north']``)."""
    return repr(value)


def parse(text: Any) -> Any:
    """A model's text as a Python literal; text that is no literal stays a string."""
    if not isinstance(text, str):
        return text
    try:
        return ast.literal_eval(text.strip())
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        return text.strip()


class GridNotation:
    """Agent-only grids: states ``(x, y)``, actions by label (module docstring)."""

    kind = "grid"

    def __init__(self, task: Task, view: GridView) -> None:
        self.task, self.view = task, view
        self._cell_of: dict[tuple[int, int], str] = {}
        for obj in task.objects:
            xy = view.cell_coordinates(obj)
            if xy is not None:
                self._cell_of[xy] = obj

    @staticmethod
    def fits(task: Task, view: View | None) -> bool:
        """Whether the agent's cell is all a state holds (so ``(x, y)`` names it)."""
        return isinstance(view, GridView) and bool(task.atoms) and all(
            a.strip("()").split()[0] == view.agent for a in task.atoms)

    def state_value(self, state: State) -> tuple[int, int]:
        return self.view.agent_position(self.task, state)

    def goal_value(self) -> Any:
        return self.view.goal_position(self.task)

    def action_value(self, action: GroundAction) -> str:
        return self.view.label(action)

    def parse_state(self, value: Any) -> State | None:
        value = parse(value)
        if not (isinstance(value, (tuple, list)) and len(value) == 2
                and all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
            return None
        cell = self._cell_of.get((value[0], value[1]))
        if cell is None:
            return None
        bit = self.task.atom_bit(f"({self.view.agent} {cell})")
        return None if bit is None else 1 << bit

    def action_key(self, value: Any) -> str | None:
        value = parse(value)
        return value.strip().lower() if isinstance(value, str) and value.strip() else None

    def parse_action(self, state: State, value: Any) -> GroundAction | None:
        key = self.action_key(value)
        return next((a for a in self.task.applicable(state) if self.view.label(a) == key), None)


class AtomNotation:
    """Generic: states as sorted true dynamic atoms, actions by ground name."""

    kind = "atoms"

    def __init__(self, task: Task) -> None:
        self.task = task

    def state_value(self, state: State) -> list[str]:
        return self.task.true_atoms(state)

    def goal_value(self) -> list[str]:
        goal = self.task.goal
        neg = [f"(not {a})" for a in self.task.atoms_of_mask(goal.neg)]
        return sorted(self.task.atoms_of_mask(goal.pos)) + sorted(neg)

    def action_value(self, action: GroundAction) -> str:
        return action.name

    def parse_state(self, value: Any) -> State | None:
        """Atoms in any order and case; static atoms are allowed, unknown ones are not."""
        value = parse(value)
        if not isinstance(value, (list, tuple, set, frozenset)):
            return None
        state = 0
        for atom in value:
            if not isinstance(atom, str):
                return None
            name = normalize_action_name(atom)
            bit = self.task.atom_bit(name)
            if bit is not None:
                state |= 1 << bit
            elif name not in self.task.static_atoms:
                return None
        return state

    def action_key(self, value: Any) -> str | None:
        value = parse(value)
        if not isinstance(value, str) or not value.strip():
            return None
        return normalize_action_name(value)

    def parse_action(self, state: State, value: Any) -> GroundAction | None:
        key = self.action_key(value)
        if key is None:
            return None
        return next((a for a in self.task.find_actions(key) if self.task.is_applicable(state, a)), None)


def notation_for(task: Task, view: View | None = None, domain_dir: str | Path | None = None) -> Notation:
    """The notation of ``task``: grid when its view allows, atoms otherwise.

    Without ``view``, the view is read from ``domain_dir`` (default: the folder
    of the task's domain file), so library domains get their notation for free.
    """
    if view is None:
        folder = domain_dir if domain_dir is not None else (
            Path(task.domain_file).parent if task.domain_file else None)
        view = load_view(folder) if folder is not None else None
    if isinstance(view, GridView) and GridNotation.fits(task, view):
        return GridNotation(task, view)
    return AtomNotation(task)

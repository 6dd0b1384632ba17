"""Text views of states, declared per domain folder in ``view.toml``.

A view never simulates anything: it reads the true atoms of a state (computed
by the core task from the PDDL) and lays them out.  Three kinds are declared:

- ``grid``: cells named by a regular expression with ``x`` and ``y`` groups,
  an agent predicate, marker predicates (boxes, keys, doors, tokens) and symbols;
  walls are the grid positions that are not cell objects.
- ``stacks``: an ``on`` predicate with bases that are either a table predicate
  (blocksworld) or objects of a type (the pegs of Hanoi).
- ``sequence``: a predicate ``(pred item position)`` listing items in position
  order (the pancake stack).

A folder without ``view.toml`` (any IPC domain) renders as its true atoms, one per
line, sorted.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from llmplanning.errors import InputError
from llmplanning.task import GroundAction, State, Task

VIEW_FILE = "view.toml"


def _args(atom: str) -> list[str]:
    """``"(on a b)"`` -> ``["on", "a", "b"]``."""
    return atom.strip("()").split()


def _sort_key(name: str) -> tuple[str, int, str]:
    """Sort ``pos10`` after ``pos9``: by prefix, then trailing number."""
    m = re.fullmatch(r"(.*?)(\d+)", name)
    return (m.group(1), int(m.group(2)), name) if m else (name, -1, name)


@dataclass(frozen=True)
class Marker:
    """A predicate drawn as a symbol on the cell among its arguments."""

    predicate: str
    """Predicate name, e.g. ``box-at``."""
    symbol: str
    """One-character symbol drawn on the cell, e.g. ``B``."""


@dataclass(frozen=True)
class GridView:
    """A grid of ``c<x>-<y>`` cells with an agent and markers."""

    cell: re.Pattern[str]
    """Full-match pattern of cell object names with groups ``x`` and ``y``."""
    agent: str
    """Predicate ``(agent ?c)`` holding the agent's cell."""
    action_label: str = "schema"
    """``schema``: a ground action's label is its schema name; ``name``: its full name."""
    markers: tuple[Marker, ...] = ()
    """Marker predicates in drawing priority order (first wins)."""
    carry: str | None = None
    """Predicate ``(carry ?o)`` listing what the agent carries, shown under the grid."""
    wall: str = "#"
    """Symbol of a wall (a grid position that is no cell object)."""
    agent_symbol: str = "A"
    """Symbol of the agent."""
    goal: str = "G"
    """Symbol of a cell named in the goal (agent or marker goal atoms)."""
    free: str = "."
    """Symbol of an open, empty cell."""
    kind: str = "grid"
    """The view kind."""

    def cell_coordinates(self, obj: str) -> tuple[int, int] | None:
        """``(x, y)`` of a cell object name, or None if it is no cell."""
        m = self.cell.fullmatch(obj)
        return (int(m.group("x")), int(m.group("y"))) if m else None

    def label(self, action: GroundAction) -> str:
        """The short label of a ground action (``move-north``)."""
        return action.schema if self.action_label == "schema" else action.name

    def _cells_of(self, atoms: list[str], predicate: str) -> list[tuple[int, int]]:
        out = []
        for a in atoms:
            parts = _args(a)
            if parts[0] != predicate:
                continue
            for arg in reversed(parts[1:]):
                xy = self.cell_coordinates(arg)
                if xy is not None:
                    out.append(xy)
                    break
        return out

    def agent_position(self, task: Task, state: State) -> tuple[int, int]:
        """The agent's ``(x, y)`` in ``state``."""
        cells = self._cells_of(task.true_atoms(state), self.agent)
        if len(cells) != 1:
            raise InputError(f"state has {len(cells)} '({self.agent} ...)' atoms, not one")
        return cells[0]

    def goal_position(self, task: Task) -> tuple[int, int] | None:
        """The agent's goal cell, or None if the goal does not place the agent."""
        cells = self._cells_of(_goal_atoms(task), self.agent)
        return cells[0] if cells else None

    def render(self, task: Task, state: State) -> str:
        cells = {
            xy for obj in task.objects if (xy := self.cell_coordinates(obj)) is not None
        }
        if not cells:
            return render_atoms(task, state)
        width = max(x for x, _ in cells) + 1
        height = max(y for _, y in cells) + 1
        atoms = sorted(set(task.true_atoms(state)) | set(task.static_atoms))
        goals = _goal_atoms(task)
        marks: dict[tuple[int, int], str] = {}
        for p in (self.agent, *(m.predicate for m in self.markers)):
            for xy in self._cells_of(goals, p):
                marks[xy] = self.goal
        for m in reversed(self.markers):
            for xy in self._cells_of(atoms, m.predicate):
                marks[xy] = m.symbol
        for xy in self._cells_of(atoms, self.agent):
            marks[xy] = self.agent_symbol
        rows = []
        for y in range(height):
            rows.append("".join(
                marks.get((x, y), self.free if (x, y) in cells else self.wall)
                for x in range(width)
            ))
        if self.carry is not None:
            carried = sorted(_args(a)[1] for a in atoms if _args(a)[0] == self.carry)
            rows.append("carrying: " + (" ".join(carried) if carried else "nothing"))
        return "\n".join(rows)


@dataclass(frozen=True)
class StacksView:
    """Objects stacked with an ``(on ?x ?y)`` predicate, listed bottom to top."""

    on: str = "on"
    """Predicate ``(on ?upper ?lower)``."""
    table: str | None = None
    """Predicate ``(table ?x)`` of objects standing on the table (blocksworld)."""
    base_type: str | None = None
    """Type of the fixed bases stacks stand on (the pegs of Hanoi)."""
    holding: str | None = None
    """Predicate ``(holding ?x)`` of the object in the hand, if the domain has one."""
    action_label: str = "schema"
    """``schema`` or ``name``, as for grid views."""
    kind: str = "stacks"
    """The view kind."""

    def label(self, action: GroundAction) -> str:
        return action.schema if self.action_label == "schema" else action.name

    def render(self, task: Task, state: State) -> str:
        atoms = [_args(a) for a in task.true_atoms(state)]
        above = {p[2]: p[1] for p in atoms if p[0] == self.on and len(p) == 3}
        if self.base_type is not None:
            bases = sorted((o for o, t in task.objects.items() if t == self.base_type), key=_sort_key)
            starts = [(f"{b}:", above.get(b)) for b in bases]
        else:
            bottoms = sorted((p[1] for p in atoms if p[0] == self.table), key=_sort_key)
            starts = [("table:", b) for b in bottoms]
        lines = ["(bottom to top)"]
        for label, item in starts:
            stack = []
            while item is not None and item not in stack:
                stack.append(item)
                item = above.get(item)
            lines.append(" ".join([label, *stack]).rstrip())
        if self.holding is not None:
            held = sorted(p[1] for p in atoms if p[0] == self.holding)
            lines.append("holding: " + (" ".join(held) if held else "nothing"))
        return "\n".join(lines)


@dataclass(frozen=True)
class SequenceView:
    """Items listed in the order of their positions, ``(predicate ?item ?pos)``."""

    predicate: str = "at-pos"
    """Predicate ``(predicate ?item ?position)``."""
    title: str = "top to bottom"
    """Heading of the listing."""
    action_label: str = "schema"
    """``schema`` or ``name``, as for grid views."""
    kind: str = "sequence"
    """The view kind."""

    def label(self, action: GroundAction) -> str:
        return action.schema if self.action_label == "schema" else action.name

    def render(self, task: Task, state: State) -> str:
        pairs = [_args(a) for a in task.true_atoms(state)]
        placed = sorted((p for p in pairs if p[0] == self.predicate and len(p) == 3),
                        key=lambda p: _sort_key(p[2]))
        return f"{self.title}: " + " ".join(p[1] for p in placed)


View = GridView | StacksView | SequenceView


def _goal_atoms(task: Task) -> list[str]:
    return task.atoms_of_mask(task.goal.pos)


def _grid_view(data: dict[str, Any], where: str) -> GridView:
    symbols = data.get("symbols", {})
    markers = tuple(Marker(str(p), str(s)) for p, s in data.get("markers", {}).items())
    try:
        pattern = re.compile(data.get("cell", r"c(?P<x>\d+)-(?P<y>\d+)"))
    except re.error as exc:
        raise InputError(f"bad cell pattern: {exc}", where) from exc
    if not {"x", "y"} <= set(pattern.groupindex):
        raise InputError("the cell pattern needs groups (?P<x>...) and (?P<y>...)", where)
    return GridView(
        cell=pattern,
        agent=str(data.get("agent", "at")),
        action_label=str(data.get("action_label", "schema")),
        markers=markers,
        carry=data.get("carry"),
        wall=str(symbols.get("wall", "#")),
        agent_symbol=str(symbols.get("agent", "A")),
        goal=str(symbols.get("goal", "G")),
        free=str(symbols.get("free", ".")),
    )


def load_view(domain_dir: str | Path) -> View | None:
    """The view declared in ``domain_dir/view.toml``, or None if there is none."""
    path = Path(domain_dir) / VIEW_FILE
    if not path.is_file():
        return None
    where = str(path)
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise InputError(f"cannot read view declaration: {exc}", where) from exc
    kind = data.get("kind")
    if kind == "grid":
        return _grid_view(data, where)
    label = str(data.get("action_label", "schema"))
    if kind == "stacks":
        return StacksView(on=str(data.get("on", "on")), table=data.get("table"),
                          base_type=data.get("base_type"), holding=data.get("holding"),
                          action_label=label)
    if kind == "sequence":
        return SequenceView(predicate=str(data.get("predicate", "at-pos")),
                            title=str(data.get("title", "top to bottom")), action_label=label)
    raise InputError(f"unknown view kind {kind!r} (known: grid, stacks, sequence)", where)


def render_atoms(task: Task, state: State) -> str:
    """The generic view: the true atoms of ``state``, one per line, sorted."""
    return "\n".join(sorted(task.true_atoms(state)))


def render(task: Task, state: State, view: View | None) -> str:
    """Render ``state`` with ``view`` (the generic atom list when ``view`` is None)."""
    if view is None:
        return render_atoms(task, state)
    return view.render(task, state)


def action_label(action: GroundAction, view: View | None) -> str:
    """The short label of ``action`` under ``view`` (its full name without a view)."""
    return action.name if view is None else view.label(action)


def agent_position(task: Task, state: State, view: View | None) -> tuple[int, int] | None:
    """The agent's ``(x, y)`` under a grid view; None for other views."""
    return view.agent_position(task, state) if isinstance(view, GridView) else None


def goal_position(task: Task, view: View | None) -> tuple[int, int] | None:
    """The agent's goal ``(x, y)`` under a grid view; None otherwise."""
    return view.goal_position(task) if isinstance(view, GridView) else None

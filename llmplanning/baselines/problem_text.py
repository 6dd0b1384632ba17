"""How a baseline prompt states a problem: description, state, start, goal and action names.

Grid domains (a ``kind = "grid"`` view) are stated as the paper's baselines
state them: the ASCII grid, start and goal in ``(x, y)`` coordinates, and the
action labels (``move-north``) the answer should use.  Every other domain is
stated generically: its text view if it has one, the true atoms of the
initial state, the goal atoms, and the action schemas in PDDL form, so a bare
PDDL folder works with no Python.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from pathlib import Path

from llmplanning.domains.views import GridView, View, load_view, render_atoms
from llmplanning.task import Task

#: static atoms listed with the initial state up to this many (adjacency lists are long).
MAX_STATIC_ATOMS = 60

GRID_LEGEND = ("Positions are written (x, y): x is the column and y the row, both counted "
               "from 0; (0, 0) is the top-left corner and north is y - 1.")


@dataclass(frozen=True)
class ProblemText:
    """The parts of a problem statement that prompts fill in."""

    description: str
    """The domain's natural-language description (``description.txt``), possibly empty."""
    state_title: str
    """Heading of :attr:`state` (the grid legend, or ``Initial state``)."""
    state: str
    """The ASCII grid, the text view, or the true atoms of the initial state."""
    start: str
    """The start: ``(x, y)`` of the agent on a grid, else the initial atoms."""
    goal: str
    """The goal: ``(x, y)`` of the agent's goal cell on a grid, else the goal atoms."""
    actions: str
    """Which actions exist and how the answer names them."""
    example: str
    """An example answer list showing the notation (not a solution)."""
    grid: bool
    """Whether the grid notation (labels walked from the start) is used."""


@functools.lru_cache(maxsize=64)
def view_of(folder: str) -> View | None:
    """The domain folder's view (cached: every attempt of a cell asks)."""
    return load_view(Path(folder))


def describe(task: Task, description: str, view: View | None) -> ProblemText:
    """State ``task`` for a prompt (see the module docstring)."""
    if isinstance(view, GridView) and _grid_ok(task, view):
        return _grid_text(task, description, view)
    return _generic_text(task, description, view)


def _grid_ok(task: Task, view: GridView) -> bool:
    return any(view.cell_coordinates(o) is not None for o in task.objects)


def _grid_text(task: Task, description: str, view: GridView) -> ProblemText:
    start = view.agent_position(task, task.initial_state)
    goal = view.goal_position(task)
    goal_text = xy(goal) if goal is not None else " ".join(goal_atoms(task))
    labels = sorted({view.label(a) for a in task.actions},
                    key=lambda s: (not s.startswith("move"), s))
    moves = [label for label in labels if label.startswith("move-")] or labels
    symbols = (f"{view.agent_symbol} = agent, {view.goal} = goal, {view.wall} = wall, "
               f"{view.free} = free cell")
    return ProblemText(
        description=description,
        state_title=f"Grid ({symbols}). {GRID_LEGEND}",
        state=view.render(task, task.initial_state),
        start=xy(start),
        goal=goal_text,
        actions="Actions: " + ", ".join(labels),
        example=", ".join((moves * 3)[:3]),
        grid=True,
    )


def _generic_text(task: Task, description: str, view: View | None) -> ProblemText:
    atoms = task.true_atoms(task.initial_state)
    statics = sorted(task.static_atoms)
    if len(statics) <= MAX_STATIC_ATOMS:
        atoms = sorted(atoms + statics)
    schemas = _schema_forms(task)
    shown = view.render(task, task.initial_state) if view is not None else render_atoms(task, task.initial_state)
    return ProblemText(
        description=description,
        state_title="Initial state",
        state=shown,
        start=" ".join(atoms),
        goal=" ".join(goal_atoms(task)),
        actions="Actions (write each one in PDDL form with its objects): " + ", ".join(schemas),
        example=", ".join(s.replace("?", "") for s in schemas[:2]) or "(action object ...)",
        grid=False,
    )


def _schema_forms(task: Task) -> list[str]:
    if task.lifted is not None:
        return [f"({s.name}{''.join(' ' + p for p, _ in s.params)})"
                for s in sorted(task.lifted.schemas.values(), key=lambda s: s.name)]
    seen: dict[str, int] = {a.schema: len(a.args) for a in task.actions}
    return [f"({name}{''.join(f' ?x{i}' for i in range(n))})" for name, n in sorted(seen.items())]


def goal_atoms(task: Task) -> list[str]:
    """The goal's positive atoms (negative ones shown as ``(not ...)``)."""
    pos = task.atoms_of_mask(task.goal.pos)
    neg = [f"(not {a})" for a in task.atoms_of_mask(task.goal.neg)]
    return sorted(pos) + sorted(neg)


def xy(position: tuple[int, int]) -> str:
    """``(x, y)`` as prompts write positions."""
    return f"({position[0]}, {position[1]})"


def plan_text(names: tuple[str, ...] | list[str], grid: bool) -> str:
    """A plan as an answer line: grid labels (``move-west``) or PDDL actions, comma-separated."""
    if grid:
        return ", ".join(n.strip("()").split()[0] for n in names)
    return ", ".join(names)

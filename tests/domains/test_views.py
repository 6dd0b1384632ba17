"""View declarations: loading, the grid API, and the generic fallback."""

from __future__ import annotations

from pathlib import Path

import pytest

from llmplanning.domains import GENERATORS, domain_dir, domains_root
from llmplanning.domains.views import (
    GridView,
    SequenceView,
    StacksView,
    action_label,
    agent_position,
    goal_position,
    load_view,
    render,
)
from llmplanning.errors import InputError
from tests.domains.domain_helpers import load, problems

KINDS = {
    "gridworld": GridView, "maze": GridView, "sokoban": GridView, "sokoban-grid": GridView,
    "unlock": GridView, "doorkey": GridView, "unlockpickup": GridView, "grasp": GridView,
    "blocksworld": StacksView, "hanoi": StacksView, "pancake": SequenceView,
}


@pytest.mark.parametrize("domain", sorted(KINDS))
def test_every_domain_folder_is_complete(domain: str) -> None:
    folder = domain_dir(domain)
    for name in ("domain.pddl", "view.toml", "README.md", "description.txt"):
        assert (folder / name).is_file(), name
    assert isinstance(load_view(folder), KINDS[domain])
    assert domain in GENERATORS
    assert list((folder / "splits").glob("*/SEEDS.toml"))


def test_every_generator_has_a_folder() -> None:
    assert sorted(GENERATORS) == sorted(KINDS)
    assert all((domains_root() / d / "domain.pddl").is_file() for d in GENERATORS)


def test_grid_view_api() -> None:
    path = problems("gridworld", "8x8", "test")[0]
    task = load("gridworld", path)
    view = load_view(domain_dir("gridworld"))
    assert isinstance(view, GridView)
    assert view.cell_coordinates("c3-4") == (3, 4)
    assert view.cell_coordinates("c12-0") == (12, 0)
    assert view.cell_coordinates("key1") is None
    picture = [line[2:] for line in path.read_text().splitlines()[2:10]]
    where = {ch: (x, y) for y, row in enumerate(picture) for x, ch in enumerate(row)}
    state = task.initial_state
    assert view.agent_position(task, state) == agent_position(task, state, view) == where["A"]
    assert view.goal_position(task) == goal_position(task, view) == where["G"]
    action = task.applicable(state)[0]
    assert view.label(action) == action_label(action, view) == action.schema
    assert action.schema.startswith("move-")
    assert action_label(action, None) == action.name
    assert agent_position(task, state, None) is None


def test_render_without_view_is_sorted_atoms() -> None:
    path = problems("blocksworld", "4-6", "test")[0]
    task = load("blocksworld", path)
    out = render(task, task.initial_state, None).splitlines()
    assert out == sorted(task.true_atoms(task.initial_state))


@pytest.mark.parametrize(("text", "message"), [
    ('kind = "hexagons"\n', "unknown view kind"),
    ('kind = "grid"\ncell = "c(\\\\d+)"\n', "groups"),
    ('kind = "grid\n', "cannot read"),
])
def test_bad_view_declarations_are_input_errors(text: str, message: str, tmp_path: Path) -> None:
    (tmp_path / "view.toml").write_text(text)
    with pytest.raises(InputError, match=message):
        load_view(tmp_path)


def test_folder_without_view_has_none(tmp_path: Path) -> None:
    assert load_view(tmp_path) is None

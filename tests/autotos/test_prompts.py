"""Prompts, code extraction and the state form."""

from __future__ import annotations

import pytest

from llmplanning.autotos.prompts import extract_function, goal_prompt, successor_prompt
from llmplanning.autotos.source import resolve_domain
from llmplanning.autotos.state_form import atom_string, atom_tuple, from_wire, to_wire
from llmplanning.errors import InputError
from tests.autotos.conftest import IPC


def test_state_form_round_trips(blocks):
    _, cases = blocks
    case = cases[0]
    state = case.task.initial_state
    python = case.codec.to_python(state)
    assert ("handempty",) in python and all(isinstance(a, tuple) for a in python)
    assert case.codec.from_python(python) == state
    assert from_wire(to_wire(python)) == python
    assert case.codec.from_python(python | {("on", "nowhere", "b1")}) is None
    assert atom_tuple("(On B1 b2)") == ("on", "b1", "b2") and atom_string(("handempty",)) == "(handempty)"
    assert from_wire([["a", 1]]) is None and from_wire("abc") is None


def test_static_facts_are_part_of_every_state(grid):
    _, cases = grid
    case = cases[0]
    python = case.codec.to_python(case.task.initial_state)
    assert any(a[0] == "adj-north" for a in python)
    assert case.codec.static <= python


def test_prompts_carry_description_pddl_state_form_and_example(blocks, grid):
    source, cases = blocks
    text = successor_prompt(source, cases[0])
    assert source.description and source.description.splitlines()[0] in text
    assert "(:action unstack" in text and "frozenset of tuples" in text
    assert "`successor_states(state)`" in text and "('handempty',)" in text
    assert "(:action" not in successor_prompt(source, cases[0], include_pddl=False)
    goal = goal_prompt(source, cases[0])
    assert "`is_goal(state, goal)`" in goal and "this is its goal" in goal
    grid_source, grid_cases = grid
    example = successor_prompt(grid_source, grid_cases[0])
    assert "more facts like these that never change" in example  # hundreds of adjacency facts, summarised


def test_a_bare_pddl_folder_always_shows_its_pddl():
    if not (IPC / "gripper").is_dir():
        pytest.skip("no IPC corpus")
    source = resolve_domain(IPC / "gripper")
    assert source.description is None
    assert source.check_problems and source.test_problems
    assert not set(source.check_problems) & set(source.test_problems)


def test_unknown_domains_are_input_errors(tmp_path):
    with pytest.raises(InputError, match="neither a folder"):
        resolve_domain("no-such-domain")
    with pytest.raises(InputError, match="no domain.pddl"):
        resolve_domain(tmp_path)


@pytest.mark.parametrize(("answer", "expected"), [
    ("Sure.\n```python\ndef is_goal(s, g):\n    return True\n```\nDone.", "return True"),
    ("```python\ndef helper():\n    pass\n```\n```python\ndef is_goal(s, g):\n    return 1\n```",
     "return 1"),
    ("Here:\nimport math\ndef is_goal(s, g):\n    return True\n\nThis works because.",
     "import math\ndef is_goal"),
    ("```\ndef is_goal(s, g):\n    return (True\n", "return (True"),  # cut off: kept for feedback
])
def test_code_is_extracted_from_answers(answer, expected):
    code = extract_function(answer, "is_goal")
    assert code is not None and expected in code and "Done" not in code and "because" not in code


@pytest.mark.parametrize("answer", ["", "I cannot help.", "```python\ndef goal(s):\n  pass\n```",
                                    "def is_goalkeeper(x): pass", "\x00" * 10])
def test_answers_without_the_function_give_none(answer):
    assert extract_function(answer, "is_goal") is None

"""AutoToS's checks on hand-written functions with known bugs: each bug is caught
at the step the paper assigns it to, with feedback naming the offending state."""

from __future__ import annotations

import pytest

from llmplanning.autotos.checks import (
    COMPLETENESS_ERROR,
    EXCEPTION,
    GOAL_ERROR,
    SOUNDNESS_ERROR,
    STEP_COMPLETENESS,
    STEP_GOAL,
    STEP_SOUNDNESS,
    TIMEOUT,
    completeness_tests,
    goal_unit_tests,
    soundness_check,
)
from llmplanning.autotos.functions import GeneratedFunctions
from llmplanning.autotos.loop import AutoToSConfig, first_failure
from llmplanning.sandbox import Limits
from tests.autotos import references as R


def _first(successor: str, goal: str, cases, limits: Limits | None = None):
    config = AutoToSConfig(limits=limits) if limits else AutoToSConfig()
    return first_failure({"successor": successor, "goal": goal}, cases, config)


def _names_a_state(text: str) -> bool:
    return "frozenset({(" in text


def test_missing_successor_is_a_completeness_error(blocks):
    _, cases = blocks
    with GeneratedFunctions(R.BLOCKS_MISSING, R.GOAL_GENERIC) as fns:
        assert goal_unit_tests(fns, cases).passed
        assert soundness_check(fns, cases).passed  # fewer states, but every one legal
        outcome = completeness_tests(fns, cases)
    fb = outcome.feedback
    assert not outcome.passed and fb is not None
    assert (fb.step, fb.function, fb.category) == (STEP_COMPLETENESS, "successor", COMPLETENESS_ERROR)
    assert "(pick-up " in fb.text and _names_a_state(fb.text)
    assert fb.state is not None and ("handempty",) in fb.state


def test_illegal_successor_is_a_soundness_error(blocks):
    _, cases = blocks
    fb = _first(R.BLOCKS_ILLEGAL, R.GOAL_GENERIC, cases)
    assert fb is not None
    assert (fb.step, fb.function, fb.category) == (STEP_SOUNDNESS, "successor", SOUNDNESS_ERROR)
    assert "Invalid transformation" in fb.text and _names_a_state(fb.text)
    assert fb.state is not None and any(a[0] == "holding" for a in fb.state)  # put-down's input
    assert "('ontable'," in fb.text  # what the bad successor added


def test_too_loose_goal_test_is_caught_by_goal_unit_tests(blocks):
    _, cases = blocks
    fb = _first(R.BLOCKS_SUCCESSOR, R.GOAL_TOO_LOOSE, cases)
    assert fb is not None
    assert (fb.step, fb.function, fb.category) == (STEP_GOAL, "goal", GOAL_ERROR)
    assert "incorrectly reporting it as a goal state" in fb.text and _names_a_state(fb.text)
    assert "do not hold" in fb.text


def test_too_strict_goal_test_is_caught_by_goal_unit_tests(blocks):
    _, cases = blocks
    fb = _first(R.BLOCKS_SUCCESSOR, R.GOAL_TOO_STRICT, cases)
    assert fb is not None
    assert (fb.step, fb.function, fb.category) == (STEP_GOAL, "goal", GOAL_ERROR)
    assert "incorrectly reporting it as a non-goal state" in fb.text and _names_a_state(fb.text)
    goal_state = set(fb.state or ())
    assert {("on", "b1", "b4"), ("ontable", "b3")} <= goal_state  # p001's goal holds in it


def test_goal_error_found_during_search_goes_to_the_goal_function(blocks):
    """A goal test that passes the sampled unit tests but is wrong on a state the
    search meets is caught by the soundness check and blamed on is_goal."""
    _, cases = blocks
    case = cases[0]
    tested = set(case.goal_states) | set(case.non_goal_states)
    untested = next(c for _, c in case.task.successors(case.task.initial_state) if c not in tested)
    atoms = sorted(case.codec.to_python(untested))
    sneaky = R.GOAL_GENERIC.replace("def is_goal(state, goal):",
                                    "def is_goal(state, goal):\n"
                                    f"    if state == frozenset({atoms!r}):\n"
                                    "        return True")
    with GeneratedFunctions(R.BLOCKS_SUCCESSOR, sneaky) as fns:
        unit = goal_unit_tests(fns, cases[:1])
        sound = soundness_check(fns, cases[:1])
    assert unit.passed
    assert not sound.passed and sound.feedback is not None
    assert (sound.feedback.step, sound.feedback.function) == (STEP_SOUNDNESS, "goal")
    assert sound.feedback.state == tuple(atoms)


@pytest.mark.parametrize(("successor", "goal", "function", "words"), [
    ("def successor_states(state):\n    return [state[0]]\n", R.GOAL_GENERIC, "successor",
     "raised"),
    (R.BLOCKS_SUCCESSOR, "def is_goal(state, goal):\n    return 'maybe'\n", "goal",
     "must return True or False"),
    ("def successor_states(state)\n    return []\n", R.GOAL_GENERIC, "successor", "syntax error"),
    (R.BLOCKS_SUCCESSOR, "def goal_test(state, goal):\n    return True\n", "goal",
     "does not define a function named 'is_goal'"),
])
def test_broken_code_is_feedback_naming_the_function(blocks, successor, goal, function, words):
    _, cases = blocks
    fb = _first(successor, goal, cases)
    assert fb is not None and fb.function == function and fb.category == EXCEPTION
    assert words in fb.text


def test_exception_feedback_names_the_input_state(blocks):
    _, cases = blocks
    code = "def successor_states(state):\n    return [s for s in sorted(state)[100]]\n"
    fb = _first(code, R.GOAL_GENERIC, cases)
    assert fb is not None and "IndexError" in fb.text
    assert "The input state was: frozenset({(" in fb.text and fb.state is not None


def test_hanging_successor_is_a_timeout(blocks):
    _, cases = blocks
    code = "def successor_states(state):\n    while True:\n        pass\n"
    fb = _first(code, R.GOAL_GENERIC, cases[:1], Limits(timeout_s=1.5, cpu_s=2))
    assert fb is not None and fb.function == "successor" and fb.category == TIMEOUT

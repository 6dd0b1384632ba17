"""First-failure localisation on hand-written gridworld traces with known first failures.

Problem: gridworld 8x8 test p001, agent at (7, 4), goal (1, 2), the wall at
x = 4 with its doorway at (4, 3).  At (7, 4) the applicable moves are north,
south and west; north and west are optimal.
"""

from __future__ import annotations

import pytest

from llmplanning.licl.answers import SubroutineOracle
from llmplanning.licl.localize import ErrorKind, localize
from llmplanning.licl.trace import oracle_trace
from llmplanning.licl.trace_parser import parse_trace
from tests.licl.helpers import grid_answers, gridworld

HEAD = """Calling extract_initial_state(problem)...
...extract_initial_state returned (7, 4)
Calling extract_goal(problem)...
...extract_goal returned (1, 2)
Calling at_goal((7, 4), (1, 2))...
...at_goal returned {goal_test}
Calling get_applicable_actions((7, 4))...
...get_applicable_actions returned {applicable}
Calling get_optimal_actions((7, 4), (1, 2))...
...get_optimal_actions returned {optimal}
Calling apply_action((7, 4), {action})...
...apply_action returned {successor}
Calling at_goal({successor}, (1, 2))...
...at_goal returned False
"""
RIGHT = {"goal_test": "False", "applicable": "['move-north', 'move-south', 'move-west']",
         "optimal": "['move-north', 'move-west']", "action": "'move-north'", "successor": "(7, 3)"}


@pytest.fixture(scope="module")
def answers() -> SubroutineOracle:
    a = grid_answers(gridworld().test[0])
    assert a.notation.state_value(a.task.initial_state) == (7, 4)
    assert a.notation.goal_value() == (1, 2)
    return a


def trace(**changes: str) -> str:
    return HEAD.format(**{**RIGHT, **changes}) + "Final answer: ['move-north']\n"


def test_a_correct_trace_has_no_failure(answers: SubroutineOracle) -> None:
    assert localize(parse_trace(oracle_trace(answers).text()), answers) is None


def test_right_prefix_then_early_final_answer_is_not_a_success(answers: SubroutineOracle) -> None:
    failure = localize(parse_trace(trace()), answers)
    assert failure is not None and failure.kind is ErrorKind.TRUNCATED and failure.correction is None


def test_wrong_applicable_set(answers: SubroutineOracle) -> None:
    failure = localize(parse_trace(trace(applicable="['move-north', 'move-east', 'move-west']")), answers)
    assert failure is not None and failure.kind is ErrorKind.APPLICABILITY and failure.step == 4
    fix = failure.correction
    assert fix is not None and fix.function == "get_applicable_actions"
    assert fix.doctest() == ("get_applicable_actions((7, 4))", "['move-north', 'move-south', 'move-west']")


def test_order_and_quotes_of_a_right_set_do_not_matter(answers: SubroutineOracle) -> None:
    failure = localize(parse_trace(trace(applicable='["move-west", "move-north", "move-south"]')), answers)
    assert failure is not None and failure.kind is ErrorKind.TRUNCATED


def test_wrong_optimal_set(answers: SubroutineOracle) -> None:
    failure = localize(parse_trace(trace(optimal="['move-south']", action="'move-south'",
                                         successor="(7, 5)")), answers)
    assert failure is not None and failure.kind is ErrorKind.OPTIMALITY and failure.step == 5
    assert failure.correction is not None
    assert failure.correction.doctest() == ("get_optimal_actions((7, 4), (1, 2))", "['move-north', 'move-west']")


def test_suboptimal_choice_after_a_right_optimal_set(answers: SubroutineOracle) -> None:
    failure = localize(parse_trace(trace(action="'move-south'", successor="(7, 5)")), answers)
    assert failure is not None and failure.kind is ErrorKind.OPTIMALITY and failure.step == 6
    assert failure.correction is not None and failure.correction.function == "get_optimal_actions"


def test_inapplicable_choice(answers: SubroutineOracle) -> None:
    failure = localize(parse_trace(trace(action="'move-east'", successor="(8, 4)")), answers)
    assert failure is not None and failure.kind is ErrorKind.APPLICABILITY and failure.step == 6
    assert failure.correction is not None and failure.correction.function == "get_applicable_actions"


def test_wrong_successor(answers: SubroutineOracle) -> None:
    failure = localize(parse_trace(trace(successor="(7, 5)")), answers)
    assert failure is not None and failure.kind is ErrorKind.SUCCESSOR and failure.step == 6
    assert failure.correction is not None
    assert failure.correction.doctest() == ("apply_action((7, 4), 'move-north')", "(7, 3)")
    assert failure.got == "(7, 5)" and failure.expected == "(7, 3)"


def test_wrong_goal_test(answers: SubroutineOracle) -> None:
    failure = localize(parse_trace(trace(goal_test="True")), answers)
    assert failure is not None and failure.kind is ErrorKind.GOAL_TEST and failure.step == 3
    assert failure.correction is not None
    assert failure.correction.doctest() == ("at_goal((7, 4), (1, 2))", "False")


def test_wrong_initial_state_has_no_reusable_correction(answers: SubroutineOracle) -> None:
    text = trace().replace("extract_initial_state returned (7, 4)", "extract_initial_state returned (4, 7)")
    failure = localize(parse_trace(text), answers)
    assert failure is not None and failure.kind is ErrorKind.INITIAL_STATE and failure.step == 1
    assert failure.correction is None


def test_truncated_trace(answers: SubroutineOracle) -> None:
    text = HEAD.format(**RIGHT)
    failure = localize(parse_trace(text[: text.index("...apply_action")]), answers)
    assert failure is not None and failure.kind is ErrorKind.TRUNCATED and failure.step == 6
    assert failure.correction is None


def test_unreadable_output_is_a_parse_failure_with_the_right_answer(answers: SubroutineOracle) -> None:
    failure = localize(parse_trace(trace(applicable="['move-north', 'move-")), answers)
    assert failure is not None and failure.kind is ErrorKind.PARSE and failure.step == 4
    assert failure.correction is not None and failure.correction.function == "get_applicable_actions"


def test_garbage(answers: SubroutineOracle) -> None:
    for text in ("", "I think the agent should go left.", "Final answer: ['move-west']", "}{)(][" * 30):
        failure = localize(parse_trace(text), answers)
        assert failure is not None and failure.kind is ErrorKind.PARSE and failure.correction is None


def test_a_state_that_is_not_a_cell_is_a_parse_failure(answers: SubroutineOracle) -> None:
    text = trace().replace("Calling at_goal((7, 3), (1, 2))", "Calling at_goal((4, 4), (1, 2))")
    text = text.replace("Calling at_goal((7, 3)", "Calling at_goal((4, 4)")
    failure = localize(parse_trace(text), answers)
    assert failure is not None and failure.kind is ErrorKind.PARSE and failure.step == 7


def test_goal_test_against_a_made_up_goal_is_still_corrected(answers: SubroutineOracle) -> None:
    text = trace().replace("Calling at_goal((7, 4), (1, 2))...\n...at_goal returned False",
                           "Calling at_goal((7, 4), (7, 4))...\n...at_goal returned False")
    failure = localize(parse_trace(text), answers)
    assert failure is not None and failure.kind is ErrorKind.GOAL_TEST and failure.step == 3
    assert failure.correction is not None
    assert failure.correction.doctest() == ("at_goal((7, 4), (7, 4))", "True")
    text = trace().replace("Calling get_optimal_actions((7, 4), (1, 2))", "Calling get_optimal_actions((7, 4), (0, 0))")
    failure = localize(parse_trace(text), answers)
    assert failure is not None and failure.kind is ErrorKind.PARSE and "not this problem's goal" in failure.message

"""The trace parser: exact on the program's own format, tolerant of sloppy models, never raising."""

from __future__ import annotations

import random

from llmplanning.licl.trace import PROBLEM, oracle_trace
from llmplanning.licl.trace_parser import (
    BAD_OUTPUT,
    NO_RETURN,
    OK,
    ORPHAN_RETURN,
    parse_literal,
    parse_trace,
)
from tests.licl.helpers import grid_answers, gridworld


def test_the_oracle_trace_parses_back_exactly() -> None:
    trace = oracle_trace(grid_answers(gridworld().test[0]))
    parsed = parse_trace(trace.text())
    assert [c.function for c in parsed.calls] == [c.function for c in trace.calls]
    assert all(c.ok for c in parsed.calls)
    assert [c.output for c in parsed.calls] == [c.output for c in trace.calls]
    assert parsed.calls[0].args == (PROBLEM,)
    assert parsed.final_answer == trace.plan and not parsed.truncated
    assert parsed.applied_actions() == trace.plan


def test_spacing_quotes_and_bare_words_are_tolerated() -> None:
    text = """
      Calling   get_applicable_actions( (3,4) ) ...
    ... get_applicable_actions returned ["move-north" , 'move-south'].
    Calling at_goal((3, 4), (1, 2))
    ...at_goal returned: false
    Calling apply_action((3, 4), move-north)...
    apply_action returned (3,3)
    Final Answer: [move-north]
    """
    parsed = parse_trace(text)
    assert [c.status for c in parsed.calls] == [OK, OK, OK]
    assert parsed.calls[0].args == ((3, 4),)
    assert parsed.calls[0].output == ["move-north", "move-south"]
    assert parsed.calls[1].output is False
    assert parsed.calls[2].args == ((3, 4), "move-north") and parsed.calls[2].output == (3, 3)
    assert parsed.final_answer == ("move-north",)


def test_truncated_trace_ends_in_an_unreturned_call() -> None:
    parsed = parse_trace("Calling at_goal((1, 1), (2, 2))...\n...at_goal returned False\n"
                         "Calling get_applicable_actions((1, 1")
    assert parsed.truncated and parsed.final_answer is None
    assert parsed.calls[-1].status == NO_RETURN and parsed.calls[-1].args is None


def test_unreadable_steps_are_failures_of_their_step() -> None:
    parsed = parse_trace("Calling at_goal((1, 1), (2, 2))...\n...at_goal returned maybe so ((\n"
                         "...apply_action returned (1, 2)\nFinal answer: move-north, 3")
    assert [c.status for c in parsed.calls] == [BAD_OUTPUT, ORPHAN_RETURN]
    assert [c.index for c in parsed.calls] == [1, 2]
    assert parsed.final_text is not None and parsed.final_answer is None


def test_garbage_never_raises() -> None:
    rng = random.Random(0)
    alphabet = "Calling returned Final answer: ()[]'\",.\n abcxyz_0123456789-"
    for _ in range(300):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 200)))
        parse_trace(text)
    assert parse_trace("").calls == () and parse_trace("").truncated
    assert parse_literal("(" * 5000) == (False, None)

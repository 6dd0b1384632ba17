"""IPC/VAL plan files: every accepted form, and garbage kept as syntax steps."""

from __future__ import annotations

from pathlib import Path

import pytest

from llmplanning.errors import PlanFileError
from llmplanning.plans import format_plan, parse_plan, read_plan


def test_accepted_forms() -> None:
    text = """; a comment line
(unstack b c)
   0: (PUT-DOWN   B)   ; trailing comment

1.000: (pick-up a) [1.000]
2: ( stack a   b ) [2]
"""
    plan = parse_plan(text)
    assert plan.names == ["(unstack b c)", "(put-down b)", "(pick-up a)", "(stack a b)"]
    assert [s.line for s in plan.steps] == [2, 3, 5, 6]
    assert [s.index for s in plan.steps] == [1, 2, 3, 4]


@pytest.mark.parametrize("line", ["move b to c", "(unstack b c", "unstack b c)", "()", "((a b))",
                                  "(a) (b)", "Final answer: (a b)"])
def test_non_actions_become_syntax_steps(line: str) -> None:
    plan = parse_plan(f"(noop)\n{line}\n")
    assert len(plan) == 2
    step = plan.steps[1]
    assert step.name is None and step.schema is None and step.text == line.strip()


def test_format_round_trip() -> None:
    names = ["(unstack b c)", "(put-down b)"]
    text = format_plan(names, cost=2)
    assert text.endswith("; cost = 2\n")
    assert parse_plan(text).names == names


def test_read_plan_errors(tmp_path: Path) -> None:
    with pytest.raises(PlanFileError, match="does not exist"):
        read_plan(tmp_path / "missing")
    with pytest.raises(PlanFileError, match="directory"):
        read_plan(tmp_path)
    binary = tmp_path / "bin"
    binary.write_bytes(b"\x00\x01(a)")
    with pytest.raises(PlanFileError, match="binary"):
        read_plan(binary)
    empty = tmp_path / "empty.plan"
    empty.write_text("")
    assert len(read_plan(empty)) == 0

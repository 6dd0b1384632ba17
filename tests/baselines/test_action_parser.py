"""The one action-sequence parser: every answer format of the paper's Appendix D.3, and garbage.

Plans are checked through the validator, the way the runner scores them: a
format is read correctly when the optimal plan written in it validates as
successful.
"""

from __future__ import annotations

import json
import random

import pytest

from llmplanning.baselines.action_parser import NO_PLAN, parse_action_sequence
from llmplanning.baselines.problem_text import view_of
from llmplanning.experiments.problems import ProblemInstance
from llmplanning.planner import optimal_plan
from llmplanning.plans import plan_from_names
from llmplanning.validator import FailureKind, validate

# gridworld 8x8 test p001: agent (7, 4), goal (1, 2); one optimal plan is N, 6 x W, N.
LABELS = ["move-north"] + ["move-west"] * 6 + ["move-north"]
WORDS = ["north"] + ["west"] * 6 + ["north"]


def _parse(problem: ProblemInstance, text: str):  # type: ignore[no-untyped-def]
    return parse_action_sequence(text, problem.task, view_of(str(problem.domain.folder)))


def _successful(problem: ProblemInstance, plan: tuple[str, ...] | None) -> bool:
    assert plan is not None
    return validate(problem.task, plan_from_names(plan)).successful


GRID_FORMATS = {
    "final-line": "Reasoning...\nFinal Action Sequence: " + ", ".join(LABELS),
    "final-line-markdown": "**Final Action Sequence:** " + ", ".join(LABELS) + ".",
    "final-line-restated": "Final Action Sequence: move-east\nWait, that is wrong.\n"
                           "Final Action Sequence: " + ", ".join(LABELS),
    "final-block": "Final Action Sequence:\n" + "\n".join(f"{i}. {a}" for i, a in enumerate(LABELS, 1))
                   + "\n\nDone.",
    "final-line-spaces": "Final Action Sequence: " + " ".join(WORDS),
    "final-line-letters": "Final Action Sequence: NWWWWWWN",
    "comma-line": "The agent goes up and through the door.\n" + ", ".join(WORDS) + "\nThat is it.",
    "numbered-list": "Plan:\n" + "\n".join(f"{i}. {w}" for i, w in enumerate(WORDS, 1)),
    "step-list": "\n".join(f"Step {i}: {a}" for i, a in enumerate(LABELS, 1)),
    "bullets": "\n".join(f"- {w.capitalize()}" for w in WORDS),
    "arrows": " -> ".join(WORDS),
    "unicode-arrows": " → ".join(["up"] + ["left"] * 6 + ["up"]),
    "json-strings": "Answer: " + json.dumps(LABELS),
    "json-objects": json.dumps([{"action": w} for w in WORDS]),
    "letters": ", ".join(["N"] + ["W"] * 6 + ["N"]),
    "up-down-left-right": ", ".join(["Up"] + ["Left"] * 6 + ["Up"]),
    "camel-case": ", ".join(["moveNorth"] + ["moveWest"] * 6 + ["moveNorth"]),
    "pddl": "\n".join(["(move-north c7-4 c7-3)"] + [f"(move-west c{x}-3 c{x - 1}-3)" for x in range(7, 1, -1)]
                      + ["(move-north c1-3 c1-2)"]),
    "prose": "First go north, then west " + "and west " * 5 + "and finally north.",
}


@pytest.mark.parametrize("name", sorted(GRID_FORMATS))
def test_grid_formats_read_to_the_optimal_plan(grid_problem: ProblemInstance, name: str) -> None:
    parsed = _parse(grid_problem, GRID_FORMATS[name])
    assert parsed.error is None, parsed
    assert len(parsed.plan or ()) == 8 and _successful(grid_problem, parsed.plan), parsed


def test_rules_are_tried_in_order(grid_problem: ProblemInstance) -> None:
    text = "north, north, north\nFinal Action Sequence: west, west\n[\"east\"]"
    assert _parse(grid_problem, text).source == "final-line"
    assert _parse(grid_problem, 'north, north\n["west", "west"]').source == "json"
    assert _parse(grid_problem, "I go north.\nnorth, west, west").source == "list"
    assert _parse(grid_problem, "I go north.").source == "tokens"


def test_labels_are_walked_from_the_initial_state(grid_problem: ProblemInstance) -> None:
    parsed = _parse(grid_problem, "Final Action Sequence: north, west, west")
    assert parsed.plan == ("(move-north c7-4 c7-3)", "(move-west c7-3 c6-3)", "(move-west c6-3 c5-3)")
    assert parsed.items == ("north", "west", "west")


def test_a_move_into_a_wall_fails_validation_at_that_step(grid_problem: ProblemInstance) -> None:
    parsed = _parse(grid_problem, "Final Action Sequence: north, east, west")
    assert parsed.plan is not None and parsed.plan[1] == "(move-east c7-3 c8-3)"
    failure = validate(grid_problem.task, plan_from_names(parsed.plan)).first_failure
    assert failure is not None and failure.step == 2 and failure.kind is FailureKind.UNKNOWN_OBJECT


def test_a_blocked_move_fails_with_a_precondition(grid_problem: ProblemInstance) -> None:
    # from (5, 4) west is (4, 4): a wall cell that exists in no problem of the split
    parsed = _parse(grid_problem, "Final Action Sequence: west, west, west")
    failure = validate(grid_problem.task, plan_from_names(parsed.plan or ())).first_failure
    assert failure is not None and failure.step == 3


def test_a_word_naming_no_action_is_kept_so_the_step_fails(grid_problem: ProblemInstance) -> None:
    parsed = _parse(grid_problem, "Final Action Sequence: north, jump, west")
    assert parsed.plan is not None and parsed.plan[1] == "(jump)"
    failure = validate(grid_problem.task, plan_from_names(parsed.plan)).first_failure
    assert failure is not None and failure.step == 2 and failure.kind is FailureKind.UNKNOWN_ACTION


@pytest.fixture(scope="module")
def blocks_plan(blocks_problem: ProblemInstance) -> tuple[str, ...]:
    result = optimal_plan(blocks_problem.domain.domain_file, blocks_problem.path)
    assert result.plan
    return result.plan


def _blocks_formats(plan: tuple[str, ...]) -> dict[str, str]:
    parts = [p.strip("()").split() for p in plan]
    return {
        "final-line": "Final Action Sequence: " + ", ".join(plan),
        "upper-case": "Final Action Sequence: " + ", ".join(p.upper() for p in plan),
        "one-per-line": "My plan:\n" + "\n".join(plan),
        "numbered": "\n".join(f"{i}. {p}" for i, p in enumerate(plan, 1)),
        "function-style": "Final Action Sequence: " + "; ".join(
            f"{w[0]}({w[1]})" if len(w) == 2 else f"{w[0]}({' '.join(w[1:])})" for w in parts),
        "bare-words": "Final Action Sequence: " + ", ".join(" ".join(w) for w in parts),
        "json": json.dumps(list(plan)),
        "arrows": " -> ".join(plan),
    }


def test_generic_pddl_actions_of_any_domain(blocks_problem: ProblemInstance,
                                            blocks_plan: tuple[str, ...]) -> None:
    for name, text in _blocks_formats(blocks_plan).items():
        parsed = _parse(blocks_problem, text)
        assert parsed.plan == blocks_plan, (name, parsed)
        assert _successful(blocks_problem, parsed.plan)


def test_generic_prose_atoms_are_not_read_as_actions(blocks_problem: ProblemInstance,
                                                     blocks_plan: tuple[str, ...]) -> None:
    text = "Initially (on a b) and (clear a) hold. I will do " + " then ".join(blocks_plan)
    assert _parse(blocks_problem, text).plan == blocks_plan


GARBAGE = [
    "", "   \n\n", "garbage ###", "Final Action Sequence:", "Final Action Sequence: none",
    "Final Action Sequence: I do not know.", "[[[", "{", '{"actions": 3}', "[1, 2, null]",
    "(((((", ")))", "<eos><pad>" * 50, "The the the " * 200, "\x00\x01\x02", "🙂 → ⇒ ; , |",
    "1.\n2.\n3.", "- \n- \n", "Final Action Sequence: [", '["", ""]',
]


@pytest.mark.parametrize("text", GARBAGE)
def test_garbage_is_no_plan_and_an_error_never_an_exception(grid_problem: ProblemInstance,
                                                             blocks_problem: ProblemInstance,
                                                             text: str) -> None:
    for problem in (grid_problem, blocks_problem):
        parsed = _parse(problem, text)
        assert parsed.plan is None and parsed.error == NO_PLAN and parsed.source == "none"


def test_random_answers_never_raise(grid_problem: ProblemInstance, blocks_problem: ProblemInstance) -> None:
    rng = random.Random(7)
    pieces = ["north", "N", "move-west", ",", "->", "(", ")", "[", "]", '"', "{", "}", ":", "1.",
              "\n", " ", "Final Action Sequence:", "(pick-up a)", "x", "-", "🙂", "(move-north c1-1 c9-9)"]
    for _ in range(300):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 40)))
        for problem in (grid_problem, blocks_problem):
            parsed = _parse(problem, text)
            assert (parsed.plan is None) == (parsed.error is not None)


def test_a_label_in_parentheses_is_a_label(grid_problem: ProblemInstance) -> None:
    parsed = _parse(grid_problem, "1. (move-north)\n2. (MOVE-WEST)")
    assert parsed.plan == ("(move-north c7-4 c7-3)", "(move-west c7-3 c6-3)")


def test_a_bare_schema_name_of_a_generic_domain_is_no_ground_action(blocks_problem: ProblemInstance,
                                                                   blocks_plan: tuple[str, ...]) -> None:
    assert _parse(blocks_problem, "Final Action Sequence: pick-up, stack").plan is None
    assert _parse(blocks_problem, "I could pick-up or stack.").plan is None
    parsed = _parse(blocks_problem, f"Final Action Sequence: {blocks_plan[0]}, stack")
    assert parsed.plan == (blocks_plan[0], "(stack)")
    failure = validate(blocks_problem.task, plan_from_names(parsed.plan)).first_failure
    assert failure is not None and failure.step == 2 and failure.kind is FailureKind.BAD_ARITY

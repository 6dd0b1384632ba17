"""First-failure localisation (the L-ICL paper's Algorithm 2).

Walk the parsed trace call by call and stop at the first call whose output
is not what the subroutine returns for the input the model wrote.  The
failure is classified — an *applicability* error (wrong applicable set, or a
chosen action that is not applicable), an *optimality* error (wrong optimal
set, or an applicable but non-optimal choice), a wrong *successor*, a wrong
*goal test*, a wrong extraction, a *parse* failure, a *truncated* trace — and
carries the correction: the oracle's output for that exact input, as a
doctest for that subroutine.  Only the first failure is corrected, because
every later step is conditioned on it.

Extraction errors get no correction: their input is the whole problem text,
so a doctest for it could never apply to another problem.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from llmplanning.licl.answers import ARITY, GOAL_ARGUMENT, SubroutineOracle
from llmplanning.licl.corrections import Correction
from llmplanning.licl.trace import PROBLEM
from llmplanning.licl.trace_parser import NO_RETURN, ParsedCall, ParsedTrace
from llmplanning.oracle.notation import to_text


class ErrorKind(str, Enum):
    """The categories of a first failure."""

    APPLICABILITY = "applicability"
    OPTIMALITY = "optimality"
    SUCCESSOR = "successor"
    GOAL_TEST = "goal-test"
    INITIAL_STATE = "initial-state"
    GOAL = "goal"
    PARSE = "parse"
    TRUNCATED = "truncated"


KIND_OF = {"extract_initial_state": ErrorKind.INITIAL_STATE, "extract_goal": ErrorKind.GOAL,
           "at_goal": ErrorKind.GOAL_TEST, "get_applicable_actions": ErrorKind.APPLICABILITY,
           "get_optimal_actions": ErrorKind.OPTIMALITY, "get_recommended_actions": ErrorKind.OPTIMALITY,
           "apply_action": ErrorKind.SUCCESSOR}
"""The error a wrong output of each subroutine is."""


@dataclass(frozen=True)
class FirstFailure:
    """The first wrong step of a trace and its correction."""

    kind: ErrorKind
    step: int
    """The failing call's position from 1 (one past the last call for trace-level failures)."""
    function: str | None
    """The subroutine of the failing call (None for trace-level failures)."""
    message: str
    got: str | None = None
    """What the model wrote."""
    expected: str | None = None
    """What the oracle says (None where no output is defined)."""
    correction: Correction | None = None

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind.value, "step": self.step, "function": self.function,
                "message": self.message, "got": self.got, "expected": self.expected,
                "correction": None if self.correction is None else self.correction.to_json()}


def localize(trace: ParsedTrace, answers: SubroutineOracle) -> FirstFailure | None:
    """The first failure of ``trace`` (None: every call right and a final answer given)."""
    last_goal_test: bool | None = None
    for call in trace.calls:
        failure = check_call(call, answers, is_last=call.index == len(trace.calls) and trace.truncated)
        if failure is not None:
            return failure
        if call.function == "at_goal":
            last_goal_test = bool(call.output)
    end = len(trace.calls) + 1
    if not trace.calls:
        return FirstFailure(ErrorKind.PARSE, 1, None, "no subroutine call could be read")
    if trace.truncated:
        return FirstFailure(ErrorKind.TRUNCATED, end, None, "the trace ends without a final answer")
    if trace.final_answer is None:
        return FirstFailure(ErrorKind.PARSE, end, None, "the final answer is not a list of actions",
                            got=trace.final_text)
    if last_goal_test is not True:
        return FirstFailure(ErrorKind.TRUNCATED, end, None,
                            "the final answer comes before the goal test succeeded")
    return None


def check_call(call: ParsedCall, answers: SubroutineOracle, is_last: bool = False) -> FirstFailure | None:
    """The failure of one call judged on its own input, or None when it is right."""
    if call.function not in ARITY:
        return FirstFailure(ErrorKind.PARSE, call.index, call.function,
                            f"unknown subroutine {call.function!r}", got=call.output_text)
    if not call.ok:
        if is_last and call.status == NO_RETURN:
            return FirstFailure(ErrorKind.TRUNCATED, call.index, call.function,
                                "the trace ends inside this call")
        fix = _correction(call, answers, ErrorKind.PARSE) if call.args is not None else None
        return FirstFailure(ErrorKind.PARSE, call.index, call.function,
                            f"step {call.index} could not be read ({call.status})",
                            got=call.output_text, correction=fix)
    args = call.args or ()
    if call.function == "apply_action" and len(args) == 2:
        choice = _check_choice(call, answers)
        if choice is not None:
            return choice
    answer = answers.answer(call.function, args)
    if not answer.ok:
        return FirstFailure(ErrorKind.PARSE, call.index, call.function, answer.problem or "",
                            got=call.output_text)
    if answers.is_correct(call.function, args, call.output):
        return None
    kind = KIND_OF[call.function]
    return FirstFailure(kind, call.index, call.function,
                        f"{call.function} returned a wrong output at step {call.index}",
                        got=call.output_text, expected=to_text(answer.value),
                        correction=_correction(call, answers, kind))


def _check_choice(call: ParsedCall, answers: SubroutineOracle) -> FirstFailure | None:
    """A chosen action that is not applicable, or not among the choices, is the failure of this step."""
    args = call.args or ()
    notation = answers.notation
    state = notation.parse_state(args[0])
    if state is None:
        return None  # reported as an unreadable state by the caller
    label, value = to_text(args[1]), notation.state_value(state)
    action = notation.parse_action(state, args[1])
    if action is None:
        fix = _make(answers, "get_applicable_actions", (value,), ErrorKind.APPLICABILITY)
        return FirstFailure(ErrorKind.APPLICABILITY, call.index, call.function,
                            f"action {label} is not applicable in {to_text(value)}",
                            got=label, expected=fix.output if fix else None, correction=fix)
    choices = answers.choices(state)
    if notation.action_value(action) in choices:
        return None
    fix = _make(answers, answers.chooser, (value, notation.goal_value()), ErrorKind.OPTIMALITY)
    return FirstFailure(ErrorKind.OPTIMALITY, call.index, call.function,
                        f"action {label} is applicable in {to_text(value)} but not among "
                        f"the {answers.chooser} answers", got=label, expected=to_text(choices),
                        correction=fix)


def _correction(call: ParsedCall, answers: SubroutineOracle, kind: ErrorKind) -> Correction | None:
    """The oracle's output for the call's exact input, in canonical form (None for extractions)."""
    if call.args is None or PROBLEM in call.args or call.function not in ARITY:
        return None
    return _make(answers, call.function, call.args, kind)


def _make(answers: SubroutineOracle, function: str, args: tuple[Any, ...],
          kind: ErrorKind) -> Correction | None:
    """A doctest with the input written canonically (the state as the notation prints it)."""
    answer = answers.answer(function, args)
    if not answer.ok:
        return None
    notation = answers.notation
    shown = list(args)
    state = notation.parse_state(args[0])
    if state is not None:
        shown[0] = notation.state_value(state)
    if function in GOAL_ARGUMENT and answers.is_correct("extract_goal", (PROBLEM,), args[1]):
        shown[1] = notation.goal_value()
    if function == "apply_action" and state is not None:
        action = notation.parse_action(state, args[1])
        shown[1] = notation.action_value(action) if action is not None else shown[1]
    return Correction(function, ", ".join(to_text(a) for a in shown), to_text(answer.value), kind.value)

"""The PTP subroutine oracle: the correct output of every L-ICL trace step.

An L-ICL trace ("program trace prompting") shows a planner as calls of named
subroutines — ``extract_initial_state``, ``extract_goal``,
``get_applicable_actions``, ``apply_action``, ``at_goal``,
``get_optimal_actions`` and, for blocksworld, ``get_recommended_actions`` —
each with its input and output as Python literals in the domain's notation
(:mod:`llmplanning.oracle.notation`).  :class:`PTPOracle` computes the correct
output of each call from the task and an exact oracle, and judges a model's
output against it as a value: states are compared as the task states they
denote, action lists as sets (order and duplicates do not matter), booleans
as booleans.  Judging never raises: a malformed model output is an incorrect
verdict with a reason (DESIGN.md, principle 3).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from llmplanning.errors import InputError
from llmplanning.oracle.base import Oracle
from llmplanning.oracle.blocksworld_uba import recommended_actions
from llmplanning.oracle.notation import Notation, notation_for, parse, to_text
from llmplanning.task import State, Task


class PTPInputError(InputError):
    """A subroutine call whose name or input the oracle cannot interpret."""


@dataclass(frozen=True)
class PTPVerdict:
    """The judgement of one model output for one subroutine call."""

    correct: bool
    """The output equals the correct one as a value."""
    expected: Any
    """The correct output, as a literal in the domain's notation."""
    expected_text: str
    """``expected`` as printed in traces."""
    reason: str
    """Why the output is wrong (empty when correct)."""


RETURNS = {
    "extract_initial_state": "state",
    "extract_goal": "goal",
    "get_applicable_actions": "actions",
    "apply_action": "state",
    "at_goal": "bool",
    "get_optimal_actions": "actions",
    "get_recommended_actions": "actions",
}
"""Subroutine name -> kind of its output (how outputs are compared)."""


class PTPOracle:
    """Correct outputs of PTP subroutines for one task (module docstring)."""

    def __init__(self, task: Task, oracle: Oracle | None = None, notation: Notation | None = None) -> None:
        self.task = task
        self._oracle = oracle
        self.notation = notation if notation is not None else notation_for(task)

    @property
    def oracle(self) -> Oracle:
        """The exact oracle, built on first use (only ``get_optimal_actions`` needs it)."""
        if self._oracle is None:
            from llmplanning.oracle import make_oracle

            self._oracle = make_oracle(self.task)
        return self._oracle

    # -- one method per subroutine ----------------------------------------------
    def extract_initial_state(self) -> Any:
        return self.notation.state_value(self.task.initial_state)

    def extract_goal(self) -> Any:
        return self.notation.goal_value()

    def get_applicable_actions(self, state: Any) -> list[str]:
        s = self._state(state)
        return sorted({self.notation.action_value(a) for a in self.task.applicable(s)})

    def apply_action(self, state: Any, action: Any) -> Any:
        """The next state, or None when the action is not applicable in ``state``."""
        s = self._state(state)
        ground = self.notation.parse_action(s, action)
        return None if ground is None else self.notation.state_value(self.task.apply(s, ground))

    def at_goal(self, state: Any) -> bool:
        return self.task.is_goal(self._state(state))

    def get_optimal_actions(self, state: Any) -> list[str]:
        s = self._state(state)
        return sorted({self.notation.action_value(a) for a in self.oracle.optimal_actions(s)})

    def get_recommended_actions(self, state: Any) -> list[str]:
        """Universal Blocksworld Algorithm recommendations (blocksworld only)."""
        s = self._state(state)
        return sorted({self.notation.action_value(a) for a in recommended_actions(self.task, s)})

    # -- dispatch and judging ----------------------------------------------------
    def answer(self, name: str, args: Sequence[Any] = ()) -> Any:
        """The correct output of subroutine ``name`` called with ``args`` (literals or text)."""
        if name not in RETURNS:
            raise PTPInputError(f"unknown subroutine {name!r} (known: {', '.join(RETURNS)})")
        if name.startswith("extract_"):
            args = ()  # their input is the problem text, which the task already is
        try:
            return getattr(self, name)(*args)
        except TypeError as exc:
            raise PTPInputError(f"{name}: bad arguments {list(args)!r}: {exc}") from None

    def answer_text(self, name: str, args: Sequence[Any] = ()) -> str:
        return to_text(self.answer(name, args))

    def check(self, name: str, args: Sequence[Any], output: Any) -> PTPVerdict:
        """Judge a model's ``output`` (a literal or its text) for one call; never raises."""
        try:
            expected = self.answer(name, args)
        except InputError as exc:
            return PTPVerdict(False, None, "None", f"the call cannot be answered: {exc}")
        reason = self._compare(RETURNS[name], expected, parse(output), args)
        return PTPVerdict(not reason, expected, to_text(expected), reason)

    def _compare(self, kind: str, expected: Any, output: Any, args: Sequence[Any]) -> str:
        if kind == "bool":
            ok = isinstance(output, bool) and output == expected
            return "" if ok else f"expected {expected!r}, got {output!r}"
        if kind == "actions":
            return self._compare_actions(expected, output)
        if kind == "goal":
            return self._compare_goal(expected, output)
        if expected is None:
            return "" if output is None else f"the action is not applicable; got {output!r}"
        got = self.notation.parse_state(output)
        if got is None:
            return f"{output!r} is not a state in this notation"
        want = self.notation.parse_state(expected)
        return "" if got == want else f"expected state {expected!r}, got {output!r}"

    def _compare_actions(self, expected: list[str], output: Any) -> str:
        if not isinstance(output, (list, tuple, set, frozenset)):
            return f"expected a list of actions, got {output!r}"
        keys = {self.notation.action_key(a) for a in output}
        if None in keys:
            return f"{output!r} holds something that is not an action"
        want = {self.notation.action_key(a) for a in expected}
        if keys == want:
            return ""
        missing = sorted(k for k in want - keys if k)
        extra = sorted(k for k in keys - want if k)
        return f"missing {missing}, unexpected {extra}"

    def _compare_goal(self, expected: Any, output: Any) -> str:
        def norm(v: Any) -> Any:
            if isinstance(v, (list, tuple)) and all(isinstance(x, str) for x in v):
                return frozenset(self.notation.action_key(x) for x in v)
            return tuple(v) if isinstance(v, list) else v
        return "" if norm(output) == norm(expected) else f"expected goal {expected!r}, got {output!r}"

    def _state(self, value: Any) -> State:
        state = self.notation.parse_state(value)
        if state is None:
            raise PTPInputError(f"{value!r} is not a state in the {self.notation.kind} notation")
        return state

"""The correct output of every subroutine of L-ICL's program, for the input the model wrote.

L-ICL checks a trace call by call: each call's output is compared with what
the subroutine *should* return for the input written in the trace.  Judging a
call on its own input (rather than on the state the true plan would be in)
is what makes a correction reusable: ``get_applicable_actions((3, 4))`` has one
right answer wherever in a trace it appears.

The answers come from the oracle package's PTP oracle
(:class:`llmplanning.oracle.ptp.PTPOracle`); this module adapts it to the
program's signatures, in which the goal is an argument —
``at_goal(state, goal)``, ``get_optimal_actions(state, goal)`` — so that a
learned doctest states the goal it holds for.  Blocksworld chooses actions
with ``get_recommended_actions`` (the Universal Blocksworld Algorithm) as in
the L-ICL paper; every other domain with ``get_optimal_actions``.

An input that names no state, or a goal other than the problem's, has no
correct output: :class:`Answer` says so in ``problem`` instead of raising.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from llmplanning.domains.views import View
from llmplanning.errors import InputError
from llmplanning.oracle.notation import Notation, notation_for, to_text
from llmplanning.oracle.ptp import PTPOracle
from llmplanning.task import State, Task

OPTIMAL = "get_optimal_actions"
RECOMMENDED = "get_recommended_actions"
BASE_SUBROUTINES = ("extract_initial_state", "extract_goal", "at_goal", "get_applicable_actions",
                    OPTIMAL, "apply_action")
"""The subroutines of the PTP program, in the order a loop iteration calls them."""

ARITY = {"extract_initial_state": 1, "extract_goal": 1, "at_goal": 2, "get_applicable_actions": 1,
         OPTIMAL: 2, RECOMMENDED: 2, "apply_action": 2}
"""Number of arguments of each subroutine in the program."""

GOAL_ARGUMENT = frozenset({"at_goal", OPTIMAL, RECOMMENDED})


@dataclass(frozen=True)
class Answer:
    """The correct output of one call, or why there is none."""

    value: Any = None
    """The output literal (meaningful when ``problem`` is None)."""
    problem: str | None = None
    """Why the input has no correct output (e.g. ``(9, 9) is not a state``)."""

    @property
    def ok(self) -> bool:
        return self.problem is None


def chooser_for(task: Task) -> str:
    """The subroutine whose first answer the program applies."""
    return RECOMMENDED if "blocksworld" in task.domain_name.lower() else OPTIMAL


class SubroutineOracle:
    """Correct outputs for one task in the program's signatures (see the module docstring)."""

    def __init__(self, task: Task, view: View | None = None, ptp: PTPOracle | None = None) -> None:
        self.task = task
        self.ptp = ptp if ptp is not None else PTPOracle(task, notation=notation_for(task, view))
        self.notation: Notation = self.ptp.notation
        self.chooser = chooser_for(task)

    @property
    def subroutines(self) -> tuple[str, ...]:
        return tuple(self.chooser if s == OPTIMAL else s for s in BASE_SUBROUTINES)

    def answer(self, function: str, args: Sequence[Any]) -> Answer:
        """The correct output of ``function(*args)``."""
        problem = self._input_problem(function, args)
        if problem is not None:
            return Answer(problem=problem)
        if function == "at_goal" and not self._is_goal(args[1]):
            verdict = self._at_other_goal(args[0], args[1])
            return Answer(problem=f"{to_text(args[1])} is not a goal") if verdict is None else Answer(verdict)
        try:
            value = self.ptp.answer(function, list(args[:1]) if function in GOAL_ARGUMENT else list(args))
        except InputError as exc:
            return Answer(problem=str(exc))
        if function == "apply_action" and value is None:
            return Answer(problem=f"{to_text(args[1])} is not applicable in {to_text(args[0])}")
        return Answer(value)

    def is_correct(self, function: str, args: Sequence[Any], output: Any) -> bool:
        """Whether ``output`` equals the correct output as a value (sets, states, booleans)."""
        if self._input_problem(function, args) is not None:
            return False
        if function == "at_goal" and not self._is_goal(args[1]):
            answer = self.answer(function, args)
            return answer.ok and isinstance(output, bool) and output == answer.value
        ptp_args = list(args[:1]) if function in GOAL_ARGUMENT else list(args)
        return self.ptp.check(function, ptp_args, output).correct

    def _input_problem(self, function: str, args: Sequence[Any]) -> str | None:
        if function not in ARITY or (function in (OPTIMAL, RECOMMENDED) and function != self.chooser):
            return f"{function!r} is not a subroutine of this program"
        if len(args) != ARITY[function]:
            return f"{function} takes {ARITY[function]} argument(s), got {len(args)}"
        if function in (OPTIMAL, RECOMMENDED) and not self._is_goal(args[1]):
            return f"{to_text(args[1])} is not this problem's goal"
        return None

    def _is_goal(self, value: Any) -> bool:
        return self.ptp.check("extract_goal", [], value).correct

    def _at_other_goal(self, state_value: Any, goal: Any) -> bool | None:
        """``at_goal`` for a goal the model made up: a cell (grid) or atoms that must hold.

        The goal test needs no oracle, so even a call with the wrong goal has a
        right answer and can be corrected.
        """
        state = self.notation.parse_state(state_value)
        if state is None:
            return None
        if self.notation.kind == "grid":
            cell = self.notation.parse_state(goal)
            return None if cell is None else cell == state
        if not isinstance(goal, (list, tuple)) or not all(isinstance(g, str) for g in goal):
            return None
        positive = [g for g in goal if not g.strip().lower().startswith("(not ")]
        negative = [g.strip()[5:-1] for g in goal if g.strip().lower().startswith("(not ")]
        required = self.notation.parse_state(positive)
        forbidden = self.notation.parse_state(negative)
        if required is None or forbidden is None:
            return None
        return state & required == required and not state & forbidden

    def applicable(self, state: State) -> list[str]:
        """Labels of the applicable actions (sorted)."""
        return self.ptp.get_applicable_actions(self.notation.state_value(state))

    def choices(self, state: State) -> list[str]:
        """The chooser's answer: optimal (or, in blocksworld, recommended) actions."""
        return list(self.ptp.answer(self.chooser, [self.notation.state_value(state)]))

    def distance(self, state: State) -> float:
        """The oracle's goal distance (``math.inf`` for a dead end)."""
        value = self.ptp.oracle.distance(state)
        return math.inf if value is None else float(value)

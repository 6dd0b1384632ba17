"""Example traces: the full output of the PTP program on a problem, as the oracle computes it.

The example traces in a prompt are not written by hand for a domain: they are
the program's output with every subroutine answered by
:class:`~llmplanning.licl.answers.SubroutineOracle` and ``action = optimal[0]``,
so they are correct by construction for any PDDL domain.  The problem text
shown to the model is rendered here too: an ASCII grid with the start and goal
cells under a grid notation, the static facts, initial atoms and goal atoms
otherwise.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from llmplanning.domains.views import GridView, View, render
from llmplanning.licl import templates
from llmplanning.licl.answers import SubroutineOracle
from llmplanning.oracle.notation import to_text


class ProblemArg:
    """The bare name ``problem`` passed to the extraction subroutines."""

    def __repr__(self) -> str:
        return "problem"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ProblemArg)

    def __hash__(self) -> int:
        return hash("problem")


PROBLEM = ProblemArg()


@dataclass(frozen=True)
class TraceCall:
    """One subroutine call of a trace and its output."""

    function: str
    args: tuple[Any, ...]
    """Argument literals (``PROBLEM`` for the problem)."""
    output: Any
    """The returned literal."""

    @property
    def args_text(self) -> str:
        return ", ".join(to_text(a) for a in self.args)

    def lines(self) -> tuple[str, str]:
        """The ``Calling ...`` and ``... returned`` lines."""
        return (templates.CALL_LINE.format(name=self.function, args=self.args_text),
                templates.RETURN_LINE.format(name=self.function, value=to_text(self.output)))


@dataclass(frozen=True)
class Trace:
    """A complete program output."""

    calls: tuple[TraceCall, ...]
    plan: tuple[str, ...]
    """The final answer: action labels in order."""
    reached_goal: bool
    """False when the program stopped at a dead end or at ``max_steps``."""

    def text(self) -> str:
        lines = [line for call in self.calls for line in call.lines()]
        lines.append(templates.FINAL_LINE.format(plan=to_text(list(self.plan))))
        return "\n".join(lines)


def oracle_trace(answers: SubroutineOracle, max_steps: int = 200) -> Trace:
    """The program's output with every call answered correctly (first optimal action chosen)."""
    notation = answers.notation
    task = answers.task
    state, goal = task.initial_state, notation.goal_value()
    calls = [TraceCall("extract_initial_state", (PROBLEM,), notation.state_value(state)),
             TraceCall("extract_goal", (PROBLEM,), goal)]
    plan: list[str] = []
    for _ in range(max_steps + 1):
        value = notation.state_value(state)
        done = task.is_goal(state)
        calls.append(TraceCall("at_goal", (value, goal), done))
        if done or len(plan) == max_steps:
            return Trace(tuple(calls), tuple(plan), done)
        calls.append(TraceCall("get_applicable_actions", (value,), answers.applicable(state)))
        optimal = answers.choices(state)
        calls.append(TraceCall(answers.chooser, (value, goal), optimal))
        if not optimal:
            return Trace(tuple(calls), tuple(plan), False)
        action = notation.parse_action(state, optimal[0])
        if action is None:  # two ground actions share a label: the label cannot name a step
            return Trace(tuple(calls), tuple(plan), False)
        state = task.apply(state, action)
        plan.append(optimal[0])
        calls.append(TraceCall("apply_action", (value, optimal[0]), notation.state_value(state)))
    return Trace(tuple(calls), tuple(plan), False)


def problem_text(answers: SubroutineOracle, view: View | None, include_grid: bool = True,
                 max_static: int = 200) -> str:
    """What the model reads as ``problem`` (see the module docstring)."""
    task, notation = answers.task, answers.notation
    if notation.kind == "grid" and isinstance(view, GridView):
        grid = render(task, task.initial_state, view) if include_grid else "(grid not shown)"
        return templates.GRID_PROBLEM.format(
            grid=grid, start=to_text(notation.state_value(task.initial_state)),
            goal=to_text(notation.goal_value()))
    static = sorted(task.static_atoms)
    shown: Sequence[str] = static[:max_static]
    static_text = to_text(list(shown)) + (f" (and {len(static) - max_static} more)"
                                            if len(static) > max_static else "")
    return templates.ATOM_PROBLEM.format(
        static=static_text, initial=to_text(notation.state_value(task.initial_state)),
        goal=to_text(notation.goal_value()))

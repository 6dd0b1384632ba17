"""Plan validation that returns a verdict and localises the first failure.

A plan is executed step by step on the compact task.  The first step that
cannot be executed ends the run and is described precisely: a line that is
not an action (``syntax``), an action name the domain does not have
(``unknown-action``), the wrong number of arguments (``bad-arity``), an
argument that is not an object of the task (``unknown-object``), or a
precondition that does not hold (``precondition``, with the unsatisfied
literals in PDDL syntax).  A plan that executes but does not reach the goal
fails with ``goal`` at step ``length + 1``, listing the unsatisfied goal
literals.

Terms follow DESIGN.md: *valid* = no step violates a precondition (every
step executes), *successful* = valid and reaches the goal (what VAL calls a
valid plan).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from llmplanning.plans import Plan, PlanStep
from llmplanning.task import GroundAction, State, Task


class FailureKind(str, Enum):
    """Why a plan step (or the goal check after the last step) fails."""

    SYNTAX = "syntax"
    UNKNOWN_ACTION = "unknown-action"
    BAD_ARITY = "bad-arity"
    UNKNOWN_OBJECT = "unknown-object"
    PRECONDITION = "precondition"
    GOAL = "goal"


@dataclass(frozen=True)
class Failure:
    """The first failure of a plan."""

    step: int
    """1-based step index; ``length + 1`` for a goal failure after the last step."""
    action: str | None
    """The step as written (None for a goal failure)."""
    kind: FailureKind
    unsatisfied: tuple[str, ...]
    """Unsatisfied precondition or goal literals in PDDL syntax."""
    message: str
    """One sentence for people (and for feedback to a model)."""
    line: int = 0
    """Line in the plan file, when the plan came from one."""

    def to_json(self) -> dict[str, Any]:
        return {"step": self.step, "action": self.action, "kind": self.kind.value,
                "unsatisfied": list(self.unsatisfied), "message": self.message}


@dataclass(frozen=True)
class ValidationReport:
    """The verdict on one plan."""

    valid: bool
    """Every step executed (no syntax, name, arity, object or precondition failure)."""
    goal_reached: bool
    """The state after the last executed step satisfies the goal (only if valid)."""
    length: int
    """Number of steps in the plan."""
    cost: int | None
    """Total cost of the plan; None when it is not valid."""
    first_failure: Failure | None
    states: tuple[State, ...] = field(repr=False)
    """The state trace: the initial state and the state after each executed step."""
    actions: tuple[GroundAction, ...] = field(repr=False)
    """The ground actions executed, in order."""

    @property
    def successful(self) -> bool:
        """Valid and reaches the goal."""
        return self.valid and self.goal_reached

    @property
    def final_state(self) -> State:
        return self.states[-1]

    def to_json(self) -> dict[str, Any]:
        return {"valid": self.valid, "goal_reached": self.goal_reached,
                "successful": self.successful, "length": self.length, "cost": self.cost,
                "first_failure": self.first_failure.to_json() if self.first_failure else None}


def validate(task: Task, plan: Plan, state: State | None = None) -> ValidationReport:
    """Execute ``plan`` from ``state`` (default: the initial state) and judge it."""
    current = task.initial_state if state is None else state
    states: list[State] = [current]
    actions: list[GroundAction] = []
    cost = 0
    for step in plan.steps:
        action = _executable(task, current, step)
        if action is None:
            failure = diagnose_step(task, current, step)
            return ValidationReport(False, False, len(plan), None, failure, tuple(states), tuple(actions))
        current = task.apply(current, action)
        states.append(current)
        actions.append(action)
        cost += action.cost
    goal_failure = None if task.is_goal(current) else _goal_failure(task, current, len(plan) + 1)
    return ValidationReport(True, goal_failure is None, len(plan), cost, goal_failure,
                            tuple(states), tuple(actions))


def _executable(task: Task, state: State, step: PlanStep) -> GroundAction | None:
    name = step.name
    if name is None:
        return None
    for action in task.find_actions(name):
        if task.is_applicable(state, action):
            return action
    return None


def diagnose_step(task: Task, state: State, step: PlanStep) -> Failure:
    """Why ``step`` cannot be executed in ``state`` (it is assumed not to be)."""
    where = f"step {step.index}"
    if step.schema is None:
        return Failure(step.index, step.text, FailureKind.SYNTAX, (),
                       f"{where} is not an action: {step.text!r}", step.line)
    lifted = task.lifted
    schema = lifted.schemas.get(step.schema) if lifted else None
    if schema is None:
        return Failure(step.index, step.text, FailureKind.UNKNOWN_ACTION, (),
                       f"{where}: unknown action {step.schema!r}", step.line)
    if len(step.args) != len(schema.params):
        return Failure(step.index, step.text, FailureKind.BAD_ARITY, (),
                       f"{where}: {step.schema} takes {len(schema.params)} arguments, "
                       f"got {len(step.args)}", step.line)
    assert lifted is not None
    for arg in step.args:
        if arg not in lifted.objects:
            return Failure(step.index, step.text, FailureKind.UNKNOWN_OBJECT, (),
                           f"{where}: unknown object {arg!r}", step.line)
    unsatisfied = _unsatisfied_precondition(task, state, step)
    listed = " ".join(unsatisfied) if unsatisfied else "(no single literal: the precondition is false)"
    return Failure(step.index, step.text, FailureKind.PRECONDITION, tuple(unsatisfied),
                   f"{where}: precondition of {step.name} not satisfied: {listed}", step.line)


def _unsatisfied_precondition(task: Task, state: State, step: PlanStep) -> list[str]:
    lifted = task.lifted
    assert lifted is not None and step.schema is not None
    schema = lifted.schemas[step.schema]
    missing = [f"({t} {arg})" for (_, t), arg in zip(schema.params, step.args)
               if not lifted.is_of_type(arg, t)]
    binding = {var: arg for (var, _), arg in zip(schema.params, step.args)}
    missing += lifted.unsatisfied(schema.precondition, lambda atom: task.holds(state, atom), binding)
    if not missing:  # the schema holds but the grounder found no such action: use the ground view
        for action in task.find_actions(step.name or ""):
            missing = task.atoms_of_mask(action.pre_pos & ~state)
            missing += [f"(not {a})" for a in task.atoms_of_mask(action.pre_neg & state)]
            break
    return list(dict.fromkeys(missing))


def _goal_failure(task: Task, state: State, step: int) -> Failure:
    missing: list[str] = []
    if task.lifted is not None:
        missing = task.lifted.unsatisfied(task.lifted.goal, lambda atom: task.holds(state, atom))
    if not missing:
        missing = task.atoms_of_mask(task.goal.pos & ~state)
        missing += [f"(not {a})" for a in task.atoms_of_mask(task.goal.neg & state)]
    listed = " ".join(missing) if missing else "(the goal can never hold)"
    return Failure(step, None, FailureKind.GOAL, tuple(missing),
                   f"after the last step the goal is not reached: {listed}")

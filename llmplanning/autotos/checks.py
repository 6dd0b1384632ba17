"""AutoToS's three checks, made exact by the ground task.

Each check runs the generated functions in the sandbox (batched), compares
every answer with the exact task, and returns a :class:`CheckOutcome`: passed,
or the *first* violation as a :class:`Feedback` naming the state — the paper
corrects one failure at a time, and the first is the one the model can act on.

- goal unit tests (step 2): ``is_goal`` on exact goal and non-goal states;
- soundness check (step 3): BFS with the generated functions, every
  generated transition checked against the exact successor set and every
  goal verdict against the exact goal test;
- completeness tests (step 4): exact successors the function missed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from llmplanning.autotos.cases import ProblemCase, exact_successors
from llmplanning.autotos.functions import GOAL, SUCCESSOR, CodeFailure, GeneratedFunctions
from llmplanning.autotos.state_form import Atom, PyState, WireState, from_wire
from llmplanning.task import State

GOAL_ERROR = "goal_test"
"""Category: the goal test judged a state wrongly."""
SOUNDNESS_ERROR = "soundness"
"""Category: the successor function produced a state no action reaches."""
COMPLETENESS_ERROR = "completeness"
"""Category: the successor function missed a successor."""
TIMEOUT = "timeout"
"""Category: a call ran out of time (the paper's timeouts)."""
EXCEPTION = "exception"
"""Category: the code failed to load, raised, or returned something malformed."""
NO_CODE = "no_code"
"""Category: the answer held no usable function definition."""
CATEGORIES = (GOAL_ERROR, SOUNDNESS_ERROR, COMPLETENESS_ERROR, TIMEOUT, EXCEPTION, NO_CODE)

STEP_GOAL = "goal_tests"
STEP_SOUNDNESS = "soundness"
STEP_COMPLETENESS = "completeness"
STEP_CODE = "code"


@dataclass(frozen=True)
class Feedback:
    """One violation, ready to be sent back to the model."""

    step: str
    """Which step found it: ``code``, ``goal_tests``, ``soundness``, ``completeness``."""
    function: str
    """Which answer must change: ``successor`` or ``goal``."""
    category: str
    """One of :data:`CATEGORIES`."""
    text: str
    """The feedback text (names the state and what was expected)."""
    problem: str = ""
    """The check problem it was found on."""
    state: tuple[Atom, ...] | None = None
    """The offending state, sorted, when there is one."""


@dataclass(frozen=True)
class CheckOutcome:
    """The result of one check: passed, or the first violation."""

    passed: bool
    feedback: Feedback | None = None
    tests: int = 0
    """Function calls checked (states judged or expanded)."""


def describe_state(state: PyState, static: frozenset[Atom] = frozenset()) -> str:
    """A state for feedback: the changing facts in full, the static ones summarised
    (they can be hundreds of adjacency facts and say nothing about the error)."""
    dynamic = sorted(state - static)
    text = "frozenset({" + ", ".join(repr(a) for a in dynamic) + "})"
    if static and static <= state:
        example = ", ".join(repr(a) for a in sorted(static)[:3])
        text += f" plus the {len(static)} facts that hold in every state (e.g. {example})"
    return text


def goal_unit_tests(functions: GeneratedFunctions, cases: Sequence[ProblemCase]) -> CheckOutcome:
    """Step 2: ``is_goal`` on exact goal states and non-goal states."""
    tests = 0
    for case in cases:
        labelled = ([(s, True) for s in case.goal_states]
                    + [(s, False) for s in case.non_goal_states])
        wires = [case.codec.to_wire(s) for s, _ in labelled]
        result = functions.goal(wires, case.goal)
        for (state, expected), verdict in zip(labelled, result.verdicts, strict=False):
            tests += 1
            if verdict != expected:
                return CheckOutcome(False, _goal_feedback(STEP_GOAL, case, state, verdict), tests)
        if result.failure is not None:
            return CheckOutcome(False, code_feedback(STEP_GOAL, result.failure, case), tests)
    return CheckOutcome(True, tests=tests)


def soundness_check(functions: GeneratedFunctions, cases: Sequence[ProblemCase], *,
                    max_expansions: int = 300, batch: int = 100) -> CheckOutcome:
    """Step 3: BFS with the generated functions, every step checked against the task.

    BFS is driven from here one layer (at most ``batch`` states) per sandbox
    call, so the first violation is found without running the whole search,
    and every state the search stands on is an exact state of the task.
    """
    tests = 0
    for case in cases:
        seen = {case.task.initial_state}
        layer = [case.task.initial_state]
        expanded = 0
        while layer and expanded < max_expansions:
            chunk, layer = layer[:batch], layer[batch:]
            outcome, children = _check_chunk(functions, case, chunk, seen)
            tests += outcome.tests
            if not outcome.passed:
                return CheckOutcome(False, outcome.feedback, tests)
            if any(case.task.is_goal(s) for s in chunk):
                break  # the search stops at its first goal, as BFS would
            expanded += len(chunk)
            layer += children
    return CheckOutcome(True, tests=tests)


def _check_chunk(functions: GeneratedFunctions, case: ProblemCase, chunk: list[State],
                 seen: set[State]) -> tuple[CheckOutcome, list[State]]:
    """Goal verdicts and successors of a chunk of exact states."""
    wires = [case.codec.to_wire(s) for s in chunk]
    goals = functions.goal(wires, case.goal)
    for state, verdict in zip(chunk, goals.verdicts, strict=False):
        if verdict != case.task.is_goal(state):
            return CheckOutcome(False, _goal_feedback(STEP_SOUNDNESS, case, state, verdict)), []
    if goals.failure is not None:
        return CheckOutcome(False, code_feedback(STEP_SOUNDNESS, goals.failure, case)), []
    expansion = functions.expand(wires)
    children: list[State] = []
    for state, generated in zip(chunk, expansion.successors, strict=False):
        exact = exact_successors(case, state)
        for wire in generated:
            successor = from_wire(wire)
            if successor is None or successor not in exact:
                return CheckOutcome(False, _illegal(STEP_SOUNDNESS, case, state, wire)), []
            child = case.codec.from_python(successor)
            if child is not None and child not in seen:
                seen.add(child)
                children.append(child)
    if expansion.failure is not None:
        return CheckOutcome(False, code_feedback(STEP_SOUNDNESS, expansion.failure, case)), []
    return CheckOutcome(True, tests=2 * len(chunk)), children


def completeness_tests(functions: GeneratedFunctions,
                       cases: Sequence[ProblemCase]) -> CheckOutcome:
    """Step 4: every exact successor of sampled states must be generated."""
    tests = 0
    for case in cases:
        states = list(case.sample_states)
        expansion = functions.expand([case.codec.to_wire(s) for s in states])
        for state, generated in zip(states, expansion.successors, strict=False):
            tests += 1
            produced = {from_wire(w): w for w in generated}
            exact = exact_successors(case, state)
            missing = [(s, a) for s, a in exact.items() if s not in produced]
            if missing:
                return CheckOutcome(False, _incomplete(case, state, missing), tests)
            for successor, wire in produced.items():
                if successor is None or successor not in exact:
                    feedback = _illegal(STEP_COMPLETENESS, case, state, wire)
                    return CheckOutcome(False, feedback, tests)
        if expansion.failure is not None:
            return CheckOutcome(False, code_feedback(STEP_COMPLETENESS, expansion.failure, case),
                                tests)
    return CheckOutcome(True, tests=tests)


def code_feedback(step: str, failure: CodeFailure, case: ProblemCase | None = None) -> Feedback:
    """Feedback for code that failed to load, raised, hung or returned junk."""
    category = TIMEOUT if failure.kind == "timeout" else EXCEPTION
    function = GOAL if failure.function == GOAL else SUCCESSOR
    text = failure.text
    state = from_wire(failure.state) if failure.state is not None else None
    if state is not None:
        static = case.codec.static if case is not None else frozenset()
        text = f"{text}\nThe input state was: {describe_state(state, static)}"
    return Feedback(step, function, category, text, case.name if case else "",
                    tuple(sorted(state)) if state is not None else None)


def _goal_feedback(step: str, case: ProblemCase, state: State, verdict: bool) -> Feedback:
    python = case.codec.to_python(state)
    shown = describe_state(python, case.codec.static)
    goal = "frozenset({" + ", ".join(repr(tuple(a)) for a in case.goal) + "})"
    if verdict:
        unmet = [a for a in case.task.atoms_of_mask(case.task.goal.pos)
                 if not case.task.holds(state, a)]
        why = (f"incorrectly reporting it as a goal state; the goal facts "
               f"{', '.join(unmet) or '(negative goal facts)'} do not hold in it")
    else:
        why = "incorrectly reporting it as a non-goal state; every goal fact holds in it"
    text = (f"The goal test function failed on the following input state\n{shown}\n"
            f"with the goal {goal}, {why}.")
    return Feedback(step, GOAL, GOAL_ERROR, text, case.name, tuple(sorted(python)))


def _illegal(step: str, case: ProblemCase, state: State, wire: WireState) -> Feedback:
    python = case.codec.to_python(state)
    produced = from_wire(wire) or frozenset()
    added = sorted(produced - python)
    removed = sorted(python - produced)
    text = (f"Invalid transformation: no single action leads from the input state\n"
            f"{describe_state(python, case.codec.static)}\nto the successor your "
            f"successor_states returned, which adds the facts {added} and removes the facts "
            f"{removed} (the true successors are listed by applying exactly one action "
            f"whose preconditions hold).")
    return Feedback(step, SUCCESSOR, SOUNDNESS_ERROR, text, case.name, tuple(sorted(python)))


def _incomplete(case: ProblemCase, state: State,
                missing: list[tuple[PyState, str]]) -> Feedback:
    python = case.codec.to_python(state)
    lines = []
    for successor, action in missing[:5]:
        lines.append(f"- after {action}: adds {sorted(successor - python)}, "
                     f"removes {sorted(python - successor)}")
    more = f"\n(and {len(missing) - 5} more)" if len(missing) > 5 else ""
    text = (f"Successor states are missing for the input state\n"
            f"{describe_state(python, case.codec.static)}\nsuccessor_states did not return "
            f"these {len(missing)} successor(s):\n" + "\n".join(lines) + more)
    return Feedback(STEP_COMPLETENESS, SUCCESSOR, COMPLETENESS_ERROR, text, case.name,
                    tuple(sorted(python)))

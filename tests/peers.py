"""Independent peers for differential tests: unified-planning and pyperplan.

Kept out of the library on purpose: the tests compare the toolkit against
these, so they must not share its code paths.
"""

from __future__ import annotations

import contextlib
import functools
import io
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from llmplanning.task import Task


@functools.cache
def up_problem(domain: str, problem: str) -> Any | None:
    """unified-planning's reading of the files, or None when it refuses them."""
    from unified_planning.io import PDDLReader
    from unified_planning.shortcuts import get_environment

    get_environment().credits_stream = None
    try:
        return PDDLReader().parse_problem(domain, problem)
    except Exception:  # the reader raises many types; any refusal means "no peer"
        return None


@dataclass(frozen=True)
class UPVerdict:
    valid: bool
    inapplicable_step: int | None
    """1-based step unified-planning found inapplicable, if any."""
    reason: str


def up_validate(problem: Any, plan: list[str]) -> UPVerdict:
    """unified-planning's sequential plan validator on a plan of IPC action names."""
    from unified_planning.plans import ActionInstance, SequentialPlan
    from unified_planning.shortcuts import PlanValidator

    actions = {a.name.lower(): a for a in problem.actions}
    objects = {o.name.lower(): o for o in problem.all_objects}
    instances = []
    for name in plan:
        words = name[1:-1].split()
        instances.append(ActionInstance(actions[words[0]], [objects[w] for w in words[1:]]))
    with PlanValidator(name="sequential_plan_validator") as validator:
        result = validator.validate(problem, SequentialPlan(instances))
    step = None
    if result.inapplicable_action is not None:
        step = next(i for i, inst in enumerate(instances, 1) if inst is result.inapplicable_action
                    or _same(inst, result.inapplicable_action))
        step = _first_index(instances, result.inapplicable_action, step)
    return UPVerdict(result.status.name == "VALID", step, str(result.reason))


def _same(a: Any, b: Any) -> bool:
    return a.action == b.action and tuple(map(str, a.actual_parameters)) == tuple(map(str, b.actual_parameters))


def _first_index(instances: list[Any], bad: Any, fallback: int) -> int:
    # The validator reports the instance object when it can; prefer identity.
    for i, inst in enumerate(instances, 1):
        if inst is bad:
            return i
    return fallback


def pyperplan_applicable(domain: str, problem: str, task: Task) -> Callable[[list[str]], list[str]] | None:
    """A function from true atoms to sorted applicable action names, from pyperplan.

    Falls back to unified-planning's simulator on the problem grounded by
    up-fast-downward's grounder engine when pyperplan cannot parse the task,
    and returns None when neither peer can read it.
    """
    try:
        ops = _pyperplan_operators(domain, problem)
    except Exception:  # pyperplan's parser raises bare exceptions for unsupported PDDL
        return _up_simulator_applicable(domain, problem, task)
    static = task.static_atoms

    def applicable(atoms: list[str]) -> list[str]:
        state = frozenset(atoms) | static
        return sorted({name for name, pre in ops if pre <= state})

    return applicable


@functools.cache
def _pyperplan_operators(domain: str, problem: str) -> list[tuple[str, frozenset[str]]]:
    from pyperplan.grounding import ground
    from pyperplan.pddl.parser import Parser

    with contextlib.redirect_stdout(io.StringIO()):
        parser = Parser(domain, problem)
        parsed = parser.parse_problem(parser.parse_domain())
        grounded = ground(parsed, remove_statics_from_initial_state=False,
                          remove_irrelevant_operators=False)
    return [(op.name.lower(), frozenset(p.lower() for p in op.preconditions)) for op in grounded.operators]


def _up_simulator_applicable(domain: str, problem: str, task: Task) -> Callable[[list[str]], list[str]] | None:
    from unified_planning.shortcuts import CompilationKind, Compiler, SequentialSimulator

    lifted = up_problem(domain, problem)
    if lifted is None:
        return None
    try:
        with Compiler(name="fast-downward-grounder") as grounder:
            compiled = grounder.compile(lifted, CompilationKind.GROUNDING)
        grounded = compiled.problem
        simulator = SequentialSimulator(grounded)
    except Exception:  # e.g. action costs: the simulator refuses numeric fluents; "no peer"
        return None
    fluents = {_text(f): f for f in grounded.initial_values if f.type.is_bool_type()}
    em = grounded.environment.expression_manager
    initial = simulator.get_initial_state()
    names = {a: _lifted_name(compiled, a) for a in grounded.actions}

    def applicable(atoms: list[str]) -> list[str]:
        true = set(atoms) | task.static_atoms
        state = initial.make_child({f: em.TRUE() if t in true else em.FALSE() for t, f in fluents.items()})
        return sorted({names[a] for a, _ in simulator.get_applicable_actions(state)})

    return applicable


def _text(fluent_exp: Any) -> str:
    args = " ".join(str(a).lower() for a in fluent_exp.args)
    name = fluent_exp.fluent().name.lower()
    return f"({name} {args})" if args else f"({name})"


def _lifted_name(compiled: Any, action: Any) -> str:
    from unified_planning.plans import ActionInstance

    inst = compiled.map_back_action_instance(ActionInstance(action))
    words = [inst.action.name] + [str(p) for p in inst.actual_parameters]
    return "(" + " ".join(w.lower() for w in words) + ")"

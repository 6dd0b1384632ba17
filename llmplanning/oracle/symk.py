"""Up to k optimal plans from any state with SymK, through up-symk.

The oracles enumerate optimal plans themselves (paths along optimal actions),
which is exact and fast while distances are cheap.  On tasks too large for
that, SymK's symbolic top-quality search (``symk-opt``, quality bound 1.0:
optimal plans only, loop-free) is the documented route for "K*"-style uses.
It is one planner process per call — never for a per-state hot path.

The task's PDDL files are read again by unified-planning and the initial
state is replaced by the queried state, so SymK plans from there.  Only tasks
unified-planning's reader accepts can be used this way.
"""

from __future__ import annotations

from typing import Any

from llmplanning.errors import BackendError, MissingDependencyError
from llmplanning.oracle.base import OptimalPlan
from llmplanning.task import GroundAction, State, Task


def symk_optimal_plans(task: Task, state: State, k: int, timeout: float = 60.0) -> list[OptimalPlan]:
    """Up to ``k`` distinct optimal plans from ``state`` found by SymK (empty if none)."""
    try:
        import up_symk  # noqa: F401
    except ImportError:
        raise MissingDependencyError("up-symk", "symk") from None
    from unified_planning.shortcuts import AnytimePlanner

    from llmplanning.frontends import quiet, quiet_environment

    quiet_environment()
    problem = _problem_at(task, state)
    params = {"number_of_plans": k, "loopless": True}
    plans: list[OptimalPlan] = []
    with quiet(), AnytimePlanner(name="symk-opt", params=params) as planner:
        for result in planner.get_solutions(problem, timeout=timeout):
            if result.plan is None:
                continue
            actions = tuple(_ground(task, a) for a in result.plan.actions)
            if any(p.actions == actions for p in plans):
                continue  # the anytime stream can report a plan twice
            plans.append(OptimalPlan(actions, sum(a.cost for a in actions)))
            if len(plans) >= k:
                break
    return plans


def _problem_at(task: Task, state: State) -> Any:
    """unified-planning's problem of ``task`` with ``state`` as its initial state."""
    from unified_planning.io import PDDLReader

    try:
        problem = PDDLReader().parse_problem(task.domain_file, task.problem_file)
    except Exception as exc:  # noqa: BLE001 -- the reader raises many types; any refusal ends here
        raise BackendError(f"SymK needs unified-planning's reader, which refuses "
                           f"{task.problem_file}: {exc}") from None
    true = set(task.true_atoms(state))
    dynamic = set(task.atoms)
    em = problem.environment.expression_manager
    for fluent_exp in list(problem.explicit_initial_values):
        name = _atom_name(fluent_exp)
        if name in dynamic:
            problem.set_initial_value(fluent_exp, em.TRUE() if name in true else em.FALSE())
    for atom in true:
        problem.set_initial_value(_fluent_expression(problem, atom), em.TRUE())
    return problem


def _atom_name(fluent_exp: Any) -> str:
    if not fluent_exp.is_fluent_exp():
        return ""
    args = " ".join(str(a) for a in fluent_exp.args)
    return f"({fluent_exp.fluent().name} {args})".replace(" )", ")").lower()


def _fluent_expression(problem: Any, atom: str) -> Any:
    name, *args = atom.strip("()").split()
    fluent = next(f for f in problem.fluents if f.name.lower() == name)
    objects = [next(o for o in problem.all_objects if o.name.lower() == a) for a in args]
    return fluent(*objects)


def _ground(task: Task, action_instance: Any) -> GroundAction:
    args = " ".join(str(p) for p in action_instance.actual_parameters)
    name = f"({action_instance.action.name} {args})".replace(" )", ")")
    found = task.find_actions(name)
    if not found:
        raise BackendError(f"SymK returned an action the task does not have: {name}")
    return found[0]

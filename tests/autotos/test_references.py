"""Correct hand-written functions pass every AutoToS step and solve held-out
problems optimally with BFS: on blocksworld, gridworld and IPC gripper (whose
successor function was written by hand from its PDDL)."""

from __future__ import annotations

import pytest

from llmplanning.autotos.evaluate import evaluate, path_to_plan
from llmplanning.autotos.loop import AutoToSConfig, first_failure
from tests.autotos import references as R

REFERENCES = {"blocks": R.BLOCKS_SUCCESSOR, "grid": R.GRID_SUCCESSOR, "gripper": R.GRIPPER_SUCCESSOR}
#: which problems to search: gripper's held-out prob03/prob04 take a minute of
#: BFS in the sandbox, so its evaluation uses its largest check problem instead.
EVALUATE_ON = {"blocks": lambda s: s.test_problems[:2], "grid": lambda s: s.test_problems[:2],
               "gripper": lambda s: s.check_problems[-1:]}


@pytest.mark.parametrize("fixture", ["blocks", "grid", "gripper"])
def test_reference_functions_pass_all_steps_and_solve_held_out_problems(fixture, request):
    source, cases = request.getfixturevalue(fixture)
    code = {"successor": REFERENCES[fixture], "goal": R.GOAL_GENERIC}
    assert first_failure(code, cases, AutoToSConfig()) is None
    problems = EVALUATE_ON[fixture](source)
    report = evaluate(code["successor"], code["goal"], source.domain_file, problems,
                      algorithms=("bfs", "dfs"))
    assert [r.status for r in report.results] == ["solved"] * 2 * len(problems), report.results
    assert report.accuracy("bfs") == report.accuracy("dfs") == 1.0
    assert report.optimal_rate() == 1.0
    bfs = [r for r in report.results if r.algorithm == "bfs"]
    assert all(r.plan_length == r.optimal_length for r in bfs)


def test_evaluation_judges_wrong_functions_by_the_validator(blocks):
    source, _ = blocks
    problems = source.test_problems[:1]
    loose = evaluate(R.BLOCKS_SUCCESSOR, R.GOAL_TOO_LOOSE, source.domain_file, problems,
                     algorithms=("bfs",))
    broken = evaluate("def successor_states(s):\n    return 1/0\n", R.GOAL_GENERIC,
                      source.domain_file, problems, algorithms=("bfs",))
    assert loose.results[0].status == "goal_not_reached" and not loose.results[0].solved
    assert "goal is not reached" in loose.results[0].detail
    assert broken.results[0].status == "exception" and "ZeroDivisionError" in broken.results[0].detail
    assert not broken.results[0].solved and broken.accuracy() == 0.0


def test_a_path_with_an_impossible_step_is_not_a_plan(blocks):
    _, cases = blocks
    case = cases[0]
    task, codec = case.task, case.codec
    (_, first), = task.successors(task.initial_state)[:1]
    one_step = {c for _, c in task.successors(task.initial_state)} | {task.initial_state}
    second = next(c for _, c in task.successors(first) if c not in one_step)
    plan, why = path_to_plan(task, codec, [codec.to_wire(task.initial_state), codec.to_wire(first)])
    assert plan is not None and len(plan) == 1 and why == ""
    skipped = [codec.to_wire(task.initial_state), codec.to_wire(second)]
    plan, why = path_to_plan(task, codec, skipped)
    assert plan is None and "no action leads from state 0 to state 1" in why
    plan, why = path_to_plan(task, codec, [[["not-a-fact"]]])
    assert plan is None and "not a state of the problem" in why

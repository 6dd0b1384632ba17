"""Each baseline's control flow with a scripted backend: calls, feedback, votes, rounds, tree bounds.

The runner's own ``attempt_record`` makes every attempt here, so the calls and
tokens are counted and the plan is scored exactly as in an experiment.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from llmplanning.baselines.problem_text import view_of
from llmplanning.baselines.rag_icl import features, similarity
from llmplanning.errors import BackendError
from llmplanning.experiments.config import ExperimentSpec, MethodSpec
from llmplanning.experiments.methods import Cell, make_method
from llmplanning.experiments.problems import DomainRef, ProblemInstance
from llmplanning.experiments.runner import attempt_record
from llmplanning.llm.base import LLMRequest

OPTIMAL = "north, west, west, west, west, west, west, north"  # gridworld test p001
SPEC = ExperimentSpec("t", ("gridworld",), ("scripted",), (MethodSpec("x"),))


def _record(cell_for: Callable[..., Cell], problem: ProblemInstance, backend: Any, method: str,
            **params: Any) -> dict[str, Any]:
    cell = cell_for(problem.domain, method, **params)
    m = make_method(method, params)
    m.prepare(cell, backend)
    return attempt_record(SPEC, cell, problem, m, backend)


def test_zero_shot_and_cot_make_one_call_each(cell_for, grid_problem, scripted) -> None:  # type: ignore[no-untyped-def]
    for method, answer in (("zero-shot", " " + OPTIMAL), ("cot", "I go up.\nFinal Action Sequence: " + OPTIMAL)):
        backend = scripted([answer])
        record = _record(cell_for, grid_problem, backend, method)
        assert record["calls"] == 1 and record["prompt_tokens"] > 0 and record["completion_tokens"] > 0
        assert record["successful"] and record["optimal"], record
        prompt = backend.requests[0][0].prompt
        assert "Start: (7, 4)" in prompt and "Goal: (1, 2)" in prompt and "#" in prompt
        assert "Final Action Sequence:" in prompt


def test_an_unreadable_answer_is_a_scored_failure(cell_for, grid_problem, scripted) -> None:  # type: ignore[no-untyped-def]
    record = _record(cell_for, grid_problem, scripted(["I cannot help with that."]), "zero-shot")
    assert record["plan"] is None and record["error"] and not record["valid"] and record["calls"] == 1


def test_react_feedback_reports_the_invalid_step_and_corrects_once(cell_for, grid_problem, scripted) -> None:  # type: ignore[no-untyped-def]
    backend = scripted(["Action: north\nFinal Action Sequence: north, east, west", " " + OPTIMAL])
    record = _record(cell_for, grid_problem, backend, "react-feedback")
    assert record["calls"] == 2 and record["successful"]
    assert record["extra"]["feedback"].startswith("Invalid move at step 2: east")
    correction = backend.requests[1][0]
    assert correction.temperature == 0.3 and "Invalid move at step 2" in (correction.prompt or "")


def test_react_feedback_reports_an_incomplete_path(cell_for, grid_problem, scripted) -> None:  # type: ignore[no-untyped-def]
    backend = scripted(["Final Action Sequence: north, west", "nothing useful"])
    record = _record(cell_for, grid_problem, backend, "react-feedback")
    assert record["calls"] == 2 and not record["successful"]
    assert record["extra"]["feedback"] == (
        "Incomplete path: the plan ends at (6, 3), which is not the goal (1, 2).")


def test_react_feedback_stops_after_a_successful_plan(cell_for, grid_problem, scripted) -> None:  # type: ignore[no-untyped-def]
    record = _record(cell_for, grid_problem, scripted(["Final Action Sequence: " + OPTIMAL]), "react-feedback")
    assert record["calls"] == 1 and record["successful"] and record["extra"]["corrected"] is False
    prompt_only = _record(cell_for, grid_problem, scripted(["Final Action Sequence: north"]), "react")
    assert prompt_only["calls"] == 1 and not prompt_only["successful"]


def test_self_consistency_votes_over_five_samples(cell_for, grid_problem, scripted) -> None:  # type: ignore[no-untyped-def]
    answers = ["Final Action Sequence: " + OPTIMAL, "Final Action Sequence: up, left",
               "Final Action Sequence: N, W, W, W, W, W, W, N", "garbage", "Final Action Sequence: north, west"]
    backend = scripted(lambda request, i: answers[i])
    record = _record(cell_for, grid_problem, backend, "self-consistency")
    assert record["calls"] == 5 and record["successful"] and record["extra"]["winner_votes"] == 2
    assert {r.temperature for r, _ in backend.requests} == {0.7}
    assert len({r.sample_seed(i) for r, i in backend.requests}) == 5


def _refiner(critiques: list[str]) -> Callable[[LLMRequest, int], str]:
    state = {"critique": 0}

    def answer(request: LLMRequest, index: int) -> str:
        prompt = request.prompt or ""
        if prompt.endswith("Review:"):
            state["critique"] += 1
            return critiques[min(state["critique"], len(critiques)) - 1]
        if prompt.endswith("Let's think step by step."):
            return "Final Action Sequence: north, east"
        return " " + OPTIMAL
    return answer


def test_self_refine_stops_when_its_own_critique_says_correct(cell_for, grid_problem, scripted) -> None:  # type: ignore[no-untyped-def]
    backend = scripted(_refiner(["East hits a wall.\nVerdict: INCORRECT", "Looks fine.\nVerdict: CORRECT"]))
    record = _record(cell_for, grid_problem, backend, "self-refine")
    assert record["calls"] == 4 and record["successful"]
    assert record["extra"] == {**record["extra"], "rounds": 1, "stopped_by_model": True}


def test_self_refine_makes_at_most_k_rounds(cell_for, grid_problem, scripted) -> None:  # type: ignore[no-untyped-def]
    backend = scripted(_refiner(["Verdict: INCORRECT"]))
    record = _record(cell_for, grid_problem, backend, "self-refine", k=3)
    assert record["calls"] == 1 + 2 * 3 and record["extra"]["rounds"] == 3


def _candidates(*cands: tuple[list[str], float, bool]) -> str:
    body = json.dumps([{"actions": a, "confidence": c, "reaches_goal": g} for a, c, g in cands])
    return body[1:]  # the prompt ends with the opening bracket


def test_tot_is_bounded_by_breadth_and_depth(cell_for, grid_problem, scripted) -> None:  # type: ignore[no-untyped-def]
    many = _candidates(*[(["north"] * 9, 0.1 * i, False) for i in range(7)])
    backend = scripted([many])
    record = _record(cell_for, grid_problem, backend, "tot")
    assert record["calls"] == 1 + 5 * (3 - 1)
    assert record["extra"]["expansions"] == 11 and record["extra"]["nodes"] == 5 + 25 + 25
    assert len(record["plan"]) == 8  # m = 8 actions per candidate; equal confidence: the shortest


def test_tot_prefers_confident_goal_claims_then_short_plans(cell_for, grid_problem, scripted) -> None:  # type: ignore[no-untyped-def]
    first = _candidates((["north", "west", "west", "west"], 0.9, False), (["south"], 0.2, False))
    second = _candidates((["west", "west", "west", "north"], 0.8, True), (["east"], 0.95, False))
    third = _candidates((["west"], 0.5, True), (["north"], 0.99, False))
    backend = scripted([first, second, third, "not json at all"])
    record = _record(cell_for, grid_problem, backend, "tot", b=2, d=3)
    assert record["successful"] and record["extra"]["claims_goal"] is True
    assert record["calls"] == 1 + 2 + 2 and record["extra"]["confidence"] == 0.8


def test_rag_icl_retrieves_the_nearest_trajectories_within_the_budget(cell_for, grid_problem, scripted) -> None:  # type: ignore[no-untyped-def]
    backend = scripted([" " + OPTIMAL])
    record = _record(cell_for, grid_problem, backend, "rag-icl", budget=700)
    used = record["extra"]["examples"]
    assert record["calls"] == 1 and record["successful"] and 1 <= len(used) <= 5
    prompt = backend.requests[0][0].prompt or ""
    examples = prompt.split("Now solve this problem")[0]
    assert len(examples) <= 700 + 200 and "Trajectory: (" in examples and "Final Action Sequence: move-" in examples
    view = view_of(str(grid_problem.domain.folder))
    query = features(grid_problem.path, view)
    scores = sorted((similarity(query, features(p, view)) for p in grid_problem.domain.train), reverse=True)
    chosen = [similarity(query, features(p, view)) for p in grid_problem.domain.train if p.stem in used]
    assert sorted(chosen, reverse=True) == scores[: len(chosen)]
    cache = cell_for(grid_problem.domain, "rag-icl", budget=700).artifacts / "rag_plans.json"
    assert len(json.loads(cache.read_text())) >= len(used)


def test_rag_icl_uses_jaccard_similarity_without_a_grid(cell_for, blocks_problem, scripted) -> None:  # type: ignore[no-untyped-def]
    view = view_of(str(blocks_problem.domain.folder))
    query = features(blocks_problem.path, view)
    assert query.start_xy is None and query.init and query.goal
    assert similarity(query, query) == 2.0
    backend = scripted(["(pick-up a)"])
    record = _record(cell_for, blocks_problem, backend, "rag-icl", budget=400)
    assert record["calls"] == 1 and record["extra"]["examples"]
    assert "Final Action Sequence: (" in (backend.requests[0][0].prompt or "")


def test_a_backend_error_ends_the_attempt_as_a_recorded_failure(cell_for, grid_problem, scripted) -> None:  # type: ignore[no-untyped-def]
    def fail(request: LLMRequest, index: int) -> str:
        raise BackendError("prompt longer than the context")
    record = _record(cell_for, grid_problem, scripted(fail), "cot")
    assert record["plan"] is None and record["extra"]["backend_error"] is True
    assert "model call failed" in record["error"]


def test_every_baseline_is_registered_and_checks_its_parameters() -> None:
    import pytest

    from llmplanning.baselines import NAMES
    from llmplanning.errors import ConfigError

    for name in NAMES:
        assert make_method(name, {}).name == name
    for name, params in (("self-consistency", {"k": 0}), ("tot", {"b": 0}), ("rag-icl", {"budget": -1}),
                         ("zero-shot", {"max_tokens": 0}), ("cot", {"nonsense": 1})):
        with pytest.raises(ConfigError):
            make_method(name, params)


def test_domain_ref_fixture(gridworld: DomainRef) -> None:
    assert gridworld.train and gridworld.test

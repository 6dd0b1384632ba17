"""What every baseline shares: the problem statement, the model session and the parse.

Every model call of an attempt goes through one :class:`Session` wrapped
around the backend the runner passed in, so the runner's per-attempt count of
calls and tokens (read from ``backend.usage``) is complete, and the session
keeps the raw answers for the record's transcript.  A backend error in the
middle of an attempt (e.g. a prompt longer than the model's context) ends that
attempt as a measured failure with the answers so far, flagged
``backend_error`` in ``extra`` so a researcher can tell it from a bad answer;
a missing dependency still stops the run, since no attempt could succeed.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

from llmplanning.baselines.action_parser import ParsedPlan, parse_action_sequence
from llmplanning.baselines.problem_text import ProblemText, describe, plan_text, view_of
from llmplanning.domains.views import View
from llmplanning.errors import BackendError, ConfigError, MissingDependencyError
from llmplanning.experiments.methods import Attempt, Cell
from llmplanning.experiments.problems import ProblemInstance
from llmplanning.llm.base import Backend, LLMRequest
from llmplanning.task import Task


@dataclass
class Session:
    """The model calls of one attempt, through the runner's backend."""

    backend: Backend
    seed: int
    transcript: list[str] = field(default_factory=list)

    def ask(self, prompt: str, *, max_tokens: int, temperature: float = 0.0,
            stop: tuple[str, ...] = ()) -> str:
        """One completion; its text is kept for the transcript."""
        reply = self.backend.complete(prompt, max_tokens=max_tokens, temperature=temperature,
                                      stop=stop, seed=self.seed)
        self.transcript.append(reply.text)
        return reply.text

    def sample(self, prompt: str, n: int, *, max_tokens: int, temperature: float,
               stop: tuple[str, ...] = ()) -> list[str]:
        """``n`` independent samples (sample ``i`` seeded ``seed + i``)."""
        request = LLMRequest(prompt=prompt, n=n, max_tokens=max_tokens, temperature=temperature,
                             stop=stop, seed=self.seed)
        texts = [r.text for r in self.backend.generate(request)]
        self.transcript.extend(texts)
        return texts


@dataclass(frozen=True)
class Context:
    """One problem as a baseline sees it."""

    problem: ProblemInstance
    task: Task
    view: View | None
    text: ProblemText

    def parse(self, answer: str) -> ParsedPlan:
        """The plan in ``answer`` (the one parser of every baseline)."""
        return parse_action_sequence(answer, self.task, self.view)

    def plan_line(self, plan: tuple[str, ...] | None) -> str:
        """A plan as the answer format writes it (labels on grids)."""
        return plan_text(plan or (), self.text.grid)


def context_for(problem: ProblemInstance) -> Context:
    view = view_of(str(problem.domain.folder))
    task = problem.task
    return Context(problem, task, view, describe(task, problem.domain.description, view))


def to_attempt(parsed: ParsedPlan, session: Session, extra: Mapping[str, Any] | None = None) -> Attempt:
    """The attempt for a parsed final answer, with the items as written and the transcript."""
    data = {"parsed_from": parsed.source, "items": list(parsed.items), **(extra or {})}
    return Attempt(parsed.plan, error=parsed.error, extra=data, transcript=tuple(session.transcript))


class Baseline:
    """Base class: no training; :meth:`solve` makes the calls of one attempt."""

    name: ClassVar[str] = "baseline"

    def __init__(self, max_tokens: int = 512) -> None:
        if max_tokens < 1:
            raise ConfigError(f"{self.name}: max_tokens must be at least 1, got {max_tokens}")
        self.max_tokens = max_tokens

    def prepare(self, cell: Cell, backend: Backend) -> None:
        """Nothing to learn (RAG-ICL overrides this to index its training problems)."""

    def attempt(self, cell: Cell, problem: ProblemInstance, backend: Backend) -> Attempt:
        session = Session(backend, cell.seed)
        context = context_for(problem)
        try:
            return self.solve(context, session)
        except MissingDependencyError:
            raise
        except BackendError as exc:
            return Attempt(None, error=f"model call failed: {exc}", extra={"backend_error": True},
                           transcript=tuple(session.transcript))

    @abstractmethod
    def solve(self, context: Context, session: Session) -> Attempt:
        """Ask the model and return the attempt (never scores it)."""

"""The AutoToS refinement loop (Cao et al. 2024, "Automating Thought of Search").

Step 1 asks the model for ``successor_states`` and ``is_goal`` (one
conversation per function).  Then, in order, the goal unit tests (step 2),
the soundness check (step 3) and the successor completeness tests (step 4)
run on the current pair; the first failure goes back, as feedback, to the
conversation of the function at fault, and the checks start again from step
2 with the corrected answer (re-running passed checks costs no model call and
catches regressions).  The loop ends when every check passes or when the
function that must change has used its call budget (10 by default, as in the
paper).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from llmplanning.autotos.cases import ProblemCase
from llmplanning.autotos.checks import (
    NO_CODE,
    STEP_CODE,
    Feedback,
    code_feedback,
    completeness_tests,
    goal_unit_tests,
    soundness_check,
)
from llmplanning.autotos.functions import (
    DEFAULT_LIMITS,
    FUNCTION_NAMES,
    GOAL,
    SUCCESSOR,
    GeneratedFunctions,
)
from llmplanning.autotos.prompts import (
    NO_CODE_FEEDBACK,
    extract_function,
    feedback_message,
    goal_prompt,
    successor_prompt,
)
from llmplanning.autotos.source import DomainSource
from llmplanning.errors import BackendError, InputError, MissingDependencyError
from llmplanning.llm.base import Backend, LLMResponse, Message
from llmplanning.sandbox import Limits

ANSWER_CHARS = 8000
"""How much of each raw answer a summary keeps."""


@dataclass(frozen=True)
class AutoToSConfig:
    """Knobs of one AutoToS run (defaults follow the paper where it has one)."""

    max_calls_per_function: int = 10
    """Model calls allowed per function, the first one included."""
    max_tokens: int = 1500
    """Upper bound on each answer's tokens."""
    temperature: float = 0.0
    seed: int | None = 0
    include_pddl: bool = True
    """Show the PDDL domain next to the description (always shown without one)."""
    keep_exchanges: int = 2
    """Earlier (answer, feedback) pairs kept in a conversation; older ones are
    dropped so prompts stay inside small context windows."""
    max_expansions: int = 300
    """States the soundness check's BFS expands per check problem."""
    limits: Limits = DEFAULT_LIMITS
    """Sandbox limits of each batched call."""


@dataclass(frozen=True)
class CallRecord:
    """One model call of the loop."""

    function: str
    """``successor`` or ``goal``."""
    answer: str
    prompt_tokens: int
    completion_tokens: int
    cached: bool
    finish_reason: str | None


@dataclass(frozen=True)
class AutoToSResult:
    """Everything a run produced: final code, the feedback trail and its cost."""

    passed: bool
    """Every check passed with the final pair of functions."""
    successor_code: str | None
    goal_code: str | None
    calls: tuple[CallRecord, ...]
    feedback: tuple[Feedback, ...]
    """Every violation sent back, in order."""
    stop_reason: str
    """``all_passed`` or ``budget_exhausted:<function>``."""

    @property
    def n_calls(self) -> int:
        return len(self.calls)

    def calls_of(self, function: str) -> int:
        return sum(1 for c in self.calls if c.function == function)

    @property
    def prompt_tokens(self) -> int:
        return sum(c.prompt_tokens for c in self.calls)

    @property
    def completion_tokens(self) -> int:
        return sum(c.completion_tokens for c in self.calls)

    def error_counts(self) -> dict[str, int]:
        """Feedback per category (goal test, soundness, completeness, timeout, ...)."""
        return dict(Counter(f.category for f in self.feedback))

    def to_json(self) -> dict[str, Any]:
        return {
            "passed": self.passed, "stop_reason": self.stop_reason, "calls": self.n_calls,
            "calls_successor": self.calls_of(SUCCESSOR), "calls_goal": self.calls_of(GOAL),
            "prompt_tokens": self.prompt_tokens, "completion_tokens": self.completion_tokens,
            "cached_calls": sum(1 for c in self.calls if c.cached),
            "error_counts": self.error_counts(),
            "feedback": [{"step": f.step, "function": f.function, "category": f.category,
                          "problem": f.problem, "text": f.text} for f in self.feedback],
            "answers": [{"function": c.function, "prompt_tokens": c.prompt_tokens,
                         "completion_tokens": c.completion_tokens, "cached": c.cached,
                         "finish_reason": c.finish_reason, "text": c.answer[:ANSWER_CHARS]}
                        for c in self.calls],
        }


@dataclass
class Conversation:
    """One function's chat: the first prompt and the latest exchanges."""

    prompt: str
    keep: int
    exchanges: list[tuple[str, str]] = field(default_factory=list)
    pending: str | None = None
    """The answer waiting for feedback (or for acceptance)."""

    def messages(self) -> list[Message]:
        out = [Message("user", self.prompt)]
        for answer, feedback in self.exchanges[-self.keep:] if self.keep > 0 else []:
            out += [Message("assistant", answer), Message("user", feedback)]
        return out


def run_autotos(backend: Backend, source: DomainSource, cases: Sequence[ProblemCase],
                config: AutoToSConfig | None = None) -> AutoToSResult:
    """Run the loop on ``source`` with exact checks drawn from ``cases``.

    A backend that refuses a request (e.g. a prompt longer than its context)
    ends the run with ``stop_reason`` ``backend_error: ...`` rather than
    losing the calls already made; a missing dependency still raises.
    """
    config = config or AutoToSConfig()
    if not cases:
        raise InputError("AutoToS needs at least one check problem")
    pddl = config.include_pddl
    conversations = {
        SUCCESSOR: Conversation(successor_prompt(source, cases[0], include_pddl=pddl),
                                config.keep_exchanges),
        GOAL: Conversation(goal_prompt(source, cases[0], include_pddl=pddl),
                           config.keep_exchanges),
    }
    calls: list[CallRecord] = []
    trail: list[Feedback] = []
    code: dict[str, str | None] = {SUCCESSOR: None, GOAL: None}

    def result(passed: bool, reason: str) -> AutoToSResult:
        return AutoToSResult(passed, code[SUCCESSOR], code[GOAL], tuple(calls), tuple(trail),
                             reason)

    try:
        for function in (SUCCESSOR, GOAL):
            code[function] = _ask(backend, conversations[function], function, config, calls)
        while True:
            failure = first_failure(code, cases, config)
            if failure is None:
                return result(True, "all_passed")
            trail.append(failure)
            function = failure.function
            if sum(1 for c in calls if c.function == function) >= config.max_calls_per_function:
                return result(False, f"budget_exhausted:{function}")
            conversation = conversations[function]
            message = feedback_message(failure.text, FUNCTION_NAMES[function])
            conversation.exchanges.append((conversation.pending or "", message))
            code[function] = _ask(backend, conversation, function, config, calls)
    except MissingDependencyError:
        raise
    except BackendError as exc:
        return result(False, f"backend_error: {exc}")


def first_failure(code: dict[str, str | None], cases: Sequence[ProblemCase],
                  config: AutoToSConfig) -> Feedback | None:
    """Steps 1-4 on a pair of functions; the first violation, or None when all pass."""
    for function in (SUCCESSOR, GOAL):
        if code[function] is None:
            return _no_code(function, "Answer with the complete function in one ```python block.")
    with GeneratedFunctions(code[SUCCESSOR] or "", code[GOAL] or "", config.limits) as functions:
        for function in (SUCCESSOR, GOAL):
            failure = functions.load(function)
            if failure is not None:
                return code_feedback(STEP_CODE, failure)
        for check in (goal_unit_tests, _soundness(config.max_expansions), completeness_tests):
            outcome = check(functions, cases)
            if not outcome.passed:
                return outcome.feedback
    return None


def _soundness(max_expansions: int) -> Any:
    def check(functions: GeneratedFunctions, cases: Sequence[ProblemCase]) -> Any:
        return soundness_check(functions, cases, max_expansions=max_expansions)
    return check


def _ask(backend: Backend, conversation: Conversation, function: str, config: AutoToSConfig,
         calls: list[CallRecord]) -> str | None:
    """One model call; the extracted code, or None when the answer has none."""
    response: LLMResponse = backend.chat(conversation.messages(), max_tokens=config.max_tokens,
                                         temperature=config.temperature, seed=config.seed)
    calls.append(CallRecord(function, response.text, response.prompt_tokens,
                            response.completion_tokens, response.cached, response.finish_reason))
    conversation.pending = response.text
    return extract_function(response.text, FUNCTION_NAMES[function])


def _no_code(function: str, detail: str) -> Feedback:
    text = NO_CODE_FEEDBACK.format(name=FUNCTION_NAMES[function], detail=detail)
    return Feedback(STEP_CODE, function, NO_CODE, text)

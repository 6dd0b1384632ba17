"""ReAct: a Thought/Action/Observation trace, prompt-only or with one round of oracle feedback.

*Prompt-only* ReAct writes the whole trace in one call (the model imagines the
observations) and ends with the final action sequence.  *ReAct with oracle
feedback* (the paper's strongest baseline) validates that plan and, if it
fails, makes exactly one correction call with one of the paper's two
messages: an invalid move at step N, or an incomplete path ending at X.  So
at most two calls; the correction samples at temperature 0.3 as in the paper.
The validator acts here as the environment the model acts in; the attempt is
still scored independently by the runner.
"""

from __future__ import annotations

from llmplanning.baselines import prompts
from llmplanning.baselines.action_parser import ParsedPlan
from llmplanning.baselines.base import Baseline, Context, Session, to_attempt
from llmplanning.baselines.problem_text import xy
from llmplanning.baselines.templates import ANSWER_FORMAT
from llmplanning.domains.views import agent_position
from llmplanning.errors import LLMPlanningError
from llmplanning.experiments.methods import Attempt
from llmplanning.plans import plan_from_names
from llmplanning.validator import FailureKind, ValidationReport, validate


class ReAct(Baseline):
    """Prompt-only ReAct: one call holding the whole trace."""

    name = "react"

    def __init__(self, max_tokens: int = 768, temperature: float = 0.0) -> None:
        super().__init__(max_tokens)
        self.temperature = temperature

    def first_plan(self, context: Context, session: Session) -> ParsedPlan:
        answer = session.ask(prompts.react(context.text), max_tokens=self.max_tokens,
                             temperature=self.temperature)
        return context.parse(answer)

    def solve(self, context: Context, session: Session) -> Attempt:
        return to_attempt(self.first_plan(context, session), session)


class ReActFeedback(ReAct):
    """ReAct plus one correction call driven by the validator's first failure."""

    name = "react-feedback"

    def __init__(self, max_tokens: int = 768, temperature: float = 0.0,
                 correction_temperature: float = 0.3) -> None:
        super().__init__(max_tokens, temperature)
        self.correction_temperature = correction_temperature

    def solve(self, context: Context, session: Session) -> Attempt:
        first = self.first_plan(context, session)
        report = validate(context.task, plan_from_names(first.plan or ()))
        if report.successful:
            return to_attempt(first, session, {"corrected": False})
        feedback = feedback_message(context, first, report)
        prompt = prompts.react_correction(context.text, context.plan_line(first.plan), feedback)
        answer = session.ask(prompt, max_tokens=self.max_tokens,
                             temperature=self.correction_temperature)
        second = context.parse(f"{ANSWER_FORMAT} {answer}")
        return to_attempt(second, session, {"corrected": True, "feedback": feedback,
                                            "first_plan": list(first.plan or ())})


def feedback_message(context: Context, parsed: ParsedPlan, report: ValidationReport) -> str:
    """The paper's feedback: invalid move at step N, or incomplete path ending at X."""
    failure = report.first_failure
    if failure is not None and failure.kind is not FailureKind.GOAL:
        written = parsed.items[failure.step - 1] if failure.step <= len(parsed.items) else None
        reason = failure.message.split(": ", 1)[-1]
        return prompts.feedback_invalid(failure.step, written or failure.action or "?", reason)
    return prompts.feedback_incomplete(_where(context, report), context.text.goal)


def _where(context: Context, report: ValidationReport) -> str:
    """Where the plan ends: the agent's (x, y) on a grid, else the true facts."""
    state = report.final_state
    try:
        position = agent_position(context.task, state, context.view)
    except LLMPlanningError:
        position = None
    if position is not None and context.text.grid:
        return xy(position)
    return "the state " + " ".join(context.task.true_atoms(state))

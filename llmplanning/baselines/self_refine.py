"""Self-Refine: the model critiques and revises its own plan, with no oracle.

An initial Chain-of-Thought answer is followed by up to k rounds of
(critique, revision).  The model's own verdict is the only stopping signal:
a critique ending ``Verdict: CORRECT`` ends the loop.  Nothing checks the plan
against the domain here, which is exactly what separates Self-Refine from
ReAct with oracle feedback.  At most ``1 + 2k`` calls.
"""

from __future__ import annotations

import re

from llmplanning.baselines import prompts
from llmplanning.baselines.base import Baseline, Context, Session, to_attempt
from llmplanning.baselines.templates import ANSWER_FORMAT
from llmplanning.errors import ConfigError
from llmplanning.experiments.methods import Attempt

_VERDICT = re.compile(r"verdict\s*[:=]?\s*\**\s*(in)?correct", re.IGNORECASE)


def says_correct(critique: str) -> bool:
    """Whether a critique's last verdict is CORRECT (no verdict: not correct)."""
    verdicts = _VERDICT.findall(critique)
    return bool(verdicts) and not verdicts[-1]


class SelfRefine(Baseline):
    """Up to k rounds of self-critique and revision (k = 5 in the paper)."""

    name = "self-refine"

    def __init__(self, k: int = 5, max_tokens: int = 512, critique_tokens: int | None = None) -> None:
        super().__init__(max_tokens)
        if k < 0:
            raise ConfigError(f"self-refine: k must be at least 0, got {k}")
        self.k = k
        self.critique_tokens = critique_tokens or max_tokens

    def solve(self, context: Context, session: Session) -> Attempt:
        parsed = context.parse(session.ask(prompts.chain_of_thought(context.text),
                                           max_tokens=self.max_tokens))
        rounds = 0
        stopped_by_model = False
        for _ in range(self.k):
            line = context.plan_line(parsed.plan)
            critique = session.ask(prompts.self_refine_critique(context.text, line),
                                   max_tokens=self.critique_tokens)
            if says_correct(critique) and parsed.plan is not None:
                stopped_by_model = True
                break
            revised = session.ask(prompts.self_refine_revise(context.text, line, critique),
                                  max_tokens=self.max_tokens)
            rounds += 1
            candidate = context.parse(f"{ANSWER_FORMAT} {revised}")
            if candidate.plan is not None or parsed.plan is None:
                parsed = candidate  # an unreadable revision keeps the last readable plan
        return to_attempt(parsed, session, {"rounds": rounds, "stopped_by_model": stopped_by_model})

"""Self-Consistency: k Chain-of-Thought samples, majority vote over the action sequences.

The vote is over the *normalised* sequences (ground action names after the
parser walked the labels), so ``north, east`` and ``up, right`` count as the
same answer.  Samples without a readable sequence do not vote; ties go to
the sequence sampled first, which keeps the choice reproducible.
"""

from __future__ import annotations

from collections import Counter

from llmplanning.baselines import prompts
from llmplanning.baselines.base import Baseline, Context, Session
from llmplanning.errors import ConfigError
from llmplanning.experiments.methods import Attempt


class SelfConsistency(Baseline):
    """k samples at temperature 0.7 (the paper's setting), majority vote."""

    name = "self-consistency"

    def __init__(self, k: int = 5, temperature: float = 0.7, max_tokens: int = 512) -> None:
        super().__init__(max_tokens)
        if k < 1:
            raise ConfigError(f"self-consistency: k must be at least 1, got {k}")
        self.k = k
        self.temperature = temperature

    def solve(self, context: Context, session: Session) -> Attempt:
        answers = session.sample(prompts.chain_of_thought(context.text), self.k,
                                 max_tokens=self.max_tokens, temperature=self.temperature)
        parsed = [context.parse(a) for a in answers]
        votes = Counter(p.plan for p in parsed if p.plan is not None)
        extra = {"samples": len(answers), "readable": sum(votes.values()),
                 "votes": [[list(plan), n] for plan, n in votes.most_common()]}
        if not votes:
            return Attempt(None, error="no sample held an action sequence", extra=extra,
                           transcript=tuple(session.transcript))
        winner, count = votes.most_common(1)[0]
        extra["winner_votes"] = count
        return Attempt(winner, extra=extra, transcript=tuple(session.transcript))

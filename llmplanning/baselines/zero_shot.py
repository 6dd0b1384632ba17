"""Zero-shot and Chain-of-Thought: one call, one answer (the paper's simplest baselines).

Both state the problem (description, grid or facts, start, goal) and ask for
a ``Final Action Sequence:`` line; Chain-of-Thought first asks the model to
follow the actions step by step.  The zero-shot prompt ends with the answer
header itself, so the answer is parsed as ``header + answer``.
"""

from __future__ import annotations

from llmplanning.baselines import prompts
from llmplanning.baselines.base import Baseline, Context, Session, to_attempt
from llmplanning.baselines.templates import ANSWER_FORMAT
from llmplanning.experiments.methods import Attempt


class ZeroShot(Baseline):
    """Direct answer, greedy decoding."""

    name = "zero-shot"

    def __init__(self, max_tokens: int = 256, temperature: float = 0.0) -> None:
        super().__init__(max_tokens)
        self.temperature = temperature

    def solve(self, context: Context, session: Session) -> Attempt:
        answer = session.ask(prompts.zero_shot(context.text), max_tokens=self.max_tokens,
                             temperature=self.temperature)
        return to_attempt(context.parse(f"{ANSWER_FORMAT} {answer}"), session)


class ChainOfThought(Baseline):
    """Step-by-step reasoning, then the final line."""

    name = "cot"

    def __init__(self, max_tokens: int = 512, temperature: float = 0.0) -> None:
        super().__init__(max_tokens)
        self.temperature = temperature

    def solve(self, context: Context, session: Session) -> Attempt:
        answer = session.ask(prompts.chain_of_thought(context.text), max_tokens=self.max_tokens,
                             temperature=self.temperature)
        return to_attempt(context.parse(answer), session)

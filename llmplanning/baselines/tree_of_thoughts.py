"""Tree-of-Thoughts (prompt-only): breadth-first search over model-proposed continuations.

Each node is a partial action sequence.  Expanding a node is one call that
asks for up to ``b`` continuations of at most ``m`` actions, as a JSON list of
``{"actions": [...], "confidence": c, "reaches_goal": bool}``.  Every level
expands the ``b`` children the model is most confident in (ties: the shorter
sequence) among those it does not claim finished, for ``d`` levels, so the
number of calls is at most ``1 + b (d - 1)``.  The answer is the best of all
proposed nodes by the same order, among those the model says reach the goal
when there are any.  Prompt-only: the
model is never shown the state its actions reach, only the actions so far.
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass

from llmplanning.baselines import prompts
from llmplanning.baselines.base import Baseline, Context, Session, to_attempt
from llmplanning.baselines.templates import ANSWER_FORMAT
from llmplanning.errors import ConfigError
from llmplanning.experiments.methods import Attempt

_OBJECT = re.compile(r"\{[^{}]*\}", re.DOTALL)


@dataclass(frozen=True)
class Node:
    """A partial plan in the tree, with the model's own score of its last step."""

    actions: tuple[str, ...]
    """The actions as the model wrote them, from the start."""
    confidence: float
    """The model's confidence (0..1) that this continuation leads to the goal."""
    reaches_goal: bool = False
    """The model's claim that the goal is reached after these actions."""

    @property
    def rank(self) -> tuple[float, int]:
        """Sort key: most confident first, then shorter."""
        return (-self.confidence, len(self.actions))


def parse_candidates(text: str, limit: int, max_actions: int) -> list[tuple[tuple[str, ...], float, bool]]:
    """The JSON candidates of one answer; malformed objects are skipped, never fatal."""
    found = []
    for match in _OBJECT.finditer(text):
        try:
            data = json.loads(match.group(0))
        except ValueError:
            continue
        actions = data.get("actions") if isinstance(data, dict) else None
        if not isinstance(actions, list) or not actions:
            continue
        steps = tuple(str(a).strip() for a in actions if str(a).strip())[:max_actions]
        if steps:
            found.append((steps, _confidence(data.get("confidence")), data.get("reaches_goal") is True))
        if len(found) == limit:
            break
    return found


def _confidence(value: object) -> float:
    try:
        number = float(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return 0.0
    return min(1.0, max(0.0, number)) if not math.isnan(number) else 0.0


class TreeOfThoughts(Baseline):
    """Breadth b = 5, depth d = 3, at most m = 8 actions per candidate (the paper's setting)."""

    name = "tot"

    def __init__(self, b: int = 5, d: int = 3, m: int = 8, max_tokens: int = 384,
                 temperature: float = 0.0) -> None:
        super().__init__(max_tokens)
        if min(b, d, m) < 1:
            raise ConfigError(f"tot: b, d and m must be at least 1, got b={b} d={d} m={m}")
        self.b, self.d, self.m = b, d, m
        self.temperature = temperature

    def solve(self, context: Context, session: Session) -> Attempt:
        frontier = [Node((), 1.0)]
        explored: list[Node] = []
        calls = 0
        for _ in range(self.d):
            children = []
            for node in frontier:
                children += self._expand(context, session, node)
                calls += 1
            explored += children
            frontier = sorted((c for c in children if not c.reaches_goal), key=lambda n: n.rank)[: self.b]
            if not frontier:
                break
        extra: dict[str, object] = {"expansions": calls, "nodes": len(explored)}
        if not explored:
            return Attempt(None, error="no candidate continuation in the answers", extra=extra,
                           transcript=tuple(session.transcript))
        finished = [n for n in explored if n.reaches_goal] or explored
        best = min(finished, key=lambda n: n.rank)
        extra.update({"confidence": best.confidence, "claims_goal": best.reaches_goal})
        parsed = context.parse(f"{ANSWER_FORMAT} " + ", ".join(best.actions))
        return to_attempt(parsed, session, extra)

    def _expand(self, context: Context, session: Session, node: Node) -> list[Node]:
        prompt = prompts.tot_propose(context.text, node.actions, self.b, self.m)
        answer = session.ask(prompt, max_tokens=self.max_tokens, temperature=self.temperature)
        return [Node(node.actions + steps, conf, goal)
                for steps, conf, goal in parse_candidates("[" + answer, self.b, self.m)]

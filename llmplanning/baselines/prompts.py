"""Fill the templates of :mod:`.templates` from a :class:`~.problem_text.ProblemText`.

One function per prompt, so each method's control flow reads as "build the
prompt, ask, parse" and the wording stays in the template module.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from llmplanning.baselines import templates as t
from llmplanning.baselines.problem_text import ProblemText


def problem_block(p: ProblemText) -> str:
    """The problem statement shared by every prompt."""
    return t.PROBLEM.substitute(description=p.description or "A planning problem.",
                                state_title=p.state_title, state=p.state, start=p.start,
                                goal=p.goal, actions=p.actions).strip()


def zero_shot(p: ProblemText) -> str:
    return t.ZERO_SHOT.substitute(problem=problem_block(p), example=p.example)


def chain_of_thought(p: ProblemText) -> str:
    return t.CHAIN_OF_THOUGHT.substitute(problem=problem_block(p), example=p.example)


def rag_example(index: int, start: str, goal: str, plan: str, trajectory: str = "") -> str:
    line = f"Trajectory: {trajectory}\n" if trajectory else ""
    return t.RAG_EXAMPLE.substitute(index=index, start=start, goal=goal, plan=plan, trajectory=line)


def rag_icl(p: ProblemText, examples: Sequence[str]) -> str:
    return t.RAG_ICL.substitute(examples="\n\n".join(examples), problem=problem_block(p))


def react(p: ProblemText) -> str:
    return t.REACT.substitute(problem=problem_block(p), example=p.example)


def react_correction(p: ProblemText, plan: str, feedback: str) -> str:
    return t.REACT_CORRECTION.substitute(problem=problem_block(p), plan=plan or "(none)",
                                         feedback=feedback)


def feedback_invalid(step: int, action: str, reason: str) -> str:
    return t.FEEDBACK_INVALID.substitute(step=step, action=action, reason=reason)


def feedback_incomplete(position: str, goal: str) -> str:
    return t.FEEDBACK_INCOMPLETE.substitute(position=position, goal=goal)


def self_refine_critique(p: ProblemText, plan: str) -> str:
    return t.SELF_REFINE_CRITIQUE.substitute(problem=problem_block(p), plan=plan or "(none)")


def self_refine_revise(p: ProblemText, plan: str, critique: str) -> str:
    return t.SELF_REFINE_REVISE.substitute(problem=problem_block(p), plan=plan or "(none)",
                                           critique=critique.strip() or "(no review)")


def tot_propose(p: ProblemText, so_far: Sequence[str], breadth: int, max_actions: int) -> str:
    example = [s.strip() for s in p.example.split(",")][:2]
    return t.TOT_PROPOSE.substitute(
        problem=problem_block(p), so_far=", ".join(so_far) if so_far else "(none yet)",
        breadth=breadth, max_actions=max_actions,
        example_json=", ".join(json.dumps(e) for e in example))

"""AutoToS: a successor function and a goal test written by a model, repaired
with exact feedback from the ground task (Cao et al. 2024, "Automating Thought
of Search").

The model is asked for ``successor_states(state)`` and ``is_goal(state,
goal)`` over the documented state form (:mod:`.state_form`); the goal test
takes the goal because one function must serve every problem of a domain.
The paper's hand-written unit tests become exact checks drawn from the task
(:mod:`.cases`, :mod:`.checks`); the loop (:mod:`.loop`) sends the first
violation back to the function at fault; the final functions are evaluated by
search in the sandbox with every plan judged by the validator
(:mod:`.evaluate`).  Model code only ever runs in :mod:`llmplanning.sandbox`.

Typical use::

    from llmplanning.autotos import run_domain, write_artifacts
    run = run_domain(make_backend("local"), "blocksworld", problems=5)
    run.result.passed, run.result.n_calls, run.evaluation.accuracy("bfs")
    write_artifacts("out/", run)
"""

from __future__ import annotations

from llmplanning.autotos.artifacts import ArtifactPaths, write_artifacts
from llmplanning.autotos.cases import ProblemCase, build_cases
from llmplanning.autotos.checks import (
    CheckOutcome,
    Feedback,
    completeness_tests,
    goal_unit_tests,
    soundness_check,
)
from llmplanning.autotos.evaluate import EvaluationReport, ProblemEvaluation, evaluate
from llmplanning.autotos.functions import GeneratedFunctions
from llmplanning.autotos.loop import AutoToSConfig, AutoToSResult, first_failure, run_autotos
from llmplanning.autotos.pipeline import AutoToSRun, run_domain
from llmplanning.autotos.source import DomainSource, resolve_domain

__all__ = [
    "ArtifactPaths",
    "AutoToSConfig",
    "AutoToSResult",
    "AutoToSRun",
    "CheckOutcome",
    "DomainSource",
    "EvaluationReport",
    "Feedback",
    "GeneratedFunctions",
    "ProblemCase",
    "ProblemEvaluation",
    "build_cases",
    "completeness_tests",
    "evaluate",
    "first_failure",
    "goal_unit_tests",
    "resolve_domain",
    "run_autotos",
    "run_domain",
    "soundness_check",
    "write_artifacts",
]

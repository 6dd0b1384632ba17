"""The whole method on one domain: resolve → draw exact checks → loop → evaluate.

A thin pipeline in the pyperplan sense: each step is one call into the module
that owns it, so the CLI, the experiment runner and tests share one path.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from llmplanning.autotos.cases import build_cases
from llmplanning.autotos.evaluate import EvaluationReport, evaluate
from llmplanning.autotos.loop import AutoToSConfig, AutoToSResult, run_autotos
from llmplanning.autotos.source import DomainSource, resolve_domain
from llmplanning.llm.base import Backend


@dataclass(frozen=True)
class AutoToSRun:
    """One AutoToS run on a domain and the evaluation of its final functions."""

    source: DomainSource
    check_problems: tuple[Path, ...]
    """The problems the checks were drawn from."""
    test_problems: tuple[Path, ...]
    """The held-out problems of the evaluation."""
    result: AutoToSResult
    evaluation: EvaluationReport
    model: str
    """The backend's model id."""

    def to_json(self) -> dict[str, Any]:
        return {
            "method": "autotos", "domain": self.source.name, "model": self.model,
            "check_problems": [p.name for p in self.check_problems],
            "test_problems": [p.name for p in self.test_problems],
            **self.result.to_json(),
            "evaluation": self.evaluation.to_json(),
        }


def run_domain(backend: Backend, domain: str | Path, *, problems: int = 10,
               check_problems: int = 3, split: str | None = None,
               algorithms: Sequence[str] = ("bfs", "dfs"),
               config: AutoToSConfig | None = None,
               max_expansions: int = 100_000) -> AutoToSRun:
    """Run AutoToS on ``domain`` and evaluate on its first ``problems`` held-out problems."""
    source = resolve_domain(domain, split=split)
    checks = source.check_problems[:check_problems]
    tests = source.test_problems[:problems]
    cases = build_cases(source.domain_file, checks)
    result = run_autotos(backend, source, cases, config)
    report = evaluate(result.successor_code, result.goal_code, source.domain_file, tests,
                      algorithms=algorithms, max_expansions=max_expansions)
    return AutoToSRun(source, checks, tests, result, report, backend.model)

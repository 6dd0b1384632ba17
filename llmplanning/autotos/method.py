"""AutoToS as an experiment method (name ``autotos`` in experiment files).

The refinement loop is the method's training: it runs once per experiment
cell in :meth:`AutoToSMethod.prepare`, on checks drawn from the cell's
training problems, and leaves the final functions and the loop's summary in
the cell's artifacts folder.  Each test problem is then one search with the
final functions in the sandbox; the path is turned into ground action names
and returned as a plan for the runner to score (methods never score
themselves).  The loop's calls and tokens go into every attempt's ``extra``
because the runner attributes to an attempt only the calls made inside it.
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

from llmplanning.autotos.artifacts import GOAL_FILE, SUCCESSOR_FILE
from llmplanning.autotos.cases import build_cases
from llmplanning.autotos.evaluate import SEARCH_LIMITS, path_to_plan
from llmplanning.autotos.functions import GeneratedFunctions
from llmplanning.autotos.loop import AutoToSConfig, AutoToSResult, run_autotos
from llmplanning.autotos.source import DomainSource
from llmplanning.autotos.state_form import StateCodec, to_wire
from llmplanning.errors import ConfigError
from llmplanning.experiments.methods import Attempt, Cell
from llmplanning.experiments.problems import ProblemInstance
from llmplanning.llm.base import Backend


class AutoToSMethod:
    """Refine ``successor_states``/``is_goal`` once per cell, then search each problem."""

    name = "autotos"

    def __init__(self, max_calls: int = 10, max_tokens: int = 1500, check_problems: int = 3,
                 algorithm: str = "bfs", max_expansions: int = 100_000,
                 include_pddl: bool = True, keep_exchanges: int = 2) -> None:
        if algorithm not in ("bfs", "dfs"):
            raise ConfigError(f"autotos: algorithm must be 'bfs' or 'dfs', got {algorithm!r}")
        self.config = AutoToSConfig(max_calls_per_function=max_calls, max_tokens=max_tokens,
                                    include_pddl=include_pddl, keep_exchanges=keep_exchanges)
        self.check_problems = check_problems
        self.algorithm = algorithm
        self.max_expansions = max_expansions
        self.result: AutoToSResult | None = None

    def prepare(self, cell: Cell, backend: Backend) -> None:
        """Run the refinement loop on the cell's training problems; save the functions."""
        domain = cell.domain
        checks = domain.train[: self.check_problems] or domain.test[: self.check_problems]
        source = DomainSource(domain.name, domain.domain_file, domain.description or None,
                              checks, domain.test)
        config = replace(self.config, seed=cell.seed)
        self.result = run_autotos(backend, source, build_cases(domain.domain_file, checks), config)
        out = Path(cell.artifacts)
        out.mkdir(parents=True, exist_ok=True)
        (out / SUCCESSOR_FILE).write_text(self.result.successor_code or "", encoding="utf-8")
        (out / GOAL_FILE).write_text(self.result.goal_code or "", encoding="utf-8")
        summary = {"check_problems": [p.name for p in checks], **self.result.to_json()}
        (out / "autotos.json").write_text(json.dumps(summary, indent=2) + "\n", encoding="utf-8")

    def attempt(self, cell: Cell, problem: ProblemInstance, backend: Backend) -> Attempt:
        """Search ``problem`` with the final functions; the path as a plan."""
        result = self.result
        if result is None:
            return Attempt(None, error="autotos: prepare() was not run")
        extra: dict[str, Any] = {"autotos_passed": result.passed,
                                 "autotos_calls": result.n_calls,
                                 "autotos_prompt_tokens": result.prompt_tokens,
                                 "autotos_completion_tokens": result.completion_tokens,
                                 "autotos_errors": result.error_counts()}
        task = problem.task
        codec = StateCodec.of(task)
        with GeneratedFunctions(result.successor_code or "", result.goal_code or "",
                                SEARCH_LIMITS) as functions:
            found = functions.search(codec.to_wire(task.initial_state), to_wire(codec.goal()),
                                     self.algorithm, self.max_expansions)
        extra.update({"search_status": found.status, "expanded": found.expanded})
        if found.status != "found":
            detail = found.failure.text[:500] if found.failure is not None else ""
            return Attempt(None, error=f"search: {found.status} {detail}".strip(), extra=extra)
        plan, why = path_to_plan(task, codec, list(found.path))
        if plan is None:
            return Attempt(None, error=f"search path is not executable: {why}", extra=extra)
        return Attempt(tuple(plan), extra=extra)

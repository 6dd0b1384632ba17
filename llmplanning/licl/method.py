"""L-ICL as an experiment-runner method (``licl`` in the registry).

``prepare`` trains the correction bank once per cell (or loads a saved one
with ``bank = "PATH"``), keeping the checkpoints and the training log in the
cell's artifacts folder; ``attempt`` asks for one trace per test problem with
the bank's doctests in the prompt and reads the plan from it.  Test time uses
no oracle: the oracle answers only while training and while writing the
example traces of the prompt.

The plan is the trace's final answer; a trace cut off before it (small models
often are) falls back to the actions of its ``apply_action`` calls, and the
record says which (``plan_source``) — the validator then scores whatever the
model committed to, never more.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from llmplanning.errors import ConfigError
from llmplanning.experiments.methods import Attempt, Cell
from llmplanning.experiments.problems import ProblemInstance
from llmplanning.licl.answers import SubroutineOracle
from llmplanning.licl.corrections import CorrectionBank
from llmplanning.licl.trace_parser import parse_trace
from llmplanning.licl.train import DomainSetup, TrainConfig, generate, setup_domain, train
from llmplanning.llm.base import Backend
from llmplanning.task import normalize_action_name


class LICLMethod:
    """The ``licl`` method; parameters are the experiment file's keys."""

    name = "licl"

    def __init__(self, m: int | None = None, mode: str = "online", k_examples: int = 2,
                 max_tokens: int = 768, bank: str | None = None,
                 checkpoints: Sequence[int] | None = None, include_grid: bool = True) -> None:
        if m is not None and (not isinstance(m, int) or m < 0):
            raise ConfigError(f"licl: m must be a non-negative integer, got {m!r}")
        self.config = TrainConfig(m=m or 0, mode=mode, k_examples=k_examples, max_tokens=max_tokens,
                                  checkpoints=tuple(checkpoints) if checkpoints is not None else None,
                                  include_grid=include_grid)
        self.m = m
        self.bank_path = bank
        self.bank = CorrectionBank()
        self._setup: DomainSetup | None = None

    def prepare(self, cell: Cell, backend: Backend) -> None:
        """Load the given bank, or train one on the first m training problems."""
        config = replace(self.config, seed=cell.seed)
        setup = self._domain_setup(cell)
        if self.bank_path is not None:
            loaded = CorrectionBank.load(self.bank_path)
            self.bank = loaded if self.m is None else loaded.upto(self.m)
            return
        if config.m == 0:
            self.bank = CorrectionBank(meta={"m": 0})
            self.bank.save(Path(cell.artifacts) / "bank-m0000.json")
            return
        self.bank = train(cell.domain, backend, config, cell.artifacts, setup=setup).bank

    def attempt(self, cell: Cell, problem: ProblemInstance, backend: Backend) -> Attempt:
        builder = self._domain_setup(cell).builder
        prompt = builder.prompt(problem.task, self.bank)
        text, _, _, error = generate(backend, prompt, self.config.max_tokens, cell.seed)
        if error is not None:
            return Attempt(None, error=f"model call failed: {error}")
        trace = parse_trace(text)
        labels, source = _plan_labels(trace.final_answer, trace.applied_actions())
        extra: dict[str, Any] = {"plan_source": source, "trace_calls": len(trace.calls),
                                 "parse_failures": sum(not c.ok for c in trace.calls),
                                 "corrections": len(self.bank), "truncated": trace.truncated}
        if labels is None:
            return Attempt(None, error="no final answer and no apply_action call in the trace",
                           extra=extra, transcript=(text,))
        plan = plan_names(builder.answers(problem.task), labels)
        return Attempt(plan, extra=extra, transcript=(text,))

    def _domain_setup(self, cell: Cell) -> DomainSetup:
        """The prompt builder and example choice, once per cell."""
        if self._setup is None:
            self._setup = setup_domain(cell.domain, self.config.k_examples, self.config.include_grid)
        return self._setup


def _plan_labels(final: Sequence[str] | None, applied: Sequence[str]) -> tuple[Sequence[str] | None, str]:
    if final is not None:
        return final, "final-answer"
    if applied:
        return applied, "trace"
    return None, "none"


def plan_names(answers: SubroutineOracle, labels: Sequence[str]) -> tuple[str, ...]:
    """IPC names of a plan written in the prompt's notation, replayed from the initial state.

    A label that names no applicable action ends the replay: it is kept as
    ``(label)`` so the validator reports the step as the plan's failure.
    """
    task, notation = answers.task, answers.notation
    state = task.initial_state
    names: list[str] = []
    for label in labels:
        action = notation.parse_action(state, label)
        if action is None:
            names.append(normalize_action_name(str(label)))
            break
        names.append(action.name)
        state = task.apply(state, action)
    return tuple(names)

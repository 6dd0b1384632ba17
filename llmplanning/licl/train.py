"""Training (the L-ICL paper's Algorithm 1): corrections accumulated over training problems.

For each training problem the model writes a trace for the PTP prompt; the
trace's first failure (:mod:`.localize`) yields one correction, which joins
the bank unless the same subroutine and input are already there.  Two
readings of the paper are selectable:

- ``online``: each problem's prompt holds every correction learned so far
  (the paper's one-problem-per-update setting), so a correction learned on
  problem i changes the prompt of problem i + 1;
- ``batch``: every trace comes from the base prompt and the corrections are
  inserted only at the end (the pseudocode's literal reading).

Checkpoints of the bank after m = 0, 30, 60, ... problems are saved as JSON
(:mod:`.corrections`); since a correction records when it was learned, one
run of m = 60 yields all of them.  The example traces come from the first
training problems (the shortest of the first ``3k``) and are never training
problems themselves, so test time needs no oracle at all.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from llmplanning.errors import BackendError, ConfigError
from llmplanning.experiments.problems import DomainRef, load_cached
from llmplanning.licl import templates
from llmplanning.licl.corrections import CorrectionBank, relabel, save_checkpoints
from llmplanning.licl.localize import FirstFailure, localize
from llmplanning.licl.prompt import PromptBuilder, choose_examples, make_builder
from llmplanning.licl.trace_parser import parse_trace
from llmplanning.llm.base import Backend
from llmplanning.task import Task

log = logging.getLogger(__name__)

MODES = ("online", "batch")
CHECKPOINT_STEP = 30
"""Default checkpoint spacing: m = 0, 30, 60, ... (the paper's learning-curve points)."""


@dataclass(frozen=True)
class TrainConfig:
    """How to train a bank."""

    m: int
    """Number of training problems."""
    mode: str = "online"
    """``online`` or ``batch`` (see the module docstring)."""
    k_examples: int = 2
    """Example traces in the prompt."""
    max_tokens: int = 1024
    """Generation budget per trace."""
    checkpoints: tuple[int, ...] | None = None
    """Where to save checkpoints (None: 0, 30, 60, ... up to m, and m)."""
    seed: int = 0
    include_grid: bool = True
    """Show the ASCII grid in grid problems."""

    def checkpoint_list(self) -> tuple[int, ...]:
        if self.checkpoints is not None:
            return tuple(sorted({c for c in self.checkpoints if 0 <= c <= self.m} | {self.m}))
        return tuple(sorted(set(range(0, self.m + 1, CHECKPOINT_STEP)) | {self.m}))


@dataclass(frozen=True)
class TrainStep:
    """What happened on one training problem."""

    index: int
    """1-based position among the training problems."""
    problem: str
    failure: FirstFailure | None
    added: bool
    """Whether the failure's correction was new to the bank."""
    prompt_tokens: int
    completion_tokens: int

    def to_json(self) -> dict[str, Any]:
        return {"index": self.index, "problem": self.problem, "added": self.added,
                "failure": None if self.failure is None else self.failure.to_json(),
                "prompt_tokens": self.prompt_tokens, "completion_tokens": self.completion_tokens}


@dataclass(frozen=True)
class TrainResult:
    bank: CorrectionBank
    """The bank after all m problems (its checkpoints are prefixes)."""
    steps: tuple[TrainStep, ...]
    checkpoints: tuple[Path, ...]
    """Saved checkpoint files (empty when no folder was given)."""


@dataclass(frozen=True)
class DomainSetup:
    """A domain's prompt builder and the problems left for training."""

    builder: PromptBuilder
    examples: tuple[Path, ...]
    training: tuple[Path, ...]


def load(domain: DomainRef, path: Path) -> Task:
    return load_cached(str(domain.domain_file), str(path))


def setup_domain(domain: DomainRef, k_examples: int = 2, include_grid: bool = True) -> DomainSetup:
    """Pick the example problems from the training split and build the prompt builder."""
    if k_examples < 0:
        raise ConfigError(f"k_examples must be >= 0, got {k_examples}")
    candidates = list(domain.train[: max(3 * k_examples, k_examples)])
    chosen = choose_examples([load(domain, p) for p in candidates], k_examples) if k_examples else []
    examples = tuple(candidates[i] for i in chosen)
    builder = make_builder(domain.name, domain.description, domain.folder,
                           [load(domain, p) for p in examples], include_grid)
    training = tuple(p for p in domain.train if p not in examples)
    return DomainSetup(builder, examples, training)


def generate(backend: Backend, prompt: str, max_tokens: int, seed: int) -> tuple[str, int, int, str | None]:
    """``(text, prompt tokens, completion tokens, error)``; a backend refusal is an empty answer."""
    try:
        r = backend.complete(prompt, max_tokens=max_tokens, temperature=0.0,
                             stop=(templates.SEPARATOR,), seed=seed)
    except BackendError as exc:
        return "", 0, 0, str(exc)
    return r.text, r.prompt_tokens, r.completion_tokens, None


def train(domain: DomainRef, backend: Backend, config: TrainConfig, out_dir: str | Path | None = None,
          setup: DomainSetup | None = None,
          progress: Callable[[int, int], None] | None = None) -> TrainResult:
    """Run Algorithm 1 on the first ``config.m`` training problems (see the module docstring)."""
    if config.mode not in MODES:
        raise ConfigError(f"unknown L-ICL mode {config.mode!r} (known: {', '.join(MODES)})")
    setup = setup or setup_domain(domain, config.k_examples, config.include_grid)
    if config.m > len(setup.training):
        raise ConfigError(f"m={config.m} but {domain.label} has only {len(setup.training)} "
                          f"training problems besides the {len(setup.examples)} examples")
    bank = CorrectionBank(meta=_meta(domain, backend, config, setup))
    base = CorrectionBank()
    steps = []
    for i, path in enumerate(setup.training[: config.m], start=1):
        task = load(domain, path)
        prompt = setup.builder.prompt(task, bank if config.mode == "online" else base)
        text, p_tok, c_tok, error = generate(backend, prompt, config.max_tokens, config.seed)
        failure = localize(parse_trace(text), setup.builder.answers(task))
        added = failure is not None and failure.correction is not None and \
            bank.add(relabel(failure.correction, path.stem, i))
        steps.append(TrainStep(i, path.stem, failure, added, p_tok, c_tok))
        log.info("train %d/%d %s: %s%s", i, config.m, path.stem,
                 "correct" if failure is None else failure.kind.value, f" ({error})" if error else "")
        if progress is not None:
            progress(i, config.m)
    bank.meta["m"] = config.m
    saved: list[Path] = []
    if out_dir is not None:
        saved = save_checkpoints(bank, out_dir, config.checkpoint_list())
        _write_log(Path(out_dir) / "train_log.jsonl", steps)
    return TrainResult(bank, tuple(steps), tuple(saved))


def _meta(domain: DomainRef, backend: Backend, config: TrainConfig, setup: DomainSetup) -> dict[str, Any]:
    return {"domain": domain.label, "model": backend.model, "mode": config.mode,
            "k_examples": config.k_examples, "max_tokens": config.max_tokens, "seed": config.seed,
            "examples": [p.stem for p in setup.examples], "m": config.m}


def _write_log(path: Path, steps: Sequence[TrainStep]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(s.to_json(), sort_keys=True) + "\n" for s in steps),
                    encoding="utf-8")

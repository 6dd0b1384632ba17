"""The method protocol and the registry of method names.

A method turns a problem into an :class:`Attempt` (a plan, or nothing when
the model's answer could not be read); it never scores itself.  Methods with a
training phase (L-ICL's corrections, AutoToS's refined functions) do it in
:meth:`Method.prepare`, once per experiment cell, and keep their artifacts in
``cell.artifacts``.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from llmplanning.errors import ConfigError
from llmplanning.experiments.problems import DomainRef, ProblemInstance
from llmplanning.llm.base import Backend


@dataclass(frozen=True)
class Attempt:
    """What a method produced for one problem."""

    plan: tuple[str, ...] | None
    """Action names in IPC form, as the method read them from the model; None: no plan."""
    error: str | None = None
    """Why there is no plan (e.g. ``no action sequence in the answer``), if there is none."""
    extra: Mapping[str, Any] = field(default_factory=dict)
    """Method-specific data kept in the record (e.g. the parsed trace, the corrections used)."""
    transcript: tuple[str, ...] = ()
    """The model's raw answers, in call order (kept in the record, truncated)."""


@dataclass(frozen=True)
class Cell:
    """One combination of an experiment's axes: domain x model x method params x seed."""

    domain: DomainRef
    model: str
    method: str
    params: Mapping[str, Any]
    seed: int
    artifacts: Path
    """A folder for this cell's artifacts (banks, generated code)."""

    @property
    def params_label(self) -> str:
        return ",".join(f"{k}={v}" for k, v in sorted(self.params.items()))


class Method(Protocol):
    """A planning method: prepared once per cell, then one attempt per test problem."""

    name: str

    def prepare(self, cell: Cell, backend: Backend) -> None:
        """Train or set up (a no-op for methods without training)."""

    def attempt(self, cell: Cell, problem: ProblemInstance, backend: Backend) -> Attempt:
        """Produce one attempt for ``problem``."""


#: method name -> "module:factory"; factory(**params) -> Method.  Imported on use.
METHODS: dict[str, str] = {
    "optimal": "llmplanning.experiments.reference:OptimalPlanMethod",
    "empty": "llmplanning.experiments.reference:EmptyPlanMethod",
    "licl": "llmplanning.licl.method:LICLMethod",
    "zero-shot": "llmplanning.baselines.zero_shot:ZeroShot",
    "cot": "llmplanning.baselines.zero_shot:ChainOfThought",
    "rag-icl": "llmplanning.baselines.rag_icl:RagIcl",
    "react": "llmplanning.baselines.react:ReAct",
    "react-feedback": "llmplanning.baselines.react:ReActFeedback",
    "self-consistency": "llmplanning.baselines.self_consistency:SelfConsistency",
    "self-refine": "llmplanning.baselines.self_refine:SelfRefine",
    "tot": "llmplanning.baselines.tree_of_thoughts:TreeOfThoughts",
    "autotos": "llmplanning.autotos.method:AutoToSMethod",
}


def register(name: str, target: str) -> None:
    """Add a method to the registry (used by method packages' own modules in tests)."""
    METHODS[name] = target


def make_method(name: str, params: Mapping[str, Any]) -> Method:
    """Instantiate a registered method; unknown names list the known ones."""
    target = METHODS.get(name)
    if target is None:
        known = ", ".join(sorted(METHODS)) or "none"
        raise ConfigError(f"unknown method {name!r}; known methods: {known}")
    module_name, attr = target.split(":")
    factory = getattr(importlib.import_module(module_name), attr)
    try:
        method: Method = factory(**params)
    except TypeError as exc:
        raise ConfigError(f"bad parameters for method {name!r}: {exc}") from None
    return method

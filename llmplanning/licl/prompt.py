"""The Program Trace Prompt (PTP) for any task: program, example traces, query.

Layout (see :mod:`llmplanning.licl.templates` for the text): a header naming
the domain and the notation, the partial program — each subroutine's
signature and docstring, with the learned corrections as doctests, no body —
then ``plan(problem)``, the instruction, k complete example traces from the
oracle, and finally the query problem.  Everything before the query is the
same for every problem of a cell, so a local model reuses its KV cache.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from llmplanning.domains.views import View, load_view
from llmplanning.licl import templates
from llmplanning.licl.answers import BASE_SUBROUTINES, OPTIMAL, SubroutineOracle
from llmplanning.licl.corrections import CorrectionBank
from llmplanning.licl.trace import oracle_trace, problem_text
from llmplanning.task import Task


@dataclass(frozen=True)
class Example:
    """One example of the prompt: a problem and its complete oracle trace."""

    name: str
    problem: str
    trace: str


@dataclass(frozen=True)
class PromptBuilder:
    """Builds the prompts of one domain (see the module docstring)."""

    domain: str
    """The domain's name, shown in the header."""
    description: str
    """Natural-language description (``description.txt``); may be empty."""
    view: View | None
    """The domain's view: a grid view enables coordinates and the ASCII grid."""
    examples: tuple[Example, ...]
    labels: tuple[str, ...] = ()
    """Action labels named in the header (all move labels for grids, a sample otherwise)."""
    notation_kind: str = "atoms"
    include_grid: bool = True
    chooser: str = OPTIMAL
    """``get_optimal_actions``, or ``get_recommended_actions`` for blocksworld."""

    def answers(self, task: Task) -> SubroutineOracle:
        """The subroutine oracle of ``task`` in this domain's notation."""
        return SubroutineOracle(task, self.view)

    def query_text(self, task: Task) -> str:
        return problem_text(self.answers(task), self.view, self.include_grid)

    def program(self, bank: CorrectionBank | None = None) -> str:
        """Header and partial program with ``bank``'s doctests."""
        return program_text(self.domain, self.description, self.notation_kind, self.labels, bank,
                            self.chooser)

    def prompt(self, task: Task, bank: CorrectionBank | None = None) -> str:
        """The whole prompt for ``task``: program and examples first, the query last."""
        parts = [self.program(bank), templates.INSTRUCTION]
        parts += [templates.EXAMPLE.format(separator=templates.SEPARATOR, problem=e.problem,
                                           trace=e.trace) for e in self.examples]
        parts.append(templates.QUERY.format(separator=templates.SEPARATOR, problem=self.query_text(task)))
        return "".join(parts)


def program_text(domain: str, description: str, kind: str, labels: Sequence[str],
                 bank: CorrectionBank | None, chooser: str = OPTIMAL) -> str:
    """The header and the documented subroutines (no implementations), then ``plan``."""
    desc = "\n".join("# " + line if line else "#" for line in description.splitlines())
    shown = ", ".join(repr(label) for label in labels)
    header = templates.HEADER.format(domain=domain, description=desc or "#",
                                     state_doc=templates.STATE_DOC[kind],
                                     action_doc=templates.ACTION_DOC[kind].format(labels=shown))
    subs = []
    for name in BASE_SUBROUTINES:
        name = chooser if name == OPTIMAL else name
        params, doc = templates.SUBROUTINE_DOCS[name]
        examples = ""
        if bank is not None:
            for c in bank.for_function(name):
                call, output = c.doctest()
                examples += templates.EXAMPLE_LINE.format(call=call, output=output)
        if examples:
            examples = "\n" + examples
        subs.append(templates.SUBROUTINE.format(name=name, params=params, doc=doc, examples=examples))
    return header + "".join(subs) + templates.MAIN.format(chooser=chooser)


def make_builder(domain: str, description: str, domain_dir: str | Path | None,
                 example_tasks: Sequence[Task], include_grid: bool = True) -> PromptBuilder:
    """A builder whose examples are the oracle traces of ``example_tasks``."""
    view = load_view(domain_dir) if domain_dir is not None else None
    examples = []
    kind, chooser = "atoms", OPTIMAL
    labels: tuple[str, ...] = ()
    for task in example_tasks:
        answers = SubroutineOracle(task, view)
        kind, chooser = answers.notation.kind, answers.chooser
        trace = oracle_trace(answers)
        examples.append(Example(task.name, problem_text(answers, view, include_grid), trace.text()))
        if not labels:
            labels = _labels(task, answers, trace.plan)
    return PromptBuilder(domain, description, view, tuple(examples), labels, kind, include_grid, chooser)


def _labels(task: Task, answers: SubroutineOracle, plan: Sequence[str]) -> tuple[str, ...]:
    if answers.notation.kind == "grid":
        return tuple(sorted({answers.notation.action_value(a) for a in task.actions}))
    return tuple(plan[:2]) or tuple(a.name for a in task.actions[:2])


def choose_examples(tasks: Sequence[Task], k: int) -> list[int]:
    """Indices of the ``k`` tasks with the shortest non-empty optimal plans (earlier first on ties).

    Short examples keep the prompt inside a small model's context while still
    showing every subroutine at work; unsolvable and already-solved tasks
    teach nothing and are skipped.
    """
    scored = []
    for i, task in enumerate(tasks):
        distance = SubroutineOracle(task).distance(task.initial_state)
        if 0 < distance < math.inf:
            scored.append((distance, i))
    return sorted(i for _, i in sorted(scored)[:k])

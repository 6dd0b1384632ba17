"""Prompt templates and code extraction for AutoToS.

The templates are plain module-level strings so that researchers can read
(and a paper appendix can quote) exactly what the model is asked; they are
filled with ``str.format``.  Extraction never raises: an answer without a
usable function is a measured failure that becomes feedback, not a crash.
"""

from __future__ import annotations

import ast
import re
from collections import defaultdict

from llmplanning.autotos.cases import ProblemCase
from llmplanning.autotos.source import DomainSource
from llmplanning.autotos.state_form import STATE_FORM_DOC

DOMAIN_TEMPLATE = """\
This is a planning domain.
{description}{pddl}"""
"""How the domain is introduced: the description and/or the PDDL domain."""

SUCCESSOR_TEMPLATE = """\
{domain}

{state_form}

For example, this is the initial state of one problem:
{example_state}

Provide a Python function `successor_states(state)` that returns a list of all
states reachable from `state` by applying exactly one action whose
preconditions hold in `state`. Return each successor state in the same form
(a frozenset of tuples of strings), with the facts that never change kept in
it. Use only the Python standard library. Answer with the complete function in
one ```python code block."""
"""The first prompt for the successor function."""

GOAL_TEMPLATE = """\
{domain}

{state_form}

For example, this is the initial state of one problem:
{example_state}
and this is its goal:
{example_goal}

Provide a Python function `is_goal(state, goal)` that returns True when the
state satisfies every fact of the goal, and False otherwise. Use only the
Python standard library. Answer with the complete function in one ```python
code block."""
"""The first prompt for the goal test."""

FEEDBACK_TEMPLATE = """\
{feedback}
First think step by step about what went wrong. Then provide the complete
corrected function `{name}` in one ```python code block."""
"""A follow-up message carrying one check's feedback."""

NO_CODE_FEEDBACK = """\
Your answer did not contain a Python function named `{name}` that compiles.
{detail}"""
"""Feedback for an answer without usable code."""


def domain_text(source: DomainSource, *, include_pddl: bool = True) -> str:
    """The domain part of the prompts; the PDDL is always given when there is no
    description (a bare PDDL folder has nothing else to say about its rules)."""
    description = f"{source.description}\n" if source.description else ""
    pddl = ""
    if include_pddl or not source.description:
        pddl = f"\nThe domain in PDDL:\n{source.pddl.strip()}\n"
    return DOMAIN_TEMPLATE.format(description=description, pddl=pddl).rstrip()


def example_state(case: ProblemCase, *, per_predicate: int = 3) -> str:
    """The initial state with the changing facts in full and a few examples of
    each kind of static fact (a grid has hundreds; the model needs their form only)."""
    state = case.codec.to_python(case.task.initial_state)
    dynamic = sorted(state - case.codec.static)
    by_predicate: dict[str, list[tuple[str, ...]]] = defaultdict(list)
    for atom in sorted(case.codec.static):
        by_predicate[atom[0]].append(atom)
    shown = list(dynamic)
    hidden = 0
    for atoms in by_predicate.values():
        keep = atoms if len(atoms) <= 2 * per_predicate else atoms[:per_predicate]
        shown += keep
        hidden += len(atoms) - len(keep)
    text = "frozenset({" + ", ".join(repr(a) for a in shown)
    text += f", ... and {hidden} more facts like these that never change}})" if hidden else "})"
    return text


def successor_prompt(source: DomainSource, case: ProblemCase, *, include_pddl: bool = True) -> str:
    return SUCCESSOR_TEMPLATE.format(domain=domain_text(source, include_pddl=include_pddl),
                                     state_form=STATE_FORM_DOC, example_state=example_state(case))


def goal_prompt(source: DomainSource, case: ProblemCase, *, include_pddl: bool = True) -> str:
    goal = "frozenset({" + ", ".join(repr(tuple(a)) for a in case.goal) + "})"
    return GOAL_TEMPLATE.format(domain=domain_text(source, include_pddl=include_pddl),
                                state_form=STATE_FORM_DOC, example_state=example_state(case),
                                example_goal=goal)


def feedback_message(feedback: str, name: str) -> str:
    return FEEDBACK_TEMPLATE.format(feedback=feedback, name=name)


_FENCE = re.compile(r"```[ \t]*([A-Za-z0-9_+-]*)[^\n]*\n(.*?)(?:```|\Z)", re.DOTALL)
_PYTHON_TAGS = ("", "python", "py", "python3")
_TOP_LEVEL_CODE = re.compile(r"(def |async def |class |import |from |@|#|[A-Za-z_]\w*\s*=)")


def extract_function(text: str, name: str) -> str | None:
    """The code of the answer that defines ``name``; None when there is none.

    Prefers the last fenced block defining ``name`` (models often repeat a
    draft before the final version), as written: a syntax error in it is
    reported by the sandbox with its line.  Falls back to a bare ``def`` in
    the text, trimming trailing prose until it parses (parsing only; the
    code never runs here).
    """
    pattern = re.compile(rf"^\s*(async\s+)?def\s+{re.escape(name)}\s*\(", re.MULTILINE)
    blocks = [m.group(2) for m in _FENCE.finditer(text) if m.group(1).lower() in _PYTHON_TAGS]
    for block in reversed(blocks):
        if pattern.search(block):
            return block.strip("\n") + "\n"  # a syntax error here is feedback, not a miss
    match = pattern.search(text)
    if match is None:
        return None
    return _bare_code(text, match.start())


def _bare_code(text: str, start: int) -> str | None:
    """Code from a bare ``def`` on (with the imports just above it) to the end of
    the indented block that follows it, extended while lines look like code."""
    lines = text[start:].lstrip("\n").splitlines()
    before = text[:start].splitlines()
    header: list[str] = []
    while before and re.match(r"(import |from )", before[-1]):
        header.insert(0, before.pop())
    kept = [lines[0]] if lines else []
    for line in lines[1:]:
        if line.strip() and not line[0].isspace() and not _TOP_LEVEL_CODE.match(line):
            break
        kept.append(line)
    code = "\n".join(header + kept)
    return _parseable(code) or code + "\n"


def _parseable(code: str) -> str | None:
    """``code`` cut back to its longest prefix (by lines) that parses."""
    lines = code.rstrip().splitlines()
    while lines:
        candidate = "\n".join(lines) + "\n"
        try:
            ast.parse(candidate)
        except (SyntaxError, ValueError, RecursionError, MemoryError):
            lines.pop()
            continue
        return candidate
    return None

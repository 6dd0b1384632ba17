"""Read a model's program trace: ``Calling f(args)...`` / ``...f returned X`` pairs and the final answer.

The parser is tolerant where models are sloppy in harmless ways — spacing,
single or double quotes, missing dots, ``true``/``false``, action labels
left unquoted — and strict about meaning: a line it cannot read becomes a
call with a failure status (``bad-args``, ``bad-output``, ``no-return``,
``orphan-return``) at its position, so the localiser can report a parse
failure *of that step*.  Nothing here raises on model text.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from typing import Any

from llmplanning.licl.trace import PROBLEM

CALL_RE = re.compile(r"^\s*\.*\s*Calling\s+([A-Za-z_]\w*)\s*\((.*)\)\s*\.*\s*$")
OPEN_CALL_RE = re.compile(r"^\s*\.*\s*Calling\s+([A-Za-z_]\w*)\s*\(?(.*)$")
RETURN_RE = re.compile(r"^\s*\.*\s*([A-Za-z_]\w*)\s+returned\s*:?\s*(.*?)\s*$")
FINAL_RE = re.compile(r"^\s*(?:#\s*)?Final\s+answer\s*:?\s*(.*?)\s*$", re.IGNORECASE)
BARE_WORD = re.compile(r"(?<![\w'\"-])([A-Za-z_][\w-]*)(?![\w'\"-])")
KEYWORDS = {"True": "True", "False": "False", "None": "None", "true": "True", "false": "False"}
MAX_LITERAL_CHARS = 20_000
"""Longer values are not evaluated (a runaway line is a parse failure, not a slow parse)."""

OK = "ok"
BAD_ARGS = "bad-args"
BAD_OUTPUT = "bad-output"
NO_RETURN = "no-return"
ORPHAN_RETURN = "orphan-return"


@dataclass(frozen=True)
class ParsedCall:
    """One step of a trace as read from the model's text."""

    index: int
    """Position of the step in the trace, from 1."""
    function: str
    args_text: str
    """The argument text as written."""
    args: tuple[Any, ...] | None
    """The argument literals, or None when they could not be read."""
    output_text: str | None
    """The returned text as written (None: no return line)."""
    output: Any
    """The returned literal (meaningful when ``status`` is ``ok``)."""
    status: str
    """``ok`` or the parse failure of this step."""
    line: int
    """Line number (from 1) of the step's first line in the model's text."""

    @property
    def ok(self) -> bool:
        return self.status == OK


@dataclass(frozen=True)
class ParsedTrace:
    """Everything read from one model answer."""

    calls: tuple[ParsedCall, ...]
    final_answer: tuple[str, ...] | None
    """The final answer's action labels; None when absent or unreadable."""
    final_text: str | None
    """The final answer as written (None: there was no final answer line)."""

    @property
    def truncated(self) -> bool:
        """The answer stopped before its final answer line."""
        return self.final_text is None

    def applied_actions(self) -> tuple[str, ...]:
        """Actions of the readable ``apply_action`` calls, in order (the plan a truncated trace implies)."""
        return tuple(str(c.args[1]) for c in self.calls
                     if c.function == "apply_action" and c.args is not None and len(c.args) == 2)


def parse_literal(text: str) -> tuple[bool, Any]:
    """``(True, value)`` for a readable Python literal (with the tolerances above), else ``(False, None)``."""
    text = text.strip().rstrip(".,;").strip()
    if not text or len(text) > MAX_LITERAL_CHARS:
        return False, None
    for candidate in (text, BARE_WORD.sub(_quote_word, text)):
        try:
            return True, ast.literal_eval(candidate)
        except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
            continue
    return False, None


def _quote_word(match: re.Match[str]) -> str:
    word = match.group(1)
    return KEYWORDS.get(word, repr(word))


def parse_args(text: str) -> tuple[Any, ...] | None:
    """The argument tuple of a call (``problem`` is the problem), or None."""
    stripped = text.strip()
    if not stripped:
        return ()
    if stripped == "problem":
        return (PROBLEM,)
    ok, value = parse_literal("(" + stripped + ",)")
    if not ok or not isinstance(value, tuple):
        return None
    return tuple(PROBLEM if v == "problem" else v for v in value)


def parse_trace(text: str) -> ParsedTrace:
    """Read a model's answer (see the module docstring)."""
    calls: list[ParsedCall] = []
    pending: tuple[str, str, int] | None = None
    final_text: str | None = None
    for lineno, line in enumerate(text.splitlines(), start=1):
        if (m := FINAL_RE.match(line)) is not None:
            final_text = m.group(1)
            break
        if (m := CALL_RE.match(line) or OPEN_CALL_RE.match(line)) is not None:
            if pending is not None:
                calls.append(_unreturned(len(calls) + 1, *pending))
            closed = CALL_RE.match(line) is not None
            pending = (m.group(1), m.group(2) if closed else "\x00" + m.group(2), lineno)
            continue
        if (m := RETURN_RE.match(line)) is not None:
            name, value = m.group(1), m.group(2)
            if pending is not None and pending[0] == name:
                calls.append(_returned(len(calls) + 1, *pending, value))
            else:
                if pending is not None:
                    calls.append(_unreturned(len(calls) + 1, *pending))
                calls.append(ParsedCall(len(calls) + 1, name, "", None, value, None, ORPHAN_RETURN, lineno))
            pending = None
    if pending is not None:
        calls.append(_unreturned(len(calls) + 1, *pending))
    return ParsedTrace(tuple(calls), _final_plan(final_text), final_text)


def _args_of(args_text: str) -> tuple[str, tuple[Any, ...] | None]:
    """An unclosed ``Calling f((3, 4)`` is marked with a NUL by the caller: unreadable args."""
    if args_text.startswith("\x00"):
        return args_text[1:], None
    return args_text, parse_args(args_text)


def _returned(index: int, name: str, args_text: str, lineno: int, value: str) -> ParsedCall:
    shown, args = _args_of(args_text)
    ok, output = parse_literal(value)
    status = BAD_ARGS if args is None else (OK if ok else BAD_OUTPUT)
    return ParsedCall(index, name, shown, args, value, output, status, lineno)


def _unreturned(index: int, name: str, args_text: str, lineno: int) -> ParsedCall:
    shown, args = _args_of(args_text)
    return ParsedCall(index, name, shown, args, None, None, NO_RETURN, lineno)


def _final_plan(text: str | None) -> tuple[str, ...] | None:
    if text is None:
        return None
    ok, value = parse_literal(text)
    if ok and isinstance(value, (list, tuple)) and all(isinstance(v, str) for v in value):
        return tuple(value)
    return None

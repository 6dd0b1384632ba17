"""PDDL front ends: read a domain and problem file into Fast Downward's task model.

Two front ends produce the same thing, a ``fast_downward.translate`` task that
the grounder (:mod:`llmplanning.grounding`) instantiates:

* ``unified-planning`` (the default): unified-planning's PDDL reader parses and
  checks the files, its PDDL writer prints the parsed problem, and Fast
  Downward's translator reads that text.  This is exactly the route
  up-fast-downward's grounder engines take; names are mapped back to the ones
  in the files.
* ``fast-downward``: Fast Downward's own translator parser reads the files
  directly.  It accepts PDDL that unified-planning's reader refuses (a name
  used for two things, a predicate called ``in``, ``(either ...)`` types,
  ``aircraft?a`` without a space), so it is the fallback.
"""

from __future__ import annotations

import contextlib
import io
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from llmplanning.errors import PDDLError, UnsupportedFeatureError

UP = "unified-planning"
FD = "fast-downward"


@dataclass(frozen=True)
class ParsedTask:
    """What a front end produced."""

    fd_task: Any
    """A ``fast_downward.translate.pddl.Task`` (fresh: the grounder normalises it in place)."""
    pristine: Any
    """A second, never-normalised copy, kept for explaining plan failures."""
    frontend: str
    """``unified-planning`` or ``fast-downward``."""
    rename: Callable[[str], str]
    """Maps a name in ``fd_task`` back to the name in the PDDL files."""


@contextlib.contextmanager
def quiet() -> Iterator[None]:
    """Silence stdout: Fast Downward's translator prints progress and timers."""
    with contextlib.redirect_stdout(io.StringIO()):
        yield


def quiet_environment() -> None:
    """Stop unified-planning printing engine credits on stdout (it would corrupt ``--json``)."""
    from unified_planning.shortcuts import get_environment

    get_environment().credits_stream = None


def _fd_options() -> None:
    from fast_downward.translate.options import set_options

    # keep-no-ops: an action without effects is still a legal plan step.
    set_options(["domain.pddl", "problem.pddl", "--keep-no-ops"])


def _fd_parse_lists(domain_list: Any, problem_list: Any) -> Any:
    from fast_downward.translate.pddl_parser import parsing_functions

    with quiet():
        return parsing_functions.parse_task(domain_list, problem_list)


def _lisp(text: str, where: str) -> Any:
    from fast_downward.translate.pddl_parser import lisp_parser
    from fast_downward.translate.pddl_parser.parse_error import ParseError

    try:
        return lisp_parser.parse_nested_list(text.splitlines(keepends=True))
    except ParseError as exc:
        raise PDDLError(str(exc).strip(), where) from None


def parse_with_fast_downward(domain_text: str, problem_text: str,
                             domain_file: str, problem_file: str) -> ParsedTask:
    """Fast Downward's parser on the file texts; errors name the file."""
    _fd_options()
    domain_list = _lisp(domain_text, domain_file)
    problem_list = _lisp(problem_text, problem_file)
    from fast_downward.translate.pddl_parser.parse_error import ParseError

    tasks = []
    for _ in range(2):
        try:
            tasks.append(_fd_parse_lists(domain_list, problem_list))
        except (SystemExit, ParseError) as exc:  # the translator exits on semantic errors
            raise PDDLError(_fd_message(exc), _blame(str(exc), domain_file, problem_file)) from None
        except (AssertionError, ValueError, KeyError, TypeError, AttributeError) as exc:
            raise PDDLError(f"Fast Downward's parser rejected the task ({type(exc).__name__}: {exc})",
                            f"{domain_file} / {problem_file}") from None
    _check_types(tasks[1], domain_file, problem_file)
    return ParsedTask(tasks[0], tasks[1], FD, lambda name: name)


def _check_types(task: Any, domain_file: str, problem_file: str) -> None:
    """Refuse undeclared types, which Fast Downward's parser lets through silently."""
    declared = {t.name for t in task.types} | {t.basetype_name for t in task.types} | {"object"}

    def check(type_name: Any, what: str, where: str) -> None:
        names = type_name if isinstance(type_name, (list, tuple)) else [type_name]
        for name in names:
            if name not in declared and name != "either":
                raise PDDLError(f"undefined type {name!r} in {what}", where)

    for pred in task.predicates:
        for arg in pred.arguments:
            check(arg.type_name, f"predicate {pred.name}", domain_file)
    for action in task.actions:
        for param in action.parameters:
            check(param.type_name, f"action {action.name}", domain_file)
    for obj in task.objects:
        check(obj.type_name, f"object {obj.name}", problem_file)


def parse_with_unified_planning(domain_file: str, problem_file: str) -> ParsedTask:
    """unified-planning's reader, printed back as PDDL and read by Fast Downward."""
    from unified_planning.io import PDDLReader, PDDLWriter

    quiet_environment()
    problem = PDDLReader().parse_problem(domain_file, problem_file)
    _check_up_features(problem, domain_file)
    writer = PDDLWriter(problem)
    domain_text = writer.get_domain()
    problem_text = writer.get_problem()
    parsed = parse_with_fast_downward(domain_text, problem_text, domain_file, problem_file)
    return ParsedTask(parsed.fd_task, parsed.pristine, UP, _renamer(writer))


def _renamer(writer: Any) -> Callable[[str], str]:
    cache: dict[str, str] = {}

    def rename(name: str) -> str:
        found = cache.get(name)
        if found is None:
            try:
                found = str(writer.get_item_named(name).name).lower()
            except Exception:  # not a writer-made name: keep it (e.g. "=")
                found = name
            cache[name] = found
        return found

    return rename


def _check_up_features(problem: Any, domain_file: str) -> None:
    """Refuse, by name, what Fast Downward's grounder would mis-handle or reject."""
    kind = problem.kind
    refused = {
        "CONTINUOUS_TIME": "durative actions",
        "DISCRETE_TIME": "durative actions",
        "INTERMEDIATE_CONDITIONS_AND_EFFECTS": "durative actions",
        "TIMED_EFFECTS": "timed initial literals",
        "TIMED_GOALS": "timed goals",
        "PROCESSES": "processes",
        "EVENTS": "events",
    }
    for feature, words in refused.items():
        if feature in kind.features:
            raise UnsupportedFeatureError(f"the task uses {words}, which llmplanning does not support",
                                          domain_file)
    # Numeric fluents other than action costs are refused by Fast Downward's
    # translator itself, with a message naming them (see grounding.ground).


def _fd_message(exc: BaseException) -> str:
    """One line from the translator's multi-line context trace."""
    lines = [line.strip().lstrip("->").strip() for line in str(exc).strip().splitlines()]
    lines = [line[len("Error: "):] if line.startswith("Error: ") else line for line in lines if line]
    return " > ".join(lines) or type(exc).__name__


def _blame(message: str, domain_file: str, problem_file: str) -> str:
    """Name the file an FD error message is about (it rarely says)."""
    lowered = message.lower()
    if lowered.startswith("parsing domain"):
        return domain_file
    if lowered.startswith("parsing problem") or lowered.startswith("parsing task"):
        return problem_file
    if "problem" in lowered and "domain" not in lowered:
        return problem_file
    if "domain" in lowered and "problem" not in lowered:
        return domain_file
    return f"{domain_file} / {problem_file}"


def read_text(path: str | Path, what: str) -> str:
    """A PDDL file's text, or a :class:`PDDLError` saying why it cannot be read."""
    p = Path(path)
    if not p.exists():
        raise PDDLError(f"{what} file does not exist", str(p))
    if p.is_dir():
        raise PDDLError(f"{what} file is a directory, not a file", str(p))
    try:
        data = p.read_bytes()
    except OSError as exc:
        raise PDDLError(f"cannot read {what} file: {exc.strerror}", str(p)) from None
    if b"\x00" in data:
        raise PDDLError(f"{what} file is binary, not PDDL text", str(p))
    text = data.decode("latin-1")
    if not strip_comments(text).strip():
        raise PDDLError(f"{what} file is empty", str(p))
    check_parentheses(text, str(p))
    return text


def strip_comments(text: str) -> str:
    return "\n".join(line.split(";", 1)[0] for line in text.splitlines())


def check_parentheses(text: str, where: str) -> None:
    """Report the line of an unbalanced parenthesis (the parsers don't say)."""
    opened: list[int] = []
    for lineno, line in enumerate(text.splitlines(), start=1):
        for char in line.split(";", 1)[0]:
            if char == "(":
                opened.append(lineno)
            elif char == ")":
                if not opened:
                    raise PDDLError(f"unexpected ')' at line {lineno}", f"{where}:{lineno}")
                opened.pop()
    if opened:
        raise PDDLError(f"'(' opened at line {opened[-1]} is never closed", f"{where}:{opened[-1]}")
    if not text.lstrip().startswith("(") and not strip_comments(text).lstrip().startswith("("):
        raise PDDLError("not PDDL: the file does not start with '('", where)

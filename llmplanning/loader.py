"""Load a domain and problem file into a grounded :class:`~llmplanning.task.Task`.

Pipeline (each step a few lines, like pyperplan's ``planner.py``): check the
files are readable PDDL text, parse them with a front end
(:mod:`llmplanning.frontends`), ground with Fast Downward's reachability
analysis (:mod:`llmplanning.grounding`).

``frontend="auto"`` tries unified-planning's reader first and falls back to
Fast Downward's parser when unified-planning refuses the files; the task
records which one read it (``task.frontend``).
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Literal

from llmplanning.errors import PDDLError
from llmplanning.frontends import (
    FD,
    UP,
    ParsedTask,
    parse_with_fast_downward,
    parse_with_unified_planning,
    read_text,
)
from llmplanning.grounding import ground
from llmplanning.task import Task

log = logging.getLogger(__name__)

Frontend = Literal["auto", "up", "fd"]
FRONTENDS: tuple[str, ...] = ("auto", "up", "fd")


def load_task(domain_file: str | Path, problem_file: str | Path, frontend: Frontend = "auto") -> Task:
    """Parse and ground a PDDL task.

    Raises :class:`~llmplanning.errors.PDDLError` (naming the file, and the line
    where known) for unreadable or malformed PDDL, and
    :class:`~llmplanning.errors.UnsupportedFeatureError` for PDDL features the
    engine refuses rather than mis-simulates.
    """
    domain_file, problem_file = str(domain_file), str(problem_file)
    domain_text = read_text(domain_file, "domain")
    problem_text = read_text(problem_file, "problem")
    parsed = _parse(domain_text, problem_text, domain_file, problem_file, frontend)
    task = ground(parsed, domain_file, problem_file)
    log.info("loaded %s with %s: %d atoms, %d actions", problem_file, task.frontend,
             len(task.atoms), len(task.actions))
    return task


def _parse(domain_text: str, problem_text: str, domain_file: str, problem_file: str,
           frontend: str) -> ParsedTask:
    if frontend not in FRONTENDS:
        raise PDDLError(f"unknown front end {frontend!r}; choose one of {', '.join(FRONTENDS)}")
    if frontend == "fd":
        return parse_with_fast_downward(domain_text, problem_text, domain_file, problem_file)
    try:
        return parse_with_unified_planning(domain_file, problem_file)
    except PDDLError:
        if frontend == "up":
            raise
        up_error: Exception | None = None
    except Exception as exc:  # unified-planning raises many unrelated types
        if frontend == "up":
            raise PDDLError(f"unified-planning's reader refused the task: {_one_line(exc)}",
                            f"{domain_file} / {problem_file}") from None
        up_error = exc
    log.info("unified-planning could not read %s (%s); using %s", problem_file, up_error, FD)
    try:
        return parse_with_fast_downward(domain_text, problem_text, domain_file, problem_file)
    except PDDLError as fd_error:
        if up_error is not None and _has_line(up_error):
            raise PDDLError(_one_line(up_error), fd_error.where) from None
        raise


def _one_line(exc: Exception) -> str:
    return " ".join(str(exc).split())[:500] or type(exc).__name__


def _has_line(exc: Exception) -> bool:
    return "line" in str(exc).lower()


__all__ = ["load_task", "Task", "FRONTENDS", "UP", "FD"]

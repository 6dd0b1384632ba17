"""Optimal plans from Fast Downward, the planner shipped inside up-fast-downward.

The planner is run as a separate process on the PDDL files themselves (its
own translator reads every IPC file, including those unified-planning's
reader refuses), with A* and an admissible heuristic, so the plan cost is the
optimal cost.  One call costs 150–250 ms of process start and translation:
this is for whole problems (``llmplanning plan``, cross-checks), never for one
query per state — the oracle answers those from its own search.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from llmplanning.errors import LLMPlanningError
from llmplanning.plans import read_plan


class PlannerStatus(str, Enum):
    SOLVED = "solved"
    UNSOLVABLE = "unsolvable"
    TIMEOUT = "timeout"
    ERROR = "error"


@dataclass(frozen=True)
class PlannerResult:
    """The outcome of one optimal planner run."""

    status: PlannerStatus
    plan: tuple[str, ...] | None
    """Ground action names in IPC form, when solved."""
    cost: int | None
    seconds: float
    message: str = ""


#: admissible searches (the plan cost is optimal for all of them).
SEARCHES: dict[str, str] = {
    "lmcut": "astar(lmcut())",
    "blind": "astar(blind())",
    "hmax": "astar(hmax())",
}

_UNSOLVABLE_CODES = {10, 11}
_TIMEOUT_CODES = {21, 23, 24}


def fast_downward_script() -> Path:
    """Path of ``fast-downward.py`` inside the installed up-fast-downward."""
    try:
        import up_fast_downward
    except ImportError as exc:  # a core dependency: only a broken install gets here
        raise LLMPlanningError(f"up-fast-downward is not installed: {exc}") from None
    return Path(up_fast_downward.__file__).parent / "downward" / "fast-downward.py"


def optimal_plan(domain_file: str | Path, problem_file: str | Path, *, search: str = "lmcut",
                 time_limit: float = 60.0) -> PlannerResult:
    """Run Fast Downward with an admissible A* search and read its plan."""
    import time

    start = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="llmplanning-fd-") as tmp:
        plan_file = Path(tmp) / "sas_plan"
        cmd = [sys.executable, str(fast_downward_script()), "--plan-file", str(plan_file),
               "--sas-file", str(Path(tmp) / "output.sas"),
               "--overall-time-limit", f"{max(1, int(time_limit))}s",
               str(Path(domain_file).resolve()), str(Path(problem_file).resolve()),
               "--search", SEARCHES.get(search, search)]
        try:
            proc = subprocess.run(cmd, cwd=tmp, capture_output=True, text=True,
                                  timeout=2 * time_limit + 10)
        except subprocess.TimeoutExpired:  # the planner's own limit counts CPU time only
            return PlannerResult(PlannerStatus.TIMEOUT, None, None, time.perf_counter() - start)
        seconds = time.perf_counter() - start
        if proc.returncode == 0 and plan_file.exists():
            plan = read_plan(plan_file)
            names = tuple(s.name for s in plan.steps if s.name is not None)
            return PlannerResult(PlannerStatus.SOLVED, names, _cost(plan_file), seconds)
    if proc.returncode in _UNSOLVABLE_CODES:
        return PlannerResult(PlannerStatus.UNSOLVABLE, None, None, seconds)
    if proc.returncode in _TIMEOUT_CODES:
        return PlannerResult(PlannerStatus.TIMEOUT, None, None, seconds)
    tail = (proc.stderr or proc.stdout).strip().splitlines()[-3:]
    return PlannerResult(PlannerStatus.ERROR, None, None, seconds,
                         f"exit code {proc.returncode}: {' | '.join(tail)}")


def _cost(plan_file: Path) -> int | None:
    for line in plan_file.read_text().splitlines():
        if line.startswith("; cost ="):
            return int(line.split("=")[1].split()[0])
    return None

"""Exact oracles over a loaded task: distances, optimal actions, optimal plans.

``make_oracle(task)`` picks a strategy: the explicit-state table when the
reachable state space fits ``max_states`` (every query is then a lookup),
otherwise memoised A* from the queried state.  Both implement
:class:`~llmplanning.oracle.base.Oracle`, so callers never care which one
answered.  The PTP subroutine oracle for L-ICL traces lives in
:mod:`llmplanning.oracle.ptp`.
"""

from __future__ import annotations

from llmplanning.oracle.base import (
    OptimalPlan,
    Oracle,
    OracleError,
    SearchBudgetExceeded,
    StateReport,
    StateSpaceTooLarge,
    report_state,
)
from llmplanning.oracle.explicit import ExplicitOracle
from llmplanning.oracle.search import SearchOracle
from llmplanning.task import Task

DEFAULT_MAX_STATES = 2_000_000
"""Largest reachable state space the automatic choice tabulates."""

STRATEGIES = ("auto", "explicit", "search")
"""Names accepted by :func:`make_oracle`."""


def make_oracle(task: Task, strategy: str = "auto", *, max_states: int = DEFAULT_MAX_STATES,
                heuristic: str = "hmax", max_expansions: int = 1_000_000) -> Oracle:
    """An oracle for ``task``.

    ``auto`` explores the state space up to ``max_states`` and falls back to
    search when it is larger (the partial exploration is thrown away: its cost
    is bounded by the cap).  ``explicit`` raises :class:`StateSpaceTooLarge`
    instead of falling back; ``search`` never explores.  ``heuristic``
    (``hmax`` or ``blind``) and ``max_expansions`` configure the search
    strategy, also when the explicit one meets a state outside its table.
    """
    if strategy not in STRATEGIES:
        raise OracleError(f"unknown oracle strategy {strategy!r} (known: {', '.join(STRATEGIES)})")
    if strategy == "search":
        return SearchOracle(task, heuristic, max_expansions)
    try:
        return ExplicitOracle(task, max_states)
    except StateSpaceTooLarge:
        if strategy == "explicit":
            raise
        return SearchOracle(task, heuristic, max_expansions)


__all__ = [
    "DEFAULT_MAX_STATES",
    "STRATEGIES",
    "ExplicitOracle",
    "OptimalPlan",
    "Oracle",
    "OracleError",
    "SearchBudgetExceeded",
    "SearchOracle",
    "StateReport",
    "StateSpaceTooLarge",
    "make_oracle",
    "report_state",
]

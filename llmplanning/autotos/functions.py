"""The model's two functions, loaded in a sandbox and called in batches.

The toolkit never runs model-written code itself: :class:`GeneratedFunctions`
loads the harness (:mod:`llmplanning.autotos.sandbox_harness`) and both
answers into one sandbox worker, and every question — expand these states,
judge these states, search this problem — is one sandbox call.  Whatever the
code does (raise, loop, return junk) comes back as a :class:`CodeFailure`
value naming the function and, where known, the state.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import resources
from typing import Any, Self

from llmplanning.autotos.state_form import WireState
from llmplanning.sandbox import Limits, Sandbox

SUCCESSOR = "successor"
"""Tag of the successor function (``successor_states``)."""
GOAL = "goal"
"""Tag of the goal test (``is_goal``)."""
FUNCTION_NAMES = {SUCCESSOR: "successor_states", GOAL: "is_goal"}
"""Tag -> the Python name the prompt asks for."""

DEFAULT_LIMITS = Limits(timeout_s=20.0, cpu_s=20, memory_bytes=1024 * 2**20)
"""Limits of one batched call (a whole BFS layer or a whole search)."""


@dataclass(frozen=True)
class CodeFailure:
    """Model code that did not do its job: it failed to load, raised, hung or returned junk."""

    function: str
    """``"successor"`` or ``"goal"``: which answer is at fault."""
    kind: str
    """``"load"`` (syntax error, missing function), ``"exception"``, ``"timeout"``
    or another sandbox failure kind."""
    text: str
    """What went wrong, as feedback text (traceback included)."""
    state: WireState | None = None
    """The state the function was called on, when known."""


@dataclass(frozen=True)
class ExpandResult:
    """Successors of a batch of states; stops at the first failure."""

    successors: tuple[tuple[WireState, ...], ...]
    """For each state up to the failure: its successors in wire form."""
    failure: CodeFailure | None = None


@dataclass(frozen=True)
class GoalResult:
    """Goal verdicts of a batch of states; stops at the first failure."""

    verdicts: tuple[bool, ...]
    failure: CodeFailure | None = None


@dataclass(frozen=True)
class SearchResult:
    """The outcome of BFS/DFS run inside the sandbox with the generated functions."""

    status: str
    """``found``, ``exhausted`` (no goal reachable), ``limit`` (expansions
    budget spent) or ``error`` (see ``failure``)."""
    path: tuple[WireState, ...] = ()
    """States from the initial state to the goal, when found."""
    expanded: int = 0
    """States expanded by the search."""
    failure: CodeFailure | None = None


def harness_code(successor_code: str, goal_code: str) -> str:
    """The text loaded into the sandbox: the harness plus both answers as data."""
    harness = resources.files("llmplanning.autotos").joinpath("sandbox_harness.py").read_text()
    sources = {SUCCESSOR: successor_code, GOAL: goal_code}
    return f"{harness}\n_SOURCES.update({sources!r})\n"


class GeneratedFunctions:
    """Both generated functions in one sandbox worker; use as a context manager."""

    def __init__(self, successor_code: str, goal_code: str, limits: Limits | None = None) -> None:
        self.limits = limits or DEFAULT_LIMITS
        self._sandbox = Sandbox(harness_code(successor_code, goal_code), self.limits,
                                args_as_tuples=False)
        self._loaded: dict[str, CodeFailure | None] = {}

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        self._sandbox.close()

    def load(self, function: str) -> CodeFailure | None:
        """Load one answer (once); its failure, or None when the function is ready.

        Loading is a call of its own so that code hanging at import time is
        blamed on the answer that contains it.  A worker restarted after a
        crash loads again transparently.
        """
        if function in self._loaded:
            return self._loaded[function]
        result = self._sandbox.call("_autotos_load", [function])
        failure = None
        if not result.ok:
            failure = CodeFailure(function, result.failure.kind if result.failure else "?",
                                  result.feedback())
        elif result.value is not None:
            failure = CodeFailure(function, "load", str(result.value))
        self._loaded[function] = failure
        return failure

    def expand(self, states: list[WireState]) -> ExpandResult:
        """Call ``successor_states`` on each state (one sandbox call)."""
        failure = self._ready(SUCCESSOR)
        if failure is not None:
            return ExpandResult((), failure)
        value, failure = self._call(SUCCESSOR, "_autotos_expand", [states], states)
        if failure is not None:
            return ExpandResult((), failure)
        successors: list[tuple[WireState, ...]] = []
        for item in value:
            if "error" in item:
                return ExpandResult(tuple(successors), _item_failure(item))
            successors.append(tuple(item["successors"]))
        return ExpandResult(tuple(successors))

    def goal(self, states: list[WireState], goal: WireState) -> GoalResult:
        """Call ``is_goal(state, goal)`` on each state (one sandbox call)."""
        failure = self._ready(GOAL)
        if failure is not None:
            return GoalResult((), failure)
        value, failure = self._call(GOAL, "_autotos_goal", [states, goal], states)
        if failure is not None:
            return GoalResult((), failure)
        verdicts: list[bool] = []
        for item in value:
            if "error" in item:
                return GoalResult(tuple(verdicts), _item_failure(item))
            verdicts.append(bool(item["goal"]))
        return GoalResult(tuple(verdicts))

    def search(self, initial: WireState, goal: WireState, algorithm: str,
               max_expansions: int) -> SearchResult:
        """Run BFS (``"bfs"``) or DFS (``"dfs"``) entirely inside the sandbox."""
        for function in (SUCCESSOR, GOAL):
            failure = self._ready(function)
            if failure is not None:
                return SearchResult("error", failure=failure)
        args = [initial, goal, algorithm, max_expansions]
        value, failure = self._call("search", "_autotos_search", args, [])
        if failure is not None:
            return SearchResult("error", failure=failure)
        if value.get("status") == "error":
            return SearchResult("error", expanded=int(value.get("expanded", 0)),
                                failure=_item_failure(value))
        return SearchResult(str(value["status"]), tuple(value.get("path", ())),
                            int(value.get("expanded", 0)))

    def _ready(self, function: str) -> CodeFailure | None:
        return self.load(function)

    def _call(self, function: str, name: str, args: list[Any],
              states: list[WireState]) -> tuple[Any, CodeFailure | None]:
        """One sandbox call; a sandbox-level failure (timeout, crash) is blamed on
        ``function`` and, for a one-state batch, on that state."""
        result = self._sandbox.call(name, args)
        if result.ok:
            return result.value, None
        self._loaded.clear()  # the worker may have been replaced: load again
        kind = result.failure.kind if result.failure is not None else "?"
        state = states[0] if len(states) == 1 else None
        return None, CodeFailure(function, kind, result.feedback(), state)


def _item_failure(item: dict[str, Any]) -> CodeFailure:
    function = str(item.get("error", SUCCESSOR))
    name = FUNCTION_NAMES.get(function, function)
    text = f"{name} raised an exception:\n{item.get('text', '')}"
    return CodeFailure(function, "exception", text, item.get("state"))

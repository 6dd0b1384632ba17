"""Code that runs INSIDE the sandbox, next to the model's two functions.

This file is never imported by the toolkit for its functions: its text is
loaded into a sandbox worker (see :mod:`llmplanning.autotos.functions`),
followed by a line that fills ``_SOURCES`` with the model's code.  Each
generated function is compiled in a namespace of its own, so a successor
answer that also defines ``is_goal`` cannot shadow the goal answer, and a
failure is attributed to the function that caused it.

Batching is the point: one sandbox call expands a whole BFS layer or runs a
whole search, instead of one process round trip per state.  Every result is
plain JSON data; every failure of the model's code is returned as a dict
naming the state it happened on, never raised, so the caller can turn it into
feedback.  Only modules the sandbox preloads may be imported here.
"""

import linecache
import traceback
from collections import deque

_SOURCES: dict = {}
_FUNCS: dict = {}
_NAMES = {"successor": "successor_states", "goal": "is_goal"}


def _trace(exc, filename):
    frames = [f for f in traceback.extract_tb(exc.__traceback__) if f.filename == filename]
    text = "Traceback (most recent call last):\n" if frames else ""
    text += "".join(traceback.format_list(frames))
    text += "".join(traceback.format_exception_only(type(exc), exc))
    return text[-3000:]


def _autotos_load(which):
    """Compile and run one answer's code; None when its function is ready."""
    name = _NAMES[which]
    filename = "<" + name + ">"
    source = _SOURCES.get(which, "")
    linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
    try:
        code = compile(source, filename, "exec")
    except SyntaxError as exc:
        line = (exc.text or "").rstrip()
        return f"The code has a syntax error on line {exc.lineno}: {exc.msg}\n    {line}"
    except (ValueError, RecursionError) as exc:
        return f"The code could not be compiled: {exc}"
    namespace = {"__name__": "generated_" + which}
    try:
        exec(code, namespace)  # noqa: S102 - this is the sandbox
    except MemoryError:
        raise
    except (Exception, SystemExit) as exc:  # noqa: BLE001 - model code raises anything
        return "The code raised an exception while it was loaded:\n" + _trace(exc, filename)
    func = namespace.get(name)
    if not callable(func):
        return f"The code does not define a function named {name!r}."
    _FUNCS[which] = func
    return None


def _state_in(wire):
    return frozenset(tuple(a) for a in wire)


def _state_out(value):
    """A returned successor as the wire form; raises TypeError with a reason."""
    if isinstance(value, (str, bytes, dict)) or not hasattr(value, "__iter__"):
        raise TypeError(f"a state must be a frozenset of tuples, got "
                        f"{type(value).__name__} {value!r}")
    atoms = set()
    for atom in value:
        if isinstance(atom, str) or not hasattr(atom, "__iter__"):
            raise TypeError(f"each fact of a state must be a tuple of strings, got {atom!r}")
        atom = tuple(atom)
        if not atom or not all(isinstance(x, str) for x in atom):
            raise TypeError(f"each fact of a state must be a tuple of strings, got {atom!r}")
        atoms.add(atom)
    return sorted(list(a) for a in atoms)


def _successors(state):
    """The successor states of one Python-form state, as wire forms."""
    result = _FUNCS["successor"](state)
    if isinstance(result, (str, bytes, dict)) or not hasattr(result, "__iter__"):
        raise TypeError(f"successor_states must return a list of states, got "
                        f"{type(result).__name__}")
    return [_state_out(s) for s in result]


def _goal(state, goal):
    result = _FUNCS["goal"](state, goal)
    if result is True or result is False:
        return result
    if isinstance(result, int) and result in (0, 1):
        return bool(result)
    raise TypeError(f"is_goal must return True or False, got "
                    f"{type(result).__name__} {result!r}")


def _failure(which, exc, state):
    return {"error": which, "state": sorted(list(a) for a in state),
            "text": _trace(exc, "<" + _NAMES[which] + ">")}


def _autotos_expand(states):
    """Successors of each state, stopping at the first exception."""
    out = []
    for wire in states:
        state = _state_in(wire)
        try:
            out.append({"successors": _successors(state)})
        except MemoryError:
            raise
        except (Exception, SystemExit) as exc:  # noqa: BLE001 - model code raises anything
            out.append(_failure("successor", exc, state))
            break
    return out


def _autotos_goal(states, goal):
    """The goal verdict of each state, stopping at the first exception."""
    goal = _state_in(goal)
    out = []
    for wire in states:
        state = _state_in(wire)
        try:
            out.append({"goal": _goal(state, goal)})
        except MemoryError:
            raise
        except (Exception, SystemExit) as exc:  # noqa: BLE001 - model code raises anything
            out.append(_failure("goal", exc, state))
            break
    return out


def _autotos_search(initial, goal, algorithm, max_expansions):
    """BFS or DFS with the generated functions; the path of states to a goal.

    The goal test runs when a state is taken from the frontier, so BFS returns
    a shortest path.  An explicit stack (not recursion) keeps DFS from
    exhausting the call stack on deep spaces.
    """
    goal = _state_in(goal)
    start = _state_in(initial)
    parent = {start: None}
    frontier = deque([start])
    expanded = 0
    while frontier:
        state = frontier.popleft() if algorithm == "bfs" else frontier.pop()
        try:
            if _goal(state, goal):
                return {"status": "found", "path": _path(parent, state), "expanded": expanded}
        except MemoryError:
            raise
        except (Exception, SystemExit) as exc:  # noqa: BLE001 - model code raises anything
            return dict(_failure("goal", exc, state), status="error", expanded=expanded)
        if expanded >= max_expansions:
            return {"status": "limit", "expanded": expanded}
        expanded += 1
        try:
            children = [_state_in(s) for s in _successors(state)]
        except MemoryError:
            raise
        except (Exception, SystemExit) as exc:  # noqa: BLE001 - model code raises anything
            return dict(_failure("successor", exc, state), status="error", expanded=expanded)
        for child in children:
            if child not in parent:
                parent[child] = state
                frontier.append(child)
    return {"status": "exhausted", "expanded": expanded}


def _path(parent, state):
    path = []
    while state is not None:
        path.append(sorted(list(a) for a in state))
        state = parent[state]
    return path[::-1]

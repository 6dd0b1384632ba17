"""Format PDDL problem text deterministically.

Plain string formatting is used instead of a PDDL library's printer so that the
output is byte-stable across library versions: the committed problem splits are
regenerated and compared byte for byte by the tests.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

#: objects per line in the ``:objects`` section.
_OBJECTS_PER_LINE = 10


def atom(predicate: str, *args: str) -> str:
    """Return the PDDL atom ``(predicate arg ...)``."""
    return "(" + " ".join((predicate, *args)) + ")"


def format_problem(
    name: str,
    domain: str,
    objects: Mapping[str, Sequence[str]],
    init: Sequence[str],
    goal: Sequence[str],
    *,
    comments: Sequence[str] = (),
    metric: str | None = None,
) -> str:
    """Return the text of a typed PDDL problem.

    ``objects`` maps a type name to its objects (written in the given order, types
    in the given order); ``init`` and ``goal`` are atom strings written one per
    line in the given order.  ``comments`` become leading ``;`` lines, which PDDL
    parsers ignore but humans and :func:`read_header` can read.
    """
    lines = [f"; {c}" if c else ";" for c in comments]
    lines.append(f"(define (problem {name})")
    lines.append(f"  (:domain {domain})")
    lines.append("  (:objects")
    for type_name, names in objects.items():
        if not names:
            continue
        for i in range(0, len(names), _OBJECTS_PER_LINE):
            chunk = " ".join(names[i : i + _OBJECTS_PER_LINE])
            lines.append(f"    {chunk} - {type_name}")
    lines.append("  )")
    lines.append("  (:init")
    lines.extend(f"    {a}" for a in init)
    lines.append("  )")
    if not goal:
        lines.append("  (:goal (and))")
    elif len(goal) == 1:
        lines.append(f"  (:goal {goal[0]})")
    else:
        lines.append("  (:goal (and")
        lines.extend(f"    {a}" for a in goal)
        lines.append("  ))")
    if metric is not None:
        lines.append(f"  (:metric {metric})")
    lines.append(")")
    return "\n".join(lines) + "\n"


def read_header(text: str) -> dict[str, str]:
    """Return the ``; key: value`` comment lines at the top of a problem text."""
    header: dict[str, str] = {}
    for line in text.splitlines():
        if not line.startswith(";"):
            break
        body = line[1:].strip()
        if ":" in body:
            key, value = body.split(":", 1)
            header[key.strip()] = value.strip()
    return header

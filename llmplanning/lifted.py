"""The lifted (schematic) view of a task, used to explain why a plan step fails.

The ground task only holds actions that are reachable in the relaxed sense,
so a step such as ``(move c1-1 c5-5)`` between two cells that are not
adjacent has no ground action at all.  To say *why* it fails, the step is
checked against its action schema: the schema exists, the arity matches, every
argument is a known object of the right type, and the precondition is
evaluated on the state, listing the literals that do not hold in PDDL syntax.

Formulas use a small tuple language of their own so that nothing from the
PDDL front ends leaks past the loader:
``("atom", pred, args)``, ``("not", f)``, ``("and", fs)``, ``("or", fs)``,
``("forall", params, f)``, ``("exists", params, f)``, ``("true",)``,
``("false",)``; ``params`` is a tuple of ``(variable, type)``.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

Formula = tuple[Any, ...]
Holds = Callable[[str], bool]


@dataclass(frozen=True)
class Schema:
    """A lifted action."""

    name: str
    params: tuple[tuple[str, str], ...]
    """``(variable, type)`` pairs, e.g. ``(("?from", "cell"), ("?to", "cell"))``."""
    precondition: Formula


@dataclass(frozen=True)
class LiftedDomain:
    """Action schemas, objects and types of a task, with original names."""

    schemas: dict[str, Schema]
    objects: dict[str, str]
    """Object or constant -> declared type."""
    parents: dict[str, str]
    """Type -> its parent type (``object`` has none)."""
    goal: Formula

    def is_of_type(self, obj: str, type_name: str) -> bool:
        """Whether ``obj`` is an object of ``type_name`` or of a subtype."""
        current: str | None = self.objects.get(obj)
        if type_name in ("object", "") or type_name.startswith("either"):
            return current is not None
        while current is not None:
            if current == type_name:
                return True
            current = self.parents.get(current)
        return False

    def objects_of(self, type_name: str) -> list[str]:
        return sorted(o for o in self.objects if self.is_of_type(o, type_name))

    def unsatisfied(self, formula: Formula, holds: Holds,
                    binding: dict[str, str] | None = None) -> list[str]:
        """Literals of ``formula`` that are false, in PDDL syntax (empty when it holds)."""
        return list(_unsatisfied(self, formula, binding or {}, holds))


def _unsatisfied(dom: LiftedDomain, f: Formula, binding: dict[str, str],
                 holds: Holds) -> Iterator[str]:
    kind = f[0]
    if kind == "atom":
        text = atom_text(f[1], [binding.get(a, a) for a in f[2]])
        if not _atom_holds(f[1], [binding.get(a, a) for a in f[2]], text, holds):
            yield text
    elif kind == "not" and f[1][0] == "atom":
        inner = f[1]
        args = [binding.get(a, a) for a in inner[2]]
        text = atom_text(inner[1], args)
        if _atom_holds(inner[1], args, text, holds):
            yield f"(not {text})"
    elif kind == "and":
        for part in f[1]:
            yield from _unsatisfied(dom, part, binding, holds)
    elif kind == "or":
        missing = [list(_unsatisfied(dom, part, binding, holds)) for part in f[1]]
        if all(missing):
            yield from min(missing, key=len)
    elif kind in ("forall", "exists"):
        yield from _quantified(dom, f, binding, holds)
    elif kind == "false":
        yield "(false)"
    elif kind == "not":
        if not list(_unsatisfied(dom, f[1], binding, holds)):
            yield f"(not {format_formula(f[1], binding)})"


def _quantified(dom: LiftedDomain, f: Formula, binding: dict[str, str],
                holds: Holds) -> Iterator[str]:
    params, body = f[1], f[2]
    domains = [dom.objects_of(t) for _, t in params]
    found: list[str] = []
    for values in itertools.product(*domains):
        inner = dict(binding)
        inner.update({var: val for (var, _), val in zip(params, values)})
        missing = list(_unsatisfied(dom, body, inner, holds))
        if f[0] == "exists" and not missing:
            return
        found.extend(missing)
    if f[0] == "forall":
        yield from found
    else:
        yield format_formula(f, binding)


def _atom_holds(pred: str, args: list[str], text: str, holds: Holds) -> bool:
    if pred == "=":
        return args[0] == args[1]
    return holds(text)


def atom_text(pred: str, args: list[str] | tuple[str, ...]) -> str:
    return f"({pred} {' '.join(args)})" if args else f"({pred})"


def format_formula(f: Formula, binding: dict[str, str] | None = None) -> str:
    """PDDL text of a formula, with bound variables replaced."""
    b = binding or {}
    kind = f[0]
    if kind == "atom":
        return atom_text(f[1], [b.get(a, a) for a in f[2]])
    if kind == "not":
        return f"(not {format_formula(f[1], b)})"
    if kind in ("and", "or"):
        return f"({kind} " + " ".join(format_formula(p, b) for p in f[1]) + ")"
    if kind in ("forall", "exists"):
        params = " ".join(f"{v} - {t}" for v, t in f[1])
        return f"({kind} ({params}) {format_formula(f[2], b)})"
    return f"({kind})"


# -- conversion from Fast Downward's task model --------------------------------
def from_fd_task(task: Any, rename: Callable[[str], str]) -> LiftedDomain:
    """Convert a never-normalised ``fast_downward.translate`` task."""
    schemas = {}
    for action in task.actions:
        name = rename(action.name)
        params = tuple((p.name, rename(_type_name(p.type_name))) for p in action.parameters)
        schemas[name] = Schema(name, params, _convert(action.precondition, rename))
    objects = {rename(o.name): rename(_type_name(o.type_name)) for o in task.objects}
    parents = {rename(t.name): rename(t.basetype_name) for t in task.types if t.basetype_name}
    return LiftedDomain(schemas, objects, parents, _convert(task.goal, rename))


def _type_name(type_name: Any) -> str:
    if isinstance(type_name, (tuple, list)):
        return "either " + " ".join(type_name)
    return str(type_name)


def _convert(cond: Any, rename: Callable[[str], str]) -> Formula:
    from fast_downward.translate.pddl import conditions as c

    def arg(a: str) -> str:
        return a if a.startswith("?") else rename(a)

    if isinstance(cond, c.Atom):
        pred = cond.predicate if cond.predicate == "=" else rename(cond.predicate)
        return ("atom", pred, tuple(arg(a) for a in cond.args))
    if isinstance(cond, c.NegatedAtom):
        pred = cond.predicate if cond.predicate == "=" else rename(cond.predicate)
        return ("not", ("atom", pred, tuple(arg(a) for a in cond.args)))
    if isinstance(cond, c.Conjunction):
        return ("and", tuple(_convert(p, rename) for p in cond.parts))
    if isinstance(cond, c.Disjunction):
        return ("or", tuple(_convert(p, rename) for p in cond.parts))
    if isinstance(cond, (c.UniversalCondition, c.ExistentialCondition)):
        kind = "forall" if isinstance(cond, c.UniversalCondition) else "exists"
        params = tuple((p.name, rename(_type_name(p.type_name))) for p in cond.parameters)
        return (kind, params, _convert(cond.parts[0], rename))
    if isinstance(cond, c.Falsity):
        return ("false",)
    return ("true",)

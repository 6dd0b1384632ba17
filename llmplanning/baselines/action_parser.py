"""One action-sequence parser for every baseline (the L-ICL paper's Appendix D.3).

Models write plans in many shapes: an explicit ``Final Action Sequence:`` line,
comma- or arrow-separated lines, numbered lists, JSON lists, direction words
(``north``, ``up``) or letters (``N``), and PDDL actions ``(pick-up a)``.  The
parser tries, in order: the last ``Final Action Sequence`` line that holds
actions, the last JSON list, the last action list (a separated line or a
numbered/bulleted block), and finally every action-like token of the answer.

A grid label names no cell, so the sequence is *walked* from the initial
state: ``north`` becomes the ``move-north`` (or ``push-north``) ground action
applicable where the agent stands.  A label that is not applicable there is
turned into the ground name of the move toward that cell (``(move-north c3-0
c3--1)`` at a wall), so the validator reports exactly that step; a word that
names no action stays as ``(word)``.  The parser never simulates more than
the task's own ``apply`` and never judges the plan: that is the validator's job.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

from llmplanning.domains.grid import DIRECTIONS8, cell_name
from llmplanning.domains.views import GridView, View
from llmplanning.errors import LLMPlanningError
from llmplanning.task import GroundAction, State, Task, normalize_action_name

NO_PLAN = "no action sequence in the answer"

_FINAL = re.compile(r"final\s+action\s+sequence\s*\**\s*[:：]?", re.IGNORECASE)
_PDDL = re.compile(r"\(\s*([A-Za-z][\w-]*)((?:\s+[\w.-]+)*)\s*\)")
_FUNC = re.compile(r"^([A-Za-z][\w-]*)\s*\(([^()]*)\)$")
_SEP = re.compile(r"\s*(?:,|;|->|→|=>|⇒|\||\band then\b|\bthen\b)\s*")
_HAS_SEP = re.compile(r",|;|->|→|=>|⇒|\|")
_BULLET = re.compile(r"^\s*(?:(?:step\s*)?\d+\s*[.):]|[-*•])\s*(.+)$", re.IGNORECASE)
_JSON_LIST = re.compile(r"\[[^\[\]]*\]", re.DOTALL)
_WORD = re.compile(r"\([^()]*\)|[A-Za-z][\w-]*")

#: direction words and letters -> compass direction (north is y-1).
ALIASES: dict[str, str] = {
    **{d: d for d in DIRECTIONS8},
    "up": "north", "down": "south", "right": "east", "left": "west",
    "ne": "northeast", "nw": "northwest", "se": "southeast", "sw": "southwest",
}
#: verbs that may precede a direction word (``go north``, ``move up``).
VERBS = frozenset({"move", "go", "step", "walk", "head", "turn", "push"})
LETTERS: dict[str, str] = {"n": "north", "s": "south", "e": "east", "w": "west",
                           "u": "north", "d": "south", "r": "east", "l": "west"}


@dataclass(frozen=True)
class ParsedPlan:
    """What the parser read from one answer."""

    plan: tuple[str, ...] | None
    """Ground action names in IPC form; None when the answer holds no action sequence."""
    error: str | None
    """Why there is no plan (None when there is one)."""
    source: str
    """Which rule found it: ``final-line``, ``json``, ``list``, ``tokens`` or ``none``."""
    items: tuple[str, ...] = ()
    """The actions as the model wrote them, before normalisation."""


@dataclass(frozen=True)
class _Token:
    """One action as written: a ground name, a label, or an unknown word."""

    text: str
    ground: str | None = None
    schema: str | None = None
    direction: str | None = None


class _Vocabulary:
    """The action names of one task: schemas, their arities and direction labels."""

    def __init__(self, task: Task, view: View | None) -> None:
        self.task = task
        self.grid = view if isinstance(view, GridView) else None
        self.arity = {a.schema: len(a.args) for a in task.actions}
        if task.lifted is not None:
            self.arity.update({s.name: len(s.params) for s in task.lifted.schemas.values()})
        self.by_direction: dict[str, list[str]] = {}
        for schema in sorted(self.arity, key=lambda s: (not s.startswith("move"), s)):
            direction = schema.rsplit("-", 1)[-1]
            if direction in DIRECTIONS8:
                self.by_direction.setdefault(direction, []).append(schema)

    def read(self, item: str, letters: bool) -> _Token | None:
        """One list item -> a token, or None when it is no action.

        ``letters`` is True inside a list the model offered as its plan: single
        letters (``N``) and unknown PDDL actions count there, not in free prose.
        """
        text = _clean(item)
        if not text:
            return None
        pddl = _PDDL.fullmatch(text)
        if pddl and not pddl.group(2).strip() and self.arity.get(pddl.group(1).lower(), 0) > 0:
            return self._label(pddl.group(1), letters)  # "(move-east)": a label in parentheses
        if pddl and (letters or pddl.group(1).lower() in self.arity):  # scanning prose: known names only
            return _Token(text, ground=normalize_action_name(text))
        func = _FUNC.match(text)
        if func and func.group(1).lower() in self.arity:
            args = [a.strip(" '\"") for a in func.group(2).split(",") if a.strip()]
            return _Token(text, ground=normalize_action_name(f"({func.group(1)} {' '.join(args)})"))
        words = text.split()
        if len(words) > 1 and words[0].lower() in self.arity and len(words) - 1 == self.arity[words[0].lower()]:
            return _Token(text, ground=normalize_action_name(f"({text})"))
        return self._label(text, letters)

    def _label(self, text: str, letters: bool) -> _Token | None:
        norm = re.sub(r"[\s_]+", "-", re.sub(r"([a-z])([A-Z])", r"\1-\2", text)).lower()
        if norm in self.arity:
            if self.grid is None and not self.by_direction and self.arity[norm] > 0:
                return None  # a bare schema name in a generic domain names no ground action
            direction = norm.rsplit("-", 1)[-1]
            return _Token(text, schema=norm, direction=direction if direction in DIRECTIONS8 else None)
        if self.grid is None and not self.by_direction:
            return None
        verb, _, last = norm.rpartition("-")
        if verb and verb not in VERBS and f"{verb}-{last}" not in self.arity:
            return None  # "first-go-north" is prose, not an action
        alias = ALIASES.get(last) or (LETTERS.get(norm) if letters else None)
        if alias is None or alias not in self.by_direction:
            return None
        return _Token(text, direction=alias)


def _clean(item: str) -> str:
    text = item.strip()
    bullet = _BULLET.match(text)
    if bullet:
        text = bullet.group(1)
    return text.strip(" \t`'\"*.:!?[]{}").strip()


def parse_action_sequence(text: str, task: Task, view: View | None = None) -> ParsedPlan:
    """Read the plan in a model's answer and normalise it to ``task``'s ground action names.

    ``view`` (the domain's view) enables grid labels; without it only PDDL-style
    actions (``(pick-up a)``, ``pick-up(a)``, ``pick-up a``) and schema names are read.
    Never raises on any answer text: a garbled answer is ``plan=None`` with an error.
    """
    vocab = _Vocabulary(task, view)
    for source, finder in (("final-line", _final_line), ("json", _json_list),
                           ("list", _action_list), ("tokens", _any_tokens)):
        tokens = finder(text or "", vocab)
        if tokens:
            return ParsedPlan(_walk(tokens, vocab), None, source, tuple(t.text for t in tokens))
    return ParsedPlan(None, NO_PLAN, "none")


def _segment(segment: str, vocab: _Vocabulary) -> list[_Token]:
    """Actions of a text known to hold a list (after a Final Action Sequence header)."""
    if "[" in segment:
        found = _json_list(segment, vocab)
        if found:
            return found
    lines = [ln for ln in segment.splitlines() if ln.strip()]
    items = [i for ln in lines for i in _SEP.split(ln) if i and i.strip()]
    if len(items) == 1 and not _HAS_SEP.search(segment):
        words = items[0].split()
        if len(words) > 1 and all(vocab.read(w, letters=True) for w in words):
            items = words
        elif re.fullmatch(r"[NSEWUDLR]{2,}", items[0].strip(" .")):
            items = list(items[0].strip(" ."))
    tokens = [vocab.read(i, letters=True) for i in items]
    if not any(tokens):
        return _any_tokens(segment, vocab)
    out: list[_Token] = []
    for item, token in zip(items, tokens):
        if token is not None:
            out.append(token)
        elif re.fullmatch(r"[A-Za-z][\w-]*", _clean(item)):
            out.append(_Token(_clean(item)))  # a word naming no action: kept, so the step fails
        else:
            out.extend(_any_tokens(item, vocab))
    return out


def _final_line(text: str, vocab: _Vocabulary) -> list[_Token]:
    best: list[_Token] = []
    for match in _FINAL.finditer(text):
        rest = text[match.end():]
        line, _, after = rest.partition("\n")
        if line.strip(" *:`"):
            segment = line
        else:
            segment = re.split(r"\n\s*\n", after, maxsplit=1)[0]
        tokens = _segment(segment, vocab)
        if tokens:
            best = tokens
    return best


def _json_list(text: str, vocab: _Vocabulary) -> list[_Token]:
    best: list[_Token] = []
    for match in _JSON_LIST.finditer(text):
        try:
            data = json.loads(match.group(0))
        except ValueError:
            continue
        if not isinstance(data, list):
            continue
        items = [str(d.get("action", "")) if isinstance(d, dict) else str(d) for d in data]
        tokens = [vocab.read(i, letters=True) for i in items]
        if items and any(tokens):
            best = [t if t is not None else _Token(_clean(i) or "?") for t, i in zip(tokens, items)]
    return best


def _action_list(text: str, vocab: _Vocabulary) -> list[_Token]:
    """The last separated line or numbered/bulleted block whose items are mostly actions."""
    best: list[_Token] = []
    block: list[_Token] = []
    for line in text.splitlines():
        bullet = _BULLET.match(line)
        token = vocab.read(bullet.group(1), letters=True) if bullet else None
        if token is not None:
            block.append(token)
            continue
        if block:
            best, block = block, []
        if _HAS_SEP.search(line):
            items = [i for i in _SEP.split(line) if i.strip()]
            tokens = [vocab.read(i, letters=True) for i in items]
            hits = [t for t in tokens if t is not None]
            if len(items) >= 2 and len(hits) * 2 >= len(items):
                best = hits
    return block or best


def _any_tokens(text: str, vocab: _Vocabulary) -> list[_Token]:
    tokens = []
    for match in _WORD.finditer(text):
        token = vocab.read(match.group(0), letters=False)
        if token is not None:
            tokens.append(token)
    return tokens


def _walk(tokens: list[_Token], vocab: _Vocabulary) -> tuple[str, ...]:
    """Ground every token from the initial state on (see the module docstring)."""
    task = vocab.task
    state: State = task.initial_state
    names: list[str] = []
    for token in tokens:
        name, action = _ground(token, state, vocab)
        names.append(name)
        if action is not None:
            state = task.apply(state, action)
    return tuple(names)


def _ground(token: _Token, state: State, vocab: _Vocabulary) -> tuple[str, GroundAction | None]:
    """The ground name of ``token`` in ``state`` and the action to apply (None: it fails here)."""
    task = vocab.task
    if token.ground is not None:
        for action in task.find_actions(token.ground):
            if task.is_applicable(state, action):
                return token.ground, action
        return token.ground, None
    if token.schema is None and token.direction is None:
        return f"({token.text.lower()})", None
    schemas = [token.schema] if token.schema else vocab.by_direction.get(token.direction or "", [])
    for schema in schemas:
        for action in task.applicable(state):
            if action.schema == schema:
                return action.name, action
    return _impossible(token, schemas, state, vocab), None


def _impossible(token: _Token, schemas: list[str], state: State, vocab: _Vocabulary) -> str:
    """The name of a move toward a cell the agent cannot enter (validation fails at it)."""
    schema = schemas[0] if schemas else (token.schema or token.text.lower())
    if vocab.grid is None or token.direction not in DIRECTIONS8:
        return f"({schema})"
    try:
        x, y = vocab.grid.agent_position(vocab.task, state)
    except LLMPlanningError:  # no single agent cell: name the schema alone
        return f"({schema})"
    dx, dy = DIRECTIONS8[token.direction]
    return f"({schema} {cell_name((x, y))} {cell_name((x + dx, y + dy))})"

"""The Universal Blocksworld Algorithm (UBA) as a recommendation oracle.

L-ICL's blocksworld traces call ``get_recommended_actions(state)``, whose
correct answer follows the UBA (Slaney & Thiébaux's "US" strategy, as used by
the L-ICL paper): it reaches every goal in at most twice the number of
blocks, without search.  This module is the one place that knows what the
blocksworld predicates mean (DESIGN.md, principle 1 allows a paper-prescribed
strategy); the moves it recommends are still the task's ground actions.

Definitions, for the four-operator domain (``pick-up``, ``put-down``,
``stack``, ``unstack``, ``on``, ``ontable``, ``clear``, ``holding``):

- the *destination* of a block is the block the goal puts it on, or the
  table when the goal says ``ontable`` or says nothing about it;
- a block is *in position* when it is not held, stands on its goal support
  (any support if the goal names none — but never on a block the goal wants
  another block on, or wants clear), and that support is the table or a block
  in position;
- a destination is *ready* when it is the table, or a clear block in position.

Recommendations, all actions of the first non-empty tier, sorted by name:

1. holding a block whose destination is ready: put it there (``put-down`` or
   ``stack``); hand empty: pick up / unstack every clear block that is not in
   position and whose destination is ready;
2. otherwise — holding a block: ``put-down`` it; hand empty: unstack every
   clear block that is not in position and not on the table (it goes to the
   table next).

In a goal state with the hand empty nothing is recommended.
"""

from __future__ import annotations

from dataclasses import dataclass

from llmplanning.task import GroundAction, State, Task

TABLE = "table"
HAND = "hand"


@dataclass(frozen=True)
class Blocks:
    """A blocksworld state read from true atoms."""

    below: dict[str, str]
    """Block -> the block under it, ``table``, or ``hand`` (held)."""
    clear: frozenset[str]
    """Blocks with nothing on them (a held block is not clear)."""
    goal_below: dict[str, str]
    """Block -> goal support (a block or ``table``) where the goal names one."""
    goal_clear: frozenset[str]
    """Blocks the goal wants clear."""


def _parts(atom: str) -> list[str]:
    return atom.strip("()").split()


def read_blocks(task: Task, state: State) -> Blocks:
    """The blocks, their supports and the goal's wishes in ``state``."""
    below: dict[str, str] = {}
    clear: set[str] = set()
    for p in map(_parts, task.true_atoms(state)):
        if p[0] == "on":
            below[p[1]] = p[2]
        elif p[0] == "ontable":
            below[p[1]] = TABLE
        elif p[0] == "holding":
            below[p[1]] = HAND
        elif p[0] == "clear":
            clear.add(p[1])
    goal_below: dict[str, str] = {}
    goal_clear: set[str] = set()
    for p in map(_parts, task.atoms_of_mask(task.goal.pos)):
        if p[0] == "on":
            goal_below[p[1]] = p[2]
        elif p[0] == "ontable":
            goal_below[p[1]] = TABLE
        elif p[0] == "clear":
            goal_clear.add(p[1])
    return Blocks(below, frozenset(clear), goal_below, frozenset(goal_clear))


def in_position(blocks: Blocks) -> set[str]:
    """The blocks in position (module docstring), bottom-up from the table."""
    wanted = set(blocks.goal_below.values()) | blocks.goal_clear
    good: set[str] = set()
    changed = True
    while changed:
        changed = False
        for b, support in blocks.below.items():
            if b in good or support == HAND:
                continue
            goal = blocks.goal_below.get(b)
            if goal is not None and goal != support:
                continue
            if support == TABLE or (support in good and (goal is not None or support not in wanted)):
                good.add(b)
                changed = True
    return good


def _ready(blocks: Blocks, good: set[str], block: str) -> str | None:
    """The destination of ``block`` if it is ready, else None."""
    dest = blocks.goal_below.get(block, TABLE)
    if dest == TABLE or (dest in blocks.clear and dest in good and dest != block):
        return dest
    return None


def recommended_moves(task: Task, state: State) -> list[str]:
    """UBA's recommended action names in ``state`` (module docstring), sorted."""
    blocks = read_blocks(task, state)
    good = in_position(blocks)
    held = [b for b, s in blocks.below.items() if s == HAND]
    if held:
        dest = _ready(blocks, good, held[0])
        if dest is None or dest == TABLE:
            return [f"(put-down {held[0]})"]
        return [f"(stack {held[0]} {dest})"]
    loose = sorted(b for b in blocks.clear if b in blocks.below and b not in good)
    tier1 = [b for b in loose if _ready(blocks, good, b) is not None]
    if tier1:
        return sorted(_lift(blocks, b) for b in tier1)
    return sorted(_lift(blocks, b) for b in loose if blocks.below[b] != TABLE)


def _lift(blocks: Blocks, block: str) -> str:
    support = blocks.below[block]
    return f"(pick-up {block})" if support == TABLE else f"(unstack {block} {support})"


def recommended_actions(task: Task, state: State) -> list[GroundAction]:
    """The task's ground actions for UBA's recommendations (applicable ones only)."""
    result: list[GroundAction] = []
    for name in recommended_moves(task, state):
        result.extend(a for a in task.find_actions(name) if task.is_applicable(state, a))
    return result

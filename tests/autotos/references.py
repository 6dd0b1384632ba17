"""Hand-written reference functions in the documented state form, and buggy variants.

The references are what a perfect model would answer; the buggy variants each
carry one known bug that exactly one AutoToS step must catch.
"""

from __future__ import annotations

GOAL_GENERIC = '''
def is_goal(state, goal):
    for fact in goal:
        if fact[0] == "not":
            if tuple(fact[1:]) in state:
                return False
        elif fact not in state:
            return False
    return True
'''

BLOCKS_SUCCESSOR = '''
def successor_states(state):
    clear = {f[1] for f in state if f[0] == "clear"}
    ontable = {f[1] for f in state if f[0] == "ontable"}
    on = [(f[1], f[2]) for f in state if f[0] == "on"]
    holding = [f[1] for f in state if f[0] == "holding"]
    out = []
    if ("handempty",) in state:
        for x in clear & ontable:  # pick-up
            out.append(state - {("clear", x), ("ontable", x), ("handempty",)} | {("holding", x)})
        for x, y in on:  # unstack
            if x in clear:
                out.append(state - {("on", x, y), ("clear", x), ("handempty",)}
                           | {("holding", x), ("clear", y)})
    for x in holding:
        # put-down
        out.append(state - {("holding", x)} | {("clear", x), ("handempty",), ("ontable", x)})
        for y in clear:  # stack
            if y != x:
                out.append(state - {("holding", x), ("clear", y)}
                           | {("on", x, y), ("clear", x), ("handempty",)})
    return out
'''

GRID_SUCCESSOR = '''
def successor_states(state):
    here = {f[1] for f in state if f[0] == "at"}
    out = []
    for f in state:
        if f[0] in ("adj-north", "adj-south", "adj-east", "adj-west") and f[1] in here:
            out.append(state - {("at", f[1])} | {("at", f[2])})
    return out
'''

GRIPPER_SUCCESSOR = '''
def successor_states(state):
    """Written by hand from the gripper PDDL: move, pick, drop."""
    rooms = {f[1] for f in state if f[0] == "room"}
    grippers = {f[1] for f in state if f[0] == "gripper"}
    free = {f[1] for f in state if f[0] == "free"}
    robby = [f[1] for f in state if f[0] == "at-robby"]
    out = []
    for here in robby:
        for to in rooms:  # move (to == here adds back what it deletes: the same state)
            out.append(state - {("at-robby", here)} | {("at-robby", to)})
        for f in state:
            if f[0] == "at" and f[2] == here and ("ball", f[1]) in state:
                for g in free & grippers:  # pick
                    out.append(state - {("at", f[1], here), ("free", g)} | {("carry", f[1], g)})
            if f[0] == "carry" and ("ball", f[1]) in state and f[2] in grippers:  # drop
                out.append(state - {("carry", f[1], f[2])} | {("at", f[1], here), ("free", f[2])})
    return out
'''

# -- buggy variants (blocksworld) --------------------------------------------
BLOCKS_MISSING = BLOCKS_SUCCESSOR.replace(
    "            out.append(state - {(\"clear\", x), (\"ontable\", x), (\"handempty\",)} | {(\"holding\", x)})\n",
    "            pass  # bug: pick-up is never generated\n")
"""Misses every pick-up: sound (fewer states) but incomplete."""

BLOCKS_ILLEGAL = BLOCKS_SUCCESSOR.replace(
    'out.append(state - {("holding", x)} | {("clear", x), ("handempty",), ("ontable", x)})',
    'out.append(state - {("holding", x)} | {("clear", x), ("ontable", x)})')
"""put-down forgets ``handempty``: an illegal successor."""

GOAL_TOO_LOOSE = '''
def is_goal(state, goal):
    on_goals = [f for f in goal if f[0] == "on"]
    return any(f in state for f in on_goals)  # bug: any instead of all
'''

GOAL_TOO_STRICT = '''
def is_goal(state, goal):
    return set(state) == set(goal)  # bug: the goal is partial, not a whole state
'''

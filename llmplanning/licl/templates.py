"""The text of L-ICL's Program Trace Prompt, kept here so a user can read and change it.

Every string is a :meth:`str.format` template; the names in braces are
filled by :mod:`llmplanning.licl.prompt`.  To try another wording, assign new
strings to these module attributes (or pass a :class:`~llmplanning.licl.prompt.Templates`
value to the builder) — the trace format itself (``Calling f(args)...`` /
``...f returned X`` / ``Final answer: [...]``) is what the parser reads, so
change it only together with :mod:`llmplanning.licl.trace_parser`.

The prompt is laid out long-and-shared first, per-problem last: the program
(with the learned doctests) and the example traces are the same for every
test problem, so a local model keeps them in its KV cache and only the query
is evaluated anew.
"""

from __future__ import annotations

HEADER = """\
# Domain: {domain}
{description}
#
# The Python program below solves a planning problem: it starts from the initial
# state and repeatedly applies an optimal action until the goal holds.  The
# subroutines are documented but their code is hidden.  {state_doc}
# {action_doc}
"""

STATE_DOC = {
    "grid": "A state is the agent's cell as (x, y): x is the column and y the row, "
            "both counted from 0 at the top left; north is y - 1, south is y + 1.",
    "atoms": "A state is the sorted list of the atoms (PDDL facts) true in it; "
             "static facts that never change are listed in the problem and not repeated.",
}

ACTION_DOC = {
    "grid": "An action is one of the strings {labels}.",
    "atoms": "An action is a ground PDDL action written as a string, such as {labels}.",
}

SUBROUTINE_DOCS = {
    "extract_initial_state": ("problem", "Return the initial state described in `problem`."),
    "extract_goal": ("problem", ("Return the goal described in `problem` "
                                 "(a cell for grid problems, a list of atoms otherwise).")),
    "at_goal": ("state, goal", "Return True if `state` satisfies `goal`, else False."),
    "get_applicable_actions": ("state", ("Return the list of actions whose preconditions hold in "
                                         "`state` (moves into walls or off the grid are not applicable).")),
    "get_optimal_actions": ("state, goal", ("Return the applicable actions that start a shortest "
                                            "plan from `state` to `goal`.")),
    "get_recommended_actions": ("state, goal", ("Return the applicable actions the Universal "
                                                "Blocksworld Algorithm recommends in `state` for `goal`.")),
    "apply_action": ("state, action", ("Return the state reached by applying the applicable "
                                       "`action` in `state`.")),
}
"""name -> (parameters, docstring first line)."""

SUBROUTINE = '''
def {name}({params}):
    """{doc}
{examples}    """
    ...
'''

EXAMPLE_LINE = "    >>> {call}\n    {output}\n"
"""One doctest (a learned correction) inside a subroutine's docstring."""

MAIN = '''
def plan(problem):
    state = extract_initial_state(problem)
    goal = extract_goal(problem)
    actions = []
    while not at_goal(state, goal):
        applicable = get_applicable_actions(state)
        choices = {chooser}(state, goal)
        action = choices[0]
        actions.append(action)
        state = apply_action(state, action)
    return actions
'''

INSTRUCTION = """
# Each example below shows a problem and the full output of plan(problem): every
# subroutine call, what it returned, and the final answer.  Predict the full
# program output for the last problem in exactly the same format.
"""

EXAMPLE = """
{separator}
Problem:
{problem}

Output of plan(problem):
{trace}
"""

QUERY = """
{separator}
Problem:
{problem}

Output of plan(problem):
"""

SEPARATOR = "=" * 20
"""Between examples; also a stop sequence, so generation ends after one trace."""

CALL_LINE = "Calling {name}({args})..."
RETURN_LINE = "...{name} returned {value}"
FINAL_LINE = "Final answer: {plan}"

GRID_PROBLEM = """\
{grid}
(A = agent, G = goal, # = wall, . = open cell; x is the column, y the row, from 0 at the top left)
The agent starts at {start}. The goal cell is {goal}."""

ATOM_PROBLEM = """\
Static facts: {static}
Initial state: {initial}
Goal: {goal}"""

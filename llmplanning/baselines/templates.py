"""The baselines' prompt templates, as readable text (``string.Template``, ``$name`` fields).

They follow the L-ICL paper's Appendix D and F: every prompt states the task
description, the grid (or the initial facts), start and goal, and asks for a
``Final Action Sequence:`` line.  The models are prompted as *completion*
models (the bundled Gemma 3 270M is a base model), so each template ends with
a primer the answer continues; the methods parse ``primer + answer``.
Keeping the wording here, apart from the control flow, lets a researcher read
and change exactly what the model sees.
"""

from __future__ import annotations

from string import Template

#: the problem statement every prompt starts from.
PROBLEM = Template("""\
$description

$state_title
$state

Start: $start
Goal: $goal
$actions""")

ANSWER_FORMAT = "Final Action Sequence:"

ZERO_SHOT = Template("""\
You are solving a planning problem. Find a sequence of actions that leads from the start to the goal.

$problem

Give the complete action sequence on one line, comma-separated, in this format:
Final Action Sequence: $example

Final Action Sequence:""")

CHAIN_OF_THOUGHT = Template("""\
You are solving a planning problem. Find a sequence of actions that leads from the start to the goal.

$problem

Think step by step: follow the actions one at a time and say where each one leads. Then give \
the complete action sequence on its own line, comma-separated, in this format:
Final Action Sequence: $example

Reasoning: Let's think step by step.""")

RAG_ICL = Template("""\
You are solving a planning problem. Below are solved examples of similar problems in the same \
domain, then a new problem.

$examples

Now solve this problem in the same way.

$problem

Final Action Sequence:""")

RAG_EXAMPLE = Template("""\
Example $index
Start: $start
Goal: $goal
${trajectory}Final Action Sequence: $plan""")

REACT = Template("""\
You are solving a planning problem by reasoning and acting in turns. Write a trace:
Thought: what to do next and why
Action: one action
Observation: what holds after the action (for example the new position)
Repeat until the goal is reached, then write the complete action sequence on one line:
Final Action Sequence: $example

$problem

Thought:""")

REACT_CORRECTION = Template("""\
You are solving a planning problem.

$problem

Your previous plan was:
Final Action Sequence: $plan

Feedback: $feedback

Write a corrected complete plan from the start, comma-separated, in the same format.
Final Action Sequence:""")

#: the paper's two feedback messages of ReAct with oracle feedback.
FEEDBACK_INVALID = Template("Invalid move at step $step: $action cannot be executed there ($reason).")
FEEDBACK_INCOMPLETE = Template("Incomplete path: the plan ends at $position, which is not the goal $goal.")

SELF_REFINE_CRITIQUE = Template("""\
You are checking a plan for a planning problem.

$problem

Proposed plan:
Final Action Sequence: $plan

Check the plan step by step: can every action be taken where it is taken, and does the plan \
end at the goal? List the mistakes you find. End with one line, either "Verdict: CORRECT" or \
"Verdict: INCORRECT".

Review:""")

SELF_REFINE_REVISE = Template("""\
You are improving a plan for a planning problem.

$problem

Proposed plan:
Final Action Sequence: $plan

Review of the plan:
$critique

Write an improved complete plan that fixes the mistakes the review found.
Final Action Sequence:""")

TOT_PROPOSE = Template("""\
You are solving a planning problem step by step.

$problem

Actions taken so far: $so_far

Propose up to $breadth different ways to continue, each with at most $max_actions next \
actions. Answer with a JSON list only, one object per candidate, for example:
[{"actions": [$example_json], "confidence": 0.8, "reaches_goal": false}]
"confidence" is your estimate from 0 to 1 that the candidate leads to the goal; \
"reaches_goal" says whether the goal is reached after these actions.

JSON:
[""")

"""Problem statements and answer notation across the domain library (grid and generic views).

For each domain, the optimal plan written the way the prompts ask for it
(grid labels, or PDDL actions) must parse back to a successful plan: the
prompt's notation and the parser agree on every domain.
"""

from __future__ import annotations

import pytest

from llmplanning.baselines import prompts
from llmplanning.baselines.action_parser import parse_action_sequence
from llmplanning.baselines.problem_text import describe, plan_text, view_of
from llmplanning.experiments.problems import ProblemInstance, resolve_domain
from llmplanning.planner import optimal_plan
from llmplanning.plans import plan_from_names
from llmplanning.validator import validate

DOMAINS = ["gridworld", "maze", "sokoban", "unlock", "blocksworld", "hanoi", "pancake"]


@pytest.mark.slow
@pytest.mark.parametrize("name", DOMAINS)
def test_the_prompt_notation_parses_back_to_the_optimal_plan(name: str) -> None:
    domain = resolve_domain(name)
    problem = ProblemInstance(domain, domain.test[0])
    view = view_of(str(domain.folder))
    text = describe(problem.task, domain.description, view)
    prompt = prompts.zero_shot(text)
    assert text.goal in prompt and text.start in prompt and prompt.endswith("Final Action Sequence:")
    plan = optimal_plan(domain.domain_file, problem.path).plan
    assert plan is not None
    answer = plan_text(plan, text.grid)
    parsed = parse_action_sequence(f"Final Action Sequence: {answer}", problem.task, view)
    assert validate(problem.task, plan_from_names(parsed.plan or ())).successful, (answer, parsed)
    if text.grid:
        assert text.start.startswith("(") and "," in text.start and "#" in text.state or "." in text.state
    else:
        assert "(" in text.goal and text.actions.startswith("Actions (write each one in PDDL form")


def test_a_bare_pddl_folder_is_stated_generically(tmp_path) -> None:  # type: ignore[no-untyped-def]
    import shutil

    src = resolve_domain("blocksworld")
    shutil.copy(src.domain_file, tmp_path / "domain.pddl")
    shutil.copy(src.test[0], tmp_path / "p01.pddl")
    domain = resolve_domain(str(tmp_path))
    problem = ProblemInstance(domain, domain.test[0])
    text = describe(problem.task, domain.description, view_of(str(domain.folder)))
    assert not text.grid and text.state_title == "Initial state" and "(on" in text.state + text.start

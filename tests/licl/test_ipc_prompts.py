"""PTP prompts for IPC domains with no domain-specific code, and the oracle answering every call."""

from __future__ import annotations

import pytest

from llmplanning.experiments.problems import resolve_domain
from llmplanning.licl.answers import SubroutineOracle
from llmplanning.licl.localize import localize
from llmplanning.licl.trace_parser import parse_trace
from llmplanning.licl.train import load, setup_domain
from tests.ipc import IPC_ROOT

DOMAINS = ["blocks", "gripper", "miconic"]


@pytest.mark.parametrize("name", DOMAINS)
def test_generic_prompt_and_every_trace_call_answered(name: str) -> None:
    folder = IPC_ROOT / name
    if not (folder / "domain.pddl").is_file():
        pytest.skip(f"IPC domain {name} not found at {folder}")
    domain = resolve_domain(str(folder))
    setup = setup_domain(domain, k_examples=1)
    query = load(domain, setup.training[0] if setup.training else setup.examples[0])
    prompt = setup.builder.prompt(query)
    assert setup.builder.notation_kind == "atoms"
    assert "A state is the sorted list of the atoms" in prompt
    assert "Calling get_applicable_actions(['(" in prompt
    assert prompt.rstrip().endswith("Output of plan(problem):")
    assert "Static facts:" in prompt.split("Problem:")[-1]
    example = load(domain, setup.examples[0])
    answers = SubroutineOracle(example)
    trace = parse_trace(setup.builder.examples[0].trace)
    assert trace.calls and all(c.ok for c in trace.calls)
    for call in trace.calls:
        assert call.args is not None
        answer = answers.answer(call.function, call.args)
        assert answer.ok, (call.function, call.args_text, answer.problem)
        assert answers.is_correct(call.function, call.args, call.output)
    assert localize(trace, answers) is None


def test_library_blocksworld_uses_the_recommendation_subroutine() -> None:
    setup = setup_domain(resolve_domain("blocksworld"), k_examples=1)
    prompt = setup.builder.prompt(load(resolve_domain("blocksworld"), setup.training[0]))
    assert "choices = get_recommended_actions(state, goal)" in prompt
    assert "Calling get_recommended_actions(" in prompt and "get_optimal_actions" not in prompt
    answers = SubroutineOracle(load(resolve_domain("blocksworld"), setup.examples[0]),
                               setup.builder.view)
    assert localize(parse_trace(setup.builder.examples[0].trace), answers) is None


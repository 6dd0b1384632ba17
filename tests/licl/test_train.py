"""Algorithm 1's control flow with a scripted model: online vs batch, checkpoints, the method.

The scripted model writes, for each training problem, the oracle's trace with
the applicable set of the first state made wrong, so every problem teaches
exactly one ``get_applicable_actions`` correction for its start cell.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from llmplanning.experiments.config import ExperimentSpec, MethodSpec
from llmplanning.experiments.records import read_records
from llmplanning.experiments.runner import run_experiment
from llmplanning.licl.corrections import CorrectionBank
from llmplanning.licl.trace import oracle_trace
from llmplanning.licl.train import DomainSetup, TrainConfig, setup_domain, train
from tests.licl.helpers import ScriptedBackend, grid_answers, gridworld, perfect_responder, query_of


@pytest.fixture(scope="module")
def setup() -> DomainSetup:
    return setup_domain(gridworld(), k_examples=2)


def wrong_first_applicable(paths: list[Path]):  # type: ignore[no-untyped-def]
    traces = {}
    for path in paths:
        answers = grid_answers(path)
        text = oracle_trace(answers).text()
        start = answers.notation.state_value(answers.task.initial_state)
        right = repr(answers.applicable(answers.task.initial_state))
        text = text.replace(f"get_applicable_actions returned {right}",
                            "get_applicable_actions returned ['move-up']", 1)
        traces[(repr(start), repr(answers.notation.goal_value()))] = (start, text)
    return traces


def doctest_of(start: tuple[int, int]) -> str:
    return f">>> get_applicable_actions({start!r})"


@pytest.mark.parametrize("mode", ["online", "batch"])
def test_a_correction_reaches_the_next_prompt_only_online(setup: DomainSetup, mode: str,
                                                          tmp_path: Path) -> None:
    paths = list(setup.training[:3])
    traces = wrong_first_applicable(paths)
    backend = ScriptedBackend(lambda prompt, _: traces[query_of(prompt)][1])
    result = train(gridworld(), backend, TrainConfig(m=3, mode=mode, checkpoints=(0, 1, 2)),
                   tmp_path, setup=setup)
    starts = [traces[query_of(p)][0] for p in backend.prompts]
    assert len(backend.prompts) == 3 and all(s.added for s in result.steps)
    assert [s.failure.kind.value for s in result.steps if s.failure] == ["applicability"] * 3
    first = doctest_of(starts[0])
    if mode == "online":
        assert first not in backend.prompts[0]
        assert first in backend.prompts[1] and first in backend.prompts[2]
        assert doctest_of(starts[1]) in backend.prompts[2]
    else:
        assert len({p.split("Problem:")[0] for p in backend.prompts}) == 1  # one base program
        assert all(">>>" not in p for p in backend.prompts)
    final = setup.builder.prompt(grid_answers(paths[0]).task, result.bank)
    assert all(doctest_of(s) in final for s in starts)
    assert [c.learned_at for c in result.bank] == [1, 2, 3]
    assert [len(CorrectionBank.load(p)) for p in result.checkpoints] == [0, 1, 2, 3]
    assert (tmp_path / "train_log.jsonl").read_text().count("\n") == 3


def test_the_method_through_the_runner(setup: DomainSetup, tmp_path: Path) -> None:
    """A model that writes perfect traces scores 100% optimal; a babbling one 0%, without a crash."""
    domain = gridworld()
    tests = list(domain.test[:2])
    spec = ExperimentSpec("licl-fake", ("gridworld",), ("perfect", "babble"),
                          (MethodSpec("licl", {"m": 1, "k_examples": 2}),), n_test=2)
    responders = {"perfect": perfect_responder(tests + list(setup.training[:1])),
                  "babble": lambda prompt, i: "Calling get_applicable_actions((3,\n...oops" * (i % 3)}
    summary = run_experiment(spec, tmp_path, lambda model: _named(model, responders[model]))
    records = read_records(summary.results)
    assert summary.attempted == 4 and len(records) == 4
    by_model = {m: [r for r in records if r["model"] == m] for m in ("perfect", "babble")}
    assert all(r["optimal"] and r["extra"]["plan_source"] == "final-answer" for r in by_model["perfect"])
    assert not any(r["valid"] and r["successful"] for r in by_model["babble"])
    assert all(r["calls"] == 1 for r in records)
    artifacts = list((tmp_path / "artifacts").glob("*/bank-m0001.json"))
    assert len(artifacts) == 2


def _named(model: str, respond):  # type: ignore[no-untyped-def]
    backend = ScriptedBackend(respond)
    backend.model = model
    return backend

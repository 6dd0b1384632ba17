"""Cross-checks on the domain library: both strategies, Fast Downward, the definition.

For a sample of committed problems of every library domain: the explicit
table and memoised A* give the same distance and the same optimal actions at
states met along random walks; the distance of the initial state is Fast
Downward's optimal plan cost; optimal actions are exactly the actions that
lose their own cost in distance; optimal plans validate with that cost.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from llmplanning.oracle import ExplicitOracle, SearchOracle, make_oracle
from llmplanning.plans import plan_from_names
from llmplanning.validator import validate
from tests.oracle.helpers import (
    assert_optimal_actions_exact,
    fd_cost,
    library_sample,
    task_of,
    walk_states,
)

DOMAINS = ("gridworld", "maze", "blocksworld", "hanoi", "pancake", "sokoban")
FD_SECONDS = 30


@pytest.mark.parametrize("domain_dir,problem", library_sample(DOMAINS))
def test_strategies_agree_with_each_other_and_fast_downward(domain_dir: Path, problem: Path,
                                                            pytestconfig: pytest.Config) -> None:
    task = task_of(str(domain_dir / "domain.pddl"), str(problem))
    explicit = ExplicitOracle(task, max_states=200_000)
    search = SearchOracle(task, max_expansions=200_000)
    expected = fd_cost(pytestconfig.cache, domain_dir / "domain.pddl", problem, FD_SECONDS)
    if expected is not None:
        assert explicit.distance(task.initial_state) == expected
    for state in walk_states(task, 8, problem.name):
        assert search.distance(state) == explicit.distance(state), task.true_atoms(state)
        assert search.optimal_actions(state) == explicit.optimal_actions(state)
        assert_optimal_actions_exact(explicit, state)


@pytest.mark.parametrize("domain_dir,problem", library_sample(DOMAINS, per_config=1))
def test_optimal_plans_validate_with_the_optimal_cost(domain_dir: Path, problem: Path) -> None:
    task = task_of(str(domain_dir / "domain.pddl"), str(problem))
    for oracle in (make_oracle(task, "explicit"), make_oracle(task, "search")):
        d = oracle.distance(task.initial_state)
        plan = oracle.optimal_plan(task.initial_state)
        assert plan is not None and plan.cost == d
        plans = oracle.optimal_plans(task.initial_state, 5)
        assert plans and len({p.names for p in plans}) == len(plans), "plans are distinct"
        for p in [plan, *plans]:
            report = validate(task, plan_from_names(p.names))
            assert report.successful and report.cost == d, (oracle.strategy, p.names)
            assert all(oracle.distance(s) + sum(a.cost for a in p.actions[:i]) == d
                       for i, s in enumerate(report.states)), "every step of an optimal plan is optimal"


def test_auto_strategy_respects_the_cap() -> None:
    domain_dir, problem = library_sample(("blocksworld",), per_config=1)[0].values
    task = task_of(str(domain_dir / "domain.pddl"), str(problem))
    assert make_oracle(task).strategy == "explicit"
    assert make_oracle(task, max_states=10).strategy == "search"
    from llmplanning.oracle import StateSpaceTooLarge

    with pytest.raises(StateSpaceTooLarge, match="more than 10 reachable states"):
        make_oracle(task, "explicit", max_states=10)


@pytest.mark.parametrize("domain", ["blocksworld", "gridworld"])
def test_symk_finds_the_same_optimal_plans(domain: str) -> None:
    """SymK (up-symk, loop-free top-quality) and our enumeration list the same plans."""
    pytest.importorskip("up_symk")
    from llmplanning.oracle.symk import symk_optimal_plans

    domain_dir, problem = library_sample((domain,), per_config=1)[0].values
    task = task_of(str(domain_dir / "domain.pddl"), str(problem))
    oracle = make_oracle(task, "explicit")
    state = task.initial_state
    while len(oracle.optimal_plans(state, 100)) > 30:  # walk on until the plans are few
        state = task.apply(state, oracle.optimal_actions(state)[0])
    ours = {p.names for p in oracle.optimal_plans(state, 100)}
    theirs = symk_optimal_plans(task, state, 100)
    assert {p.names for p in theirs} == ours
    assert all(p.cost == oracle.distance(state) for p in theirs)

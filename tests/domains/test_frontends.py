"""Library PDDL reads the same through both front ends (unified-planning and Fast Downward).

``render``, ``ground`` and ``validate`` default to the unified-planning reader,
the bulk tests use Fast Downward's; a small fixed sample of domains checks that
both ground the same actions and the same initial state (the UP reader takes
seconds per grid problem, so the larger domains are left to the FD tests).
"""

from __future__ import annotations

import pytest

from llmplanning.domains import domain_dir
from llmplanning.loader import load_task
from tests.domains.domain_helpers import problems


@pytest.mark.parametrize(("domain", "config"), [("hanoi", "4disks"), ("sokoban", "6x6-2boxes"),
                                                ("unlockpickup", "6x6")])
def test_front_ends_agree(domain: str, config: str) -> None:
    path = problems(domain, config, "test")[0]
    up = load_task(domain_dir(domain) / "domain.pddl", path, frontend="up")
    fd = load_task(domain_dir(domain) / "domain.pddl", path, frontend="fd")
    assert sorted(a.name for a in up.actions) == sorted(a.name for a in fd.actions)
    assert up.true_atoms(up.initial_state) == fd.true_atoms(fd.initial_state)
    assert up.static_atoms == fd.static_atoms

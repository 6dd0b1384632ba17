"""Shared fixtures: exact check cases of the library domains, built once per session."""

from __future__ import annotations

from pathlib import Path

import pytest

from llmplanning.autotos.cases import ProblemCase, build_cases
from llmplanning.autotos.source import DomainSource, resolve_domain
from tests.ipc import IPC_ROOT as IPC


def _cases(domain: str | Path, n: int = 2) -> tuple[DomainSource, tuple[ProblemCase, ...]]:
    source = resolve_domain(domain)
    return source, build_cases(source.domain_file, source.check_problems[:n])


@pytest.fixture(scope="session")
def blocks() -> tuple[DomainSource, tuple[ProblemCase, ...]]:
    return _cases("blocksworld")


@pytest.fixture(scope="session")
def grid() -> tuple[DomainSource, tuple[ProblemCase, ...]]:
    return _cases("gridworld")


@pytest.fixture(scope="session")
def gripper() -> tuple[DomainSource, tuple[ProblemCase, ...]]:
    if not (IPC / "gripper" / "domain.pddl").is_file():
        pytest.skip("the shared IPC corpus is not available")
    return _cases(IPC / "gripper")

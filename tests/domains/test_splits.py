"""The committed splits are exactly what their recorded seeds regenerate."""

from __future__ import annotations

import pytest

from llmplanning.domains import domain_dir
from llmplanning.domains.splits import committed_files, read_specs, regenerate
from tests.domains.domain_helpers import split_ids


@pytest.mark.parametrize(("domain", "config"), split_ids(), ids=lambda v: str(v))
def test_splits_regenerate_byte_for_byte(domain: str, config: str) -> None:
    config_dir = domain_dir(domain) / "splits" / config
    for spec in read_specs(config_dir):
        expected = committed_files(spec, config_dir)
        on_disk = sorted(spec.folder(config_dir).glob("*.pddl"))
        assert on_disk == expected, f"{spec.split}: unexpected file set"
        texts = regenerate(spec, config_dir)
        for path, text in zip(expected, texts):
            assert path.read_bytes() == text.encode("utf-8"), f"{path} differs"


def test_every_paper_configuration_is_committed() -> None:
    ids = set(split_ids())
    assert ids == {
        ("gridworld", "8x8"), ("maze", "10x10"), ("maze", "15x15"), ("blocksworld", "4-6"),
        ("sokoban", "6x6-2boxes"), ("sokoban-grid", "8x8"), ("hanoi", "3disks"),
        ("hanoi", "4disks"), ("pancake", "6pancakes"), ("unlock", "6x6"), ("doorkey", "6x6"),
        ("unlockpickup", "6x6"), ("grasp", "11x11-4dir"), ("grasp", "11x11-8dir"),
    }


@pytest.mark.parametrize(("domain", "config"), split_ids(), ids=lambda v: str(v))
def test_train_pool_and_test_set_sizes(domain: str, config: str) -> None:
    specs = {s.split: s for s in read_specs(domain_dir(domain) / "splits" / config)}
    assert specs["test"].n == 100
    if "train" in specs:
        assert specs["train"].n == 250
        assert specs["test"].exclude == "train"

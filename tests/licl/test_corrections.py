"""The correction bank: dedup, doctests in the right docstring, JSON round trip, checkpoints."""

from __future__ import annotations

from pathlib import Path

import pytest

from llmplanning.errors import InputError
from llmplanning.licl.corrections import (
    Correction,
    CorrectionBank,
    checkpoint_path,
    save_checkpoints,
)
from llmplanning.licl.prompt import program_text

APPLICABLE = Correction("get_applicable_actions", "(3, 4)", "['move-north', 'move-south']",
                        "applicability", "p001", 1)
SUCCESSOR = Correction("apply_action", "(3, 4), 'move-north'", "(3, 3)", "successor", "p002", 2)


def test_same_function_and_input_are_kept_once() -> None:
    bank = CorrectionBank()
    assert bank.add(APPLICABLE)
    assert not bank.add(Correction("get_applicable_actions", "(3, 4)", "['move-east']", "", "p009", 9))
    assert bank.add(SUCCESSOR)
    assert bank.add(Correction("get_applicable_actions", "(3, 5)", "['move-east']"))
    assert len(bank) == 3 and bank.corrections[0].output == "['move-north', 'move-south']"
    assert len(CorrectionBank([APPLICABLE, APPLICABLE, SUCCESSOR])) == 2


def test_doctests_go_into_their_subroutine_docstring() -> None:
    program = program_text("gridworld", "", "grid", ("move-north",), CorrectionBank([APPLICABLE, SUCCESSOR]))
    section = program.split("def get_applicable_actions(state):")[1].split("def ")[0]
    assert ">>> get_applicable_actions((3, 4))\n    ['move-north', 'move-south']\n" in section
    section = program.split("def apply_action(state, action):")[1].split("def ")[0]
    assert ">>> apply_action((3, 4), 'move-north')\n    (3, 3)\n" in section
    assert program.count(">>>") == 2
    assert ">>>" not in program_text("gridworld", "", "grid", ("move-north",), CorrectionBank())


def test_save_load_and_checkpoints(tmp_path: Path) -> None:
    bank = CorrectionBank([APPLICABLE, SUCCESSOR], {"domain": "gridworld:8x8", "m": 2})
    loaded = CorrectionBank.load(bank.save(tmp_path / "bank.json"))
    assert loaded.corrections == bank.corrections and loaded.meta == bank.meta
    paths = save_checkpoints(bank, tmp_path / "ck", [0, 1, 2])
    assert paths == [checkpoint_path(tmp_path / "ck", m) for m in (0, 1, 2)]
    assert [len(CorrectionBank.load(p)) for p in paths] == [0, 1, 2]
    assert CorrectionBank.load(paths[1]).meta["m"] == 1


def test_a_file_that_is_no_bank_names_itself(tmp_path: Path) -> None:
    bad = tmp_path / "x.json"
    bad.write_text("{\"corrections\": []}")
    with pytest.raises(InputError, match="x.json"):
        CorrectionBank.load(bad)
    bad.write_text("not json")
    with pytest.raises(InputError, match="not a correction bank"):
        CorrectionBank.load(bad)
    with pytest.raises(InputError, match="does not exist"):
        CorrectionBank.load(tmp_path / "missing.json")

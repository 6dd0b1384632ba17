"""Bad input gets one clear message, a distinct exit code and no traceback (issue 2, item 7).

Bad files exit with 2 and name the file (and the line where it is known);
garbled plans are *not* bad input: they are invalid plans (exit 1) whose
report names the step and the offending word.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BLOCKS = ROOT / "examples" / "blocks"
DOMAIN, PROBLEM, PLAN = BLOCKS / "domain.pddl", BLOCKS / "p01.pddl", BLOCKS / "p01.plan"


def cli(*args: object) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "llmplanning.cli", *map(str, args)],
                          capture_output=True, text=True, cwd=ROOT)


def assert_user_error(proc: subprocess.CompletedProcess[str], *words: str) -> None:
    assert proc.returncode == 2, proc.stderr
    assert "Traceback" not in proc.stderr + proc.stdout
    lines = [line for line in proc.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("error: "), proc.stderr
    for word in words:
        assert word in lines[0], (word, lines[0])


def write(tmp_path: Path, name: str, text: str | bytes) -> Path:
    path = tmp_path / name
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text)
    return path


def test_missing_domain_file(tmp_path: Path) -> None:
    assert_user_error(cli("validate", tmp_path / "nope.pddl", PROBLEM, PLAN), "nope.pddl", "does not exist")


def test_directory_given_as_problem(tmp_path: Path) -> None:
    assert_user_error(cli("ground", DOMAIN, tmp_path), str(tmp_path), "directory")


def test_binary_garbage(tmp_path: Path) -> None:
    junk = write(tmp_path, "junk.pddl", bytes(range(256)) * 4)
    assert_user_error(cli("ground", junk, PROBLEM), "junk.pddl", "binary")


def test_empty_file(tmp_path: Path) -> None:
    empty = write(tmp_path, "empty.pddl", "; only a comment\n")
    assert_user_error(cli("ground", DOMAIN, empty), "empty.pddl", "empty")


def test_unbalanced_parenthesis_names_the_line(tmp_path: Path) -> None:
    text = DOMAIN.read_text().splitlines()
    text[5] = text[5] + " (extra"
    bad = write(tmp_path, "dom.pddl", "\n".join(text))
    assert_user_error(cli("ground", bad, PROBLEM), "dom.pddl", "line")


def test_unexpected_closing_parenthesis(tmp_path: Path) -> None:
    bad = write(tmp_path, "dom.pddl", "(define (domain d))\n)\n")
    assert_user_error(cli("ground", bad, PROBLEM), "dom.pddl:2")


@pytest.mark.parametrize("frontend", ["auto", "fd"])
def test_undefined_predicate_in_domain(tmp_path: Path, frontend: str) -> None:
    text = DOMAIN.read_text().replace("(clear ?x) (ontable ?x)", "(clear ?x) (on-table ?x)", 1)
    assert "on-table" in text
    bad = write(tmp_path, "dom.pddl", text)
    assert_user_error(cli("ground", bad, PROBLEM, "--frontend", frontend), "dom.pddl", "on-table")


def test_undefined_object_in_problem(tmp_path: Path) -> None:
    text = PROBLEM.read_text().replace("(CLEAR B)", "(CLEAR ZORK)")
    bad = write(tmp_path, "prob.pddl", text)
    assert_user_error(cli("ground", DOMAIN, bad), "prob.pddl", "zork")


def test_undefined_type(tmp_path: Path) -> None:
    dom = write(tmp_path, "dom.pddl", "(define (domain t) (:requirements :typing) (:types a)\n"
                "(:predicates (p ?x - b))\n(:action go :parameters (?x - a) :precondition (p ?x) "
                ":effect (not (p ?x))))\n")
    prob = write(tmp_path, "prob.pddl", "(define (problem q) (:domain t) (:objects o - a) "
                 "(:init (p o)) (:goal (not (p o))))\n")
    assert_user_error(cli("ground", dom, prob), "dom.pddl")


def test_problem_for_a_different_domain(tmp_path: Path) -> None:
    other = ROOT.parent / "shared" / "ipc" / "gripper" / "prob01.pddl"
    if not other.exists():
        other = write(tmp_path, "grip.pddl", "(define (problem p) (:domain gripper-strips) "
                      "(:objects rooma) (:init (room rooma)) (:goal (at-robby rooma)))\n")
    assert_user_error(cli("ground", DOMAIN, other), str(other.name))


def test_numeric_fluents_are_refused_by_name(tmp_path: Path) -> None:
    dom = write(tmp_path, "dom.pddl", "(define (domain n) (:requirements :fluents)\n"
                "(:functions (fuel))\n(:predicates (done))\n"
                "(:action go :parameters () :precondition (> (fuel) 1) :effect (and (done) (decrease (fuel) 1))))\n")
    prob = write(tmp_path, "prob.pddl", "(define (problem p) (:domain n) (:init (= (fuel) 3)) (:goal (done)))\n")
    proc = cli("ground", dom, prob)
    assert_user_error(proc)
    assert "numeric" in proc.stderr.lower() or "fuel" in proc.stderr.lower(), proc.stderr


@pytest.mark.parametrize("line,kind,word", [
    ("(fly a b)", "unknown-action", "fly"),
    ("(unstack b)", "bad-arity", "unstack"),
    ("(unstack b zork)", "unknown-object", "zork"),
    ("move b onto c please", "syntax", "move b onto c please"),
    ("(pick-up c)", "precondition", "(ontable c)"),
])
def test_garbled_plan_is_an_invalid_plan(tmp_path: Path, line: str, kind: str, word: str) -> None:
    plan = write(tmp_path, "plan.txt", f"(unstack b c)\n(put-down b)\n{line}\n")
    proc = cli("validate", DOMAIN, PROBLEM, plan, "--json")
    assert proc.returncode == 1, proc.stderr
    assert "Traceback" not in proc.stderr
    failure = json.loads(proc.stdout)["first_failure"]
    assert failure["step"] == 3 and failure["kind"] == kind
    assert word in failure["message"] + " ".join(failure["unsatisfied"])


def test_missing_plan_file_is_bad_input(tmp_path: Path) -> None:
    assert_user_error(cli("validate", DOMAIN, PROBLEM, tmp_path / "none.plan"), "none.plan")


def test_unknown_command_exits_2() -> None:
    proc = cli("frobnicate")
    assert proc.returncode == 2 and "Traceback" not in proc.stderr

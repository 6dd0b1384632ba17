"""The generate and render commands, and a bare IPC folder through render/ground/validate."""

from __future__ import annotations

import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from llmplanning.domains import domain_dir
from llmplanning.domains.splits import read_specs
from llmplanning.planner import PlannerStatus, optimal_plan
from llmplanning.plans import write_plan
from tests.ipc import IPC_ROOT

BLOCKS = IPC_ROOT / "blocks"


def cli(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    """Run the command line; PDDL-reading commands use the fast Fast Downward front end."""
    if args[0] in ("render", "ground", "validate"):
        args = (*args, "--frontend", "fd")
    return subprocess.run([sys.executable, "-m", "llmplanning.cli", *args], cwd=cwd,
                          capture_output=True, text=True, check=False)


def test_same_seed_gives_byte_identical_files(tmp_path: Path) -> None:
    runs = []
    for name, seed in (("a", "7"), ("b", "7"), ("c", "8")):
        out = tmp_path / name
        result = cli("generate", "maze", "--n", "5", "--seed", seed, "--size", "6", "--out", str(out))
        assert result.returncode == 0, result.stderr
        assert result.stdout == ""
        runs.append([p.read_bytes() for p in sorted(out.iterdir())])
    assert [len(r) for r in runs] == [5, 5, 5]
    assert runs[0] == runs[1] and runs[0] != runs[2]


@pytest.mark.parametrize(("domain", "config"), [("grasp", "11x11-8dir"), ("sokoban", "6x6-2boxes")])
def test_recorded_command_reproduces_a_committed_split(domain: str, config: str,
                                                       tmp_path: Path) -> None:
    config_dir = domain_dir(domain) / "splits" / config
    spec = next(s for s in read_specs(config_dir) if s.split == "test")
    args = shlex.split(spec.command())[1:]  # drop "llmplanning"
    out = args.index("--out")
    args[out + 1] = str(tmp_path / "test")
    assert cli(*args, cwd=config_dir).returncode == 0
    for committed in sorted((config_dir / "test").glob("*.pddl")):
        assert (tmp_path / "test" / committed.name).read_bytes() == committed.read_bytes()


@pytest.mark.parametrize("args", [
    ["gridworld", "--size", "2"],
    ["sokoban", "--size", "3", "-p", "boxes=20"],
    ["maze", "--size", "10", "-p", "min_length=200"],
    ["gridworld", "-p", "colour=red"],
    ["no-such-domain"],
    ["gridworld", "-p", "size"],
])
def test_impossible_parameters_exit_2_with_one_line(args: list[str], tmp_path: Path) -> None:
    result = cli("generate", *args, "--n", "3", "--seed", "1", "--out", str(tmp_path))
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), result.stderr
    assert list(tmp_path.iterdir()) == []


def test_render_library_domain_after_a_plan_prefix(tmp_path: Path) -> None:
    problem = domain_dir("gridworld") / "splits" / "8x8" / "test" / "p001.pddl"
    picture = [line[2:] for line in problem.read_text().splitlines()[2:10]]
    result = cli("render", "gridworld", str(problem))
    assert result.returncode == 0 and result.stdout.splitlines() == picture
    start = next(((x, y) for y, row in enumerate(picture) for x, ch in enumerate(row) if ch == "A"))
    x, y = start
    step = f"(move-south c{x}-{y} c{x}-{y + 1})" if y < 7 else f"(move-north c{x}-{y} c{x}-{y - 1})"
    plan = tmp_path / "prefix.plan"
    plan.write_text(step + "\n")
    moved = cli("render", "gridworld", str(problem), "--plan-prefix", str(plan))
    assert moved.returncode == 0
    assert moved.stdout != result.stdout and moved.stdout.count("A") == 1


def test_render_failing_prefix_prints_the_step_and_exits_1(tmp_path: Path) -> None:
    problem = domain_dir("gridworld") / "splits" / "8x8" / "test" / "p001.pddl"
    plan = tmp_path / "bad.plan"
    plan.write_text("(move-north c5-5 c5-4)\n(move-north c5-4 c5-3)\n")
    result = cli("render", str(domain_dir("gridworld")), str(problem), "--plan-prefix", str(plan))
    assert result.returncode == 1
    assert "step 1" in result.stdout and "(move-north c5-5 c5-4)" in result.stdout


@pytest.fixture
def bare_folder(tmp_path: Path) -> Path:
    """An IPC domain copied into a folder with no view.toml and no Python."""
    folder = tmp_path / "blocks"
    folder.mkdir()
    shutil.copy(BLOCKS / "domain.pddl", folder / "domain.pddl")
    shutil.copy(BLOCKS / "probBLOCKS-4-1.pddl", folder / "p01.pddl")
    return folder


@pytest.mark.skipif(not BLOCKS.is_dir(), reason="IPC corpus not available")
def test_bare_folder_renders_as_sorted_atoms(bare_folder: Path) -> None:
    result = cli("render", str(bare_folder), str(bare_folder / "p01.pddl"))
    assert result.returncode == 0
    atoms = result.stdout.splitlines()
    assert atoms == sorted(atoms) and "(handempty)" in atoms
    assert all(a.startswith("(") and a.endswith(")") for a in atoms)


@pytest.mark.skipif(not BLOCKS.is_dir(), reason="IPC corpus not available")
def test_bare_folder_grounds_and_validates(bare_folder: Path) -> None:
    problem = bare_folder / "p01.pddl"
    assert cli("ground", str(bare_folder), str(problem)).returncode == 0
    solved = optimal_plan(bare_folder / "domain.pddl", problem)
    assert solved.status is PlannerStatus.SOLVED and solved.plan is not None
    plan = bare_folder / "p01.plan"
    write_plan(plan, solved.plan)
    assert cli("validate", str(bare_folder), str(problem), str(plan)).returncode == 0
    half = bare_folder / "half.plan"
    write_plan(half, solved.plan[: len(solved.plan) // 2])
    assert cli("validate", str(bare_folder), str(problem), str(half)).returncode == 1
    rendered = cli("render", str(bare_folder), str(problem), "--plan-prefix", str(half))
    assert rendered.returncode == 0 and rendered.stdout.splitlines() == sorted(
        rendered.stdout.splitlines())

"""The README's three commands stay true (STYLE.md: README examples executed as tests).

The install command is checked against `.ci/run` (which CI executes on a
clean checkout); the main job is run here; the test command is checked
against `.ci/run` too (running it here would recurse).
"""

from __future__ import annotations

import re
import shlex
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def readme_command(name: str) -> str:
    text = (ROOT / "README.md").read_text()
    match = re.search(rf"<!-- command:{name} -->\s*```bash\n(.+?)\n```", text, re.S)
    assert match, f"README has no command:{name} block"
    return match.group(1).strip()


def ci_lines() -> list[str]:
    return [line.strip() for line in (ROOT / ".ci" / "run").read_text().splitlines()]


def test_ci_installs_exactly_as_the_readme_says() -> None:
    assert readme_command("install") in ci_lines()


def test_ci_runs_the_readme_test_command() -> None:
    assert readme_command("test") in ci_lines()


@pytest.mark.llm
def test_main_job_runs(tmp_path: Path) -> None:
    """The main job, exactly as written, in a scratch copy of its output folder."""
    command = readme_command("main")
    proc = subprocess.run(shlex.split(command), cwd=ROOT, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "Traceback" not in proc.stderr
    assert proc.stdout.strip(), "the main job printed nothing"

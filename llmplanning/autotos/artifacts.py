"""What a run leaves on disk: the final functions and a JSON summary.

The functions are saved as plain ``.py`` files so that a researcher can read,
diff and re-run them; the summary holds calls, tokens, the feedback trail and
the accuracy, so a run can be reported without re-running anything.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from llmplanning.autotos.pipeline import AutoToSRun

SUCCESSOR_FILE = "successor_states.py"
GOAL_FILE = "is_goal.py"
SUMMARY_FILE = "summary.json"


@dataclass(frozen=True)
class ArtifactPaths:
    """Where the artifacts of one run were written."""

    successor: Path
    goal: Path
    summary: Path


def write_artifacts(out_dir: str | Path, run: AutoToSRun) -> ArtifactPaths:
    """Write the two functions and ``summary.json`` into ``out_dir`` (created)."""
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    paths = ArtifactPaths(out / SUCCESSOR_FILE, out / GOAL_FILE, out / SUMMARY_FILE)
    header = f"# AutoToS {{}} for domain {run.source.name}, model {run.model}\n"
    paths.successor.write_text(header.format("successor_states") +
                               (run.result.successor_code or "# no function was obtained\n"),
                               encoding="utf-8")
    paths.goal.write_text(header.format("is_goal") +
                          (run.result.goal_code or "# no function was obtained\n"),
                          encoding="utf-8")
    paths.summary.write_text(json.dumps(run.to_json(), indent=2, default=str) + "\n",
                             encoding="utf-8")
    return paths

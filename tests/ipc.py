"""The IPC corpus in ../shared/ipc as test parameters."""

from __future__ import annotations

import csv
import os
from pathlib import Path

import pytest

IPC_ROOT = Path(os.environ.get("LLMPLANNING_IPC", Path(__file__).resolve().parents[2] / "shared" / "ipc"))


def ipc_cases() -> list[tuple[str, Path, Path]]:
    """(id, domain file, problem file) for every row of MANIFEST.tsv."""
    manifest = IPC_ROOT / "MANIFEST.tsv"
    if not manifest.exists():
        return []
    with manifest.open() as fh:
        rows = list(csv.DictReader(fh, delimiter="\t"))
    return [(f"{r['domain_dir']}/{r['problem_file']}", IPC_ROOT / r["domain_dir"] / r["domain_file"],
             IPC_ROOT / r["domain_dir"] / r["problem_file"]) for r in rows]


def ipc_params() -> list:
    cases = ipc_cases()
    if not cases:
        return [pytest.param(None, None, None, marks=pytest.mark.skip(
            reason=f"IPC corpus not found at {IPC_ROOT} (set LLMPLANNING_IPC)"))]
    return [pytest.param(i, d, p, id=i) for i, d, p in cases]

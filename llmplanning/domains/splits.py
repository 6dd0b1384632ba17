"""The committed problem splits and the seeds that regenerate them.

Each configuration folder ``pddl_domains/<domain>/splits/<config>/`` holds
``SEEDS.toml`` and the split folders (``train/``, ``test/``).  ``SEEDS.toml``
records, per split, exactly what ``llmplanning generate`` was given::

    [train]
    n = 250
    seed = 8001
    params = { size = 8 }

    [test]
    n = 100
    seed = 8002
    params = { size = 8 }
    exclude = "train"      # drawn disjoint from the training pool

so the tests can regenerate every split and compare it byte for byte.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from llmplanning.domains.generate import generate_problems, problem_filenames, write_problems
from llmplanning.errors import InputError

SEEDS_FILE = "SEEDS.toml"


@dataclass(frozen=True)
class SplitSpec:
    """How one split (e.g. ``gridworld/8x8/train``) was generated."""

    domain: str
    """Library domain name (the generator)."""
    config: str
    """Configuration folder name, e.g. ``8x8``."""
    split: str
    """Split folder name, e.g. ``train`` or ``test``."""
    n: int
    """Number of problems."""
    seed: int
    """Seed of the generating ``random.Random``."""
    params: dict[str, Any] = field(default_factory=dict)
    """Generator keyword arguments (``--size`` and ``-p``)."""
    exclude: str | None = None
    """Sibling split the problems must differ from."""

    def folder(self, config_dir: Path) -> Path:
        """The folder holding this split's problem files."""
        return config_dir / self.split

    def command(self) -> str:
        """The ``llmplanning generate`` command line that writes this split."""
        parts = ["llmplanning generate", self.domain, f"--n {self.n}", f"--seed {self.seed}"]
        for key, value in self.params.items():
            parts.append(f"--size {value}" if key == "size" else f"-p {key}={value}")
        if self.exclude:
            parts.append(f"--exclude {self.exclude}")
        parts.append(f"--out {self.split}")
        return " ".join(parts)


def read_specs(config_dir: Path) -> list[SplitSpec]:
    """The split specifications of one configuration folder, in file order."""
    path = config_dir / SEEDS_FILE
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise InputError(f"cannot read split seeds: {exc}", str(path)) from exc
    domain = config_dir.parents[1].name
    return [
        SplitSpec(domain, config_dir.name, split, int(d["n"]), int(d["seed"]),
                  dict(d.get("params", {})), d.get("exclude"))
        for split, d in data.items()
    ]


def config_dirs(domain_dir: Path) -> list[Path]:
    """The configuration folders of a library domain (those with ``SEEDS.toml``)."""
    return sorted(p.parent for p in (domain_dir / "splits").glob(f"*/{SEEDS_FILE}"))


def regenerate(spec: SplitSpec, config_dir: Path) -> list[str]:
    """The problem texts of ``spec``, drawn afresh (the exclusion read from disk)."""
    excluded: list[str] = []
    if spec.exclude:
        folder = config_dir / spec.exclude
        excluded = [(folder / f).read_text(encoding="utf-8")
                    for f in sorted(p.name for p in folder.glob("*.pddl"))]
    return generate_problems(spec.domain, spec.n, spec.seed, spec.params, excluded)


def write_config(config_dir: Path) -> None:
    """(Re)write every split of a configuration folder, in ``SEEDS.toml`` order."""
    for spec in read_specs(config_dir):
        folder = spec.folder(config_dir)
        for old in folder.glob("*.pddl"):
            old.unlink()
        write_problems(regenerate(spec, config_dir), folder)


def committed_files(spec: SplitSpec, config_dir: Path) -> list[Path]:
    """The problem files a split must consist of."""
    return [spec.folder(config_dir) / f for f in problem_filenames(spec.n)]

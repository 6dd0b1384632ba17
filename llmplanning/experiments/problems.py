"""Where a method's problems come from: a library domain's split or a bare PDDL folder."""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from pathlib import Path

from llmplanning.errors import ConfigError
from llmplanning.task import Task


@dataclass(frozen=True)
class DomainRef:
    """A domain and the problems an experiment uses from it."""

    name: str
    """Library name (``gridworld``) or the folder's name for a bare PDDL folder."""
    config: str
    """Split configuration (``8x8``); ``all`` for a bare folder."""
    folder: Path
    domain_file: Path
    train: tuple[Path, ...]
    test: tuple[Path, ...]
    description: str = ""
    """Natural-language description for prompts (``description.txt``), if any."""

    @property
    def label(self) -> str:
        return self.name if self.config in ("all", "") else f"{self.name}:{self.config}"


def resolve_domain(spec: str) -> DomainRef:
    """``gridworld``, ``gridworld:8x8``, ``maze:10x10`` or a folder path.

    A library domain takes its ``train``/``test`` split from
    ``pddl_domains/NAME/splits/CONFIG`` (the first config when none is named).
    A bare folder uses its ``train/`` and ``test/`` subfolders when present;
    otherwise every problem file serves as both (said in the record's domain).
    """
    from llmplanning.domains import domain_dir

    name, _, config = spec.partition(":")
    folder = Path(spec) if Path(spec).is_dir() else domain_dir(name)
    if not folder.is_dir():
        raise ConfigError(f"unknown domain {spec!r}: not a library domain and not a folder")
    domain_file = folder / "domain.pddl"
    if not domain_file.is_file():
        raise ConfigError("no domain.pddl in the domain folder", str(folder))
    description = _read(folder / "description.txt")
    splits = folder / "splits"
    if Path(spec).is_dir() or not splits.is_dir():
        train, test = _bare_split(folder)
        return DomainRef(folder.name, "all", folder, domain_file, train, test, description)
    configs = sorted(p.name for p in splits.iterdir() if p.is_dir())
    config = config or configs[0]
    if config not in configs:
        raise ConfigError(f"domain {name!r} has no split {config!r}; it has: {', '.join(configs)}")
    base = splits / config
    return DomainRef(name, config, folder, domain_file, _problems(base / "train"),
                     _problems(base / "test"), description)


def _read(path: Path) -> str:
    return path.read_text().strip() if path.is_file() else ""


def _problems(folder: Path) -> tuple[Path, ...]:
    if not folder.is_dir():
        return ()
    return tuple(sorted(p for p in folder.glob("*.pddl") if "domain" not in p.name))


def _bare_split(folder: Path) -> tuple[tuple[Path, ...], tuple[Path, ...]]:
    train, test = _problems(folder / "train"), _problems(folder / "test")
    if train or test:
        return train, test
    every = _problems(folder)
    if not every:
        raise ConfigError("no problem files (*.pddl other than domain files) in the folder", str(folder))
    return every, every


@dataclass
class ProblemInstance:
    """One problem file of a domain, loaded on first use."""

    domain: DomainRef
    path: Path
    _task: Task | None = field(default=None, repr=False)

    @property
    def id(self) -> str:
        return self.path.stem

    @property
    def task(self) -> Task:
        if self._task is None:
            self._task = load_cached(str(self.domain.domain_file), str(self.path))
        return self._task


@functools.lru_cache(maxsize=512)
def load_cached(domain_file: str, problem_file: str) -> Task:
    """Load a task once per process (experiments revisit training problems)."""
    from llmplanning.loader import load_task

    return load_task(domain_file, problem_file)

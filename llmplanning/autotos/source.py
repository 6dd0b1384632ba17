"""Where a domain's PDDL, description and problems come from.

``--domain D`` is either a library domain (``pddl_domains/D`` with a
``description.txt`` and fixed train/test splits) or any folder holding a
``domain.pddl`` and problem files (an IPC folder).  AutoToS needs two disjoint
problem sets: *check* problems the unit tests and soundness check are drawn
from, and held-out *test* problems for the final accuracy.  A library split
gives them directly; a bare folder is split by sorted name.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from llmplanning.errors import InputError

LIBRARY = Path(__file__).resolve().parents[2] / "pddl_domains"
"""The domain library of the source tree."""


@dataclass(frozen=True)
class DomainSource:
    """A domain and its problems, resolved to files."""

    name: str
    """Domain name for records (the library name or the folder name)."""
    domain_file: Path
    description: str | None
    """The natural-language description (``description.txt``), when the folder has one."""
    check_problems: tuple[Path, ...]
    """Problems the goal tests, soundness check and completeness tests are drawn from."""
    test_problems: tuple[Path, ...]
    """Held-out problems for the accuracy evaluation."""

    @property
    def pddl(self) -> str:
        """The domain file's text (always shown to the model for a bare folder)."""
        return self.domain_file.read_text(encoding="utf-8", errors="replace")


def resolve_domain(domain: str | Path, *, split: str | None = None,
                   library: Path = LIBRARY) -> DomainSource:
    """Resolve a library name or a folder; raises InputError naming what is missing."""
    path = Path(domain)
    if not path.is_dir() and (library / str(domain)).is_dir():
        path = library / str(domain)
    if not path.is_dir():
        raise InputError(f"{domain}: neither a folder nor a domain of {library}")
    domain_file = path / "domain.pddl"
    if not domain_file.is_file():
        raise InputError(f"{domain_file}: no domain.pddl in the domain folder")
    described = path / "description.txt"
    description = described.read_text(encoding="utf-8").strip() if described.is_file() else None
    splits = path / "splits"
    if splits.is_dir():
        check, test = _library_split(splits, split)
    else:
        check, test = _folder_split(path)
    return DomainSource(path.name, domain_file, description, check, test)


def _library_split(splits: Path, split: str | None) -> tuple[tuple[Path, ...], tuple[Path, ...]]:
    configs = sorted(p.name for p in splits.iterdir() if p.is_dir())
    if not configs:
        raise InputError(f"{splits}: no split configurations")
    chosen = split or configs[0]
    if chosen not in configs:
        raise InputError(f"{splits}: no split {chosen!r} (have: {', '.join(configs)})")
    train = tuple(sorted((splits / chosen / "train").glob("*.pddl")))
    test = tuple(sorted((splits / chosen / "test").glob("*.pddl")))
    if not train or not test:
        raise InputError(f"{splits / chosen}: needs problems under train/ and test/")
    return train, test


def _folder_split(path: Path) -> tuple[tuple[Path, ...], tuple[Path, ...]]:
    """Problems are the folder's .pddl files other than domain files; the first
    half (at least one) is for checks, the rest held out.  With a single
    problem it serves both, which the summary makes visible by name."""
    problems = sorted(p for p in path.glob("*.pddl") if "domain" not in p.name.lower())
    if not problems:
        raise InputError(f"{path}: no problem files next to domain.pddl")
    cut = max(1, len(problems) // 2)
    check, test = problems[:cut], problems[cut:] or problems[:cut]
    return tuple(check), tuple(test)

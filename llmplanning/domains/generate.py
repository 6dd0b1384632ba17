"""Draw numbered problem files from a domain generator, deterministically.

One ``random.Random(seed)`` drives a whole run, so the same domain, parameters,
count and seed give byte-identical files.  Problems already drawn in the run,
or present in ``exclude`` (e.g. the training pool when drawing the test set),
are skipped, so splits never share a problem.
"""

from __future__ import annotations

import inspect
import random
from collections.abc import Iterable, Mapping
from pathlib import Path

from llmplanning.errors import InputError

#: draws allowed per requested problem before concluding the space is exhausted.
_TRIES_PER_PROBLEM = 50


def _body(text: str) -> str:
    """The problem text without comments and its name line (the identity of a problem)."""
    return "\n".join(
        line for line in text.splitlines()
        if not line.startswith(";") and not line.startswith("(define (problem")
    )


def check_params(domain: str, params: Mapping[str, object]) -> None:
    """Raise InputError if ``params`` names a parameter the generator lacks."""
    from llmplanning.domains import GENERATORS

    if domain not in GENERATORS:
        raise InputError(
            f"unknown domain '{domain}' (generators: {', '.join(sorted(GENERATORS))})"
        )
    signature = inspect.signature(GENERATORS[domain])
    accepted = [p for p, v in signature.parameters.items() if v.kind is v.KEYWORD_ONLY]
    for key in params:
        if key not in accepted:
            raise InputError(
                f"generator '{domain}' has no parameter '{key}' (accepted: {', '.join(accepted)})"
            )


def generate_problems(
    domain: str,
    n: int,
    seed: int,
    params: Mapping[str, object] | None = None,
    exclude: Iterable[str] = (),
) -> list[str]:
    """Return ``n`` distinct problem texts named ``<domain>-pNNN``."""
    from llmplanning.domains import GENERATORS

    params = dict(params or {})
    check_params(domain, params)
    if n < 1:
        raise InputError(f"--n must be at least 1, not {n}")
    generator = GENERATORS[domain]
    rng = random.Random(seed)
    seen = {_body(t) for t in exclude}
    texts: list[str] = []
    width = max(3, len(str(n)))
    for _ in range(_TRIES_PER_PROBLEM * n + 100):
        if len(texts) == n:
            return texts
        name = f"{domain}-p{len(texts) + 1:0{width}d}"
        try:
            text = generator(rng, name, **params)
        except TypeError as exc:  # e.g. a string where a number is needed
            raise InputError(f"bad parameters for '{domain}': {exc}") from exc
        key = _body(text)
        if key not in seen:
            seen.add(key)
            texts.append(text)
    if len(texts) == n:
        return texts
    raise InputError(
        f"found only {len(texts)} distinct '{domain}' problems with {params}, not {n}"
    )


def problem_filenames(n: int) -> list[str]:
    """File names ``p001.pddl`` … of a run of ``n`` problems."""
    width = max(3, len(str(n)))
    return [f"p{i:0{width}d}.pddl" for i in range(1, n + 1)]


def write_problems(texts: list[str], out: Path) -> list[Path]:
    """Write ``texts`` as ``out/p001.pddl`` …; return the paths written."""
    out.mkdir(parents=True, exist_ok=True)
    paths = []
    for filename, text in zip(problem_filenames(len(texts)), texts):
        path = out / filename
        path.write_text(text, encoding="utf-8", newline="\n")
        paths.append(path)
    return paths


def read_problem_texts(folder: Path) -> list[str]:
    """The texts of the ``*.pddl`` problem files in ``folder`` (none if it is absent)."""
    if not folder.is_dir():
        raise InputError(f"{folder}: not a directory")
    return [p.read_text(encoding="utf-8") for p in sorted(folder.glob("*.pddl"))
            if p.name != "domain.pddl"]

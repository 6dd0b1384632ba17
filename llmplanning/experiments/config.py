"""Experiment files (TOML): the axes of a sweep.

Example::

    name = "licl-vs-baselines"
    models = ["local"]
    domains = ["gridworld:8x8", "maze:10x10"]
    seeds = [0]
    n_test = 20            # first n problems of each test split

    [[methods]]
    name = "licl"
    m = [0, 30, 60]        # a list sweeps that parameter
    mode = "online"

    [[methods]]
    name = "zero-shot"

Every list-valued method parameter is swept (cartesian product); put a list
that is a single value in double brackets (``k = [[1, 2]]``).
"""

from __future__ import annotations

import itertools
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from llmplanning.errors import ConfigError


@dataclass(frozen=True)
class MethodSpec:
    name: str
    params: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class ExperimentSpec:
    """The axes of an experiment."""

    name: str
    domains: tuple[str, ...]
    models: tuple[str, ...]
    methods: tuple[MethodSpec, ...]
    seeds: tuple[int, ...] = (0,)
    n_test: int | None = None
    """Use the first ``n_test`` problems of each test split (None: all)."""
    llm: Mapping[str, Any] = field(default_factory=dict)
    """Backend options (``base_url``, ``api_key_env``, ``no_cache``) for every model."""


def load_experiment(path: str | Path) -> ExperimentSpec:
    """Read and check an experiment file; errors name the file and the key."""
    p = Path(path)
    try:
        data = tomllib.loads(p.read_text())
    except FileNotFoundError:
        raise ConfigError("experiment file does not exist", str(p)) from None
    except (tomllib.TOMLDecodeError, UnicodeDecodeError, IsADirectoryError) as exc:
        raise ConfigError(f"not a TOML experiment file: {exc}", str(p)) from None
    return parse_experiment(data, str(p))


def parse_experiment(data: Mapping[str, Any], where: str = "<experiment>") -> ExperimentSpec:
    methods = data.get("methods")
    if not isinstance(methods, list) or not methods:
        raise ConfigError("needs at least one [[methods]] table with a name", where)
    specs: list[MethodSpec] = []
    for i, m in enumerate(methods, start=1):
        if not isinstance(m, dict) or not isinstance(m.get("name"), str):
            raise ConfigError(f"[[methods]] number {i} has no name", where)
        params = {k: v for k, v in m.items() if k != "name"}
        specs.extend(MethodSpec(m["name"], p) for p in expand(params))
    return ExperimentSpec(
        name=str(data.get("name", Path(where).stem)),
        domains=_strings(data, "domains", where),
        models=_strings(data, "models", where, default=["local"]),
        methods=tuple(specs),
        seeds=tuple(int(s) for s in data.get("seeds", [0])),
        n_test=data.get("n_test"),
        llm=dict(data.get("llm", {})),
    )


def _strings(data: Mapping[str, Any], key: str, where: str,
             default: Sequence[str] | None = None) -> tuple[str, ...]:
    value = data.get(key, default)
    if isinstance(value, str):
        value = [value]
    if not value or not all(isinstance(v, str) for v in value):
        raise ConfigError(f"'{key}' must be a non-empty list of strings", where)
    return tuple(value)


def expand(params: Mapping[str, Any]) -> list[dict[str, Any]]:
    """Cartesian product over list-valued parameters (``[[x]]`` keeps the list ``[x]``)."""
    keys = sorted(params)
    axes = []
    for k in keys:
        v = params[k]
        if isinstance(v, list) and len(v) == 1 and isinstance(v[0], list):
            axes.append([v[0]])
        elif isinstance(v, list):
            axes.append(v)
        else:
            axes.append([v])
    return [dict(zip(keys, combo)) for combo in itertools.product(*axes)]

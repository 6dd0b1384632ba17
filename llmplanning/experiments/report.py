"""Reports from a results file: a table in the shape of the L-ICL paper's Table 4, and learning curves.

Rows are methods (with their parameters, and the model when several were
run); columns are domains; each cell shows ``valid% / success%`` over the
attempts of that row and column, with the number of attempts.  Learning
curves plot success and optimal rate against ``m`` (the number of training
problems) for every method that has an ``m`` parameter.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from llmplanning.errors import MissingDependencyError


@dataclass(frozen=True)
class CellStats:
    n: int
    valid: float
    successful: float
    optimal: float
    mean_length: float | None
    calls: float
    tokens: float


def row_label(record: dict[str, Any], with_model: bool) -> str:
    params = record.get("params") or {}
    label = record["method"]
    if params:
        label += " (" + ", ".join(f"{k}={v}" for k, v in sorted(params.items())) + ")"
    return f"{label} [{record['model']}]" if with_model else label


def aggregate(records: Sequence[dict[str, Any]]) -> dict[tuple[str, str], CellStats]:
    """(row label, domain) -> statistics over the attempts."""
    with_model = len({r["model"] for r in records}) > 1
    groups: dict[tuple[str, str], list[dict[str, Any]]] = defaultdict(list)
    for r in records:
        groups[(row_label(r, with_model), r["domain"])].append(r)
    return {key: _stats(rs) for key, rs in groups.items()}


def _stats(rs: list[dict[str, Any]]) -> CellStats:
    n = len(rs)
    lengths = [r["length"] for r in rs if r.get("successful") and r.get("length") is not None]
    return CellStats(
        n=n,
        valid=sum(bool(r.get("valid")) for r in rs) / n,
        successful=sum(bool(r.get("successful")) for r in rs) / n,
        optimal=sum(bool(r.get("optimal")) for r in rs) / n,
        mean_length=sum(lengths) / len(lengths) if lengths else None,
        calls=sum(r.get("calls", 0) for r in rs) / n,
        tokens=sum(r.get("prompt_tokens", 0) + r.get("completion_tokens", 0) for r in rs) / n,
    )


def format_table(records: Sequence[dict[str, Any]]) -> str:
    """The Table-4-shaped text table (valid% / success% per domain)."""
    if not records:
        return "no records"
    stats = aggregate(records)
    rows = sorted({k[0] for k in stats})
    cols = sorted({k[1] for k in stats})
    header = ["method"] + [f"{c} valid/success (n)" for c in cols] + ["calls", "tokens"]
    body = []
    for row in rows:
        cells = []
        for col in cols:
            s = stats.get((row, col))
            cells.append("-" if s is None else f"{s.valid:.0%} / {s.successful:.0%} ({s.n})")
        mine = [s for (r, _), s in stats.items() if r == row]
        n = sum(s.n for s in mine)
        cells.append(f"{sum(s.calls * s.n for s in mine) / n:.1f}")
        cells.append(f"{sum(s.tokens * s.n for s in mine) / n:.0f}")
        body.append([row] + cells)
    widths = [max(len(line[i]) for line in [header] + body) for i in range(len(header))]
    fmt = "  ".join(f"{{:<{w}}}" for w in widths)
    lines = [fmt.format(*header), fmt.format(*["-" * w for w in widths])]
    lines += [fmt.format(*line) for line in body]
    return "\n".join(lines)


def learning_curves(records: Sequence[dict[str, Any]], out_file: str | Path) -> Path | None:
    """Plot success and optimal rate vs m; None when no method has an ``m`` parameter."""
    series: dict[tuple[str, str, str], dict[int, list[dict[str, Any]]]] = defaultdict(lambda: defaultdict(list))
    for r in records:
        params = dict(r.get("params") or {})
        if "m" not in params:
            continue
        m = int(params.pop("m"))
        rest = ",".join(f"{k}={v}" for k, v in sorted(params.items()))
        series[(r["method"] + (f" ({rest})" if rest else ""), r["domain"], r["model"])][m].append(r)
    if not series:
        return None
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise MissingDependencyError("matplotlib", "plots") from None
    fig, axes = plt.subplots(1, 2, figsize=(10, 4), sharey=True)
    for (method, domain, model), by_m in sorted(series.items()):
        ms = sorted(by_m)
        for ax, field in zip(axes, ("successful", "optimal")):
            rates = [sum(bool(r.get(field)) for r in by_m[m]) / len(by_m[m]) for m in ms]
            ax.plot(ms, rates, marker="o", label=f"{method} {domain} [{model}]")
    for ax, title in zip(axes, ("success rate", "optimal rate")):
        ax.set_xlabel("m (training problems)")
        ax.set_title(title)
        ax.set_ylim(-0.05, 1.05)
        ax.grid(True, alpha=0.3)
    axes[0].legend(fontsize=7)
    out = Path(out_file)
    out.parent.mkdir(parents=True, exist_ok=True)
    fig.tight_layout()
    fig.savefig(out, dpi=100)
    plt.close(fig)
    return out

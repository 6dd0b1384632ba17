"""Benchmark a local model: prompt and generation speed, and what prefix reuse buys.

Run by hand (not a test)::

    python tools/bench_llm.py                 # the bundled Gemma 3 270M
    python tools/bench_llm.py --model gguf:PATH --problems 20 --json

L-ICL asks one prompt per problem, and those prompts share a long prefix
(instructions plus worked examples, ~1500 tokens) followed by a short,
problem-specific suffix.  With the KV cache of the shared prefix kept between
calls only the suffix is evaluated; this script measures that against full
re-evaluation of every prompt (``prefix_reuse=False``).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from llmplanning.llm import make_backend
from llmplanning.llm.local import LocalBackend

EXAMPLE = (
    "Example {i}. Grid 5x5, the agent is at c{r}-{c}, the goal is c{g}-{h}; walls at "
    "c2-3 and c4-1.\nState: (at c{r}-{c})\nAction: (move c{r}-{c} c{r}-{c2})\n"
    "State: (at c{r}-{c2})\nAction: (move c{r}-{c2} c{g}-{c2})\nGoal reached.\n\n"
)
HEADER = (
    "You are a planner. Given a grid world, output one action per line of the form "
    "(move FROM TO) that moves the agent to an adjacent free cell, until the goal is "
    "reached. Track the state after every action.\n\n"
)


def shared_prefix(backend: LocalBackend, target_tokens: int) -> str:
    """Instructions plus worked examples, grown until about ``target_tokens`` tokens."""
    llama = backend.loaded.llama
    text, i = HEADER, 0
    while len(llama.tokenize(text.encode())) < target_tokens:
        r, c = i % 5 + 1, (i * 3) % 5 + 1
        text += EXAMPLE.format(i=i + 1, r=r, c=c, c2=c % 5 + 1, g=(r + 2) % 5 + 1, h=c % 5 + 1)
        i += 1
    return text


def suffixes(count: int) -> list[str]:
    """Distinct short problem statements (the per-problem part of the prompt)."""
    return [
        f"Problem {k}. Grid 5x5, the agent is at c{k % 5 + 1}-{k // 5 % 5 + 1}, the goal is "
        f"c{(k + 3) % 5 + 1}-{(k + 1) % 5 + 1}.\nState: (at c{k % 5 + 1}-{k // 5 % 5 + 1})\nAction:"
        for k in range(count)
    ]


def speeds(backend: LocalBackend, prefix: str) -> dict[str, float]:
    """Prompt tokens/s (full evaluation of the long prompt) and generated tokens/s."""
    fresh = LocalBackend(backend.path, n_threads=backend.n_threads, prefix_reuse=False)
    one = fresh.complete(prefix, max_tokens=1)
    many = fresh.complete("Once upon a time,", max_tokens=64, temperature=0.0)
    short = fresh.complete("Once upon a time,", max_tokens=1, temperature=0.0)
    generated = max(1, many.completion_tokens - 1)
    return {
        "prompt_tokens": one.prompt_tokens,
        "prompt_tokens_per_s": one.prompt_tokens / one.latency_s,
        "generated_tokens": many.completion_tokens,
        "generated_tokens_per_s": generated / max(1e-9, many.latency_s - short.latency_s),
    }


def licl_batch(backend: LocalBackend, prefix: str, tails: list[str], gen: int, reuse: bool) -> float:
    """Seconds to answer one prompt per problem, with or without prefix reuse."""
    runner = LocalBackend(backend.path, n_threads=backend.n_threads, prefix_reuse=reuse)
    runner.loaded.llama.reset()  # start both variants from an empty KV cache
    start = time.perf_counter()
    for tail in tails:
        runner.complete(prefix + tail, max_tokens=gen)
    return time.perf_counter() - start


def main(argv: list[str] | None = None) -> dict[str, Any]:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--model", default="local", help="local or gguf:PATH")
    parser.add_argument("--prefix-tokens", type=int, default=1500)
    parser.add_argument("--problems", type=int, default=20)
    parser.add_argument("--gen-tokens", type=int, default=8)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    backend = make_backend(args.model, cache=False)
    if not isinstance(backend, LocalBackend):
        parser.error("only local models (local, gguf:PATH) are benchmarked")
    load_start = time.perf_counter()
    _ = backend.loaded
    report: dict[str, Any] = {"model": backend.model, "n_threads": backend.n_threads,
                              "cpu_count": os.cpu_count(),
                              "load_s": time.perf_counter() - load_start}
    show = _printer(args.json)
    for key, value in report.items():
        show(key, value)
    prefix = shared_prefix(backend, args.prefix_tokens)
    for key, value in speeds(backend, prefix).items():
        report[key] = value
        show(key, value)
    tails = suffixes(args.problems)
    report["problems"] = args.problems
    report["shared_prefix_tokens"] = len(backend.loaded.llama.tokenize(prefix.encode()))
    show("problems", args.problems)
    show("shared_prefix_tokens", report["shared_prefix_tokens"])
    for reuse, key in ((False, "without_reuse_s"), (True, "with_reuse_s")):
        report[key] = licl_batch(backend, prefix, tails, args.gen_tokens, reuse=reuse)
        show(key, report[key])
    report["speedup"] = report["without_reuse_s"] / report["with_reuse_s"]
    show("speedup", report["speedup"])
    if args.json:
        print(json.dumps(report, indent=2))
    return report


def _printer(quiet: bool) -> Any:
    """Print each number as soon as it is measured (the whole run can take minutes)."""

    def show(key: str, value: Any) -> None:
        if not quiet:
            text = f"{value:.2f}" if isinstance(value, float) else str(value)
            print(f"{key:24} {text}", flush=True)

    return show


if __name__ == "__main__":
    main()

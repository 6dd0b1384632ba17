"""Print the optimal plan-length distribution of a committed split (breadth-first search).

Usage: python tools/split_lengths.py DOMAIN CONFIG [STEP]   (every STEP-th problem)
"""

from __future__ import annotations

import sys
import time
from collections import Counter, deque

from llmplanning.domains import domain_dir
from llmplanning.domains.splits import read_specs
from llmplanning.loader import load_task
from llmplanning.task import Task


def bfs_length(task: Task) -> int | None:
    dist = {task.initial_state: 0}
    queue = deque(dist)
    while queue:
        s = queue.popleft()
        if task.is_goal(s):
            return dist[s]
        for _, t in task.successors(s):
            if t not in dist:
                dist[t] = dist[s] + 1
                queue.append(t)
    return None


def main(domain: str, config: str, step: int = 1) -> None:
    config_dir = domain_dir(domain) / "splits" / config
    start = time.perf_counter()
    for spec in read_specs(config_dir):
        lengths: Counter[int | None] = Counter()
        for path in sorted(spec.folder(config_dir).glob("*.pddl"))[::step]:
            task = load_task(domain_dir(domain) / "domain.pddl", path, frontend="fd")
            lengths[bfs_length(task)] += 1
        shown = ", ".join(f"{k}: {v}" for k, v in sorted(lengths.items(), key=lambda kv: kv[0] or -1))
        print(f"{domain}/{config}/{spec.split}: {shown}")
    print(f"({time.perf_counter() - start:.1f} s)")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else 1)

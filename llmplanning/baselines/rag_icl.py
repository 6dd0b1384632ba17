"""RAG-ICL: in-context examples retrieved from the training split by similarity of start and goal.

The paper retrieves complete solution trajectories of the training problems
whose start and goal are most like the test problem's, up to a character
budget (10k and 20k characters).  Similarity is read from the problem files'
``:init`` and ``:goal`` atoms, without grounding every training task (loading
one costs seconds; a split has hundreds):

- grid domains: Manhattan distance between the agents' starts plus between
  their goal cells (smaller is more similar);
- any other domain: Jaccard similarity of the initial atom sets plus of the
  goal atom sets (larger is more similar).

Trajectories are Fast Downward's optimal plans, computed only for the
examples that fit the budget and cached per cell in
``artifacts/rag_plans.json``, so a resumed or repeated run plans nothing twice.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path

from llmplanning.baselines import prompts
from llmplanning.baselines.base import Baseline, Context, Session, to_attempt
from llmplanning.baselines.problem_text import plan_text, view_of, xy
from llmplanning.baselines.templates import ANSWER_FORMAT
from llmplanning.domains.views import GridView, View
from llmplanning.errors import ConfigError
from llmplanning.experiments.methods import Attempt, Cell
from llmplanning.llm.base import Backend

_ATOM = re.compile(r"\(([^()]+)\)")


@dataclass(frozen=True)
class ProblemFeatures:
    """What retrieval compares: a problem's initial and goal atoms, and grid positions."""

    path: Path
    init: frozenset[str]
    goal: frozenset[str]
    start_xy: tuple[int, int] | None
    goal_xy: tuple[int, int] | None


def _section(text: str, keyword: str) -> str:
    """The balanced-parenthesis section opening with ``(:keyword``."""
    start = text.find(f"(:{keyword}")
    if start < 0:
        return ""
    depth = 0
    for i in range(start, len(text)):
        depth += {"(": 1, ")": -1}.get(text[i], 0)
        if depth == 0:
            return text[start + len(keyword) + 2: i]
    return text[start + len(keyword) + 2:]


def problem_atoms(path: Path) -> tuple[frozenset[str], frozenset[str]]:
    """Initial and goal atoms of a problem file, read without parsing the domain."""
    text = "\n".join(line.split(";", 1)[0] for line in path.read_text(errors="replace").lower().splitlines())

    def atoms(section: str) -> frozenset[str]:
        found = (" ".join(m.group(1).split()) for m in _ATOM.finditer(section))
        return frozenset(f"({a})" for a in found if a and not a.startswith(("=", "and", "not")))

    return atoms(_section(text, "init")), atoms(_section(text, "goal"))


def features(path: Path, view: View | None) -> ProblemFeatures:
    init, goal = problem_atoms(path)
    grid = view if isinstance(view, GridView) else None
    return ProblemFeatures(path, init, goal, _agent_cell(init, grid), _agent_cell(goal, grid))


def _agent_cell(atoms: frozenset[str], grid: GridView | None) -> tuple[int, int] | None:
    if grid is None:
        return None
    for atom in sorted(atoms):
        parts = atom.strip("()").split()
        if parts[0] == grid.agent and len(parts) > 1:
            return grid.cell_coordinates(parts[-1])
    return None


def _jaccard(a: frozenset[str], b: frozenset[str]) -> float:
    return len(a & b) / len(a | b) if a | b else 1.0


def similarity(query: ProblemFeatures, other: ProblemFeatures) -> float:
    """Larger is more similar: minus the Manhattan distances on grids, Jaccard otherwise."""
    if None not in (query.start_xy, query.goal_xy, other.start_xy, other.goal_xy):
        (qs, qg, os_, og) = (query.start_xy, query.goal_xy, other.start_xy, other.goal_xy)
        assert qs and qg and os_ and og  # narrowed above, for the type checker
        return -float(abs(qs[0] - os_[0]) + abs(qs[1] - os_[1]) + abs(qg[0] - og[0]) + abs(qg[1] - og[1]))
    return _jaccard(query.init, other.init) + _jaccard(query.goal, other.goal)


class RagIcl(Baseline):
    """Retrieved optimal trajectories of similar training problems, then the test problem."""

    name = "rag-icl"

    def __init__(self, budget: int = 10_000, max_tokens: int = 256, planner_time_limit: float = 60.0) -> None:
        super().__init__(max_tokens)
        if budget < 0:
            raise ConfigError(f"rag-icl: budget must be >= 0 characters, got {budget}")
        self.budget = budget
        self.planner_time_limit = planner_time_limit
        self._train: list[ProblemFeatures] = []
        self._plans: dict[str, list[str] | None] = {}
        self._cache_file: Path | None = None

    def prepare(self, cell: Cell, backend: Backend) -> None:
        """Index the training split (file reads only) and load the cell's plan cache."""
        view = view_of(str(cell.domain.folder))
        self._train = [features(p, view) for p in cell.domain.train]
        self._cache_file = cell.artifacts / "rag_plans.json"
        if self._cache_file.is_file():
            self._plans = json.loads(self._cache_file.read_text())

    def solve(self, context: Context, session: Session) -> Attempt:
        examples, used = self.examples(context)
        prompt = prompts.rag_icl(context.text, examples)
        answer = session.ask(prompt, max_tokens=self.max_tokens)
        parsed = context.parse(f"{ANSWER_FORMAT} {answer}")
        return to_attempt(parsed, session, {"examples": used, "prompt_chars": len(prompt)})

    def examples(self, context: Context) -> tuple[list[str], list[str]]:
        """Example texts, most similar first, while they fit the budget; and their problem ids."""
        query = features(context.problem.path, context.view)
        ranked = sorted((f for f in self._train if f.path.resolve() != context.problem.path.resolve()),
                        key=lambda f: -similarity(query, f))
        texts: list[str] = []
        used: list[str] = []
        size = 0
        for other in ranked:
            plan = self._plan(context, other.path)
            if plan is None:
                continue
            text = self._example(len(texts) + 1, other, plan, context)
            if size + len(text) + 2 > self.budget:
                break
            texts.append(text)
            used.append(other.path.stem)
            size += len(text) + 2
        return texts, used

    def _example(self, index: int, other: ProblemFeatures, plan: list[str], context: Context) -> str:
        grid = context.text.grid and other.start_xy is not None and other.goal_xy is not None
        if grid:
            assert other.start_xy is not None and other.goal_xy is not None
            start, goal = xy(other.start_xy), xy(other.goal_xy)
            trajectory = " -> ".join([start] + [_target(name, context.view) for name in plan])
        else:
            start, goal, trajectory = " ".join(sorted(other.init)), " ".join(sorted(other.goal)), ""
        return prompts.rag_example(index, start, goal, plan_text(plan, grid), trajectory)

    def _plan(self, context: Context, path: Path) -> list[str] | None:
        """The optimal plan of a training problem (cached; None when the planner finds none)."""
        key = str(path)
        if key not in self._plans:
            from llmplanning.planner import PlannerStatus, optimal_plan

            result = optimal_plan(context.problem.domain.domain_file, path,
                                  time_limit=self.planner_time_limit)
            solved = result.status is PlannerStatus.SOLVED and result.plan is not None
            self._plans[key] = list(result.plan or ()) if solved else None
            self._save()
        return self._plans[key]

    def _save(self) -> None:
        if self._cache_file is not None:
            self._cache_file.parent.mkdir(parents=True, exist_ok=True)
            self._cache_file.write_text(json.dumps(self._plans, indent=0, sort_keys=True))


def _target(name: str, view: View | None) -> str:
    """The cell a grid action ends in, as ``(x, y)`` (its last cell argument)."""
    if isinstance(view, GridView):
        for arg in reversed(name.strip("()").split()[1:]):
            cell = view.cell_coordinates(arg)
            if cell is not None:
                return xy(cell)
    return "?"

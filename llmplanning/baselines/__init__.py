"""The L-ICL paper's baselines (its Appendix D and F), as methods of the experiment runner.

One module per baseline — :mod:`.zero_shot` (zero-shot and Chain-of-Thought),
:mod:`.rag_icl`, :mod:`.react` (prompt-only and with oracle feedback),
:mod:`.self_consistency`, :mod:`.self_refine`, :mod:`.tree_of_thoughts` — over
shared parts: how a problem is stated (:mod:`.problem_text`), the prompt
wording (:mod:`.templates`, filled by :mod:`.prompts`) and one parser for
every answer (:mod:`.action_parser`).  They are registered in
``llmplanning.experiments.methods.METHODS`` under the names of :data:`NAMES`.
"""

from __future__ import annotations

#: the baselines' method names (each registered with one line in ``METHODS``).
NAMES: tuple[str, ...] = (
    "zero-shot", "cot", "rag-icl", "react", "react-feedback", "self-consistency", "self-refine", "tot",
)

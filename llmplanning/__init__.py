"""llmplanning: a PDDL-centric toolkit for research on planning with LLMs."""

from __future__ import annotations

__version__ = "0.1.0"

"""Tests of the LLM backends (llmplanning.llm)."""

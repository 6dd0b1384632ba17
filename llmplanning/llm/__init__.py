"""LLM backends: one interface over llama.cpp (local GGUF) and OpenAI-compatible HTTP.

Build a backend from a spec string and ask it::

    from llmplanning.llm import make_backend
    backend = make_backend("local")            # or "gguf:PATH", "openai:MODEL"
    reply = backend.complete("Q: 2+2=\\nA:", max_tokens=5, stop=("\\n",))
    reply.text, reply.prompt_tokens, reply.completion_tokens, reply.cached

Importing this package loads no model, reads no key and imports neither
llama.cpp nor any HTTP machinery; that happens on first use.
"""

from __future__ import annotations

from llmplanning.llm.base import Backend, LLMRequest, LLMResponse, Message, Usage
from llmplanning.llm.cache import ResponseCache, default_cache_path, user_cache_dir
from llmplanning.llm.spec import ModelSpec, make_backend, parse_spec

__all__ = [
    "Backend",
    "LLMRequest",
    "LLMResponse",
    "Message",
    "ModelSpec",
    "ResponseCache",
    "Usage",
    "default_cache_path",
    "make_backend",
    "parse_spec",
    "user_cache_dir",
]

"""The click options every LLM-using command shares.

Every command that talks to a model (``llm``, L-ICL, baselines, AutoToS …)
takes the same flags, so they are declared once here.  The decorator folds
them into one :class:`ModelOptions` value passed as ``llm_options``, which
keeps command signatures short and lets a command record exactly which model
and seed it used::

    @click.command()
    @model_options
    def run(llm_options: ModelOptions) -> None:
        backend = llm_options.make_backend()
        backend.complete("...", seed=llm_options.seed)
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import click

from llmplanning.llm.base import Backend
from llmplanning.llm.remote import DEFAULT_API_KEY_ENV
from llmplanning.llm.spec import SPEC_HELP, make_backend

F = TypeVar("F", bound=Callable[..., Any])


@dataclass(frozen=True)
class ModelOptions:
    """The model flags of one command invocation."""

    model: str
    """The model spec string (``local``, ``gguf:PATH``, ``openai:MODEL``)."""
    base_url: str | None
    """Base URL for ``openai:`` specs (None: ``$LLMPLANNING_BASE_URL`` or OpenAI)."""
    api_key_env: str
    """Name of the environment variable holding the API key (never the key itself)."""
    no_cache: bool
    """True to bypass the response cache (neither read nor written)."""
    cache_file: Path | None
    """Response cache file (None: the default one in the user cache directory)."""
    seed: int | None
    """Sampling seed for requests (sample ``i`` uses ``seed + i``)."""

    def make_backend(self, **options: Any) -> Backend:
        """The backend these flags name; ``options`` go to the backend class."""
        cache: bool | Path = False if self.no_cache else (self.cache_file or True)
        return make_backend(
            self.model, base_url=self.base_url, api_key_env=self.api_key_env,
            cache=cache, **options,
        )

    def record(self) -> dict[str, Any]:
        """What a result record stores about the model (no key, no paths to caches)."""
        return {"model": self.model, "base_url": self.base_url, "seed": self.seed}


_OPTIONS = [
    click.option("--model", "model", default="local", show_default=True,
                 envvar="LLMPLANNING_MODEL", metavar="SPEC", help=f"Model: {SPEC_HELP}."),
    click.option("--base-url", "base_url", default=None, envvar="LLMPLANNING_BASE_URL",
                 metavar="URL", help="Base URL of an OpenAI-compatible API (openai: specs)."),
    click.option("--api-key-env", "api_key_env", default=DEFAULT_API_KEY_ENV,
                 show_default=True, metavar="NAME",
                 help="Environment variable that holds the API key."),
    click.option("--no-cache", "no_cache", is_flag=True,
                 help="Bypass the on-disk response cache."),
    click.option("--cache-file", "cache_file", default=None, envvar="LLMPLANNING_RESPONSE_CACHE",
                 type=click.Path(dir_okay=False, path_type=Path),
                 help="Response cache file (default: in the user cache directory)."),
    click.option("--seed", "seed", type=int, default=0, show_default=True,
                 help="Sampling seed (sample i uses seed + i)."),
]
_NAMES = ("model", "base_url", "api_key_env", "no_cache", "cache_file", "seed")


def model_options(func: F) -> F:
    """Add the shared model flags to a click command, passed as ``llm_options``.

    Place it below ``@click.command()`` like any ``@click.option``.
    """

    @functools.wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        values = {name: kwargs.pop(name) for name in _NAMES}
        return func(*args, llm_options=ModelOptions(**values), **kwargs)

    wrapper.__click_params__ = list(getattr(func, "__click_params__", []))  # type: ignore[attr-defined]
    decorated: Any = wrapper
    for option in reversed(_OPTIONS):
        decorated = option(decorated)
    return decorated

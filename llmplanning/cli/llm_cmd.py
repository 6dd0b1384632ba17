"""``llmplanning llm``: ask a model one prompt and show the answer with its token counts.

The quickest way to check that a model spec, an endpoint or a key works before
spending an experiment on it.  Library errors (bad spec, missing model file,
unreachable endpoint) propagate to :func:`llmplanning.cli.main.main`, which
prints them as one ``error:`` line.
"""

from __future__ import annotations

import json
import sys

import click

from llmplanning.llm.base import LLMRequest, LLMResponse, Message
from llmplanning.llm.options import ModelOptions, model_options


@click.command("llm")
@model_options
@click.argument("prompt")
@click.option("--max-tokens", type=click.IntRange(min=1), default=64, show_default=True,
              help="Maximum generated tokens.")
@click.option("--temperature", type=click.FloatRange(min=0.0), default=0.0, show_default=True,
              help="Sampling temperature (0 = greedy).")
@click.option("--stop", multiple=True, help="Stop sequence (repeatable).")
@click.option("-n", "--samples", type=click.IntRange(min=1), default=1, show_default=True,
              help="Number of samples.")
@click.option("--chat", is_flag=True, help="Send PROMPT as a user chat message, not a completion.")
@click.option("--system", default=None, help="System message (implies --chat).")
@click.option("--json", "as_json", is_flag=True, help="Print JSON to stdout.")
@click.pass_context
def llm(
    ctx: click.Context, llm_options: ModelOptions, prompt: str, max_tokens: int,
    temperature: float, stop: tuple[str, ...], samples: int, chat: bool,
    system: str | None, as_json: bool,
) -> None:
    """Complete PROMPT ("-" reads it from stdin) with the model given by --model."""
    if prompt == "-":
        prompt = sys.stdin.read()
    request = _request(prompt, chat or system is not None, system, max_tokens=max_tokens,
                       temperature=temperature, stop=stop, n=samples, seed=llm_options.seed)
    backend = llm_options.make_backend()
    responses = backend.generate(request)
    if as_json:
        click.echo(json.dumps({"spec": llm_options.model,
                               "responses": [r.to_dict() for r in responses]}, indent=2))
    else:
        for response in responses:
            _show(response, several=samples > 1)
    ctx.exit(0)


def _request(prompt: str, chat: bool, system: str | None, **params: object) -> LLMRequest:
    """A completion request, or a chat request with an optional system message."""
    if not chat:
        return LLMRequest(prompt=prompt, **params)  # type: ignore[arg-type]
    messages = ([Message("system", system)] if system else []) + [Message("user", prompt)]
    return LLMRequest(messages=tuple(messages), **params)  # type: ignore[arg-type]


def _show(response: LLMResponse, several: bool) -> None:
    """The text, then one line of accounting."""
    if several:
        click.echo(f"--- sample {response.sample_index}")
    click.echo(response.text)
    click.echo(
        f"[model {response.model} ({response.backend}); prompt_tokens={response.prompt_tokens} "
        f"completion_tokens={response.completion_tokens} latency={response.latency_s:.2f}s "
        f"finish={response.finish_reason} cached={'yes' if response.cached else 'no'}]"
    )

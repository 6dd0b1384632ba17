"""``llmplanning generate``: write seeded problem files of a library domain."""

from __future__ import annotations

from pathlib import Path

import click

from llmplanning.errors import InputError


def _value(text: str) -> object:
    """A ``-p key=value`` value: int, then float, else the string itself."""
    for convert in (int, float):
        try:
            return convert(text)
        except ValueError:
            pass
    return text


def parse_params(size: int | None, pairs: tuple[str, ...]) -> dict[str, object]:
    """Generator keyword arguments from ``--size`` and ``-p key=value`` options."""
    params: dict[str, object] = {}
    if size is not None:
        params["size"] = size
    for pair in pairs:
        if "=" not in pair:
            raise InputError(f"-p expects key=value, not '{pair}'")
        key, value = pair.split("=", 1)
        params[key.strip().replace("-", "_")] = _value(value.strip())
    return params


@click.command("generate")
@click.argument("domain")
@click.option("--n", "n", type=int, required=True, help="Number of problems.")
@click.option("--seed", type=int, required=True, help="Seed of the run's random.Random.")
@click.option("--size", type=int, default=None, help="Grid side, blocks, disks or pancakes.")
@click.option("-p", "--param", "pairs", multiple=True, metavar="KEY=VALUE",
              help="Further generator parameter, e.g. -p boxes=2 (repeatable).")
@click.option("--exclude", type=click.Path(path_type=Path), default=None,
              help="Folder of problems the new ones must differ from (e.g. the train split).")
@click.option("--out", type=click.Path(path_type=Path), required=True, help="Output folder.")
@click.pass_context
def generate(ctx: click.Context, domain: str, n: int, seed: int, size: int | None,
             pairs: tuple[str, ...], exclude: Path | None, out: Path) -> None:
    """Write N problems of DOMAIN to OUT/p001.pddl …; the same seed gives identical files."""
    from llmplanning.domains.generate import generate_problems, read_problem_texts, write_problems

    params = parse_params(size, pairs)
    excluded = read_problem_texts(exclude) if exclude is not None else []
    texts = generate_problems(domain, n, seed, params, excluded)
    paths = write_problems(texts, out)
    click.echo(f"wrote {len(paths)} {domain} problems to {out}", err=True)
    ctx.exit(0)

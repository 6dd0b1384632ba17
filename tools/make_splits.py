"""Rewrite the committed problem splits of library domains from their SEEDS.toml.

Usage: python tools/make_splits.py DOMAIN [DOMAIN ...]
"""

from __future__ import annotations

import sys

from llmplanning.domains import domain_dir
from llmplanning.domains.splits import config_dirs, read_specs, write_config


def main(names: list[str]) -> None:
    for name in names:
        for config in config_dirs(domain_dir(name)):
            write_config(config)
            for spec in read_specs(config):
                print(f"{name}/{config.name}/{spec.split}: {spec.command()}")


if __name__ == "__main__":
    main(sys.argv[1:])

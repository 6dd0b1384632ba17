"""``python -m llmplanning.cli`` runs the command line (same as the ``llmplanning`` script)."""

from llmplanning.cli.main import main

main()

"""The ``llmplanning`` command line: one module per command, assembled in :mod:`.main`."""

"""L-ICL (Localized In-Context Learning): PTP prompts, trace checking, learned doctests.

The pipeline, one module per step:

- :mod:`.templates` — the prompt's text, readable and changeable;
- :mod:`.prompt` — the Program Trace Prompt for any task (program with
  documented subroutines, k oracle example traces, the query);
- :mod:`.trace` — example traces: the program's output answered by the oracle;
- :mod:`.trace_parser` — the model's trace read back, never raising;
- :mod:`.answers` — the correct output of each subroutine for a given input;
- :mod:`.localize` — the first failing call and its correction (Algorithm 2);
- :mod:`.corrections` — the correction bank, its checkpoints and JSON files;
- :mod:`.train` — Algorithm 1, online or batch;
- :mod:`.method` — the ``licl`` method of the experiment runner.
"""

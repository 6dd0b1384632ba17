"""Experiments: methods turn problems into attempts; the runner scores and records them.

The pipeline reads like pyperplan's ``planner.py``: resolve the domain and its
problem split (:mod:`.problems`), let each method prepare once per cell
(training, e.g. L-ICL's correction bank), ask it for one attempt per test
problem, score the attempt with the validator and the optimal cost
(:mod:`.scoring`: methods never score themselves), and append one JSON record
per attempt (:mod:`.records`), flushed as written so an interrupted run resumes
where it stopped.  :mod:`.report` turns records into the paper-style table and
learning curves.
"""

"""The package exception hierarchy.

Exceptions are for misuse and bad input only (DESIGN.md, principle 4): an
invalid plan, a garbled model answer or failing model-written code is a
*value* (a report), never one of these.  The CLI turns these into exit codes
in one place (:mod:`llmplanning.cli.main`).
"""

from __future__ import annotations


class LLMPlanningError(Exception):
    """Base class of every error this package raises on purpose."""

    exit_code: int = 2


class InputError(LLMPlanningError):
    """Bad input given by the user: a file, an option or a value.

    ``where`` names the file (and line, when known) so the message can say
    exactly where the problem is.
    """

    def __init__(self, message: str, where: str | None = None) -> None:
        self.message = message
        self.where = where
        super().__init__(f"{where}: {message}" if where else message)


class PDDLError(InputError):
    """A PDDL file that cannot be read, parsed or grounded."""


class UnsupportedFeatureError(PDDLError):
    """PDDL that uses a feature the engine refuses rather than mis-simulates."""


class PlanFileError(InputError):
    """A plan file that cannot be read at all (missing, a directory, binary)."""


class BackendError(LLMPlanningError):
    """An LLM backend that cannot be used: missing dependency, model or key."""


class MissingDependencyError(BackendError):
    """An optional dependency is not installed; the message gives the command."""

    def __init__(self, package: str, extra: str) -> None:
        self.package = package
        self.extra = extra
        super().__init__(
            f"{package} is not installed; install it with: "
            f"pip install 'llmplanning[{extra}]'"
        )


class ConfigError(InputError):
    """An experiment file or option combination that makes no sense."""

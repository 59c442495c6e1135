"""What became of one case: its status, and for a failure the differences found.

A case that goes wrong in the adapter gets a status of its own: ``timeout``, ``crash``,
``protocol_error`` (not JSON, not a message, wrong seq, unsolicited line, nested too deeply,
NaN), ``oversize``, or ``error`` when the adapter answers with an ``error`` message. Internally
they are all ``status == "error"`` with ``Outcome.kind`` saying which.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from conformance.case.format import Case

STATUSES = ("pass", "fail", "error", "skip", "xfail", "stale")


# What an ``error`` outcome's ``kind`` may be; each is the case's status in the reports.
ERROR_KINDS = ("timeout", "crash", "protocol_error", "oversize", "error")


@dataclass
class Outcome:
    case: Case
    status: str  # one of STATUSES
    message: str = ""
    mismatch: Mismatch | None = None
    seconds: float = 0.0
    mismatches: list[Mismatch] = field(default_factory=list)  # every difference (mismatch is the first)
    case_file: Path | None = None  # where the case can be read (and replayed with --case)
    kind: str = ""  # for an error: one of ERROR_KINDS
    unsupported: tuple[str, ...] = ()  # for a skip by the declaration: the option values it does not hold

    @property
    def report_status(self) -> str:
        """The status the reports give: an error's kind in place of ``error``."""
        if self.status == "error":
            return self.kind if self.kind in ERROR_KINDS else "error"
        return self.status

    @property
    def counts_as(self) -> str:
        """passed / failed / skipped, for the summary line."""
        if self.status == "pass":
            return "passed"
        if self.status in ("skip", "xfail"):
            return "skipped"
        return "failed"


@dataclass(frozen=True)
class Mismatch:
    path: str
    expected: str  # compact, already rendered
    actual: str
    note: str = ""
    expected_value: object = None  # the JSON values themselves, for machine-readable reports
    actual_value: object = None
    rules: tuple[str, ...] = ()  # the SPEC rules behind the differing check (conformance.case.rules)
    check: int | None = None  # the index in the case's ``expect`` of the differing check, if one

    def render(self) -> str:
        text = f"at {self.path}: expected {self.expected}, got {self.actual}"
        return f"{text} ({self.note})" if self.note else text

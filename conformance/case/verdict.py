"""What became of one case: its status, and for a failure the differences found.

A case that goes wrong in the adapter gets a status of its own: ``timeout``, ``crash``,
``protocol_error`` (not JSON, not a message, wrong seq, unsolicited line, nested too deeply,
NaN), ``oversize``, or ``error`` when the adapter answers with an ``error`` message. Internally
they are all ``status == "error"`` with ``Outcome.kind`` saying which.
"""

from __future__ import annotations

import re
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
    divergence: Divergence | None = None  # for a failure: where the implementation first parted from the reference

    @property
    def cause(self) -> Divergence | None:
        """What a report groups this failure by: the first divergence when it was found, else
        the first mismatch as its own divergence."""
        if self.divergence is not None:
            return self.divergence
        m = self.mismatch
        if m is None:
            return None
        return Divergence(kind="check", after=None, action=None, path=m.path, rules=m.rules, detail=m.render())

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


@dataclass(frozen=True)
class Divergence:
    """The earliest observation where an implementation and the reference differ in a failing
    case (the first divergence, not the symptom actions later): a legal set, a trick, a hand
    result, or an action refused or accepted against the reference's answer.

    ``kind``: ``legal`` (the legal set, the seat to act or the phase after ``after`` actions),
    ``trick`` (a completed trick), ``hand_result``, ``refused`` (an action the reference accepts),
    ``accepted`` (an action the reference refuses) or ``check`` (no earlier divergence was found:
    the failing check itself). ``action``: the kind of the action at that point (``play``,
    ``bid``...); ``path``: the field that differs (``actions``, ``to_act``, ``winner``...);
    ``rules``: the SPEC rules that decide it; ``detail``: one readable line."""

    kind: str
    after: int | None
    action: str | None
    path: str
    rules: tuple[str, ...]
    detail: str

    @property
    def signature(self) -> tuple[str, str, str, str]:
        """What failures are grouped by: the kind, the leading rule, the action kind, the field.
        The action counts only where it is the point (a legal set before it, the action refused
        or accepted): the action after a trick or a hand that ended wrongly is incidental."""
        action = self.action or "" if self.kind in ("legal", "refused", "accepted") else ""
        return (self.kind, self.rules[0] if self.rules else "", action, _field(self.path))

    def as_json(self) -> dict[str, object]:
        return {"kind": self.kind, "after": self.after, "action": self.action, "path": self.path,
                "rules": list(self.rules), "detail": self.detail}


def _field(path: str) -> str:
    """A mismatch path without its indices: ``$.expect[3].results[0].scores[1]`` -> ``results.scores``."""
    parts = [re.sub(r"\[[^\]]*\]", "", p) for p in path.removeprefix("$.").split(".")]
    return ".".join(p for p in parts if p and p != "expect")


"""What a run found, worked out once for every report format: the failing cases grouped by cause
(conformance/run/causes.py), and for each failing case its cause, the action it turns on with what
the reference does with that action, the register reading its answer matches
(conformance/run/readings.py), and the repro and explain commands."""

from __future__ import annotations

import shlex
from dataclasses import dataclass, field

from conformance.case.verdict import Outcome
from conformance.run.causes import Cause, causes, explain_after, failing_action, numbering, reference_verdict
from conformance.run.display import visible
from conformance.run.loop import RunResult
from conformance.run.readings import ReadingHint, reading_hint


@dataclass(frozen=True)
class Turn:
    """The action a failure turns on: its index, the action, and what the reference does with it
    there (``accepted`` or a refusal code; None if it cannot tell)."""

    index: int
    action: str
    reference: str | None

    def text(self) -> str:
        if self.reference is None:
            verdict = ""
        elif self.reference == "accepted":
            verdict = ": the reference accepts it"
        else:
            verdict = f": the reference refuses it with {self.reference}"
        return f"actions[{self.index}] {visible(self.action)}{verdict}"

    def as_json(self) -> dict[str, object]:
        return {"index": self.index, "action": self.action, "reference": self.reference}


@dataclass
class Findings:
    causes: list[Cause]
    cause_of: dict[str, Cause]  # case id -> its cause
    turns: dict[str, Turn] = field(default_factory=dict)  # case id -> the action it turns on
    hints: dict[str, ReadingHint] = field(default_factory=dict)  # case id -> the register reading it matches

    def commands(self, r: RunResult, o: Outcome) -> tuple[str, str] | None:
        """The repro and explain command lines for a failing case that has a file."""
        if o.case_file is None:
            return None
        path = shlex.quote(str(o.case_file))
        impl = f" --impl {shlex.quote(r.impl)}" if r.impl else ""
        return f"trickref conformance run{impl} --case {path}", f"trickref explain --case {path} --after {explain_after(o)}"


def findings(r: RunResult) -> Findings:
    found = causes(r.outcomes)
    out = Findings(found, numbering(found))
    for o in r.outcomes:
        if o.status != "fail":
            continue
        k = failing_action(o)
        if k is not None:
            out.turns[o.case.id] = Turn(k, o.case.actions[k], reference_verdict(o.case, k))
        hint = reading_hint(o)
        if hint is not None:
            out.hints[o.case.id] = hint
    return out

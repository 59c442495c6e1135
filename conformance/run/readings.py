"""For a failing case that tells two readings of a contested point apart, the register entry and
the option value the implementation's answer matches.

A case tagged ``reading:OPTION=VALUE`` plays VALUE, and its outcome differs under the default; one
tagged ``contrast:OPTION=VALUE`` plays the default, and its outcome differs under VALUE
(conformance/sources/generated/common.py, ``reading_cases``). When such a case fails, the
implementation may simply play the other reading. The reference replays the case under the other
value; when that answer differs from the case exactly where the implementation's does, and with
the same values, the implementation plays the other reading, and the report says which value to
declare, under which register entry (``R-SV-4: your answer matches sweep all_thirteen: if your
engine plays it, declare "sweep": ["all_thirteen"]``).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from conformance.case.format import Case
from conformance.case.judge import judge_answer
from conformance.case.verdict import Mismatch, Outcome
from conformance.games import game
from conformance.jsonvalues import compact
from conformance.protocol.messages import Refused, Result
from conformance.protocol.reference import answer
from conformance.vocabulary import values


@dataclass(frozen=True)
class ReadingHint:
    entries: tuple[str, ...]  # the register entries of the option (R-SV-4)
    option: str
    played: object  # the value the case plays
    other: object  # the value whose answer the case tells apart
    matches: bool  # the implementation's answer is the reference's under ``other``

    def text(self) -> str:
        where = ", ".join(self.entries) or f"option {self.option}"
        if self.matches:
            return (f"{where}: your answer matches {self.option} {_text(self.other)} (the case plays {_text(self.played)}): "
                    f"if your engine plays {_text(self.other)}, declare {compact(self.option)}: [{compact(self.other)}]")
        return (f"{where}: this case tells {self.option} {_text(self.played)} from {_text(self.other)}, "
                "and your answer matches neither")

    def as_json(self) -> dict[str, object]:
        return {"register": list(self.entries), "option": self.option, "played": self.played, "other": self.other,
                "matches_other": self.matches, "hint": self.text()}


def _text(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return "null" if value is None else str(value)


def reading_of(case: Case) -> tuple[str, object, object] | None:
    """The option a ``reading:`` or ``contrast:`` case tells apart, the value it plays and the
    other value; None for a case without such a tag (or one naming no option of its game)."""
    for tag in case.tags:
        kind, _, rest = tag.partition(":")
        if kind not in ("reading", "contrast") or "=" not in rest:
            continue
        option, _, value = rest.partition("=")
        if option not in case.options:
            continue
        tagged = _value(case.game, option, value)
        if tagged is _UNKNOWN:
            continue
        played = case.options[option]
        other = game(case.game).defaults.get(option) if kind == "reading" else tagged
        if other == played and type(other) is type(played):
            continue
        return option, played, other
    return None


_UNKNOWN = object()


def _value(game_name: str, option: str, text: str) -> object:
    """The option value a tag writes as ``text`` (``true``, ``all_thirteen``, ``-6``)."""
    allowed = game(game_name).option_values().get(option)
    if isinstance(allowed, list):
        for v in allowed:
            if _text(v) == text:
                return v
        return _UNKNOWN
    try:
        return int(text)
    except ValueError:
        return text


def reading_hint(o: Outcome) -> ReadingHint | None:
    """The hint for a failing ``reading:``/``contrast:`` case (see the module docstring)."""
    if o.status != "fail" or not o.mismatches:
        return None
    found = reading_of(o.case)
    if found is None:
        return None
    option, played, other = found
    entries: tuple[str, ...] = ()
    try:
        entries = values(o.case.game).options[option].register
    except KeyError:
        pass
    request = dataclasses.replace(o.case.request(0), options={**o.case.options, option: other})
    reply = answer(request)
    matches = False
    if isinstance(reply, (Result, Refused)):
        matches = _answers(judge_answer(o.case, reply)) == _answers(o.mismatches)
    return ReadingHint(tuple(entries), option, played, other, matches)


def _answers(found: list[Mismatch]) -> list[tuple[str, str]]:
    return [(m.path, compact(m.actual_value)) for m in found]

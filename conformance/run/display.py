"""How the reports show an action and a difference, so that what an implementation got wrong can
be read off one line: an action is quoted with every space that is not the single space between
two words shown as ``␠`` (``"pass␠"``, ``"bid␠␠3"``), and every other blank or control character
escaped as in JSON (``\\t``, ``\\u00a0``); a mismatch that involves an action of the case names
it, with its index.

The report legend (``LEGEND``) says the same for the reader.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from conformance.case.format import Case
from conformance.case.verdict import Mismatch
from conformance.jsonvalues import compact

SPACE = "\u2420"  # SYMBOL FOR SPACE
LEGEND = (f"actions are quoted; {SPACE} is a space other than the single space between two words "
          "(leading, trailing or doubled), and other blanks and control characters are escaped as in JSON "
          "(\\t, \\u00a0)")
_ESCAPES = {'"': '\\"', "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r", "\b": "\\b", "\f": "\\f"}


def visible(action: object) -> str:
    """``action`` quoted, its stray spaces as ``␠`` and other blanks and control characters
    escaped; a value that is not a string as compact JSON."""
    if not isinstance(action, str):
        return compact(action)
    out: list[str] = []
    last = len(action) - 1
    for i, ch in enumerate(action):
        if ch == " ":
            between_words = 0 < i < last and not action[i - 1].isspace() and not action[i + 1].isspace()
            out.append(" " if between_words else SPACE)
        elif ch in _ESCAPES:
            out.append(_ESCAPES[ch])
        elif not ch.isprintable():  # control, format (bidi), other blanks (NBSP), surrogates
            code = ord(ch)
            out.append(f"\\u{code:04x}" if code <= 0xFFFF else f"\\U{code:08x}")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def visible_list(items: object) -> str:
    """A list of actions, each shown by ``visible``."""
    if not isinstance(items, list):
        return compact(items)
    return "[" + ", ".join(visible(x) for x in items) + "]"


def indexed(actions: Sequence[str], index: int) -> str:
    """``actions[3] "pass␠"``: a case's action at ``index``, as the reports name it."""
    if 0 <= index < len(actions):
        return f"actions[{index}] {visible(actions[index])}"
    return f"actions[{index}]"


@dataclass(frozen=True)
class Shown:
    """A mismatch as the text and JUnit reports print it."""

    expected: str
    actual: str
    note: str


def shown(case: Case, m: Mismatch) -> Shown:
    """``m`` with the actions it involves shown by ``visible``: the refused action of a refusal
    check, the action an implementation refused, the actions missing from or added to a legal
    set. Any other mismatch as the judge wrote it."""
    exp, act = m.expected_value, m.actual_value
    refusal = case.refusal
    if m.path == "$.expect[0]" and refusal is not None and isinstance(exp, dict):
        return Shown(f"{indexed(case.actions, refusal.index)} refused with {refusal.code}", "every action accepted", m.note)
    if m.path.startswith("$.actions[") and isinstance(act, dict):
        index, code = act.get("index"), act.get("code")
        if isinstance(index, int):
            return Shown(f"{indexed(case.actions, index)} accepted", f"refused with {visible(code)}", m.note)
    if m.path == "$.expect[0].code" and refusal is not None:
        return Shown(visible(exp), visible(act), f"for {indexed(case.actions, refusal.index)}")
    if m.path == "$.expect[0].index" and refusal is not None and isinstance(act, int):
        return Shown(f"{indexed(case.actions, refusal.index)} refused", f"{indexed(case.actions, act)} refused instead", "")
    if m.path.endswith(".actions") and isinstance(exp, list) and isinstance(act, list):
        wanted = {str(x) for x in exp}
        got = {str(x) for x in act}
        parts = []
        if wanted - got:
            parts.append(f"missing {visible_list(sorted(wanted - got))}")
        if got - wanted:
            parts.append(f"unexpected {visible_list(sorted(got - wanted))}")
        return Shown(m.expected, m.actual, "; ".join(parts) or m.note)
    return Shown(m.expected, m.actual, m.note)

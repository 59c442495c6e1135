"""JSON values typed as ``object`` and narrowed with readable errors, plus the deterministic
pretty-printer the corpus files are written with."""

from __future__ import annotations

import json
import math
import re
import sys
from collections.abc import Callable, Mapping, Sequence
from typing import cast

JSONScalar = str | int | bool | None


class BadJSON(ValueError):
    """A JSON value of the wrong shape; the message starts with its path."""


def no_constant(name: str) -> object:
    """``json.loads``'s ``parse_constant``: ``NaN``, ``Infinity`` and ``-Infinity`` refused."""
    raise BadJSON(f"{name} is not JSON")


def finite_float(text: str) -> float:
    """``json.loads``'s ``parse_float``: a number that overflows to infinity refused."""
    value = float(text)
    if not math.isfinite(value):
        raise BadJSON(f"the number {text[:40]} is out of range")
    return value


def _unique_keys(pairs: list[tuple[str, object]]) -> dict[str, object]:
    out: dict[str, object] = {}
    for key, value in pairs:
        if key in out:
            raise BadJSON(f"the key {key[:60]!r} appears twice in one object")
        out[key] = value
    return out


def strict_loads(text: str, max_depth: int = 64, *, interned: bool = False) -> object:
    """Strict JSON, as untrusted files and replies must be: ``NaN``, ``Infinity`` and numbers that
    overflow to them are refused, so is a key given twice in one object (the last would silently
    win) and nesting deeper than ``max_depth``. Every failure is BadJSON with a readable reason.
    ``interned``: every string value is interned (``interning_depth``), for values kept long."""
    try:
        value = json.loads(text, parse_constant=no_constant, parse_float=finite_float, object_pairs_hook=_unique_keys)
    except BadJSON:
        raise
    except json.JSONDecodeError as exc:
        raise BadJSON(f"not JSON: {exc}") from None
    except RecursionError:
        raise BadJSON("nested too deeply to read") from None
    except ValueError as exc:  # an integer over Python's digit limit
        if "digits" in str(exc):
            raise BadJSON(f"holds an integer longer than Python reads ({sys.get_int_max_str_digits()} digits)") from None
        raise BadJSON(f"not usable JSON: {exc}") from None
    if interned:
        if interning_depth(value, max_depth) > max_depth:
            raise BadJSON(f"nested more than {max_depth} levels deep")
        return value
    # found on the text's brackets (C speed), not by a walk over every container: a cache file
    # of playable configurations is walked item by item at every fuzz command's start (issue 27)
    if text_deeper_than(text, max_depth):
        raise BadJSON(f"nested more than {max_depth} levels deep")
    return value


def obj(value: object, where: str) -> dict[str, object]:
    if not isinstance(value, dict):
        raise BadJSON(f"{where}: expected an object")
    out: dict[str, object] = {}
    for k, v in value.items():
        if not isinstance(k, str):
            raise BadJSON(f"{where}: keys must be strings")
        out[k] = v
    return out


def arr(value: object, where: str) -> list[object]:
    if not isinstance(value, list):
        raise BadJSON(f"{where}: expected an array")
    return list(value)


def string(value: object, where: str) -> str:
    if not isinstance(value, str):
        raise BadJSON(f"{where}: expected a string")
    return value


def integer(value: object, where: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise BadJSON(f"{where}: expected an integer")
    return value


def opt_integer(value: object, where: str) -> int | None:
    return None if value is None else integer(value, where)


_STR = frozenset({str})


def strings(value: object, where: str) -> list[str]:
    items = arr(value, where)
    # the usual case, exactly strings, found at C speed (one set of types); else item by item,
    # without a path written per item while all are strings
    if set(map(type, items)) <= _STR or all(isinstance(v, str) for v in items):
        return cast("list[str]", items)
    return [string(v, f"{where}[{i}]") for i, v in enumerate(items)]


def scalar(value: object, where: str) -> JSONScalar:
    if value is None or isinstance(value, (str, int, bool)):
        return value
    raise BadJSON(f"{where}: expected a string, integer, boolean or null")


def scalars(value: object, where: str) -> dict[str, JSONScalar]:
    return {k: scalar(v, f"{where}.{k}") for k, v in obj(value, where).items()}


def nesting_depth(value: object, limit: int = 64) -> int:
    """How deep arrays and objects nest, counted up to ``limit + 1`` (iterative: the value may
    be hostile). Level by level: a level's containers are found by one comprehension, not an
    item at a time through a stack of pairs (half the time on a corpus file, issue 27)."""
    return _levels(value, limit, _containers_below)


def _levels(value: object, limit: int, below: Callable[[list[object]], list[object]]) -> int:
    """The depth walk ``nesting_depth`` and ``interning_depth`` share: ``below`` gives the
    containers one level down from a level's."""
    depth = 0
    level: list[object] = [value] if isinstance(value, (dict, list)) else []
    while level:
        depth += 1
        if depth > limit:
            return depth
        level = below(level)
    return depth


_QUOTED = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)  # a JSON string, escapes included
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_EMPTY_PAIR = re.compile(r"\[\]|\{\}")


def text_deeper_than(text: str, limit: int) -> bool:
    """Whether the JSON ``text`` (text a JSON reader has accepted) nests arrays and objects more
    than ``limit`` levels deep: ``nesting_depth(json.loads(text), limit) > limit``, found on the
    text's brackets outside strings, by regular expressions (C speed) instead of a walk over
    every container (an adapter's every reply, issue 27). Each pass removes the innermost empty
    pairs, one level: a value ``limit`` deep is gone after ``limit`` passes."""
    if text.count("[") + text.count("{") <= limit:
        return False  # no more brackets than the limit (those in strings only count extra)
    if "\\" in text:
        outside = _QUOTED.sub("", text)
    else:
        # No escape: every quote opens or closes a string, so the text before the 1st quote,
        # between the 2nd and 3rd, the 4th and 5th... is outside every string; split at C speed,
        # a regular expression over every string's characters avoided (the usual reply, issue 27)
        outside = "".join(text.split('"')[::2])
    brackets = _NOT_BRACKET.sub("", outside)
    for _ in range(limit):
        if not brackets:
            return False
        brackets = _EMPTY_PAIR.sub("", brackets)
    return bool(brackets)


def _containers_below(level: list[object]) -> list[object]:
    below: list[object] = []
    for item in level:
        below.extend(item.values() if isinstance(item, dict) else cast("list[object]", item))
    return [item for item in below if isinstance(item, (dict, list))]


def compact(value: object) -> str:
    """One-line JSON, keys in the order given (the wire form and the form hashed nowhere)."""
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def short(value: object, limit: int = 160) -> str:
    """Compact JSON cut to ``limit`` characters, for diffs."""
    text = compact(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def pretty(value: object, width: int = 100) -> str:
    """Deterministic, diff-friendly JSON: containers that fit on one line stay on one line,
    arrays of scalars are wrapped to ``width``, everything else one item per line."""
    return _pretty(value, 0, width) + "\n"


def _pretty(value: object, indent: int, width: int) -> str:
    flat = compact(value)
    if indent + len(flat) <= width or not isinstance(value, (list, dict)) or not value:
        return flat
    pad = " " * (indent + 1)
    if isinstance(value, dict):
        items = [f"{pad}{json.dumps(k, ensure_ascii=False)}: {_pretty(v, indent + 1, width).lstrip()}" for k, v in value.items()]
        return "{\n" + ",\n".join(items) + "\n" + " " * indent + "}"
    assert isinstance(value, list)
    if all(not isinstance(v, (list, dict)) for v in value):
        lines: list[str] = []
        line = ""
        for v in value:
            token = compact(v)
            candidate = f"{line}, {token}" if line else token
            if line and len(pad) + len(candidate) + 1 > width:
                lines.append(line + ",")
                line = token
            else:
                line = candidate
        lines.append(line)
        return "[\n" + "\n".join(pad + ln for ln in lines) + "\n" + " " * indent + "]"
    return "[\n" + ",\n".join(pad + _pretty(v, indent + 1, width) for v in value) + "\n" + " " * indent + "]"


def scalar_text(value: JSONScalar) -> str:
    """How an option value is written in a tag: JSON without quotes for strings."""
    return value if isinstance(value, str) else json.dumps(value)


def as_mapping(value: Mapping[str, JSONScalar]) -> dict[str, object]:
    return {k: v for k, v in value.items()}


def as_objects(values: Sequence[Mapping[str, object]]) -> list[object]:
    return [dict(v) for v in values]


# ---------------------------------------------------------------------------- hostile text
#
# Adapter output (error messages, skip reasons, stderr, its name) reaches the terminal and the
# reports. These make it safe there: no control or escape sequence, no character XML 1.0 forbids,
# no lone surrogate that cannot be encoded, and a bounded length.

_BIDI = {0x200E, 0x200F, *range(0x202A, 0x202F), *range(0x2066, 0x206A)}


def _escape_char(ch: str) -> str:
    code = ord(ch)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def _unsafe(ch: str, keep_newlines: bool) -> bool:
    code = ord(ch)
    if ch in "\n\t" and keep_newlines:
        return False
    return code < 0x20 or 0x7F <= code < 0xA0 or 0xD800 <= code < 0xE000 or code in (0xFFFE, 0xFFFF) or code in _BIDI


def printable(text: str, limit: int | None = None, keep_newlines: bool = False) -> str:
    """``text`` with every control character, escape code, bidi override and lone surrogate
    shown as an escape (``\\x1b``), cut to ``limit`` characters with a note of what was cut."""
    cut = 0
    if limit is not None and len(text) > limit:
        cut = len(text) - limit
        text = text[:limit]
    out = "".join(_escape_char(ch) if _unsafe(ch, keep_newlines) else ch for ch in text)
    return out + (f"... ({cut} more characters)" if cut else "")


def json_safe(value: object) -> object:
    """A copy of ``value`` that strict JSON can hold and UTF-8 can encode: lone surrogates become
    U+FFFD, non-finite numbers become strings. The values are bounded in depth by the reader
    (adapter_process.MAX_DEPTH), so plain recursion is enough."""
    if isinstance(value, str):
        return "".join("\ufffd" if 0xD800 <= ord(ch) < 0xE000 else ch for ch in value) if _has_surrogate(value) else value
    if isinstance(value, float) and not math.isfinite(value):
        return str(value)
    if isinstance(value, dict):
        return {str(json_safe(k)): json_safe(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [json_safe(v) for v in value]
    return value


def _has_surrogate(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def interning_depth(value: object, limit: int = 64) -> int:
    """``nesting_depth``, interning every string value on the way (in place). A corpus's cases
    repeat a few thousand distinct strings (``play 7C``, ``AS``) hundreds of thousands of times and
    the JSON reader makes a new object for each; interned, the bundled corpus holds 40% less
    (issue 20: a 10,000-case corpus held about 490 MB). One walk does both, so a corpus file, which
    the depth check walks anyway, pays little more."""
    return _levels(value, limit, _interned_below)


def _interned_below(level: list[object]) -> list[object]:
    intern = sys.intern
    below: list[object] = []
    for item in level:
        if isinstance(item, list):
            for i, v in enumerate(item):
                if isinstance(v, str):
                    item[i] = intern(v)
                elif isinstance(v, (dict, list)):
                    below.append(v)
        else:
            assert isinstance(item, dict)
            for k, v in item.items():
                if isinstance(v, str):
                    item[k] = intern(v)
                elif isinstance(v, (dict, list)):
                    below.append(v)
    return below

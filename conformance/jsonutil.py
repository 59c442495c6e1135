"""JSON values typed as ``object`` and narrowed with readable errors, plus the deterministic
pretty-printer the corpus files are written with."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence

JSONScalar = str | int | bool | None


class BadJSON(ValueError):
    """A JSON value of the wrong shape; the message starts with its path."""


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


def strings(value: object, where: str) -> list[str]:
    return [string(v, f"{where}[{i}]") for i, v in enumerate(arr(value, where))]


def scalar(value: object, where: str) -> JSONScalar:
    if value is None or isinstance(value, (str, int, bool)):
        return value
    raise BadJSON(f"{where}: expected a string, integer, boolean or null")


def scalars(value: object, where: str) -> dict[str, JSONScalar]:
    return {k: scalar(v, f"{where}.{k}") for k, v in obj(value, where).items()}


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

"""What a game's meanings table is written in (``conformance/vocabulary/<game>.toml``), and its
reader: one ``OptionMeaning`` per option (``[options.NAME]``: ``decides``, ``register``,
``values``), one ``ValueMeaning`` per value (``value = 4``; ``null = true`` for JSON null; ``from``
and/or ``to``, or ``integers = "any"``, for a range of integer values, for the options whose values
the engine leaves open), one line per action verb (``[verbs]``) and per deal field (``[deal]``).

The option names, their values and defaults are the engine's; only the meanings are written by
hand, once, from SPEC.md. ``conformance/vocabulary/completeness.py`` checks a table against the
engine (every option and value has a meaning, every meaning names a real option and value, every
cited rule and register entry exists in SPEC.md).
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from conformance.jsonvalues import BadJSON, JSONScalar, arr, integer, obj, scalar, string, strings


@dataclass(frozen=True)
class Range:
    """The integers from ``low`` to ``high``, both included; ``None`` leaves that end open."""

    low: int | None
    high: int | None

    def __contains__(self, value: object) -> bool:
        if not isinstance(value, int) or isinstance(value, bool):
            return False
        return (self.low is None or value >= self.low) and (self.high is None or value <= self.high)

    def text(self) -> str:
        if self.low is None and self.high is None:
            return "any integer"
        if self.high is None:
            return f"integer >= {self.low}"
        if self.low is None:
            return f"integer <= {self.high}"
        return f"{self.low} to {self.high}"


Key = JSONScalar | Range
"""A value as the protocol carries it (JSON ``true``, ``4``, ``"redeal"``, ``null``) or a range."""


def covers(key: Key, value: object) -> bool:
    """Whether ``key`` stands for ``value``: a range holding it, or the same JSON value (``1`` and
    ``true`` are different values)."""
    if isinstance(key, Range):
        return value in key
    return type(key) is type(value) and key == value


def value_text(key: Key) -> str:
    """A value as JSON text (``true``, ``null``, ``redeal``), or a range's wording."""
    if isinstance(key, Range):
        return key.text()
    if key is None:
        return "null"
    if isinstance(key, bool):
        return "true" if key else "false"
    return str(key)


@dataclass(frozen=True)
class ValueMeaning:
    """What one value (or range of values) of an option does, in one line, with the SPEC rules
    that say so (empty: the option's own rules, from SPEC's options table)."""

    value: Key
    meaning: str
    rules: tuple[str, ...] = ()


@dataclass(frozen=True)
class OptionMeaning:
    """What an option decides, the meaning of each of its values, and the ambiguity register
    entries of the contested point it reads (empty for an option that reads none)."""

    decides: str
    values: tuple[ValueMeaning, ...]
    register: tuple[str, ...] = ()

    def meaning_of(self, value: object) -> ValueMeaning | None:
        for v in self.values:
            if covers(v.value, value):
                return v
        return None


@dataclass(frozen=True)
class GameValues:
    """A game's meanings table: its options, the meaning of each action verb in the game (keyed
    by the verb, ``pass`` ... ``curse``) and of each field of a deal in a ``replay`` (``hands``,
    ``widow``, ``stock``: the case schema's ``$defs/deal``)."""

    game: str
    options: Mapping[str, OptionMeaning]
    verbs: Mapping[str, str]
    deal: Mapping[str, str]


def read_values(game: str, path: Path) -> GameValues:
    """The meanings table in ``path``; ValueError naming the file and the entry when it is not
    written in the shape above."""
    try:
        data = obj(tomllib.loads(path.read_text(encoding="utf-8")), str(path))
        options = {name: _option(meaning, f"{path}: options.{name}") for name, meaning in obj(data.get("options"), f"{path}: options").items()}
        verbs = {k: string(v, f"{path}: verbs.{k}") for k, v in obj(data.get("verbs"), f"{path}: verbs").items()}
        deal = {k: string(v, f"{path}: deal.{k}") for k, v in obj(data.get("deal"), f"{path}: deal").items()}
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise ValueError(f"{path}: {exc}") from None
    return GameValues(game, options, verbs, deal)


def _option(value: object, where: str) -> OptionMeaning:
    d = obj(value, where)
    values = tuple(_value(v, f"{where}.values[{i}]") for i, v in enumerate(arr(d.get("values"), f"{where}.values")))
    return OptionMeaning(string(d.get("decides"), f"{where}.decides"), values, tuple(strings(d.get("register", []), f"{where}.register")))


def _value(value: object, where: str) -> ValueMeaning:
    d = obj(value, where)
    meaning, rules = string(d.get("meaning"), f"{where}.meaning"), tuple(strings(d.get("rules", []), f"{where}.rules"))
    keys = {"value", "null", "from", "to", "integers"} & set(d)
    key: Key
    if keys == {"value"}:
        key = scalar(d["value"], f"{where}.value")
    elif keys == {"null"} and d["null"] is True:
        key = None
    elif keys == {"integers"} and d["integers"] == "any":
        key = Range(None, None)
    elif keys and keys <= {"from", "to"}:
        low, high = d.get("from"), d.get("to")
        key = Range(None if low is None else integer(low, f"{where}.from"), None if high is None else integer(high, f"{where}.to"))
    else:
        raise BadJSON(f"{where}: give one of value, null = true, from/to, integers = \"any\"")
    return ValueMeaning(key, meaning, rules)

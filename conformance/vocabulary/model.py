"""What a game's meanings table is written in (``conformance/vocabulary/<game>_values.py``): one
``OptionMeaning`` per option, one ``ValueMeaning`` per value (or per range of integer values, for
the options whose values the engine leaves open), and one line per action verb.

The option names, their values and defaults are the engine's; only the meanings are written by
hand, once, from SPEC.md. ``conformance/vocabulary/completeness.py`` checks a table against the
engine (every option and value has a meaning, every meaning names a real option and value, every
cited rule and register entry exists in SPEC.md).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from conformance.jsonvalues import JSONScalar


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

"""Options objects to and from JSON-able dicts, shared by every game.

Unknown option names and values of the wrong type are refused with a message naming them.
"""

from __future__ import annotations

import dataclasses
from types import UnionType
from typing import Literal, Mapping, TypeVar, Union, cast, get_args, get_origin, get_type_hints

from reference.errors import InvalidOptions

JSONScalar = Union[str, int, bool, None]
O = TypeVar("O")


def _accepts(hint: object, value: object) -> bool:
    origin = get_origin(hint)
    if origin is Literal:
        return any(value == a and type(value) is type(a) for a in get_args(hint))
    if origin in (Union, UnionType):
        return any(_accepts(h, value) for h in get_args(hint))
    if hint is type(None):
        return value is None
    if hint is bool:
        return isinstance(value, bool)
    if hint is int:
        return isinstance(value, int) and not isinstance(value, bool)
    return False


_HINTS: dict[type, dict[str, object]] = {}


def type_hints(cls: type) -> dict[str, object]:
    """A record's field types, worked out once per class (``get_type_hints`` evaluates every
    annotation string on each call; options are read for every case and candidate, and the
    state codec (reference/codec.py) reads every record of every state). Not to be mutated."""
    hints = _HINTS.get(cls)
    if hints is None:
        hints = _HINTS[cls] = dict(get_type_hints(cls))
    return hints


# Options already read, by class and the (name, type, value) items read: every request of a run
# states its options again, and checking each value against its annotation was about a twentieth
# of the reference adapter's replay time (issue 27). Options are frozen, so one object serves every
# request that states them; only successes are kept (a refusal is worked out again, with its
# message). The type is in the key so that ``1`` and ``True`` stay apart. Cleared when full.
_READ: dict[tuple[type, tuple[tuple[str, type, object], ...]], tuple[Mapping[str, object], object]] = {}
_READ_LIMIT = 4096


def options_from_dict(cls: type[O], data: Mapping[str, object], presets: Mapping[str, O]) -> O:
    """Build ``cls`` from ``data``; the key "preset" (if any) names the starting point."""
    key = (cls, tuple([(name, type(value), value) for name, value in data.items()]))
    try:
        known = _READ.get(key)
    except TypeError:  # a value that is no scalar (a list): never cached, refused below
        return _options_from_dict(cls, data, presets)
    if known is not None and known[0] is presets:
        return cast(O, known[1])
    options = _options_from_dict(cls, data, presets)
    if len(_READ) >= _READ_LIMIT:
        _READ.clear()
    _READ[key] = (presets, options)
    return options


def _options_from_dict(cls: type[O], data: Mapping[str, object], presets: Mapping[str, O]) -> O:
    base: O
    preset = data.get("preset", "standard")
    if not isinstance(preset, str) or preset not in presets:
        raise InvalidOptions(f"unknown preset {preset!r}; known: {', '.join(sorted(presets))}")
    base = presets[preset]
    hints = type_hints(cls)
    changes: dict[str, object] = {}
    for name, value in data.items():
        if name == "preset":
            continue
        if name not in hints:
            raise InvalidOptions(f"unknown option {name!r}; known: {', '.join(sorted(hints))}")
        if not _accepts(hints[name], value):
            raise InvalidOptions(f"option {name!r}: value {value!r} is not allowed ({hints[name]})")
        changes[name] = value
    return dataclasses.replace(base, **changes)  # type: ignore[type-var]


def read_options(cls: type[O], presets: Mapping[str, O], data: Mapping[str, object] | None, overrides: Mapping[str, object]) -> O:
    """A game's options from a JSON-like mapping (``{"preset": "widow", "players": 5}``) and
    keyword overrides, the keywords winning."""
    return options_from_dict(cls, {**(data or {}), **overrides}, presets)


def options_to_dict(options: object) -> dict[str, JSONScalar]:
    """Every option, by name, in declaration order (a case states its options in full)."""
    out: dict[str, JSONScalar] = {}
    for f in dataclasses.fields(options):  # type: ignore[arg-type]
        value = getattr(options, f.name)
        assert isinstance(value, (str, int, bool)) or value is None
        out[f.name] = value
    return out

"""States, hands and hand results to and from JSON-able values, for every game at once.

A value is written by its type: a card as its CD-4 token, a suit as its letter, a phase as its
name, a tuple as a list, a dataclass (a hand, a trick, a result, a tally) as an object of its
fields in declaration order. Reading goes by the dataclass's annotations, so each game states
its record shapes once (in its state module) and never writes a codec by hand. A malformed
document raises ValueError naming the field (``state.hand.bids[2]: expected an integer``).
"""

from __future__ import annotations

import dataclasses
import types
from typing import (
    Callable,
    Generic,
    Literal,
    Mapping,
    TypeVar,
    Union,
    cast,
    get_args,
    get_origin,
)

from reference.cards import Card, Suit, format_card, parse_card, parse_suit
from reference.dealing import Deal
from reference.jsonio import JSON, decode_deal, read_int, read_list, read_obj
from reference.options_codec import type_hints
from reference.phases import Phase
from reference.record import GameRecord, PhasedHand, Standing, decode_record, encode_record

T = TypeVar("T")
O = TypeVar("O")
H = TypeVar("H", bound=PhasedHand)
R = TypeVar("R")
G = TypeVar("G")

_FIELDS: dict[type, tuple[str, ...]] = {}


def field_names(cls: type) -> tuple[str, ...]:
    names = _FIELDS.get(cls)
    if names is None:
        names = _FIELDS[cls] = tuple(f.name for f in dataclasses.fields(cls))
    return names


def encode(value: object) -> JSON:
    """The JSON-able form of a record value (see the module docstring)."""
    t = type(value)
    if t in _SCALARS:  # most leaves: answered before any record lookup (is_dataclass is a call)
        return value
    if t is Card:
        return format_card(cast(Card, value))
    if t is Suit:
        return _SUIT_LETTERS[cast(Suit, value)]  # the enum's name property is a call
    if t is Phase:
        return cast(Phase, value).value
    if t is tuple:
        return list(map(encode, cast(tuple[object, ...], value)))
    names = _FIELDS.get(t)  # a record class met before: its field names, without is_dataclass
    if names is not None or dataclasses.is_dataclass(value):
        return {name: encode(getattr(value, name)) for name in names or field_names(t)}
    return value  # int, bool, str (a Literal), None


_SUIT_LETTERS = {s: s.name for s in Suit}
_SCALARS = frozenset({int, bool, str, type(None)})


def encode_fields(record: object) -> dict[str, JSON]:
    """``encode`` of a dataclass record, typed as the object it is."""
    return cast(dict[str, JSON], encode(record))


def _read_bool(value: JSON, where: str) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"{where}: expected true or false")
    return value


def _read_token(value: JSON, where: str, what: str) -> str:
    if not isinstance(value, str):
        raise ValueError(f"{where}: expected a {what}")
    return value


def _read_phase(value: JSON, where: str) -> Phase:
    for p in Phase:
        if p.value == value:
            return p
    raise ValueError(f"{where}: unknown phase {value!r}")


def decode(tp: object, value: JSON, where: str) -> object:
    """The value of type ``tp`` that ``encode`` wrote as ``value``."""
    if tp is int:
        return read_int(value, where)
    if tp is bool:
        return _read_bool(value, where)
    if tp is Card:
        return parse_card(_read_token(value, where, "card token"))
    if tp is Suit:
        return parse_suit(_read_token(value, where, "suit letter"))
    if tp is Phase:
        return _read_phase(value, where)
    if tp is Deal:
        return decode_deal(value, where)
    origin, args = get_origin(tp), get_args(tp)
    if origin is Literal:
        if value not in args:
            raise ValueError(f"{where}: unknown {value!r}")
        return value
    if origin is Union or origin is types.UnionType:
        if value is None and type(None) in args:
            return None
        (inner,) = [a for a in args if a is not type(None)]
        return decode(inner, value, where)
    if origin is tuple:
        items = read_list(value, where)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(decode(args[0], v, f"{where}[{i}]") for i, v in enumerate(items))
        if len(items) != len(args):
            raise ValueError(f"{where}: expected {len(args)} items")
        return tuple(decode(a, v, f"{where}[{i}]") for i, (a, v) in enumerate(zip(args, items)))
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        return decode_fields(tp, value, where)
    raise TypeError(f"{where}: no JSON form for {tp!r}")


def decode_fields(cls: type[T], value: JSON, where: str) -> T:
    """A dataclass record from the object ``encode`` wrote."""
    d = read_obj(value, where)
    hints = type_hints(cls)
    return cls(**{name: decode(hints[name], d.get(name), f"{where}.{name}") for name in field_names(cls)})


class Codec(Generic[G, O, H, R]):
    """One game's states to and from JSON: decode(encode(s)) == s for every reachable state."""

    def __init__(
        self,
        game: str,
        state: Callable[[H | None, Standing[O, H, R]], G],
        options: Callable[[Mapping[str, object]], O],
        options_dict: Callable[[O], Mapping[str, object]],
        hand: type[H],
        result: type[R],
    ) -> None:
        self.game, self.state, self.options, self.options_dict = game, state, options, options_dict
        self.hand, self.result = hand, result

    def encode_result(self, r: R) -> dict[str, JSON]:
        return encode_fields(r)

    def results(self, s: GameRecord[O, H, R]) -> list[JSON]:
        """Every finished hand's result, in order."""
        return [encode_fields(r) for r in s.results]

    def encode_state(self, s: GameRecord[O, H, R]) -> dict[str, JSON]:
        return encode_record(s, self.game, self.options_dict, encode, encode)

    def decode_state(self, value: JSON) -> G:
        return decode_record(
            value,
            self.game,
            self.state,
            self.options,
            lambda v, where: decode_fields(self.hand, v, where),
            lambda v, where: decode_fields(self.result, v, where),
        )

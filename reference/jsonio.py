"""Small typed readers and writers for JSON values, shared by every game's codec.

Readers take the path of the value (``where``) so a malformed document is reported as
``state.hand.bids[2]: expected an integer`` rather than a traceback.
"""

from __future__ import annotations

from itertools import repeat
from typing import Mapping, Sequence, cast

from reference.cards import Card, Suit, format_card, parse_card, parse_suit
from reference.dealing import Deal

JSON = object


def card_tokens(cards: Sequence[Card]) -> list[str]:
    return list(map(format_card, cards))


def read_cards(value: JSON, where: str) -> tuple[Card, ...]:
    if not isinstance(value, list) or not all(map(isinstance, value, repeat(str))):
        raise ValueError(f"{where}: expected a list of card tokens")
    return tuple(map(parse_card, cast(list[str], value)))


def suit_letter(s: Suit | None) -> str | None:
    return None if s is None else s.name


def read_suit(value: JSON, where: str) -> Suit | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise ValueError(f"{where}: expected a suit letter")
    return parse_suit(value)


def read_obj(value: JSON, where: str) -> Mapping[str, JSON]:
    if not isinstance(value, dict):
        raise ValueError(f"{where}: expected an object")
    return cast(Mapping[str, JSON], value)


def read_int(value: JSON, where: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError(f"{where}: expected an integer")
    return value


def read_opt_int(value: JSON, where: str) -> int | None:
    return None if value is None else read_int(value, where)


def read_ints(value: JSON, where: str) -> tuple[int, ...]:
    if not isinstance(value, list):
        raise ValueError(f"{where}: expected a list of integers")
    return tuple(read_int(v, where) for v in value)


def read_list(value: JSON, where: str) -> list[JSON]:
    if not isinstance(value, list):
        raise ValueError(f"{where}: expected a list")
    return cast(list[JSON], value)


def encode_deal(deal: Deal) -> dict[str, JSON]:
    return {"hands": [card_tokens(h) for h in deal.hands], "widow": card_tokens(deal.widow), "stock": card_tokens(deal.stock)}


def decode_deal(value: JSON, where: str = "deal") -> Deal:
    d = read_obj(value, where)
    hands = tuple(read_cards(h, f"{where}.hands[{i}]") for i, h in enumerate(read_list(d.get("hands"), f"{where}.hands")))
    return Deal(hands, read_cards(d.get("widow", []), f"{where}.widow"), read_cards(d.get("stock", []), f"{where}.stock"))



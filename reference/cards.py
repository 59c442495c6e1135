"""Cards, suits and their ASCII notation (SPEC chapter CD)."""

from __future__ import annotations

from enum import IntEnum
from functools import lru_cache
from typing import Callable, Iterable, NamedTuple

from reference.errors import NotationError
from reference.tables import Table


class Suit(IntEnum):
    """The four suits in canonical order (CD-1)."""

    S = 0
    H = 1
    D = 2
    C = 3

    def __bool__(self) -> bool:
        # Spades are 0; a suit must never read as "no suit" in a truth test.
        return True

    @property
    def is_red(self) -> bool:
        """CD-1: hearts and diamonds are red, spades and clubs black."""
        return self in (Suit.H, Suit.D)

    @property
    def partner(self) -> Suit:
        """The other suit of the same colour (CD-1); its jack is the Jick (SM-4.2)."""
        return _PARTNERS[self]


_PARTNERS = {Suit.S: Suit.C, Suit.C: Suit.S, Suit.H: Suit.D, Suit.D: Suit.H}

ACE, KING, QUEEN, JACK, TEN = 14, 13, 12, 11, 10
RANK_CHARS = "23456789TJQKA"


class Card(NamedTuple):
    """A card. For the jokers (CD-3) ``suit`` is None and ``rank`` is the joker number (1 or 2)."""

    rank: int
    suit: Suit | None

    @property
    def is_joker(self) -> bool:
        return self.suit is None

    def __str__(self) -> str:
        return format_card(self)


X1 = Card(1, None)
X2 = Card(2, None)


def parse_suit(token: str) -> Suit:
    """CD-1: one uppercase letter S, H, D or C."""
    if len(token) == 1 and token in "SHDC":
        return Suit("SHDC".index(token))
    raise NotationError("suit", token)


def parse_card(token: str) -> Card:
    """CD-4: rank character then suit character, or X1 / X2; nothing else.

    Looked up: a token read once is kept with its card (one of the shared cards of
    ``standard_deck``), so reading a deal or an action is a dict read per card; a token refused
    is never kept, so the table holds at most the 54 tokens of CD-4."""
    if type(token) is str:
        card = _READ.get(token)
        if card is None:
            parsed = _parsed(token)  # raises for a token refused: nothing is kept
            card = _READ[token] = _SHARED.get(parsed, parsed)
        return card
    return _parsed(token)


def _parsed(token: str) -> Card:
    """CD-4: ``parse_card`` worked out (not looked up)."""
    if token == "X1":
        return X1
    if token == "X2":
        return X2
    if len(token) == 2 and token[0] in RANK_CHARS and token[1] in "SHDC":
        return Card(RANK_CHARS.index(token[0]) + 2, Suit("SHDC".index(token[1])))
    raise NotationError("card", token)


def format_card(card: Card) -> str:
    """CD-4: the inverse of parse_card. Looked up: each card's token is worked out once
    (``_formatted``) and kept, one entry per card value written (54 for the decks of CD-3)."""
    return _WRITTEN[card]


def _formatted(card: Card) -> str:
    """CD-4: ``format_card`` worked out (not looked up)."""
    if card.suit is None:
        return f"X{card.rank}"
    return RANK_CHARS[card.rank - 2] + card.suit.name


_WRITTEN: Table[Card, str] = Table(_formatted)
_READ: dict[str, Card] = {}


def parse_cards(text: str) -> tuple[Card, ...]:
    """Space-separated card tokens, as in a discard action or a test's hand."""
    return tuple(parse_card(t) for t in text.split())


def format_cards(cards: Iterable[Card]) -> str:
    return " ".join(format_card(c) for c in cards)


def canonical_key(card: Card) -> tuple[int, int]:
    """CD-5: suits S, H, D, C, aces first within a suit; jokers X1, X2 last."""
    if card.suit is None:
        return (4, card.rank)
    return (int(card.suit), ACE - card.rank)


def sort_cards(cards: Iterable[Card]) -> tuple[Card, ...]:
    """CD-5 canonical order (each card's ``canonical_key`` looked up in a table: every deal sorts
    its hands)."""
    return tuple(sorted(cards, key=_sort_keys(canonical_key).__getitem__))


@lru_cache(maxsize=None)
def _sort_keys(key: Callable[[Card], tuple[int, int]]) -> Table[Card, tuple[int, int]]:
    """``key`` of each card, once per implementation of the key (reference.tables)."""
    return Table(key)


@lru_cache(maxsize=None)
def standard_deck(jokers: int = 0, min_rank: int = 2) -> tuple[Card, ...]:
    """A 52-card deck (or the cards from ``min_rank`` up), plus the first ``jokers`` jokers,
    in canonical order. Built once per shape: every deal shares these card objects instead of
    making 52 new ones; every shape takes its cards from one set, so a card is the same object
    in every deck (and the one ``parse_card`` reads)."""
    suited = [_SHARED[Card(r, s)] for s in Suit for r in range(ACE, min_rank - 1, -1)]
    return tuple(suited) + (X1, X2)[:jokers]



# the shared card objects, by value: every deck's cards, and what ``parse_card`` keeps for a token
_SHARED: dict[Card, Card] = {c: c for c in [Card(r, s) for s in Suit for r in range(ACE, 1, -1)] + [X1, X2]}

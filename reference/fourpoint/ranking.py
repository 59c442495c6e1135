"""Four Point's deck and card order (SPEC FP-2.1, FP-6.4).

There is no Jick and no joker: a card's suit is its printed suit, and every suit, trump
included, ranks A K Q J T 9 8 7.
"""

from __future__ import annotations

from collections.abc import Callable
from operator import attrgetter
from typing import cast

from reference.cards import Card, Suit, standard_deck
from reference.fourpoint.options import MIN_RANK


def deck() -> tuple[Card, ...]:
    """FP-2.1: the 32 cards from 7 to ace in each suit, in canonical order."""
    return standard_deck(jokers=0, min_rank=MIN_RANK)


def suit_of(card: Card) -> Suit:
    """FP-6.2: the printed suit (the deck has no joker, so every card has one)."""
    assert card.suit is not None
    return card.suit


# ``suit_of`` as a trick is judged (a card in four closes one): the same field, read by C, with
# no Python frame per card.
printed_suit = cast(Callable[[Card], Suit], attrgetter("suit"))


def stronger(later: Card, earlier: Card) -> bool:
    """FP-6.4: within one suit, trump included, the natural order A high to 7 low."""
    return later.rank > earlier.rank

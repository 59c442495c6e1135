"""Smear's trump suit and card order (SPEC SM-4)."""

from __future__ import annotations

from functools import lru_cache

from reference.cards import ACE, JACK, KING, QUEEN, X1, X2, Card, Suit
from reference.smear.options import SmearOptions


def jick(trump: Suit) -> Card:
    """SM-4.2: the jack of the other suit of trump's colour."""
    return _JICKS[trump]


_JICKS = {s: Card(JACK, s.partner) for s in Suit}


def is_trump(card: Card, trump: Suit, options: SmearOptions) -> bool:
    """SM-4.2: the named suit, the Jick (when the Jick rule is on) and every joker."""
    if card.suit is None:
        return True
    return card.suit == trump or (options.jick and card == jick(trump))


def suit_of(card: Card, trump: Suit, options: SmearOptions) -> Suit:
    """SM-4.2: a card's effective suit once trump is named."""
    if is_trump(card, trump, options):
        return trump
    assert card.suit is not None
    return card.suit


def trump_order(trump: Suit, options: SmearOptions) -> tuple[Card, ...]:
    """SM-4.3: the trumps of the hand's deck, highest first."""
    return _trump_order(trump, options.jokers, options.jick, options.joker_rank)


@lru_cache(maxsize=None)
def _trump_order(trump: Suit, jokers: int, with_jick: bool, joker_rank: str) -> tuple[Card, ...]:
    # one order per trump and option values that shape it (a few dozen at most), built once:
    # every trick compares trumps by it
    top = [Card(r, trump) for r in (ACE, KING, QUEEN, JACK)]
    named = [X1, X2][:jokers]
    left = [jick(trump)] if with_jick else []
    if joker_rank == "big_above_jick":
        middle = named[:1] + left + named[1:]
    else:
        middle = left + named
    return tuple(top + middle + [Card(r, trump) for r in range(10, 1, -1)])


def trump_power(card: Card, trump: Suit, options: SmearOptions) -> int:
    """SM-4.3: higher is stronger; only meaningful for trumps."""
    order = trump_order(trump, options)
    return len(order) - order.index(card)


def stronger(later: Card, earlier: Card, trump: Suit, options: SmearOptions) -> bool:
    """SM-4.3, SM-4.4, SM-4.5: whether ``later`` outranks ``earlier`` (same effective suit)."""
    if suit_of(later, trump, options) != trump:
        return later.rank > earlier.rank
    if later.is_joker and earlier.is_joker and options.joker_tiebreak != "fixed":
        return options.joker_tiebreak == "second_played"
    return trump_power(later, trump, options) > trump_power(earlier, trump, options)

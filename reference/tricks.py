"""Trick mechanics shared by every game: following suit and who wins a trick.

A game supplies two things: ``suit_of`` (a card's effective suit: the Jick and jokers belong
to trump in Smear) and ``stronger`` (which of two cards of one effective suit ranks higher,
the later-played card first, so that orders that depend on play order can be expressed).
"""

from __future__ import annotations

from typing import Callable, Sequence

from reference.cards import Card, Suit

SuitOf = Callable[[Card], Suit]
Stronger = Callable[[Card, Card], bool]


def holds_suit(hand: Sequence[Card], suit: Suit, suit_of: SuitOf) -> bool:
    """Whether ``hand`` has a card whose effective suit is ``suit``."""
    return any(suit_of(c) == suit for c in hand)


def may_play(
    hand: Sequence[Card],
    card: Card,
    led: Suit | None,
    trump: Suit | None,
    suit_of: SuitOf,
    trump_anytime: bool,
) -> bool:
    """Follow-suit legality of ``card`` from ``hand`` to a trick led in ``led`` (None: leading).

    SM-6.3/SM-6.4 (and the same rule in the other games): a player holding the led suit must
    play it; with ``trump_anytime`` a trump may always replace a non-trump suit led.
    """
    if led is None:
        return True
    own = suit_of(card)
    if own == led or not holds_suit(hand, led, suit_of):
        return True
    return trump_anytime and trump is not None and own == trump


def beats(later: Card, earlier: Card, trump: Suit | None, suit_of: SuitOf, stronger: Stronger) -> bool:
    """Whether ``later`` takes the trick from ``earlier``, the card winning it so far (SM-6.5).

    ``earlier`` is of the led suit or trump, so a later card of a third suit never wins.
    """
    ls, es = suit_of(later), suit_of(earlier)
    if ls == es:
        return stronger(later, earlier)
    return trump is not None and ls == trump


def winning_index(cards: Sequence[Card], trump: Suit | None, suit_of: SuitOf, stronger: Stronger) -> int:
    """Index into ``cards`` (in play order, led card first) of the card that wins the trick: each
    card in turn ``beats`` the best so far or not (SM-6.5), written out here so that each card's
    effective suit is asked once (every trick closed asks this)."""
    suits = list(map(suit_of, cards))
    best = 0
    for i in range(1, len(cards)):
        own = suits[i]
        if own == suits[best]:
            if stronger(cards[i], cards[best]):
                best = i
        elif trump is not None and own == trump:
            best = i
    return best

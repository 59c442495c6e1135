"""Deliberately broken copies of kernels: the CrossHair gate must find each bug.

tests/test_crosshair.py runs ``crosshair check`` on this module and requires a counterexample
for every function here; if CrossHair ever stops finding them, the gate is too weak.
"""

from __future__ import annotations

from reference.cards import Card, Suit
from reference.tricks import winning_index
from properties.kernels import STANDARD, distinct, is_card, spec_key, spec_suit
from reference.smear.ranking import stronger


def jick_left_in_its_suit(card: Card, trump: Suit) -> Suit:
    # the seeded bug: the Jick keeps its printed suit
    if card.suit is None:
        return trump
    return card.suit


def broken_trick_winner(a: Card, b: Card, c: Card, d: Card, trump: Suit) -> int:
    """A trick winner whose Jick is not a trump (SM-4.2 broken).

    pre: is_card(a) and is_card(b) and is_card(c) and is_card(d)
    pre: distinct(a, b, c, d)
    post: all(i == __return__ or spec_key((a, b, c, d)[i], spec_suit(a, trump, 0), trump, 0) < spec_key((a, b, c, d)[__return__], spec_suit(a, trump, 0), trump, 0) for i in range(4))
    """
    return winning_index(
        (a, b, c, d), trump, lambda x: jick_left_in_its_suit(x, trump), lambda x, y: stronger(x, y, trump, STANDARD)
    )


def broken_bid(amount: int, current: int) -> bool:
    """A bid check that lets a bid equal the current one through (SM-3.2 broken).

    pre: 0 <= current <= 10
    post: __return__ == (amount >= 2 and amount > current and amount <= 10)
    """
    return 2 <= amount <= 10 and amount >= current

"""Deliberately broken copies of kernels: the CrossHair gate must find each bug.

tests/test_crosshair.py runs ``crosshair check`` on this module and requires a counterexample
for every function here; if CrossHair ever stops finding them, the gate is too weak.
"""

from __future__ import annotations

from reference.cards import Card, Suit
from reference.tricks import beats
from properties.kernels import STANDARD, card, is_code, trick_key
from reference.smear.ranking import stronger


def jick_left_in_its_suit(card: Card, trump: Suit) -> Suit:
    # the seeded bug: the Jick keeps its printed suit
    if card.suit is None:
        return trump
    return card.suit


def broken_beats(rl: int, sl: int, re: int, se: int, t: int) -> bool:
    """Two-card trick with the Jick left in its printed suit (SM-4.2 broken).

    pre: 0 <= t <= 3
    pre: is_code(rl, sl) and is_code(re, se) and (rl != re or sl != se)
    post: __return__ == (trick_key((card(re, se), card(rl, sl)), 1, t, 0) > trick_key((card(re, se), card(rl, sl)), 0, t, 0))
    """
    trump = Suit(t)
    return beats(card(rl, sl), card(re, se), trump, lambda x: jick_left_in_its_suit(x, trump), lambda x, y: stronger(x, y, trump, STANDARD))


def broken_bid(amount: int, current: int) -> bool:
    """A bid check that lets a bid equal the current one through (SM-3.2 broken).

    pre: 0 <= current <= 10
    post: __return__ == (amount >= 2 and amount > current and amount <= 10)
    """
    return 2 <= amount <= 10 and amount >= current

"""Deliberately broken copies of kernels: the CrossHair gate must find each bug.

tests/test_crosshair.py runs ``crosshair check`` on this module and requires a counterexample
for every function here; if CrossHair ever stops finding them, the gate is too weak.
"""

from __future__ import annotations

# is_code and trick_key are used only inside docstring contracts, which CrossHair evaluates here.
from properties.kernels import STANDARD, card, is_code, trick_key  # noqa: F401
from reference.cards import Card, Suit
from reference.smear.ranking import stronger
from reference.tricks import beats


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


# Smoorverliefd (chapter SV): imported here so the Smear part above stays as it was.
from properties.kernels import SV_THREE, spec_round_points  # noqa: F401 (used by the contract)
from reference.smoorverliefd.scoring import champions, round_points


def broken_sv_round_points(h0: int, h1: int, h2: int, ace: int, dead_hearts: int, thirteen: bool, only_champion: bool) -> tuple[int, int, int]:
    """Round points with the sweep never doubled (SV-4.3 broken).

    pre: 0 <= dead_hearts <= 1 and 0 <= ace <= 3 and (ace != 3 or dead_hearts == 1)
    pre: h0 >= 0 and h1 >= 0 and h2 >= 0 and h0 + h1 + h2 == 13 - dead_hearts
    pre: ace == 3 or (h0, h1, h2)[ace] >= 1
    post: __return__ == tuple(spec_round_points(h0, h1, h2, ace, dead_hearts, thirteen, only_champion, i) for i in range(3))
    """
    options = SV_THREE[2 * int(thirteen) + int(only_champion)]
    points = [h0 + (4 if ace == 0 else 0), h1 + (4 if ace == 1 else 0), h2 + (4 if ace == 2 else 0)]
    r = round_points(points, [False, False, False], champions(points), options)  # the seeded bug
    return r[0], r[1], r[2]

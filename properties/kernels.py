"""CrossHair contracts on the core pure functions of the reference (PEP 316 docstrings).

Each kernel calls the reference function unchanged and states, in its postcondition, what
SPEC.md says the answer must be, using an independent formulation written from the SPEC's
words (``spec_key`` below), never the reference's own helpers. Inputs are small (a few
cards, small ints) so CrossHair can explore them; ``crosshair check properties/kernels.py``
runs in the test command (tests/test_crosshair.py).
"""

from __future__ import annotations

from reference.bidding import bid_problem
from reference.cards import Card, Suit
from reference.smear.options import SmearOptions
from reference.smear.ranking import stronger, suit_of
from reference.smear.scoring import game_award, hand_changes
from reference.tricks import may_play, winning_index

STANDARD = SmearOptions()
DOUBLE_JOKER = SmearOptions(joker_rank="big_above_jick")
NO_JICK = SmearOptions(jick=False, score_jick=False)
VARIANTS = (STANDARD, DOUBLE_JOKER, NO_JICK)


def is_card(c: Card) -> bool:
    """CD-2, CD-3: a suited card of rank 2..14, or joker 1 or 2."""
    if c.suit is None:
        return c.rank == 1 or c.rank == 2
    return 2 <= c.rank <= 14


def spec_suit(c: Card, trump: Suit, variant: int) -> int:
    """SM-4.2 in its own words: jokers and (unless no-Jick) the jack of trump's colour are trump."""
    if c.suit is None:
        return int(trump)
    same_colour = {Suit.S: Suit.C, Suit.C: Suit.S, Suit.H: Suit.D, Suit.D: Suit.H}[trump]
    if variant != 2 and c.rank == 11 and c.suit == same_colour:
        return int(trump)
    return int(c.suit)


def spec_trump_rank(c: Card, trump: Suit, variant: int) -> int:
    """SM-4.3 as a number: A K Q J Jick X1 X2 T..2 (double joker: A K Q J X1 Jick X2 T..2)."""
    if c.suit is None:
        if variant == 1 and c.rank == 1:
            return 96
        return 95 - c.rank  # X1 94, X2 93
    if c.suit != trump:
        return 95 if variant != 1 else 94  # the Jick
    return {14: 100, 13: 99, 12: 98, 11: 97}.get(c.rank, c.rank)


def spec_key(c: Card, led: int, trump: Suit, variant: int) -> int:
    """SM-6.5: any trump beats any card of the led suit, which beats any other card."""
    s = spec_suit(c, trump, variant)
    if s == int(trump):
        return 1000 + spec_trump_rank(c, trump, variant)
    if s == led:
        return 500 + c.rank
    return 0


def distinct(a: Card, b: Card, c: Card, d: Card) -> bool:
    return a != b and a != c and a != d and b != c and b != d and c != d


def smear_trick_winner(a: Card, b: Card, c: Card, d: Card, trump: Suit, variant: int) -> int:
    """SM-6.5 with SM-4.2 to SM-4.4 (fixed joker order): the winning card outranks every other.

    pre: 0 <= variant <= 2
    pre: is_card(a) and is_card(b) and is_card(c) and is_card(d)
    pre: distinct(a, b, c, d)
    post: 0 <= __return__ <= 3
    post: all(i == __return__ or spec_key((a, b, c, d)[i], spec_suit(a, trump, variant), trump, variant) < spec_key((a, b, c, d)[__return__], spec_suit(a, trump, variant), trump, variant) for i in range(4))
    """
    o = VARIANTS[variant]
    return winning_index((a, b, c, d), trump, lambda x: suit_of(x, trump, o), lambda x, y: stronger(x, y, trump, o))


def smear_trump_order_total(a: Card, b: Card, trump: Suit, variant: int) -> bool:
    """SM-4.3: of two different trumps exactly one ranks higher (the order is total).

    pre: 0 <= variant <= 2
    pre: is_card(a) and is_card(b) and a != b
    pre: spec_suit(a, trump, variant) == int(trump) and spec_suit(b, trump, variant) == int(trump)
    post: __return__
    """
    o = VARIANTS[variant]
    return stronger(a, b, trump, o) != stronger(b, a, trump, o)


def smear_may_follow(h1: Card, h2: Card, h3: Card, led_card: Card, trump: Suit, anytime: bool) -> bool:
    """SM-6.3, SM-6.4: playing h1 from (h1, h2, h3) to a trick led by ``led_card``.

    pre: is_card(h1) and is_card(h2) and is_card(h3) and is_card(led_card)
    pre: distinct(h1, h2, h3, led_card)
    post: __return__ == (spec_suit(h1, trump, 0) == spec_suit(led_card, trump, 0) or all(spec_suit(h, trump, 0) != spec_suit(led_card, trump, 0) for h in (h2, h3)) or (anytime and spec_suit(h1, trump, 0) == int(trump)))
    """
    o = STANDARD
    led = suit_of(led_card, trump, o)
    return may_play((h1, h2, h3), h1, led, trump, lambda x: suit_of(x, trump, o), anytime)


def smear_game_point(t0: int, t1: int, t2: int, low0: int, low1: int, by_lowest: bool) -> int:
    """SM-7.7: Game to the unique highest positive total; a tie to nobody, or (lowest_trump)
    to the tied side that captured the lowest trump. -1 stands for nobody.

    pre: t0 >= 0 and t1 >= 0 and t2 >= 0
    pre: 0 <= low0 <= 2 and 0 <= low1 <= 2
    post: __return__ == -1 or [t0, t1, t2][__return__] == max(t0, t1, t2) > 0
    post: not ([t0, t1, t2].count(max(t0, t1, t2)) == 1 and max(t0, t1, t2) > 0) or __return__ == [t0, t1, t2].index(max(t0, t1, t2))
    post: by_lowest or [t0, t1, t2].count(max(t0, t1, t2)) == 1 or __return__ == -1
    """
    options = SmearOptions(players=3, game_tie="lowest_trump" if by_lowest else "none")
    side = game_award((t0, t1, t2), (low0, low1), options)
    return -1 if side is None else side


def smear_hand_change(captured0: int, captured1: int, bid: int) -> tuple[int, int]:
    """SM-8.2 to SM-8.4, two sides, side 0 pitched: made scores what was captured, set loses
    the bid, the other side scores what it captured.

    pre: 0 <= captured0 <= 10 and 0 <= captured1 <= 10 and captured0 + captured1 <= 10
    pre: 2 <= bid <= 10
    post: __return__[1] == captured1
    post: __return__[0] == (captured0 if captured0 >= bid else -bid)
    """
    changes, _ = hand_changes((captured0, captured1), 0, bid, (), SmearOptions(partnerships=True))
    return changes[0], changes[1]


def smear_bid(amount: int, current: int) -> bool:
    """SM-3.2: bids run from 2 to 10 and must exceed the current bid.

    pre: 0 <= current <= 10
    post: __return__ == (amount >= 2 and amount > current and amount <= 10)
    """
    return bid_problem(amount, current, 2, 10) is None

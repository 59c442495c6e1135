"""Reference functions in a plain, typed-int form for ``crosshair diffbehavior``, so that the
author of another Python implementation can search for the first input where theirs differs.

Card numbering (a stable, documented encoding): suited cards are ``suit * 13 + (14 - rank)``
with suits S=0, H=1, D=2, C=3 and ranks 2..14 (so AS=0, KS=1, ..., 2S=12, AH=13, ..., 2C=51);
52 is X1 and 53 is X2. Trump is a suit number 0..3.

Usage (see properties/README.md)::

    crosshair diffbehavior properties.diff_harness.smear_trick_winner yourmodule.trick_winner \\
        --per_condition_timeout 60

``diffbehavior`` ignores preconditions, so both functions must return the same sentinel (-1,
or False) for out-of-domain input: call ``trick_in_domain`` / ``follow_in_domain`` first.
"""

from __future__ import annotations

from reference.cards import Card, Suit
from reference.smear.options import SmearOptions
from reference.smear.ranking import stronger, suit_of
from reference.tricks import may_play, winning_index

STANDARD = SmearOptions()


def card_of(code: int) -> Card:
    """The card numbered ``code`` (0..53) in the encoding above."""
    if code >= 52:
        return Card(code - 51, None)
    return Card(14 - code % 13, Suit(code // 13))


def _distinct(codes: tuple[int, ...]) -> bool:
    return all(codes[i] != codes[j] for i in range(len(codes)) for j in range(i + 1, len(codes)))


def trick_in_domain(c0: int, c1: int, c2: int, c3: int, trump: int) -> bool:
    """Four different cards and a suit."""
    codes = (c0, c1, c2, c3)
    return all(0 <= c <= 53 for c in codes) and 0 <= trump <= 3 and _distinct(codes)


def smear_trick_winner(c0: int, c1: int, c2: int, c3: int, trump: int) -> int:
    """SM-6.5 (standard options): index 0..3 of the card that wins a four-card trick led by
    ``c0``; -1 for out-of-domain input."""
    if not trick_in_domain(c0, c1, c2, c3, trump):
        return -1
    t = Suit(trump)
    cards = tuple(card_of(c) for c in (c0, c1, c2, c3))
    return winning_index(cards, t, lambda x: suit_of(x, t, STANDARD), lambda x, y: stronger(x, y, t, STANDARD))


def pair_in_domain(c0: int, c1: int, trump: int) -> bool:
    return 0 <= c0 <= 53 and 0 <= c1 <= 53 and c0 != c1 and 0 <= trump <= 3


def smear_pair_winner(c0: int, c1: int, trump: int) -> int:
    """SM-6.5 for a two-card trick (the smallest search, so the fastest to a difference):
    0 if the led card ``c0`` holds, 1 if ``c1`` takes it; -1 for out-of-domain input."""
    if not pair_in_domain(c0, c1, trump):
        return -1
    t = Suit(trump)
    cards = (card_of(c0), card_of(c1))
    return winning_index(cards, t, lambda x: suit_of(x, t, STANDARD), lambda x, y: stronger(x, y, t, STANDARD))


def follow_in_domain(h0: int, h1: int, h2: int, led: int, trump: int) -> bool:
    """Three different cards in hand, a different led card, and a suit."""
    codes = (h0, h1, h2, led)
    return all(0 <= c <= 53 for c in codes) and 0 <= trump <= 3 and _distinct(codes)


def smear_may_play_first(h0: int, h1: int, h2: int, led: int, trump: int) -> bool:
    """SM-6.3, SM-6.4 (standard options, trump_anytime): may the player holding (h0, h1, h2)
    play h0 to a trick led by ``led``? False for out-of-domain input."""
    if not follow_in_domain(h0, h1, h2, led, trump):
        return False
    t = Suit(trump)
    hand = (card_of(h0), card_of(h1), card_of(h2))
    return may_play(hand, hand[0], suit_of(card_of(led), t, STANDARD), t, lambda x: suit_of(x, t, STANDARD), True)

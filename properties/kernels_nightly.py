"""The CrossHair kernels too heavy for every run, checked by the nightly gate.

tests/test_crosshair.py checks this module when TRICKREF_CROSSHAIR_STRICT=1 (nightly, with
TRICKREF_CROSSHAIR_TIMEOUT=60): each contract must be confirmed over all paths there.

Two rules whose every input is a separate path through the engine, one kernel per trump suit
and card-order variant (properties/kernels.py: the three variants) so that each fits the budget:

- ``trumps_<suit>_<variant>``: SM-4.3, SM-6.5 for two trumps (the Jick and the jokers
  included): the engine finds each card the stronger exactly when the SPEC's trump order ranks
  it higher, so of two different trumps exactly one is stronger (the order is total). The
  engine's ``trump_power`` looks each card up in its order, so the 16 x 15 ordered pairs are
  16 x 15 paths: about 20 s of CrossHair a kernel on CI's machine.
- ``follow_<suit>_<variant>``: SM-6.3, SM-6.4 with both values of ``trump_anytime``: may the
  first card of a two-card hand be played to a trick led by a third card? One other card in
  hand is enough to hold, or not hold, the suit led; the three-card form is
  ``kernels.smear_may_follow``, checked by Hypothesis. About 8 s a kernel.

With ``kernels.smear_beats_off_trump`` and ``smear_beats_one_trump`` (every run) the two-trump
kernels confirm ``beats`` for every pair of different cards.
"""

from __future__ import annotations

from properties.kernels import (
    VARIANTS,
    card,
    follows_by_spec,
    is_code,
    is_trump_code,
    later_ranks_higher,
    smear_beats_by,
)
from reference.cards import Suit
from reference.smear.ranking import suit_of
from reference.tricks import may_play


def two_trumps(ra: int, sa: int, rb: int, sb: int, t: int, variant: int) -> bool:
    """Two different cards, both trumps by SM-4.2 (spec_cards' reading)."""
    if not (is_code(ra, sa) & is_code(rb, sb) & ((ra != rb) | (sa != sb))):
        return False
    return is_trump_code(ra, sa, t, variant) and is_trump_code(rb, sb, t, variant)


def both_ways(ra: int, sa: int, rb: int, sb: int, t: int, variant: int) -> tuple[bool, bool]:
    """The engine's answers: does a take the trick from b, and b from a?"""
    return smear_beats_by(ra, sa, rb, sb, t, variant), smear_beats_by(rb, sb, ra, sa, t, variant)


def by_spec(ra: int, sa: int, rb: int, sb: int, t: int, variant: int) -> tuple[bool, bool]:
    """SM-4.3 (spec_cards' trump order): does a rank above b, and b above a?"""
    return later_ranks_higher(ra, sa, rb, sb, t, variant), later_ranks_higher(rb, sb, ra, sa, t, variant)


def three_cards(r1: int, s1: int, r2: int, s2: int, rl: int, sl: int) -> bool:
    """Three different cards (each as one number, compared pairwise: see kernels.distinct4)."""
    c1, c2, cl = 16 * s1 + r1, 16 * s2 + r2, 16 * sl + rl
    return bool(is_code(r1, s1) & is_code(r2, s2) & is_code(rl, sl) & (c1 != c2) & (c1 != cl) & (c2 != cl))


def may_follow(r1: int, s1: int, r2: int, s2: int, rl: int, sl: int, t: int, anytime: bool, variant: int) -> bool:
    """The engine's answer: may (r1, s1), held with (r2, s2), be played to a trick led by (rl, sl)?"""
    o = VARIANTS[variant]
    trump = Suit(t)
    hand = (card(r1, s1), card(r2, s2))
    led = suit_of(card(rl, sl), trump, o)
    return may_play(hand, hand[0], led, trump, lambda x: suit_of(x, trump, o), anytime)


def follows(r1: int, s1: int, r2: int, s2: int, rl: int, sl: int, t: int, anytime: bool, variant: int) -> bool:
    """SM-6.3, SM-6.4 in the SPEC's words (kernels.follows_by_spec)."""
    return follows_by_spec(card(r1, s1), (card(r2, s2),), card(rl, sl), Suit(t), anytime, variant)


def trumps_s_standard(ra: int, sa: int, rb: int, sb: int) -> tuple[bool, bool]:
    """SM-4.3, SM-6.5: two trumps, trump S, standard order.

    pre: two_trumps(ra, sa, rb, sb, 0, 0)
    post: __return__ == by_spec(ra, sa, rb, sb, 0, 0) and __return__[0] != __return__[1]
    """
    return both_ways(ra, sa, rb, sb, 0, 0)


def trumps_s_double_joker(ra: int, sa: int, rb: int, sb: int) -> tuple[bool, bool]:
    """SM-4.3, SM-6.5: two trumps, trump S, double joker order.

    pre: two_trumps(ra, sa, rb, sb, 0, 1)
    post: __return__ == by_spec(ra, sa, rb, sb, 0, 1) and __return__[0] != __return__[1]
    """
    return both_ways(ra, sa, rb, sb, 0, 1)


def trumps_s_no_jick(ra: int, sa: int, rb: int, sb: int) -> tuple[bool, bool]:
    """SM-4.3, SM-6.5: two trumps, trump S, no jick order.

    pre: two_trumps(ra, sa, rb, sb, 0, 2)
    post: __return__ == by_spec(ra, sa, rb, sb, 0, 2) and __return__[0] != __return__[1]
    """
    return both_ways(ra, sa, rb, sb, 0, 2)


def trumps_h_standard(ra: int, sa: int, rb: int, sb: int) -> tuple[bool, bool]:
    """SM-4.3, SM-6.5: two trumps, trump H, standard order.

    pre: two_trumps(ra, sa, rb, sb, 1, 0)
    post: __return__ == by_spec(ra, sa, rb, sb, 1, 0) and __return__[0] != __return__[1]
    """
    return both_ways(ra, sa, rb, sb, 1, 0)


def trumps_h_double_joker(ra: int, sa: int, rb: int, sb: int) -> tuple[bool, bool]:
    """SM-4.3, SM-6.5: two trumps, trump H, double joker order.

    pre: two_trumps(ra, sa, rb, sb, 1, 1)
    post: __return__ == by_spec(ra, sa, rb, sb, 1, 1) and __return__[0] != __return__[1]
    """
    return both_ways(ra, sa, rb, sb, 1, 1)


def trumps_h_no_jick(ra: int, sa: int, rb: int, sb: int) -> tuple[bool, bool]:
    """SM-4.3, SM-6.5: two trumps, trump H, no jick order.

    pre: two_trumps(ra, sa, rb, sb, 1, 2)
    post: __return__ == by_spec(ra, sa, rb, sb, 1, 2) and __return__[0] != __return__[1]
    """
    return both_ways(ra, sa, rb, sb, 1, 2)


def trumps_d_standard(ra: int, sa: int, rb: int, sb: int) -> tuple[bool, bool]:
    """SM-4.3, SM-6.5: two trumps, trump D, standard order.

    pre: two_trumps(ra, sa, rb, sb, 2, 0)
    post: __return__ == by_spec(ra, sa, rb, sb, 2, 0) and __return__[0] != __return__[1]
    """
    return both_ways(ra, sa, rb, sb, 2, 0)


def trumps_d_double_joker(ra: int, sa: int, rb: int, sb: int) -> tuple[bool, bool]:
    """SM-4.3, SM-6.5: two trumps, trump D, double joker order.

    pre: two_trumps(ra, sa, rb, sb, 2, 1)
    post: __return__ == by_spec(ra, sa, rb, sb, 2, 1) and __return__[0] != __return__[1]
    """
    return both_ways(ra, sa, rb, sb, 2, 1)


def trumps_d_no_jick(ra: int, sa: int, rb: int, sb: int) -> tuple[bool, bool]:
    """SM-4.3, SM-6.5: two trumps, trump D, no jick order.

    pre: two_trumps(ra, sa, rb, sb, 2, 2)
    post: __return__ == by_spec(ra, sa, rb, sb, 2, 2) and __return__[0] != __return__[1]
    """
    return both_ways(ra, sa, rb, sb, 2, 2)


def trumps_c_standard(ra: int, sa: int, rb: int, sb: int) -> tuple[bool, bool]:
    """SM-4.3, SM-6.5: two trumps, trump C, standard order.

    pre: two_trumps(ra, sa, rb, sb, 3, 0)
    post: __return__ == by_spec(ra, sa, rb, sb, 3, 0) and __return__[0] != __return__[1]
    """
    return both_ways(ra, sa, rb, sb, 3, 0)


def trumps_c_double_joker(ra: int, sa: int, rb: int, sb: int) -> tuple[bool, bool]:
    """SM-4.3, SM-6.5: two trumps, trump C, double joker order.

    pre: two_trumps(ra, sa, rb, sb, 3, 1)
    post: __return__ == by_spec(ra, sa, rb, sb, 3, 1) and __return__[0] != __return__[1]
    """
    return both_ways(ra, sa, rb, sb, 3, 1)


def trumps_c_no_jick(ra: int, sa: int, rb: int, sb: int) -> tuple[bool, bool]:
    """SM-4.3, SM-6.5: two trumps, trump C, no jick order.

    pre: two_trumps(ra, sa, rb, sb, 3, 2)
    post: __return__ == by_spec(ra, sa, rb, sb, 3, 2) and __return__[0] != __return__[1]
    """
    return both_ways(ra, sa, rb, sb, 3, 2)


def follow_s_standard(r1: int, s1: int, r2: int, s2: int, rl: int, sl: int, anytime: bool) -> bool:
    """SM-6.3, SM-6.4: trump S, standard variant.

    pre: three_cards(r1, s1, r2, s2, rl, sl)
    post: __return__ == follows(r1, s1, r2, s2, rl, sl, 0, anytime, 0)
    """
    return may_follow(r1, s1, r2, s2, rl, sl, 0, anytime, 0)


def follow_s_double_joker(r1: int, s1: int, r2: int, s2: int, rl: int, sl: int, anytime: bool) -> bool:
    """SM-6.3, SM-6.4: trump S, double joker variant.

    pre: three_cards(r1, s1, r2, s2, rl, sl)
    post: __return__ == follows(r1, s1, r2, s2, rl, sl, 0, anytime, 1)
    """
    return may_follow(r1, s1, r2, s2, rl, sl, 0, anytime, 1)


def follow_s_no_jick(r1: int, s1: int, r2: int, s2: int, rl: int, sl: int, anytime: bool) -> bool:
    """SM-6.3, SM-6.4: trump S, no jick variant.

    pre: three_cards(r1, s1, r2, s2, rl, sl)
    post: __return__ == follows(r1, s1, r2, s2, rl, sl, 0, anytime, 2)
    """
    return may_follow(r1, s1, r2, s2, rl, sl, 0, anytime, 2)


def follow_h_standard(r1: int, s1: int, r2: int, s2: int, rl: int, sl: int, anytime: bool) -> bool:
    """SM-6.3, SM-6.4: trump H, standard variant.

    pre: three_cards(r1, s1, r2, s2, rl, sl)
    post: __return__ == follows(r1, s1, r2, s2, rl, sl, 1, anytime, 0)
    """
    return may_follow(r1, s1, r2, s2, rl, sl, 1, anytime, 0)


def follow_h_double_joker(r1: int, s1: int, r2: int, s2: int, rl: int, sl: int, anytime: bool) -> bool:
    """SM-6.3, SM-6.4: trump H, double joker variant.

    pre: three_cards(r1, s1, r2, s2, rl, sl)
    post: __return__ == follows(r1, s1, r2, s2, rl, sl, 1, anytime, 1)
    """
    return may_follow(r1, s1, r2, s2, rl, sl, 1, anytime, 1)


def follow_h_no_jick(r1: int, s1: int, r2: int, s2: int, rl: int, sl: int, anytime: bool) -> bool:
    """SM-6.3, SM-6.4: trump H, no jick variant.

    pre: three_cards(r1, s1, r2, s2, rl, sl)
    post: __return__ == follows(r1, s1, r2, s2, rl, sl, 1, anytime, 2)
    """
    return may_follow(r1, s1, r2, s2, rl, sl, 1, anytime, 2)


def follow_d_standard(r1: int, s1: int, r2: int, s2: int, rl: int, sl: int, anytime: bool) -> bool:
    """SM-6.3, SM-6.4: trump D, standard variant.

    pre: three_cards(r1, s1, r2, s2, rl, sl)
    post: __return__ == follows(r1, s1, r2, s2, rl, sl, 2, anytime, 0)
    """
    return may_follow(r1, s1, r2, s2, rl, sl, 2, anytime, 0)


def follow_d_double_joker(r1: int, s1: int, r2: int, s2: int, rl: int, sl: int, anytime: bool) -> bool:
    """SM-6.3, SM-6.4: trump D, double joker variant.

    pre: three_cards(r1, s1, r2, s2, rl, sl)
    post: __return__ == follows(r1, s1, r2, s2, rl, sl, 2, anytime, 1)
    """
    return may_follow(r1, s1, r2, s2, rl, sl, 2, anytime, 1)


def follow_d_no_jick(r1: int, s1: int, r2: int, s2: int, rl: int, sl: int, anytime: bool) -> bool:
    """SM-6.3, SM-6.4: trump D, no jick variant.

    pre: three_cards(r1, s1, r2, s2, rl, sl)
    post: __return__ == follows(r1, s1, r2, s2, rl, sl, 2, anytime, 2)
    """
    return may_follow(r1, s1, r2, s2, rl, sl, 2, anytime, 2)


def follow_c_standard(r1: int, s1: int, r2: int, s2: int, rl: int, sl: int, anytime: bool) -> bool:
    """SM-6.3, SM-6.4: trump C, standard variant.

    pre: three_cards(r1, s1, r2, s2, rl, sl)
    post: __return__ == follows(r1, s1, r2, s2, rl, sl, 3, anytime, 0)
    """
    return may_follow(r1, s1, r2, s2, rl, sl, 3, anytime, 0)


def follow_c_double_joker(r1: int, s1: int, r2: int, s2: int, rl: int, sl: int, anytime: bool) -> bool:
    """SM-6.3, SM-6.4: trump C, double joker variant.

    pre: three_cards(r1, s1, r2, s2, rl, sl)
    post: __return__ == follows(r1, s1, r2, s2, rl, sl, 3, anytime, 1)
    """
    return may_follow(r1, s1, r2, s2, rl, sl, 3, anytime, 1)


def follow_c_no_jick(r1: int, s1: int, r2: int, s2: int, rl: int, sl: int, anytime: bool) -> bool:
    """SM-6.3, SM-6.4: trump C, no jick variant.

    pre: three_cards(r1, s1, r2, s2, rl, sl)
    post: __return__ == follows(r1, s1, r2, s2, rl, sl, 3, anytime, 2)
    """
    return may_follow(r1, s1, r2, s2, rl, sl, 3, anytime, 2)

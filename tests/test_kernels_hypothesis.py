"""The CrossHair kernels' contracts, also checked by Hypothesis (properties/kernels.py).

Inputs are valid by construction (distinct cards drawn as a unique list of card codes, each
precondition built into the strategy), so no example is thrown away by ``assume``. Under the
``nightly-crosshair`` profile (``pip install hypothesis-crosshair``, then
``HYPOTHESIS_PROFILE=nightly-crosshair``) Hypothesis draws these inputs with the CrossHair
backend; otherwise it samples them."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from properties.kernels import (
    card,
    cards4,
    follows_by_spec,
    smear_beats_jokers,
    smear_bid,
    smear_game_point,
    smear_hand_change,
    smear_may_follow,
    smear_trick_winner,
    spec_game_point,
    spec_hand_change,
    trick_key,
)
from properties.spec_cards import smear_trick_index
from reference.cards import Suit

# Every card as (rank, suit code): suits 0..3 with ranks 2..14, and the jokers as suit 4.
CODES = [(r, s) for s in range(4) for r in range(2, 15)] + [(1, 4), (2, 4)]


def distinct(n: int) -> st.SearchStrategy[list[tuple[int, int]]]:
    """``n`` different cards: a unique list drawn from the deck, never filtered."""
    return st.lists(st.sampled_from(CODES), min_size=n, max_size=n, unique=True)


@given(cards=distinct(4), t=st.integers(0, 3), variant=st.integers(0, 2))
def test_trick_winner_outranks_the_rest(cards: list[tuple[int, int]], t: int, variant: int) -> None:
    """SM-6.5: the winning card outranks every other card of the trick."""
    (r0, s0), (r1, s1), (r2, s2), (r3, s3) = cards
    w = smear_trick_winner(r0, s0, r1, s1, r2, s2, r3, s3, t, variant)
    played = cards4(r0, s0, r1, s1, r2, s2, r3, s3)
    assert all(i == w or trick_key(played, i, t, variant) < trick_key(played, w, t, variant) for i in range(4))


@given(cards=distinct(4), t=st.integers(0, 3), anytime=st.booleans(), variant=st.integers(0, 2))
def test_follow_rule(cards: list[tuple[int, int]], t: int, anytime: bool, variant: int) -> None:
    """SM-6.3, SM-6.4, with the effective suits of SM-4.2 under each variant."""
    h1, h2, h3, led = cards
    got = smear_may_follow(*h1, *h2, *h3, *led, t, anytime, variant)
    assert got == follows_by_spec(card(*h1), (card(*h2), card(*h3)), card(*led), Suit(t), anytime, variant)


@given(first=st.integers(1, 2), t=st.integers(0, 3), tb=st.integers(0, 2), variant=st.sampled_from([0, 2]))
def test_joker_tiebreak(first: int, t: int, tb: int, variant: int) -> None:
    """SM-4.4: which of two jokers in one trick wins, by joker_tiebreak."""
    want = smear_trick_index((card(first, 4), card(3 - first, 4)), Suit(t), variant, ("fixed", "first_played", "second_played")[tb]) == 1
    assert smear_beats_jokers(first, t, tb, variant) == want


@given(
    totals=st.tuples(st.integers(0, 40), st.integers(0, 40), st.integers(0, 40)),
    low0=st.integers(0, 2),
    low1=st.integers(0, 2),
    tie=st.integers(0, 2),
)
def test_game_point(totals: tuple[int, int, int], low0: int, low1: int, tie: int) -> None:
    """SM-7.7 under each game_tie."""
    assert smear_game_point(*totals, low0, low1, tie) == spec_game_point(*totals, low0, low1, tie)


@st.composite
def hand_changes(draw: st.DrawFn) -> tuple[int, int, int, bool, bool, int]:
    """Captured points that fit in a hand of 10, a bid 2..10, and revokes only when the mode
    allows them."""
    c0 = draw(st.integers(0, 10))
    c1 = draw(st.integers(0, 10 - c0))
    mode = draw(st.integers(0, 2))
    rev0, rev1 = (False, False) if mode == 0 else (draw(st.booleans()), draw(st.booleans()))
    return c0, c1, draw(st.integers(2, 10)), rev0, rev1, mode


@given(case=hand_changes())
def test_hand_change(case: tuple[int, int, int, bool, bool, int]) -> None:
    """SM-8.2 to SM-8.5."""
    got = smear_hand_change(*case)
    assert got == (spec_hand_change(*case, 0), spec_hand_change(*case, 1))


@given(amount=st.integers(-3, 14), current=st.integers(0, 10))
def test_bid_rule(amount: int, current: int) -> None:
    """SM-3.2."""
    assert smear_bid(amount, current) == (2 <= amount <= 10 and amount > current)

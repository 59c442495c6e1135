"""The CrossHair kernels' contracts, also checked by Hypothesis (properties/kernels.py).

Under the ``nightly-crosshair`` profile (``pip install hypothesis-crosshair``, then
``HYPOTHESIS_PROFILE=nightly-crosshair``) Hypothesis draws these inputs with the CrossHair
backend; under ``ci`` it samples them."""

from __future__ import annotations

from hypothesis import assume, given
from hypothesis import strategies as st

from properties.kernels import (
    cards4,
    distinct4,
    follows_by_spec,
    card,
    is_code,
    smear_bid,
    smear_may_follow,
    smear_trick_winner,
    trick_key,
)
from reference.cards import Suit

codes = st.one_of(
    st.tuples(st.integers(2, 14), st.integers(0, 3)),
    st.tuples(st.integers(1, 2), st.just(4)),
)


@given(a=codes, b=codes, c=codes, d=codes, t=st.integers(0, 3), variant=st.integers(0, 2))
def test_trick_winner_outranks_the_rest(
    a: tuple[int, int], b: tuple[int, int], c: tuple[int, int], d: tuple[int, int], t: int, variant: int
) -> None:
    """SM-6.5: the winning card outranks every other card of the trick."""
    flat = (*a, *b, *c, *d)
    assume(distinct4(*flat))
    w = smear_trick_winner(*flat, t, variant)
    cards = cards4(*flat)
    assert all(i == w or trick_key(cards, i, t, variant) < trick_key(cards, w, t, variant) for i in range(4))


@given(h1=codes, h2=codes, h3=codes, led=codes, t=st.integers(0, 3), anytime=st.booleans())
def test_follow_rule(
    h1: tuple[int, int], h2: tuple[int, int], h3: tuple[int, int], led: tuple[int, int], t: int, anytime: bool
) -> None:
    """SM-6.3, SM-6.4."""
    assume(distinct4(*h1, *h2, *h3, *led))
    assert all(is_code(*x) for x in (h1, h2, h3, led))
    got = smear_may_follow(*h1, *h2, *h3, *led, t, anytime)
    assert got == follows_by_spec(card(*h1), (card(*h2), card(*h3)), card(*led), Suit(t), anytime)


@given(amount=st.integers(-3, 14), current=st.integers(0, 10))
def test_bid_rule(amount: int, current: int) -> None:
    """SM-3.2."""
    assert smear_bid(amount, current) == (2 <= amount <= 10 and amount > current)

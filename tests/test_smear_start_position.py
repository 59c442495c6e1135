"""SM-1.4: a Smear game started from given scores and dealer, so a target or a house rule can be
tried without playing the earlier hands. Expected values are worked out by hand from SPEC.md."""

from __future__ import annotations

import pytest

from conformance.sources.golden.smear import HANDS_SET_AT_TARGET, OPTS_3P, TRICKS_SET_AT_TARGET
from reference.phases import Phase
from reference.smear import new_game, smear_options
from tests.golden_support import last, legal, play_tricks, run, smear_deal


def test_set_pitcher_at_the_target_from_given_scores() -> None:
    """SM-9.2, SM-1.4: the second hand of test_set_pitcher_at_the_target_does_not_win, started
    from the scores (5, -2, 5) and dealer 1 with the default options (low_rule captured).
    Seat 2 bids 2; its only trump 5S is the Low card and is captured by seat 0, which takes
    every trick: High AS, Low 5S and Game (22 game points against 0) = 3. Seat 2 captures 0 < 2
    -> set back to 3, the target. Scores (8, -2, 3): seat 2 reached the target but was set
    (SM-9.2 does not apply); seat 0 (8) is the only other side past it -> seat 0 wins."""
    o = smear_options({**OPTS_3P, "target": 3})
    g = new_game(o, deals=[smear_deal(o, *HANDS_SET_AT_TARGET)], dealer=1, scores=(5, -2, 5))
    assert g.scores == (5, -2, 5)
    assert g.phase is Phase.BIDDING
    g = run(g, "bid 2; pass; pass; trump S")
    assert legal(g) == {"play 5S"}
    g = play_tricks(g, TRICKS_SET_AT_TARGET)
    assert last(g).changes == (3, 0, -2)
    assert g.scores == (8, -2, 3)
    assert g.winner == 0


def test_given_scores_and_the_target_check() -> None:
    """SM-9.1, SM-1.4: the target is checked only after a hand (SM-9.1), so a game started at
    (25, 0, 0, 0) with target 21 has no winner yet and waits for its first bid, dealer 2."""
    o = smear_options(hand_size=6)
    g = new_game(o, seed=3, dealer=2, scores=(25, 0, 0, 0))
    assert g.scores == (25, 0, 0, 0)
    assert g.winner is None
    assert g.dealer == 2
    assert g.phase is Phase.BIDDING


@pytest.mark.parametrize("scores", [(0, 0, 0), (0, 0, 0, 0, 0), (0, 0, "1", 0)])
def test_given_scores_must_be_one_integer_per_side(scores: tuple[object, ...]) -> None:
    """SM-1.4: one integer per side (4 individual sides here)."""
    o = smear_options(hand_size=6)
    with pytest.raises(ValueError, match="scores must be 4 integers, one per side"):
        new_game(o, seed=1, scores=scores)  # type: ignore[arg-type]


def test_given_scores_in_partnerships_are_per_side() -> None:
    """SM-1.2, SM-1.4: with partnerships there are two sides, so two scores."""
    o = smear_options(partnerships=True, hand_size=6)
    g = new_game(o, seed=1, dealer=0, scores=(-7, 19))
    assert g.scores == (-7, 19)
    with pytest.raises(ValueError):
        new_game(o, seed=1, scores=(0, 0, 0, 0))

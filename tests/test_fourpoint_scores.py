"""Starting a Four Point game from given scores and dealer (FP-1.4): the ``scores`` keyword of
``new_game`` and of the binding's ``start``. Expected values are worked out by hand from SPEC
chapter FP; the deal and play are Example FP-7.3-a's (conformance/sources/golden/fourpoint.py, Deal X)."""

from __future__ import annotations

import pytest

from conformance.sources.golden.fourpoint import DEAL_X, DEAL_X_PLAYS, DEAL_X_STOCK, SEAT0_BIDS_2
from reference.fourpoint import fourpoint_options, new_game
from reference.fourpoint.binding import start
from tests.golden_support_fourpoint import fp_deal, fp_game, plays, run


def test_start_scores_decide_the_game() -> None:
    """FP-1.4, FP-8.2, FP-8.4, FP-9.2.

    Take 0, dealer 3, scores 14 and 12 given. Seat 0 bids 2 and the play of Example FP-7.3-a
    gives side 0 High and Game (2, made) and side 1 Low (1): 16 and 13. The bidding side reached
    15 and wins. From the default start (0, 0) the same hand ends 2 and 1, and nobody wins.
    """
    g = new_game(fourpoint_options(take=0), deals=[fp_deal(*DEAL_X, stock=DEAL_X_STOCK)], dealer=3, scores=(14, 12))
    assert g.scores == (14, 12)
    g = plays(run(g, SEAT0_BIDS_2), DEAL_X_PLAYS)
    assert g.scores == (16, 13)
    assert g.winner == 0
    plain = plays(run(fp_game({"take": 0}, DEAL_X, DEAL_X_STOCK, dealer=3), SEAT0_BIDS_2), DEAL_X_PLAYS)
    assert plain.scores == (2, 1)
    assert plain.winner is None


def test_start_scores_may_be_negative_and_the_binding_takes_them() -> None:
    """FP-1.4, FP-8.3 (scores may be negative), FP-9.4.

    Through the binding: scores -3 and 14, `non_bidder_cap: at_target`, target 15. Seat 0 bids 2
    and makes 2: -3 + 2 = -1; side 1, not bidding, wins Low: 14 + 1 = 15, within the cap of 15,
    and wins (the bidding side has not reached 15).
    """
    m = start({"take": 0, "non_bidder_cap": "at_target"}, [fp_deal(*DEAL_X, stock=DEAL_X_STOCK)], 3, None, scores=[-3, 14])
    assert m.scores() == [-3, 14]
    for action in SEAT0_BIDS_2.split("; ") + [f"play {c}" for c in DEAL_X_PLAYS.split()]:
        m = m.play(action)
    assert m.scores() == [-1, 15]
    assert m.winner() == 1
    assert start({}, [], 0, 1).scores() == [0, 0]  # the four-argument call still works


@pytest.mark.parametrize("bad", [(1,), (1, 2, 3), (1, True), (1.0, 2)])
def test_start_scores_must_be_one_integer_per_side(bad: tuple[object, ...]) -> None:
    """FP-1.4: two integers, one per side; anything else is invalid input (ValueError)."""
    with pytest.raises(ValueError, match="scores"):
        new_game(fourpoint_options(), seed=1, scores=bad)  # type: ignore[arg-type]

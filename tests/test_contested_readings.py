"""The readings of real tables offered as options where the seed is silent (issue 22 item 5),
checked on hand-made results: Four Point's ``both_at_target`` (R-FP-15) and Smoorverliefd's
``curse_dealer`` (R-SV-11). Every expected value below is worked out from SPEC.md by hand."""

from __future__ import annotations

import pytest

from reference.errors import InvalidOptions
from reference.fourpoint.options import FourPointOptions
from reference.fourpoint.scoring import game_winner
from reference.fourpoint.state import HandResult as FPResult
from reference.smoorverliefd.options import SmoorverliefdOptions
from reference.smoorverliefd.scoring import cupid_dealer
from reference.smoorverliefd.state import HandResult as SVResult
from reference.smoorverliefd.state import SeatTally


def fp_hand(bidder: int, scores: tuple[int, int], made: bool = True) -> FPResult:
    return FPResult(dealer=3, outcome="played", bidder=bidder, bid=2, trump=None, awards=(), captured=(0, 0),
                    game_points=(0, 0), made=made, changes=(0, 0), scores=scores)


@pytest.mark.parametrize(("bidder", "scores", "bidder_first", "higher_score"), [
    # Seat 0 bids (side 0). Target 15.
    (0, (15, 16), 0, 1),  # both at the target, the defenders higher: FP-9.2 gives the bidder; higher_score the defenders
    (0, (16, 15), 0, 0),  # the bidder higher: both readings give the bidder
    (0, (16, 16), 0, 0),  # a tie at the top goes to the bidding side under both (R-FP-15)
    (1, (17, 15), 1, 0),  # seat 1 bids (side 1): side 0 higher wins under higher_score only
    (0, (14, 16), 1, 1),  # only the defenders reached it: they win under both (FP-9.2, second sentence)
    (0, (14, 13), None, None),  # nobody at the target
])
def test_both_sides_at_the_target(bidder: int, scores: tuple[int, int], bidder_first: int | None, higher_score: int | None) -> None:
    hand = fp_hand(bidder, scores)
    assert game_winner(hand, FourPointOptions()) == bidder_first
    assert game_winner(hand, FourPointOptions(both_at_target="higher_score")) == higher_score


def test_higher_score_keeps_the_house_rule_that_only_the_bidder_may_win() -> None:
    """FP-9.3 with made_bid_winner bidding_side: the defenders never win on that hand, however high."""
    options = FourPointOptions(win_only_on_made_bid=True, made_bid_winner="bidding_side", both_at_target="higher_score")
    assert game_winner(fp_hand(0, (15, 18)), options) == 0
    assert game_winner(fp_hand(0, (15, 18), made=False), options) is None  # FP-9.3: a set bid wins nothing


def seat(hearts: int, points: int) -> SeatTally:
    return SeatTally(hearts=hearts, heart_points=points, cursed_cards=0, bid=None, bid_adjustment=0)


def sv_round(dealer: int, seats: tuple[SeatTally, ...]) -> SVResult:
    return SVResult(dealer=dealer, outcome="played", cursed=None, dead=(), hearts_in_play=13, seats=seats,
                    sides=(), champions=(), changes=(0,) * len(seats), scores=(0,) * len(seats))


def test_the_curse_dealer_by_heart_points_or_by_heart_cards() -> None:
    """Three players, seat 2 dealt. Seat 0 took 3 hearts worth 10 points (the honours), seat 1 4
    low hearts worth 5, seat 2 6 hearts worth 8 (the tallies are given, not computed). Fewest
    heart points: seat 1 (5); fewest heart cards: seat 0 (3)."""
    last = sv_round(2, (seat(3, 10), seat(4, 5), seat(6, 8)))
    assert cupid_dealer(last, SmoorverliefdOptions(players=3, cupids_arrow=True)) == 1
    assert cupid_dealer(last, SmoorverliefdOptions(players=3, cupids_arrow=True, curse_dealer="heart_cards")) == 0


def test_a_tie_for_the_fewest_goes_clockwise_from_the_left_of_the_last_dealer() -> None:
    """SV-10.2: seats 0 and 2 tie on 3 heart cards; the last dealer was seat 1, so the count starts
    at seat 2 (its left), which deals. By points seat 1 has the fewest (2) and deals."""
    last = sv_round(1, (seat(3, 9), seat(5, 2), seat(3, 6), seat(4, 7)))
    assert cupid_dealer(last, SmoorverliefdOptions(players=4, cupids_arrow=True)) == 1
    assert cupid_dealer(last, SmoorverliefdOptions(players=4, cupids_arrow=True, curse_dealer="heart_cards")) == 2


def test_curse_dealer_belongs_to_cupids_arrow() -> None:
    with pytest.raises(InvalidOptions, match="curse_dealer"):
        SmoorverliefdOptions(curse_dealer="heart_cards")

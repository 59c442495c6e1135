"""Golden scenarios for table sizes and decks the other golden files do not use, worked by hand
from SPEC.md: 5 players, 6 players (8-card hands), 8 players in pairs, and a deck without
jokers (SM-1.1, SM-1.2, SM-2.1, SM-2.2, SM-3.2, SM-5.1, SM-6.3, SM-6.5, SM-7.1)."""

from __future__ import annotations

from math import comb

from reference.errors import Code
from reference.smear.rules import to_act
from tests.golden_support import legal, refused, run, smear_game

SIX = (
    "AS KS QS JS TS 9S 8S 7S",  # seat 0 (dealer)
    "AH KH QH JH TH 9H 8H 7H",  # seat 1 (eldest)
    "AD KD QD JD TD 9D 8D 7D",  # seat 2
    "AC KC QC JC TC 9C 8C 7C",  # seat 3
    "6S 5S 4S 3S 2S 6H 5H 4H",  # seat 4
    "3H 2H 6D 5D 4D 3D 2D X1",  # seat 5
)


def test_six_players_hold_eight_and_discard_two() -> None:
    """SM-2.2: 6 x 10 = 60 > 54, so 8 cards each (48, stock 6). SM-5.1: after trump each player
    discards 8 - 6 = 2, pitcher first: C(8, 2) = 28 possible discards for the pitcher.
    Bidding: seat 1 bids 2; seats 2, 3, 4, 5 and the dealer 0 pass: seat 1 is pitcher."""
    g = run(smear_game({"players": 6}, SIX), "bid 2; pass; pass; pass; pass; pass; trump H")
    assert to_act(g) == 1
    options = legal(g)
    assert len(options) == comb(8, 2) == 28
    assert "discard 8H 7H" in options and "discard AH KH" in options
    assert refused(g, "discard 9H 8H 7H") is Code.DISCARD_COUNT
    g = run(g, "discard 8H 7H")
    assert to_act(g) == 2  # SM-5.1: then clockwise from the pitcher


EIGHT = (
    "AS KS QS JS TS 9S",  # seat 0 (dealer), side 0
    "AH KH QH JH TH 9H",  # seat 1 (eldest, pitcher), side 1
    "AD KD QD JD TD 9D",  # seat 2, side 2
    "AC KC QC JC TC 9C",  # seat 3, side 3
    "8S 7S 6S 5S 4S 3S",  # seat 4, side 0 (partner of seat 0)
    "8H 7H 6H 5H 4H 3H",  # seat 5, side 1
    "8D 7D 6D 5D 4D 3D",  # seat 6, side 2
    "8C 7C 6C 5C 4C 3C",  # seat 7, side 3
)


def test_eight_players_in_pairs_and_the_jick_on_a_trump_lead() -> None:
    """SM-1.2: 8 seats in pairs across the table, side = seat mod 4. SM-2.2: 10 and 8 do not fit
    (80, 64 > 54), so 6 each and no discard (SM-5.2). Seat 1 bids 2, everyone else passes,
    hearts trump, so the Jick is JD (SM-4.2).
    Trick 1: seat 1 leads 9H (SM-6.2: a trump; all its cards are hearts). Seat 2's only trump is
    JD, and trump was led, so JD is its only legal card (SM-6.3). Seat 3 holds no trump: any card
    (SM-6.4). Trumps played: 9H, JD, 3H; the Jick ranks above 9H (SM-4.3): seat 2 wins."""
    g = run(smear_game({"players": 8, "partnerships": True}, EIGHT), "bid 2" + "; pass" * 7 + "; trump H")
    assert legal(g) == {f"play {c}" for c in "AH KH QH JH TH 9H".split()}
    g = run(g, "play 9H")
    assert legal(g) == {"play JD"}
    g = run(g, "play JD")
    assert legal(g) == {f"play {c}" for c in "AC KC QC JC TC 9C".split()}
    g = run(g, "play 9C; play 3S; play 3H; play 3D; play 3C; play 9S")
    assert g.hand is not None
    assert g.hand.tricks[0].winner == 2
    assert g.options.side_of(2) == g.options.side_of(6) == 2


FIVE = (
    "AS KS QS JS TS 9S 8S 7S 6S 5S",  # seat 0 (eldest: the dealer is seat 4)
    "AH KH QH JH TH 9H 8H 7H 6H 5H",  # seat 1
    "AD KD QD JD TD 9D 8D 7D 6D 5D",  # seat 2
    "AC KC QC JC TC 9C 8C 7C 6C 5C",  # seat 3
    "4S 3S 2S 4H 3H 2H 4D 3D 2D X1",  # seat 4
)


def test_five_players_hold_ten() -> None:
    """SM-2.2: 5 x 10 = 50 <= 54, so 10 each and 4 in the stock. SM-1.3: dealer 4, eldest 0.
    Seat 0 bids 3; seats 1, 2, 3 and the dealer 4 pass; spades trump. SM-5.1: the pitcher
    discards 4 of 10: C(10, 4) = 210 ways."""
    g = smear_game({"players": 5}, FIVE, dealer=4)
    assert to_act(g) == 0
    g = run(g, "bid 3; pass; pass; pass; pass; trump S")
    assert to_act(g) == 0
    assert len(legal(g)) == comb(10, 4) == 210


NO_JOKERS = (
    "AS KS QS JS TS 9S 8S 7S 6S 5S",
    "AH KH QH JH TH 9H 8H 7H 6H 5H",
    "AD KD QD JD TD 9D 8D 7D 6D 5D",
    "AC KC QC JC TC 9C 8C 7C 6C 5C",
)


def test_no_jokers_lowers_the_hand_maximum() -> None:
    """SM-2.1 with jokers 0: a 52-card deck. SM-7.1: without Joker 1 and Joker 2 the hand
    maximum is 10 - 2 = 8, so bids run 2..8 (SM-3.2) and 9 is too high."""
    g = smear_game({"jokers": 0}, NO_JOKERS)
    assert legal(g) == {"pass"} | {f"bid {n}" for n in range(2, 9)}
    assert refused(g, "bid 9") is Code.BID_TOO_HIGH

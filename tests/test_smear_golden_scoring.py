"""Golden scoring scenarios for Smear, every value worked out by hand from SPEC.md (SM-7 to SM-10).

Technique: ``hand_size`` 6, so nobody discards (SM-5.2) and the cards not dealt lie in the stock,
out of play (SM-7.10). Seats: dealer 0 unless stated, eldest 1, bidding order 1, 2, 3, 0 (SM-3.1).
Each trick is written as its cards in play order (leader first, then clockwise) together with the
seat that wins it by SM-6.5; ``play_tricks`` checks those winners as the hand goes (the last
trick's winner shows in the hand result).

Trump order with hearts trump (SM-4.3, joker_rank below_jick):
AH KH QH JH JD(Jick) X1 X2 TH 9H 8H 7H 6H 5H 4H 3H 2H. Game points (SM-7.7): A 4, K 3, Q 2,
J 1, T 10, jokers 0.

Deal A (4 players, hearts trump, seat 2 pitcher with bid 3), the workhorse of this file:

    seat 0: 4H 7H JD 3S 3C QD
    seat 1: 5H X2 JH KS 4C 3D
    seat 2: AH 6H 8H AS 9C 4D
    seat 3: 2H X1 3H 2S TC 2D

    T1 (seat 2 leads)  AH 2H 4H 5H -> AH wins, seat 2
    T2 (seat 2 leads)  6H X1 7H X2 -> X1 (above X2) wins, seat 3
    T3 (seat 3 leads)  3H JD JH 8H -> JH (above the Jick) wins, seat 1
    T4 (seat 1 leads)  KS AS 2S 3S -> AS wins, seat 2
    T5 (seat 2 leads)  9C TC 3C 4C -> TC wins, seat 3
    T6 (seat 3 leads)  2D QD 3D 4D -> QD wins, seat 0

    Captured by seat 0: 2D QD 3D 4D            game points Q2 = 2
    Captured by seat 1: 3H JD JH 8H            game points JD1 + JH1 = 2
    Captured by seat 2: AH 2H 4H 5H KS AS 2S 3S game points A4 + K3 + A4 = 11
    Captured by seat 3: 6H X1 7H X2 9C TC 3C 4C game points T10 = 10 (jokers 0)
    Lowest trump played: 2H, played by seat 3, captured by seat 2 (T1).
"""

from __future__ import annotations

from collections.abc import Sequence

from reference.cards import Suit
from reference.phases import Phase
from reference.smear import SmearState, smear_options
from reference.smear.state import HandResult
from tests.golden_support import awards, legal, run, smear_deal, smear_game

Tricks = Sequence[tuple[str, int]]

H6: dict[str, object] = {"hand_size": 6}

# --- Deal A -------------------------------------------------------------------------------------
HANDS_A = (
    "4H 7H JD 3S 3C QD",  # seat 0
    "5H X2 JH KS 4C 3D",  # seat 1
    "AH 6H 8H AS 9C 4D",  # seat 2
    "2H X1 3H 2S TC 2D",  # seat 3
)
BIDS_A = "pass; bid 3; pass; pass; trump H"  # seat 1 passes, seat 2 bids 3, seats 3 and 0 pass
TRICKS_A: Tricks = (
    ("AH 2H 4H 5H", 2),
    ("6H X1 7H X2", 3),
    ("3H JD JH 8H", 1),
    ("KS AS 2S 3S", 2),
    ("9C TC 3C 4C", 3),
    ("2D QD 3D 4D", 0),
)

# --- Deal B: Deal A with the ace of trump left in the stock (seat 2 holds KH instead) -----------
HANDS_B = (
    "4H 7H JD 3S 3C QD",
    "5H X2 JH KS 4C 3D",
    "KH 6H 8H AS 9C 4D",
    "2H X1 3H 2S TC 2D",
)
BIDS_B = "pass; bid 2; pass; pass; trump H"  # seat 2 pitches for 2
TRICKS_B: Tricks = (
    ("KH 2H 4H 5H", 2),
    ("6H X1 7H X2", 3),
    ("3H JD JH 8H", 1),
    ("KS AS 2S 3S", 2),
    ("9C TC 3C 4C", 3),
    ("2D QD 3D 4D", 0),
)

# --- Deal D: no card worth game points is in play; spades trump, seat 1 pitches for 2 -----------
HANDS_D = (
    "5S 7S 5C 3H 3D 3C",  # seat 0
    "9S 2S 5D 4H 4D 4C",  # seat 1
    "3S X1 X2 9H 9D 9C",  # seat 2
    "4S 6S 8S 2H 2D 2C",  # seat 3
)
BIDS_D = "bid 2; pass; pass; pass; trump S"
TRICKS_D: Tricks = (
    ("9S 3S 4S 5S", 1),  # s1 9S, s2 3S, s3 4S, s0 5S
    ("2S X1 6S 7S", 2),  # s1 2S, s2 X1, s3 6S, s0 7S
    ("X2 8S 5C 5D", 2),  # s2 X2, s3 8S, s0 5C (no trump left), s1 5D (no trump left)
    ("9H 2H 3H 4H", 2),
    ("9D 2D 3D 4D", 2),
    ("9C 2C 3C 4C", 2),
)

# --- Three players (seats 0, 1, 2; dealer 0, bidding 1, 2, 0); diamonds trump, Jick JH -----------
OPTS_3P: dict[str, object] = {"players": 3, "hand_size": 6}
HANDS_3P = (
    "KD QD 5D 5S 2C 3H",  # seat 0
    "3D JH JD 6S TC 2H",  # seat 1
    "2D X2 AD X1 AC 4H",  # seat 2
)
BIDS_3P = "bid 2; pass; pass; trump D"  # seat 1 pitches for 2
TRICKS_3P: Tricks = (
    ("3D 2D KD", 0),  # s1 3D, s2 2D, s0 KD
    ("QD JH X2", 0),  # s0 QD, s1 JH (Jick), s2 X2: QD highest
    ("5D JD AD", 2),  # s0 5D, s1 JD, s2 AD
    ("X1 5S 6S", 2),  # s2 X1, s0 and s1 hold no trump
    ("AC 2C TC", 2),
    ("4H 3H 2H", 2),
)

# --- Sweep: seat 1 holds the six best trumps, bids the hand maximum and takes every trick --------
HANDS_SWEEP = (
    "9H 2S 3S 4S 5S 6S",  # seat 0
    "AH KH QH JH JD X1",  # seat 1
    "X2 2H AS KS QS JS",  # seat 2
    "TH 3H AC KC QC JC",  # seat 3
)
BIDS_SWEEP = "bid 10; pass; pass; pass; trump H"  # max_bid others_speak: the others may only pass (SM-3.4)
TRICKS_SWEEP: Tricks = (
    ("AH X2 TH 9H", 1),
    ("KH 2H 3H 2S", 1),
    ("QH AS AC 3S", 1),
    ("JH KS KC 4S", 1),
    ("JD QS QC 5S", 1),
    ("X1 JS JC 6S", 1),
)


def play_tricks(state: SmearState, tricks: Tricks) -> SmearState:
    """Play the tricks card by card; after every trick but the last, check the hand-derived winner
    (SM-6.5) and that the winner leads next (SM-6.1, implied by the next card being legal)."""
    for number, (cards, winner) in enumerate(tricks, start=1):
        for card in cards.split():
            state = run(state, f"play {card}")
        if number < len(tricks):
            assert state.hand is not None
            assert state.hand.tricks[-1].winner == winner, f"trick {number}"
    return state


def last(state: SmearState) -> HandResult:
    assert state.results
    return state.results[-1]


def hand_a(options: dict[str, object]) -> SmearState:
    return play_tricks(run(smear_game(options, HANDS_A), BIDS_A), TRICKS_A)


# =============================================================================================
# Categories (SM-7) and hand score (SM-8) with Deal A
# =============================================================================================


def test_deal_a_standard_every_category_made_exactly() -> None:
    """SM-7.2..SM-7.8, SM-8.1/8.2/8.4 on Deal A (module docstring), standard options.

    High: AH captured by seat 2 (T1). Low (SM-7.3 captured): 2H, lowest trump played, captured
    by seat 2 in T1. Jack JH and Jick JD: both in T3, won by seat 1. X1 and X2: T2, won by seat 3.
    Three 3H: T3, seat 1 -> 3 points. Game: 2 / 2 / 11 / 10 -> seat 2 unique highest.
    Captured: seat 0 = 0; seat 1 = 1 + 1 + 3 = 5; seat 2 = 1 + 1 + 1 = 3; seat 3 = 1 + 1 = 2
    (total 10 = hand maximum). Pitcher seat 2 bid 3, captured 3 >= 3: made, scores 3.
    Changes (0, 5, 3, 2). Nobody reached 21, no deal left: AWAITING_DEAL.
    SM-4.2: with hearts trump the Jick JD is a trump, so seat 0 must follow the trump lead with
    4H, 7H or JD (SM-6.3)."""
    g = run(smear_game(H6, HANDS_A), BIDS_A)
    assert g.phase is Phase.PLAY
    g = run(g, "play AH; play 2H")
    assert legal(g) == {"play 4H", "play 7H", "play JD"}
    g = play_tricks(run(smear_game(H6, HANDS_A), BIDS_A), TRICKS_A)
    r = last(g)
    assert r.outcome == "played"
    assert (r.pitcher, r.bid, r.trump) == (2, 3, Suit.H)
    assert awards(r) == {
        "high": (2, 1), "low": (2, 1), "jack": (1, 1), "jick": (1, 1),
        "joker1": (3, 1), "joker2": (3, 1), "game": (2, 1), "three": (1, 3),
    }
    assert r.game_points == (2, 2, 11, 10)
    assert r.captured == (0, 5, 3, 2)
    assert r.made is True
    assert r.revoking_sides == ()
    assert r.changes == (0, 5, 3, 2)
    assert r.scores == (0, 5, 3, 2)
    assert g.scores == (0, 5, 3, 2)
    assert g.winner is None
    assert g.phase is Phase.AWAITING_DEAL


def test_deal_a_low_holder_sets_the_pitcher() -> None:
    """SM-7.3 low_rule holder: Low goes to the side that PLAYED the lowest trump 2H, seat 3,
    although seat 2 captured it (T1). Everything else as in the standard reading.
    Captured: seat 0 = 0; seat 1 = jack 1 + jick 1 + three 3 = 5; seat 2 = high 1 + game 1 = 2;
    seat 3 = low 1 + joker1 1 + joker2 1 = 3. Pitcher seat 2: 2 < bid 3 -> set, -3 (SM-8.3),
    although it captured 2 points. Changes (0, 5, -3, 3)."""
    r = last(hand_a({**H6, "low_rule": "holder"}))
    assert awards(r) == {
        "high": (2, 1), "low": (3, 1), "jack": (1, 1), "jick": (1, 1),
        "joker1": (3, 1), "joker2": (3, 1), "game": (2, 1), "three": (1, 3),
    }
    assert r.captured == (0, 5, 2, 3)
    assert r.made is False
    assert r.changes == (0, 5, -3, 3)
    assert r.scores == (0, 5, -3, 3)


def test_deal_a_jokers_worth_a_game_point_move_game() -> None:
    """SM-7.7 joker_game_points 1: jokers count 1 each. Seat 3 captured X1 and X2 (T2):
    10 + 1 + 1 = 12; seat 2 still 11 (no joker); seats 0, 1 still 2. Game -> seat 3.
    Captured: seat 2 = high + low = 2 < 3 -> set -3; seat 3 = joker1 + joker2 + game = 3;
    seat 1 = 5. Changes (0, 5, -3, 3)."""
    r = last(hand_a({**H6, "joker_game_points": 1}))
    assert r.game_points == (2, 2, 11, 12)
    assert awards(r)["game"] == (3, 1)
    assert r.captured == (0, 5, 2, 3)
    assert r.made is False
    assert r.changes == (0, 5, -3, 3)


def test_deal_a_partnerships() -> None:
    """SM-1.2: 4 seats in partnerships: side 0 = seats 0 and 2, side 1 = seats 1 and 3.
    Same play as Deal A. Side 0 captured T1, T4 (seat 2) and T6 (seat 0); side 1 captured
    T3 (seat 1), T2 and T5 (seat 3).
    Game points: side 0 = 11 + 2 = 13; side 1 = 2 + 10 = 12 -> Game side 0.
    Side 0: high 1 + low 1 (2H in T1) + game 1 = 3. Side 1: jack 1 + jick 1 + joker1 1 +
    joker2 1 + three 3 = 7. Pitcher seat 2 (side 0) bid 3, captured 3: made.
    Changes (3, 7)."""
    r = last(hand_a({**H6, "partnerships": True}))
    assert awards(r) == {
        "high": (0, 1), "low": (0, 1), "jack": (1, 1), "jick": (1, 1),
        "joker1": (1, 1), "joker2": (1, 1), "game": (0, 1), "three": (1, 3),
    }
    assert r.game_points == (13, 12)
    assert r.captured == (3, 7)
    assert r.made is True
    assert r.changes == (3, 7)
    assert r.scores == (3, 7)


def test_deal_a_partnerships_low_holder() -> None:
    """SM-7.3 holder with partnerships: 2H was played by seat 3 (side 1), captured by seat 2
    (side 0) -> Low to side 1. Side 0: high + game = 2 < bid 3 -> set -3.
    Side 1: 7 + 1 = 8. Changes (-3, 8)."""
    r = last(hand_a({**H6, "partnerships": True, "low_rule": "holder"}))
    assert awards(r)["low"] == (1, 1)
    assert r.captured == (2, 8)
    assert r.made is False
    assert r.changes == (-3, 8)


# =============================================================================================
# Deal B: ace of trump not in play, and a Game tie
# =============================================================================================


def hand_b(options: dict[str, object]) -> SmearState:
    return play_tricks(run(smear_game(options, HANDS_B), BIDS_B), TRICKS_B)


def test_ace_in_stock_high_nobody_and_game_tie_nobody() -> None:
    """Deal B = Deal A with KH for AH (AH lies in the stock); seat 2 pitches for 2.
    T1 KH 2H 4H 5H -> KH highest, seat 2; the other tricks as Deal A.
    SM-7.10: AH not played -> High (None, 0). Game points: seat 2 = KH 3 + KS 3 + AS 4 = 10,
    seat 3 = TC 10, seats 0/1 = 2 -> tie 10/10 at the top, game_tie none -> nobody (SM-7.7).
    Captured: seat 1 = 5 (jack, jick, three); seat 2 = low 1; seat 3 = 2 (jokers).
    Pitcher seat 2: 1 < 2 -> set -2. Changes (0, 5, -2, 2)."""
    r = last(hand_b({**H6, "game_tie": "none"}))
    assert awards(r) == {
        "high": (None, 0), "low": (2, 1), "jack": (1, 1), "jick": (1, 1),
        "joker1": (3, 1), "joker2": (3, 1), "game": (None, 0), "three": (1, 3),
    }
    assert r.game_points == (2, 2, 10, 10)
    assert r.captured == (0, 5, 1, 2)
    assert r.made is False
    assert r.changes == (0, 5, -2, 2)


def test_ace_in_stock_game_tie_default_low_card_every_reading_agrees() -> None:
    """SM-7.7 game_tie low_card (the default) on Deal B: seats 2 and 3 tie at 10 game points.
    The Low card is 2H, the lowest trump played (SM-7.3), captured by seat 2 in T1, a tied
    side -> Game to seat 2. Every reading of «la carta más baja» (R-SM-20) names seat 2 here:
    it captured the Low card 2H, the lowest trump any tied side captured (seat 3's lowest is 6H),
    and the lowest card by rank (2H and 2S against seat 3's lowest, 3C; jokers have no rank).
    Seat 2: low + game = 2 >= 2 -> made, +2. Changes (0, 5, 2, 2)."""
    r = last(hand_b(H6))
    assert awards(r)["game"] == (2, 1)
    assert awards(r)["high"] == (None, 0)
    assert r.game_points == (2, 2, 10, 10)
    assert r.captured == (0, 5, 2, 2)
    assert r.made is True
    assert r.changes == (0, 5, 2, 2)


def test_ace_in_stock_game_tie_lowest_trump() -> None:
    """SM-7.7 game_tie lowest_trump on Deal B: tied seats 2 and 3 (10 each). Seat 2 captured
    trumps KH 2H 4H 5H (lowest 2H); seat 3 captured 6H X1 7H X2 (lowest 6H). 2H ranks below 6H
    -> Game to seat 2. Seat 2: low + game = 2 >= 2 -> made, +2. Changes (0, 5, 2, 2)."""
    r = last(hand_b({**H6, "game_tie": "lowest_trump"}))
    assert awards(r)["game"] == (2, 1)
    assert awards(r)["high"] == (None, 0)
    assert r.captured == (0, 5, 2, 2)
    assert r.made is True
    assert r.changes == (0, 5, 2, 2)


def test_ace_in_stock_high_rule_highest_in_play() -> None:
    """SM-7.2 high_rule highest_in_play on Deal B: trumps played are KH 2H 4H 5H 6H X1 7H X2 3H
    JD JH 8H; the highest is KH, captured by seat 2 (T1) -> High (2, 1). Game ties 10/10 and
    goes by the default game_tie low_card to seat 2, which captured the Low card 2H.
    Seat 2: high + low + game = 3 >= 2 -> made, +3. Changes (0, 5, 3, 2)."""
    r = last(hand_b({**H6, "high_rule": "highest_in_play"}))
    assert awards(r) == {
        "high": (2, 1), "low": (2, 1), "jack": (1, 1), "jick": (1, 1),
        "joker1": (3, 1), "joker2": (3, 1), "game": (2, 1), "three": (1, 3),
    }
    assert r.captured == (0, 5, 3, 2)
    assert r.made is True
    assert r.changes == (0, 5, 3, 2)


# =============================================================================================
# Deal D: no game points in play; many categories not in play
# =============================================================================================


def hand_d(options: dict[str, object]) -> SmearState:
    return play_tricks(run(smear_game(options, HANDS_D), BIDS_D), TRICKS_D)


def test_no_game_points_nobody_wins_game_and_pitcher_makes_more_than_bid() -> None:
    """Deal D, spades trump (Jick JC). Only ranks 2-9 and the jokers are in play, so AS, JS, JC
    lie in the stock: High, Jack, Jick (None, 0) by SM-7.10; every side has 0 game points ->
    Game nobody (SM-7.7).
    T1 s1 9S, s2 3S, s3 4S, s0 5S -> 9S, seat 1 (captures 3S: Three, 3 points).
    T2 s1 2S, s2 X1, s3 6S, s0 7S -> X1, seat 2 (captures 2S, the lowest trump: Low; X1).
    T3 s2 X2, s3 8S, s0 5C, s1 5D -> X2, seat 2 (Joker 2). T4-T6: seat 2 leads the nines
    9H/9D/9C and wins each.
    Captured: seat 1 = 3; seat 2 = low + joker1 + joker2 = 3. Pitcher seat 1 bid 2, captured
    3 -> made, scores 3 (more than the bid, SM-8.2). Changes (0, 3, 3, 0)."""
    r = last(hand_d(H6))
    assert awards(r) == {
        "high": (None, 0), "low": (2, 1), "jack": (None, 0), "jick": (None, 0),
        "joker1": (2, 1), "joker2": (2, 1), "game": (None, 0), "three": (1, 3),
    }
    assert r.game_points == (0, 0, 0, 0)
    assert r.captured == (0, 3, 3, 0)
    assert r.made is True
    assert r.changes == (0, 3, 3, 0)


def test_no_game_points_low_holder_goes_to_player_of_2s() -> None:
    """SM-7.3 holder on Deal D: the lowest trump 2S was played by seat 1 (T2) but captured by
    seat 2 -> Low to seat 1. Seat 1: low 1 + three 3 = 4 (made, bid 2); seat 2: jokers 2.
    Changes (0, 4, 2, 0)."""
    r = last(hand_d({**H6, "low_rule": "holder"}))
    assert awards(r)["low"] == (1, 1)
    assert r.captured == (0, 4, 2, 0)
    assert r.changes == (0, 4, 2, 0)


def test_no_game_points_jokers_count_one() -> None:
    """SM-7.7 joker_game_points 1 on Deal D: seat 2 captured X1 (T2) and X2 (T3) -> 2 game
    points, every other side 0 -> Game seat 2. Seat 2: 3 + 1 = 4. Changes (0, 3, 4, 0)."""
    r = last(hand_d({**H6, "joker_game_points": 1}))
    assert r.game_points == (0, 0, 2, 0)
    assert awards(r)["game"] == (2, 1)
    assert r.changes == (0, 3, 4, 0)


def test_no_game_points_lowest_trump_tiebreak_still_nobody() -> None:
    """SM-7.7: all sides at 0 game points; a side with total 0 can't win Game, even with
    game_tie lowest_trump (seat 2 captured the lowest trump 2S). Game (None, 0)."""
    r = last(hand_d({**H6, "game_tie": "lowest_trump"}))
    assert awards(r)["game"] == (None, 0)
    assert r.changes == (0, 3, 3, 0)


# =============================================================================================
# Deal E: no trump in play at all; the only game-point card is a jack of another suit
# =============================================================================================

HANDS_E = (
    "2S 3S 4S 2D 3D 2C",  # seat 0
    "JS 9S 8S 9D 8D 8C",  # seat 1
    "5S 6S 4D 5D 3C 4C",  # seat 2
    "7S 6D 7D 5C 6C 7C",  # seat 3
)
BIDS_E = "bid 2; pass; pass; pass; trump H"  # seat 1 pitches for 2 and names a suit it does not hold
TRICKS_E: Tricks = (
    ("JS 5S 7S 2S", 1),  # s1 JS, s2 5S, s3 7S, s0 2S
    ("9S 6S 6D 3S", 1),  # s3 has no spade left
    ("8S 4D 5C 4S", 1),  # s2 has no spade left
    ("9D 5D 7D 2D", 1),
    ("8D 3C 6C 3D", 1),  # s2 and s3 have no diamond left
    ("8C 4C 7C 2C", 1),
)
E_NOBODY = {"high": (None, 0), "low": (None, 0), "jack": (None, 0), "jick": (None, 0),
            "joker1": (None, 0), "joker2": (None, 0), "three": (None, 0)}


def hand_e(options: dict[str, object]) -> SmearState:
    return play_tricks(run(smear_game(options, HANDS_E), BIDS_E), TRICKS_E)


def test_no_trump_in_play_game_won_with_a_single_point() -> None:
    """Deal E, hearts trump: every heart, the Jick JD and both jokers lie in the stock, so no card
    in play is a trump (SM-4.2). The pitcher, seat 1, holds no trump, so any lead is allowed
    (SM-6.2). Only ranks 2-9 of spades, diamonds and clubs and JS are in play.
    Each trick goes to the highest card of the led suit (SM-6.5): seat 1 leads JS, 9S, 8S, 9D,
    8D, 8C in turn and wins all six.
    High (AH), Jack (JH), Jick (JD), jokers and Three (3H) were not played: (None, 0) (SM-7.10);
    no trump was played, so there is no Low card: (None, 0) (SM-7.3).
    Game points (SM-7.7): JS 1 for seat 1, 0 for every other seat -> seat 1 is the unique
    highest positive total and wins Game with 1 game point.
    Captured: seat 1 = 1 < bid 2 -> set -2 (SM-8.3). Changes (0, -2, 0, 0)."""
    r = last(hand_e(H6))
    assert awards(r) == {**E_NOBODY, "game": (1, 1)}
    assert r.game_points == (0, 1, 0, 0)
    assert r.captured == (0, 1, 0, 0)
    assert r.made is False
    assert r.changes == (0, -2, 0, 0)
    assert r.scores == (0, -2, 0, 0)


def test_no_trump_in_play_high_rule_highest_in_play_goes_to_nobody() -> None:
    """SM-7.2 high_rule highest_in_play on Deal E: no trump was played, so there is no highest
    trump and High goes to nobody (None, 0); every other award as with the default rule."""
    r = last(hand_e({**H6, "high_rule": "highest_in_play"}))
    assert awards(r) == {**E_NOBODY, "game": (1, 1)}
    assert r.changes == (0, -2, 0, 0)


def test_game_tie_between_sides_without_trump_goes_to_nobody() -> None:
    """SM-7.7 game_tie low_card (default) and lowest_trump, no tied side captured a trump -> nobody.
    Spades trump, seat 1 pitches for 2. Hands: s0 4S 4H 3C 3D 6C 6D; s1 AS 2H 4C 4D 7C 7D;
    s2 2S AH 2C TD 5C 8D; s3 3S 3H TC 2D AC 5D.
    T1 s1 AS, s2 2S, s3 3S, s0 4S -> seat 1 (every trump in play: High, Low 2S, Three 3S).
    T2 s1 2H, s2 AH, s3 3H, s0 4H -> AH, seat 2 (4).
    T3 s2 2C, s3 TC, s0 3C, s1 4C -> TC, seat 3 (10).
    T4 s3 2D, s0 3D, s1 4D, s2 TD -> TD, seat 2 (10).
    T5 s2 5C, s3 AC, s0 6C, s1 7C -> AC, seat 3 (4).
    T6 s3 5D, s0 6D, s1 7D, s2 8D -> 8D, seat 2 (0).
    Game points: s0 0, s1 AS 4, s2 4 + 10 = 14, s3 10 + 4 = 14: tie s2/s3, neither captured a
    trump -> Game nobody under every game_tie setting: the Low card 2S went to seat 1, not a
    tied side (low_card), and no tied side captured a trump (lowest_trump). JS, JC, X1, X2 in
    the stock: nobody.
    Seat 1: high 1 + low 1 + three 3 = 5, made (bid 2). Changes (0, 5, 0, 0)."""
    hands = (
        "4S 4H 3C 3D 6C 6D",
        "AS 2H 4C 4D 7C 7D",
        "2S AH 2C TD 5C 8D",
        "3S 3H TC 2D AC 5D",
    )
    tricks: Tricks = (
        ("AS 2S 3S 4S", 1),
        ("2H AH 3H 4H", 2),
        ("2C TC 3C 4C", 3),
        ("2D 3D 4D TD", 2),
        ("5C AC 6C 7C", 3),
        ("5D 6D 7D 8D", 2),
    )
    for tie in ("low_card", "none", "lowest_trump"):
        g = smear_game({**H6, "game_tie": tie}, hands)
        g = play_tricks(run(g, "bid 2; pass; pass; pass; trump S"), tricks)
        r = last(g)
        assert r.game_points == (0, 4, 14, 14), tie
        assert awards(r) == {
            "high": (1, 1), "low": (1, 1), "jack": (None, 0), "jick": (None, 0),
            "joker1": (None, 0), "joker2": (None, 0), "game": (None, 0), "three": (1, 3),
        }, tie
        assert r.captured == (0, 5, 0, 0), tie
        assert r.changes == (0, 5, 0, 0), tie


# Three players, hand_size 6, dealer 0 (bidding 1, 2, 0), hearts trump (Jick JD): a Game tie
# where the Low card went to the side outside the tie.
HANDS_TIE_3P = (
    "5H 6C 3S 5D 6S 2C",  # seat 0
    "3H 7H TS 4D 7S 8S",  # seat 1
    "4H 8C 2S TD 5S 9S",  # seat 2
)
TRICKS_TIE_3P: Tricks = (
    ("3H 4H 5H", 0),  # s1 3H, s2 4H, s0 5H: every player follows trump; 5H highest
    ("6C 7H 8C", 1),  # s0 6C, s1 7H (void in clubs), s2 8C: the only trump wins
    ("TS 2S 3S", 1),  # s1 TS, s2 2S, s0 3S
    ("4D TD 5D", 2),  # s1 4D, s2 TD, s0 5D
    ("5S 6S 7S", 1),  # s2 5S, s0 6S, s1 7S
    ("8S 9S 2C", 2),  # s1 8S, s2 9S, s0 2C (no spade left)
)


def test_game_tie_low_card_outside_the_tie_goes_to_nobody() -> None:
    """SM-7.7 game_tie: where the default low_card and lowest_trump part company.
    Three players, seat 1 pitches for 2, hearts trump; tricks as TRICKS_TIE_3P.
    Captured: seat 0 = 3H 4H 5H (0 game points); seat 1 = 6C 7H 8C, TS 2S 3S, 5S 6S 7S
    (TS 10); seat 2 = 4D TD 5D, 8S 9S 2C (TD 10). Game: seats 1 and 2 tie at 10.
    Trumps played: 3H 4H 5H 7H -> the Low card is 3H, captured by seat 0 (T1), which is not in
    the tie. low_card: nobody. lowest_trump: the lowest trump a tied side captured is 7H (seat
    1; seat 2 captured none) -> seat 1. none: nobody.
    Other categories: AH, JH, JD, X1, X2 not played (SM-7.10); Low 3H and Three 3H to seat 0.
    Seat 1 captures 0 (1 with lowest_trump) < 2 -> set, -2. Changes (4, -2, 0) either way."""
    expected = {"low_card": None, "none": None, "lowest_trump": 1}
    for tie, game in expected.items():
        g = smear_game({**OPTS_3P, "game_tie": tie}, HANDS_TIE_3P)
        g = play_tricks(run(g, "bid 2; pass; pass; trump H"), TRICKS_TIE_3P)
        r = last(g)
        assert r.game_points == (0, 10, 10), tie
        assert awards(r) == {
            "high": (None, 0), "low": (0, 1), "jack": (None, 0), "jick": (None, 0),
            "joker1": (None, 0), "joker2": (None, 0), "game": (game, 1 if game is not None else 0),
            "three": (0, 3),
        }, tie
        assert r.captured == (4, 0 if game is None else 1, 0), tie
        assert r.made is False
        assert r.changes == (4, -2, 0), tie


# =============================================================================================
# Three individual players, three sides
# =============================================================================================


def hand_3p(options: dict[str, object]) -> SmearState:
    return play_tricks(run(smear_game(options, HANDS_3P), BIDS_3P), TRICKS_3P)


def test_three_players_three_sides() -> None:
    """SM-1.1 three sides; diamonds trump: AD KD QD JD JH(Jick) X1 X2 TD ... 2D.
    T1 s1 3D, s2 2D, s0 KD -> seat 0 (3D Three, 2D Low). T2 s0 QD, s1 JH, s2 X2 -> QD, seat 0
    (Jick, Joker 2). T3 s0 5D, s1 JD, s2 AD -> seat 2 (High, Jack). T4 s2 X1, s0 5S, s1 6S ->
    seat 2 (Joker 1). T5 s2 AC, s0 2C, s1 TC -> seat 2. T6 s2 4H, s0 3H, s1 2H -> seat 2.
    Game points: s0 KD 3 + QD 2 + JH 1 = 6; s1 0; s2 JD 1 + AD 4 + AC 4 + TC 10 = 19 -> seat 2.
    Captured: s0 = low 1 + three 3 + jick 1 + joker2 1 = 6; s1 = 0; s2 = high + jack + joker1
    + game = 4. Pitcher seat 1 (bid 2) captured 0 -> set -2. Changes (6, -2, 4)."""
    r = last(hand_3p(OPTS_3P))
    assert awards(r) == {
        "high": (2, 1), "low": (0, 1), "jack": (2, 1), "jick": (0, 1),
        "joker1": (2, 1), "joker2": (0, 1), "game": (2, 1), "three": (0, 3),
    }
    assert r.game_points == (6, 0, 19)
    assert r.captured == (6, 0, 4)
    assert r.made is False
    assert r.changes == (6, -2, 4)
    assert r.scores == (6, -2, 4)


def test_three_players_low_holder() -> None:
    """SM-7.3 holder: 2D was played by seat 2 in T1 (won by seat 0) -> Low to seat 2.
    Captured (5, 0, 5); pitcher set -2. Changes (5, -2, 5)."""
    r = last(hand_3p({**OPTS_3P, "low_rule": "holder"}))
    assert awards(r)["low"] == (2, 1)
    assert r.captured == (5, 0, 5)
    assert r.changes == (5, -2, 5)


# =============================================================================================
# Sweep: the pitcher captures everything (also SM-3.4)
# =============================================================================================


def test_sweep_bid_ten_ends_bidding_and_scores_ten() -> None:
    """SM-3.4 (max_bid others_speak): seat 1 (eldest) bids 10 = hand maximum; seats 2, 3 and 0
    still speak and may only pass (any bid is at most 10, not above it: E_BID_TOO_LOW, SM-3.2);
    after the dealer's pass, the trump phase.
    Seat 1 leads trumps AH KH QH JH JD X1, every one the best trump left; seats 2 (X2 2H) and 3
    (TH 3H) and 0 (9H) follow trump while they can. Seat 1 captures all 24 cards: High AH, Low
    2H (lowest trump played), Jack, Jick JD, X1, X2, Three 3H, Game (hearts A4 K3 Q2 J1 T10 =
    20, JD 1, spades A K Q J = 10, clubs A K Q J = 10: 41 against 0).
    Captured 10 >= 10: made, +10. Changes (0, 10, 0, 0)."""
    g = run(smear_game(H6, HANDS_SWEEP), "bid 10")
    assert g.phase is Phase.BIDDING
    assert legal(g) == {"pass"}
    g = run(g, "pass; pass; pass")
    assert g.phase is Phase.TRUMP
    g = play_tricks(run(g, "trump H"), TRICKS_SWEEP)
    r = last(g)
    assert awards(r) == {
        "high": (1, 1), "low": (1, 1), "jack": (1, 1), "jick": (1, 1),
        "joker1": (1, 1), "joker2": (1, 1), "game": (1, 1), "three": (1, 3),
    }
    assert r.game_points == (0, 41, 0, 0)
    assert r.captured == (0, 10, 0, 0)
    assert r.changes == (0, 10, 0, 0)
    assert r.made is True


# =============================================================================================
# Revoke penalized (SM-6.7, SM-8.5) with four sides
# =============================================================================================


def test_revoke_one_offender_others_score_hand_maximum() -> None:
    """SM-6.7/SM-8.5 revoke penalized, 4 individual sides, Deal A. In T5 (s2 leads 9C) seat 0
    holds 3C but plays QD: a revoke of side 0 (legal_actions lists only 3C). T5 9C TC QD 4C ->
    TC wins (QD neither led suit nor trump), seat 3. T6 s3 2D, s0 3C (no diamond left), s1 3D,
    s2 4D -> 4D, seat 2.
    Scores: side 0 (offender) 0, not set back; every other side the hand maximum 10, the pitcher
    included regardless of its bid. Changes (0, 10, 10, 10)."""
    g = run(smear_game({**H6, "revoke": "penalized"}, HANDS_A), BIDS_A)
    g = play_tricks(g, TRICKS_A[:4])
    g = run(g, "play 9C; play TC")
    assert legal(g) == {"play 3C"}
    g = run(g, "play QD; play 4C")
    assert g.hand is not None and g.hand.tricks[-1].winner == 3
    g = run(g, "play 2D; play 3C; play 3D; play 4D")
    r = last(g)
    assert r.revoking_sides == (0,)
    assert r.changes == (0, 10, 10, 10)
    assert r.scores == (0, 10, 10, 10)


def test_revoke_two_offenders_score_zero() -> None:
    """SM-8.5 with two revoking sides: Deal A, T5 s2 9C, s3 TC, s0 QD (holds 3C: revoke),
    s1 3D (holds 4C: revoke) -> TC, seat 3. T6 s3 2D, s0 3C, s1 4C (neither holds a diamond),
    s2 4D -> 4D, seat 2. Sides 0 and 1 score 0; sides 2 and 3 score 10.
    Changes (0, 0, 10, 10)."""
    g = run(smear_game({**H6, "revoke": "penalized"}, HANDS_A), BIDS_A)
    g = play_tricks(g, TRICKS_A[:4])
    g = run(g, "play 9C; play TC; play QD; play 3D; play 2D; play 3C; play 4C; play 4D")
    r = last(g)
    assert sorted(r.revoking_sides) == [0, 1]
    assert r.changes == (0, 0, 10, 10)


def test_revoke_by_pitcher_scores_zero_not_set() -> None:
    """SM-8.5: the pitcher's side revokes -> it scores 0 (not set back by its bid 3).
    Deal A, T1-T3 as usual; T4 s1 KS, s2 9C (holds AS: revoke), s3 2S, s0 3S -> KS, seat 1.
    T5 s1 4C, s2 AS (no club left), s3 TC, s0 3C -> TC, seat 3. T6 s3 2D, s0 QD, s1 3D, s2 4D
    -> QD, seat 0. Changes (10, 10, 0, 10)."""
    g = run(smear_game({**H6, "revoke": "penalized"}, HANDS_A), BIDS_A)
    g = play_tricks(g, TRICKS_A[:3])
    g = run(g, "play KS")
    assert legal(g) == {"play AS"}
    g = play_tricks(g, (("9C 2S 3S", 1), ("4C AS TC 3C", 3), ("2D QD 3D 4D", 0)))
    r = last(g)
    assert r.revoking_sides == (2,)
    assert r.changes == (10, 10, 0, 10)


# =============================================================================================
# Presets (SM-10)
# =============================================================================================


def test_five_point_team_preset() -> None:
    """SM-10 five_point_team: partnerships, one joker (X1 only), no Jick or Three points; hand
    maximum 5 = High + Low + Jack + Joker 1 + Game, so bids run 2..5 (SM-3.2). The Jick JD is
    still a trump (option jick stays true), it just scores nothing.
    Deal A with 9H for X2 (X2 is not in the 53-card deck). T2 6H X1 7H 9H -> X1, seat 3; the
    rest as Deal A. Game points: side 0 (seats 0, 2) = 2 + 11 = 13; side 1 = 2 + 10 = 12.
    High AH side 0, Low 2H captured by seat 2 -> side 0, Jack JH seat 1 -> side 1, Joker 1 X1
    seat 3 -> side 1, Game side 0. Side 0 = 3 >= bid 3: made. Changes (3, 2)."""
    opts: dict[str, object] = {"preset": "five_point_team", "hand_size": 6}
    assert smear_options(opts).hand_maximum == 5
    hands = ("4H 7H JD 3S 3C QD", "5H 9H JH KS 4C 3D", "AH 6H 8H AS 9C 4D", "2H X1 3H 2S TC 2D")
    g = smear_game(opts, hands)
    assert legal(g) == {"pass", "bid 2", "bid 3", "bid 4", "bid 5"}
    g = run(g, BIDS_A + "; play AH; play 2H")
    assert legal(g) == {"play 4H", "play 7H", "play JD"}
    tricks = (TRICKS_A[0], ("6H X1 7H 9H", 3), *TRICKS_A[2:])
    g = play_tricks(run(g, "play 4H; play 5H"), tricks[1:])
    r = last(g)
    assert awards(r) == {
        "high": (0, 1), "low": (0, 1), "jack": (1, 1), "joker1": (1, 1), "game": (0, 1),
    }
    assert r.game_points == (13, 12)
    assert r.captured == (3, 2)
    assert r.made is True
    assert r.changes == (3, 2)


def test_no_jick_preset() -> None:
    """SM-10 no_jick: jick false (JD is an ordinary diamond with hearts trump), no Jick and no
    Three points; hand maximum 6 (High, Low, Jack, X1, X2, Game).
    Hands: s0 4H 7H JD 3S 3C QC; s1 5H X2 JH KS 4C 3D; s2 AH 6H 8H AS 9C 4D; s3 2H X1 3H 2S TC
    2D. Seat 2 pitches hearts for 2.
    T1 AH 2H 4H 5H -> seat 2 (seat 0 may follow only with 4H or 7H: JD is no trump).
    T2 6H X1 7H X2 -> seat 3. T3 s3 3H, s0 3S (no trump: any card), s1 JH, s2 8H -> JH, seat 1.
    T4 s1 KS, s2 AS, s3 2S, s0 3C -> AS, seat 2. T5 s2 4D, s3 2D, s0 JD (must follow diamonds
    with it), s1 3D -> JD highest diamond, seat 0. T6 s0 QC, s1 4C, s2 9C, s3 TC -> QC, seat 0.
    Game points: s0 JD 1 + QC 2 + TC 10 = 13; s1 JH 1; s2 AH 4 + KS 3 + AS 4 = 11; s3 0.
    Awards: High s2, Low 2H (T1) s2, Jack s1, X1 X2 s3, Game s0; no jick, no three (3H was
    captured by seat 1 but scores nothing). Seat 2: 2 >= 2 made. Changes (1, 1, 2, 2)."""
    opts: dict[str, object] = {"preset": "no_jick", "hand_size": 6}
    hands = ("4H 7H JD 3S 3C QC", "5H X2 JH KS 4C 3D", "AH 6H 8H AS 9C 4D", "2H X1 3H 2S TC 2D")
    g = smear_game(opts, hands)
    assert legal(g) == {"pass"} | {f"bid {n}" for n in range(2, 7)}
    g = run(g, "pass; bid 2; pass; pass; trump H; play AH; play 2H")
    assert legal(g) == {"play 4H", "play 7H"}
    g = play_tricks(run(g, "play 4H; play 5H"), (("6H X1 7H X2", 3),))
    g = run(g, "play 3H")
    assert legal(g) == {"play JD", "play 3S", "play 3C", "play QC"}
    g = play_tricks(run(g, "play 3S; play JH; play 8H"), (("KS AS 2S 3C", 2),))
    g = run(g, "play 4D; play 2D")
    assert legal(g) == {"play JD"}
    g = play_tricks(run(g, "play JD; play 3D"), (("QC 4C 9C TC", 0),))
    r = last(g)
    assert awards(r) == {
        "high": (2, 1), "low": (2, 1), "jack": (1, 1),
        "joker1": (3, 1), "joker2": (3, 1), "game": (0, 1),
    }
    assert r.game_points == (13, 1, 11, 0)
    assert r.captured == (1, 1, 2, 2)
    assert r.made is True
    assert r.changes == (1, 1, 2, 2)


def test_widow_preset_two_of_trump_and_discarded_three() -> None:
    """SM-10 widow (widow 4, Two worth 2; hand maximum 12), SM-5.4, SM-7.9, SM-7.10.
    Seat 2 dealt AH 6H AS 9C 4D 5S; widow 8H 3H QS 2C. Seat 2 bids 3, takes the widow (10
    cards), names hearts, discards QS 5S 3H 2C (4 = 6 + 4 - 6), keeping AH 6H 8H AS 9C 4D.
    Others as Deal A but seat 3 holds 9H instead of 3H; T3 s3 9H, s0 JD, s1 JH, s2 8H -> JH,
    seat 1. Play otherwise as Deal A.
    Three: 3H was discarded -> (None, 0). Two: 2H captured by seat 2 in T1 -> (2, 2); it is also
    Low. Game: s2 11 (the discarded QS counts for nobody), s3 10, s1 2, s0 2 -> seat 2.
    Seat 2: high 1 + low 1 + game 1 + two 2 = 5 >= 3 made. Seat 1: jack + jick = 2; seat 3:
    jokers 2. Changes (0, 2, 5, 2)."""
    opts: dict[str, object] = {"preset": "widow", "hand_size": 6}
    assert smear_options(opts).hand_maximum == 12
    hands = ("4H 7H JD 3S 3C QD", "5H X2 JH KS 4C 3D", "AH 6H AS 9C 4D 5S", "2H X1 9H 2S TC 2D")
    g = run(smear_game(opts, hands, widow="8H 3H QS 2C"), "pass; bid 3; pass; pass")
    assert g.phase is Phase.TRUMP
    assert g.hand is not None and len(g.hand.hands[2]) == 10
    g = run(g, "trump H; discard QS 5S 3H 2C")
    assert g.phase is Phase.PLAY
    tricks = (TRICKS_A[0], TRICKS_A[1], ("9H JD JH 8H", 1), *TRICKS_A[3:])
    r = last(play_tricks(g, tricks))
    assert awards(r) == {
        "high": (2, 1), "low": (2, 1), "jack": (1, 1), "jick": (1, 1),
        "joker1": (3, 1), "joker2": (3, 1), "game": (2, 1), "three": (None, 0), "two": (2, 2),
    }
    assert r.game_points == (2, 2, 11, 10)
    assert r.captured == (0, 2, 5, 2)
    assert r.made is True
    assert r.changes == (0, 2, 5, 2)


def test_target_presets() -> None:
    """SM-10 target_11 / target_52 change only the target (SM-9.1); hand maximum stays 10.
    Sweep under target_52: seat 1 scores 10 < 52, no winner."""
    assert smear_options({"preset": "target_11"}).target == 11
    assert smear_options({"preset": "target_52"}).target == 52
    assert smear_options({"preset": "target_52"}).hand_maximum == 10
    g = smear_game({"preset": "target_52", "hand_size": 6}, HANDS_SWEEP)
    g = play_tricks(run(g, BIDS_SWEEP), TRICKS_SWEEP)
    assert g.scores == (0, 10, 0, 0)
    assert g.winner is None
    assert g.phase is Phase.AWAITING_DEAL


# =============================================================================================
# All pass, dealer_set (SM-3.5, SM-8.6)
# =============================================================================================


def test_all_pass_dealer_set_individuals() -> None:
    """SM-3.5/SM-8.6 dealer_set: all four pass (the dealer, seat 0, may pass). Dealer's side -2,
    others 0, no play; the deal passes on: next dealer seat 1 (SM-1.3)."""
    o = smear_options(H6)
    g = smear_game({**H6, "all_pass": "dealer_set"}, HANDS_A, more_deals=[smear_deal(o, *HANDS_A)])
    g = run(g, "pass; pass; pass; pass")
    r = last(g)
    assert r.outcome == "dealer_set"
    assert r.pitcher is None
    assert r.changes == (-2, 0, 0, 0)
    assert g.scores == (-2, 0, 0, 0)
    assert g.hand is not None and g.hand.dealer == 1
    assert g.phase is Phase.BIDDING


def test_all_pass_dealer_set_partnerships() -> None:
    """SM-8.6 with partnerships: dealer seat 3 is on side 1 (3 mod 2) -> changes (0, -2).
    Bidding order 0, 1, 2, 3."""
    g = smear_game({**H6, "partnerships": True, "all_pass": "dealer_set"}, HANDS_A, dealer=3)
    g = run(g, "pass; pass; pass; pass")
    r = last(g)
    assert r.outcome == "dealer_set"
    assert r.changes == (0, -2)
    assert g.scores == (0, -2)


# =============================================================================================
# Game end (SM-9)
# =============================================================================================


def test_pitcher_reaching_target_wins_first() -> None:
    """SM-9.2: Deal A with target 3: scores (0, 5, 3, 2). Pitcher seat 2 reached 3 and wins,
    although seat 1 (5) also passed the target with more."""
    g = hand_a({**H6, "target": 3})
    assert g.scores == (0, 5, 3, 2)
    assert g.winner == 2
    assert g.phase is Phase.GAME_OVER


def test_pitcher_set_opponent_reaching_target_wins() -> None:
    """SM-9.2/9.3: Deal A, low_rule holder, target 3: scores (0, 5, -3, 3). Pitcher set;
    seats 1 (5) and 3 (3) reached 3 -> the highest, seat 1, wins."""
    g = hand_a({**H6, "low_rule": "holder", "target": 3})
    assert g.scores == (0, 5, -3, 3)
    assert g.winner == 1
    assert g.phase is Phase.GAME_OVER


def test_two_non_pitchers_past_target_higher_wins() -> None:
    """SM-9.3, three players, target 4: scores (6, -2, 4). Pitcher seat 1 set; seats 0 (6) and
    2 (4) both reached 4 -> seat 0 (higher) wins."""
    g = hand_3p({**OPTS_3P, "target": 4})
    assert g.scores == (6, -2, 4)
    assert g.winner == 0
    assert g.phase is Phase.GAME_OVER


def test_two_non_pitchers_tied_at_top_play_another_hand() -> None:
    """SM-9.3: three players, low_rule holder, target 4: scores (5, -2, 5). Seats 0 and 2 tie
    at the top -> no winner, another hand: the second deal starts with dealer seat 1."""
    opts: dict[str, object] = {**OPTS_3P, "low_rule": "holder", "target": 4}
    more = smear_deal(smear_options(opts), *HANDS_3P)
    g = play_tricks(run(smear_game(opts, HANDS_3P, more_deals=[more]), BIDS_3P), TRICKS_3P)
    assert g.scores == (5, -2, 5)
    assert g.winner is None
    assert g.phase is Phase.BIDDING
    assert g.hand is not None and g.hand.dealer == 1


# Second hand after the three-player tie: dealer 1, bidding 2, 0, 1; spades trump (Jick JC).
HANDS_SET_AT_TARGET = (
    "AS AH AD AC KH KD",  # seat 0
    "6S 2H 2D 2C 4H 4D",  # seat 1
    "5S 3H 3D 3C 5H 5D",  # seat 2
)
BIDS_SET_AT_TARGET = "bid 2; pass; pass; trump S"  # seat 2 bids 2, seats 0 and 1 pass
TRICKS_SET_AT_TARGET: Tricks = (
    ("5S AS 6S", 0),  # s2 5S (its only trump), s0 AS, s1 6S: both follow trump
    ("AH 2H 3H", 0),
    ("AD 2D 3D", 0),
    ("AC 2C 3C", 0),
    ("KH 4H 5H", 0),
    ("KD 4D 5D", 0),
)


def test_set_pitcher_at_the_target_does_not_win() -> None:
    """SM-9.2, SM-9.3 (R-SM-21): a pitcher's side that was set back cannot win, even when its
    score is still at the target (the seed: «si el pitcher cumplió su declaración, gana; de lo
    contrario, ganan los oponentes»). The example of issue 12 with the seats renamed.
    Hand 1: HANDS_3P with low_rule holder and target 3 -> scores (5, -2, 5): seats 0 and 2 tie
    at the top past the target, so play goes on (SM-9.3), dealer seat 1.
    Hand 2 (HANDS_SET_AT_TARGET): seat 2 (5) bids 2 and leads its only trump 5S; seat 0 takes
    every trick. Trumps played: 5S AS 6S, so the Low card is 5S, played by seat 2 (holder ->
    Low to seat 2) and captured by seat 0. High AS -> seat 0; Jack, Jick, jokers, Three not
    played; Game: seat 0 has AS AH AD AC 4 x 4 + KH KD 2 x 3 = 22, the others 0 -> seat 0.
    Seat 2 captured 1 (Low) < 2 -> set back to 3, which is the target. Seat 0: 5 + 2 = 7;
    seat 1 captured 0 -> -2. Scores (7, -2, 3). Seat 2 reached 3 but did not make its bid, so
    SM-9.2 does not apply; of the other sides only seat 0 reached the target -> seat 0 wins."""
    opts: dict[str, object] = {**OPTS_3P, "low_rule": "holder", "target": 3}
    more = smear_deal(smear_options(opts), *HANDS_SET_AT_TARGET)
    g = play_tricks(run(smear_game(opts, HANDS_3P, more_deals=[more]), BIDS_3P), TRICKS_3P)
    assert g.scores == (5, -2, 5)
    assert g.winner is None
    g = run(g, BIDS_SET_AT_TARGET)
    assert legal(g) == {"play 5S"}
    g = play_tricks(g, TRICKS_SET_AT_TARGET)
    r = last(g)
    assert (r.dealer, r.pitcher, r.bid) == (1, 2, 2)
    assert awards(r) == {
        "high": (0, 1), "low": (2, 1), "jack": (None, 0), "jick": (None, 0),
        "joker1": (None, 0), "joker2": (None, 0), "game": (0, 1), "three": (None, 0),
    }
    assert r.made is False
    assert r.changes == (2, 0, -2)
    assert g.scores == (7, -2, 3)
    assert g.winner == 0
    assert g.phase is Phase.GAME_OVER


def test_elimination_after_set_at_threshold() -> None:
    """SM-9.4 elimination -2: Deal B with game_tie none scores (0, 5, -2, 2); nobody reached
    21; seat 2 is at -2, at the threshold -> the highest score, seat 1 (5), wins."""
    g = hand_b({**H6, "elimination": -2, "game_tie": "none"})
    assert g.scores == (0, 5, -2, 2)
    assert g.winner == 1
    assert g.phase is Phase.GAME_OVER


def test_elimination_below_threshold_highest_wins() -> None:
    """SM-9.4 elimination -2: Deal A with low_rule holder: scores (0, 5, -3, 3); seat 2 at -3
    is below -2 -> seat 1 (5, highest) wins."""
    g = hand_a({**H6, "low_rule": "holder", "elimination": -2})
    assert g.winner == 1
    assert g.phase is Phase.GAME_OVER


def test_elimination_tie_at_top_plays_on() -> None:
    """SM-9.4: three players, low_rule holder, elimination -2: scores (5, -2, 5). Seat 1 at -2
    triggers elimination, but seats 0 and 2 tie at the top -> play on (no deal left: waiting)."""
    g = hand_3p({**OPTS_3P, "low_rule": "holder", "elimination": -2})
    assert g.scores == (5, -2, 5)
    assert g.winner is None
    assert g.phase is Phase.AWAITING_DEAL


def test_elimination_not_reached_no_winner() -> None:
    """SM-9.4: three players, standard reading, elimination -3: scores (6, -2, 4); -2 is above
    -3 and nobody reached 21 -> no winner."""
    g = hand_3p({**OPTS_3P, "elimination": -3})
    assert g.scores == (6, -2, 4)
    assert g.winner is None


def test_target_11_over_two_hands() -> None:
    """SM-9.1 preset target_11, two hands. Hand 1 (dealer 0): the sweep, seat 1 scores 10 < 11:
    no winner, the next deal starts with dealer 1. Hand 2 (dealer 1, bidding order 2, 3, 0, 1):
    Deal A hands, seat 2 bids 3, the others pass; same play as Deal A -> changes (0, 5, 3, 2),
    scores (0, 15, 3, 2). Pitcher seat 2 has 3 < 11; seat 1 reached 15 -> seat 1 wins."""
    opts: dict[str, object] = {"preset": "target_11", "hand_size": 6}
    second = smear_deal(smear_options(opts), *HANDS_A)
    g = smear_game(opts, HANDS_SWEEP, more_deals=[second])
    g = play_tricks(run(g, BIDS_SWEEP), TRICKS_SWEEP)
    assert g.scores == (0, 10, 0, 0)
    assert g.winner is None
    assert g.phase is Phase.BIDDING
    assert g.hand is not None and g.hand.dealer == 1
    g = play_tricks(run(g, "bid 3; pass; pass; pass; trump H"), TRICKS_A)
    r = last(g)
    assert (r.dealer, r.pitcher) == (1, 2)
    assert r.changes == (0, 5, 3, 2)
    assert g.scores == (0, 15, 3, 2)
    assert g.winner == 1
    assert g.phase is Phase.GAME_OVER


def test_pitcher_reaching_target_exactly() -> None:
    """SM-9.1/9.2: "reached" includes equal: the sweep with target 10 -> seat 1 at 10 wins."""
    g = play_tricks(run(smear_game({**H6, "target": 10}, HANDS_SWEEP), BIDS_SWEEP), TRICKS_SWEEP)
    assert g.scores == (0, 10, 0, 0)
    assert g.winner == 1
    assert g.phase is Phase.GAME_OVER


def test_dealer_set_then_elimination() -> None:
    """SM-8.6 + SM-9.4: partnerships, dealer seat 1 (side 1), all pass with dealer_set,
    elimination -2: side 1 at -2 (at the threshold) -> side 0 (0, the highest) wins."""
    g = smear_game(
        {**H6, "partnerships": True, "all_pass": "dealer_set", "elimination": -2},
        HANDS_A,
        dealer=1,
    )
    g = run(g, "pass; pass; pass; pass")
    assert g.scores == (0, -2)
    assert g.winner == 0
    assert g.phase is Phase.GAME_OVER

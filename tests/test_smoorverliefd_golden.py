"""Golden scenarios for Smoorverliefd (SPEC chapter SV), every expected value worked out by hand
from SPEC.md before the engine was run.

Conventions. Seats are numbered clockwise (CD-7); the eldest hand, seat ``dealer + 1``, leads the
first trick (SV-1.3, SV-3.1); the winner of a trick leads the next (SV-3.5). Each trick below is
written as its cards in play order (leader first, then clockwise) with the seat that wins it;
``play_tricks`` checks each winner as the round goes. Heart points (SV-4.1): AH 5, every other
heart 1, 17 for all 13. Kleine Liefde (SV-9.1): A 14, K 13, Q 12, J 11, T 10, 9..2 face value,
104 for all 13.

Deal A (4 players, dealer 0, eldest seat 1) -- the workhorse:

    seat 0: JS TS 9S 8S 6S 4S 6D 3D 9C 8C 7C 4C 3C     (no heart)
    seat 1: AS KS QS 9H 8H 7H 5H 2H QD JD TD 7D 4D     (no club)
    seat 2: 2S AH KH QH JH 4H AD KD 9D 8D 6C 5C 2C     (one spade)
    seat 3: 7S 5S 3S TH 6H 3H 5D 2D AC KC QC JC TC

    T1  s1 leads  AS 2S 3S 4S  -> AS, seat 1
    T2  s1        KS AH 5S 6S  -> KS, seat 1 (seat 2 void in spades; AH off-suit cannot win)
    T3  s1        QS KH 7S 8S  -> QS, seat 1
    T4  s1        2H QH 3H 9S  -> QH, seat 2 (seat 0 holds no heart)
    T5  s2        AD 2D 3D 4D  -> AD, seat 2
    T6  s2        JH TH TS 9H  -> JH, seat 2
    T7  s2        KD 5D 6D 7D  -> KD, seat 2
    T8  s2        2C AC 3C 8H  -> AC, seat 3 (seat 1 void in clubs)
    T9  s3        KC 4C 7H 5C  -> KC, seat 3
    T10 s3        6H JS 5H 4H  -> 6H, seat 3
    T11 s3        QC 9C QD 6C  -> QC, seat 3
    T12 s3        JC 8C JD 9D  -> JC, seat 3 (seat 2 now void in clubs)
    T13 s3        TC 7C TD 8D  -> TC, seat 3

    Hearts captured: seat 0 none; seat 1 AH KH (T2, T3); seat 2 2H QH 3H JH TH 9H (T4, T6);
    seat 3 8H 7H 6H 5H 4H (T8, T9, T10). Counts (0, 2, 6, 5), total 13.
    Heart points: (0, 5+1=6, 6, 5), total 17. Kleine Liefde: seat 1 14+13 = 27; seat 2
    2+12+3+11+10+9 = 47; seat 3 8+7+6+5+4 = 30; total 104.
    All cards captured: seat 1 (T1-T3) 10 spades + AH KH; seat 2 (T4-T7) 9S TS, 6 hearts,
    8 diamonds; seat 3 (T8-T13) JS, 5 hearts, 5 diamonds, all 13 clubs.

Deal P (4 players, dealer 0): seat 0 all spades, seat 1 all hearts, seat 2 all diamonds, seat 3
all clubs. Seat 1 leads AH, KH, ..., 2H; nobody else holds a heart, so every trick is won by
seat 1 (SV-3.4): 13 hearts, 17 heart points, a sweep.

Deal Q (4 players, dealer 1, eldest seat 2): seat 2 all hearts, seat 3 all spades, seat 0 all
diamonds, seat 1 all clubs. Seat 2 takes all 13 tricks and sweeps.
"""

from __future__ import annotations

import pytest

from reference.actions import Bid
from reference.cards import Suit, parse_cards, sort_cards, standard_deck
from reference.dealing import Deal
from reference.errors import Code, InvalidDeal, InvalidOptions
from reference.phases import Phase
from reference.smoorverliefd import (
    SmoorverliefdState,
    add_deal,
    apply,
    legal_actions,
    new_game,
    smoorverliefd_options,
    to_act,
)
from tests.golden_support_smoorverliefd import (
    RANKS_DOWN,
    Tricks,
    last,
    legal,
    play_tricks,
    plays,
    refusal_of,
    refused,
    run,
    seat_hearts,
    seat_points,
    side_rounds,
    suit_cards,
    sv_deal,
    sv_game,
    sweeps,
)

# --- Deal A -------------------------------------------------------------------------------------
HANDS_A = (
    "JS TS 9S 8S 6S 4S 6D 3D 9C 8C 7C 4C 3C",
    "AS KS QS 9H 8H 7H 5H 2H QD JD TD 7D 4D",
    "2S AH KH QH JH 4H AD KD 9D 8D 6C 5C 2C",
    "7S 5S 3S TH 6H 3H 5D 2D AC KC QC JC TC",
)
TRICKS_A: Tricks = (
    ("AS 2S 3S 4S", 1),
    ("KS AH 5S 6S", 1),
    ("QS KH 7S 8S", 1),
    ("2H QH 3H 9S", 2),
    ("AD 2D 3D 4D", 2),
    ("JH TH TS 9H", 2),
    ("KD 5D 6D 7D", 2),
    ("2C AC 3C 8H", 3),
    ("KC 4C 7H 5C", 3),
    ("6H JS 5H 4H", 3),
    ("QC 9C QD 6C", 3),
    ("JC 8C JD 9D", 3),
    ("TC 7C TD 8D", 3),
)
DEAL_A = sv_deal(*HANDS_A)

# --- Deal P (seat 1 holds every heart; dealer 0) --------------------------------------------------
HANDS_P = (suit_cards("S"), suit_cards("H"), suit_cards("D"), suit_cards("C"))
TRICKS_P: Tricks = tuple((f"{r}H {r}D {r}C {r}S", 1) for r in RANKS_DOWN)

# --- Deal Q (seat 2 holds every heart; dealer 1, eldest 2) ----------------------------------------
HANDS_Q = (suit_cards("D"), suit_cards("C"), suit_cards("H"), suit_cards("S"))
DEAL_Q = sv_deal(*HANDS_Q)
TRICKS_Q: Tricks = tuple((f"{r}H {r}S {r}D {r}C", 2) for r in RANKS_DOWN)

# --- Deal C (4 players, dealer 0, eldest 1): the second round of the Cupid's Arrow games ---------
#   seat 0: 8S 7S 6S 5S 4S 3S 2S AH KH QH JH TH 9H   (no diamond, no club)
#   seat 1: AS KS QS JS TS 9S 8H 7H 6H 5H 4H 3H 2D   (one diamond, no club)
#   seat 2: 2H AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D   (no spade, no club)
#   seat 3: all 13 clubs
HANDS_C = (
    "8S 7S 6S 5S 4S 3S 2S AH KH QH JH TH 9H",
    "AS KS QS JS TS 9S 8H 7H 6H 5H 4H 3H 2D",
    "2H AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D",
    suit_cards("C"),
)
DEAL_C = sv_deal(*HANDS_C)
TRICKS_C: Tricks = (
    ("AS 8D AC 8S", 1),  # s1 leads; s2 and s3 void in spades
    ("KS 7D KC 7S", 1),
    ("QS 6D QC 6S", 1),
    ("JS 5D JC 5S", 1),
    ("TS 4D TC 4S", 1),
    ("9S 3D 9C 3S", 1),
    ("2D AD 8C 2S", 2),  # s1 leads its only diamond; s0 void in diamonds
    ("KD 7C KH 8H", 2),  # s2 leads; s3, s0, s1 all void in diamonds
    ("QD 6C QH 7H", 2),
    ("JD 5C JH 6H", 2),
    ("TD 4C TH 5H", 2),
    ("9D 3C 9H 4H", 2),
    ("2H 2C AH 3H", 0),  # s2 leads 2H; s0's AH is the highest heart
)

# --- Deal T (met Troef; 4 players, dealer 3, eldest seat 0) ---------------------------------------
HANDS_T = (
    "TS 9S 8S 7S 6S 5S 4S 3S 2S 2D 5C 4C 2C",  # seat 0: no heart
    "AS KS QS JS JH TH 6H 4H AC 9C 8C 7C 6C",  # seat 1: no diamond
    "QH 8H 7H 5H 2H KD QD JD TD 9D 8D 7D 6D",  # seat 2: no spade, no club
    "AH KH 9H 3H AD 5D 4D 3D KC QC JC TC 3C",  # seat 3: no spade
)
TRICKS_T: Tricks = (
    ("5S KS 2H 3H", 3),  # s0 leads; s2, s3 void in spades trump; 3H > 2H (SV-6.3)
    ("AH 6S 4H 5H", 3),  # s3 leads AH; s0 holds no heart
    ("AD 2D 6H KD", 1),  # s3 leads; s1 void in diamonds trumps with 6H
    ("AC 7H 3C 2C", 2),  # s1 leads; s2 void in clubs trumps with 7H
    ("8H 9H 7S TH", 1),  # s2 leads; TH highest heart
    ("JH QH KH 8S", 3),  # s1 leads; KH highest heart (all 13 hearts now played)
    ("KC 5C 9C QD", 3),  # s3 leads; s2 void in clubs
    ("QC 4C 8C JD", 3),
    ("JC TS 7C TD", 3),  # s0 now void in clubs
    ("TC 9S 6C 9D", 3),
    ("5D 4S AS 8D", 2),  # s3 leads 5D; s2's 8D highest diamond
    ("7D 4D 3S QS", 2),
    ("6D 3D 2S JS", 2),
)

# --- Deal E (Example SV-4.3-a; 3 players, dealer 0, eldest 1, 2H dead) ---------------------------
HANDS_E = (
    "5D 4D 3D 2D AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C",
    "AS KS QS JS TS AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H",
    "9S 8S 7S 6S 5S 4S 3S 2S AD KD QD JD TD 9D 8D 7D 6D",
)
_E_S1 = "AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H AS KS QS JS TS".split()
_E_S2 = "AD KD QD JD TD 9D 8D 7D 6D 2S 3S 4S 9S 8S 7S 6S 5S".split()
_E_S0 = "AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C 5D 4D 3D 2D".split()
TRICKS_E: Tricks = tuple((f"{a} {b} {c}", 1) for a, b, c in zip(_E_S1, _E_S2, _E_S0))

# --- Deal F (5 players, dealer 0, eldest 1; AH and 2C dead) ---------------------------------------
HANDS_F = (
    "QC JC TC 9C 8C 7C 6C 5C 4C 3C",
    "AS KS QS JS TS 9S 8S 7S 6S 5S",
    "4S KH QH JH TH 9H 8H AD KD QD",
    "3S 7H 6H 5H 4H 3H 2H JD TD 9D",
    "2S 8D 7D 6D 5D 4D 3D 2D AC KC",
)
DEAD_F = "AH 2C"
TRICKS_F: Tricks = (
    ("AS 4S 3S 2S 3C", 1),  # everyone but seat 0 must follow with their one low spade
    ("KS KH 7H 8D 4C", 1),
    ("QS QH 6H 7D 5C", 1),
    ("JS JH 5H 6D 6C", 1),
    ("TS TH 4H 5D 7C", 1),
    ("9S 9H 3H 4D 8C", 1),
    ("8S 8H 2H 3D 9C", 1),
    ("7S AD JD 2D TC", 1),
    ("6S KD TD AC JC", 1),
    ("5S QD 9D KC QC", 1),
)

# --- Deal S (Example SV-8.3-a made concrete; 4 players, dealer 3, eldest seat 0) ----------------
HANDS_S = (
    "AS KS QS JS TS 9S 8S 7S 6D 5D 4D 3D 2D",
    suit_cards("H"),
    "6S 5S 4S 3S 2S AD KD QD JD TD 9D 8D 7D",
    suit_cards("C"),
)
TRICKS_S: Tricks = (
    ("AS AH 6S AC", 0),  # seat 1 (all hearts) discards a heart on each of seat 0's spades
    ("KS KH 5S KC", 0),
    ("QS QH 4S QC", 0),
    ("JS JH 3S JC", 0),
    ("TS TH 2S TC", 0),
    ("9S 9H 9D 9C", 0),  # seat 2 is now void in spades
    ("8S 8H 8D 8C", 0),
    ("7S 7H 7D 7C", 0),
    ("6D 6H AD 6C", 2),
    ("KD 5C 5D 5H", 2),
    ("QD 4C 4D 4H", 2),
    ("JD 3C 3D 3H", 2),
    ("TD 2C 2D 2H", 2),
)

BIDS_A = "bid 2; bid 7; bid 3; bid 0"  # seat 1, seat 2, seat 3, seat 0 (SV-7.1)


def round_a(options: dict[str, object] | None = None, more: tuple[Deal, ...] = ()) -> SmoorverliefdState:
    return play_tricks(sv_game(options, HANDS_A, dealer=0, more_deals=more), TRICKS_A)


def round_p(options: dict[str, object] | None = None, bids: str = "", more: tuple[Deal, ...] = ()) -> SmoorverliefdState:
    return play_tricks(run(sv_game(options, HANDS_P, dealer=0, more_deals=more), bids), TRICKS_P)


def seat_to_act(state: SmoorverliefdState) -> int | None:
    return to_act(state)


# =============================================================================================
# Standard game, 4 players: play (SV-3) and scoring (SV-4) with Deal A
# =============================================================================================


def test_deal_a_standard_scoring() -> None:
    """SV-3.4, SV-4.1, SV-4.4, SV-4.6, SV-4.7, SV-4.8, SV-1.4 on Deal A (module docstring).

    Hearts (0, 2, 6, 5); heart points: seat 0 none -> 0 without penalty (SV-4.4); seat 1
    AH 5 + KH 1 = 6; seat 2 six small hearts = 6; seat 3 five = 5. No sweep (13 hearts split).
    Champions: seats 1 and 2 tie on 6 points (SV-4.6), ascending (1, 2); with `champion: none`
    nothing changes. Changes = round points = (0, 6, 6, 5); scores the same. No bid, no curse.
    Next dealer seat 1 (SV-1.4); nobody reached 50 and no deal is queued: awaiting a deal."""
    g = round_a()
    r = last(g)
    assert r.dealer == 0
    assert r.outcome == "played"
    assert r.cursed is None
    assert r.dead == ()
    assert r.hearts_in_play == 13
    assert seat_hearts(r) == [0, 2, 6, 5]
    assert seat_points(r) == [0, 6, 6, 5]
    assert [t.bid for t in r.seats] == [None] * 4
    assert [t.bid_adjustment for t in r.seats] == [0] * 4
    assert [t.hearts for t in r.sides] == [0, 2, 6, 5]
    assert sweeps(r) == [False] * 4
    assert side_rounds(r) == [0, 6, 6, 5]
    assert [t.curse_penalty for t in r.sides] == [0] * 4
    assert r.champions == (1, 2)
    assert r.changes == (0, 6, 6, 5)
    assert r.scores == (0, 6, 6, 5)
    assert g.scores == (0, 6, 6, 5)
    assert g.winner is None
    assert g.dealer == 1
    assert g.phase is Phase.AWAITING_DEAL


def test_first_lead_is_eldest_and_hearts_may_be_led() -> None:
    """SV-1.3, SV-3.1, SV-3.2: dealer 0, so seat 1 leads trick 1, and may lead any of its 13
    cards, its five hearts 9H 8H 7H 5H 2H included (no "hearts broken" rule)."""
    g = sv_game(None, HANDS_A, dealer=0)
    assert g.phase is Phase.PLAY
    assert seat_to_act(g) == 1
    assert legal(g) == plays(HANDS_A[1])
    assert "play 2H" in legal(g)


def test_must_follow_suit_and_card_not_in_hand() -> None:
    """SV-3.3 and the refusal precedence. Deal A, seat 1 leads AS; seat 2 holds one spade (2S),
    so its only legal play is 2S. `play AH` (held, off-suit) -> E_MUST_FOLLOW_SUIT (rule SV-3.3).
    `play 3S` (seat 3's card) -> E_CARD_NOT_IN_HAND. `play 3D` is neither held nor of the
    suit led: E_CARD_NOT_IN_HAND comes first in the precedence list."""
    g = run(sv_game(None, HANDS_A, dealer=0), "play AS")
    assert seat_to_act(g) == 2
    assert legal(g) == {"play 2S"}
    assert refusal_of(g, "play AH") == (Code.MUST_FOLLOW_SUIT, "SV-3.3")
    assert refused(g, "play 3S") is Code.CARD_NOT_IN_HAND
    assert refused(g, "play 3D") is Code.CARD_NOT_IN_HAND


def test_void_player_may_play_any_card_including_a_heart() -> None:
    """SV-3.3: after T1 (AS 2S 3S 4S, won by seat 1, who leads again: SV-3.5) seat 1 leads KS.
    Seat 2 has no spade left, so every one of its 12 remaining cards is legal, the hearts
    AH KH QH JH 4H included."""
    g = run(sv_game(None, HANDS_A, dealer=0), "play AS; play 2S; play 3S; play 4S")
    assert seat_to_act(g) == 1
    g = run(g, "play KS")
    assert legal(g) == plays("AH KH QH JH 4H AD KD 9D 8D 6C 5C 2C")


def test_off_suit_heart_never_wins() -> None:
    """SV-3.4: T2 of Deal A is KS AH 5S 6S. Spades were led; the AH of seat 2 is of another suit
    and cannot win, so KS (seat 1) wins and seat 1 leads T3 and has captured the AH."""
    g = play_tricks(sv_game(None, HANDS_A, dealer=0), TRICKS_A[:2])
    assert g.hand is not None
    assert g.hand.tricks[1].winner == 1
    assert seat_to_act(g) == 1


def test_sweep_with_the_ace_doubles() -> None:
    """SV-3.2, SV-4.3: Deal P. Seat 1 leads hearts from trick 1 and, the only heart holder,
    wins all 13 tricks: 13 hearts, 12 + 5 = 17 heart points, a sweep: 2 x 17 = 34.
    Others captured no heart: 0 (SV-4.4). Changes (0, 34, 0, 0). Champion seat 1."""
    r = last(round_p())
    assert seat_hearts(r) == [0, 13, 0, 0]
    assert seat_points(r) == [0, 17, 0, 0]
    assert sweeps(r) == [False, True, False, False]
    assert side_rounds(r) == [0, 34, 0, 0]
    assert r.champions == (1,)
    assert r.changes == (0, 34, 0, 0)


def test_sweep_all_thirteen_with_four_players_still_sweeps() -> None:
    """SV-4.3 `sweep: all_thirteen`: with 4 players no heart is dead, so seat 1's 13 hearts in
    Deal P are all thirteen: still a sweep, 34."""
    r = last(round_p({"sweep": "all_thirteen"}))
    assert sweeps(r) == [False, True, False, False]
    assert r.changes == (0, 34, 0, 0)


def test_champion_only_scores_with_a_tie() -> None:
    """SV-4.5 `champion: only_champion_scores`, SV-4.6: Deal A gives heart points (0, 6, 6, 5).
    Seats 1 and 2 tie for the most (6): both are champions and both score; seat 3's 5 is
    removed. Round points and changes (0, 6, 6, 0)."""
    r = last(round_a({"champion": "only_champion_scores"}))
    assert r.champions == (1, 2)
    assert seat_points(r) == [0, 6, 6, 5]
    assert side_rounds(r) == [0, 6, 6, 0]
    assert r.changes == (0, 6, 6, 0)


# =============================================================================================
# 3 and 5 players: deal shape, dead cards, sweeps with a dead heart (SV-2, SV-4.3)
# =============================================================================================


def test_three_players_example_sweep_all_in_play() -> None:
    """Example SV-4.3-a, SV-2.2, SV-2.4, SV-4.3 (`all_in_play`, the default). 3 players, 17
    cards each, 2H dead. Dealer 0, seat 1 leads AH..3H (seats 2 and 0 void in hearts, they
    discard), then AS..TS (seat 2 must follow with 9S..5S, below). Seat 1 wins all 17 tricks:
    12 hearts = all the hearts in play, KH..3H 11 + AH 5 = 16 points, sweep -> 32.
    Changes (0, 32, 0); dead (2H) revealed; hearts in play 12."""
    g = sv_game({"players": 3}, HANDS_E, dead="2H", dealer=0)
    assert seat_to_act(g) == 1
    assert g.hand is not None
    assert [len(h) for h in g.hand.hands] == [17, 17, 17]
    g = play_tricks(g, TRICKS_E)
    r = last(g)
    assert r.dead == parse_cards("2H")
    assert r.hearts_in_play == 12
    assert seat_hearts(r) == [0, 12, 0]
    assert seat_points(r) == [0, 16, 0]
    assert sweeps(r) == [False, True, False]
    assert r.champions == (1,)
    assert r.changes == (0, 32, 0)


def test_three_players_example_all_thirteen_no_sweep() -> None:
    """Example SV-4.3-a with `sweep: all_thirteen`: seat 1 has 12 hearts, not 13 (2H is dead),
    so nobody can sweep: round points 16, changes (0, 16, 0)."""
    r = last(play_tricks(sv_game({"players": 3, "sweep": "all_thirteen"}, HANDS_E, dead="2H"), TRICKS_E))
    assert sweeps(r) == [False, False, False]
    assert side_rounds(r) == [0, 16, 0]
    assert r.changes == (0, 16, 0)


def test_three_players_follow_suit_and_next_dealer() -> None:
    """SV-3.3, SV-1.4, SV-1.3 with Deal E. After the 12 heart tricks, seat 1 leads AS; seat 2
    kept 9S 8S 7S 6S 5S (it discarded 2S 3S 4S on hearts) and must follow with one of them.
    After the round, the deal passes to seat 1; a queued deal starts with seat 1 dealing and
    seat 2 (its left) to lead."""
    g = play_tricks(sv_game({"players": 3}, HANDS_E, dead="2H"), TRICKS_E[:12])
    g = run(g, "play AS")
    assert legal(g) == plays("9S 8S 7S 6S 5S")
    g = play_tricks(sv_game({"players": 3}, HANDS_E, dead="2H"), TRICKS_E)
    assert g.dealer == 1
    g = add_deal(g, sv_deal(*HANDS_E, dead="2H"))
    assert g.hand is not None and g.hand.dealer == 1
    assert seat_to_act(g) == 2


def test_three_players_dealer_two_eldest_wraps_to_zero() -> None:
    """SV-1.3, CD-7: with 3 players and dealer 2 the eldest hand is seat (2 + 1) mod 3 = 0,
    who may lead any of its 17 cards."""
    g = sv_game({"players": 3}, HANDS_E, dead="2H", dealer=2)
    assert seat_to_act(g) == 0
    assert legal(g) == plays(HANDS_E[0])


def test_five_players_sweep_without_the_ace_all_in_play() -> None:
    """SV-2.2, SV-2.4, SV-4.3 with Deal F: 5 players, 10 cards each, AH and 2C dead.
    Seat 1 leads AS..5S; in T1 seats 2, 3, 4 must follow with 4S, 3S, 2S; from T2 only seat 1
    has spades, so it wins all 10 tricks and captures every discarded heart: KH..2H, 12 hearts
    = all the hearts in play, 12 points (no ace), sweep -> 24. Changes (0, 24, 0, 0, 0).
    Dead cards revealed in canonical order: AH 2C; hearts in play 12."""
    g = sv_game({"players": 5}, HANDS_F, dead=DEAD_F, dealer=0)
    assert seat_to_act(g) == 1
    assert g.hand is not None
    assert [len(h) for h in g.hand.hands] == [10] * 5
    r = last(play_tricks(g, TRICKS_F))
    assert r.dead == parse_cards("AH 2C")
    assert r.hearts_in_play == 12
    assert seat_hearts(r) == [0, 12, 0, 0, 0]
    assert seat_points(r) == [0, 12, 0, 0, 0]
    assert sweeps(r) == [False, True, False, False, False]
    assert side_rounds(r) == [0, 24, 0, 0, 0]
    assert r.changes == (0, 24, 0, 0, 0)


def test_five_players_dead_heart_all_thirteen_no_sweep() -> None:
    """SV-4.3 `sweep: all_thirteen`, Deal F: AH is dead, so 13 hearts cannot be captured; seat 1's
    12 hearts score 12, not doubled. Changes (0, 12, 0, 0, 0)."""
    r = last(play_tricks(sv_game({"players": 5, "sweep": "all_thirteen"}, HANDS_F, dead=DEAD_F), TRICKS_F))
    assert sweeps(r) == [False] * 5
    assert r.changes == (0, 12, 0, 0, 0)


def test_five_players_follow_then_void() -> None:
    """SV-3.3 with Deal F. Seat 1 leads AS: seat 2 holds exactly one spade, 4S, so that is its only
    legal card. In T2 (KS led) seat 2 is void in spades and may play any of its 9 cards,
    hearts included."""
    g = run(sv_game({"players": 5}, HANDS_F, dead=DEAD_F), "play AS")
    assert legal(g) == {"play 4S"}
    assert refused(g, "play KH") is Code.MUST_FOLLOW_SUIT
    g = run(g, "play 4S; play 3S; play 2S; play 3C; play KS")
    assert legal(g) == plays("KH QH JH TH 9H 8H AD KD QD")


def test_seeded_deal_shapes() -> None:
    """SV-2.2, SV-2.3, SV-1.3: a seeded deal gives 17/13/10 cards per hand and 1/0/2 dead cards,
    together exactly the 52-card deck (SV-2.1), and the eldest hand (dealer + 1) leads."""
    for players, size, dead in ((3, 17, 1), (4, 13, 0), (5, 10, 2)):
        g = new_game(smoorverliefd_options({"players": players}), seed=7, dealer=players - 1)
        assert g.hand is not None
        assert [len(h) for h in g.hand.hands] == [size] * players
        assert len(g.hand.dead) == dead
        everything = [c for h in g.hand.hands for c in h] + list(g.hand.dead)
        assert sort_cards(everything) == standard_deck()
        assert seat_to_act(g) == 0


def test_invalid_explicit_deals_are_rejected() -> None:
    """SV-2.3: an explicit deal must be the deck in hands of h cards with the dead cards as stock
    and an empty widow; otherwise it is invalid input (not a refusal)."""
    o3 = smoorverliefd_options({"players": 3})
    with pytest.raises(InvalidDeal):  # 2H moved into seat 1's hand: 18 cards, no dead card
        new_game(o3, deals=[sv_deal(HANDS_E[0], HANDS_E[1] + " 2H", HANDS_E[2])])
    widow = Deal(sv_deal(*HANDS_E).hands, parse_cards("2H"), ())
    with pytest.raises(InvalidDeal):  # the dead card given as a widow
        new_game(o3, deals=[widow])


# =============================================================================================
# Game end (SV-5)
# =============================================================================================


def test_target_reached_single_winner_and_game_over_refusals() -> None:
    """SV-5.1, SV-5.2, refusal precedence. `target: 34`, Deal P: seat 1 scores 34 >= 34 and is
    the only side at the target -> winner 1, game over. Afterwards any action is refused with
    E_GAME_OVER (rule SV-5.2), even with a wrong seat stated (E_GAME_OVER precedes
    E_NOT_YOUR_TURN); an unparsable string is still E_BAD_ACTION (first in the list)."""
    g = round_p({"target": 34})
    assert g.scores == (0, 34, 0, 0)
    assert g.winner == 1
    assert g.phase is Phase.GAME_OVER
    assert seat_to_act(g) is None
    assert legal_actions(g) == []
    assert refusal_of(g, "play AS") == (Code.GAME_OVER, "SV-5.2")
    assert refused(g, "play AS", seat=2) is Code.GAME_OVER
    assert refused(g, "bid 3") is Code.GAME_OVER
    assert refused(g, "play 10S") is Code.BAD_ACTION


def test_target_just_missed_plays_on() -> None:
    """SV-5.1: `target: 35`, Deal P: 34 < 35, nobody has reached it; no winner, the game waits
    for the next deal (dealer seat 1, SV-1.4)."""
    g = round_p({"target": 35})
    assert g.winner is None
    assert g.phase is Phase.AWAITING_DEAL
    assert g.dealer == 1


def test_several_reach_target_highest_wins() -> None:
    """SV-5.2 with Kleine Liefde (SV-9.1), `target: 30`, Deal A: scores (0, 27, 47, 30).
    Seats 2 (47) and 3 (30, exactly the target) have reached 30; the highest, seat 2, wins."""
    g = round_a({"kleine_liefde": True, "target": 30})
    assert g.scores == (0, 27, 47, 30)
    assert g.winner == 2
    assert g.phase is Phase.GAME_OVER


def test_tie_at_the_top_plays_on() -> None:
    """SV-5.3 (`tie: play_on`), SV-1.4. `target: 6`, Deal A: scores (0, 6, 6, 5); seats 1 and 2
    reached 6 but tie for the highest, so nobody wins and round 2 is dealt by seat 1 (eldest
    seat 2). Round 2 is Deal Q: seat 2 holds all hearts, wins all 13 tricks, sweeps 34.
    Scores (0, 6, 40, 5): seat 2 alone is highest -> winner 2."""
    g = round_a({"target": 6}, more=(DEAL_Q,))
    r1 = g.results[0]
    assert r1.scores == (0, 6, 6, 5)
    assert g.winner is None
    assert g.hand is not None and g.hand.dealer == 1
    assert seat_to_act(g) == 2
    g = play_tricks(g, TRICKS_Q)
    r2 = last(g)
    assert r2.changes == (0, 0, 34, 0)
    assert g.scores == (0, 6, 40, 5)
    assert g.winner == 2


# =============================================================================================
# Refusals (CD-6, CD-7, CD-8, SV refusal table)
# =============================================================================================


def test_bad_action_strings() -> None:
    """CD-6, SV refusal table: strings that do not parse are E_BAD_ACTION (rule CD-6), before
    any other check, even with a wrong seat stated (precedence: E_BAD_ACTION first)."""
    g = sv_game(None, HANDS_A, dealer=0)
    for text in ("play 10S", "Play AS", "play as", "play  AS", "play AS ", "bid 05", "bid -1", "curse h", "discard", "pass AS"):
        assert refusal_of(g, text) == (Code.BAD_ACTION, "CD-6"), text
    assert refused(g, "play 10S", seat=3) is Code.BAD_ACTION


def test_not_your_turn() -> None:
    """CD-7: seat 1 is to act at the first lead of Deal A. Stating seat 2 is E_NOT_YOUR_TURN
    (rule CD-7), even for a card seat 2 holds (2S) and even for an action of the wrong phase
    (E_NOT_YOUR_TURN precedes E_WRONG_PHASE). Stating seat 1 is accepted."""
    g = sv_game(None, HANDS_A, dealer=0)
    assert refusal_of(g, "play AS", 2) == (Code.NOT_YOUR_TURN, "CD-7")
    assert refused(g, "play 2S", seat=2) is Code.NOT_YOUR_TURN
    assert refused(g, "bid 3", seat=2) is Code.NOT_YOUR_TURN
    g = apply(g, "play AS", 1)
    assert seat_to_act(g) == 2


def test_wrong_phase_during_play() -> None:
    """SV refusal table, E_WRONG_PHASE: in the play phase (rule SV-3.1) of a standard game, a bid,
    a pass, a curse, a trump and a discard are all refused with E_WRONG_PHASE."""
    g = sv_game(None, HANDS_A, dealer=0)
    for text in ("bid 3", "pass", "curse S", "trump H", "discard AS KS"):
        assert refusal_of(g, text) == (Code.WRONG_PHASE, "SV-3.1"), text


def test_wrong_phase_for_a_discard_naming_a_card_twice() -> None:
    """CD-6: `discard AS AS` is well formed. In Smoorverliefd a discard never belongs to any
    phase, and E_DUPLICATE_CARD is not in the SV refusal table; by the precedence list
    (E_BAD_ACTION; E_GAME_OVER; ...; E_WRONG_PHASE) the refusal is E_WRONG_PHASE (SV-3.1)."""
    g = sv_game(None, HANDS_A, dealer=0)
    assert refused(g, "discard AS AS") is Code.WRONG_PHASE


def test_awaiting_deal_refusals() -> None:
    """SV refusal table and precedence: after Deal A with no deal queued (nobody at 50), every
    well-formed action is E_WRONG_PHASE with rule SV-2.3, even with a seat stated (waiting for a
    deal precedes E_NOT_YOUR_TURN); a bad string stays E_BAD_ACTION. Nobody is to act and there
    is no legal action. add_deal then starts round 2 with dealer 1 and seat 2 to lead."""
    g = round_a()
    assert g.phase is Phase.AWAITING_DEAL
    assert seat_to_act(g) is None
    assert legal_actions(g) == []
    assert refusal_of(g, "play AS") == (Code.WRONG_PHASE, "SV-2.3")
    assert refused(g, "play AS", seat=3) is Code.WRONG_PHASE
    assert refused(g, "curse S") is Code.WRONG_PHASE
    assert refused(g, "Play AS") is Code.BAD_ACTION
    g = add_deal(g, DEAL_Q)
    assert g.hand is not None and g.hand.dealer == 1
    assert seat_to_act(g) == 2


# =============================================================================================
# met Troef (SV-6)
# =============================================================================================


def test_troef_example_first_trick_standard_vs_troef() -> None:
    """Example SV-6.3-a on Deal T (dealer 3, seat 0 leads): 5S KS 2H 3H, seats 2 and 3 void in
    spades. Standard: KS is the highest spade, seat 1 wins (SV-3.4) and leads next.
    `troef: true`: 3H is the highest heart, seat 3 wins (SV-6.3) and leads next."""
    g = run(sv_game(None, HANDS_T, dealer=3), "play 5S; play KS; play 2H; play 3H")
    assert g.hand is not None and g.hand.tricks[0].winner == 1
    assert seat_to_act(g) == 1
    g = run(sv_game({"troef": True}, HANDS_T, dealer=3), "play 5S; play KS; play 2H; play 3H")
    assert g.hand is not None and g.hand.tricks[0].winner == 3
    assert seat_to_act(g) == 3


def test_troef_must_follow_suit_before_trumping() -> None:
    """SV-6.2, Example SV-6.3-a third case. `troef: true`, Deal T, seat 0 leads 5S. Seat 1 holds
    AS KS QS JS: its legal plays are those four; `play 4H` (a heart while holding spades) is
    E_MUST_FOLLOW_SUIT with rule SV-6.2. Seat 2, void in spades, may play any of its 13 cards.
    In the standard game the same heart is refused under rule SV-3.3."""
    g = run(sv_game({"troef": True}, HANDS_T, dealer=3), "play 5S")
    assert legal(g) == plays("AS KS QS JS")
    assert refusal_of(g, "play 4H") == (Code.MUST_FOLLOW_SUIT, "SV-6.2")
    g = run(g, "play KS")
    assert legal(g) == plays(HANDS_T[2])
    std = run(sv_game(None, HANDS_T, dealer=3), "play 5S")
    assert refusal_of(std, "play 4H") == (Code.MUST_FOLLOW_SUIT, "SV-3.3")


def test_troef_heart_lead_must_be_followed() -> None:
    """SV-6.2: when a heart is led, hearts must be followed. `troef: true`, Deal T after T1 (won
    by seat 3): seat 3 leads AH; seat 0 holds no heart and may play any of its 12 cards; seat 1
    holds JH TH 6H 4H and must play one of them; `play AS` is E_MUST_FOLLOW_SUIT (the card is
    not a heart, so the table gives rule SV-3.3)."""
    g = play_tricks(sv_game({"troef": True}, HANDS_T, dealer=3), TRICKS_T[:1])
    g = run(g, "play AH")
    assert legal(g) == plays("TS 9S 8S 7S 6S 4S 3S 2S 2D 5C 4C 2C")
    g = run(g, "play 6S")
    assert legal(g) == plays("JH TH 6H 4H")
    assert refusal_of(g, "play AS") == (Code.MUST_FOLLOW_SUIT, "SV-3.3")


def test_troef_duty_to_trump_when_void() -> None:
    """SV-6.5 (troef_duty trump), R-SV-13. Deal T, dealer 3, seat 0 leads 5S, seat 1 follows KS.
    Seat 2 is void in spades and holds QH 8H 7H 5H 2H:
    - `troef_duty: none` (default): any of its 13 cards (the seed: "puede descartar cualquier
      carta");
    - `troef_duty: trump`: a heart is owed, legal QH 8H 7H 5H 2H; `play KD` is
      E_MUST_FOLLOW_SUIT citing SV-6.5.
    Seat 2 plays QH; seat 3, void in spades, holds AH KH 9H 3H: under `trump` any of the four
    (no duty to beat QH)."""
    g = run(sv_game({"troef": True}, HANDS_T, dealer=3), "play 5S; play KS")
    assert legal(g) == plays(HANDS_T[2])
    g = run(sv_game({"troef": True, "troef_duty": "trump"}, HANDS_T, dealer=3), "play 5S; play KS")
    assert legal(g) == plays("QH 8H 7H 5H 2H")
    assert refusal_of(g, "play KD") == (Code.MUST_FOLLOW_SUIT, "SV-6.5")
    g = run(g, "play QH")
    assert legal(g) == plays("AH KH 9H 3H")


def test_troef_duty_to_overtrump() -> None:
    """SV-6.5, SV-6.6 (troef_duty overtrump), SV-6.3, R-SV-13. Deal T, dealer 3, `troef_duty:
    overtrump`. T1: 5S, KS, seat 2 trumps with QH (a heart is owed: legal QH 8H 7H 5H 2H); seat 3
    must beat QH: legal AH KH; `play 9H` is E_MUST_FOLLOW_SUIT citing SV-6.6. Seat 3 plays KH and
    wins (the highest heart, SV-6.3). T2: seat 3 leads 9H; seat 0 holds no heart: any of its 12
    cards; it plays 2D. Seat 1 holds JH TH 6H 4H and must beat 9H: legal JH TH; `play 6H`
    refused (SV-6.6). It plays JH. Seat 2 holds 8H 7H 5H 2H, none above JH: any of them."""
    g = run(sv_game({"troef": True, "troef_duty": "overtrump"}, HANDS_T, dealer=3), "play 5S; play KS")
    assert legal(g) == plays("QH 8H 7H 5H 2H")
    g = run(g, "play QH")
    assert legal(g) == plays("AH KH")
    assert refusal_of(g, "play 9H") == (Code.MUST_FOLLOW_SUIT, "SV-6.6")
    g = run(g, "play KH")
    assert g.hand is not None and g.hand.tricks[0].winner == 3
    g = run(g, "play 9H")
    assert legal(g) == plays("TS 9S 8S 7S 6S 4S 3S 2S 2D 5C 4C 2C")
    g = run(g, "play 2D")
    assert legal(g) == plays("JH TH")
    assert refusal_of(g, "play 6H") == (Code.MUST_FOLLOW_SUIT, "SV-6.6")
    g = run(g, "play JH")
    assert legal(g) == plays("8H 7H 5H 2H")


def test_troef_full_round() -> None:
    """SV-6.1..SV-6.4 with Deal T (module constants). Hearts trump: T1 3H beats 2H and the spades;
    T3 seat 1's lone 6H trumps the diamonds (AD, KD); T4 seat 2's 7H trumps AC; T5 TH; T6 KH
    over QH, JH. T7-T13 have no heart: highest of the suit led (SV-3.4).
    Hearts: seat 3 2H 3H (T1), AH 4H 5H (T2), JH QH KH (T6) = 8 hearts, 5 + 7 = 12 points;
    seat 1 6H (T3), 8H 9H TH (T5) = 4; seat 2 7H (T4) = 1; seat 0 none. Total 17.
    Scoring unchanged (SV-6.4): changes (0, 4, 1, 12), champion seat 3."""
    g = sv_game({"troef": True}, HANDS_T, dealer=3)
    assert seat_to_act(g) == 0
    r = last(play_tricks(g, TRICKS_T))
    assert seat_hearts(r) == [0, 4, 1, 8]
    assert seat_points(r) == [0, 4, 1, 12]
    assert r.champions == (3,)
    assert r.changes == (0, 4, 1, 12)


# =============================================================================================
# Blind Love (SV-7)
# =============================================================================================


def test_blind_love_bidding_legal_and_refusals() -> None:
    """SV-7.1: Deal A, dealer 0: bids go seat 1, 2, 3, 0. The legal actions are bid 0..bid 13
    (13 hearts in play). `pass` -> E_MUST_BID (SV-7.1); `bid 14` -> E_BID_TOO_HIGH (SV-7.1);
    a negative bid through the API -> E_BID_TOO_LOW; `play AS` -> E_WRONG_PHASE (SV-7.1);
    a wrong seat -> E_NOT_YOUR_TURN (before E_BID_TOO_HIGH). Bids need not rise: seat 1 bids 5,
    then seat 2 may bid 0. After the dealer's bid the eldest hand (seat 1) leads, and a bid is
    then E_WRONG_PHASE (SV-3.1)."""
    g = sv_game({"blind_love": True}, HANDS_A, dealer=0)
    assert g.phase is Phase.BIDDING
    assert seat_to_act(g) == 1
    assert legal(g) == {f"bid {n}" for n in range(14)}
    assert refusal_of(g, "pass") == (Code.MUST_BID, "SV-7.1")
    assert refusal_of(g, "bid 14") == (Code.BID_TOO_HIGH, "SV-7.1")
    assert refusal_of(g, Bid(-1)) == (Code.BID_TOO_LOW, "SV-7.1")
    assert refusal_of(g, "play AS") == (Code.WRONG_PHASE, "SV-7.1")
    assert refused(g, "bid 14", seat=2) is Code.NOT_YOUR_TURN
    g = run(g, "bid 5")
    assert seat_to_act(g) == 2
    g = run(g, "bid 0")
    assert seat_to_act(g) == 3
    g = run(g, "bid 13")
    assert seat_to_act(g) == 0
    g = run(g, "bid 13")
    assert g.phase is Phase.PLAY
    assert seat_to_act(g) == 1
    assert refusal_of(g, "bid 2") == (Code.WRONG_PHASE, "SV-3.1")


def test_blind_love_exact_fewer_more() -> None:
    """SV-7.2, SV-7.3 on Deal A. Bids: seat 1 2, seat 2 7, seat 3 3, seat 0 0.
    Captured hearts (cards): (0, 2, 6, 5).
    seat 0: bid 0, 0 hearts, exact -> +10; change 0 + 10 = 10.
    seat 1: bid 2, AH KH = 2 cards (6 points; the ace counts 1 card, SV-7.2), exact -> +10; 16.
    seat 2: bid 7, 6 hearts, fewer -> -10; 6 - 10 = -4.
    seat 3: bid 3, 5 hearts, more -> 0; 5.
    Changes (10, 16, -4, 5)."""
    r = last(play_tricks(run(sv_game({"blind_love": True}, HANDS_A, dealer=0), BIDS_A), TRICKS_A))
    assert [t.bid for t in r.seats] == [0, 2, 7, 3]
    assert [t.bid_adjustment for t in r.seats] == [10, 10, -10, 0]
    assert [t.bid_adjustment for t in r.sides] == [10, 10, -10, 0]
    assert side_rounds(r) == [0, 6, 6, 5]
    assert r.changes == (10, 16, -4, 5)
    assert r.scores == (10, 16, -4, 5)


def test_blind_love_custom_bonus_and_penalty() -> None:
    """SV-7.3 with `blind_bonus: 3`, `blind_penalty: 7`, Deal A, bids as above:
    seat 0 0 + 3 = 3; seat 1 6 + 3 = 9; seat 2 6 - 7 = -1; seat 3 5 + 0 = 5."""
    o: dict[str, object] = {"blind_love": True, "blind_bonus": 3, "blind_penalty": 7}
    r = last(play_tricks(run(sv_game(o, HANDS_A, dealer=0), BIDS_A), TRICKS_A))
    assert [t.bid_adjustment for t in r.seats] == [3, 3, -7, 0]
    assert r.changes == (3, 9, -1, 5)


def test_blind_love_sweep_does_not_double_the_bonus() -> None:
    """SV-7.3, SV-4.3: Deal P with bids seat 1 13, seat 2 0, seat 3 1, seat 0 0. Seat 1 sweeps
    (34) and made 13 exactly: +10, not doubled -> 44. Seats 2 and 0 bid 0 and took 0: +10.
    Seat 3 bid 1 and took 0: -10. Changes (10, 44, 10, -10)."""
    r = last(round_p({"blind_love": True}, bids="bid 13; bid 0; bid 1; bid 0"))
    assert side_rounds(r) == [0, 34, 0, 0]
    assert [t.bid_adjustment for t in r.seats] == [10, 10, 10, -10]
    assert r.changes == (10, 44, 10, -10)


def test_blind_love_adjustment_survives_only_champion_scores() -> None:
    """SV-4.5, SV-7.3: `champion: only_champion_scores` removes round points only. Deal A, bids
    as in test_blind_love_exact_fewer_more: round points (0, 6, 6, 0) (champions 1 and 2 tie);
    adjustments (+10, +10, -10, 0); changes (10, 16, -4, 0)."""
    o: dict[str, object] = {"blind_love": True, "champion": "only_champion_scores"}
    r = last(play_tricks(run(sv_game(o, HANDS_A, dealer=0), BIDS_A), TRICKS_A))
    assert side_rounds(r) == [0, 6, 6, 0]
    assert r.changes == (10, 16, -4, 0)


def test_blind_love_five_players_dead_heart_caps_bids() -> None:
    """SV-7.1, SV-2.4 with Deal F (5 players, AH dead): 12 hearts in play, so the legal bids are
    0..12 and `bid 13` is E_BID_TOO_HIGH. Bids from seat 1: 12, then seats 2, 3 bid 0, seat 4
    bids 1, seat 0 (the dealer, last) bids 0. Seat 1 sweeps all in play (24) and is exact
    (+10) -> 34; seats 2, 3, 0 took 0 hearts as bid -> +10; seat 4 took 0 < 1 -> -10.
    Changes (10, 34, 10, 10, -10)."""
    g = sv_game({"players": 5, "blind_love": True}, HANDS_F, dead=DEAD_F, dealer=0)
    assert legal(g) == {f"bid {n}" for n in range(13)}
    assert refused(g, "bid 13") is Code.BID_TOO_HIGH
    order: list[int | None] = []
    for bid in (12, 0, 0, 1, 0):
        order.append(seat_to_act(g))
        g = run(g, f"bid {bid}")
    assert order == [1, 2, 3, 4, 0]
    assert seat_to_act(g) == 1
    r = last(play_tricks(g, TRICKS_F))
    assert [t.bid for t in r.seats] == [0, 12, 0, 0, 1]
    assert r.changes == (10, 34, 10, 10, -10)


# =============================================================================================
# Partner Smoorverliefd (SV-8)
# =============================================================================================


def test_partners_combine_pair_captures() -> None:
    """SV-8.1, SV-8.2, SV-4.6 on Deal A: side 0 = seats 0 and 2, side 1 = seats 1 and 3.
    Side 0: hearts 0 + 6 = 6, points 0 + 6 = 6. Side 1: hearts 2 + 5 = 7, points 6 + 5 = 11.
    No sweep. Champions (1,). Changes (6, 11); scores per pair."""
    g = round_a({"partners": True})
    r = last(g)
    assert seat_points(r) == [0, 6, 6, 5]
    assert [t.hearts for t in r.sides] == [6, 7]
    assert [t.heart_points for t in r.sides] == [6, 11]
    assert sweeps(r) == [False, False]
    assert r.champions == (1,)
    assert r.changes == (6, 11)
    assert g.scores == (6, 11)


def test_partners_pair_sweep_together() -> None:
    """Example SV-8.3-a with Deal S (dealer 3, seat 0 leads). T1-T8: seat 0 leads AS..7S, seat 1
    (all hearts) discards AH..7H, seat 2 follows 6S..2S then discards 9D 8D 7D, seat 3 clubs:
    seat 0 wins all 8 (8 hearts, 12 points). T9: seat 0 leads 6D, seat 2's AD wins; seat 2
    leads KD..TD and wins T10-T13 with seat 1 discarding 5H..2H (seat 2: 6H..2H, 5 points).
    Side 0: 13 hearts, 17 points. `pair_sweep: together`: sweep, 34; changes (34, 0)."""
    r = last(play_tricks(sv_game({"partners": True}, HANDS_S, dealer=3), TRICKS_S))
    assert seat_hearts(r) == [8, 0, 5, 0]
    assert seat_points(r) == [12, 0, 5, 0]
    assert [t.hearts for t in r.sides] == [13, 0]
    assert [t.heart_points for t in r.sides] == [17, 0]
    assert sweeps(r) == [True, False]
    assert r.changes == (34, 0)


def test_partners_pair_sweep_single_player() -> None:
    """SV-8.3 `pair_sweep: single_player`, Deal S: neither seat 0 (8) nor seat 2 (5) took all 13,
    so no sweep: changes (17, 0)."""
    o: dict[str, object] = {"partners": True, "pair_sweep": "single_player"}
    r = last(play_tricks(sv_game(o, HANDS_S, dealer=3), TRICKS_S))
    assert sweeps(r) == [False, False]
    assert r.changes == (17, 0)


def test_partners_single_player_sweep_by_one_player() -> None:
    """SV-8.3 `pair_sweep: single_player`, Deal P: seat 1 alone took all 13 hearts (17 points), so
    its pair (side 1) sweeps: 34. Changes (0, 34)."""
    r = last(round_p({"partners": True, "pair_sweep": "single_player"}))
    assert sweeps(r) == [False, True]
    assert r.changes == (0, 34)


def test_partners_with_blind_love() -> None:
    """SV-7.4, SV-8.2: each player is judged on their own hearts; the adjustments go to the pair.
    Deal A, bids seat 1 2, seat 2 7, seat 3 3, seat 0 0 -> seat adjustments (+10, +10, -10, 0).
    Side 0 (seats 0, 2): 6 + 10 - 10 = 6. Side 1 (seats 1, 3): 11 + 10 + 0 = 21."""
    r = last(play_tricks(run(sv_game({"partners": True, "blind_love": True}, HANDS_A), BIDS_A), TRICKS_A))
    assert [t.bid_adjustment for t in r.seats] == [10, 10, -10, 0]
    assert [t.bid_adjustment for t in r.sides] == [0, 10]
    assert r.changes == (6, 21)


# =============================================================================================
# Kleine Liefde (SV-9)
# =============================================================================================


def test_kleine_liefde_rank_values() -> None:
    """SV-9.1, SV-9.2 on Deal A: seat 1 AH 14 + KH 13 = 27 (the ace is 14, no 5 on top);
    seat 2 2 + 12 + 3 + 11 + 10 + 9 = 47; seat 3 8 + 7 + 6 + 5 + 4 = 30; total 104.
    Champion seat 2 alone. Changes (0, 27, 47, 30)."""
    r = last(round_a({"kleine_liefde": True}))
    assert seat_points(r) == [0, 27, 47, 30]
    assert seat_hearts(r) == [0, 2, 6, 5]
    assert r.champions == (2,)
    assert r.changes == (0, 27, 47, 30)


def test_kleine_liefde_sweep_doubles() -> None:
    """SV-9.1, SV-9.2, SV-4.3: Deal P, seat 1 takes all 13 hearts = 104 points, sweep -> 208."""
    r = last(round_p({"kleine_liefde": True}))
    assert seat_points(r) == [0, 104, 0, 0]
    assert sweeps(r) == [False, True, False, False]
    assert r.changes == (0, 208, 0, 0)


def test_kleine_liefde_only_champion_scores() -> None:
    """SV-9.2, SV-4.5 (cf. Example SV-9.1-a): Deal A under Kleine Liefde, the only champion is
    seat 2 (47); with `only_champion_scores` the changes are (0, 0, 47, 0)."""
    r = last(round_a({"kleine_liefde": True, "champion": "only_champion_scores"}))
    assert r.champions == (2,)
    assert r.changes == (0, 0, 47, 0)


def test_kleine_liefde_bids_count_cards() -> None:
    """SV-9.2, SV-7.2: Blind Love bids count heart cards under Kleine Liefde too. Deal A, bids
    seat 1 2, seat 2 7, seat 3 3, seat 0 0. Seat 1 took 2 cards (27 points): exact, +10 -> 37.
    Seat 2: 47 - 10 = 37. Seat 3: 30 + 0. Seat 0: 0 + 10. Changes (10, 37, 37, 30)."""
    o: dict[str, object] = {"kleine_liefde": True, "blind_love": True}
    r = last(play_tricks(run(sv_game(o, HANDS_A), BIDS_A), TRICKS_A))
    assert r.changes == (10, 37, 37, 30)


# =============================================================================================
# Cupid's Arrow (SV-10)
# =============================================================================================


def test_cupids_arrow_two_rounds_curse_tie_penalty() -> None:
    """SV-10.1..SV-10.4, Deal A then Deal C.

    Round 1 (dealer 0): no curse (SV-10.1), seat 1 leads at once. Heart points (0, 6, 6, 5),
    scores (0, 6, 6, 5). Fewest: seat 0 alone (0), so seat 0 deals round 2 (SV-10.2), not
    seat 1. Round 2 opens in the curse phase, seat 0 to act, all four suits legal.
    Seat 0 curses clubs; seat 1 (eldest) leads. Deal C (see TRICKS_C): seat 1 wins T1-T6, each
    with one of seat 3's clubs AC..9C (6 clubs); seat 2 wins T7-T12, with 8C..3C (6 clubs);
    seat 0 wins T13 with 2C (1 club). Cursed cards (1, 6, 6, 0): seats 1 and 2 tie for the most,
    both lose 5 (SV-10.4). Hearts: seat 0 AH 2H 3H = 7; seat 2 KH..9H (from seat 0) and 8H..4H
    (from seat 1) = 10; seats 1, 3 none. Changes (7, 0-5, 10-5, 0) = (7, -5, 5, 0); scores
    (7, 1, 11, 5). Round 3: fewest heart points are seats 1 and 3 (0); clockwise from the
    left of dealer 0 the order is 1, 2, 3, 0, so seat 1 deals."""
    g = sv_game({"cupids_arrow": True}, HANDS_A, dealer=0, more_deals=[DEAL_C])
    assert g.phase is Phase.PLAY
    assert seat_to_act(g) == 1
    assert refusal_of(g, "curse S") == (Code.WRONG_PHASE, "SV-3.1")
    g = play_tricks(g, TRICKS_A)
    r1 = last(g)
    assert r1.cursed is None
    assert r1.scores == (0, 6, 6, 5)
    assert g.hand is not None and g.hand.dealer == 0
    assert g.phase is Phase.CURSE
    assert seat_to_act(g) == 0
    assert legal(g) == {"curse S", "curse H", "curse D", "curse C"}
    g = run(g, "curse C")
    assert g.phase is Phase.PLAY
    assert seat_to_act(g) == 1
    g = play_tricks(g, TRICKS_C)
    r2 = last(g)
    assert r2.dealer == 0
    assert r2.cursed is Suit.C
    assert [t.cursed_cards for t in r2.seats] == [1, 6, 6, 0]
    assert [t.curse_penalty for t in r2.sides] == [0, -5, -5, 0]
    assert seat_points(r2) == [7, 0, 10, 0]
    assert r2.changes == (7, -5, 5, 0)
    assert r2.scores == (7, 1, 11, 5)
    assert g.dealer == 1


def test_cupids_arrow_dealer_tie_goes_clockwise_from_left_of_dealer() -> None:
    """SV-10.2 tie rule: Deal P (dealer 0) leaves heart points (0, 17, 0, 0). Seats 0, 2, 3 tie
    for the fewest; clockwise from the left of dealer 0 the order is 1, 2, 3, 0, so seat 2
    deals round 2 (the previous dealer, seat 0, comes last). Round 2 starts with seat 2's
    curse."""
    g = round_p({"cupids_arrow": True}, more=(DEAL_Q,))
    assert g.dealer == 2
    assert g.hand is not None and g.hand.dealer == 2
    assert g.phase is Phase.CURSE
    assert seat_to_act(g) == 2


def test_cupids_arrow_hearts_may_not_be_cursed_when_off() -> None:
    """SV-10.3 `curse_hearts: false`: round 2 of Deal A + Deal C (dealer 0). The legal curses are
    S, D, C; `curse H` -> E_CANNOT_CURSE_HEARTS (rule SV-10.3), but a wrong seat first gives
    E_NOT_YOUR_TURN; a play in the curse phase is E_WRONG_PHASE (rule SV-10.3), so is a bid."""
    o: dict[str, object] = {"cupids_arrow": True, "curse_hearts": False}
    g = round_a(o, more=(DEAL_C,))
    assert g.phase is Phase.CURSE
    assert legal(g) == {"curse S", "curse D", "curse C"}
    assert refusal_of(g, "curse H") == (Code.CANNOT_CURSE_HEARTS, "SV-10.3")
    assert refused(g, "curse H", seat=1) is Code.NOT_YOUR_TURN
    assert refusal_of(g, "play 8S") == (Code.WRONG_PHASE, "SV-10.3")
    assert refused(g, "bid 2") is Code.WRONG_PHASE
    g = apply(g, "curse S", 0)
    assert g.phase is Phase.PLAY


@pytest.mark.parametrize(
    ("suit", "extra", "counts", "changes"),
    [
        # spades: seat 1 took its own 6 + seat 0's 6 (T1-T6) = 12, seat 2 took 2S (T7) = 1
        ("S", {"curse_penalty": 2}, [0, 12, 1, 0], (7, -2, 10, 0)),
        # hearts (cursable by default): seat 0 3, seat 2 10 -> seat 2 loses 5
        ("H", {}, [3, 0, 10, 0], (7, 0, 5, 0)),
        # diamonds: seat 1 took 8D..3D (T1-T6) = 6; seat 2 2D AD KD QD JD TD 9D = 7
        ("D", {}, [0, 6, 7, 0], (7, 0, 5, 0)),
    ],
)
def test_cupids_arrow_other_curses(suit: str, extra: dict[str, object], counts: list[int], changes: tuple[int, ...]) -> None:
    """SV-10.3, SV-10.4: round 2 (Deal C, dealer 0, heart points (7, 0, 10, 0)) with another cursed
    suit; the single side with the most cursed cards loses `curse_penalty` (5, or 2 when set)."""
    g = run(round_a({"cupids_arrow": True, **extra}, more=(DEAL_C,)), f"curse {suit}")
    r = last(play_tricks(g, TRICKS_C))
    assert [t.cursed_cards for t in r.seats] == counts
    assert r.changes == changes


def test_cupids_arrow_with_blind_love_order_and_dealer() -> None:
    """SV-10.2, SV-10.3, SV-11, R-SV-12 (curse, then bids, then play). Round 1 Deal A with bids
    seat 1 2, seat 2 7, seat 3 3, seat 0 0: changes (10, 16, -4, 5). The next dealer is chosen on
    heart points (0, 6, 6, 5), not on changes or scores (where seat 2 is lowest): seat 0.
    Round 2 opens with seat 0's curse; a bid then is E_WRONG_PHASE (rule SV-10.3). After
    `curse D` the bids start with seat 1, range 0..13; a play is E_WRONG_PHASE (SV-7.1)."""
    o: dict[str, object] = {"cupids_arrow": True, "blind_love": True}
    g = sv_game(o, HANDS_A, dealer=0, more_deals=[DEAL_C])
    assert g.phase is Phase.BIDDING
    g = play_tricks(run(g, BIDS_A), TRICKS_A)
    assert last(g).changes == (10, 16, -4, 5)
    assert g.hand is not None and g.hand.dealer == 0
    assert g.phase is Phase.CURSE
    assert refusal_of(g, "bid 3") == (Code.WRONG_PHASE, "SV-10.3")
    assert refused(g, "pass") is Code.WRONG_PHASE
    g = run(g, "curse D")
    assert g.phase is Phase.BIDDING
    assert seat_to_act(g) == 1
    assert legal(g) == {f"bid {n}" for n in range(14)}
    assert refusal_of(g, "play AS") == (Code.WRONG_PHASE, "SV-7.1")


def test_cupids_arrow_with_partners() -> None:
    """SV-10.2, SV-10.4, SV-8.2, SV-8.3, SV-4.3. Round 1 Deal A with partners: changes (6, 11).
    The next dealer is the *player* with the fewest own heart points: seat 0 (0). Round 2 Deal C
    with clubs cursed: pair counts side 0 = 1 + 6 = 7, side 1 = 6 + 0 = 6 -> side 0 loses 5.
    Side 0 captured all 13 hearts (seat 0 3 + seat 2 10), 7 + 10 = 17 points, a pair sweep
    (together): 34; the penalty is not doubled: change 34 - 5 = 29. Changes (29, 0), scores
    (35, 11). Round 3 dealer: seats 1 and 3 have 0 points; seat 1 comes first after dealer 0."""
    g = round_a({"cupids_arrow": True, "partners": True}, more=(DEAL_C,))
    assert last(g).changes == (6, 11)
    assert g.hand is not None and g.hand.dealer == 0
    g = play_tricks(run(g, "curse C"), TRICKS_C)
    r = last(g)
    assert [t.cursed_cards for t in r.sides] == [7, 6]
    assert [t.curse_penalty for t in r.sides] == [-5, 0]
    assert [t.hearts for t in r.sides] == [13, 0]
    assert sweeps(r) == [True, False]
    assert side_rounds(r) == [34, 0]
    assert r.changes == (29, 0)
    assert r.scores == (35, 11)
    assert g.dealer == 1


# =============================================================================================
# Options and presets (Smoorverliefd options, SV-11)
# =============================================================================================


@pytest.mark.parametrize(
    "data",
    [
        {"players": 2},
        {"players": 6},
        {"players": 3, "partners": True},
        {"players": 5, "partners": True},
        {"preset": "partner", "players": 3},
        {"target": 0},
        {"blind_love": True, "blind_bonus": -1},
        {"cupids_arrow": True, "curse_penalty": -5},
        {"blind_bonus": 5},
        {"blind_penalty": 0},
        {"pair_sweep": "single_player"},
        {"curse_hearts": False},
        {"curse_penalty": 3},
        {"troef_duty": "trump"},
        {"troef_duty": "overtrump"},
    ],
)
def test_forbidden_option_combinations(data: dict[str, object]) -> None:
    """Smoorverliefd options: players outside 3..5, partners without 4 players, target below 1,
    a negative amount, or a sub-option changed while its variant is off -> InvalidOptions."""
    with pytest.raises(InvalidOptions):
        smoorverliefd_options(data)


def test_presets_and_allowed_combinations() -> None:
    """SV-11: presets set only their options; other options combine on top. A sub-option left at
    its default while its variant is off is allowed (it is not *changed*)."""
    o = smoorverliefd_options({"preset": "met_troef", "blind_love": True, "players": 5})
    assert (o.troef, o.blind_love, o.players, o.target, o.partners) == (True, True, 5, 50, False)
    assert smoorverliefd_options({"preset": "target_100"}).target == 100
    assert smoorverliefd_options({"preset": "partner"}).partners is True
    assert smoorverliefd_options({"preset": "kleine_liefde"}).kleine_liefde is True
    assert smoorverliefd_options({"preset": "cupids_arrow"}).cupids_arrow is True
    assert smoorverliefd_options({"preset": "blind_love"}).blind_love is True
    d = smoorverliefd_options({"preset": "standard"})
    assert (d.players, d.target, d.sweep, d.champion, d.tie) == (4, 50, "all_in_play", "none", "play_on")
    assert smoorverliefd_options({"preset": "met_troef"}).troef_duty == "none"
    assert smoorverliefd_options({"blind_bonus": 10}).blind_love is False

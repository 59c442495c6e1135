"""Golden Smoorverliefd scenarios (SPEC chapter SV): each is a deal, a script of actions and
checks, and the hand derivation that justifies every expected value, worked out from SPEC.md
before the engine was run; nothing here is computed by the engine. Each scenario is written
once, here: tests/test_smoorverliefd_golden.py replays it against the reference (one test per
``source``) and the export writes it into the corpus as golden cases.

Conventions. Seats are numbered clockwise (CD-7); the eldest hand, seat ``dealer + 1``, leads the
first trick (SV-1.3, SV-3.1); the winner of a trick leads the next (SV-3.5). Each trick below is
written as its cards in play order (leader first, then clockwise) with the seat that wins it;
a ``tricks`` check states every winner. Heart points (SV-4.1): AH 5, every other
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

The round results state only the fields the derivation works out: ``seats`` and ``sides`` by
column (``{"hearts": (0, 2, 6, 5)}``), each entry comparing only the fields named. What the
replay primitive cannot observe is not stated (a seat's hand, a refusal's rule id, a bid of -1
that no action string can carry, the next dealer while the game waits for a deal); the next
dealer is observed through a further explicit deal (every deal is given up front), after which
the dealer's curse (Cupid's Arrow) or the eldest hand's lead shows who deals.
"""

from __future__ import annotations

from collections.abc import Mapping

from conformance.games.support import CaseDict
from conformance.jsonvalues import JSONScalar
from conformance.sources.golden.model import (
    AS_CONFIGURED,
    RANKS_DOWN,
    Act,
    Deal,
    Final,
    Legal,
    Refuse,
    Results,
    Scenario,
    ScenarioShorthand,
    Step,
    SVResult,
    Tricks,
    all_plays,
    game_cases,
    invalid_deal,
    one_suit_each,
    play_set,
    played_tricks,
    plays,
    spec_refusal_rules,
    suit_run,
    tricks,
    turns,
)

GAME = "smoorverliefd"
TESTS = "tests/test_smoorverliefd_golden.py::"

NOT_TRANSCRIBED: Mapping[str, str] = {
    TESTS + "test_seeded_deal_shapes":
        "seeded shuffles are engine-defined (SV-2.3, R-SV-12 item 5): conformance cases use explicit deals only",
    TESTS + "test_invalid_explicit_deals_are_rejected": invalid_deal("SV-2.3"),
    TESTS + "test_forbidden_option_combinations":
        "InvalidOptions is a configuration error raised when a game is created, not a refusal of an action",
    TESTS + "test_presets_and_allowed_combinations": f"preset expansion is {AS_CONFIGURED}",
}

PHASE_RULE = {"curse": "SV-10.3", "bidding": "SV-7.1", "play": "SV-3.1", "awaiting_deal": "SV-2.3"}


# The rule a refused case cites for its code: SPEC's table "Smoorverliefd refusal codes" (model.spec_refusal_rules).
code_rules = spec_refusal_rules("Smoorverliefd refusal codes")


def wrong_phase(action: str, phase: str, seat: int | None = None) -> Refuse:
    return Refuse(action, "E_WRONG_PHASE", seat=seat, rules=(PHASE_RULE[phase],))






def bids(top: int) -> frozenset[str]:
    return frozenset(f"bid {n}" for n in range(top + 1))


# --- Deal A -------------------------------------------------------------------------------------
HANDS_A = (
    "JS TS 9S 8S 6S 4S 6D 3D 9C 8C 7C 4C 3C",
    "AS KS QS 9H 8H 7H 5H 2H QD JD TD 7D 4D",
    "2S AH KH QH JH 4H AD KD 9D 8D 6C 5C 2C",
    "7S 5S 3S TH 6H 3H 5D 2D AC KC QC JC TC",
)
TRICKS_A = (
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
DEAL_A = Deal(HANDS_A)

# --- Deal P (seat 1 holds every heart; dealer 0) --------------------------------------------------
HANDS_P = one_suit_each(13)
TRICKS_P = tuple((f"{r}H {r}D {r}C {r}S", 1) for r in RANKS_DOWN)

# --- Deal Q (seat 2 holds every heart; dealer 1, eldest 2) ----------------------------------------
HANDS_Q = one_suit_each(13, "DCHS")
DEAL_Q = Deal(HANDS_Q)
TRICKS_Q = tuple((f"{r}H {r}S {r}D {r}C", 2) for r in RANKS_DOWN)

# --- Deal C (4 players, dealer 0, eldest 1): the second round of the Cupid's Arrow games ---------
#   seat 0: 8S 7S 6S 5S 4S 3S 2S AH KH QH JH TH 9H   (no diamond, no club)
#   seat 1: AS KS QS JS TS 9S 8H 7H 6H 5H 4H 3H 2D   (one diamond, no club)
#   seat 2: 2H AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D   (no spade, no club)
#   seat 3: all 13 clubs
HANDS_C = (
    "8S 7S 6S 5S 4S 3S 2S AH KH QH JH TH 9H",
    "AS KS QS JS TS 9S 8H 7H 6H 5H 4H 3H 2D",
    "2H AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D",
    suit_run("C"),
)
DEAL_C = Deal(HANDS_C)
TRICKS_C = (
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
TRICKS_T = (
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
_E_S1 = ["AH", "KH", "QH", "JH", "TH", "9H", "8H", "7H", "6H", "5H", "4H", "3H", "AS", "KS", "QS", "JS", "TS"]
_E_S2 = ["AD", "KD", "QD", "JD", "TD", "9D", "8D", "7D", "6D", "2S", "3S", "4S", "9S", "8S", "7S", "6S", "5S"]
_E_S0 = ["AC", "KC", "QC", "JC", "TC", "9C", "8C", "7C", "6C", "5C", "4C", "3C", "2C", "5D", "4D", "3D", "2D"]
TRICKS_E = tuple((f"{a} {b} {c}", 1) for a, b, c in zip(_E_S1, _E_S2, _E_S0))
DEAL_E = Deal(HANDS_E, stock="2H")

# --- Deal F (5 players, dealer 0, eldest 1; AH and 2C dead) ---------------------------------------
HANDS_F = (
    "QC JC TC 9C 8C 7C 6C 5C 4C 3C",
    "AS KS QS JS TS 9S 8S 7S 6S 5S",
    "4S KH QH JH TH 9H 8H AD KD QD",
    "3S 7H 6H 5H 4H 3H 2H JD TD 9D",
    "2S 8D 7D 6D 5D 4D 3D 2D AC KC",
)
DEAL_F = Deal(HANDS_F, stock="AH 2C")
TRICKS_F = (
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
    suit_run("H"),
    "6S 5S 4S 3S 2S AD KD QD JD TD 9D 8D 7D",
    suit_run("C"),
)
TRICKS_S = (
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
NONE4: tuple[int | bool | None, ...] = (None, None, None, None)
FALSE4: tuple[int | bool | None, ...] = (False, False, False, False)


sv = ScenarioShorthand(TESTS)


def whole_round(played: tuple[tuple[str, int], ...], *after: Step, bidding: str = "") -> tuple[Step, ...]:
    """A round of four players under dealer 0 (seat 1 leads): the bidding if any, every trick of
    ``played`` and the check of their winners, then ``after``."""
    head: tuple[Step, ...] = (bidding,) if bidding else ()
    return (*head, all_plays(played), tricks(1, *played), *after)


# ============================================================================ standard game, 4 players

STANDARD: tuple[Scenario, ...] = (
    sv("scoring/deal-a-standard-scoring", "Deal A: hearts 0, 2, 6, 5; the ace worth 5; seats 1 and 2 tie as champions",
       "test_deal_a_standard_scoring", ("SV-3.4", "SV-4.1", "SV-4.4", "SV-4.6", "SV-4.7", "SV-4.8", "SV-1.4"),
       (DEAL_A,), whole_round(TRICKS_A,
           Results((SVResult(dealer=0, outcome="played", cursed=None, dead="", hearts_in_play=13,
                             seats={"hearts": (0, 2, 6, 5), "heart_points": (0, 6, 6, 5), "bid": NONE4, "bid_adjustment": (0, 0, 0, 0)},
                             sides={"hearts": (0, 2, 6, 5), "sweep": FALSE4, "round_points": (0, 6, 6, 5), "curse_penalty": (0, 0, 0, 0)},
                             champions=(1, 2), changes=(0, 6, 6, 5), scores=(0, 6, 6, 5)),)),
           Final(scores=(0, 6, 6, 5), winner=None, phase="awaiting_deal"),
       ),
       derivation="""
           SV-3.4, SV-4.1, SV-4.4, SV-4.6, SV-4.7, SV-4.8, SV-1.4 on Deal A (module docstring).

           Hearts (0, 2, 6, 5); heart points: seat 0 none -> 0 without penalty (SV-4.4); seat 1
           AH 5 + KH 1 = 6; seat 2 six small hearts = 6; seat 3 five = 5. No sweep (13 hearts split).
           Champions: seats 1 and 2 tie on 6 points (SV-4.6), ascending (1, 2); with `champion: none`
           nothing changes. Changes = round points = (0, 6, 6, 5); scores the same. No bid, no curse.
           Next dealer seat 1 (SV-1.4); nobody reached 50 and no deal is queued: awaiting a deal.
       """,
    ),
    sv("play/first-lead-eldest-hearts-may-be-led", "The eldest hand leads the first trick and may lead a heart",
       "test_first_lead_is_eldest_and_hearts_may_be_led", ("SV-1.3", "SV-3.1", "SV-3.2"),
       (DEAL_A,), (
           Legal(play_set(HANDS_A[1]), to_act=1, phase="play"),
       ),
       derivation="""
           SV-1.3, SV-3.1, SV-3.2: dealer 0, so seat 1 leads trick 1, and may lead any of its 13
           cards, its five hearts 9H 8H 7H 5H 2H included (no "hearts broken" rule).
       """,
    ),
    sv("play/must-follow-suit-and-card-not-in-hand", "Deal A, AS led: seat 2's only legal card is its one spade",
       "test_must_follow_suit_and_card_not_in_hand", ("SV-3.3",),
       (DEAL_A,), (
           "play AS",
           Legal(frozenset({"play 2S"}), to_act=2),
           Refuse("play AH", "E_MUST_FOLLOW_SUIT"),
           Refuse("play 3S", "E_CARD_NOT_IN_HAND"),
           Refuse("play 3D", "E_CARD_NOT_IN_HAND", rules=("SV-3.1", "SV-3.3", "SV-12.1")),
       ),
       derivation="""
           SV-3.3 and the refusal precedence. Deal A, seat 1 leads AS; seat 2 holds one spade (2S),
           so its only legal play is 2S. `play AH` (held, off-suit) -> E_MUST_FOLLOW_SUIT (rule SV-3.3).
           `play 3S` (seat 3's card) -> E_CARD_NOT_IN_HAND. `play 3D` is neither held nor of the
           suit led: E_CARD_NOT_IN_HAND comes first in the precedence list.
       """,
    ),
    sv("play/void-player-may-play-any-card", "A player void in the suit led may play any card, hearts included",
       "test_void_player_may_play_any_card_including_a_heart", ("SV-3.3", "SV-3.5"),
       (DEAL_A,), (
           plays("AS 2S 3S 4S"),
           Legal(to_act=1),
           "play KS",
           Legal(play_set("AH KH QH JH 4H AD KD 9D 8D 6C 5C 2C")),
       ),
       derivation="""
           SV-3.3: after T1 (AS 2S 3S 4S, won by seat 1, who leads again: SV-3.5) seat 1 leads KS.
           Seat 2 has no spade left, so every one of its 12 remaining cards is legal, the hearts
           AH KH QH JH 4H included.
       """,
    ),
    sv("play/off-suit-heart-never-wins", "An off-suit ace of hearts cannot win a spade trick",
       "test_off_suit_heart_never_wins", ("SV-3.4",),
       (DEAL_A,), (
           all_plays(TRICKS_A[:2]),
           tricks(1, *TRICKS_A[:2]),
           Legal(to_act=1),
       ),
       derivation="""
           SV-3.4: T2 of Deal A is KS AH 5S 6S. Spades were led; the AH of seat 2 is of another suit
           and cannot win, so KS (seat 1) wins and seat 1 leads T3 and has captured the AH.
       """,
    ),
    sv("scoring/sweep-with-the-ace-doubles", "Deal P: one player captures all 13 hearts, 17 points, doubled to 34",
       "test_sweep_with_the_ace_doubles", ("SV-3.2", "SV-4.3"),
       (Deal(HANDS_P),), whole_round(TRICKS_P,
           Results((SVResult(seats={"hearts": (0, 13, 0, 0), "heart_points": (0, 17, 0, 0)},
                             sides={"sweep": (False, True, False, False), "round_points": (0, 34, 0, 0)},
                             champions=(1,), changes=(0, 34, 0, 0)),)),
       ),
       derivation="""
           SV-3.2, SV-4.3: Deal P. Seat 1 leads hearts from trick 1 and, the only heart holder,
           wins all 13 tricks: 13 hearts, 12 + 5 = 17 heart points, a sweep: 2 x 17 = 34.
           Others captured no heart: 0 (SV-4.4). Changes (0, 34, 0, 0). Champion seat 1.
       """,
    ),
    sv("scoring/sweep-all-thirteen-four-players", "sweep all_thirteen with 4 players: all 13 hearts are in play, still a sweep",
       "test_sweep_all_thirteen_with_four_players_still_sweeps", ("SV-4.3",),
       (Deal(HANDS_P),), whole_round(TRICKS_P,
           Results((SVResult(sides={"sweep": (False, True, False, False)}, changes=(0, 34, 0, 0)),)),
       ), options={"sweep": "all_thirteen"},
       derivation="""
           SV-4.3 `sweep: all_thirteen`: with 4 players no heart is dead, so seat 1's 13 hearts in
           Deal P are all thirteen: still a sweep, 34.
       """,
    ),
    sv("scoring/champion-only-scores-with-a-tie", "champion only_champion_scores: two tied champions both score, the rest 0",
       "test_champion_only_scores_with_a_tie", ("SV-4.5", "SV-4.6"),
       (DEAL_A,), whole_round(TRICKS_A,
           Results((SVResult(champions=(1, 2), seats={"heart_points": (0, 6, 6, 5)}, sides={"round_points": (0, 6, 6, 0)},
                             changes=(0, 6, 6, 0)),)),
       ), options={"champion": "only_champion_scores"},
       derivation="""
           SV-4.5 `champion: only_champion_scores`, SV-4.6: Deal A gives heart points (0, 6, 6, 5).
           Seats 1 and 2 tie for the most (6): both are champions and both score; seat 3's 5 is
           removed. Round points and changes (0, 6, 6, 0).
       """,
    ),
)

# ============================================================================ 3 and 5 players

THREE = {"players": 3}
FIVE = {"players": 5}

TABLES: tuple[Scenario, ...] = (
    sv("scoring/three-players-sweep-all-in-play", "Example SV-4.3-a: 3 players, 2H dead; 12 hearts are all in play, a sweep of 32",
       "test_three_players_example_sweep_all_in_play", ("SV-2.2", "SV-2.4", "SV-4.3"),
       (DEAL_E,), (
           Legal(to_act=1),
           *played_tricks(1, TRICKS_E),
           Results((SVResult(dead="2H", hearts_in_play=12, seats={"hearts": (0, 12, 0), "heart_points": (0, 16, 0)},
                             sides={"sweep": (False, True, False)}, champions=(1,), changes=(0, 32, 0)),)),
       ), options=THREE,
       derivation="""
           Example SV-4.3-a, SV-2.2, SV-2.4, SV-4.3 (`all_in_play`, the default). 3 players, 17
           cards each, 2H dead. Dealer 0, seat 1 leads AH..3H (seats 2 and 0 void in hearts, they
           discard), then AS..TS (seat 2 must follow with 9S..5S, below). Seat 1 wins all 17 tricks:
           12 hearts = all the hearts in play, KH..3H 11 + AH 5 = 16 points, sweep -> 32.
           Changes (0, 32, 0); dead (2H) revealed; hearts in play 12.
       """,
    ),
    sv("scoring/three-players-all-thirteen-no-sweep", "Example SV-4.3-a, sweep all_thirteen: 2H is dead, so no sweep; 16",
       "test_three_players_example_all_thirteen_no_sweep", ("SV-4.3",),
       (DEAL_E,), (
           all_plays(TRICKS_E),
           Results((SVResult(sides={"sweep": (False, False, False), "round_points": (0, 16, 0)}, changes=(0, 16, 0)),)),
       ), options={**THREE, "sweep": "all_thirteen"},
       derivation="""
           Example SV-4.3-a with `sweep: all_thirteen`: seat 1 has 12 hearts, not 13 (2H is dead),
           so nobody can sweep: round points 16, changes (0, 16, 0).
       """,
    ),
    sv("play/three-players-follow-suit", "3 players, Deal E: after the hearts, seat 2 must follow AS with a spade",
       "test_three_players_follow_suit_and_next_dealer", ("SV-3.3",),
       (DEAL_E,), (
           all_plays(TRICKS_E[:12]),
           "play AS",
           Legal(play_set("9S 8S 7S 6S 5S")),
       ), options=THREE,
       derivation="""
           SV-3.3, SV-1.4, SV-1.3 with Deal E. After the 12 heart tricks, seat 1 leads AS; seat 2
           kept 9S 8S 7S 6S 5S (it discarded 2S 3S 4S on hearts) and must follow with one of them.
           After the round, the deal passes to seat 1; a queued deal starts with seat 1 dealing and
           seat 2 (its left) to lead.
       """,
    ),
    sv("game-end/three-players-next-dealer", "3 players: the deal passes to seat 1, and seat 2 leads the next round",
       "test_three_players_follow_suit_and_next_dealer", ("SV-1.3", "SV-1.4"),
       (DEAL_E, DEAL_E), (
           all_plays(TRICKS_E),
           Legal(to_act=2, phase="play"),
       ), options=THREE),
    sv("play/three-players-dealer-two-eldest-wraps", "3 players, dealer 2: the eldest hand is seat 0",
       "test_three_players_dealer_two_eldest_wraps_to_zero", ("SV-1.3", "CD-7"),
       (DEAL_E,), (
           Legal(play_set(HANDS_E[0]), to_act=0),
       ), options=THREE, dealer=2,
       derivation="""
           SV-1.3, CD-7: with 3 players and dealer 2 the eldest hand is seat (2 + 1) mod 3 = 0,
           who may lead any of its 17 cards.
       """,
    ),
    sv("scoring/five-players-sweep-all-in-play", "5 players, AH and 2C dead: 12 hearts without the ace sweep to 24",
       "test_five_players_sweep_without_the_ace_all_in_play", ("SV-2.2", "SV-2.4", "SV-4.3"),
       (DEAL_F,), (
           Legal(to_act=1),
           *played_tricks(1, TRICKS_F),
           Results((SVResult(dead="AH 2C", hearts_in_play=12, seats={"hearts": (0, 12, 0, 0, 0), "heart_points": (0, 12, 0, 0, 0)},
                             sides={"sweep": (False, True, False, False, False), "round_points": (0, 24, 0, 0, 0)},
                             changes=(0, 24, 0, 0, 0)),)),
       ), options=FIVE,
       derivation="""
           SV-2.2, SV-2.4, SV-4.3 with Deal F: 5 players, 10 cards each, AH and 2C dead.
           Seat 1 leads AS..5S; in T1 seats 2, 3, 4 must follow with 4S, 3S, 2S; from T2 only seat 1
           has spades, so it wins all 10 tricks and captures every discarded heart: KH..2H, 12 hearts
           = all the hearts in play, 12 points (no ace), sweep -> 24. Changes (0, 24, 0, 0, 0).
           Dead cards revealed in canonical order: AH 2C; hearts in play 12.
       """,
    ),
    sv("scoring/five-players-dead-heart-all-thirteen", "5 players, AH dead, sweep all_thirteen: 12 hearts score 12, not doubled",
       "test_five_players_dead_heart_all_thirteen_no_sweep", ("SV-4.3",),
       (DEAL_F,), (
           all_plays(TRICKS_F),
           Results((SVResult(sides={"sweep": (False,) * 5}, changes=(0, 12, 0, 0, 0)),)),
       ), options={**FIVE, "sweep": "all_thirteen"},
       derivation="""
           SV-4.3 `sweep: all_thirteen`, Deal F: AH is dead, so 13 hearts cannot be captured; seat 1's
           12 hearts score 12, not doubled. Changes (0, 12, 0, 0, 0).
       """,
    ),
    sv("play/five-players-follow-then-void", "5 players: seat 2 must follow with its one spade, then is void",
       "test_five_players_follow_then_void", ("SV-3.3",),
       (DEAL_F,), (
           "play AS",
           Legal(frozenset({"play 4S"})),
           Refuse("play KH", "E_MUST_FOLLOW_SUIT"),
           plays("4S 3S 2S 3C KS"),
           Legal(play_set("KH QH JH TH 9H 8H AD KD QD")),
       ), options=FIVE,
       derivation="""
           SV-3.3 with Deal F. Seat 1 leads AS: seat 2 holds exactly one spade, 4S, so that is its only
           legal card. In T2 (KS led) seat 2 is void in spades and may play any of its 9 cards,
           hearts included.
       """,
    ),
)

# ============================================================================ game end (SV-5)

GAME_END: tuple[Scenario, ...] = (
    sv("game-end/target-reached-single-winner", "Target 34: seat 1's sweep reaches it; game over, every action refused",
       "test_target_reached_single_winner_and_game_over_refusals", ("SV-5.1", "SV-5.2"),
       (Deal(HANDS_P),), (
           all_plays(TRICKS_P),
           Final(scores=(0, 34, 0, 0), winner=1, phase="game_over"),
           Legal(frozenset(), to_act=None),
           Refuse("play AS", "E_GAME_OVER"),
           Refuse("play AS", "E_GAME_OVER", seat=2),
           Refuse("bid 3", "E_GAME_OVER"),
           Refuse("play 10S", "E_BAD_ACTION", rules=("CD-4", "CD-6")),
       ), options={"target": 34},
       derivation="""
           SV-5.1, SV-5.2, refusal precedence. `target: 34`, Deal P: seat 1 scores 34 >= 34 and is
           the only side at the target -> winner 1, game over. Afterwards any action is refused with
           E_GAME_OVER (rule SV-5.2), even with a wrong seat stated (E_GAME_OVER precedes
           E_NOT_YOUR_TURN); an unparsable string is still E_BAD_ACTION (first in the list).
       """,
    ),
    sv("game-end/target-just-missed-plays-on", "Target 35: 34 falls short; no winner, the game waits for a deal",
       "test_target_just_missed_plays_on", ("SV-5.1",),
       (Deal(HANDS_P),), (
           all_plays(TRICKS_P),
           Final(winner=None, phase="awaiting_deal"),
       ), options={"target": 35},
       derivation="""
           SV-5.1: `target: 35`, Deal P: 34 < 35, nobody has reached it; no winner, the game waits
           for the next deal (dealer seat 1, SV-1.4).
       """,
    ),
    sv("game-end/several-reach-target-highest-wins", "Kleine Liefde, target 30: seats 2 and 3 reach it; the highest wins",
       "test_several_reach_target_highest_wins", ("SV-5.2", "SV-9.1"),
       (DEAL_A,), (
           all_plays(TRICKS_A),
           Final(scores=(0, 27, 47, 30), winner=2, phase="game_over"),
       ), options={"kleine_liefde": True, "target": 30},
       derivation="""
           SV-5.2 with Kleine Liefde (SV-9.1), `target: 30`, Deal A: scores (0, 27, 47, 30).
           Seats 2 (47) and 3 (30, exactly the target) have reached 30; the highest, seat 2, wins.
       """,
    ),
    sv("game-end/tie-at-the-top-plays-on", "Target 6: a tie at the top plays on; the next round's sweep decides",
       "test_tie_at_the_top_plays_on", ("SV-1.4", "SV-5.3"),
       (DEAL_A, DEAL_Q), (
           all_plays(TRICKS_A),
           Legal(to_act=2, phase="play"),
           all_plays(TRICKS_Q),
           Tricks(tricks(1, *TRICKS_A).tricks + tricks(2, *TRICKS_Q).tricks),
           Results((SVResult(scores=(0, 6, 6, 5)), SVResult(changes=(0, 0, 34, 0)))),
           Final(scores=(0, 6, 40, 5), winner=2),
       ), options={"target": 6},
       derivation="""
           SV-5.3 (`tie: play_on`), SV-1.4. `target: 6`, Deal A: scores (0, 6, 6, 5); seats 1 and 2
           reached 6 but tie for the highest, so nobody wins and round 2 is dealt by seat 1 (eldest
           seat 2). Round 2 is Deal Q: seat 2 holds all hearts, wins all 13 tricks, sweeps 34.
           Scores (0, 6, 40, 5): seat 2 alone is highest -> winner 2.
       """,
    ),
)

# ============================================================================ refusals

REFUSALS: tuple[Scenario, ...] = (
    sv("refusal/bad-action-strings", "Strings that do not parse are E_BAD_ACTION, even with a wrong seat stated",
       "test_bad_action_strings", ("CD-6",),
       (DEAL_A,), (
           *(Refuse(text, "E_BAD_ACTION", rules=("CD-4", "CD-6") if text in ("play 10S", "play as") else ("CD-6",))
             for text in ("play 10S", "Play AS", "play as", "play  AS", "play AS ", "bid 05", "bid -1", "curse h", "discard", "pass AS")),
           Refuse("play 10S", "E_BAD_ACTION", seat=3, rules=("CD-4", "CD-6")),
       ),
       derivation="""
           CD-6, SV refusal table: strings that do not parse are E_BAD_ACTION (rule CD-6), before
           any other check, even with a wrong seat stated (precedence: E_BAD_ACTION first).
       """,
    ),
    sv("refusal/not-your-turn", "A wrong seat is refused before the phase; the seat to act is accepted",
       "test_not_your_turn", ("CD-7",),
       (DEAL_A,), (
           Refuse("play AS", "E_NOT_YOUR_TURN", seat=2),
           Refuse("play 2S", "E_NOT_YOUR_TURN", seat=2),
           Refuse("bid 3", "E_NOT_YOUR_TURN", seat=2, rules=("CD-7", "CD-9")),
           Act("play AS", 1),
           Legal(to_act=2),
       ),
       derivation="""
           CD-7: seat 1 is to act at the first lead of Deal A. Stating seat 2 is E_NOT_YOUR_TURN
           (rule CD-7), even for a card seat 2 holds (2S) and even for an action of the wrong phase
           (E_NOT_YOUR_TURN precedes E_WRONG_PHASE). Stating seat 1 is accepted.
       """,
    ),
    sv("refusal/wrong-phase-during-play", "In the play phase a bid, a pass, a curse, a trump and a discard are refused",
       "test_wrong_phase_during_play", ("SV-3.1",),
       (DEAL_A,), tuple(wrong_phase(text, "play") for text in ("bid 3", "pass", "curse S", "trump H", "discard AS KS")),
       derivation="""
           SV refusal table, E_WRONG_PHASE: in the play phase (rule SV-3.1) of a standard game, a bid,
           a pass, a curse, a trump and a discard are all refused with E_WRONG_PHASE.
       """,
    ),
    sv("refusal/discard-naming-a-card-twice", "'discard AS AS' parses, belongs to no phase: E_WRONG_PHASE, not a duplicate",
       "test_wrong_phase_for_a_discard_naming_a_card_twice", ("CD-6", "SV-3.1"),
       (DEAL_A,), (wrong_phase("discard AS AS", "play"),),
       derivation="""
           CD-6: `discard AS AS` is well formed. In Smoorverliefd a discard never belongs to any
           phase, and E_DUPLICATE_CARD is not in the SV refusal table; by the precedence list
           (E_BAD_ACTION; E_GAME_OVER; ...; E_WRONG_PHASE) the refusal is E_WRONG_PHASE (SV-3.1).
       """,
    ),
    sv("refusal/awaiting-deal-refusals", "Waiting for a deal: every well-formed action is E_WRONG_PHASE, a wrong seat too",
       "test_awaiting_deal_refusals", ("SV-2.3",),
       (DEAL_A,), whole_round(TRICKS_A,
           Legal(frozenset(), to_act=None, phase="awaiting_deal"),
           wrong_phase("play AS", "awaiting_deal"),
           wrong_phase("play AS", "awaiting_deal", seat=3),
           wrong_phase("curse S", "awaiting_deal"),
           Refuse("Play AS", "E_BAD_ACTION"),
       ),
       derivation="""
           SV refusal table and precedence: after Deal A with no deal queued (nobody at 50), every
           well-formed action is E_WRONG_PHASE with rule SV-2.3, even with a seat stated (waiting for a
           deal precedes E_NOT_YOUR_TURN); a bad string stays E_BAD_ACTION. Nobody is to act and there
           is no legal action. add_deal then starts round 2 with dealer 1 and seat 2 to lead.
       """,
    ),
    sv("game-end/awaiting-deal-next-deal", "A further deal after Deal A: seat 1 deals it and seat 2 leads",
       "test_awaiting_deal_refusals", ("SV-1.4", "SV-2.3"),
       (DEAL_A, DEAL_Q), (
           all_plays(TRICKS_A),
           Legal(to_act=2, phase="play"),
       )),
)

# ============================================================================ met Troef (SV-6)

TROEF = {"troef": True}

MET_TROEF: tuple[Scenario, ...] = (
    sv("play/example-6-3-a-standard", "Example SV-6.3-a, standard: off-suit hearts do not win; KS takes the trick",
       "test_troef_example_first_trick_standard_vs_troef", ("SV-3.4",),
       (Deal(HANDS_T),), (
           plays("5S KS 2H 3H"),
           Tricks(((0, "5S KS 2H 3H", 1),)),
           Legal(to_act=1),
       ), dealer=3,
       derivation="""
           Example SV-6.3-a on Deal T (dealer 3, seat 0 leads): 5S KS 2H 3H, seats 2 and 3 void in
           spades. Standard: KS is the highest spade, seat 1 wins (SV-3.4) and leads next.
           `troef: true`: 3H is the highest heart, seat 3 wins (SV-6.3) and leads next.
       """,
    ),
    sv("play/example-6-3-a-troef", "Example SV-6.3-a, met Troef: the highest heart 3H takes the trick",
       "test_troef_example_first_trick_standard_vs_troef", ("SV-6.1", "SV-6.3"),
       (Deal(HANDS_T),), (
           plays("5S KS 2H 3H"),
           Tricks(((0, "5S KS 2H 3H", 3),)),
           Legal(to_act=3),
       ), options=TROEF, dealer=3),
    sv("play/troef-must-follow-before-trumping", "met Troef: a heart may not replace a suit led that the player holds",
       "test_troef_must_follow_suit_before_trumping", ("SV-6.2",),
       (Deal(HANDS_T),), (
           "play 5S",
           Legal(play_set("AS KS QS JS")),
           Refuse("play 4H", "E_MUST_FOLLOW_SUIT", rules=("SV-6.2",)),
           "play KS",
           Legal(play_set(HANDS_T[2])),
       ), options=TROEF, dealer=3,
       derivation="""
           SV-6.2, Example SV-6.3-a third case. `troef: true`, Deal T, seat 0 leads 5S. Seat 1 holds
           AS KS QS JS: its legal plays are those four; `play 4H` (a heart while holding spades) is
           E_MUST_FOLLOW_SUIT with rule SV-6.2. Seat 2, void in spades, may play any of its 13 cards.
           In the standard game the same heart is refused under rule SV-3.3.
       """,
    ),
    sv("play/standard-heart-while-holding-led-suit", "Standard game: a heart while holding the spade led is refused (SV-3.3)",
       "test_troef_must_follow_suit_before_trumping", ("SV-3.3",),
       (Deal(HANDS_T),), (
           "play 5S",
           Refuse("play 4H", "E_MUST_FOLLOW_SUIT"),
       ), dealer=3),
    sv("play/troef-heart-lead-must-be-followed", "met Troef: a heart lead must be followed with a heart",
       "test_troef_heart_lead_must_be_followed", ("SV-6.2",),
       (Deal(HANDS_T),), (
           all_plays(TRICKS_T[:1]),
           "play AH",
           Legal(play_set("TS 9S 8S 7S 6S 4S 3S 2S 2D 5C 4C 2C")),
           "play 6S",
           Legal(play_set("JH TH 6H 4H")),
           Refuse("play AS", "E_MUST_FOLLOW_SUIT"),
       ), options=TROEF, dealer=3,
       derivation="""
           SV-6.2: when a heart is led, hearts must be followed. `troef: true`, Deal T after T1 (won
           by seat 3): seat 3 leads AH; seat 0 holds no heart and may play any of its 12 cards; seat 1
           holds JH TH 6H 4H and must play one of them; `play AS` is E_MUST_FOLLOW_SUIT (the card is
           not a heart, so the table gives rule SV-3.3).
       """,
    ),
    sv("play/troef-duty-none-by-default", "met Troef: a player void in the suit led may discard any card (troef_duty none)",
       "test_troef_duty_to_trump_when_void", ("SV-6.2", "SV-6.5"),
       (Deal(HANDS_T),), (
           "play 5S; play KS",
           Legal(play_set(HANDS_T[2]), to_act=2),
       ), options=TROEF, dealer=3,
       derivation="""
           SV-6.5 (troef_duty trump), R-SV-13. Deal T, dealer 3, seat 0 leads 5S, seat 1 follows KS.
           Seat 2 is void in spades and holds QH 8H 7H 5H 2H:
           - `troef_duty: none` (default): any of its 13 cards (the seed: "puede descartar cualquier
             carta");
           - `troef_duty: trump`: a heart is owed, legal QH 8H 7H 5H 2H; `play KD` is
             E_MUST_FOLLOW_SUIT citing SV-6.5.
           Seat 2 plays QH; seat 3, void in spades, holds AH KH 9H 3H: under `trump` any of the four
           (no duty to beat QH).
       """,
    ),
    sv("play/troef-duty-trump", "troef_duty trump: a player void in the suit led must play a heart if it holds one",
       "test_troef_duty_to_trump_when_void", ("SV-6.5",),
       (Deal(HANDS_T),), (
           "play 5S; play KS",
           Legal(play_set("QH 8H 7H 5H 2H"), to_act=2),
           Refuse("play KD", "E_MUST_FOLLOW_SUIT", rules=("SV-6.5",)),
           "play QH",
           Legal(play_set("AH KH 9H 3H"), to_act=3),
       ), options={**TROEF, "troef_duty": "trump"}, dealer=3),
    sv("play/troef-duty-overtrump", "troef_duty overtrump: a heart played to a trick holding a heart must beat it when it can",
       "test_troef_duty_to_overtrump", ("SV-6.3", "SV-6.5", "SV-6.6"),
       (Deal(HANDS_T),), (
           "play 5S; play KS",
           Legal(play_set("QH 8H 7H 5H 2H")),
           "play QH",
           Legal(play_set("AH KH"), to_act=3),
           Refuse("play 9H", "E_MUST_FOLLOW_SUIT", rules=("SV-6.6",)),
           "play KH",
           Legal(to_act=3),
           "play 9H",
           Legal(play_set("TS 9S 8S 7S 6S 4S 3S 2S 2D 5C 4C 2C"), to_act=0),
           "play 2D",
           Legal(play_set("JH TH"), to_act=1),
           Refuse("play 6H", "E_MUST_FOLLOW_SUIT", rules=("SV-6.6",)),
           "play JH",
           Legal(play_set("8H 7H 5H 2H"), to_act=2),
       ), options={**TROEF, "troef_duty": "overtrump"}, dealer=3,
       derivation="""
           SV-6.5, SV-6.6 (troef_duty overtrump), SV-6.3, R-SV-13. Deal T, dealer 3, `troef_duty:
           overtrump`. T1: 5S, KS, seat 2 trumps with QH (a heart is owed: legal QH 8H 7H 5H 2H); seat 3
           must beat QH: legal AH KH; `play 9H` is E_MUST_FOLLOW_SUIT citing SV-6.6. Seat 3 plays KH and
           wins (the highest heart, SV-6.3). T2: seat 3 leads 9H; seat 0 holds no heart: any of its 12
           cards; it plays 2D. Seat 1 holds JH TH 6H 4H and must beat 9H: legal JH TH; `play 6H`
           refused (SV-6.6). It plays JH. Seat 2 holds 8H 7H 5H 2H, none above JH: any of them.
       """,
    ),
    sv("scoring/troef-full-round", "met Troef, Deal T: hearts trump; scoring unchanged, seat 3 champion with 12",
       "test_troef_full_round", ("SV-6.1", "SV-6.2", "SV-6.3", "SV-6.4"),
       (Deal(HANDS_T),), (
           Legal(to_act=0),
           *played_tricks(0, TRICKS_T),
           Results((SVResult(seats={"hearts": (0, 4, 1, 8), "heart_points": (0, 4, 1, 12)}, champions=(3,), changes=(0, 4, 1, 12)),)),
       ), options=TROEF, dealer=3,
       derivation="""
           SV-6.1..SV-6.4 with Deal T (module constants). Hearts trump: T1 3H beats 2H and the spades;
           T3 seat 1's lone 6H trumps the diamonds (AD, KD); T4 seat 2's 7H trumps AC; T5 TH; T6 KH
           over QH, JH. T7-T13 have no heart: highest of the suit led (SV-3.4).
           Hearts: seat 3 2H 3H (T1), AH 4H 5H (T2), JH QH KH (T6) = 8 hearts, 5 + 7 = 12 points;
           seat 1 6H (T3), 8H 9H TH (T5) = 4; seat 2 7H (T4) = 1; seat 0 none. Total 17.
           Scoring unchanged (SV-6.4): changes (0, 4, 1, 12), champion seat 3.
       """,
    ),
)

# ============================================================================ Blind Love (SV-7)

BLIND = {"blind_love": True}

BLIND_LOVE: tuple[Scenario, ...] = (
    sv("bidding/blind-love-bids-and-refusals", "Blind Love: bids 0 to 13 from the eldest hand, no pass, need not rise",
       "test_blind_love_bidding_legal_and_refusals", ("SV-7.1", "SV-3.1"),
       (DEAL_A,), (
           Legal(bids(13), to_act=1, phase="bidding"),
           Refuse("pass", "E_MUST_BID"),
           Refuse("bid 14", "E_BID_TOO_HIGH"),
           wrong_phase("play AS", "bidding"),
           Refuse("bid 14", "E_NOT_YOUR_TURN", seat=2),
           *turns(("bid 5", 2), ("bid 0", 3), ("bid 13", 0)),
           "bid 13",
           Legal(to_act=1, phase="play"),
           wrong_phase("bid 2", "play"),
       ), options=BLIND,
       derivation="""
           SV-7.1: Deal A, dealer 0: bids go seat 1, 2, 3, 0. The legal actions are bid 0..bid 13
           (13 hearts in play). `pass` -> E_MUST_BID (SV-7.1); `bid 14` -> E_BID_TOO_HIGH (SV-7.1);
           a negative bid through the API -> E_BID_TOO_LOW; `play AS` -> E_WRONG_PHASE (SV-7.1);
           a wrong seat -> E_NOT_YOUR_TURN (before E_BID_TOO_HIGH). Bids need not rise: seat 1 bids 5,
           then seat 2 may bid 0. After the dealer's bid the eldest hand (seat 1) leads, and a bid is
           then E_WRONG_PHASE (SV-3.1).
       """,
    ),
    sv("scoring/blind-love-exact-fewer-more", "Blind Love: exact +10, fewer -10, more 0; the ace counts one card",
       "test_blind_love_exact_fewer_more", ("SV-7.2", "SV-7.3"),
       (DEAL_A,), whole_round(TRICKS_A,
           Results((SVResult(seats={"bid": (0, 2, 7, 3), "bid_adjustment": (10, 10, -10, 0)},
                             sides={"bid_adjustment": (10, 10, -10, 0), "round_points": (0, 6, 6, 5)},
                             changes=(10, 16, -4, 5), scores=(10, 16, -4, 5)),)),
           bidding=BIDS_A,
       ), options=BLIND,
       derivation="""
           SV-7.2, SV-7.3 on Deal A. Bids: seat 1 2, seat 2 7, seat 3 3, seat 0 0.
           Captured hearts (cards): (0, 2, 6, 5).
           seat 0: bid 0, 0 hearts, exact -> +10; change 0 + 10 = 10.
           seat 1: bid 2, AH KH = 2 cards (6 points; the ace counts 1 card, SV-7.2), exact -> +10; 16.
           seat 2: bid 7, 6 hearts, fewer -> -10; 6 - 10 = -4.
           seat 3: bid 3, 5 hearts, more -> 0; 5.
           Changes (10, 16, -4, 5).
       """,
    ),
    sv("scoring/blind-love-custom-bonus-and-penalty", "Blind Love with blind_bonus 3, blind_penalty 7",
       "test_blind_love_custom_bonus_and_penalty", ("SV-7.3",),
       (DEAL_A,), whole_round(TRICKS_A,
           Results((SVResult(seats={"bid_adjustment": (3, 3, -7, 0)}, changes=(3, 9, -1, 5)),)),
           bidding=BIDS_A,
       ), options={**BLIND, "blind_bonus": 3, "blind_penalty": 7},
       derivation="""
           SV-7.3 with `blind_bonus: 3`, `blind_penalty: 7`, Deal A, bids as above:
           seat 0 0 + 3 = 3; seat 1 6 + 3 = 9; seat 2 6 - 7 = -1; seat 3 5 + 0 = 5.
       """,
    ),
    sv("scoring/blind-love-sweep-does-not-double-bonus", "Blind Love: a sweep doubles the hearts (34), not the bonus (+10)",
       "test_blind_love_sweep_does_not_double_the_bonus", ("SV-4.3", "SV-7.3"),
       (Deal(HANDS_P),), whole_round(TRICKS_P,
           Results((SVResult(seats={"bid_adjustment": (10, 10, 10, -10)}, sides={"round_points": (0, 34, 0, 0)},
                             changes=(10, 44, 10, -10)),)),
           bidding="bid 13; bid 0; bid 1; bid 0",
       ), options=BLIND,
       derivation="""
           SV-7.3, SV-4.3: Deal P with bids seat 1 13, seat 2 0, seat 3 1, seat 0 0. Seat 1 sweeps
           (34) and made 13 exactly: +10, not doubled -> 44. Seats 2 and 0 bid 0 and took 0: +10.
           Seat 3 bid 1 and took 0: -10. Changes (10, 44, 10, -10).
       """,
    ),
    sv("scoring/blind-love-survives-only-champion-scores", "Blind Love with only_champion_scores: the adjustments stay",
       "test_blind_love_adjustment_survives_only_champion_scores", ("SV-4.5", "SV-7.3"),
       (DEAL_A,), whole_round(TRICKS_A,
           Results((SVResult(sides={"round_points": (0, 6, 6, 0)}, changes=(10, 16, -4, 0)),)),
           bidding=BIDS_A,
       ), options={**BLIND, "champion": "only_champion_scores"},
       derivation="""
           SV-4.5, SV-7.3: `champion: only_champion_scores` removes round points only. Deal A, bids
           as in test_blind_love_exact_fewer_more: round points (0, 6, 6, 0) (champions 1 and 2 tie);
           adjustments (+10, +10, -10, 0); changes (10, 16, -4, 0).
       """,
    ),
    sv("bidding/blind-love-five-players-dead-heart-caps-bids", "Blind Love, 5 players, AH dead: bids stop at 12; the dealer bids last",
       "test_blind_love_five_players_dead_heart_caps_bids", ("SV-2.4", "SV-7.1", "SV-7.3"),
       (DEAL_F,), (
           Legal(bids(12)),
           Refuse("bid 13", "E_BID_TOO_HIGH"),
           Legal(to_act=1),
           *turns(("bid 12", 2), ("bid 0", 3), ("bid 0", 4), ("bid 1", 0), ("bid 0", 1)),
           all_plays(TRICKS_F),
           Results((SVResult(seats={"bid": (0, 12, 0, 0, 1)}, changes=(10, 34, 10, 10, -10)),)),
       ), options={**FIVE, **BLIND},
       derivation="""
           SV-7.1, SV-2.4 with Deal F (5 players, AH dead): 12 hearts in play, so the legal bids are
           0..12 and `bid 13` is E_BID_TOO_HIGH. Bids from seat 1: 12, then seats 2, 3 bid 0, seat 4
           bids 1, seat 0 (the dealer, last) bids 0. Seat 1 sweeps all in play (24) and is exact
           (+10) -> 34; seats 2, 3, 0 took 0 hearts as bid -> +10; seat 4 took 0 < 1 -> -10.
           Changes (10, 34, 10, 10, -10).
       """,
    ),
)

# ============================================================================ Partner Smoorverliefd (SV-8)

PARTNERS = {"partners": True}

PARTNER: tuple[Scenario, ...] = (
    sv("scoring/partners-combine-pair-captures", "Partners: seats 0 and 2, 1 and 3 add up their hearts; side 1 champion",
       "test_partners_combine_pair_captures", ("SV-4.6", "SV-8.1", "SV-8.2"),
       (DEAL_A,), whole_round(TRICKS_A,
           Results((SVResult(seats={"heart_points": (0, 6, 6, 5)},
                             sides={"hearts": (6, 7), "heart_points": (6, 11), "sweep": (False, False)},
                             champions=(1,), changes=(6, 11)),)),
           Final(scores=(6, 11)),
       ), options=PARTNERS,
       derivation="""
           SV-8.1, SV-8.2, SV-4.6 on Deal A: side 0 = seats 0 and 2, side 1 = seats 1 and 3.
           Side 0: hearts 0 + 6 = 6, points 0 + 6 = 6. Side 1: hearts 2 + 5 = 7, points 6 + 5 = 11.
           No sweep. Champions (1,). Changes (6, 11); scores per pair.
       """,
    ),
    sv("scoring/partners-pair-sweep-together", "Example SV-8.3-a: the pair's 8 and 5 hearts are all 13: a sweep of 34",
       "test_partners_pair_sweep_together", ("SV-8.3",),
       (Deal(HANDS_S),), (
           Legal(to_act=0),
           *played_tricks(0, TRICKS_S),
           Results((SVResult(seats={"hearts": (8, 0, 5, 0), "heart_points": (12, 0, 5, 0)},
                             sides={"hearts": (13, 0), "heart_points": (17, 0), "sweep": (True, False)}, changes=(34, 0)),)),
       ), options=PARTNERS, dealer=3,
       derivation="""
           Example SV-8.3-a with Deal S (dealer 3, seat 0 leads). T1-T8: seat 0 leads AS..7S, seat 1
           (all hearts) discards AH..7H, seat 2 follows 6S..2S then discards 9D 8D 7D, seat 3 clubs:
           seat 0 wins all 8 (8 hearts, 12 points). T9: seat 0 leads 6D, seat 2's AD wins; seat 2
           leads KD..TD and wins T10-T13 with seat 1 discarding 5H..2H (seat 2: 6H..2H, 5 points).
           Side 0: 13 hearts, 17 points. `pair_sweep: together`: sweep, 34; changes (34, 0).
       """,
    ),
    sv("scoring/partners-pair-sweep-single-player", "Example SV-8.3-a, pair_sweep single_player: neither partner took all 13",
       "test_partners_pair_sweep_single_player", ("SV-8.3",),
       (Deal(HANDS_S),), (
           all_plays(TRICKS_S),
           Results((SVResult(sides={"sweep": (False, False)}, changes=(17, 0)),)),
       ), options={**PARTNERS, "pair_sweep": "single_player"}, dealer=3,
       derivation="""
           SV-8.3 `pair_sweep: single_player`, Deal S: neither seat 0 (8) nor seat 2 (5) took all 13,
           so no sweep: changes (17, 0).
       """,
    ),
    sv("scoring/partners-single-player-sweep-by-one", "pair_sweep single_player: one partner alone took all 13, the pair sweeps",
       "test_partners_single_player_sweep_by_one_player", ("SV-8.3",),
       (Deal(HANDS_P),), whole_round(TRICKS_P,
           Results((SVResult(sides={"sweep": (False, True)}, changes=(0, 34)),)),
       ), options={**PARTNERS, "pair_sweep": "single_player"},
       derivation="""
           SV-8.3 `pair_sweep: single_player`, Deal P: seat 1 alone took all 13 hearts (17 points), so
           its pair (side 1) sweeps: 34. Changes (0, 34).
       """,
    ),
    sv("scoring/partners-with-blind-love", "Partners with Blind Love: each judged on their own hearts, the pair gets both",
       "test_partners_with_blind_love", ("SV-7.4", "SV-8.2"),
       (DEAL_A,), whole_round(TRICKS_A,
           Results((SVResult(seats={"bid_adjustment": (10, 10, -10, 0)}, sides={"bid_adjustment": (0, 10)}, changes=(6, 21)),)),
           bidding=BIDS_A,
       ), options={**PARTNERS, **BLIND},
       derivation="""
           SV-7.4, SV-8.2: each player is judged on their own hearts; the adjustments go to the pair.
           Deal A, bids seat 1 2, seat 2 7, seat 3 3, seat 0 0 -> seat adjustments (+10, +10, -10, 0).
           Side 0 (seats 0, 2): 6 + 10 - 10 = 6. Side 1 (seats 1, 3): 11 + 10 + 0 = 21.
       """,
    ),
)

# ============================================================================ Kleine Liefde (SV-9)

KLEINE = {"kleine_liefde": True}

KLEINE_LIEFDE: tuple[Scenario, ...] = (
    sv("scoring/kleine-liefde-rank-values", "Kleine Liefde, Deal A: hearts by rank, the ace 14; seat 2 champion with 47",
       "test_kleine_liefde_rank_values", ("SV-9.1", "SV-9.2"),
       (DEAL_A,), whole_round(TRICKS_A,
           Results((SVResult(seats={"hearts": (0, 2, 6, 5), "heart_points": (0, 27, 47, 30)}, champions=(2,), changes=(0, 27, 47, 30)),)),
       ), options=KLEINE,
       derivation="""
           SV-9.1, SV-9.2 on Deal A: seat 1 AH 14 + KH 13 = 27 (the ace is 14, no 5 on top);
           seat 2 2 + 12 + 3 + 11 + 10 + 9 = 47; seat 3 8 + 7 + 6 + 5 + 4 = 30; total 104.
           Champion seat 2 alone. Changes (0, 27, 47, 30).
       """,
    ),
    sv("scoring/kleine-liefde-sweep-doubles", "Kleine Liefde: all 13 hearts are 104, doubled by the sweep to 208",
       "test_kleine_liefde_sweep_doubles", ("SV-4.3", "SV-9.1", "SV-9.2"),
       (Deal(HANDS_P),), whole_round(TRICKS_P,
           Results((SVResult(seats={"heart_points": (0, 104, 0, 0)}, sides={"sweep": (False, True, False, False)},
                             changes=(0, 208, 0, 0)),)),
       ), options=KLEINE,
       derivation="""
           SV-9.1, SV-9.2, SV-4.3: Deal P, seat 1 takes all 13 hearts = 104 points, sweep -> 208.
       """,
    ),
    sv("scoring/kleine-liefde-only-champion-scores", "Kleine Liefde with only_champion_scores: only seat 2 scores",
       "test_kleine_liefde_only_champion_scores", ("SV-4.5", "SV-9.2"),
       (DEAL_A,), whole_round(TRICKS_A,
           Results((SVResult(champions=(2,), changes=(0, 0, 47, 0)),)),
       ), options={**KLEINE, "champion": "only_champion_scores"},
       derivation="""
           SV-9.2, SV-4.5 (cf. Example SV-9.1-a): Deal A under Kleine Liefde, the only champion is
           seat 2 (47); with `only_champion_scores` the changes are (0, 0, 47, 0).
       """,
    ),
    sv("scoring/kleine-liefde-bids-count-cards", "Kleine Liefde with Blind Love: bids still count heart cards",
       "test_kleine_liefde_bids_count_cards", ("SV-7.2", "SV-9.2"),
       (DEAL_A,), whole_round(TRICKS_A,
           Results((SVResult(changes=(10, 37, 37, 30)),)),
           bidding=BIDS_A,
       ), options={**KLEINE, **BLIND},
       derivation="""
           SV-9.2, SV-7.2: Blind Love bids count heart cards under Kleine Liefde too. Deal A, bids
           seat 1 2, seat 2 7, seat 3 3, seat 0 0. Seat 1 took 2 cards (27 points): exact, +10 -> 37.
           Seat 2: 47 - 10 = 37. Seat 3: 30 + 0. Seat 0: 0 + 10. Changes (10, 37, 37, 30).
       """,
    ),
)

# ============================================================================ Cupid's Arrow (SV-10)

CUPID = {"cupids_arrow": True}
ALL_CURSES = frozenset({"curse S", "curse H", "curse D", "curse C"})


def _other_curse(suit: str, extra: Mapping[str, JSONScalar], counts: tuple[int, ...], changes: tuple[int, ...]) -> Scenario:
    label = ", ".join(f"{k} {v}" for k, v in extra.items())
    return sv(f"scoring/cupids-arrow-curse-{suit.lower()}", f"Cupid's Arrow, round 2 cursing {suit}{' (' + label + ')' if label else ''}",
              "test_cupids_arrow_other_curses", ("SV-10.3", "SV-10.4"),
              (DEAL_A, DEAL_C), (
                  all_plays(TRICKS_A),
                  f"curse {suit}",
                  all_plays(TRICKS_C),
                  Results((SVResult(), SVResult(seats={"cursed_cards": counts}, changes=changes))),
              ), options={**CUPID, **extra},
        derivation="""
            SV-10.3, SV-10.4: round 2 (Deal C, dealer 0, heart points (7, 0, 10, 0)) with another cursed
            suit; the single side with the most cursed cards loses `curse_penalty` (5, or 2 when set).

            Spades: seat 1 took its own 6 + seat 0's 6 (T1-T6) = 12, seat 2 took 2S (T7) = 1.
            Hearts (cursable by default): seat 0 3, seat 2 10 -> seat 2 loses 5.
            Diamonds: seat 1 took 8D..3D (T1-T6) = 6; seat 2 2D AD KD QD JD TD 9D = 7.
        """,
    )


CUPIDS_ARROW: tuple[Scenario, ...] = (
    sv("scoring/cupids-arrow-two-rounds-curse-tie", "Cupid's Arrow: the fewest heart points deals and curses; tied sides both lose 5",
       "test_cupids_arrow_two_rounds_curse_tie_penalty", ("SV-10.1", "SV-10.2", "SV-10.3", "SV-10.4"),
       (DEAL_A, DEAL_C, DEAL_A), (
           Legal(to_act=1, phase="play"),
           wrong_phase("curse S", "play"),
           all_plays(TRICKS_A),
           Legal(ALL_CURSES, to_act=0, phase="curse"),
           "curse C",
           Legal(to_act=1, phase="play"),
           all_plays(TRICKS_C),
           Legal(to_act=1, phase="curse"),
           Tricks(tricks(1, *TRICKS_A).tricks + tricks(1, *TRICKS_C).tricks),
           Results((SVResult(cursed=None, scores=(0, 6, 6, 5)),
                    SVResult(dealer=0, cursed="C", seats={"cursed_cards": (1, 6, 6, 0), "heart_points": (7, 0, 10, 0)},
                             sides={"curse_penalty": (0, -5, -5, 0)}, changes=(7, -5, 5, 0), scores=(7, 1, 11, 5)))),
       ), options=CUPID,
       derivation="""
           SV-10.1..SV-10.4, Deal A then Deal C.

           Round 1 (dealer 0): no curse (SV-10.1), seat 1 leads at once. Heart points (0, 6, 6, 5),
           scores (0, 6, 6, 5). Fewest: seat 0 alone (0), so seat 0 deals round 2 (SV-10.2), not
           seat 1. Round 2 opens in the curse phase, seat 0 to act, all four suits legal.
           Seat 0 curses clubs; seat 1 (eldest) leads. Deal C (see TRICKS_C): seat 1 wins T1-T6, each
           with one of seat 3's clubs AC..9C (6 clubs); seat 2 wins T7-T12, with 8C..3C (6 clubs);
           seat 0 wins T13 with 2C (1 club). Cursed cards (1, 6, 6, 0): seats 1 and 2 tie for the most,
           both lose 5 (SV-10.4). Hearts: seat 0 AH 2H 3H = 7; seat 2 KH..9H (from seat 0) and 8H..4H
           (from seat 1) = 10; seats 1, 3 none. Changes (7, 0-5, 10-5, 0) = (7, -5, 5, 0); scores
           (7, 1, 11, 5). Round 3: fewest heart points are seats 1 and 3 (0); clockwise from the
           left of dealer 0 the order is 1, 2, 3, 0, so seat 1 deals.
       """,
    ),
    sv("game-end/cupids-arrow-dealer-tie-clockwise", "Cupid's Arrow: a tie for the fewest goes clockwise from the dealer's left",
       "test_cupids_arrow_dealer_tie_goes_clockwise_from_left_of_dealer", ("SV-10.2",),
       (Deal(HANDS_P), DEAL_Q), whole_round(TRICKS_P,
           Legal(to_act=2, phase="curse"),
       ), options=CUPID,
       derivation="""
           SV-10.2 tie rule: Deal P (dealer 0) leaves heart points (0, 17, 0, 0). Seats 0, 2, 3 tie
           for the fewest; clockwise from the left of dealer 0 the order is 1, 2, 3, 0, so seat 2
           deals round 2 (the previous dealer, seat 0, comes last). Round 2 starts with seat 2's
           curse.
       """,
    ),
    sv("refusal/cupids-arrow-hearts-may-not-be-cursed", "curse_hearts false: 'curse H' is refused; the other three suits are legal",
       "test_cupids_arrow_hearts_may_not_be_cursed_when_off", ("SV-10.3",),
       (DEAL_A, DEAL_C), (
           all_plays(TRICKS_A),
           Legal(frozenset({"curse S", "curse D", "curse C"}), phase="curse"),
           Refuse("curse H", "E_CANNOT_CURSE_HEARTS"),
           Refuse("curse H", "E_NOT_YOUR_TURN", seat=1),
           wrong_phase("play 8S", "curse"),
           wrong_phase("bid 2", "curse"),
           Act("curse S", 0),
           Legal(phase="play"),
       ), options={**CUPID, "curse_hearts": False},
       derivation="""
           SV-10.3 `curse_hearts: false`: round 2 of Deal A + Deal C (dealer 0). The legal curses are
           S, D, C; `curse H` -> E_CANNOT_CURSE_HEARTS (rule SV-10.3), but a wrong seat first gives
           E_NOT_YOUR_TURN; a play in the curse phase is E_WRONG_PHASE (rule SV-10.3), so is a bid.
       """,
    ),
    _other_curse("S", {"curse_penalty": 2}, (0, 12, 1, 0), (7, -2, 10, 0)),
    _other_curse("H", {}, (3, 0, 10, 0), (7, 0, 5, 0)),
    _other_curse("D", {}, (0, 6, 7, 0), (7, 0, 5, 0)),
    sv("bidding/cupids-arrow-with-blind-love-order", "Cupid's Arrow with Blind Love: curse, then bids, then play",
       "test_cupids_arrow_with_blind_love_order_and_dealer", ("SV-10.2", "SV-10.3", "SV-11"),
       (DEAL_A, DEAL_C), (
           Legal(phase="bidding"),
           BIDS_A,
           all_plays(TRICKS_A),
           Legal(to_act=0, phase="curse"),
           wrong_phase("bid 3", "curse"),
           wrong_phase("pass", "curse"),
           "curse D",
           Legal(bids(13), to_act=1, phase="bidding"),
           wrong_phase("play AS", "bidding"),
           Results((SVResult(changes=(10, 16, -4, 5)),)),
       ), options={**CUPID, **BLIND},
       derivation="""
           SV-10.2, SV-10.3, SV-11, R-SV-12 (curse, then bids, then play). Round 1 Deal A with bids
           seat 1 2, seat 2 7, seat 3 3, seat 0 0: changes (10, 16, -4, 5). The next dealer is chosen on
           heart points (0, 6, 6, 5), not on changes or scores (where seat 2 is lowest): seat 0.
           Round 2 opens with seat 0's curse; a bid then is E_WRONG_PHASE (rule SV-10.3). After
           `curse D` the bids start with seat 1, range 0..13; a play is E_WRONG_PHASE (SV-7.1).
       """,
    ),
    sv("scoring/cupids-arrow-with-partners", "Cupid's Arrow with partners: the player deals, the pair is cursed; sweep not on the penalty",
       "test_cupids_arrow_with_partners", ("SV-4.3", "SV-8.2", "SV-8.3", "SV-10.2", "SV-10.4"),
       (DEAL_A, DEAL_C, DEAL_A), (
           all_plays(TRICKS_A),
           Legal(to_act=0, phase="curse"),
           "curse C",
           all_plays(TRICKS_C),
           Legal(to_act=1, phase="curse"),
           Results((SVResult(changes=(6, 11)),
                    SVResult(sides={"cursed_cards": (7, 6), "curse_penalty": (-5, 0), "hearts": (13, 0), "sweep": (True, False),
                                    "round_points": (34, 0)}, changes=(29, 0), scores=(35, 11)))),
       ), options={**CUPID, **PARTNERS},
       derivation="""
           SV-10.2, SV-10.4, SV-8.2, SV-8.3, SV-4.3. Round 1 Deal A with partners: changes (6, 11).
           The next dealer is the *player* with the fewest own heart points: seat 0 (0). Round 2 Deal C
           with clubs cursed: pair counts side 0 = 1 + 6 = 7, side 1 = 6 + 0 = 6 -> side 0 loses 5.
           Side 0 captured all 13 hearts (seat 0 3 + seat 2 10), 7 + 10 = 17 points, a pair sweep
           (together): 34; the penalty is not doubled: change 34 - 5 = 29. Changes (29, 0), scores
           (35, 11). Round 3 dealer: seats 1 and 3 have 0 points; seat 1 comes first after dealer 0.
       """,
    ),
)


def scenarios() -> tuple[Scenario, ...]:
    return STANDARD + TABLES + GAME_END + REFUSALS + MET_TROEF + BLIND_LOVE + PARTNER + KLEINE_LIEFDE + CUPIDS_ARROW


def cases() -> list[CaseDict]:
    return game_cases(GAME, scenarios(), code_rules)

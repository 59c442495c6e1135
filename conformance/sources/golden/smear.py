"""Golden Smear scenarios (SPEC chapters CD and SM): each is a deal, a script of actions and
checks, and the hand derivation that justifies every expected value, worked out from SPEC.md
before the engine was run; nothing here is computed by the engine. Each scenario is written
once, here: the test its ``source`` names (tests/test_smear_golden_{example,play,scoring,tables}.py)
replays it against the reference, and the export writes it into the corpus as golden cases.

Play scenarios (PLAY_SCENARIOS). Unless said otherwise: 4 players individually, dealer 0 (so
eldest is seat 1), and the option hand_size 6, so there is no discard phase and a hand is 6
tricks. The worked example of the README (EXAMPLE_HANDS) uses standard options: seat 1 bids 2,
the others pass, seat 1 names hearts and everyone discards to six.

Scoring scenarios (SCORING_SCENARIOS, SM-7 to SM-10). Technique: ``hand_size`` 6, so nobody
discards (SM-5.2) and the cards not dealt lie in the stock, out of play (SM-7.10). Seats: dealer
0 unless stated, eldest 1, bidding order 1, 2, 3, 0 (SM-3.1). Each trick is written as its cards
in play order (leader first, then clockwise) together with the seat that wins it by SM-6.5; a
``tricks`` check states every winner.

Trump order with hearts trump (SM-4.3, joker_rank below_jick):
AH KH QH JH JD(Jick) X1 X2 TH 9H 8H 7H 6H 5H 4H 3H 2H. Game points (SM-7.7): A 4, K 3, Q 2,
J 1, T 10, jokers 0.

Deal A (4 players, hearts trump, seat 2 pitcher with bid 3), the workhorse of the scoring scenarios:

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

Table scenarios (TABLE_SCENARIOS): 5 players, 6 players (8-card hands), 8 players in pairs, and a
deck without jokers (SM-1.1, SM-1.2, SM-2.1, SM-2.2, SM-3.2, SM-5.1, SM-6.3, SM-6.5, SM-7.1).

What the replay primitive cannot observe is not stated (a seat's hand, the pitcher's bid in the
middle of a hand, the stock); a seat's turn and the phase are observed instead (the pitcher acts
in the trump phase; the eldest of the next dealer bids first).
"""

from __future__ import annotations

from dataclasses import dataclass

from conformance.games.support import CaseDict
from conformance.jsonvalues import JSONScalar
from conformance.sources.golden.model import (
    Act,
    Count,
    Deal,
    Final,
    Legal,
    Refuse,
    Result,
    Results,
    Scenario,
    Tricks,
    all_plays,
    game_cases,
    one_suit_each,
    passed_on,
    play_set,
    played_tricks,
    plays,
    spec_refusal_rules,
    tricks,
    turns,
)

PLAY = "tests/test_smear_golden_play.py::"
SCORING = "tests/test_smear_golden_scoring.py::"
EXAMPLE = "tests/test_smear_golden_example.py::"
TABLES = "tests/test_smear_golden_tables.py::"

SIX: dict[str, JSONScalar] = {"hand_size": 6}
ALL_BIDS = frozenset(f"bid {n}" for n in range(2, 11))
ALL_TRUMPS = frozenset({"trump S", "trump H", "trump D", "trump C"})
PASS = frozenset({"pass"})


def bids(low: int, high: int) -> frozenset[str]:
    return frozenset(f"bid {n}" for n in range(low, high + 1))


PHASE_RULE = {"bidding": "SM-3.1", "trump": "SM-4.1", "discard": "SM-5.1", "play": "SM-6.1"}


# The rule a refused case cites for its code: SPEC's table "Smear refusal codes" (model.spec_refusal_rules).
code_rules = spec_refusal_rules("Smear refusal codes")


def wrong_phase(action: str, phase: str) -> Refuse:
    return Refuse(action, "E_WRONG_PHASE", rules=(PHASE_RULE[phase],))






# ============================================================================ play scenarios

PLAIN = one_suit_each(6)
PLAIN_NEXT = passed_on(PLAIN)

EXAMPLE_HANDS = (
    "AS KS QS JS TS 9S 8S 7S 6S 5S",
    "AH KH QH JH TH 3H 2H JD X1 4C",
    "AD KD QD TD 9D 8D 7D 6D 5D 4D",
    "AC KC QC JC TC 9C 8C 7C 6C 5C",
)

TEN = one_suit_each(10)

NINE = (
    "X1 AD KD QD JC TC 9C 8C 7C",
    "AS KS AH KH QH JH TH 9H JD",
    "8H 7H 8D 7D 6D 5D 4D 3D 2D",
    "6H 5H 4H 3H 2H X2 AC KC QC",
)
NINE_STOCK = "TD 9D QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S 6C 5C 4C 3C 2C"
NINE_SHORT = (*one_suit_each(9, "SHD"), "5S 4S 3S 2S 5H 4H 3H 2H AC")
NINE_SECOND = (NINE_SHORT[1], NINE_SHORT[2], NINE_SHORT[0], NINE_SHORT[3])

TA_HANDS = (
    "QC TC 9C 8C 7C 6C",
    "AS 2S KH 3H 4D 5D",
    "3S 9H 8H AD KD QD",
    "4S X2 7H 6H 9D 8D",
)
TA_PREFIX: tuple[str | Legal, ...] = (
    "bid 2; pass; pass; pass; trump S; play AS",
    Legal(frozenset({"play 3S"})),
    "play 3S",
    Legal(frozenset({"play 4S", "play X2"})),
    "play 4S; play 6C",
    "play KH",
    Legal(frozenset({"play 9H", "play 8H"})),
    "play 8H",
)

JOKER_HANDS = (
    "5S X1 9H 8H 7H 6H",
    "JS 2S AH KH QH JH",
    "3S JC AD KD QD JD",
    "4S X2 AC KC QC TC",
)
JOKER_HANDS_SWAPPED = (JOKER_HANDS[0].replace("X1", "X2"), JOKER_HANDS[1], JOKER_HANDS[2], JOKER_HANDS[3].replace("X2", "X1"))

DJ_HANDS = (
    "9S 8S 7S 6S 4H X2",
    "AS KS QS JS 5H 2H",
    "AD KD QD JD TD 9D",
    "AC KC QC JC 3H X1",
)

SIX_P = (
    "AH KH 2C 3C 4C 5C",
    "AS KS QS JS TS 9S",
    "QH JD 8C AD KD QD",
    "2H AC KC QC 9D 8D",
    "X1 8S 7S 6S 5S 4S",
    "TD 7D 6D 5D 4D 3D",
)


# joker_tiebreak -> (the test, its derivation, which covers both orders of the jokers).
JOKER_TESTS = {
    "fixed": ("test_jack_of_trump_beats_jick_and_x1_beats_x2_fixed", """
        SM-4.3, SM-4.4 fixed (default).

        T1 (JS, JC, 4S, 5S): the J of trump beats the Jick, seat 1 wins and leads T2.
        T2 (2S, 3S, X2 by seat 3, X1 by seat 0): fixed, X1 beats X2, seat 0 wins.
        Swapped jokers (X1 by seat 3 first, X2 by seat 0): X1 still wins, seat 3.
    """),
    "first_played": ("test_joker_tiebreak_first_played", """
        SM-4.4 first_played: the joker played first in the trick wins.

        X2 by seat 3 before X1 by seat 0: X2 wins, seat 3. Swapped: X1 by seat 3 first, seat 3.
    """),
    "second_played": ("test_joker_tiebreak_second_played", """
        SM-4.4 second_played: the later joker wins.

        X2 by seat 3 then X1 by seat 0: X1 (later), seat 0. Swapped: X1 by seat 3 then X2 by
        seat 0: X2 (later), seat 0.
    """),
}


def _joker_scenario(tiebreak: str, swapped: bool, winner: int) -> Scenario:
    j3, j0 = ("X1", "X2") if swapped else ("X2", "X1")
    order = "x1-first" if swapped else "x2-first"
    return Scenario(
        slug=f"play/joker-tiebreak-{tiebreak.replace('_', '-')}-{order}",
        title=f"Both jokers in one trick, joker_tiebreak {tiebreak}, {j3} played before {j0}",
        source=PLAY + JOKER_TESTS[tiebreak][0],
        rules=("SM-4.3", "SM-4.4", "SM-6.5"),
        options={**SIX, "joker_tiebreak": tiebreak},
        deals=(Deal(JOKER_HANDS_SWAPPED if swapped else JOKER_HANDS),),
        script=(
            "bid 2; pass; pass; pass; trump S",
            plays(f"JS JC 4S 5S 2S 3S {j3} {j0}"),
            tricks(1, ("JS JC 4S 5S", 1), (f"2S 3S {j3} {j0}", winner)),
        ),
        derivation="" if swapped else JOKER_TESTS[tiebreak][1],
    )


PLAY_SCENARIOS: tuple[Scenario, ...] = (
    Scenario(
        slug="bidding/minimum-bid-and-dealer-forced",
        title="First bid may be 2 to 10; after three passes the dealer must bid",
        source=EXAMPLE + "test_bidding_minimum_and_dealer_forced",
        rules=("SM-3.2", "SM-3.5"),
        options={},
        deals=(Deal(EXAMPLE_HANDS),),
        script=(
            Legal(PASS | ALL_BIDS),
            Refuse("bid 1", "E_BID_TOO_LOW"),
            Refuse("bid 11", "E_BID_TOO_HIGH"),
            "pass; pass; pass",
            Legal(ALL_BIDS, to_act=0),
            Refuse("pass", "E_MUST_BID"),
        ),
        derivation="""
            SM-3.2: the first bid is 2 to 10; SM-3.5: the dealer may not pass when all passed.
        """,
    ),
    Scenario(
        slug="bidding/order-and-strictly-increasing-bids",
        title="Bidding starts left of the dealer, goes clockwise, each bid above the last",
        source=PLAY + "test_bidding_order_and_strictly_increasing_bids",
        rules=("SM-1.3", "SM-3.1", "SM-3.2", "SM-3.6"),
        options=SIX,
        deals=(Deal(PLAIN),),
        script=(
            Legal(PASS | ALL_BIDS, to_act=1, phase="bidding"),
            "bid 3",
            Legal(PASS | bids(4, 10), to_act=2),
            Refuse("bid 3", "E_BID_TOO_LOW"),
            Refuse("bid 2", "E_BID_TOO_LOW"),
            "bid 4",
            Legal(PASS | bids(5, 10), to_act=3),
            "pass",
            Legal(PASS | bids(5, 10), to_act=0),
            "pass",
            Legal(ALL_TRUMPS, to_act=2, phase="trump"),
        ),
        derivation="""
            SM-1.3, SM-3.1, SM-3.2, SM-3.6.

            Dealer 0, so eldest is seat 1 and the order is 1, 2, 3, 0. Seat 1 bids 3: the next bid
            must be above 3, so `bid 3` and `bid 2` are E_BID_TOO_LOW and seat 2 may pass or bid 4..10.
            Seat 2 bids 4; seat 3 passes; the dealer (seat 0) may pass because a bid stands; after
            the dealer's chance bidding ends: pitcher seat 2 with bid 4, who names trump next.
        """,
    ),
    Scenario(
        slug="bidding/pass-is-final-one-chance-each",
        title="A pass is final and every seat has one chance; the outbid seat gets no second turn",
        source=PLAY + "test_pass_is_final_and_one_chance_each",
        rules=("SM-3.1", "SM-3.3", "SM-3.6", "CD-7"),
        options=SIX,
        dealer=2,
        deals=(Deal(PLAIN),),
        script=(
            Legal(to_act=3),
            "pass",
            Legal(to_act=0),
            Refuse("bid 2", "E_NOT_YOUR_TURN", seat=3),
            *turns(("bid 2", 1), ("pass", 2)),
            "bid 5",
            Legal(to_act=2, phase="trump"),
        ),
        derivation="""
            SM-3.1, SM-3.3, CD-7 (E_NOT_YOUR_TURN).

            Dealer 2, so eldest is seat 3 and the order is 3, 0, 1, 2. Seat 3 passes: it is never
            asked again (acting for seat 3 afterwards is E_NOT_YOUR_TURN). Seat 0 bids 2, seat 1
            passes, the dealer bids 5. Bidding ends after the dealer's chance, so seat 0 (outbid)
            gets no second chance: the phase is trump and the pitcher is seat 2 with bid 5.
        """,
    ),
    Scenario(
        slug="bidding/maximum-bid-others-still-speak",
        title="After a bid of the hand maximum 10 the later seats still speak and may only pass",
        source=PLAY + "test_bid_of_hand_maximum_others_still_speak",
        rules=("SM-3.1", "SM-3.2", "SM-3.4", "SM-7.1"),
        options=SIX,
        deals=(Deal(PLAIN),),
        script=(
            "pass",
            Refuse("bid 11", "E_BID_TOO_HIGH"),
            "bid 10",
            Legal(PASS, to_act=3, phase="bidding"),
            Refuse("bid 10", "E_BID_TOO_LOW"),
            Refuse("bid 11", "E_BID_TOO_HIGH"),
            "pass",
            Legal(PASS, to_act=0),
            "pass",
            Legal(to_act=2, phase="trump"),
            wrong_phase("pass", "trump"),
        ),
        derivation="""
            SM-3.4 max_bid others_speak (default), SM-7.1 (hand maximum 10), SM-3.2.

            Seat 1 passes, seat 2 bids 10 = the maximum. Seats 3 and 0 still have their one chance
            (SM-3.1) but no bid can be above 10: each one's legal set is {pass}; `bid 10` is
            E_BID_TOO_LOW (not above the highest bid) and `bid 11` E_BID_TOO_HIGH. After the dealer's
            pass, four chances are recorded and seat 2 names trump.
        """,
    ),
    Scenario(
        slug="bidding/maximum-bid-ends-bidding",
        title="max_bid ends_bidding: a bid of the hand maximum 10 ends the bidding at once",
        source=PLAY + "test_bid_of_hand_maximum_ends_bidding_option",
        rules=("SM-3.4",),
        options={**SIX, "max_bid": "ends_bidding"},
        deals=(Deal(PLAIN),),
        script=(
            "pass; bid 10",
            Legal(to_act=2, phase="trump"),
            wrong_phase("pass", "trump"),
        ),
        derivation="""
            SM-3.4 max_bid ends_bidding (R-SM-4): seat 1 passes, seat 2 bids 10 = the maximum and
            the bidding ends at once; seats 3 and 0 are not asked and no passes are recorded for them;
            seat 2 names trump.
        """,
    ),
    Scenario(
        slug="bidding/all-pass-dealer-forced",
        title="all_pass dealer_forced: after three passes the dealer's legal actions are bids only",
        source=PLAY + "test_all_pass_dealer_forced_legal_set",
        rules=("SM-3.5",),
        options=SIX,
        dealer=3,
        deals=(Deal(PLAIN),),
        script=(
            "pass; pass; pass",
            Legal(ALL_BIDS, to_act=3),
            Refuse("pass", "E_MUST_BID"),
            "bid 2",
            Legal(to_act=3, phase="trump"),
        ),
        derivation="""
            SM-3.5 dealer_forced (default), E_MUST_BID.

            Dealer 3, eldest 0: seats 0, 1, 2 pass. The dealer may not pass, so its legal set is
            exactly bid 2..10; `pass` is E_MUST_BID. Dealer bids 2 and becomes pitcher.
        """,
    ),
    Scenario(
        slug="bidding/all-pass-redeal-same-dealer",
        title="all_pass redeal: four passes void the hand and the same dealer deals again",
        source=PLAY + "test_all_pass_redeal_same_dealer",
        rules=("SM-2.4", "SM-3.5"),
        options={**SIX, "all_pass": "redeal"},
        dealer=1,
        deals=(Deal(PLAIN), Deal(PLAIN_NEXT)),
        script=(
            Legal(to_act=2),
            "pass; pass; pass",
            Legal(PASS | ALL_BIDS, to_act=1),
            "pass",
            Results((Result(outcome="redeal", dealer=1),)),
            Final(scores=(0, 0, 0, 0), phase="bidding"),
            Legal(to_act=2),
        ),
        derivation="""
            SM-3.5 redeal, SM-2.4.

            all_pass redeal, dealer 1 (eldest 2). Seats 2, 3, 0, 1 all pass (the dealer may pass).
            The hand is void: outcome "redeal", no score change, and the SAME dealer (1) deals the
            next explicit deal; bidding restarts at eldest seat 2 on the new cards.
        """,
    ),
    Scenario(
        slug="bidding/all-pass-dealer-set-deal-passes-on",
        title="all_pass dealer_set: the dealer is set back 2 and the deal passes to the left",
        source=PLAY + "test_all_pass_dealer_set_deal_passes_on",
        rules=("SM-1.3", "SM-3.5", "SM-8.6"),
        options={**SIX, "all_pass": "dealer_set"},
        deals=(Deal(PLAIN), Deal(PLAIN_NEXT)),
        script=(
            "pass; pass; pass; pass",
            Results((Result(outcome="dealer_set", changes=(-2, 0, 0, 0)),)),
            Final(scores=(-2, 0, 0, 0)),
            Legal(to_act=2, phase="bidding"),
        ),
        derivation="""
            SM-3.5 dealer_set, SM-8.6, SM-1.3.

            all_pass dealer_set, dealer 0: seats 1, 2, 3, 0 pass. Dealer's side (0) is set back 2,
            the others 0; the deal passes on as after a played hand: the next dealer is seat 1 and
            bidding in the next deal starts at seat 2.
        """,
    ),
    Scenario(
        slug="bidding/all-pass-dealer-set-partnership-side",
        title="all_pass dealer_set with partnerships: the dealer's side (seat 3, side 1) loses 2",
        source=PLAY + "test_all_pass_dealer_set_partnership_side",
        rules=("SM-1.2", "SM-1.3", "SM-3.5", "SM-8.6"),
        options={**SIX, "all_pass": "dealer_set", "partnerships": True},
        dealer=3,
        deals=(Deal(PLAIN), Deal(PLAIN_NEXT)),
        script=(
            Legal(to_act=0),
            "pass; pass; pass; pass",
            Results((Result(outcome="dealer_set", changes=(0, -2)),)),
            Final(scores=(0, -2)),
            Legal(to_act=1),
        ),
        derivation="""
            SM-3.5 dealer_set, SM-1.2, SM-1.3.

            4 players in partnerships: side = seat % 2. Dealer 3 (side 1), eldest 0; all four pass.
            Side 1 is set back 2: changes (0, -2). Next dealer (3 + 1) mod 4 = 0, eldest 1.
        """,
    ),
    Scenario(
        slug="refusal/wrong-phase",
        title="Actions of another phase are refused in bidding, trump and play",
        source=PLAY + "test_wrong_phase_refusals",
        rules=("SM-4.1", "SM-5.2"),
        options=SIX,
        deals=(Deal(PLAIN),),
        script=(
            wrong_phase("play AH", "bidding"),
            wrong_phase("discard AH", "bidding"),
            wrong_phase("trump H", "bidding"),
            "bid 2; pass; pass; pass",
            wrong_phase("play AH", "trump"),
            wrong_phase("bid 3", "trump"),
            "trump H",
            Legal(to_act=1, phase="play"),
            wrong_phase("bid 2", "play"),
            wrong_phase("pass", "play"),
            wrong_phase("trump S", "play"),
            wrong_phase("discard AH", "play"),
        ),
        derivation="""
            CD-8, SM-3, SM-4.1, SM-5.2, SM-6.

            During bidding, play/discard/trump actions are E_WRONG_PHASE (seat 1 holds AH, so the
            card is not the problem). Seat 1 bids 2, all pass, trump H: with 6-card hands nobody
            discards and play starts at once (SM-5.2). Then bid/pass/trump/discard are E_WRONG_PHASE.
        """,
    ),
    Scenario(
        slug="refusal/not-your-turn-bidding",
        title="A pass stated for a seat that is not to act is refused; for the seat to act, accepted",
        source=PLAY + "test_not_your_turn",
        rules=("CD-7",),
        options=SIX,
        deals=(Deal(PLAIN),),
        script=(
            Refuse("pass", "E_NOT_YOUR_TURN", seat=3),
            Refuse("pass", "E_NOT_YOUR_TURN", seat=0),
            Act("pass", 1),
            Legal(to_act=2),
        ),
        derivation="""
            CD-7: a caller acting for a seat other than the seat to act gets E_NOT_YOUR_TURN.

            Bidding: seat 1 is to act, so `pass` for seat 3 or seat 0 is refused, for seat 1 accepted.
            Play (seat 1 pitcher, hearts): seat 1 leads; `play AH` stated for seat 2 is refused.
        """,
    ),
    Scenario(
        slug="refusal/not-your-turn-play",
        title="A play stated for seat 2 while the pitcher (seat 1) leads is refused",
        source=PLAY + "test_not_your_turn",
        rules=("CD-7",),
        options=SIX,
        deals=(Deal(PLAIN),),
        script=(
            "bid 2; pass; pass; pass; trump H",
            Refuse("play AH", "E_NOT_YOUR_TURN", seat=2, rules=("CD-7", "CD-9")),
            Act("play AH", 1),
            Legal(to_act=2),
        ),
    ),
    Scenario(
        slug="refusal/bad-action-notation",
        title="Strings that are not canonical actions",
        source=PLAY + "test_bad_action_notation",
        rules=("CD-6",),
        options=SIX,
        deals=(Deal(PLAIN),),
        script=(
            Refuse("bid two", "E_BAD_ACTION"),
            Refuse("bid 02", "E_BAD_ACTION"),
            Refuse("bid -2", "E_BAD_ACTION"),
            Refuse("bid", "E_BAD_ACTION"),
            Refuse("Pass", "E_BAD_ACTION"),
            Refuse("pass ", "E_BAD_ACTION"),
            Refuse("play 10S", "E_BAD_ACTION", rules=("CD-4", "CD-6")),
            Refuse("play ZZ", "E_BAD_ACTION", rules=("CD-4", "CD-6")),
            Refuse("play as", "E_BAD_ACTION", rules=("CD-4", "CD-6")),
            Refuse("play X3", "E_BAD_ACTION", rules=("CD-4", "CD-6")),
            Refuse("trump X", "E_BAD_ACTION", rules=("CD-1", "CD-6")),
            Refuse("play AH KH", "E_BAD_ACTION"),
        ),
        derivation="""
            CD-4, CD-6: anything that is not a canonical action string is E_BAD_ACTION.
        """,
    ),
    Scenario(
        slug="refusal/card-not-in-hand-play",
        title="Playing a card the player does not hold",
        source=PLAY + "test_card_not_in_hand_for_play",
        rules=("SM-6.1",),
        options=SIX,
        deals=(Deal(PLAIN),),
        script=(
            "bid 2; pass; pass; pass; trump H",
            Refuse("play 2H", "E_CARD_NOT_IN_HAND"),
            Refuse("play 2C", "E_CARD_NOT_IN_HAND", rules=("SM-6.1", "SM-6.2", "SM-11.1")),
            "play AH",
            Refuse("play 5H", "E_CARD_NOT_IN_HAND"),
        ),
        derivation="""
            SM-6, E_CARD_NOT_IN_HAND; SM-11.1.

            Seat 1 (all hearts AH..9H) is pitcher in hearts. `play 2H` is a trump (so the first-lead
            rule is satisfied) but seat 1 does not hold it. `play 2C` is neither held (SM-6.1) nor a
            trump while seat 1 holds trumps (SM-6.2): SM-11.1 puts E_CARD_NOT_IN_HAND before
            E_MUST_LEAD_TRUMP. After AH, seat 2 holds only the Jick JD as trump; `play 5H` (not held) is
            E_CARD_NOT_IN_HAND.
        """,
    ),
    Scenario(
        slug="discard/ten-card-discard-order-and-refusals",
        title="Ten-card hands: each discards exactly 4, pitcher first then clockwise",
        source=PLAY + "test_ten_card_discard_refusals_and_order",
        rules=("SM-5.1", "SM-6.1", "SM-6.2"),
        options={},
        dealer=1,
        deals=(Deal(TEN),),
        script=(
            "bid 2; pass; pass; pass",
            Legal(ALL_TRUMPS, to_act=2),
            "trump D",
            Legal(to_act=2, phase="discard"),
            Count(210),
            Refuse("discard 7D 6D 5D", "E_DISCARD_COUNT"),
            Refuse("discard 9D 8D 7D 6D 5D", "E_DISCARD_COUNT"),
            Refuse("discard 8D 7D 6D 4D", "E_CARD_NOT_IN_HAND"),
            Refuse("discard 8D 8D 7D 6D", "E_DUPLICATE_CARD"),
            wrong_phase("play AD", "discard"),
            "discard 8D 7D 6D 5D",
            Legal(to_act=3),
            Count(210),
            Refuse("discard 8S 7S 6S 5S", "E_NOT_YOUR_TURN", seat=0),
            *turns(("discard 8C 7C 6C 5C", 0), ("discard 8S 7S 6S 5S", 1)),
            "discard 8H 7H 6H 5H",
            Legal(play_set("AD KD QD JD TD 9D"), to_act=2, phase="play"),
        ),
        derivation="""
            SM-5.1, SM-6.1, SM-6.2; E_DISCARD_COUNT, E_CARD_NOT_IN_HAND, E_DUPLICATE_CARD.

            Standard 10-card hands. Dealer 1, eldest 2: seat 2 bids 2, seats 3, 0, 1 pass; trump D.
            Every player holds 10 > 6 and discards exactly 4, pitcher first then clockwise: 2, 3, 0, 1.
            Legal set of a 10-card hand: C(10, 4) = 210 discards. 3 or 5 cards: E_DISCARD_COUNT; 4D
            is not held: E_CARD_NOT_IN_HAND; 8D twice: E_DUPLICATE_CARD. After seat 2 discards, seat 3
            is to act. After all four, play: pitcher 2 leads; it keeps AD KD QD JD TD 9D, all trumps.
        """,
    ),
    Scenario(
        slug="discard/widow-pitcher-takes-widow-discards-eight",
        title="Widow preset: bids to 12; the pitcher takes the widow and discards 8 of 14",
        source=PLAY + "test_widow_preset_pitcher_takes_widow_and_discards_eight",
        rules=("SM-3.2", "SM-4.1", "SM-5.4", "SM-7.1", "SM-10"),
        preset="widow",
        deals=(Deal(TEN, widow="4D 3D 2D X1", stock="4S 3S 2S 4H 3H 2H 4C 3C 2C X2"),),
        script=(
            Legal(PASS | bids(2, 12)),
            Refuse("bid 13", "E_BID_TOO_HIGH"),
            "pass; bid 3; pass; pass",
            Legal(to_act=2, phase="trump"),
            "trump D",
            Legal(to_act=2),
            Refuse("discard 8D 7D 6D 5D", "E_DISCARD_COUNT", rules=("SM-5.4",)),
            Count(3003),
            "discard 9D 8D 7D 6D 5D 4D 3D 2D",
            Legal(to_act=3),
            Count(210),
        ),
        derivation="""
            SM-5.4, SM-4.1, SM-7.1, SM-3.2, SM-10 widow.

            Widow preset: hand max = High, Low, Jack, Game 4 + Jick 1 + jokers 2 + Three 3 + Two 2
            = 12, so bids run 2..12 (13 is E_BID_TOO_HIGH). Widow 4D 3D 2D X1. Seat 1 passes, seat 2
            bids 3, seats 3 and 0 pass. The widow joins seat 2's hand before trump: 14 cards. After
            `trump D` seat 2 discards 14 - 6 = 8: a 4-card discard is E_DISCARD_COUNT, the legal set
            has C(14, 8) = 3003 members. Then seat 3 (10 cards) discards 4: C(10, 4) = 210.
        """,
    ),
    Scenario(
        slug="discard/nine-card-discard-rules-and-draw",
        title="Nine-card Smear: discard every non-trump, trumps only down to six, then draw",
        source=PLAY + "test_nine_card_discard_rules_and_draw",
        rules=("SM-5.5", "SM-10"),
        preset="nine_card",
        deals=(Deal(NINE, stock=NINE_STOCK),),
        script=(
            "bid 2; pass; pass; pass; trump H",
            Legal(frozenset(f"discard AS KS {t}" for t in ("AH", "KH", "QH", "JH", "TH", "9H", "JD")), to_act=1, phase="discard"),
            Refuse("discard KS TH 9H", "E_MUST_DISCARD_NON_TRUMP"),
            Refuse("discard AS KS", "E_DISCARD_COUNT", rules=("SM-5.5",)),
            "discard AS KS 9H",
            Legal(frozenset({"discard 8D 7D 6D 5D 4D 3D 2D"}), to_act=2),
            Refuse("discard 8H 8D 7D 6D 5D 4D 3D 2D", "E_MUST_KEEP_TRUMP"),
            "discard 8D 7D 6D 5D 4D 3D 2D",
            Legal(frozenset({"discard AC KC QC"}), to_act=3),
            "discard AC KC QC",
            Legal(frozenset({"discard AD KD QD JC TC 9C 8C 7C"}), to_act=0),
            "discard AD KD QD JC TC 9C 8C 7C",
            Legal(play_set("AH KH QH JH TH JD"), to_act=1, phase="play"),
        ),
        derivation="""
            SM-5.5, SM-10 nine_card; E_MUST_DISCARD_NON_TRUMP, E_MUST_KEEP_TRUMP, E_DISCARD_COUNT.

            Seat 1 bids 2, others pass, trump H (Jick JD, jokers trump). Order 1, 2, 3, 0.
            Seat 1: 7 trumps + AS KS: must discard AS KS and exactly one trump: 7 legal discards.
            `discard KS TH 9H` keeps AS: E_MUST_DISCARD_NON_TRUMP; `discard AS KS` leaves 7: count.
            Seat 2: 2 trumps: the only discard is its 7 diamonds; adding 8H is E_MUST_KEEP_TRUMP.
            Seat 3: 6 trumps: discards AC KC QC. Seat 0: discards its 8 non-trumps, keeps X1.
            Draws after all discards, pitcher first: seat 1 needs 0, seat 2 needs 4 (TD 9D QS JS),
            seat 3 needs 0, seat 0 needs 5 (TS 9S 8S 7S 6S). 9 cards drawn, 9 remain. Seat 1 leads.
        """,
    ),
    Scenario(
        slug="discard/nine-card-short-stock-misdeal",
        title="Nine-card Smear: a stock too short to refill every hand is a misdeal, same dealer",
        source=PLAY + "test_nine_card_short_stock_is_misdeal",
        rules=("SM-2.4", "SM-5.5"),
        preset="nine_card",
        dealer=2,
        deals=(Deal(NINE_SHORT), Deal(NINE_SECOND)),
        script=(
            "bid 2; pass; pass; pass; trump C",
            Legal(to_act=3),
            "discard 5S 4S 3S 2S 5H 4H 3H 2H",
            Legal(frozenset({"discard AS KS QS TS 9S 8S 7S 6S"}), to_act=0),
            *turns(("discard AS KS QS TS 9S 8S 7S 6S", 1), ("discard AH KH QH JH TH 9H 8H 7H 6H", 2)),
            "discard AD KD QD JD TD 9D 8D 7D 6D",
            Results((Result(outcome="misdeal", dealer=2),)),
            Final(scores=(0, 0, 0, 0), phase="bidding"),
            Legal(to_act=3),
        ),
        derivation="""
            SM-5.5, SM-2.4.

            Dealer 2, eldest 3: seat 3 bids 2, seats 0, 1, 2 pass; trump C (Jick JS). Trumps held:
            seat 3 AC, seat 0 JS, seats 1 and 2 none. Discard order 3, 0, 1, 2, each discarding every
            non-trump. Draws needed: 5 + 5 + 6 + 6 = 22 > 18 stock cards: misdeal, the same dealer (2)
            deals the next deal, bidding starts again at seat 3, no score change.
        """,
    ),
    Scenario(
        slug="play/first-lead-must-be-trump",
        title="The pitcher's first lead must be a trump; the Jick and a joker count as trumps",
        source=PLAY + "test_first_lead_must_be_trump_including_jick_and_joker",
        rules=("SM-4.2", "SM-6.2"),
        options=SIX,
        deals=(Deal(("AS KS JS TS 7C 6C", "QS AH 5H 4D JD X2", "KH 9D 8D 7D 6D 5D", "QH JH AC KC QC X1")),),
        script=(
            "bid 2; pass; pass; pass; trump H",
            Legal(frozenset({"play AH", "play 5H", "play JD", "play X2"}), to_act=1),
            Refuse("play QS", "E_MUST_LEAD_TRUMP"),
            Refuse("play 4D", "E_MUST_LEAD_TRUMP"),
        ),
        derivation="""
            SM-6.2, SM-4.2; E_MUST_LEAD_TRUMP.

            Hearts trump, Jick JD. Seat 1 holds AH 5H JD X2 QS 4D: its trumps are AH 5H JD X2, so the
            first-lead legal set is exactly those four; QS and 4D (a plain diamond) are refused.
        """,
    ),
    Scenario(
        slug="play/first-lead-any",
        title="first_lead any: the pitcher may lead a non-trump while holding trumps",
        source=PLAY + "test_first_lead_any_option",
        rules=("SM-6.2",),
        options={**SIX, "first_lead": "any"},
        deals=(Deal(("AS KS JS TS 7C 6C", "QS AH 5H 4D JD X2", "KH 9D 8D 7D 6D 5D", "QH JH AC KC QC X1")),),
        script=(
            "bid 2; pass; pass; pass; trump H",
            Legal(play_set("QS AH 5H 4D JD X2"), to_act=1),
            "play QS",
            Legal(to_act=2),
        ),
        derivation="""
            SM-6.2 first_lead any (R-SM-13): the hands of the test above; the pitcher, seat 1, may
            lead any of its six cards, QS and 4D included, and QS is accepted (no revoke recorded).
        """,
    ),
    Scenario(
        slug="play/pitcher-without-trump-leads-anything",
        title="A pitcher holding no trump may lead any card",
        source=PLAY + "test_pitcher_without_trump_may_lead_anything",
        rules=("SM-6.2",),
        options=SIX,
        deals=(Deal(("JS TS 9S 8S 7S 6S", "AS KS QS 4C 3C 2C", "AH KH QH JH TH 9H", "AD KD QD JD TD 9D")),),
        script=(
            "bid 2; pass; pass; pass; trump H",
            Legal(play_set("AS KS QS 4C 3C 2C")),
            "play 2C",
            Legal(to_act=2),
        ),
        derivation="""
            SM-6.2 second sentence.

            Seat 1 holds AS KS QS 4C 3C 2C and names hearts: no heart, no JD, no joker, so it holds
            no trump and may lead any of its six cards.
        """,
    ),
    Scenario(
        slug="play/jick-only-trump-must-follow-trump",
        title="A player whose only trump is the Jick must play it to a trump lead",
        source=PLAY + "test_jick_as_only_trump_must_follow_trump_lead",
        rules=("SM-4.2", "SM-6.3", "SM-6.4", "SM-6.5"),
        options=SIX,
        deals=(Deal(("AS KS QS JS TS 9S", "AH KH QH 4C 3C 2C", "AD KD QD JD TD 9D", "AC KC QC JC TC 9C")),),
        script=(
            "bid 2; pass; pass; pass; trump H; play AH",
            Legal(frozenset({"play JD"})),
            Refuse("play AD", "E_MUST_FOLLOW_SUIT"),
            "play JD",
            Legal(play_set("AC KC QC JC TC 9C")),
            "play 9C",
            Legal(play_set("AS KS QS JS TS 9S")),
            "play 9S",
            Tricks(((1, "AH JD 9C 9S", 1),)),
            Legal(to_act=1),
        ),
        derivation="""
            SM-4.2, SM-6.3, SM-6.4, SM-6.5; E_MUST_FOLLOW_SUIT.

            Hearts trump. Seat 1 leads AH. Seat 2 holds JD AD KD QD TD 9D: JD is its only trump, so
            its only legal play is JD (AD refused). Seat 3 (clubs) and seat 0 (spades) hold no trump:
            any card. AH is the highest trump (SM-4.3), seat 1 wins.
        """,
    ),
    Scenario(
        slug="play/jick-not-in-its-printed-suit",
        title="trump_anytime false: the Jick is not a diamond, so its holder is void in diamonds",
        source=PLAY + "test_jick_is_not_a_card_of_its_printed_suit",
        rules=("SM-4.2", "SM-6.2", "SM-6.3", "SM-6.4", "SM-6.5"),
        options={**SIX, "trump_anytime": False},
        deals=(Deal(("AS KS QS JS TS 9S", "2S 3S AH KH 3D 4D", "4H JD 2C 3C 4C 5C", "2H 5D X1 AC KC QC")),),
        script=(
            "bid 2; pass; pass; pass; trump H; play AH",
            Legal(frozenset({"play 4H", "play JD"})),
            "play 4H",
            Legal(frozenset({"play 2H", "play X1"})),
            "play 2H; play 9S",
            Legal(play_set("3S 2S KH 4D 3D"), to_act=1),
            "play 3D",
            Legal(play_set("JD 5C 4C 3C 2C")),
            "play 2C",
            Legal(frozenset({"play 5D"})),
            Refuse("play X1", "E_MUST_FOLLOW_SUIT"),
            "play 5D; play TS",
            Tricks(((1, "AH 4H 2H 9S", 1), (1, "3D 2C 5D TS", 3))),
            Legal(to_act=3),
        ),
        derivation="""
            SM-4.2, SM-6.2, SM-6.3 (trump_anytime false), SM-6.4, SM-6.5.

            trump_anytime false, hearts trump (Jick JD).
            Trick 1: seat 1 leads AH; seat 2 (JD 4H) must play a trump: {4H, JD}, plays 4H; seat 3
            (2H X1) {2H, X1}, plays 2H; seat 0 no trump, plays 9S. AH wins: seat 1 leads again.
            Trick 2: the first-lead rule is over, seat 1 may lead anything; leads 3D. Seat 2 holds
            JD 2C 3C 4C 5C: JD is a trump, not a diamond, so seat 2 is void in diamonds and may play
            anything. Seat 3 holds 5D X1 AC KC QC: it must follow with 5D (trumping not allowed with
            trump_anytime false). Seat 0 plays TS. No trump played: highest diamond 5D, seat 3 wins.
        """,
    ),
    Scenario(
        slug="play/trump-anytime-true-may-trump",
        title="trump_anytime true: a player holding the led suit may trump instead",
        source=PLAY + "test_trump_anytime_true_may_trump_holding_led_suit",
        rules=("SM-4.3", "SM-6.3", "SM-6.4", "SM-6.5"),
        options={**SIX, "trump_anytime": True},
        deals=(Deal(TA_HANDS),),
        script=(
            *TA_PREFIX,
            Legal(frozenset({"play 7H", "play 6H", "play X2"}), to_act=3),
            Refuse("play 9D", "E_MUST_FOLLOW_SUIT"),
            "play X2",
            Legal(play_set("QC TC 9C 8C 7C")),
            "play 7C",
            Tricks(((1, "AS 3S 4S 6C", 1), (1, "KH 8H X2 7C", 3))),
            Legal(to_act=3),
        ),
        derivation="""
            SM-6.3 (trump_anytime true, default), SM-6.4, SM-6.5, SM-4.3.

            Position of _trump_anytime_position: hearts led (KH), seat 3 holds 7H 6H X2 9D 8D. It may
            follow hearts or trump with X2, but not discard 9D (E_MUST_FOLLOW_SUIT). It plays X2; seat 0
            is void in hearts: any of QC TC 9C 8C 7C; plays 7C. X2 is the only trump: seat 3 wins.
        """,
    ),
    Scenario(
        slug="play/trump-anytime-false-must-follow",
        title="trump_anytime false: a player holding the led suit must follow it",
        source=PLAY + "test_trump_anytime_false_must_follow_when_able",
        rules=("SM-6.3", "SM-6.5"),
        options={**SIX, "trump_anytime": False},
        deals=(Deal(TA_HANDS),),
        script=(
            *TA_PREFIX,
            Legal(frozenset({"play 7H", "play 6H"})),
            Refuse("play X2", "E_MUST_FOLLOW_SUIT"),
            Refuse("play 9D", "E_MUST_FOLLOW_SUIT"),
            "play 6H; play 7C",
            Tricks(((1, "AS 3S 4S 6C", 1), (1, "KH 8H 6H 7C", 1))),
        ),
        derivation="""
            SM-6.3 (trump_anytime false), SM-6.5.

            Same position: seat 3 holds hearts, so it must play 7H or 6H; X2 is E_MUST_FOLLOW_SUIT.
            It plays 6H, seat 0 plays 7C: no trump, highest heart KH, seat 1 wins.
        """,
    ),
    Scenario(
        slug="play/trick-winners-trump-led-and-off-suit",
        title="Trick winners: highest trump, else highest of the led suit; off-suit cards never win",
        source=PLAY + "test_trick_winners_trump_led_suit_and_off_suit",
        rules=("SM-4.3", "SM-4.5", "SM-6.3", "SM-6.4", "SM-6.5"),
        options=SIX,
        deals=(Deal(("2D 7C 8C 9C TC JC", "AH 6H 5C 4C 2S 3S", "2H 3H AS KS QS TS", "9H TH KD QD 9D 8D")),),
        script=(
            "bid 2; pass; pass; pass; trump H; play AH",
            Legal(frozenset({"play 3H", "play 2H"})),
            "play 2H",
            Legal(frozenset({"play TH", "play 9H"})),
            "play 9H",
            Count(6),
            "play 2D",
            "play 5C",
            Legal(play_set("AS KS QS TS 3H")),
            plays("AS KD 7C"),
            Legal(to_act=0),
            "play 8C",
            Legal(frozenset({"play 6H", "play 4C"})),
            plays("4C 3H TH"),
            Tricks(((1, "AH 2H 9H 2D", 1), (1, "5C AS KD 7C", 0), (0, "8C 4C 3H TH", 3))),
            Legal(to_act=3),
        ),
        derivation="""
            SM-6.3, SM-6.4, SM-6.5, SM-4.3, SM-4.5.

            Hearts trump, no Jick or joker dealt to anyone.
            T1: seat 1 AH, seat 2 {2H, 3H} plays 2H, seat 3 {9H, TH} plays 9H, seat 0 (no trump) 2D:
                highest trump AH, seat 1.
            T2: seat 1 leads 5C; seat 2 void in clubs plays AS, seat 3 void plays KD, seat 0 7C:
                no trump, highest club 7C wins; the off-suit AS and KD never win. Seat 0.
            T3: seat 0 leads 8C; seat 1 may play 4C or trump 6H, plays 4C; seat 2 void trumps 3H;
                seat 3 void trumps TH: highest trump TH (T above 3), seat 3.
        """,
    ),
    Scenario(
        slug="play/x2-beats-ten-jick-beats-x1",
        title="Trump order: X2 beats the ten of trump and the Jick beats X1",
        source=PLAY + "test_x2_beats_ten_and_jick_beats_x1",
        rules=("SM-4.3", "SM-6.5"),
        options=SIX,
        deals=(Deal(("3H JD 8C 7C 6C 5C", "AS KS QS JS TH 5H", "4H AC KC QC JC X2", "2H KD QD TD 9D X1")),),
        script=(
            "bid 2; pass; pass; pass; trump H; play TH",
            Legal(frozenset({"play 4H", "play X2"})),
            plays("X2 2H 3H"),
            "play 4H",
            Legal(frozenset({"play X1"})),
            "play X1",
            Legal(frozenset({"play JD"})),
            plays("JD 5H"),
            Tricks(((1, "TH X2 2H 3H", 2), (2, "4H X1 JD 5H", 0))),
            Legal(to_act=0),
        ),
        derivation="""
            SM-4.3 (below_jick): ... J, Jick, X1, X2, T ...

            Hearts trump (Jick JD). T1: seat 1 leads TH, seat 2 {X2, 4H} plays X2, seat 3 {2H, X1}
            plays 2H, seat 0 {3H, JD} plays 3H: X2 outranks TH, seat 2 wins.
            T2: seat 2 leads 4H, seat 3 plays X1 (its only trump), seat 0 JD (only trump), seat 1 5H:
            the Jick outranks X1, seat 0 wins.
        """,
    ),
    _joker_scenario("fixed", False, 0),
    _joker_scenario("fixed", True, 3),
    _joker_scenario("first_played", False, 3),
    _joker_scenario("first_played", True, 3),
    _joker_scenario("second_played", False, 0),
    _joker_scenario("second_played", True, 0),
    Scenario(
        slug="play/double-joker-x1-above-jick",
        title="double_joker: X1 ranks above the Jick",
        source=PLAY + "test_double_joker_x1_above_jick_above_x2",
        rules=("SM-4.3", "SM-6.5", "SM-10"),
        preset="double_joker",
        options=SIX,
        deals=(Deal(DJ_HANDS),),
        script=(
            "bid 2; pass; pass; pass; trump H; play 2H",
            Legal(frozenset({"play JD"})),
            plays("JD X1 4H"),
            Tricks(((1, "2H JD X1 4H", 3),)),
        ),
        derivation="""
            SM-4.3 big_above_jick (SM-10 double_joker): A K Q J X1 Jick X2 T .. 2.

            Hearts trump. Seat 1 leads 2H, seat 2 must play JD (its only trump).
            Game 1: seat 3 plays X1, seat 0 plays 4H: X1 beats the Jick, seat 3 wins.
            Game 2: seat 3 plays 3H, seat 0 plays X2: the Jick beats X2, seat 2 wins.
            Contrast, default below_jick with game 1's cards: the Jick beats X1, seat 2 wins.
        """,
    ),
    Scenario(
        slug="play/double-joker-jick-above-x2",
        title="double_joker: the Jick ranks above X2",
        source=PLAY + "test_double_joker_x1_above_jick_above_x2",
        rules=("SM-4.3", "SM-6.5", "SM-10"),
        preset="double_joker",
        options=SIX,
        deals=(Deal(DJ_HANDS),),
        script=(
            "bid 2; pass; pass; pass; trump H; play 2H",
            plays("JD 3H X2"),
            Tricks(((1, "2H JD 3H X2", 2),)),
        ),
    ),
    Scenario(
        slug="play/below-jick-jick-above-x1",
        title="Default joker_rank below_jick: the Jick beats X1 (contrast with double_joker)",
        source=PLAY + "test_double_joker_x1_above_jick_above_x2",
        rules=("SM-4.3", "SM-6.5"),
        options=SIX,
        deals=(Deal(DJ_HANDS),),
        script=(
            "bid 2; pass; pass; pass; trump H; play 2H",
            plays("JD X1 4H"),
            Tricks(((1, "2H JD X1 4H", 2),)),
        ),
    ),
    Scenario(
        slug="play/revoke-penalized-follower",
        title="revoke penalized: a follower's revoke is accepted; its side scores 0, others 10",
        source=PLAY + "test_revoke_penalized_follower",
        rules=("SM-6.7", "SM-7.1", "SM-8.5"),
        options={**SIX, "revoke": "penalized"},
        deals=(Deal(("8S 7S 6S 5S 4S 3S", "AH KH QH AC KC QC", "AD KD QD TD 9D 2C", "AS KS QS JS TS 9S")),),
        script=(
            "bid 2; pass; pass; pass; trump H",
            plays("AH 9D 9S 3S"),
            "play AC",
            Legal(frozenset({"play 2C"})),
            plays("TD TS 4S"),
            plays("KH 2C JS 5S QH QD QS 6S KC KD KS 7S"),
            plays("QC AD AS 8S"),
            tricks(1, ("AH 9D 9S 3S", 1), ("AC TD TS 4S", 1), ("KH 2C JS 5S", 1), ("QH QD QS 6S", 1),
                   ("KC KD KS 7S", 1), ("QC AD AS 8S", 1)),
            Results((Result(outcome="played", revoking_sides=(2,), changes=(10, 10, 0, 10)),)),
            Final(scores=(10, 10, 0, 10), phase="awaiting_deal"),
        ),
        derivation="""
            SM-6.7 penalized, SM-8.5, SM-7.1 (hand maximum 10).

            Hearts trump, seat 1 pitcher (bid 2). T1: AH, 9D, 9S, 3S -> seat 1.
            T2: seat 1 leads AC; seat 2 holds 2C, so its only lawful play is 2C (legal set {2C}), but
            it plays TD: accepted as a revoke of side 2. TS, 4S follow; AC wins (TD off-suit).
            T3..T6, seat 1 wins each: KH 2C JS 5S / QH QD QS 6S / KC KD KS 7S / QC AD AS 8S.
            Result: revoking sides (2,), side 2 scores 0, every other side the hand maximum 10.
        """,
    ),
    Scenario(
        slug="play/revoke-penalized-pitcher-first-lead",
        title="revoke penalized, partnerships: a non-trump first lead is a revoke; side 1 scores 0",
        source=PLAY + "test_revoke_penalized_pitcher_first_lead_partnership",
        rules=("SM-1.2", "SM-6.2", "SM-6.7", "SM-8.5"),
        options={**SIX, "revoke": "penalized", "partnerships": True},
        deals=(Deal(("8S 7S 6S 5S 4S 3S", "AH AC KC QC JC TC", "AS KS QS JS TS 9S", "AD KD QD TD 9D 8D")),),
        script=(
            "bid 2; pass; pass; pass; trump H",
            Legal(frozenset({"play AH"})),
            plays("AC 9S 8D 3S"),
            plays("AH TS 9D 4S KC JS TD 5S QC QS QD 6S JC KS KD 7S"),
            plays("TC AS AD 8S"),
            tricks(1, ("AC 9S 8D 3S", 1), ("AH TS 9D 4S", 1), ("KC JS TD 5S", 1), ("QC QS QD 6S", 1),
                   ("JC KS KD 7S", 1), ("TC AS AD 8S", 1)),
            Results((Result(revoking_sides=(1,), changes=(10, 0)),)),
            Final(scores=(10, 0)),
        ),
        derivation="""
            SM-6.2, SM-6.7 penalized, SM-8.5, SM-1.2.

            4 players in partnerships (side = seat % 2). Seat 1 pitcher, hearts trump, holds AH and
            clubs; its lawful first lead is only AH, but it leads AC: accepted as a revoke of side 1.
            Nobody else holds a heart, JD or joker, or a club, so every other play is free; seat 1
            wins all six tricks. Side 1 scores 0 (not set back by its bid), side 0 scores 10.
        """,
    ),
    Scenario(
        slug="play/revoke-set-back-follower",
        title="revoke set_back: a follower's revoke is accepted and its side loses the amount bid",
        source=PLAY + "test_revoke_set_back_follower",
        rules=("SM-6.7", "SM-8.2", "SM-8.5"),
        options={**SIX, "revoke": "set_back"},
        deals=(Deal(("8S 7S 6S 5S 4S 3S", "AH KH QH AC KC QC", "AD KD QD TD 9D 2C", "AS KS QS JS TS 9S")),),
        script=(
            "bid 2; pass; pass; pass; trump H",
            plays("AH 9D 9S 3S AC"),
            Legal(frozenset({"play 2C"})),
            plays("TD TS 4S KH 2C JS 5S QH QD QS 6S KC KD KS 7S QC AD AS 8S"),
            Results((Result(outcome="played", revoking_sides=(2,), captured=(0, 3, 0, 0), changes=(0, 3, -2, 0)),)),
            Final(scores=(0, 3, -2, 0), phase="awaiting_deal"),
        ),
        derivation="""
            SM-6.7, SM-8.5 revoke set_back (R-SM-15): the hands and plays of
            test_revoke_penalized_follower. Seat 2's TD on the club lead is accepted as a revoke.
            Seat 1 takes every trick. Trumps played: AH KH QH (JH, JD, jokers, 3H are not dealt):
            High AH, Low QH, Game (the only side with game points) -> seat 1 captures 3 >= 2, made,
            +3 (SM-8.2). Side 2 revoked: set back by the amount bid, -2. Seats 0 and 3 capture 0.
            Changes (0, 3, -2, 0).
        """,
    ),
    Scenario(
        slug="play/revoke-set-back-pitcher",
        title="revoke set_back, partnerships: the pitcher's side revokes and is set back though it took every trick",
        source=PLAY + "test_revoke_set_back_pitcher",
        rules=("SM-6.2", "SM-6.7", "SM-8.5"),
        options={**SIX, "revoke": "set_back", "partnerships": True},
        deals=(Deal(("8S 7S 6S 5S 4S 3S", "AH AC KC QC JC TC", "AS KS QS JS TS 9S", "AD KD QD TD 9D 8D")),),
        script=(
            "bid 2; pass; pass; pass; trump H",
            plays("AC 9S 8D 3S AH TS 9D 4S KC JS TD 5S QC QS QD 6S JC KS KD 7S TC AS AD 8S"),
            Results((Result(revoking_sides=(1,), captured=(0, 3), made=True, changes=(0, -2)),)),
        ),
        derivation="""
            SM-6.7, SM-8.5 revoke set_back: the hands and plays of
            test_revoke_penalized_pitcher_first_lead_partnership. Side 1 (the pitcher's) revokes with
            its first lead AC and then takes every trick: it captures High AH, Low AH (the only trump
            played) and Game = 3 >= 2, but a revoking side is set back by the bid: -2. Side 0
            captures nothing: 0. Changes (0, -2).
        """,
    ),
    Scenario(
        slug="play/six-player-partnership-bidding-and-follow",
        title="Six players in three pairs: bidding order, following suit and trick winners",
        source=PLAY + "test_six_player_partnership_bidding_and_follow",
        rules=("SM-1.2", "SM-3.1", "SM-6.2", "SM-6.3", "SM-6.4", "SM-6.5"),
        options={"players": 6, "partnerships": True, "hand_size": 6},
        dealer=5,
        deals=(Deal(SIX_P),),
        script=(
            Legal(to_act=0),
            "bid 2; pass; bid 3; pass; pass",
            Legal(to_act=5),
            "pass",
            Legal(to_act=2, phase="trump"),
            "trump H",
            Legal(frozenset({"play QH", "play JD"})),
            "play QH",
            Legal(frozenset({"play 2H"})),
            "play 2H",
            Legal(frozenset({"play X1"})),
            "play X1",
            Count(6),
            "play 3D",
            Legal(frozenset({"play AH", "play KH"})),
            plays("AH 9S"),
            Legal(to_act=0),
            plays("2C TS"),
            Legal(frozenset({"play 8C", "play JD"})),
            Refuse("play AD", "E_MUST_FOLLOW_SUIT"),
            "play JD",
            Legal(frozenset({"play AC", "play KC", "play QC"})),
            plays("AC 4S 4D"),
            Tricks(((2, "QH 2H X1 3D AH 9S", 0), (0, "2C TS JD AC 4S 4D", 2))),
            Legal(to_act=2),
        ),
        derivation="""
            SM-1.2 (6 seats, 3 pairs, side = seat % 3), SM-3.1, SM-6.2..6.5.

            Dealer 5, eldest 0. Seat 0 bids 2, seat 1 passes, seat 2 bids 3 (over its opponent, not
            partner), 3, 4, 5 pass: pitcher 2. Hearts trump (Jick JD).
            T1: seat 2 may lead QH or JD, leads QH; seat 3 must play 2H; seat 4 must play X1; seat 5
            no trump, plays 3D; seat 0 {AH, KH}, plays AH; seat 1 plays 9S. AH highest: seat 0.
            T2: seat 0 leads 2C; seat 1 void plays TS; seat 2 may play 8C or trump JD, plays JD;
            seat 3 must play a club (holds no trump), plays AC; seat 4 plays 4S; seat 5 4D.
            Only trump JD: seat 2 wins and leads next.
        """,
    ),
    Scenario(
        slug="bidding/six-player-partnership-dealer-set",
        title="Six players in pairs, all pass under dealer_set: the dealer's pair loses 2",
        source=PLAY + "test_six_player_partnership_dealer_set",
        rules=("SM-1.2", "SM-1.3", "SM-3.5", "SM-8.6"),
        options={"players": 6, "partnerships": True, "hand_size": 6, "all_pass": "dealer_set"},
        dealer=4,
        deals=(Deal(SIX_P), Deal((*SIX_P[1:], SIX_P[0]))),
        script=(
            Legal(to_act=5),
            "pass; pass; pass; pass; pass; pass",
            Results((Result(outcome="dealer_set", changes=(0, -2, 0)),)),
            Legal(to_act=0),
        ),
        derivation="""
            SM-1.2, SM-3.5 dealer_set, SM-8.6, SM-1.3.

            6 seats in pairs: side = seat % 3. Dealer 4 (side 1), eldest 5; six passes. Side 1 is set
            back 2: changes (0, -2, 0). Next dealer 5, whose eldest is seat 0.
        """,
    ),
    Scenario(
        slug="game-end/game-over-refuses-every-action",
        title="Three players, target 5: a sweep of 8 points wins; every later action is refused",
        source=PLAY + "test_game_over_refuses_every_action",
        rules=("SM-7.2", "SM-7.3", "SM-7.4", "SM-7.5", "SM-7.7", "SM-7.8", "SM-7.10", "SM-8.2", "SM-9.1", "SM-9.2"),
        options={"players": 3, "hand_size": 6, "target": 5},
        deals=(Deal(("AC KC QC JC TC 9C", "AH KH QH JH 3H JD", "AS KS QS JS TS 9S")),),
        script=(
            "bid 2; pass; pass; trump H",
            plays("AH AS AC KH KS KC QH QS QC JH JS JC JD TS TC 3H 9S 9C"),
            tricks(1, ("AH AS AC", 1), ("KH KS KC", 1), ("QH QS QC", 1), ("JH JS JC", 1), ("JD TS TC", 1), ("3H 9S 9C", 1)),
            Results((Result(
                awards={"high": (1, 1), "low": (1, 1), "jack": (1, 1), "jick": (1, 1), "joker1": (None, 0),
                        "joker2": (None, 0), "game": (1, 1), "three": (1, 3)},
                game_points=(0, 51, 0), captured=(0, 8, 0), made=True, changes=(0, 8, 0),
            ),)),
            Final(scores=(0, 8, 0), winner=1, phase="game_over"),
            Refuse("pass", "E_GAME_OVER"),
            Refuse("bid 2", "E_GAME_OVER"),
            Refuse("play AS", "E_GAME_OVER"),
        ),
        derivation="""
            SM-6, SM-7, SM-8.2, SM-9.1, SM-9.2; E_GAME_OVER.

            3 players, target 5. Dealer 0, eldest 1: seat 1 bids 2, seats 2 and 0 pass; hearts trump.
            Seat 1 holds AH KH QH JH JD 3H (all trumps); nobody else holds a trump, so seat 1 wins all
            six tricks, leading them in that order (seat 2 plays spades AS..9S, seat 0 clubs AC..9C).
            Awards to seat 1: High (AH) 1, Low (lowest trump played 3H) 1, Jack (JH) 1, Jick (JD) 1,
            Three (3H) 3, Game 1 (card points 11 + 20 + 20 = 51, others 0); the jokers were not
            played: nobody (SM-7.10). 8 >= bid 2: +8, reaching target 5: seat 1 wins the game.
        """,
    ),
)


# ============================================================================ scoring scenarios

# --- Deal A -------------------------------------------------------------------------------------
HANDS_A = (
    "4H 7H JD 3S 3C QD",  # seat 0
    "5H X2 JH KS 4C 3D",  # seat 1
    "AH 6H 8H AS 9C 4D",  # seat 2
    "2H X1 3H 2S TC 2D",  # seat 3
)
BIDS_A = "pass; bid 3; pass; pass; trump H"  # seat 1 passes, seat 2 bids 3, seats 3 and 0 pass
TRICKS_A = (
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
TRICKS_B = (
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
TRICKS_D = (
    ("9S 3S 4S 5S", 1),  # s1 9S, s2 3S, s3 4S, s0 5S
    ("2S X1 6S 7S", 2),  # s1 2S, s2 X1, s3 6S, s0 7S
    ("X2 8S 5C 5D", 2),  # s2 X2, s3 8S, s0 5C (no trump left), s1 5D (no trump left)
    ("9H 2H 3H 4H", 2),
    ("9D 2D 3D 4D", 2),
    ("9C 2C 3C 4C", 2),
)

# --- Deal E: no trump in play at all; the only game-point card is a jack of another suit ---------
HANDS_E = (
    "2S 3S 4S 2D 3D 2C",  # seat 0
    "JS 9S 8S 9D 8D 8C",  # seat 1
    "5S 6S 4D 5D 3C 4C",  # seat 2
    "7S 6D 7D 5C 6C 7C",  # seat 3
)
BIDS_E = "bid 2; pass; pass; pass; trump H"  # seat 1 pitches for 2 and names a suit it does not hold
TRICKS_E = (
    ("JS 5S 7S 2S", 1),  # s1 JS, s2 5S, s3 7S, s0 2S
    ("9S 6S 6D 3S", 1),  # s3 has no spade left
    ("8S 4D 5C 4S", 1),  # s2 has no spade left
    ("9D 5D 7D 2D", 1),
    ("8D 3C 6C 3D", 1),  # s2 and s3 have no diamond left
    ("8C 4C 7C 2C", 1),
)
AWARDS_E = {"high": (None, 0), "low": (None, 0), "jack": (None, 0), "jick": (None, 0), "joker1": (None, 0), "joker2": (None, 0),
            "game": (1, 1), "three": (None, 0)}
E_NOBODY = {"high": (None, 0), "low": (None, 0), "jack": (None, 0), "jick": (None, 0),
            "joker1": (None, 0), "joker2": (None, 0), "three": (None, 0)}

# --- Three players (seats 0, 1, 2; dealer 0, bidding 1, 2, 0); diamonds trump, Jick JH -----------
OPTS_3P: dict[str, JSONScalar] = {"players": 3, "hand_size": 6}
HANDS_3P = (
    "KD QD 5D 5S 2C 3H",  # seat 0
    "3D JH JD 6S TC 2H",  # seat 1
    "2D X2 AD X1 AC 4H",  # seat 2
)
BIDS_3P = "bid 2; pass; pass; trump D"  # seat 1 pitches for 2
TRICKS_3P = (
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
TRICKS_SWEEP = (
    ("AH X2 TH 9H", 1),
    ("KH 2H 3H 2S", 1),
    ("QH AS AC 3S", 1),
    ("JH KS KC 4S", 1),
    ("JD QS QC 5S", 1),
    ("X1 JS JC 6S", 1),
)

AWARDS_A = {"high": (2, 1), "low": (2, 1), "jack": (1, 1), "jick": (1, 1), "joker1": (3, 1), "joker2": (3, 1), "game": (2, 1), "three": (1, 3)}


@dataclass(frozen=True)
class PlayedHand:
    """A deal played out: its hands, the bidding to the trump naming, and every trick (cards from the
    leader on, with the seat that wins it), the first led by ``first_leader``."""

    hands: tuple[str, ...]
    bidding: str
    tricks: tuple[tuple[str, int], ...]
    first_leader: int


DEAL_A = PlayedHand(HANDS_A, BIDS_A, TRICKS_A, first_leader=2)
DEAL_B = PlayedHand(HANDS_B, BIDS_B, TRICKS_B, first_leader=2)
DEAL_D = PlayedHand(HANDS_D, BIDS_D, TRICKS_D, first_leader=1)
DEAL_E = PlayedHand(HANDS_E, BIDS_E, TRICKS_E, first_leader=1)
THREE_PLAYERS = PlayedHand(HANDS_3P, BIDS_3P, TRICKS_3P, first_leader=1)
SWEEP = PlayedHand(HANDS_SWEEP, BIDS_SWEEP, TRICKS_SWEEP, first_leader=1)


def played_out(hand: PlayedHand, slug: str, title: str, test: str, rules: tuple[str, ...], options: dict[str, JSONScalar],
               *checks: Results | Final | Legal, preset: str = "standard", dealer: int = 0, more: tuple[Deal, ...] = (),
               derivation: str = "") -> Scenario:
    """A scoring scenario: ``hand`` dealt (then the deals ``more``), bid and played out, then ``checks``."""
    return Scenario(
        slug=slug, title=title, source=SCORING + test, rules=rules, preset=preset, options=options, dealer=dealer,
        deals=(Deal(hand.hands), *more),
        script=(hand.bidding, all_plays(hand.tricks), tricks(hand.first_leader, *hand.tricks), *checks), derivation=derivation,
    )


TIE_HANDS = ("4S 4H 3C 3D 6C 6D", "AS 2H 4C 4D 7C 7D", "2S AH 2C TD 5C 8D", "3S 3H TC 2D AC 5D")
TIE_TRICKS = (("AS 2S 3S 4S", 1), ("2H AH 3H 4H", 2), ("2C TC 3C 4C", 3), ("2D 3D 4D TD", 2), ("5C AC 6C 7C", 3), ("5D 6D 7D 8D", 2))


NO_TRUMP_TIE = PlayedHand(TIE_HANDS, "bid 2; pass; pass; pass; trump S", TIE_TRICKS, first_leader=1)


def _tie_no_trump(tie: str) -> Scenario:
    return played_out(
        NO_TRUMP_TIE,
        f"scoring/game-tie-without-trump-{tie.replace('_', '-')}",
        f"Game tie between sides that captured no trump goes to nobody (game_tie {tie})",
        "test_game_tie_between_sides_without_trump_goes_to_nobody", ("SM-7.7", "SM-7.10"),
        {**SIX, "game_tie": tie},
        Results((Result(
            game_points=(0, 4, 14, 14),
            awards={"high": (1, 1), "low": (1, 1), "jack": (None, 0), "jick": (None, 0), "joker1": (None, 0),
                    "joker2": (None, 0), "game": (None, 0), "three": (1, 3)},
            captured=(0, 5, 0, 0), changes=(0, 5, 0, 0),
        ),)),
        derivation="""
            SM-7.7 game_tie low_card (default) and lowest_trump, no tied side captured a trump -> nobody.
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
            Seat 1: high 1 + low 1 + three 3 = 5, made (bid 2). Changes (0, 5, 0, 0).
        """,
    )


# Three players, hand_size 6, dealer 0 (bidding 1, 2, 0), hearts trump (Jick JD): a Game tie
# where the Low card went to the side outside the tie.
HANDS_TIE_3P = (
    "5H 6C 3S 5D 6S 2C",  # seat 0
    "3H 7H TS 4D 7S 8S",  # seat 1
    "4H 8C 2S TD 5S 9S",  # seat 2
)
TRICKS_TIE_3P = (
    ("3H 4H 5H", 0),  # s1 3H, s2 4H, s0 5H: every player follows trump; 5H highest
    ("6C 7H 8C", 1),  # s0 6C, s1 7H (void in clubs), s2 8C: the only trump wins
    ("TS 2S 3S", 1),  # s1 TS, s2 2S, s0 3S
    ("4D TD 5D", 2),  # s1 4D, s2 TD, s0 5D
    ("5S 6S 7S", 1),  # s2 5S, s0 6S, s1 7S
    ("8S 9S 2C", 2),  # s1 8S, s2 9S, s0 2C (no spade left)
)


THREE_PLAYER_TIE = PlayedHand(HANDS_TIE_3P, "bid 2; pass; pass; trump H", TRICKS_TIE_3P, first_leader=1)


def _three_player_tie(tie: str, game: int | None) -> Scenario:
    return played_out(
        THREE_PLAYER_TIE,
        f"scoring/game-tie-low-card-outside-tie-{tie.replace('_', '-')}",
        f"Three players, Game tie with the Low card captured outside the tie (game_tie {tie})",
        "test_game_tie_low_card_outside_the_tie_goes_to_nobody", ("SM-7.3", "SM-7.7", "SM-7.8", "SM-8.3"),
        {**OPTS_3P, "game_tie": tie},
        Results((Result(
            game_points=(0, 10, 10),
            awards={"high": (None, 0), "low": (0, 1), "jack": (None, 0), "jick": (None, 0), "joker1": (None, 0),
                    "joker2": (None, 0), "game": (game, 0 if game is None else 1), "three": (0, 3)},
            captured=(4, 0 if game is None else 1, 0), made=False, changes=(4, -2, 0),
        ),)),
        derivation="""
            SM-7.7 game_tie: where the default low_card and lowest_trump part company.
            Three players, seat 1 pitches for 2, hearts trump; tricks as TRICKS_TIE_3P.
            Captured: seat 0 = 3H 4H 5H (0 game points); seat 1 = 6C 7H 8C, TS 2S 3S, 5S 6S 7S
            (TS 10); seat 2 = 4D TD 5D, 8S 9S 2C (TD 10). Game: seats 1 and 2 tie at 10.
            Trumps played: 3H 4H 5H 7H -> the Low card is 3H, captured by seat 0 (T1), which is not in
            the tie. low_card: nobody. lowest_trump: the lowest trump a tied side captured is 7H (seat
            1; seat 2 captured none) -> seat 1. none: nobody.
            Other categories: AH, JH, JD, X1, X2 not played (SM-7.10); Low 3H and Three 3H to seat 0.
            Seat 1 captures 0 (1 with lowest_trump) < 2 -> set, -2. Changes (4, -2, 0) either way.
        """,
    )


# Second hand after the three-player tie: dealer 1, bidding 2, 0, 1; spades trump (Jick JC).
HANDS_SET_AT_TARGET = (
    "AS AH AD AC KH KD",  # seat 0
    "6S 2H 2D 2C 4H 4D",  # seat 1
    "5S 3H 3D 3C 5H 5D",  # seat 2
)
BIDS_SET_AT_TARGET = "bid 2; pass; pass; trump S"  # seat 2 bids 2, seats 0 and 1 pass
TRICKS_SET_AT_TARGET = (
    ("5S AS 6S", 0),  # s2 5S (its only trump), s0 AS, s1 6S: both follow trump
    ("AH 2H 3H", 0),
    ("AD 2D 3D", 0),
    ("AC 2C 3C", 0),
    ("KH 4H 5H", 0),
    ("KD 4D 5D", 0),
)


SCORING_SCENARIOS: tuple[Scenario, ...] = (
    Scenario(
        slug="scoring/deal-a-standard-every-category",
        title="Deal A, standard: every category awarded, pitcher makes its bid of 3 exactly",
        source=SCORING + "test_deal_a_standard_every_category_made_exactly",
        rules=("SM-4.2", "SM-6.3", "SM-7.2", "SM-7.3", "SM-7.4", "SM-7.5", "SM-7.6", "SM-7.7", "SM-7.8", "SM-8.1", "SM-8.2", "SM-8.4"),
        options=SIX,
        deals=(Deal(HANDS_A),),
        script=(
            BIDS_A,
            Legal(phase="play"),
            "play AH; play 2H",
            Legal(frozenset({"play 4H", "play 7H", "play JD"})),
            all_plays(TRICKS_A)[len("play AH; play 2H; "):],
            tricks(2, *TRICKS_A),
            Results((Result(outcome="played", pitcher=2, bid=3, trump="H", awards=AWARDS_A, game_points=(2, 2, 11, 10),
                            captured=(0, 5, 3, 2), made=True, revoking_sides=(), changes=(0, 5, 3, 2), scores=(0, 5, 3, 2)),)),
            Final(scores=(0, 5, 3, 2), winner=None, phase="awaiting_deal"),
        ),
        derivation="""
            SM-7.2..SM-7.8, SM-8.1/8.2/8.4 on Deal A (module docstring), standard options.

            High: AH captured by seat 2 (T1). Low (SM-7.3 captured): 2H, lowest trump played, captured
            by seat 2 in T1. Jack JH and Jick JD: both in T3, won by seat 1. X1 and X2: T2, won by seat 3.
            Three 3H: T3, seat 1 -> 3 points. Game: 2 / 2 / 11 / 10 -> seat 2 unique highest.
            Captured: seat 0 = 0; seat 1 = 1 + 1 + 3 = 5; seat 2 = 1 + 1 + 1 = 3; seat 3 = 1 + 1 = 2
            (total 10 = hand maximum). Pitcher seat 2 bid 3, captured 3 >= 3: made, scores 3.
            Changes (0, 5, 3, 2). Nobody reached 21, no deal left: AWAITING_DEAL.
            SM-4.2: with hearts trump the Jick JD is a trump, so seat 0 must follow the trump lead with
            4H, 7H or JD (SM-6.3).
        """,
    ),
    played_out(DEAL_A, "scoring/deal-a-low-holder-sets-pitcher", "Deal A, low_rule holder: Low goes to the player of 2H and the pitcher is set",
               "test_deal_a_low_holder_sets_the_pitcher", ("SM-7.3", "SM-8.3"), {**SIX, "low_rule": "holder"},
               Results((Result(awards={**AWARDS_A, "low": (3, 1)}, captured=(0, 5, 2, 3), made=False, changes=(0, 5, -3, 3), scores=(0, 5, -3, 3)),)),
               derivation="""
                   SM-7.3 low_rule holder: Low goes to the side that PLAYED the lowest trump 2H, seat 3,
                   although seat 2 captured it (T1). Everything else as in the standard reading.
                   Captured: seat 0 = 0; seat 1 = jack 1 + jick 1 + three 3 = 5; seat 2 = high 1 + game 1 = 2;
                   seat 3 = low 1 + joker1 1 + joker2 1 = 3. Pitcher seat 2: 2 < bid 3 -> set, -3 (SM-8.3),
                   although it captured 2 points. Changes (0, 5, -3, 3).
               """,
    ),
    played_out(DEAL_A, "scoring/deal-a-joker-game-points-move-game", "Deal A, joker_game_points 1: the jokers move Game to seat 3",
               "test_deal_a_jokers_worth_a_game_point_move_game", ("SM-7.7", "SM-8.3"), {**SIX, "joker_game_points": 1},
               Results((Result(game_points=(2, 2, 11, 12), awards={"game": (3, 1)}, captured=(0, 5, 2, 3), made=False, changes=(0, 5, -3, 3)),)),
               derivation="""
                   SM-7.7 joker_game_points 1: jokers count 1 each. Seat 3 captured X1 and X2 (T2):
                   10 + 1 + 1 = 12; seat 2 still 11 (no joker); seats 0, 1 still 2. Game -> seat 3.
                   Captured: seat 2 = high + low = 2 < 3 -> set -3; seat 3 = joker1 + joker2 + game = 3;
                   seat 1 = 5. Changes (0, 5, -3, 3).
               """,
    ),
    played_out(DEAL_A, "scoring/deal-a-partnerships", "Deal A in partnerships: seats 0 and 2 against 1 and 3",
               "test_deal_a_partnerships", ("SM-1.2", "SM-7.7", "SM-8.2"), {**SIX, "partnerships": True},
               Results((Result(awards={"high": (0, 1), "low": (0, 1), "jack": (1, 1), "jick": (1, 1), "joker1": (1, 1), "joker2": (1, 1),
                                       "game": (0, 1), "three": (1, 3)},
                               game_points=(13, 12), captured=(3, 7), made=True, changes=(3, 7), scores=(3, 7)),)),
                derivation="""
                    SM-1.2: 4 seats in partnerships: side 0 = seats 0 and 2, side 1 = seats 1 and 3.
                    Same play as Deal A. Side 0 captured T1, T4 (seat 2) and T6 (seat 0); side 1 captured
                    T3 (seat 1), T2 and T5 (seat 3).
                    Game points: side 0 = 11 + 2 = 13; side 1 = 2 + 10 = 12 -> Game side 0.
                    Side 0: high 1 + low 1 (2H in T1) + game 1 = 3. Side 1: jack 1 + jick 1 + joker1 1 +
                    joker2 1 + three 3 = 7. Pitcher seat 2 (side 0) bid 3, captured 3: made.
                    Changes (3, 7).
                """,
    ),
    played_out(DEAL_A, "scoring/deal-a-partnerships-low-holder", "Deal A in partnerships, low_rule holder: Low to side 1, side 0 set",
               "test_deal_a_partnerships_low_holder", ("SM-1.2", "SM-7.3", "SM-8.3"), {**SIX, "partnerships": True, "low_rule": "holder"},
               Results((Result(awards={"low": (1, 1)}, captured=(2, 8), made=False, changes=(-3, 8)),)),
               derivation="""
                   SM-7.3 holder with partnerships: 2H was played by seat 3 (side 1), captured by seat 2
                   (side 0) -> Low to side 1. Side 0: high + game = 2 < bid 3 -> set -3.
                   Side 1: 7 + 1 = 8. Changes (-3, 8).
               """,
    ),
    played_out(DEAL_B, "scoring/ace-in-stock-high-and-game-tie-nobody", "Deal B: the ace of trump is not played and Game ties: both go to nobody",
               "test_ace_in_stock_high_nobody_and_game_tie_nobody", ("SM-7.2", "SM-7.7", "SM-7.10", "SM-8.3"), {**SIX, "game_tie": "none"},
               Results((Result(awards={**AWARDS_A, "high": (None, 0), "game": (None, 0)}, game_points=(2, 2, 10, 10),
                               captured=(0, 5, 1, 2), made=False, changes=(0, 5, -2, 2)),)),
                derivation="""
                    Deal B = Deal A with KH for AH (AH lies in the stock); seat 2 pitches for 2.
                    T1 KH 2H 4H 5H -> KH highest, seat 2; the other tricks as Deal A.
                    SM-7.10: AH not played -> High (None, 0). Game points: seat 2 = KH 3 + KS 3 + AS 4 = 10,
                    seat 3 = TC 10, seats 0/1 = 2 -> tie 10/10 at the top, game_tie none -> nobody (SM-7.7).
                    Captured: seat 1 = 5 (jack, jick, three); seat 2 = low 1; seat 3 = 2 (jokers).
                    Pitcher seat 2: 1 < 2 -> set -2. Changes (0, 5, -2, 2).
                """,
    ),
    played_out(DEAL_B, "scoring/ace-in-stock-game-tie-low-card", "Deal B, default game_tie low_card: the tied side that captured the Low card 2H wins Game",
               "test_ace_in_stock_game_tie_default_low_card_every_reading_agrees", ("SM-7.3", "SM-7.7", "SM-8.2"), SIX,
               Results((Result(awards={"game": (2, 1), "high": (None, 0)}, game_points=(2, 2, 10, 10), captured=(0, 5, 2, 2),
                               made=True, changes=(0, 5, 2, 2)),)),
                derivation="""
                    SM-7.7 game_tie low_card (the default) on Deal B: seats 2 and 3 tie at 10 game points.
                    The Low card is 2H, the lowest trump played (SM-7.3), captured by seat 2 in T1, a tied
                    side -> Game to seat 2. Every reading of «la carta más baja» (R-SM-20) names seat 2 here:
                    it captured the Low card 2H, the lowest trump any tied side captured (seat 3's lowest is 6H),
                    and the lowest card by rank (2H and 2S against seat 3's lowest, 3C; jokers have no rank).
                    Seat 2: low + game = 2 >= 2 -> made, +2. Changes (0, 5, 2, 2).
                """,
    ),
    played_out(DEAL_B, "scoring/ace-in-stock-game-tie-lowest-trump", "Deal B, game_tie lowest_trump: the tied side that captured 2H wins Game",
               "test_ace_in_stock_game_tie_lowest_trump", ("SM-7.7", "SM-8.2"), {**SIX, "game_tie": "lowest_trump"},
               Results((Result(awards={"game": (2, 1), "high": (None, 0)}, captured=(0, 5, 2, 2), made=True, changes=(0, 5, 2, 2)),)),
               derivation="""
                   SM-7.7 game_tie lowest_trump on Deal B: tied seats 2 and 3 (10 each). Seat 2 captured
                   trumps KH 2H 4H 5H (lowest 2H); seat 3 captured 6H X1 7H X2 (lowest 6H). 2H ranks below 6H
                   -> Game to seat 2. Seat 2: low + game = 2 >= 2 -> made, +2. Changes (0, 5, 2, 2).
               """,
    ),
    played_out(DEAL_B, "scoring/ace-in-stock-high-highest-in-play", "Deal B, high_rule highest_in_play: High goes with KH, the highest trump played",
               "test_ace_in_stock_high_rule_highest_in_play", ("SM-7.2", "SM-8.2"), {**SIX, "high_rule": "highest_in_play"},
               Results((Result(awards={**AWARDS_A, "high": (2, 1), "game": (2, 1)}, captured=(0, 5, 3, 2), made=True, changes=(0, 5, 3, 2)),)),
               derivation="""
                   SM-7.2 high_rule highest_in_play on Deal B: trumps played are KH 2H 4H 5H 6H X1 7H X2 3H
                   JD JH 8H; the highest is KH, captured by seat 2 (T1) -> High (2, 1). Game ties 10/10 and
                   goes by the default game_tie low_card to seat 2, which captured the Low card 2H.
                   Seat 2: high + low + game = 3 >= 2 -> made, +3. Changes (0, 5, 3, 2).
               """,
    ),
    played_out(DEAL_D, "scoring/no-game-points-pitcher-makes-more", "Deal D: no game points in play, Game to nobody; the pitcher scores 3 on a bid of 2",
               "test_no_game_points_nobody_wins_game_and_pitcher_makes_more_than_bid", ("SM-7.7", "SM-7.8", "SM-7.10", "SM-8.2"), SIX,
               Results((Result(awards={"high": (None, 0), "low": (2, 1), "jack": (None, 0), "jick": (None, 0), "joker1": (2, 1),
                                       "joker2": (2, 1), "game": (None, 0), "three": (1, 3)},
                               game_points=(0, 0, 0, 0), captured=(0, 3, 3, 0), made=True, changes=(0, 3, 3, 0)),)),
                derivation="""
                    Deal D, spades trump (Jick JC). Only ranks 2-9 and the jokers are in play, so AS, JS, JC
                    lie in the stock: High, Jack, Jick (None, 0) by SM-7.10; every side has 0 game points ->
                    Game nobody (SM-7.7).
                    T1 s1 9S, s2 3S, s3 4S, s0 5S -> 9S, seat 1 (captures 3S: Three, 3 points).
                    T2 s1 2S, s2 X1, s3 6S, s0 7S -> X1, seat 2 (captures 2S, the lowest trump: Low; X1).
                    T3 s2 X2, s3 8S, s0 5C, s1 5D -> X2, seat 2 (Joker 2). T4-T6: seat 2 leads the nines
                    9H/9D/9C and wins each.
                    Captured: seat 1 = 3; seat 2 = low + joker1 + joker2 = 3. Pitcher seat 1 bid 2, captured
                    3 -> made, scores 3 (more than the bid, SM-8.2). Changes (0, 3, 3, 0).
                """,
    ),
    played_out(DEAL_D, "scoring/no-game-points-low-holder", "Deal D, low_rule holder: Low goes to seat 1, which played 2S",
               "test_no_game_points_low_holder_goes_to_player_of_2s", ("SM-7.3",), {**SIX, "low_rule": "holder"},
               Results((Result(awards={"low": (1, 1)}, captured=(0, 4, 2, 0), changes=(0, 4, 2, 0)),)),
               derivation="""
                   SM-7.3 holder on Deal D: the lowest trump 2S was played by seat 1 (T2) but captured by
                   seat 2 -> Low to seat 1. Seat 1: low 1 + three 3 = 4 (made, bid 2); seat 2: jokers 2.
                   Changes (0, 4, 2, 0).
               """,
    ),
    played_out(DEAL_D, "scoring/no-game-points-jokers-count-one", "Deal D, joker_game_points 1: two captured jokers win Game",
               "test_no_game_points_jokers_count_one", ("SM-7.7",), {**SIX, "joker_game_points": 1},
               Results((Result(game_points=(0, 0, 2, 0), awards={"game": (2, 1)}, changes=(0, 3, 4, 0)),)),
               derivation="""
                   SM-7.7 joker_game_points 1 on Deal D: seat 2 captured X1 (T2) and X2 (T3) -> 2 game
                   points, every other side 0 -> Game seat 2. Seat 2: 3 + 1 = 4. Changes (0, 3, 4, 0).
               """,
    ),
    played_out(DEAL_D, "scoring/no-game-points-lowest-trump-still-nobody", "Deal D, game_tie lowest_trump: all totals 0, nobody wins Game",
               "test_no_game_points_lowest_trump_tiebreak_still_nobody", ("SM-7.7",), {**SIX, "game_tie": "lowest_trump"},
               Results((Result(awards={"game": (None, 0)}, changes=(0, 3, 3, 0)),)),
               derivation="""
                   SM-7.7: all sides at 0 game points; a side with total 0 can't win Game, even with
                   game_tie lowest_trump (seat 2 captured the lowest trump 2S). Game (None, 0).
               """,
    ),
    played_out(DEAL_E, "scoring/no-trump-in-play-game-on-one-point", "Deal E: no trump is played; Game goes to the only side with a game point, a jack",
               "test_no_trump_in_play_game_won_with_a_single_point", ("SM-6.2", "SM-7.3", "SM-7.7", "SM-7.10", "SM-8.3"), SIX,
               Results((Result(awards=AWARDS_E, game_points=(0, 1, 0, 0), captured=(0, 1, 0, 0), made=False, changes=(0, -2, 0, 0),
                               scores=(0, -2, 0, 0)),)),
                derivation="""
                    Deal E, hearts trump: every heart, the Jick JD and both jokers lie in the stock, so no card
                    in play is a trump (SM-4.2). The pitcher, seat 1, holds no trump, so any lead is allowed
                    (SM-6.2). Only ranks 2-9 of spades, diamonds and clubs and JS are in play.
                    Each trick goes to the highest card of the led suit (SM-6.5): seat 1 leads JS, 9S, 8S, 9D,
                    8D, 8C in turn and wins all six.
                    High (AH), Jack (JH), Jick (JD), jokers and Three (3H) were not played: (None, 0) (SM-7.10);
                    no trump was played, so there is no Low card: (None, 0) (SM-7.3).
                    Game points (SM-7.7): JS 1 for seat 1, 0 for every other seat -> seat 1 is the unique
                    highest positive total and wins Game with 1 game point.
                    Captured: seat 1 = 1 < bid 2 -> set -2 (SM-8.3). Changes (0, -2, 0, 0).
                """,
    ),
    played_out(DEAL_E, "scoring/no-trump-in-play-highest-in-play-high-nobody", "Deal E, high_rule highest_in_play: no trump played, High to nobody",
               "test_no_trump_in_play_high_rule_highest_in_play_goes_to_nobody", ("SM-7.2",), {**SIX, "high_rule": "highest_in_play"},
               Results((Result(awards=AWARDS_E, changes=(0, -2, 0, 0)),)),
               derivation="""
                   SM-7.2 high_rule highest_in_play on Deal E: no trump was played, so there is no highest
                   trump and High goes to nobody (None, 0); every other award as with the default rule.
               """,
    ),
    _tie_no_trump("low_card"),
    _tie_no_trump("none"),
    _tie_no_trump("lowest_trump"),
    _three_player_tie("low_card", None),
    _three_player_tie("none", None),
    _three_player_tie("lowest_trump", 1),
    played_out(THREE_PLAYERS, "scoring/three-players-three-sides", "Three individual players: three sides, the pitcher set",
               "test_three_players_three_sides", ("SM-1.1", "SM-7.7", "SM-8.3", "SM-8.4"), OPTS_3P,
               Results((Result(awards={"high": (2, 1), "low": (0, 1), "jack": (2, 1), "jick": (0, 1), "joker1": (2, 1), "joker2": (0, 1),
                                       "game": (2, 1), "three": (0, 3)},
                               game_points=(6, 0, 19), captured=(6, 0, 4), made=False, changes=(6, -2, 4), scores=(6, -2, 4)),)),
               derivation="""
                   SM-1.1 three sides; diamonds trump: AD KD QD JD JH(Jick) X1 X2 TD ... 2D.
                   T1 s1 3D, s2 2D, s0 KD -> seat 0 (3D Three, 2D Low). T2 s0 QD, s1 JH, s2 X2 -> QD, seat 0
                   (Jick, Joker 2). T3 s0 5D, s1 JD, s2 AD -> seat 2 (High, Jack). T4 s2 X1, s0 5S, s1 6S ->
                   seat 2 (Joker 1). T5 s2 AC, s0 2C, s1 TC -> seat 2. T6 s2 4H, s0 3H, s1 2H -> seat 2.
                   Game points: s0 KD 3 + QD 2 + JH 1 = 6; s1 0; s2 JD 1 + AD 4 + AC 4 + TC 10 = 19 -> seat 2.
                   Captured: s0 = low 1 + three 3 + jick 1 + joker2 1 = 6; s1 = 0; s2 = high + jack + joker1
                   + game = 4. Pitcher seat 1 (bid 2) captured 0 -> set -2. Changes (6, -2, 4).
               """,
    ),
    played_out(THREE_PLAYERS, "scoring/three-players-low-holder", "Three players, low_rule holder: Low to seat 2, which played 2D",
               "test_three_players_low_holder", ("SM-7.3",), {**OPTS_3P, "low_rule": "holder"},
               Results((Result(awards={"low": (2, 1)}, captured=(5, 0, 5), changes=(5, -2, 5)),)),
               derivation="""
                   SM-7.3 holder: 2D was played by seat 2 in T1 (won by seat 0) -> Low to seat 2.
                   Captured (5, 0, 5); pitcher set -2. Changes (5, -2, 5).
               """,
    ),
    Scenario(
        slug="scoring/sweep-bid-ten-scores-ten",
        title="A bid of 10 ends the bidding and a sweep of every trick scores all 10 points",
        source=SCORING + "test_sweep_bid_ten_ends_bidding_and_scores_ten",
        rules=("SM-3.4", "SM-7.1", "SM-7.7", "SM-8.2"),
        options=SIX,
        deals=(Deal(HANDS_SWEEP),),
        script=(
            "bid 10",
            Legal(PASS, to_act=2, phase="bidding"),
            "pass; pass; pass",
            Legal(phase="trump"),
            "trump H",
            *played_tricks(1, TRICKS_SWEEP),
            Results((Result(awards={c: (1, 3 if c == "three" else 1) for c in AWARDS_A}, game_points=(0, 41, 0, 0),
                            captured=(0, 10, 0, 0), changes=(0, 10, 0, 0), made=True),)),
        ),
        derivation="""
            SM-3.4 (max_bid others_speak): seat 1 (eldest) bids 10 = hand maximum; seats 2, 3 and 0
            still speak and may only pass (any bid is at most 10, not above it: E_BID_TOO_LOW, SM-3.2);
            after the dealer's pass, the trump phase.
            Seat 1 leads trumps AH KH QH JH JD X1, every one the best trump left; seats 2 (X2 2H) and 3
            (TH 3H) and 0 (9H) follow trump while they can. Seat 1 captures all 24 cards: High AH, Low
            2H (lowest trump played), Jack, Jick JD, X1, X2, Three 3H, Game (hearts A4 K3 Q2 J1 T10 =
            20, JD 1, spades A K Q J = 10, clubs A K Q J = 10: 41 against 0).
            Captured 10 >= 10: made, +10. Changes (0, 10, 0, 0).
        """,
    ),
    Scenario(
        slug="scoring/revoke-one-offender",
        title="revoke penalized, one offender: it scores 0 and every other side the hand maximum 10",
        source=SCORING + "test_revoke_one_offender_others_score_hand_maximum",
        rules=("SM-6.7", "SM-8.5"),
        options={**SIX, "revoke": "penalized"},
        deals=(Deal(HANDS_A),),
        script=(
            BIDS_A,
            all_plays(TRICKS_A[:4]),
            "play 9C; play TC",
            Legal(frozenset({"play 3C"})),
            "play QD; play 4C",
            "play 2D; play 3C; play 3D; play 4D",
            tricks(2, *TRICKS_A[:4], ("9C TC QD 4C", 3), ("2D 3C 3D 4D", 2)),
            Results((Result(revoking_sides=(0,), changes=(0, 10, 10, 10), scores=(0, 10, 10, 10)),)),
        ),
        derivation="""
            SM-6.7/SM-8.5 revoke penalized, 4 individual sides, Deal A. In T5 (s2 leads 9C) seat 0
            holds 3C but plays QD: a revoke of side 0 (legal_actions lists only 3C). T5 9C TC QD 4C ->
            TC wins (QD neither led suit nor trump), seat 3. T6 s3 2D, s0 3C (no diamond left), s1 3D,
            s2 4D -> 4D, seat 2.
            Scores: side 0 (offender) 0, not set back; every other side the hand maximum 10, the pitcher
            included regardless of its bid. Changes (0, 10, 10, 10).
        """,
    ),
    Scenario(
        slug="scoring/revoke-two-offenders",
        title="revoke penalized, two offending sides: both score 0, the others 10",
        source=SCORING + "test_revoke_two_offenders_score_zero",
        rules=("SM-6.7", "SM-8.5"),
        options={**SIX, "revoke": "penalized"},
        deals=(Deal(HANDS_A),),
        script=(
            BIDS_A,
            all_plays(TRICKS_A[:4]),
            "play 9C; play TC; play QD; play 3D; play 2D; play 3C; play 4C; play 4D",
            tricks(2, *TRICKS_A[:4], ("9C TC QD 3D", 3), ("2D 3C 4C 4D", 2)),
            Results((Result(revoking_sides=(0, 1), changes=(0, 0, 10, 10)),)),
        ),
        derivation="""
            SM-8.5 with two revoking sides: Deal A, T5 s2 9C, s3 TC, s0 QD (holds 3C: revoke),
            s1 3D (holds 4C: revoke) -> TC, seat 3. T6 s3 2D, s0 3C, s1 4C (neither holds a diamond),
            s2 4D -> 4D, seat 2. Sides 0 and 1 score 0; sides 2 and 3 score 10.
            Changes (0, 0, 10, 10).
        """,
    ),
    Scenario(
        slug="scoring/revoke-by-pitcher-not-set",
        title="revoke penalized: a revoking pitcher's side scores 0 and is not set back",
        source=SCORING + "test_revoke_by_pitcher_scores_zero_not_set",
        rules=("SM-6.7", "SM-8.5"),
        options={**SIX, "revoke": "penalized"},
        deals=(Deal(HANDS_A),),
        script=(
            BIDS_A,
            all_plays(TRICKS_A[:3]),
            "play KS",
            Legal(frozenset({"play AS"})),
            "play 9C; play 2S; play 3S",
            all_plays((("4C AS TC 3C", 3), ("2D QD 3D 4D", 0))),
            tricks(2, *TRICKS_A[:3], ("KS 9C 2S 3S", 1), ("4C AS TC 3C", 3), ("2D QD 3D 4D", 0)),
            Results((Result(revoking_sides=(2,), changes=(10, 10, 0, 10)),)),
        ),
        derivation="""
            SM-8.5: the pitcher's side revokes -> it scores 0 (not set back by its bid 3).
            Deal A, T1-T3 as usual; T4 s1 KS, s2 9C (holds AS: revoke), s3 2S, s0 3S -> KS, seat 1.
            T5 s1 4C, s2 AS (no club left), s3 TC, s0 3C -> TC, seat 3. T6 s3 2D, s0 QD, s1 3D, s2 4D
            -> QD, seat 0. Changes (10, 10, 0, 10).
        """,
    ),
    Scenario(
        slug="scoring/five-point-team-preset",
        title="five_point_team: one joker, no Jick or Three points; bids 2 to 5",
        source=SCORING + "test_five_point_team_preset",
        rules=("SM-3.2", "SM-7.1", "SM-10"),
        preset="five_point_team",
        options=SIX,
        deals=(Deal(("4H 7H JD 3S 3C QD", "5H 9H JH KS 4C 3D", "AH 6H 8H AS 9C 4D", "2H X1 3H 2S TC 2D")),),
        script=(
            Legal(PASS | bids(2, 5)),
            BIDS_A,
            "play AH; play 2H",
            Legal(frozenset({"play 4H", "play 7H", "play JD"})),
            "play 4H; play 5H",
            all_plays((("6H X1 7H 9H", 3), *TRICKS_A[2:])),
            tricks(2, TRICKS_A[0], ("6H X1 7H 9H", 3), *TRICKS_A[2:]),
            Results((Result(awards={"high": (0, 1), "low": (0, 1), "jack": (1, 1), "joker1": (1, 1), "game": (0, 1)},
                            game_points=(13, 12), captured=(3, 2), made=True, changes=(3, 2)),)),
        ),
        derivation="""
            SM-10 five_point_team: partnerships, one joker (X1 only), no Jick or Three points; hand
            maximum 5 = High + Low + Jack + Joker 1 + Game, so bids run 2..5 (SM-3.2). The Jick JD is
            still a trump (option jick stays true), it just scores nothing.
            Deal A with 9H for X2 (X2 is not in the 53-card deck). T2 6H X1 7H 9H -> X1, seat 3; the
            rest as Deal A. Game points: side 0 (seats 0, 2) = 2 + 11 = 13; side 1 = 2 + 10 = 12.
            High AH side 0, Low 2H captured by seat 2 -> side 0, Jack JH seat 1 -> side 1, Joker 1 X1
            seat 3 -> side 1, Game side 0. Side 0 = 3 >= bid 3: made. Changes (3, 2).
        """,
    ),
    Scenario(
        slug="scoring/no-jick-preset",
        title="no_jick: JD is an ordinary diamond; no Jick or Three points; bids 2 to 6",
        source=SCORING + "test_no_jick_preset",
        rules=("SM-4.2", "SM-6.3", "SM-7.1", "SM-10"),
        preset="no_jick",
        options=SIX,
        deals=(Deal(("4H 7H JD 3S 3C QC", "5H X2 JH KS 4C 3D", "AH 6H 8H AS 9C 4D", "2H X1 3H 2S TC 2D")),),
        script=(
            Legal(PASS | bids(2, 6)),
            "pass; bid 2; pass; pass; trump H; play AH; play 2H",
            Legal(frozenset({"play 4H", "play 7H"})),
            "play 4H; play 5H",
            plays("6H X1 7H X2"),
            "play 3H",
            Legal(play_set("JD 3S 3C QC")),
            "play 3S; play JH; play 8H",
            plays("KS AS 2S 3C"),
            "play 4D; play 2D",
            Legal(frozenset({"play JD"})),
            "play JD; play 3D",
            plays("QC 4C 9C TC"),
            tricks(2, ("AH 2H 4H 5H", 2), ("6H X1 7H X2", 3), ("3H 3S JH 8H", 1), ("KS AS 2S 3C", 2), ("4D 2D JD 3D", 0), ("QC 4C 9C TC", 0)),
            Results((Result(awards={"high": (2, 1), "low": (2, 1), "jack": (1, 1), "joker1": (3, 1), "joker2": (3, 1), "game": (0, 1)},
                            game_points=(13, 1, 11, 0), captured=(1, 1, 2, 2), made=True, changes=(1, 1, 2, 2)),)),
        ),
        derivation="""
            SM-10 no_jick: jick false (JD is an ordinary diamond with hearts trump), no Jick and no
            Three points; hand maximum 6 (High, Low, Jack, X1, X2, Game).
            Hands: s0 4H 7H JD 3S 3C QC; s1 5H X2 JH KS 4C 3D; s2 AH 6H 8H AS 9C 4D; s3 2H X1 3H 2S TC
            2D. Seat 2 pitches hearts for 2.
            T1 AH 2H 4H 5H -> seat 2 (seat 0 may follow only with 4H or 7H: JD is no trump).
            T2 6H X1 7H X2 -> seat 3. T3 s3 3H, s0 3S (no trump: any card), s1 JH, s2 8H -> JH, seat 1.
            T4 s1 KS, s2 AS, s3 2S, s0 3C -> AS, seat 2. T5 s2 4D, s3 2D, s0 JD (must follow diamonds
            with it), s1 3D -> JD highest diamond, seat 0. T6 s0 QC, s1 4C, s2 9C, s3 TC -> QC, seat 0.
            Game points: s0 JD 1 + QC 2 + TC 10 = 13; s1 JH 1; s2 AH 4 + KS 3 + AS 4 = 11; s3 0.
            Awards: High s2, Low 2H (T1) s2, Jack s1, X1 X2 s3, Game s0; no jick, no three (3H was
            captured by seat 1 but scores nothing). Seat 2: 2 >= 2 made. Changes (1, 1, 2, 2).
        """,
    ),
    Scenario(
        slug="scoring/widow-preset-two-and-discarded-three",
        title="widow: the Two scores 2 for its captor; a discarded Three scores nothing",
        source=SCORING + "test_widow_preset_two_of_trump_and_discarded_three",
        rules=("SM-5.4", "SM-7.9", "SM-7.10", "SM-10"),
        preset="widow",
        options=SIX,
        deals=(Deal(("4H 7H JD 3S 3C QD", "5H X2 JH KS 4C 3D", "AH 6H AS 9C 4D 5S", "2H X1 9H 2S TC 2D"), widow="8H 3H QS 2C"),),
        script=(
            "pass; bid 3; pass; pass",
            Legal(phase="trump"),
            "trump H; discard QS 5S 3H 2C",
            Legal(phase="play"),
            all_plays((TRICKS_A[0], TRICKS_A[1], ("9H JD JH 8H", 1), *TRICKS_A[3:])),
            tricks(2, TRICKS_A[0], TRICKS_A[1], ("9H JD JH 8H", 1), *TRICKS_A[3:]),
            Results((Result(awards={**AWARDS_A, "game": (2, 1), "three": (None, 0), "two": (2, 2)},
                            game_points=(2, 2, 11, 10), captured=(0, 2, 5, 2), made=True, changes=(0, 2, 5, 2)),)),
        ),
        derivation="""
            SM-10 widow (widow 4, Two worth 2; hand maximum 12), SM-5.4, SM-7.9, SM-7.10.
            Seat 2 dealt AH 6H AS 9C 4D 5S; widow 8H 3H QS 2C. Seat 2 bids 3, takes the widow (10
            cards), names hearts, discards QS 5S 3H 2C (4 = 6 + 4 - 6), keeping AH 6H 8H AS 9C 4D.
            Others as Deal A but seat 3 holds 9H instead of 3H; T3 s3 9H, s0 JD, s1 JH, s2 8H -> JH,
            seat 1. Play otherwise as Deal A.
            Three: 3H was discarded -> (None, 0). Two: 2H captured by seat 2 in T1 -> (2, 2); it is also
            Low. Game: s2 11 (the discarded QS counts for nobody), s3 10, s1 2, s0 2 -> seat 2.
            Seat 2: high 1 + low 1 + game 1 + two 2 = 5 >= 3 made. Seat 1: jack + jick = 2; seat 3:
            jokers 2. Changes (0, 2, 5, 2).
        """,
    ),
    played_out(SWEEP, "game-end/target-52-sweep-no-winner", "target_52: a sweep of 10 is far from the target; no winner",
               "test_target_presets", ("SM-9.1", "SM-10"), SIX,
               Final(scores=(0, 10, 0, 0), winner=None, phase="awaiting_deal"), preset="target_52",
            derivation="""
                SM-10 target_11 / target_52 change only the target (SM-9.1); hand maximum stays 10.
                Sweep under target_52: seat 1 scores 10 < 52, no winner.
            """,
    ),
    Scenario(
        slug="bidding/all-pass-dealer-set-individuals",
        title="all_pass dealer_set, individuals: the dealer loses 2 and seat 1 deals next",
        source=SCORING + "test_all_pass_dealer_set_individuals",
        rules=("SM-1.3", "SM-3.5", "SM-8.6"),
        options={**SIX, "all_pass": "dealer_set"},
        deals=(Deal(HANDS_A), Deal(HANDS_A)),
        script=(
            "pass; pass; pass; pass",
            Results((Result(outcome="dealer_set", pitcher=None, changes=(-2, 0, 0, 0)),)),
            Final(scores=(-2, 0, 0, 0), phase="bidding"),
            Legal(to_act=2),
        ),
        derivation="""
            SM-3.5/SM-8.6 dealer_set: all four pass (the dealer, seat 0, may pass). Dealer's side -2,
            others 0, no play; the deal passes on: next dealer seat 1 (SM-1.3).
        """,
    ),
    Scenario(
        slug="bidding/all-pass-dealer-set-partnerships",
        title="all_pass dealer_set, partnerships, dealer seat 3: side 1 loses 2",
        source=SCORING + "test_all_pass_dealer_set_partnerships",
        rules=("SM-1.2", "SM-3.5", "SM-8.6"),
        options={**SIX, "partnerships": True, "all_pass": "dealer_set"},
        dealer=3,
        deals=(Deal(HANDS_A),),
        script=(
            "pass; pass; pass; pass",
            Results((Result(outcome="dealer_set", changes=(0, -2)),)),
            Final(scores=(0, -2)),
        ),
        derivation="""
            SM-8.6 with partnerships: dealer seat 3 is on side 1 (3 mod 2) -> changes (0, -2).
            Bidding order 0, 1, 2, 3.
        """,
    ),
    played_out(DEAL_A, "game-end/pitcher-reaching-target-wins-first", "Target 3: the pitcher reaches it and wins though seat 1 has more",
               "test_pitcher_reaching_target_wins_first", ("SM-9.1", "SM-9.2"), {**SIX, "target": 3},
               Final(scores=(0, 5, 3, 2), winner=2, phase="game_over"),
               derivation="""
                   SM-9.2: Deal A with target 3: scores (0, 5, 3, 2). Pitcher seat 2 reached 3 and wins,
                   although seat 1 (5) also passed the target with more.
               """,
    ),
    played_out(DEAL_A, "game-end/pitcher-set-opponent-reaching-target-wins", "Target 3, pitcher set: the highest side past the target wins",
               "test_pitcher_set_opponent_reaching_target_wins", ("SM-9.2", "SM-9.3"), {**SIX, "low_rule": "holder", "target": 3},
               Final(scores=(0, 5, -3, 3), winner=1, phase="game_over"),
               derivation="""
                   SM-9.2/9.3: Deal A, low_rule holder, target 3: scores (0, 5, -3, 3). Pitcher set;
                   seats 1 (5) and 3 (3) reached 3 -> the highest, seat 1, wins.
               """,
    ),
    played_out(THREE_PLAYERS, "game-end/two-non-pitchers-past-target-higher-wins", "Three players, target 4: of two non-pitchers past it the higher wins",
               "test_two_non_pitchers_past_target_higher_wins", ("SM-9.3",), {**OPTS_3P, "target": 4},
               Final(scores=(6, -2, 4), winner=0, phase="game_over"),
               derivation="""
                   SM-9.3, three players, target 4: scores (6, -2, 4). Pitcher seat 1 set; seats 0 (6) and
                   2 (4) both reached 4 -> seat 0 (higher) wins.
               """,
    ),
    played_out(THREE_PLAYERS, "game-end/non-pitchers-tied-at-top-play-on", "Three players, target 4: two non-pitchers tied at the top play another hand",
               "test_two_non_pitchers_tied_at_top_play_another_hand", ("SM-1.3", "SM-9.3"), {**OPTS_3P, "low_rule": "holder", "target": 4},
               Final(scores=(5, -2, 5), winner=None, phase="bidding"), Legal(to_act=2), more=(Deal(HANDS_3P),),
               derivation="""
                   SM-9.3: three players, low_rule holder, target 4: scores (5, -2, 5). Seats 0 and 2 tie
                   at the top -> no winner, another hand: the second deal starts with dealer seat 1.
               """,
    ),
    played_out(DEAL_B, "game-end/elimination-at-threshold", "elimination -2: a side at exactly -2 ends the game; the highest score wins",
               "test_elimination_after_set_at_threshold", ("SM-9.4",), {**SIX, "elimination": -2, "game_tie": "none"},
               Final(scores=(0, 5, -2, 2), winner=1, phase="game_over"),
               derivation="""
                   SM-9.4 elimination -2: Deal B with game_tie none scores (0, 5, -2, 2); nobody reached
                   21; seat 2 is at -2, at the threshold -> the highest score, seat 1 (5), wins.
               """,
    ),
    played_out(DEAL_A, "game-end/elimination-below-threshold", "elimination -2: a side below the threshold ends the game",
               "test_elimination_below_threshold_highest_wins", ("SM-9.4",), {**SIX, "low_rule": "holder", "elimination": -2},
               Final(winner=1, phase="game_over"),
               derivation="""
                   SM-9.4 elimination -2: Deal A with low_rule holder: scores (0, 5, -3, 3); seat 2 at -3
                   is below -2 -> seat 1 (5, highest) wins.
               """,
    ),
    Scenario(
        slug="game-end/set-pitcher-at-target-does-not-win",
        title="Three players, target 3: a pitcher set back to the target does not win; the other side past it does",
        source=SCORING + "test_set_pitcher_at_the_target_does_not_win",
        rules=("SM-9.1", "SM-9.2", "SM-9.3"),
        options={**OPTS_3P, "low_rule": "holder", "target": 3},
        deals=(Deal(HANDS_3P), Deal(HANDS_SET_AT_TARGET)),
        script=(
            BIDS_3P,
            all_plays(TRICKS_3P),
            Legal(to_act=2, phase="bidding"),
            BIDS_SET_AT_TARGET,
            Legal(frozenset({"play 5S"}), to_act=2),
            all_plays(TRICKS_SET_AT_TARGET),
            Tricks(tricks(1, *TRICKS_3P).tricks + tricks(2, *TRICKS_SET_AT_TARGET).tricks),
            Results((
                Result(scores=(5, -2, 5)),
                Result(dealer=1, pitcher=2, bid=2,
                       awards={"high": (0, 1), "low": (2, 1), "jack": (None, 0), "jick": (None, 0), "joker1": (None, 0),
                               "joker2": (None, 0), "game": (0, 1), "three": (None, 0)},
                       made=False, changes=(2, 0, -2), scores=(7, -2, 3)),
            )),
            Final(scores=(7, -2, 3), winner=0, phase="game_over"),
        ),
        derivation="""
            SM-9.2, SM-9.3 (R-SM-21): a pitcher's side that was set back cannot win, even when its
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
            SM-9.2 does not apply; of the other sides only seat 0 reached the target -> seat 0 wins.
        """,
    ),
    played_out(THREE_PLAYERS, "game-end/elimination-tie-at-top-plays-on", "elimination -2 with a tie at the top: play on",
               "test_elimination_tie_at_top_plays_on", ("SM-9.4",), {**OPTS_3P, "low_rule": "holder", "elimination": -2},
               Final(scores=(5, -2, 5), winner=None, phase="awaiting_deal"),
               derivation="""
                   SM-9.4: three players, low_rule holder, elimination -2: scores (5, -2, 5). Seat 1 at -2
                   triggers elimination, but seats 0 and 2 tie at the top -> play on (no deal left: waiting).
               """,
    ),
    played_out(THREE_PLAYERS, "game-end/elimination-not-reached", "elimination -3 not reached and nobody at the target: no winner",
               "test_elimination_not_reached_no_winner", ("SM-9.4",), {**OPTS_3P, "elimination": -3},
               Final(scores=(6, -2, 4), winner=None),
               derivation="""
                   SM-9.4: three players, standard reading, elimination -3: scores (6, -2, 4); -2 is above
                   -3 and nobody reached 21 -> no winner.
               """,
    ),
    Scenario(
        slug="game-end/target-11-over-two-hands",
        title="target_11 over two hands: the second dealer is seat 1 and seat 1 wins at 15",
        source=SCORING + "test_target_11_over_two_hands",
        rules=("SM-1.3", "SM-9.1", "SM-9.3", "SM-10"),
        preset="target_11",
        options=SIX,
        deals=(Deal(HANDS_SWEEP), Deal(HANDS_A)),
        script=(
            BIDS_SWEEP,
            all_plays(TRICKS_SWEEP),
            Legal(to_act=2, phase="bidding"),
            "bid 3; pass; pass; pass; trump H",
            all_plays(TRICKS_A),
            Tricks(tricks(1, *TRICKS_SWEEP).tricks + tricks(2, *TRICKS_A).tricks),
            Results((Result(scores=(0, 10, 0, 0)), Result(dealer=1, pitcher=2, changes=(0, 5, 3, 2)))),
            Final(scores=(0, 15, 3, 2), winner=1, phase="game_over"),
        ),
        derivation="""
            SM-9.1 preset target_11, two hands. Hand 1 (dealer 0): the sweep, seat 1 scores 10 < 11:
            no winner, the next deal starts with dealer 1. Hand 2 (dealer 1, bidding order 2, 3, 0, 1):
            Deal A hands, seat 2 bids 3, the others pass; same play as Deal A -> changes (0, 5, 3, 2),
            scores (0, 15, 3, 2). Pitcher seat 2 has 3 < 11; seat 1 reached 15 -> seat 1 wins.
        """,
    ),
    played_out(SWEEP, "game-end/pitcher-reaching-target-exactly", "Target 10: reaching exactly 10 wins",
               "test_pitcher_reaching_target_exactly", ("SM-9.1", "SM-9.2"), {**SIX, "target": 10},
               Final(scores=(0, 10, 0, 0), winner=1, phase="game_over"),
            derivation="""
                SM-9.1/9.2: "reached" includes equal: the sweep with target 10 -> seat 1 at 10 wins.
            """,
    ),
    Scenario(
        slug="game-end/dealer-set-then-elimination",
        title="dealer_set with elimination -2: the set-back side reaches the threshold and side 0 wins",
        source=SCORING + "test_dealer_set_then_elimination",
        rules=("SM-8.6", "SM-9.4"),
        options={**SIX, "partnerships": True, "all_pass": "dealer_set", "elimination": -2},
        dealer=1,
        deals=(Deal(HANDS_A),),
        script=(
            "pass; pass; pass; pass",
            Final(scores=(0, -2), winner=0, phase="game_over"),
        ),
        derivation="""
            SM-8.6 + SM-9.4: partnerships, dealer seat 1 (side 1), all pass with dealer_set,
            elimination -2: side 1 at -2 (at the threshold) -> side 0 (0, the highest) wins.
        """,
    ),
)


# ============================================================================ table sizes and decks

SIX_SEATS = (
    "AS KS QS JS TS 9S 8S 7S", "AH KH QH JH TH 9H 8H 7H", "AD KD QD JD TD 9D 8D 7D",
    "AC KC QC JC TC 9C 8C 7C", "6S 5S 4S 3S 2S 6H 5H 4H", "3H 2H 6D 5D 4D 3D 2D X1",
)
EIGHT_SEATS = (
    "AS KS QS JS TS 9S", "AH KH QH JH TH 9H", "AD KD QD JD TD 9D", "AC KC QC JC TC 9C",
    "8S 7S 6S 5S 4S 3S", "8H 7H 6H 5H 4H 3H", "8D 7D 6D 5D 4D 3D", "8C 7C 6C 5C 4C 3C",
)
FIVE_SEATS = (
    "AS KS QS JS TS 9S 8S 7S 6S 5S", "AH KH QH JH TH 9H 8H 7H 6H 5H", "AD KD QD JD TD 9D 8D 7D 6D 5D",
    "AC KC QC JC TC 9C 8C 7C 6C 5C", "4S 3S 2S 4H 3H 2H 4D 3D 2D X1",
)

TABLE_SCENARIOS: tuple[Scenario, ...] = (
    Scenario(
        slug="discard/six-players-hold-eight-discard-two",
        title="Six players hold 8 cards each and discard 2, pitcher first",
        source=TABLES + "test_six_players_hold_eight_and_discard_two",
        rules=("SM-2.2", "SM-5.1"),
        options={"players": 6},
        deals=(Deal(SIX_SEATS),),
        script=(
            "bid 2; pass; pass; pass; pass; pass; trump H",
            Legal(to_act=1),
            Count(28),
            Refuse("discard 9H 8H 7H", "E_DISCARD_COUNT"),
            "discard 8H 7H",
            Legal(to_act=2),
        ),
        derivation="""
            SM-2.2: 6 x 10 = 60 > 54, so 8 cards each (48, stock 6). SM-5.1: after trump each player
            discards 8 - 6 = 2, pitcher first: C(8, 2) = 28 possible discards for the pitcher.
            Bidding: seat 1 bids 2; seats 2, 3, 4, 5 and the dealer 0 pass: seat 1 is pitcher.
        """,
    ),
    Scenario(
        slug="play/eight-players-pairs-jick-on-trump-lead",
        title="Eight players in pairs hold 6 cards; the Jick must follow a trump lead and wins",
        source=TABLES + "test_eight_players_in_pairs_and_the_jick_on_a_trump_lead",
        rules=("SM-1.2", "SM-2.2", "SM-4.2", "SM-4.3", "SM-5.2", "SM-6.2", "SM-6.3", "SM-6.4", "SM-6.5"),
        options={"players": 8, "partnerships": True},
        deals=(Deal(EIGHT_SEATS),),
        script=(
            "bid 2" + "; pass" * 7 + "; trump H",
            Legal(play_set("AH KH QH JH TH 9H")),
            "play 9H",
            Legal(frozenset({"play JD"})),
            "play JD",
            Legal(play_set("AC KC QC JC TC 9C")),
            plays("9C 3S 3H 3D 3C 9S"),
            Tricks(((1, "9H JD 9C 3S 3H 3D 3C 9S", 2),)),
        ),
        derivation="""
            SM-1.2: 8 seats in pairs across the table, side = seat mod 4. SM-2.2: 10 and 8 do not fit
            (80, 64 > 54), so 6 each and no discard (SM-5.2). Seat 1 bids 2, everyone else passes,
            hearts trump, so the Jick is JD (SM-4.2).
            Trick 1: seat 1 leads 9H (SM-6.2: a trump; all its cards are hearts). Seat 2's only trump is
            JD, and trump was led, so JD is its only legal card (SM-6.3). Seat 3 holds no trump: any card
            (SM-6.4). Trumps played: 9H, JD, 3H; the Jick ranks above 9H (SM-4.3): seat 2 wins.
        """,
    ),
    Scenario(
        slug="discard/five-players-hold-ten",
        title="Five players hold 10 cards each; the pitcher has 210 ways to discard 4",
        source=TABLES + "test_five_players_hold_ten",
        rules=("SM-1.3", "SM-2.2", "SM-5.1"),
        options={"players": 5},
        dealer=4,
        deals=(Deal(FIVE_SEATS),),
        script=(
            Legal(to_act=0),
            "bid 3; pass; pass; pass; pass; trump S",
            Legal(to_act=0),
            Count(210),
        ),
        derivation="""
            SM-2.2: 5 x 10 = 50 <= 54, so 10 each and 4 in the stock. SM-1.3: dealer 4, eldest 0.
            Seat 0 bids 3; seats 1, 2, 3 and the dealer 4 pass; spades trump. SM-5.1: the pitcher
            discards 4 of 10: C(10, 4) = 210 ways.
        """,
    ),
    Scenario(
        slug="bidding/no-jokers-hand-maximum-eight",
        title="jokers 0: the hand maximum is 8, so bids run 2 to 8",
        source=TABLES + "test_no_jokers_lowers_the_hand_maximum",
        rules=("SM-2.1", "SM-3.2", "SM-7.1"),
        options={"jokers": 0},
        deals=(Deal(TEN),),
        script=(
            Legal(PASS | bids(2, 8)),
            Refuse("bid 9", "E_BID_TOO_HIGH"),
        ),
        derivation="""
            SM-2.1 with jokers 0: a 52-card deck. SM-7.1: without Joker 1 and Joker 2 the hand
            maximum is 10 - 2 = 8, so bids run 2..8 (SM-3.2) and 9 is too high.
        """,
    ),
)


def scenarios() -> tuple[Scenario, ...]:
    return PLAY_SCENARIOS + SCORING_SCENARIOS + TABLE_SCENARIOS


def cases() -> list[CaseDict]:
    return game_cases("smear", scenarios(), code_rules)

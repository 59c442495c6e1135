"""Golden Smear scenarios as data, transcribed by hand from the hand-worked pytest scenarios in
tests/test_smear_golden_example.py, tests/test_smear_golden_play.py and
tests/test_smear_golden_scoring.py. Every expected value is copied from those tests (their
assertions and docstring derivations); none is computed by the engine.

Each scenario's ``source`` names its test. Assertions that cannot be observed through the replay
primitive (a seat's hand, the pitcher's bid in the middle of a hand, the stock) are left out; a
seat's turn and the phase are observed instead where the test implies them (the pitcher acts in
the trump phase; the eldest of the next dealer bids first).
"""

from __future__ import annotations

from collections.abc import Sequence

from conformance.golden.model import (
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
    play_set,
    plays,
    scenario_cases,
)
from conformance.jsonutil import JSONScalar
from conformance.registry import CaseDict

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


# SPEC "Smear refusal codes": the rule each code cites.
_CODE_RULES = {
    "E_BAD_ACTION": ("CD-6",),
    "E_GAME_OVER": ("SM-9.1",),
    "E_NOT_YOUR_TURN": ("CD-7",),
    "E_BID_TOO_LOW": ("SM-3.2",),
    "E_BID_TOO_HIGH": ("SM-3.2",),
    "E_MUST_BID": ("SM-3.5",),
    "E_DISCARD_COUNT": ("SM-5.1",),
    "E_MUST_DISCARD_NON_TRUMP": ("SM-5.5",),
    "E_MUST_KEEP_TRUMP": ("SM-5.5",),
    "E_MUST_LEAD_TRUMP": ("SM-6.2",),
    "E_MUST_FOLLOW_SUIT": ("SM-6.3",),
    "E_DUPLICATE_CARD": ("SM-5.1",),
}
PHASE_RULE = {"bidding": "SM-3.1", "trump": "SM-4.1", "discard": "SM-5.1", "play": "SM-6.1"}


def code_rules(code: str, action: str) -> Sequence[str]:
    """The SPEC's refusal table (E_WRONG_PHASE cites the phase's rule: use ``wrong_phase``)."""
    if code == "E_CARD_NOT_IN_HAND":
        return ("SM-5.1",) if action.startswith("discard") else ("SM-6.1",)
    return _CODE_RULES.get(code, ())


def wrong_phase(action: str, phase: str) -> Refuse:
    return Refuse(action, "E_WRONG_PHASE", rules=(PHASE_RULE[phase],))


def tricks(first_leader: int, *played: tuple[str, int]) -> Tricks:
    """Tricks given as (cards in play order, winner); each winner leads the next (SM-6.1)."""
    out: list[tuple[int, str, int]] = []
    leader = first_leader
    for cards, winner in played:
        out.append((leader, cards, winner))
        leader = winner
    return Tricks(tuple(out))


def all_plays(*played: tuple[str, int]) -> str:
    return "; ".join(plays(cards) for cards, _ in played)


# ============================================================================ play scenarios

PLAIN = (
    "AS KS QS JS TS 9S",
    "AH KH QH JH TH 9H",
    "AD KD QD JD TD 9D",
    "AC KC QC JC TC 9C",
)
PLAIN_NEXT = (PLAIN[3], PLAIN[0], PLAIN[1], PLAIN[2])

EXAMPLE_HANDS = (
    "AS KS QS JS TS 9S 8S 7S 6S 5S",
    "AH KH QH JH TH 3H 2H JD X1 4C",
    "AD KD QD TD 9D 8D 7D 6D 5D 4D",
    "AC KC QC JC TC 9C 8C 7C 6C 5C",
)

TEN = (
    "AS KS QS JS TS 9S 8S 7S 6S 5S",
    "AH KH QH JH TH 9H 8H 7H 6H 5H",
    "AD KD QD JD TD 9D 8D 7D 6D 5D",
    "AC KC QC JC TC 9C 8C 7C 6C 5C",
)

NINE = (
    "X1 AD KD QD JC TC 9C 8C 7C",
    "AS KS AH KH QH JH TH 9H JD",
    "8H 7H 8D 7D 6D 5D 4D 3D 2D",
    "6H 5H 4H 3H 2H X2 AC KC QC",
)
NINE_STOCK = "TD 9D QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S 6C 5C 4C 3C 2C"
NINE_SHORT = (
    "AS KS QS JS TS 9S 8S 7S 6S",
    "AH KH QH JH TH 9H 8H 7H 6H",
    "AD KD QD JD TD 9D 8D 7D 6D",
    "5S 4S 3S 2S 5H 4H 3H 2H AC",
)
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


def _joker_scenario(tiebreak: str, swapped: bool, winner: int) -> Scenario:
    j3, j0 = ("X1", "X2") if swapped else ("X2", "X1")
    order = "x1-first" if swapped else "x2-first"
    return Scenario(
        slug=f"play/joker-tiebreak-{tiebreak.replace('_', '-')}-{order}",
        title=f"Both jokers in one trick, joker_tiebreak {tiebreak}, {j3} played before {j0}",
        source=PLAY + {"fixed": "test_jack_of_trump_beats_jick_and_x1_beats_x2_fixed",
                       "first_played": "test_joker_tiebreak_first_played",
                       "second_played": "test_joker_tiebreak_second_played"}[tiebreak],
        rules=("SM-4.3", "SM-4.4", "SM-6.5"),
        options={**SIX, "joker_tiebreak": tiebreak},
        deals=(Deal(JOKER_HANDS_SWAPPED if swapped else JOKER_HANDS),),
        script=(
            "bid 2; pass; pass; pass; trump S",
            plays(f"JS JC 4S 5S 2S 3S {j3} {j0}"),
            tricks(1, ("JS JC 4S 5S", 1), (f"2S 3S {j3} {j0}", winner)),
        ),
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
            "bid 2",
            Legal(to_act=1),
            "pass",
            Legal(to_act=2),
            "bid 5",
            Legal(to_act=2, phase="trump"),
        ),
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
            "discard 8C 7C 6C 5C",
            Legal(to_act=0),
            "discard 8S 7S 6S 5S",
            Legal(to_act=1),
            "discard 8H 7H 6H 5H",
            Legal(play_set("AD KD QD JD TD 9D"), to_act=2, phase="play"),
        ),
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
            "discard AS KS QS TS 9S 8S 7S 6S",
            Legal(to_act=1),
            "discard AH KH QH JH TH 9H 8H 7H 6H",
            Legal(to_act=2),
            "discard AD KD QD JD TD 9D 8D 7D 6D",
            Results((Result(outcome="misdeal", dealer=2),)),
            Final(scores=(0, 0, 0, 0), phase="bidding"),
            Legal(to_act=3),
        ),
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
    ),
)


# ============================================================================ scoring scenarios

H6: dict[str, JSONScalar] = {"hand_size": 6}

HANDS_A = ("4H 7H JD 3S 3C QD", "5H X2 JH KS 4C 3D", "AH 6H 8H AS 9C 4D", "2H X1 3H 2S TC 2D")
BIDS_A = "pass; bid 3; pass; pass; trump H"
TRICKS_A = (("AH 2H 4H 5H", 2), ("6H X1 7H X2", 3), ("3H JD JH 8H", 1), ("KS AS 2S 3S", 2), ("9C TC 3C 4C", 3), ("2D QD 3D 4D", 0))

HANDS_B = ("4H 7H JD 3S 3C QD", "5H X2 JH KS 4C 3D", "KH 6H 8H AS 9C 4D", "2H X1 3H 2S TC 2D")
BIDS_B = "pass; bid 2; pass; pass; trump H"
TRICKS_B = (("KH 2H 4H 5H", 2),) + TRICKS_A[1:]

HANDS_D = ("5S 7S 5C 3H 3D 3C", "9S 2S 5D 4H 4D 4C", "3S X1 X2 9H 9D 9C", "4S 6S 8S 2H 2D 2C")
BIDS_D = "bid 2; pass; pass; pass; trump S"
TRICKS_D = (("9S 3S 4S 5S", 1), ("2S X1 6S 7S", 2), ("X2 8S 5C 5D", 2), ("9H 2H 3H 4H", 2), ("9D 2D 3D 4D", 2), ("9C 2C 3C 4C", 2))

HANDS_E = ("2S 3S 4S 2D 3D 2C", "JS 9S 8S 9D 8D 8C", "5S 6S 4D 5D 3C 4C", "7S 6D 7D 5C 6C 7C")
BIDS_E = "bid 2; pass; pass; pass; trump H"
TRICKS_E = (("JS 5S 7S 2S", 1), ("9S 6S 6D 3S", 1), ("8S 4D 5C 4S", 1), ("9D 5D 7D 2D", 1), ("8D 3C 6C 3D", 1), ("8C 4C 7C 2C", 1))
AWARDS_E = {"high": (None, 0), "low": (None, 0), "jack": (None, 0), "jick": (None, 0), "joker1": (None, 0), "joker2": (None, 0),
            "game": (1, 1), "three": (None, 0)}

OPTS_3P: dict[str, JSONScalar] = {"players": 3, "hand_size": 6}
HANDS_3P = ("KD QD 5D 5S 2C 3H", "3D JH JD 6S TC 2H", "2D X2 AD X1 AC 4H")
BIDS_3P = "bid 2; pass; pass; trump D"
TRICKS_3P = (("3D 2D KD", 0), ("QD JH X2", 0), ("5D JD AD", 2), ("X1 5S 6S", 2), ("AC 2C TC", 2), ("4H 3H 2H", 2))

HANDS_SWEEP = ("9H 2S 3S 4S 5S 6S", "AH KH QH JH JD X1", "X2 2H AS KS QS JS", "TH 3H AC KC QC JC")
BIDS_SWEEP = "bid 10; pass; pass; pass; trump H"
TRICKS_SWEEP = (("AH X2 TH 9H", 1), ("KH 2H 3H 2S", 1), ("QH AS AC 3S", 1), ("JH KS KC 4S", 1), ("JD QS QC 5S", 1), ("X1 JS JC 6S", 1))

AWARDS_A = {"high": (2, 1), "low": (2, 1), "jack": (1, 1), "jick": (1, 1), "joker1": (3, 1), "joker2": (3, 1), "game": (2, 1), "three": (1, 3)}


def _hand(slug: str, title: str, test: str, rules: tuple[str, ...], options: dict[str, JSONScalar], hands: tuple[str, ...],
          bids_script: str, played: tuple[tuple[str, int], ...], first_leader: int, *checks: Results | Final | Legal,
          preset: str = "standard", dealer: int = 0, more: tuple[Deal, ...] = ()) -> Scenario:
    return Scenario(
        slug=slug, title=title, source=SCORING + test, rules=rules, preset=preset, options=options, dealer=dealer,
        deals=(Deal(hands), *more),
        script=(bids_script, all_plays(*played), tricks(first_leader, *played), *checks),
    )


def _a(slug: str, title: str, test: str, rules: tuple[str, ...], options: dict[str, JSONScalar], *checks: Results | Final | Legal) -> Scenario:
    return _hand(slug, title, test, rules, options, HANDS_A, BIDS_A, TRICKS_A, 2, *checks)


def _b(slug: str, title: str, test: str, rules: tuple[str, ...], options: dict[str, JSONScalar], *checks: Results | Final | Legal) -> Scenario:
    return _hand(slug, title, test, rules, options, HANDS_B, BIDS_B, TRICKS_B, 2, *checks)


def _e(slug: str, title: str, test: str, rules: tuple[str, ...], options: dict[str, JSONScalar], *checks: Results | Final | Legal) -> Scenario:
    return _hand(slug, title, test, rules, options, HANDS_E, BIDS_E, TRICKS_E, 1, *checks)


def _d(slug: str, title: str, test: str, rules: tuple[str, ...], options: dict[str, JSONScalar], *checks: Results | Final | Legal) -> Scenario:
    return _hand(slug, title, test, rules, options, HANDS_D, BIDS_D, TRICKS_D, 1, *checks)


def _3p(slug: str, title: str, test: str, rules: tuple[str, ...], options: dict[str, JSONScalar], *checks: Results | Final | Legal,
        more: tuple[Deal, ...] = ()) -> Scenario:
    return _hand(slug, title, test, rules, options, HANDS_3P, BIDS_3P, TRICKS_3P, 1, *checks, more=more)


def _sweep(slug: str, title: str, test: str, rules: tuple[str, ...], options: dict[str, JSONScalar], *checks: Results | Final | Legal,
           preset: str = "standard") -> Scenario:
    return _hand(slug, title, test, rules, options, HANDS_SWEEP, BIDS_SWEEP, TRICKS_SWEEP, 1, *checks, preset=preset)


TIE_HANDS = ("4S 4H 3C 3D 6C 6D", "AS 2H 4C 4D 7C 7D", "2S AH 2C TD 5C 8D", "3S 3H TC 2D AC 5D")
TIE_TRICKS = (("AS 2S 3S 4S", 1), ("2H AH 3H 4H", 2), ("2C TC 3C 4C", 3), ("2D 3D 4D TD", 2), ("5C AC 6C 7C", 3), ("5D 6D 7D 8D", 2))


def _tie_no_trump(tie: str) -> Scenario:
    return _hand(
        f"scoring/game-tie-without-trump-{tie.replace('_', '-')}",
        f"Game tie between sides that captured no trump goes to nobody (game_tie {tie})",
        "test_game_tie_between_sides_without_trump_goes_to_nobody", ("SM-7.7", "SM-7.10"),
        {**H6, "game_tie": tie}, TIE_HANDS, "bid 2; pass; pass; pass; trump S", TIE_TRICKS, 1,
        Results((Result(
            game_points=(0, 4, 14, 14),
            awards={"high": (1, 1), "low": (1, 1), "jack": (None, 0), "jick": (None, 0), "joker1": (None, 0),
                    "joker2": (None, 0), "game": (None, 0), "three": (1, 3)},
            captured=(0, 5, 0, 0), changes=(0, 5, 0, 0),
        ),)),
    )


HANDS_TIE_3P = ("5H 6C 3S 5D 6S 2C", "3H 7H TS 4D 7S 8S", "4H 8C 2S TD 5S 9S")
TRICKS_TIE_3P = (("3H 4H 5H", 0), ("6C 7H 8C", 1), ("TS 2S 3S", 1), ("4D TD 5D", 2), ("5S 6S 7S", 1), ("8S 9S 2C", 2))


def _tie_3p(tie: str, game: int | None) -> Scenario:
    return _hand(
        f"scoring/game-tie-low-card-outside-tie-{tie.replace('_', '-')}",
        f"Three players, Game tie with the Low card captured outside the tie (game_tie {tie})",
        "test_game_tie_low_card_outside_the_tie_goes_to_nobody", ("SM-7.3", "SM-7.7", "SM-7.8", "SM-8.3"),
        {**OPTS_3P, "game_tie": tie}, HANDS_TIE_3P, "bid 2; pass; pass; trump H", TRICKS_TIE_3P, 1,
        Results((Result(
            game_points=(0, 10, 10),
            awards={"high": (None, 0), "low": (0, 1), "jack": (None, 0), "jick": (None, 0), "joker1": (None, 0),
                    "joker2": (None, 0), "game": (game, 0 if game is None else 1), "three": (0, 3)},
            captured=(4, 0 if game is None else 1, 0), made=False, changes=(4, -2, 0),
        ),)),
    )


HANDS_SET_AT_TARGET = ("AS AH AD AC KH KD", "6S 2H 2D 2C 4H 4D", "5S 3H 3D 3C 5H 5D")
TRICKS_SET_AT_TARGET = (("5S AS 6S", 0), ("AH 2H 3H", 0), ("AD 2D 3D", 0), ("AC 2C 3C", 0), ("KH 4H 5H", 0), ("KD 4D 5D", 0))


SCORING_SCENARIOS: tuple[Scenario, ...] = (
    Scenario(
        slug="scoring/deal-a-standard-every-category",
        title="Deal A, standard: every category awarded, pitcher makes its bid of 3 exactly",
        source=SCORING + "test_deal_a_standard_every_category_made_exactly",
        rules=("SM-4.2", "SM-6.3", "SM-7.2", "SM-7.3", "SM-7.4", "SM-7.5", "SM-7.6", "SM-7.7", "SM-7.8", "SM-8.1", "SM-8.2", "SM-8.4"),
        options=H6,
        deals=(Deal(HANDS_A),),
        script=(
            BIDS_A,
            Legal(phase="play"),
            "play AH; play 2H",
            Legal(frozenset({"play 4H", "play 7H", "play JD"})),
            all_plays(*TRICKS_A)[len("play AH; play 2H; "):],
            tricks(2, *TRICKS_A),
            Results((Result(outcome="played", pitcher=2, bid=3, trump="H", awards=AWARDS_A, game_points=(2, 2, 11, 10),
                            captured=(0, 5, 3, 2), made=True, revoking_sides=(), changes=(0, 5, 3, 2), scores=(0, 5, 3, 2)),)),
            Final(scores=(0, 5, 3, 2), winner=None, phase="awaiting_deal"),
        ),
    ),
    _a("scoring/deal-a-low-holder-sets-pitcher", "Deal A, low_rule holder: Low goes to the player of 2H and the pitcher is set",
       "test_deal_a_low_holder_sets_the_pitcher", ("SM-7.3", "SM-8.3"), {**H6, "low_rule": "holder"},
       Results((Result(awards={**AWARDS_A, "low": (3, 1)}, captured=(0, 5, 2, 3), made=False, changes=(0, 5, -3, 3), scores=(0, 5, -3, 3)),))),
    _a("scoring/deal-a-joker-game-points-move-game", "Deal A, joker_game_points 1: the jokers move Game to seat 3",
       "test_deal_a_jokers_worth_a_game_point_move_game", ("SM-7.7", "SM-8.3"), {**H6, "joker_game_points": 1},
       Results((Result(game_points=(2, 2, 11, 12), awards={"game": (3, 1)}, captured=(0, 5, 2, 3), made=False, changes=(0, 5, -3, 3)),))),
    _a("scoring/deal-a-partnerships", "Deal A in partnerships: seats 0 and 2 against 1 and 3",
       "test_deal_a_partnerships", ("SM-1.2", "SM-7.7", "SM-8.2"), {**H6, "partnerships": True},
       Results((Result(awards={"high": (0, 1), "low": (0, 1), "jack": (1, 1), "jick": (1, 1), "joker1": (1, 1), "joker2": (1, 1),
                               "game": (0, 1), "three": (1, 3)},
                       game_points=(13, 12), captured=(3, 7), made=True, changes=(3, 7), scores=(3, 7)),))),
    _a("scoring/deal-a-partnerships-low-holder", "Deal A in partnerships, low_rule holder: Low to side 1, side 0 set",
       "test_deal_a_partnerships_low_holder", ("SM-1.2", "SM-7.3", "SM-8.3"), {**H6, "partnerships": True, "low_rule": "holder"},
       Results((Result(awards={"low": (1, 1)}, captured=(2, 8), made=False, changes=(-3, 8)),))),
    _b("scoring/ace-in-stock-high-and-game-tie-nobody", "Deal B: the ace of trump is not played and Game ties: both go to nobody",
       "test_ace_in_stock_high_nobody_and_game_tie_nobody", ("SM-7.2", "SM-7.7", "SM-7.10", "SM-8.3"), {**H6, "game_tie": "none"},
       Results((Result(awards={**AWARDS_A, "high": (None, 0), "game": (None, 0)}, game_points=(2, 2, 10, 10),
                       captured=(0, 5, 1, 2), made=False, changes=(0, 5, -2, 2)),))),
    _b("scoring/ace-in-stock-game-tie-low-card", "Deal B, default game_tie low_card: the tied side that captured the Low card 2H wins Game",
       "test_ace_in_stock_game_tie_default_low_card_every_reading_agrees", ("SM-7.3", "SM-7.7", "SM-8.2"), H6,
       Results((Result(awards={"game": (2, 1), "high": (None, 0)}, game_points=(2, 2, 10, 10), captured=(0, 5, 2, 2),
                       made=True, changes=(0, 5, 2, 2)),))),
    _b("scoring/ace-in-stock-game-tie-lowest-trump", "Deal B, game_tie lowest_trump: the tied side that captured 2H wins Game",
       "test_ace_in_stock_game_tie_lowest_trump", ("SM-7.7", "SM-8.2"), {**H6, "game_tie": "lowest_trump"},
       Results((Result(awards={"game": (2, 1), "high": (None, 0)}, captured=(0, 5, 2, 2), made=True, changes=(0, 5, 2, 2)),))),
    _b("scoring/ace-in-stock-high-highest-in-play", "Deal B, high_rule highest_in_play: High goes with KH, the highest trump played",
       "test_ace_in_stock_high_rule_highest_in_play", ("SM-7.2", "SM-8.2"), {**H6, "high_rule": "highest_in_play"},
       Results((Result(awards={**AWARDS_A, "high": (2, 1), "game": (2, 1)}, captured=(0, 5, 3, 2), made=True, changes=(0, 5, 3, 2)),))),
    _d("scoring/no-game-points-pitcher-makes-more", "Deal D: no game points in play, Game to nobody; the pitcher scores 3 on a bid of 2",
       "test_no_game_points_nobody_wins_game_and_pitcher_makes_more_than_bid", ("SM-7.7", "SM-7.8", "SM-7.10", "SM-8.2"), H6,
       Results((Result(awards={"high": (None, 0), "low": (2, 1), "jack": (None, 0), "jick": (None, 0), "joker1": (2, 1),
                               "joker2": (2, 1), "game": (None, 0), "three": (1, 3)},
                       game_points=(0, 0, 0, 0), captured=(0, 3, 3, 0), made=True, changes=(0, 3, 3, 0)),))),
    _d("scoring/no-game-points-low-holder", "Deal D, low_rule holder: Low goes to seat 1, which played 2S",
       "test_no_game_points_low_holder_goes_to_player_of_2s", ("SM-7.3",), {**H6, "low_rule": "holder"},
       Results((Result(awards={"low": (1, 1)}, captured=(0, 4, 2, 0), changes=(0, 4, 2, 0)),))),
    _d("scoring/no-game-points-jokers-count-one", "Deal D, joker_game_points 1: two captured jokers win Game",
       "test_no_game_points_jokers_count_one", ("SM-7.7",), {**H6, "joker_game_points": 1},
       Results((Result(game_points=(0, 0, 2, 0), awards={"game": (2, 1)}, changes=(0, 3, 4, 0)),))),
    _d("scoring/no-game-points-lowest-trump-still-nobody", "Deal D, game_tie lowest_trump: all totals 0, nobody wins Game",
       "test_no_game_points_lowest_trump_tiebreak_still_nobody", ("SM-7.7",), {**H6, "game_tie": "lowest_trump"},
       Results((Result(awards={"game": (None, 0)}, changes=(0, 3, 3, 0)),))),
    _e("scoring/no-trump-in-play-game-on-one-point", "Deal E: no trump is played; Game goes to the only side with a game point, a jack",
       "test_no_trump_in_play_game_won_with_a_single_point", ("SM-6.2", "SM-7.3", "SM-7.7", "SM-7.10", "SM-8.3"), H6,
       Results((Result(awards=AWARDS_E, game_points=(0, 1, 0, 0), captured=(0, 1, 0, 0), made=False, changes=(0, -2, 0, 0),
                       scores=(0, -2, 0, 0)),))),
    _e("scoring/no-trump-in-play-highest-in-play-high-nobody", "Deal E, high_rule highest_in_play: no trump played, High to nobody",
       "test_no_trump_in_play_high_rule_highest_in_play_goes_to_nobody", ("SM-7.2",), {**H6, "high_rule": "highest_in_play"},
       Results((Result(awards=AWARDS_E, changes=(0, -2, 0, 0)),))),
    _tie_no_trump("low_card"),
    _tie_no_trump("none"),
    _tie_no_trump("lowest_trump"),
    _tie_3p("low_card", None),
    _tie_3p("none", None),
    _tie_3p("lowest_trump", 1),
    _3p("scoring/three-players-three-sides", "Three individual players: three sides, the pitcher set",
        "test_three_players_three_sides", ("SM-1.1", "SM-7.7", "SM-8.3", "SM-8.4"), OPTS_3P,
        Results((Result(awards={"high": (2, 1), "low": (0, 1), "jack": (2, 1), "jick": (0, 1), "joker1": (2, 1), "joker2": (0, 1),
                                "game": (2, 1), "three": (0, 3)},
                        game_points=(6, 0, 19), captured=(6, 0, 4), made=False, changes=(6, -2, 4), scores=(6, -2, 4)),))),
    _3p("scoring/three-players-low-holder", "Three players, low_rule holder: Low to seat 2, which played 2D",
        "test_three_players_low_holder", ("SM-7.3",), {**OPTS_3P, "low_rule": "holder"},
        Results((Result(awards={"low": (2, 1)}, captured=(5, 0, 5), changes=(5, -2, 5)),))),
    Scenario(
        slug="scoring/sweep-bid-ten-scores-ten",
        title="A bid of 10 ends the bidding and a sweep of every trick scores all 10 points",
        source=SCORING + "test_sweep_bid_ten_ends_bidding_and_scores_ten",
        rules=("SM-3.4", "SM-7.1", "SM-7.7", "SM-8.2"),
        options=H6,
        deals=(Deal(HANDS_SWEEP),),
        script=(
            "bid 10",
            Legal(PASS, to_act=2, phase="bidding"),
            "pass; pass; pass",
            Legal(phase="trump"),
            "trump H",
            all_plays(*TRICKS_SWEEP),
            tricks(1, *TRICKS_SWEEP),
            Results((Result(awards={c: (1, 3 if c == "three" else 1) for c in AWARDS_A}, game_points=(0, 41, 0, 0),
                            captured=(0, 10, 0, 0), changes=(0, 10, 0, 0), made=True),)),
        ),
    ),
    Scenario(
        slug="scoring/revoke-one-offender",
        title="revoke penalized, one offender: it scores 0 and every other side the hand maximum 10",
        source=SCORING + "test_revoke_one_offender_others_score_hand_maximum",
        rules=("SM-6.7", "SM-8.5"),
        options={**H6, "revoke": "penalized"},
        deals=(Deal(HANDS_A),),
        script=(
            BIDS_A,
            all_plays(*TRICKS_A[:4]),
            "play 9C; play TC",
            Legal(frozenset({"play 3C"})),
            "play QD; play 4C",
            "play 2D; play 3C; play 3D; play 4D",
            tricks(2, *TRICKS_A[:4], ("9C TC QD 4C", 3), ("2D 3C 3D 4D", 2)),
            Results((Result(revoking_sides=(0,), changes=(0, 10, 10, 10), scores=(0, 10, 10, 10)),)),
        ),
    ),
    Scenario(
        slug="scoring/revoke-two-offenders",
        title="revoke penalized, two offending sides: both score 0, the others 10",
        source=SCORING + "test_revoke_two_offenders_score_zero",
        rules=("SM-6.7", "SM-8.5"),
        options={**H6, "revoke": "penalized"},
        deals=(Deal(HANDS_A),),
        script=(
            BIDS_A,
            all_plays(*TRICKS_A[:4]),
            "play 9C; play TC; play QD; play 3D; play 2D; play 3C; play 4C; play 4D",
            tricks(2, *TRICKS_A[:4], ("9C TC QD 3D", 3), ("2D 3C 4C 4D", 2)),
            Results((Result(revoking_sides=(0, 1), changes=(0, 0, 10, 10)),)),
        ),
    ),
    Scenario(
        slug="scoring/revoke-by-pitcher-not-set",
        title="revoke penalized: a revoking pitcher's side scores 0 and is not set back",
        source=SCORING + "test_revoke_by_pitcher_scores_zero_not_set",
        rules=("SM-6.7", "SM-8.5"),
        options={**H6, "revoke": "penalized"},
        deals=(Deal(HANDS_A),),
        script=(
            BIDS_A,
            all_plays(*TRICKS_A[:3]),
            "play KS",
            Legal(frozenset({"play AS"})),
            "play 9C; play 2S; play 3S",
            all_plays(("4C AS TC 3C", 3), ("2D QD 3D 4D", 0)),
            tricks(2, *TRICKS_A[:3], ("KS 9C 2S 3S", 1), ("4C AS TC 3C", 3), ("2D QD 3D 4D", 0)),
            Results((Result(revoking_sides=(2,), changes=(10, 10, 0, 10)),)),
        ),
    ),
    Scenario(
        slug="scoring/five-point-team-preset",
        title="five_point_team: one joker, no Jick or Three points; bids 2 to 5",
        source=SCORING + "test_five_point_team_preset",
        rules=("SM-3.2", "SM-7.1", "SM-10"),
        preset="five_point_team",
        options=H6,
        deals=(Deal(("4H 7H JD 3S 3C QD", "5H 9H JH KS 4C 3D", "AH 6H 8H AS 9C 4D", "2H X1 3H 2S TC 2D")),),
        script=(
            Legal(PASS | bids(2, 5)),
            BIDS_A,
            "play AH; play 2H",
            Legal(frozenset({"play 4H", "play 7H", "play JD"})),
            "play 4H; play 5H",
            all_plays(("6H X1 7H 9H", 3), *TRICKS_A[2:]),
            tricks(2, TRICKS_A[0], ("6H X1 7H 9H", 3), *TRICKS_A[2:]),
            Results((Result(awards={"high": (0, 1), "low": (0, 1), "jack": (1, 1), "joker1": (1, 1), "game": (0, 1)},
                            game_points=(13, 12), captured=(3, 2), made=True, changes=(3, 2)),)),
        ),
    ),
    Scenario(
        slug="scoring/no-jick-preset",
        title="no_jick: JD is an ordinary diamond; no Jick or Three points; bids 2 to 6",
        source=SCORING + "test_no_jick_preset",
        rules=("SM-4.2", "SM-6.3", "SM-7.1", "SM-10"),
        preset="no_jick",
        options=H6,
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
    ),
    Scenario(
        slug="scoring/widow-preset-two-and-discarded-three",
        title="widow: the Two scores 2 for its captor; a discarded Three scores nothing",
        source=SCORING + "test_widow_preset_two_of_trump_and_discarded_three",
        rules=("SM-5.4", "SM-7.9", "SM-7.10", "SM-10"),
        preset="widow",
        options=H6,
        deals=(Deal(("4H 7H JD 3S 3C QD", "5H X2 JH KS 4C 3D", "AH 6H AS 9C 4D 5S", "2H X1 9H 2S TC 2D"), widow="8H 3H QS 2C"),),
        script=(
            "pass; bid 3; pass; pass",
            Legal(phase="trump"),
            "trump H; discard QS 5S 3H 2C",
            Legal(phase="play"),
            all_plays(TRICKS_A[0], TRICKS_A[1], ("9H JD JH 8H", 1), *TRICKS_A[3:]),
            tricks(2, TRICKS_A[0], TRICKS_A[1], ("9H JD JH 8H", 1), *TRICKS_A[3:]),
            Results((Result(awards={**AWARDS_A, "game": (2, 1), "three": (None, 0), "two": (2, 2)},
                            game_points=(2, 2, 11, 10), captured=(0, 2, 5, 2), made=True, changes=(0, 2, 5, 2)),)),
        ),
    ),
    _sweep("game-end/target-52-sweep-no-winner", "target_52: a sweep of 10 is far from the target; no winner",
           "test_target_presets", ("SM-9.1", "SM-10"), H6,
           Final(scores=(0, 10, 0, 0), winner=None, phase="awaiting_deal"), preset="target_52"),
    Scenario(
        slug="bidding/all-pass-dealer-set-individuals",
        title="all_pass dealer_set, individuals: the dealer loses 2 and seat 1 deals next",
        source=SCORING + "test_all_pass_dealer_set_individuals",
        rules=("SM-1.3", "SM-3.5", "SM-8.6"),
        options={**H6, "all_pass": "dealer_set"},
        deals=(Deal(HANDS_A), Deal(HANDS_A)),
        script=(
            "pass; pass; pass; pass",
            Results((Result(outcome="dealer_set", pitcher=None, changes=(-2, 0, 0, 0)),)),
            Final(scores=(-2, 0, 0, 0), phase="bidding"),
            Legal(to_act=2),
        ),
    ),
    Scenario(
        slug="bidding/all-pass-dealer-set-partnerships",
        title="all_pass dealer_set, partnerships, dealer seat 3: side 1 loses 2",
        source=SCORING + "test_all_pass_dealer_set_partnerships",
        rules=("SM-1.2", "SM-3.5", "SM-8.6"),
        options={**H6, "partnerships": True, "all_pass": "dealer_set"},
        dealer=3,
        deals=(Deal(HANDS_A),),
        script=(
            "pass; pass; pass; pass",
            Results((Result(outcome="dealer_set", changes=(0, -2)),)),
            Final(scores=(0, -2)),
        ),
    ),
    _a("game-end/pitcher-reaching-target-wins-first", "Target 3: the pitcher reaches it and wins though seat 1 has more",
       "test_pitcher_reaching_target_wins_first", ("SM-9.1", "SM-9.2"), {**H6, "target": 3},
       Final(scores=(0, 5, 3, 2), winner=2, phase="game_over")),
    _a("game-end/pitcher-set-opponent-reaching-target-wins", "Target 3, pitcher set: the highest side past the target wins",
       "test_pitcher_set_opponent_reaching_target_wins", ("SM-9.2", "SM-9.3"), {**H6, "low_rule": "holder", "target": 3},
       Final(scores=(0, 5, -3, 3), winner=1, phase="game_over")),
    _3p("game-end/two-non-pitchers-past-target-higher-wins", "Three players, target 4: of two non-pitchers past it the higher wins",
        "test_two_non_pitchers_past_target_higher_wins", ("SM-9.3",), {**OPTS_3P, "target": 4},
        Final(scores=(6, -2, 4), winner=0, phase="game_over")),
    _3p("game-end/non-pitchers-tied-at-top-play-on", "Three players, target 4: two non-pitchers tied at the top play another hand",
        "test_two_non_pitchers_tied_at_top_play_another_hand", ("SM-1.3", "SM-9.3"), {**OPTS_3P, "low_rule": "holder", "target": 4},
        Final(scores=(5, -2, 5), winner=None, phase="bidding"), Legal(to_act=2), more=(Deal(HANDS_3P),)),
    _b("game-end/elimination-at-threshold", "elimination -2: a side at exactly -2 ends the game; the highest score wins",
       "test_elimination_after_set_at_threshold", ("SM-9.4",), {**H6, "elimination": -2, "game_tie": "none"},
       Final(scores=(0, 5, -2, 2), winner=1, phase="game_over")),
    _a("game-end/elimination-below-threshold", "elimination -2: a side below the threshold ends the game",
       "test_elimination_below_threshold_highest_wins", ("SM-9.4",), {**H6, "low_rule": "holder", "elimination": -2},
       Final(winner=1, phase="game_over")),
    Scenario(
        slug="game-end/set-pitcher-at-target-does-not-win",
        title="Three players, target 3: a pitcher set back to the target does not win; the other side past it does",
        source=SCORING + "test_set_pitcher_at_the_target_does_not_win",
        rules=("SM-9.1", "SM-9.2", "SM-9.3"),
        options={**OPTS_3P, "low_rule": "holder", "target": 3},
        deals=(Deal(HANDS_3P), Deal(HANDS_SET_AT_TARGET)),
        script=(
            BIDS_3P,
            all_plays(*TRICKS_3P),
            Legal(to_act=2, phase="bidding"),
            "bid 2; pass; pass; trump S",
            Legal(frozenset({"play 5S"}), to_act=2),
            all_plays(*TRICKS_SET_AT_TARGET),
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
    ),
    _3p("game-end/elimination-tie-at-top-plays-on", "elimination -2 with a tie at the top: play on",
        "test_elimination_tie_at_top_plays_on", ("SM-9.4",), {**OPTS_3P, "low_rule": "holder", "elimination": -2},
        Final(scores=(5, -2, 5), winner=None, phase="awaiting_deal")),
    _3p("game-end/elimination-not-reached", "elimination -3 not reached and nobody at the target: no winner",
        "test_elimination_not_reached_no_winner", ("SM-9.4",), {**OPTS_3P, "elimination": -3},
        Final(scores=(6, -2, 4), winner=None)),
    Scenario(
        slug="game-end/target-11-over-two-hands",
        title="target_11 over two hands: the second dealer is seat 1 and seat 1 wins at 15",
        source=SCORING + "test_target_11_over_two_hands",
        rules=("SM-1.3", "SM-9.1", "SM-9.3", "SM-10"),
        preset="target_11",
        options=H6,
        deals=(Deal(HANDS_SWEEP), Deal(HANDS_A)),
        script=(
            BIDS_SWEEP,
            all_plays(*TRICKS_SWEEP),
            Legal(to_act=2, phase="bidding"),
            "bid 3; pass; pass; pass; trump H",
            all_plays(*TRICKS_A),
            Tricks(tricks(1, *TRICKS_SWEEP).tricks + tricks(2, *TRICKS_A).tricks),
            Results((Result(scores=(0, 10, 0, 0)), Result(dealer=1, pitcher=2, changes=(0, 5, 3, 2)))),
            Final(scores=(0, 15, 3, 2), winner=1, phase="game_over"),
        ),
    ),
    _sweep("game-end/pitcher-reaching-target-exactly", "Target 10: reaching exactly 10 wins",
           "test_pitcher_reaching_target_exactly", ("SM-9.1", "SM-9.2"), {**H6, "target": 10},
           Final(scores=(0, 10, 0, 0), winner=1, phase="game_over")),
    Scenario(
        slug="game-end/dealer-set-then-elimination",
        title="dealer_set with elimination -2: the set-back side reaches the threshold and side 0 wins",
        source=SCORING + "test_dealer_set_then_elimination",
        rules=("SM-8.6", "SM-9.4"),
        options={**H6, "partnerships": True, "all_pass": "dealer_set", "elimination": -2},
        dealer=1,
        deals=(Deal(HANDS_A),),
        script=(
            "pass; pass; pass; pass",
            Final(scores=(0, -2), winner=0, phase="game_over"),
        ),
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
    ),
)


def scenarios() -> tuple[Scenario, ...]:
    return PLAY_SCENARIOS + SCORING_SCENARIOS + TABLE_SCENARIOS


def cases() -> list[CaseDict]:
    out: list[CaseDict] = []
    for s in scenarios():
        out.extend(scenario_cases("smear", s, code_rules))
    return out

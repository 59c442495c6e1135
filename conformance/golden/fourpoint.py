"""Golden Four Point Northeastern Wisconsin Smear scenarios as data, transcribed by hand from the
hand-worked pytest scenarios of tests/test_fourpoint_golden.py (SPEC chapter FP). Every expected
value is copied from those tests (their assertions, the trick tables at the top of the file and
the docstring derivations); none is computed by the engine. The only values written here that the
tests leave implicit are an award's points, which FP-7.1 fixes (1 point to the side named, 0 when
nobody scores the category).

A parametrized test gives one scenario per parameter set; a test that branches (two discards from
one position) gives one scenario per branch. Each scenario's ``source`` names its test.
Assertions that the replay primitive cannot observe (a seat's hand, the cards taken, the stock, the
trump before a hand result names it) are left out; what they imply is observed instead where the
test states it: the legal first leads show which cards were taken, the phase and the seat to act
show that the bidder takes and discards. ``add_deal`` in the pytest becomes a second explicit deal
given up front (the protocol gives every deal at the start), in a scenario of its own where the
pytest also checks the waiting state.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from conformance.golden.model import (
    Act,
    Award,
    Count,
    Deal,
    Final,
    FPResult,
    Legal,
    Refuse,
    Results,
    Scenario,
    Step,
    Tricks,
    play_set,
    plays,
    scenario_cases,
)
from conformance.jsonutil import JSONScalar
from conformance.registry import CaseDict

GAME = "fourpoint"
TESTS = "tests/test_fourpoint_golden.py::"

# Tests no case can transcribe: configuration errors and invalid deals are not refusals, and the
# protocol has no check for them (README.md, "What a case checks"; cases state options in full).
NOT_TRANSCRIBED: Mapping[str, str] = {
    TESTS + "test_presets_and_invalid_options":
        "option defaults, preset expansion and InvalidOptions are configuration, not replay: a case states every option in full",
    TESTS + "test_invalid_explicit_deal_rejected":
        "an invalid explicit deal is invalid input, not a refusal (FP-2.3); the protocol has no check for it",
}

# SPEC "Four Point refusal codes": the rule each code cites.
_CODE_RULES: dict[str, tuple[str, ...]] = {
    "E_BAD_ACTION": ("CD-6",),
    "E_GAME_OVER": ("FP-9.1",),
    "E_NOT_YOUR_TURN": ("CD-7",),
    "E_BID_TOO_LOW": ("FP-3.2",),
    "E_BID_TOO_HIGH": ("FP-3.2",),
    "E_MUST_BID": ("FP-3.5",),
    "E_DUPLICATE_CARD": ("FP-4.2",),
    "E_DISCARD_COUNT": ("FP-4.2",),
    "E_NO_LEGAL_LEAD": ("FP-4.4",),
    "E_TRUMP_DISCARDED": ("FP-5.3",),
    "E_MUST_FOLLOW_SUIT": ("FP-6.2",),
}
PHASE_RULE = {"bidding": "FP-3.1", "discard": "FP-4.2", "play": "FP-6.1", "awaiting_deal": "FP-2.4"}


def code_rules(code: str, action: str) -> Sequence[str]:
    """The SPEC's refusal table (E_WRONG_PHASE cites the phase's rule: use ``wrong_phase``)."""
    if code == "E_CARD_NOT_IN_HAND":
        return ("FP-4.2",) if action.startswith("discard") else ("FP-6.1",)
    return _CODE_RULES.get(code, ())


def wrong_phase(action: str, phase: str) -> Refuse:
    """E_WRONG_PHASE, citing FP-5.2 for ``trump S`` (never legal) and the phase's rule otherwise."""
    return Refuse(action, "E_WRONG_PHASE", rules=("FP-5.2",) if action.startswith("trump") else (PHASE_RULE[phase],))


def awards(high: int | None, low: int | None, jack: int | None, game: int | None) -> dict[str, Award]:
    """The four categories (FP-7.1) with the side each went to; 1 point each, 0 for nobody."""
    return {cat: (side, 0 if side is None else 1) for cat, side in (("high", high), ("low", low), ("jack", jack), ("game", game))}


def tricks(first_leader: int, *played: tuple[str, int]) -> Tricks:
    """Tricks as (cards in play order, winner); each winner leads the next (FP-6.1)."""
    out: list[tuple[int, str, int]] = []
    leader = first_leader
    for cards, winner in played:
        out.append((leader, cards, winner))
        leader = winner
    return Tricks(tuple(out))


def all_plays(played: Sequence[tuple[str, int]]) -> str:
    return "; ".join(plays(cards) for cards, _ in played)


ALL_BIDS = frozenset({"pass", "bid 2", "bid 3", "bid 4"})
SEAT0_BIDS_2 = "bid 2; pass; pass; pass"  # dealer 3: seat 0 is eldest and bids, 1, 2, 3 pass
BIDDING_ALL_PASS = "pass; pass; pass; pass"

# ---------------------------------------------------------------------------- deals (the test's)

PLAIN = ("AS KS QS JS TS 9S", "AH KH QH JH TH 9H", "AD KD QD JD TD 9D", "AC KC QC JC TC 9C")
PLAIN_STOCK = "8S 7S 8H 7H 8D 7D 8C 7C"
PLAIN_NEXT = (PLAIN[3], PLAIN[0], PLAIN[1], PLAIN[2])

SEVEN = ("AS AH KH QH JH TH", "AD KD QD JD TD 9D", "KS QS JS TS 9S 8S", "AC KC QC JC TC 9C")
SEVEN_STOCK = "9H 8H 7C 7H 7S 8D 7D 8C"

NOLEAD = ("AS KS AH KH QH 9H", "AD KD QD JD TD 9D", "QS JS TS 9S 8S 8C", "AC KC QC JC TC 9C")
NOLEAD_STOCK = "8H 7S 7C 7H JH TH 8D 7D"

DEAL_P = ("AH KH AS KS QS 7D", "QH JH JS TS AD KD", "TH 9H AC KC QC JC", "8H 9S 8S QD JD TD")
DEAL_P_STOCK = "7H 7S 9D 8D TC 9C 8C 7C"
TRICKS_P = (("AH JH 9H 8H", 0), ("AS QH TH 9S", 1), ("AD JC TD KH", 0), ("KS TS QC 8S", 0), ("QS JS KC JD", 0), ("7D KD AC QD", 1))

DEAL_L = ("JH AS KS QS AD KD", "AH TS 9S AC KC QC", "7H JS QD JD TD 9D", "8H 8S 7S TC 9C 8C")
DEAL_L_STOCK = "KH QH TH 9H 8D 7D JC 7C"
TRICKS_L = (("JH AH 7H 8H", 1), ("AC 9D TC KD", 1), ("KC JD 9C QS", 1), ("QC QD 8C AD", 1), ("TS JS 8S AS", 0), ("KS 9S TD 7S", 0))

DEAL_H = ("QS JS TS AH KH QH", "KS 8S AD KD QD JD", "AC KC QC JC TC 9C", "9S TD 9D 8D JH TH")
DEAL_H_STOCK = "AS 7S 9H 8H 7H 7D 8C 7C"
TRICKS_H = (("QS KS 9C 9S", 1), ("8S TC TD JS", 0), ("TS JD JC 9D", 0), ("AH QD QC TH", 0), ("KH KD KC JH", 0), ("QH AD AC 8D", 0))

DEAL_T = ("AS KS QS 7H 7D 7C", "AH KH AD KD AC KC", "QH JH QD JD QC 8C", "TH 9H 8H 9D 8D 9C")
DEAL_T_STOCK = "JS TS 9S 8S 7S TD TC JC"
TRICKS_T = (("AS KH QH 9H", 0), ("KS KD QD 8H", 0), ("QS KC QC 9C", 0), ("7H AH JH TH", 1), ("AD JD 9D 7D", 1), ("AC 8C 8D 7C", 1))

DEAL_G = ("AH KH 8H 7H TD TC", "AS KS 9D 8D 7D 7C", "JS AD KD QD JD AC", "TS QS KC QC JC 8C")
DEAL_G_STOCK = "9S 8S 9C QH JH TH 9H 7S"
TRICKS_G = (("AH 9D JD 8C", 0), ("KH 8D QD JC", 0), ("8H 7D KD QC", 0), ("7H 7C JS KC", 0), ("9S AS AC TS", 1), ("KS AD QS 8S", 1))

DEAL_J = ("AS KH QH TH 8H 7H", "AD KD QD JD TD 9D", "KS QS JS TS 9S 8C", "AC KC QC JC TC 9C")
DEAL_J_STOCK = "JH 9H 7C AH 7S 8S 7D 8D"
TRICKS_J = (("KH 9D 8C 9C", 0), ("QH TD 9S TC", 0), ("TH JD TS JC", 0), ("8H QD JS QC", 0), ("7H KD QS KC", 0), ("AS AD KS AC", 0))

DEAL_X = ("AS KS QS AH KH QH", "7H AD KD QD JD TD", "AC KC QC JC TC 9C", "JS TS 9S 8S 7S 8C")
DEAL_X_STOCK = "JH TH 9H 8H 9D 8D 7D 7C"
TRICKS_X = (("AH 7H 9C 8C", 0), ("KH TD TC 7S", 0), ("QH JD JC 8S", 0), ("AS QD QC 9S", 0), ("KS KD KC TS", 0), ("QS AD AC JS", 0))

SWEEP = ("AH KH QH JH TH 7H", "AS KS QS JS TS 9S", "AD KD QD JD TD 9D", "AC KC QC JC TC 9C")
SWEEP_STOCK = "9H 8H 8S 7S 8D 7D 8C 7C"
TRICKS_SWEEP = (("AH AS AD AC", 0), ("KH KS KD KC", 0), ("QH QS QD QC", 0), ("JH JS JD JC", 0), ("TH TS TD TC", 0), ("7H 9S 9D 9C", 0))

TAKE0: dict[str, JSONScalar] = {"take": 0}


def deal(hands: tuple[str, ...], stock: str) -> Deal:
    return Deal(hands, stock=stock)


def fp(slug: str, title: str, test: str, rules: Sequence[str], deals: Sequence[Deal], script: Sequence[Step],
       options: Mapping[str, JSONScalar] | None = None, dealer: int = 3, preset: str = "standard") -> Scenario:
    return Scenario(
        slug=slug, title=title, source=TESTS + test, rules=tuple(rules), deals=tuple(deals), script=tuple(script),
        preset=preset, options=dict(options or {}), dealer=dealer,
    )


# ============================================================================ bidding (FP-3)

BIDDING: tuple[Scenario, ...] = (
    fp("bidding/range-and-strictly-increasing-bids", "Bids run 2 to 4, each above the last; the dealer's chance ends the bidding",
       "test_bidding_range_and_strictly_increasing_bids", ("FP-1.3", "FP-3.1", "FP-3.2", "FP-3.3", "FP-3.4", "FP-4.1"),
       (deal(PLAIN, PLAIN_STOCK),), (
           Legal(ALL_BIDS, to_act=1, phase="bidding"),
           "bid 2",
           Legal(frozenset({"pass", "bid 3", "bid 4"}), to_act=2),
           Refuse("bid 2", "E_BID_TOO_LOW"),
           Refuse("bid 1", "E_BID_TOO_LOW"),
           Refuse("bid 0", "E_BID_TOO_LOW"),
           Refuse("bid 5", "E_BID_TOO_HIGH"),
           "bid 3; pass",
           Legal(frozenset({"pass", "bid 4"}), to_act=0),
           Refuse("bid 3", "E_BID_TOO_LOW"),
           "pass",
           Legal(to_act=2, phase="discard"),
       ), dealer=0),
    fp("bidding/dealer-outbids-bidding-ends-after-dealer", "The dealer may only pass or bid 4 over a 3; its bid ends the bidding",
       "test_dealer_outbids_and_bidding_ends_after_dealer", ("FP-3.1", "FP-3.3", "FP-3.4"),
       (deal(PLAIN, PLAIN_STOCK),), (
           "bid 2; pass; bid 3",
           Legal(frozenset({"pass", "bid 4"}), to_act=0),
           "bid 4",
           Legal(to_act=0, phase="discard"),
       ), dealer=0),
    fp("bidding/bid-of-four-ends-bidding-at-once", "Example FP-3.3-a: a bid of 4 ends the bidding at once; the bidder discards next",
       "test_bid_of_four_ends_bidding_at_once", ("FP-3.2", "FP-3.3", "FP-4.1", "FP-4.2", "CD-7"),
       (deal(PLAIN, PLAIN_STOCK),), (
           "pass; bid 2",
           Legal(frozenset({"pass", "bid 3", "bid 4"}), to_act=2),
           Refuse("bid 2", "E_BID_TOO_LOW"),
           Refuse("bid 1", "E_BID_TOO_LOW"),
           Refuse("bid 5", "E_BID_TOO_HIGH"),
           wrong_phase("play AH", "bidding"),
           "bid 4",
           Legal(to_act=2, phase="discard"),
           Refuse("pass", "E_NOT_YOUR_TURN", seat=3),
           wrong_phase("pass", "discard"),
       )),
    fp("bidding/eldest-bids-four-nobody-else-speaks", "The eldest hand bids 4 at once: nobody else bids and it discards next",
       "test_eldest_bids_four_nobody_else_speaks", ("FP-3.3", "FP-4.1"),
       (deal(PLAIN, PLAIN_STOCK),), (
           "bid 4",
           Legal(to_act=1, phase="discard"),
       ), dealer=0),
    fp("bidding/all-pass-redeal-by-same-dealer", "Four passes void the hand; the same dealer deals the next deal",
       "test_all_pass_redeal_by_same_dealer", ("FP-1.3", "FP-3.5", "FP-8.5"),
       (deal(PLAIN, PLAIN_STOCK), deal(PLAIN_NEXT, PLAIN_STOCK)), (
           Legal(to_act=2),
           BIDDING_ALL_PASS,
           Results((FPResult(outcome="redeal", dealer=1, bidder=None, made=None, changes=(0, 0)),)),
           Final(scores=(0, 0), phase="bidding"),
           Legal(to_act=2, phase="bidding"),
       ), dealer=1),
    fp("bidding/all-pass-without-next-deal-waits", "Four passes and no deal left: the game waits and refuses every action",
       "test_all_pass_without_next_deal_waits_for_one", ("FP-2.4", "FP-3.5", "FP-5.2"),
       (deal(PLAIN, PLAIN_STOCK),), (
           BIDDING_ALL_PASS,
           Legal(frozenset(), to_act=None, phase="awaiting_deal"),
           wrong_phase("pass", "awaiting_deal"),
           wrong_phase("bid 2", "awaiting_deal"),
           Refuse("trump S", "E_WRONG_PHASE", rules=("FP-2.4", "FP-5.2")),
           wrong_phase("play AS", "awaiting_deal"),
       ), dealer=2),
    fp("bidding/all-pass-next-deal-same-dealer", "Four passes, then the next deal starts with the same dealer: seat 3 bids first",
       "test_all_pass_without_next_deal_waits_for_one", ("FP-1.3", "FP-2.4", "FP-3.5"),
       (deal(PLAIN, PLAIN_STOCK), deal(PLAIN_NEXT, PLAIN_STOCK)), (
           BIDDING_ALL_PASS,
           Legal(to_act=3, phase="bidding"),
       ), dealer=2),
)

# ============================================================================ refusals of notation and turn

REFUSALS: tuple[Scenario, ...] = (
    fp("refusal/bad-action-strings-and-not-your-turn", "Malformed strings are refused before anything; a wrong seat before the phase",
       "test_bad_action_strings_and_not_your_turn", ("CD-6", "CD-7"),
       (deal(PLAIN, PLAIN_STOCK),), (
           *(Refuse(text, "E_BAD_ACTION", rules=("CD-4", "CD-6") if text == "play 10S" else ("CD-6",))
             for text in ("bid 02", "Pass", " pass", "bid five", "play 10S", "trump h", "discard")),
           Refuse("pass", "E_NOT_YOUR_TURN", seat=0),
           Refuse("pass", "E_NOT_YOUR_TURN", seat=2),
           Refuse("pass", "E_NOT_YOUR_TURN", seat=3),
           Refuse("play AS", "E_NOT_YOUR_TURN", seat=0, rules=("CD-7", "CD-9")),
           Act("bid 2", 1),
           Legal(to_act=2),
       ), dealer=0),
    fp("refusal/trump-action-never-legal-and-wrong-phase", "'trump S' is refused in every phase; other kinds outside their phase",
       "test_trump_action_never_legal_and_wrong_phase_kinds", ("FP-3.1", "FP-4.2", "FP-5.2", "FP-6.1"),
       (deal(PLAIN, PLAIN_STOCK),), (
           wrong_phase("trump S", "bidding"),
           wrong_phase("trump H", "bidding"),
           wrong_phase("play AS", "bidding"),
           wrong_phase("discard AS KS QS", "bidding"),
           SEAT0_BIDS_2,
           Legal(phase="discard"),
           wrong_phase("trump S", "discard"),
           wrong_phase("pass", "discard"),
           wrong_phase("bid 3", "discard"),
           wrong_phase("play AS", "discard"),
           "discard 8S 7S 8H",
           Legal(phase="play"),
           wrong_phase("trump S", "play"),
           wrong_phase("trump D", "play"),
           wrong_phase("pass", "play"),
           wrong_phase("bid 3", "play"),
           wrong_phase("discard AS", "play"),
       )),
)

# ============================================================================ taking and discarding (FP-4, FP-5)

EIGHT_HEARTS_STOCK = "7H 8H 7S 8S 7D 8D 7C 8C"
EXCESS: dict[str, JSONScalar] = {"trump_discard": "excess_only"}

DISCARD: tuple[Scenario, ...] = (
    fp("discard/take-three-first-stock-cards-eight-hearts", "take 3: the bidder takes the first three stock cards; 84 discards, any lead left",
       "test_take_three_takes_first_three_stock_cards_eight_hearts", ("FP-4.1", "FP-4.3", "FP-4.4", "FP-5.3"),
       (deal(PLAIN, EIGHT_HEARTS_STOCK),), (
           "bid 2; pass; pass; pass",
           Count(84),
           "discard 9H 8H 7H",
           Legal(play_set("7S AH KH QH JH TH"), to_act=1),
       ), dealer=0),
    fp("discard/excess-only-eight-hearts-three-discarded", "excess_only, eight hearts held: discarding three hearts leaves spades the only lead",
       "test_excess_only_eight_hearts_allows_two", ("FP-4.3", "FP-4.4", "FP-5.3"),
       (deal(PLAIN, EIGHT_HEARTS_STOCK),), (
           "bid 2; pass; pass; pass",
           Count(84),
           "discard 9H 8H 7H",
           Legal(frozenset({"play 7S"})),
           Refuse("play AH", "E_TRUMP_DISCARDED"),
       ), options=EXCESS, dealer=0),
    fp("discard/excess-only-eight-hearts-two-discarded", "excess_only, eight hearts held: two hearts may go and hearts may still be led",
       "test_excess_only_eight_hearts_allows_two", ("FP-4.3", "FP-4.4", "FP-5.3"),
       (deal(PLAIN, EIGHT_HEARTS_STOCK),), (
           "bid 2; pass; pass; pass",
           "discard 7S TH 9H",
           Legal(play_set("AH KH QH JH 8H 7H")),
       ), options=EXCESS, dealer=0),
    fp("discard/seven-hearts-default-discard-hearts", "Example FP-4.4-a, default: seven hearts held, 'discard 9H 8H 7C' leaves every lead",
       "test_seven_hearts_default_may_discard_hearts", ("FP-4.3", "FP-4.4", "FP-5.3"),
       (deal(SEVEN, SEVEN_STOCK),), (
           SEAT0_BIDS_2,
           Count(84),
           "discard 9H 8H 7C",
           Legal(play_set("AS AH KH QH JH TH")),
       )),
    fp("discard/seven-hearts-default-discard-every-suit", "Example FP-4.4-a, default: 'discard AS 8H 7C' touches every suit; the hearts lead",
       "test_seven_hearts_default_may_discard_hearts", ("FP-4.3", "FP-4.4", "FP-5.3"),
       (deal(SEVEN, SEVEN_STOCK),), (
           SEAT0_BIDS_2,
           "discard AS 8H 7C",
           Legal(play_set("AH KH QH JH TH 9H")),
           Refuse("play AS", "E_CARD_NOT_IN_HAND"),
       )),
    fp("discard/seven-hearts-default-spade-discarded", "Example FP-4.4-a, default: 'discard AS 9H 8H' leaves hearts and the club to lead",
       "test_seven_hearts_default_may_discard_hearts", ("FP-4.3", "FP-4.4", "FP-5.3"),
       (deal(SEVEN, SEVEN_STOCK),), (
           SEAT0_BIDS_2,
           "discard AS 9H 8H",
           Legal(play_set("AH KH QH JH TH 7C")),
       )),
    fp("discard/seven-hearts-excess-only-two-hearts", "Example FP-4.4-a, excess_only: two hearts discarded, only AS may be led",
       "test_seven_hearts_excess_only_one_heart", ("FP-4.3", "FP-4.4", "FP-5.3"),
       (deal(SEVEN, SEVEN_STOCK),), (
           SEAT0_BIDS_2,
           Count(84),
           "discard 9H 8H 7C",
           Legal(frozenset({"play AS"})),
           Refuse("play AH", "E_TRUMP_DISCARDED"),
           Refuse("play 9H", "E_CARD_NOT_IN_HAND"),
       ), options=EXCESS),
    fp("discard/seven-hearts-excess-only-one-heart", "Example FP-4.4-a, excess_only: one heart discarded, the hearts may lead",
       "test_seven_hearts_excess_only_one_heart", ("FP-4.3", "FP-4.4", "FP-5.3"),
       (deal(SEVEN, SEVEN_STOCK),), (
           SEAT0_BIDS_2,
           "discard AS 8H 7C",
           Legal(play_set("AH KH QH JH TH 9H")),
       ), options=EXCESS),
    fp("discard/seven-hearts-excess-only-club-lead", "Example FP-4.4-a, excess_only: 'discard AS 9H 8H' forces the club lead",
       "test_seven_hearts_excess_only_one_heart", ("FP-4.3", "FP-4.4", "FP-5.2", "FP-5.3"),
       (deal(SEVEN, SEVEN_STOCK),), (
           SEAT0_BIDS_2,
           "discard AS 9H 8H",
           Legal(frozenset({"play 7C"})),
           "play 7C",
           Legal(to_act=1, phase="play"),
       ), options=EXCESS),
    fp("discard/every-suit-discarded-no-legal-lead", "Example FP-4.4-b: a discard from every suit leaves no lawful lead; 69 of 84 are legal",
       "test_discard_from_every_suit_has_no_legal_lead", ("FP-4.3", "FP-4.4", "CD-6"),
       (deal(NOLEAD, NOLEAD_STOCK),), (
           SEAT0_BIDS_2,
           Refuse("discard 7S 8H 7C", "E_NO_LEGAL_LEAD"),
           Refuse("discard AS AH 7C", "E_NO_LEGAL_LEAD"),
           Count(69),
       )),
    fp("discard/first-lead-club-after-discard", "Example FP-4.4-b: after 'discard 7S 9H 8H' the only lead is 7C",
       "test_first_lead_after_discard_exact_sets", ("FP-4.3", "FP-5.2", "FP-5.3"),
       (deal(NOLEAD, NOLEAD_STOCK),), (
           SEAT0_BIDS_2,
           "discard 7S 9H 8H",
           Legal(frozenset({"play 7C"})),
           Refuse("play AH", "E_TRUMP_DISCARDED"),
           Refuse("play AS", "E_TRUMP_DISCARDED"),
           "play 7C",
           Legal(to_act=1),
       )),
    fp("discard/first-lead-hearts-after-discard", "Example FP-4.4-b: after 'discard KS 7S 7C' the hearts lead, spades may not",
       "test_first_lead_after_discard_exact_sets", ("FP-4.3", "FP-5.2", "FP-5.3"),
       (deal(NOLEAD, NOLEAD_STOCK),), (
           SEAT0_BIDS_2,
           "discard KS 7S 7C",
           Legal(play_set("AH KH QH 9H 8H")),
           Refuse("play AS", "E_TRUMP_DISCARDED"),
           "play AH",
           Legal(to_act=1),
       )),
    fp("discard/discard-refusals-and-precedence", "Discard refusals: duplicate, then not held, then count, then no legal lead",
       "test_discard_refusals_and_their_precedence", ("FP-4.2", "CD-6", "CD-7"),
       (deal(NOLEAD, NOLEAD_STOCK),), (
           SEAT0_BIDS_2,
           Refuse("discard 7S 7C", "E_DISCARD_COUNT"),
           Refuse("discard AS KS 7S 7C", "E_DISCARD_COUNT"),
           Refuse("discard 7S 7D 7C", "E_CARD_NOT_IN_HAND"),
           Refuse("discard 7S 7D", "E_CARD_NOT_IN_HAND"),
           Refuse("discard 7S 7S 7C", "E_DUPLICATE_CARD"),
           Refuse("discard 7D 7D", "E_DUPLICATE_CARD", rules=("FP-4.2", "FP-11.1")),
           Refuse("discard 7S 8H", "E_DISCARD_COUNT"),
           Refuse("discard KS 7S 7C", "E_NOT_YOUR_TURN", seat=1),
       )),
    fp("discard/non-canonical-discard-is-bad-action", "A discard not in canonical card order is E_BAD_ACTION, whatever it would do",
       "test_non_canonical_discard_is_bad_action", ("CD-5", "CD-6"),
       (deal(NOLEAD, NOLEAD_STOCK),), (
           SEAT0_BIDS_2,
           Refuse("discard 7S 8H 7C", "E_NO_LEGAL_LEAD"),
           Refuse("discard 8H 7S 7C", "E_BAD_ACTION", rules=("CD-5", "CD-6")),
           Refuse("discard 7S 7C 8H", "E_BAD_ACTION", rules=("CD-5", "CD-6")),
           Refuse("discard 9H 8H 7S", "E_BAD_ACTION", rules=("CD-5", "CD-6")),
       )),
    fp("discard/take-two-exact-legal-discards", "take_2: with four spades and four hearts only the 12 same-suit pairs may be discarded",
       "test_take_two_exact_legal_discard_set", ("FP-4.1", "FP-4.3", "FP-4.4", "FP-5.3", "FP-10"),
       (deal(("AS KS QS AH KH QH", "AD KD QD JD TD 9D", "TS 9S 8S 7S TH 9H", "AC KC QC JC TC 9C"), "JS JH 8H 7H 8D 7D 8C 7C"),), (
           SEAT0_BIDS_2,
           Legal(frozenset(f"discard {p}" for p in (
               "AS KS", "AS QS", "AS JS", "KS QS", "KS JS", "QS JS", "AH KH", "AH QH", "AH JH", "KH QH", "KH JH", "QH JH"))),
           Refuse("discard AS AH", "E_NO_LEGAL_LEAD"),
           Refuse("discard JS JH", "E_NO_LEGAL_LEAD"),
           Refuse("discard JS", "E_DISCARD_COUNT"),
           "discard QS JS",
           Legal(play_set("AH KH QH JH")),
           Refuse("play AS", "E_TRUMP_DISCARDED"),
       ), preset="take_2"),
    fp("discard/take-one-discard-a-heart", "take_1: the first stock card is taken; discarding a heart forces the 7D lead",
       "test_take_one_takes_first_stock_card", ("FP-4.1", "FP-4.2", "FP-4.3", "FP-5.3", "FP-10"),
       (deal(PLAIN, "7D 8S 7S 8H 7H 8D 8C 7C"),), (
           "bid 2; pass; pass; pass",
           Legal(frozenset(f"discard {c}" for c in ("AH", "KH", "QH", "JH", "TH", "9H", "7D"))),
           "discard AH",
           Legal(frozenset({"play 7D"})),
           Refuse("play KH", "E_TRUMP_DISCARDED"),
       ), dealer=0, preset="take_1"),
    fp("discard/take-one-discard-the-taken-card", "take_1: discarding the card taken leaves the six hearts to lead",
       "test_take_one_takes_first_stock_card", ("FP-4.1", "FP-4.2", "FP-4.3", "FP-5.3", "FP-10"),
       (deal(PLAIN, "7D 8S 7S 8H 7H 8D 8C 7C"),), (
           "bid 2; pass; pass; pass",
           "discard 7D",
           Legal(play_set("AH KH QH JH TH 9H")),
       ), dealer=0, preset="take_1"),
    fp("discard/take-zero-no-discard-phase", "take_0: no discard phase; the bidder leads any card at once",
       "test_take_zero_no_discard_phase_any_lead", ("FP-4.1", "FP-4.2", "FP-5.1", "FP-5.2", "FP-5.3", "FP-10"),
       (deal(DEAL_X, DEAL_X_STOCK),), (
           SEAT0_BIDS_2,
           Legal(play_set("AS KS QS AH KH QH"), to_act=0, phase="play"),
           wrong_phase("discard AS", "play"),
       ), preset="take_0"),
)

# ============================================================================ play (FP-5, FP-6)

PLAY: tuple[Scenario, ...] = (
    fp("play/first-card-names-trump-trump-lead-followed", "The first card led names trump; a trump lead must be followed with trump",
       "test_first_card_names_trump_and_trump_lead_must_be_followed", ("FP-5.1", "FP-5.2", "FP-6.1", "FP-6.2"),
       (deal(DEAL_P, DEAL_P_STOCK),), (
           SEAT0_BIDS_2,
           "play AH",
           Legal(play_set("QH JH"), to_act=1),
           Refuse("play JS", "E_MUST_FOLLOW_SUIT"),
           Refuse("play 9H", "E_CARD_NOT_IN_HAND"),
           "play JH",
           Legal(play_set("TH 9H")),
           "play 9H",
           Legal(frozenset({"play 8H"})),
       ), options=TAKE0),
    fp("play/trump-anytime-may-trump-holding-led-suit", "trump_anytime true: a player holding the suit led may trump instead",
       "test_trump_anytime_true_may_trump_holding_led_suit", ("FP-6.2", "FP-6.3", "FP-6.4"),
       (deal(DEAL_P, DEAL_P_STOCK),), (
           SEAT0_BIDS_2,
           plays("AH JH 9H 8H AS"),
           Legal(play_set("JS TS QH"), to_act=1),
           Refuse("play AD", "E_MUST_FOLLOW_SUIT"),
           "play QH",
           Legal(play_set("TH AC KC QC JC")),
           "play TH",
           Legal(play_set("9S 8S")),
           Refuse("play QD", "E_MUST_FOLLOW_SUIT"),
           "play 9S",
           tricks(0, *TRICKS_P[:2]),
           Legal(to_act=1),
       ), options=TAKE0),
    fp("play/trump-anytime-false-must-follow", "trump_anytime false: a player holding the suit led must follow it",
       "test_trump_anytime_false_must_follow", ("FP-6.2", "FP-6.3"),
       (deal(DEAL_P, DEAL_P_STOCK),), (
           SEAT0_BIDS_2,
           "play AH",
           Legal(play_set("QH JH")),
           plays("JH 9H 8H AS"),
           Legal(play_set("JS TS")),
           Refuse("play QH", "E_MUST_FOLLOW_SUIT"),
           "play TS",
           Legal(play_set("TH AC KC QC JC")),
       ), options={"take": 0, "trump_anytime": False}),
    fp("play/void-player-may-play-any-card", "A player void in the suit led may play any card; a trump wins over the ace led",
       "test_void_player_may_play_any_card_including_trump", ("FP-6.2", "FP-6.3", "FP-6.4"),
       (deal(DEAL_P, DEAL_P_STOCK),), (
           SEAT0_BIDS_2,
           plays("AH JH 9H 8H AS QH TH 9S AD"),
           Legal(play_set("AC KC QC JC")),
           "play JC",
           Legal(play_set("QD JD TD")),
           "play TD",
           Legal(play_set("KH 7D")),
           Refuse("play KS", "E_MUST_FOLLOW_SUIT"),
           "play KH",
           tricks(0, *TRICKS_P[:3]),
           Legal(to_act=0),
       ), options=TAKE0),
    fp("scoring/full-hand-trick-winners-and-scoring", "Deal P played out: side 0 makes its bid of 2 with 3 points; the game waits for a deal",
       "test_full_hand_trick_winners_and_scoring", ("FP-1.3", "FP-6.4", "FP-6.5", "FP-7.2", "FP-7.3", "FP-7.4", "FP-7.5", "FP-7.6",
                                                     "FP-8.1", "FP-8.2", "FP-8.4"),
       (deal(DEAL_P, DEAL_P_STOCK),), (
           SEAT0_BIDS_2,
           all_plays(TRICKS_P),
           tricks(0, *TRICKS_P),
           Results((FPResult(outcome="played", dealer=3, bidder=0, bid=2, trump="H", awards=awards(0, None, 0, 0),
                             game_points=(45, 25), captured=(3, 0), made=True, changes=(3, 0), scores=(3, 0)),)),
           Final(scores=(3, 0), winner=None, phase="awaiting_deal"),
       ), options=TAKE0),
    fp("game-end/full-hand-next-deal-passes-left", "Deal P played out, a second deal given: seat 0 deals it and seat 1 bids first",
       "test_full_hand_trick_winners_and_scoring", ("FP-1.3",),
       (deal(DEAL_P, DEAL_P_STOCK), deal(PLAIN, PLAIN_STOCK)), (
           SEAT0_BIDS_2,
           all_plays(TRICKS_P),
           Legal(to_act=1, phase="bidding"),
       ), options=TAKE0),
)

# ============================================================================ scoring (FP-7, FP-8)


def _low_x(extra: Mapping[str, JSONScalar], low: int, captured: tuple[int, int]) -> Scenario:
    label = ", ".join(f"{k} {v}" for k, v in extra.items()) or "defaults"
    name = "-".join(f"{k}-{v}" for k, v in extra.items()).replace("_", "-") or "defaults"
    return fp(f"scoring/example-7-3-a-low-{name}", f"Example FP-7.3-a ({label}): Low 7H played by side 1, taken by side 0",
              "test_low_to_player_or_taker", ("FP-7.2", "FP-7.3", "FP-7.4", "FP-7.6", "FP-7.7", "FP-8.2"),
              (deal(DEAL_X, DEAL_X_STOCK),), (
                  SEAT0_BIDS_2,
                  "play AH",
                  Legal(frozenset({"play 7H"})),
                  plays("7H 9C 8C KH TD TC 7S QH JD JC 8S AS QD QC"),
                  Legal(play_set("JS TS 9S")),
                  plays("9S KS KD KC TS QS AD AC JS"),
                  tricks(0, *TRICKS_X),
                  Results((FPResult(awards=awards(0, low, None, 0), game_points=(69, 0), captured=captured, made=True,
                                    changes=captured),)),
                  Final(scores=captured),
              ), options={**TAKE0, **extra})


def _deal_l(extra: Mapping[str, JSONScalar], low: int, captured: tuple[int, int], changes: tuple[int, int]) -> Scenario:
    label = ", ".join(f"{k} {v}" for k, v in extra.items()) or "defaults"
    name = "-".join(f"{k}-{v}" for k, v in extra.items()).replace("_", "-") or "defaults"
    return fp(f"scoring/ace-played-by-side-1-bidder-set-{name}", f"Deal L ({label}): side 1 plays the ace and takes Jack and Game; bidder set",
              "test_high_to_side_that_played_ace_low_captured_bidder_set",
              ("FP-7.2", "FP-7.3", "FP-7.4", "FP-7.6", "FP-8.2", "FP-8.3", "FP-8.4"),
              (deal(DEAL_L, DEAL_L_STOCK),), (
                  SEAT0_BIDS_2,
                  "play JH",
                  Legal(frozenset({"play AH"})),
                  plays("AH 7H 8H AC 9D TC KD KC JD 9C QS QC QD 8C AD TS JS 8S AS KS 9S TD 7S"),
                  tricks(0, *TRICKS_L),
                  Results((FPResult(awards=awards(1, low, 1, 1), game_points=(28, 36), captured=captured, made=False,
                                    changes=changes),)),
                  Final(scores=changes),
              ), options={**TAKE0, **extra})


def _deal_h(extra: Mapping[str, JSONScalar], high: int | None, low: int | None, captured: tuple[int, int]) -> Scenario:
    label = ", ".join(f"{k} {v}" for k, v in extra.items()) or "defaults"
    name = "-".join(f"{k}-{v}" for k, v in extra.items()).replace("_", "-") or "defaults"
    return fp(f"scoring/ace-and-seven-undealt-{name}", f"Deal H ({label}): AS and 7S undealt; High and Low by the reading",
              "test_highest_and_lowest_when_ace_and_seven_undealt",
              ("FP-7.2", "FP-7.3", "FP-7.4", "FP-7.6", "FP-7.7", "FP-8.2"),
              (deal(DEAL_H, DEAL_H_STOCK),), (
                  SEAT0_BIDS_2,
                  "play QS",
                  Legal(play_set("KS 8S")),
                  plays("KS 9C 9S 8S TC TD"),
                  Legal(play_set("JS TS")),
                  plays("JS TS JD JC 9D AH QD QC"),
                  Legal(play_set("JH TH")),
                  plays("TH KH KD KC JH QH AD AC 8D"),
                  tricks(0, *TRICKS_H),
                  Results((FPResult(awards=awards(high, low, 0, 0), game_points=(71, 5), captured=captured, made=True,
                                    changes=captured),)),
              ), options={**TAKE0, **extra})


def _deal_j(extra: Mapping[str, JSONScalar], jack: int | None, high: int | None, captured: tuple[int, int]) -> Scenario:
    label = ", ".join(f"{k} {v}" for k, v in extra.items()) or "defaults"
    name = "-".join(f"{k}-{v}" for k, v in extra.items()).replace("_", "-") or "defaults"
    return fp(f"scoring/example-7-4-a-discarded-jack-{name}", f"Example FP-7.4-a ({label}): the jack of trump discarded, the ace undealt",
              "test_discarded_jack_and_undealt_ace", ("FP-4.3", "FP-7.2", "FP-7.4", "FP-7.6", "FP-7.7"),
              (deal(DEAL_J, DEAL_J_STOCK),), (
                  SEAT0_BIDS_2,
                  "discard JH 9H 7C",
                  Legal(play_set("AS KH QH TH 8H 7H")),
                  all_plays(TRICKS_J),
                  tricks(0, *TRICKS_J),
                  Results((FPResult(awards=awards(high, 0, jack, 0), game_points=(76, 0), captured=captured, changes=captured),)),
              ), options=extra)


def _deal_g(bidding: str, bid: int, made: bool, changes: tuple[int, int]) -> Scenario:
    return fp(f"scoring/game-counts-bidder-discards-bid-{bid}", f"Deal G, bid {bid}: the bidder's discards count for Game, undealt cards not",
              "test_game_counts_bidder_discards_not_undealt",
              ("FP-4.1", "FP-4.2", "FP-7.6", "FP-7.7", "FP-8.2", "FP-8.3"),
              (deal(DEAL_G, DEAL_G_STOCK),), (
                  bidding,
                  "discard TD TC 9C",
                  Legal(play_set("9S 8S AH KH 8H 7H")),
                  all_plays(TRICKS_G),
                  tricks(0, *TRICKS_G),
                  Results((FPResult(bid=bid, awards=awards(0, 0, None, 0), game_points=(40, 27), captured=(3, 0), made=made,
                                    changes=changes),)),
                  Final(scores=changes),
              ))


def _deal_t(extra: Mapping[str, JSONScalar], game: int | None, captured: tuple[int, int], made: bool,
            changes: tuple[int, int]) -> Scenario:
    value = str(extra.get("game_tie", "none"))
    return fp(f"scoring/game-tie-{value}", f"Deal T, game_tie {value}: game points tie 24 to 24",
              "test_game_tie_none_or_bidder", ("FP-7.6", "FP-8.2", "FP-8.3"),
              (deal(DEAL_T, DEAL_T_STOCK),), (
                  SEAT0_BIDS_2,
                  all_plays(TRICKS_T),
                  tricks(0, *TRICKS_T),
                  Results((FPResult(game_points=(24, 24), awards=awards(0, None, None, game), captured=captured, made=made,
                                    changes=changes),)),
                  Final(scores=changes),
              ), options={**TAKE0, **extra})


SCORING: tuple[Scenario, ...] = (
    _low_x({}, 1, (2, 1)),
    _low_x({"low_to": "taker"}, 0, (3, 0)),
    _low_x({"high_to": "taker"}, 1, (2, 1)),
    _low_x({"low_card": "lowest"}, 1, (2, 1)),
    _deal_l({}, 0, (1, 3), (-2, 3)),
    _deal_l({"high_to": "taker"}, 0, (1, 3), (-2, 3)),
    _deal_l({"low_to": "taker"}, 1, (0, 4), (-2, 4)),
    _deal_l({"high_card": "highest", "low_card": "lowest"}, 0, (1, 3), (-2, 3)),
    _deal_h({}, None, None, (2, 0)),
    _deal_h({"high_card": "highest"}, 1, None, (2, 1)),
    _deal_h({"high_card": "highest", "high_to": "taker"}, 1, None, (2, 1)),
    _deal_h({"low_card": "lowest"}, None, 1, (2, 1)),
    _deal_h({"low_card": "lowest", "low_to": "taker"}, None, 0, (3, 0)),
    _deal_h({"high_card": "highest", "low_card": "lowest"}, 1, 1, (2, 2)),
    _deal_j({}, None, None, (2, 0)),
    _deal_j({"discarded_jack": "bidder"}, 0, None, (3, 0)),
    _deal_j({"high_card": "highest"}, None, 0, (3, 0)),
    fp("discard/discarded-jack-excess-only-forces-spade-lead", "Example FP-7.4-a, excess_only: 'discard JH 9H 7C' is legal but only AS may lead",
       "test_discarded_jack_excess_only_forces_spade_lead", ("FP-4.3", "FP-4.4", "FP-5.3"),
       (deal(DEAL_J, DEAL_J_STOCK),), (
           SEAT0_BIDS_2,
           "discard JH 9H 7C",
           Refuse("play KH", "E_TRUMP_DISCARDED"),
           Legal(frozenset({"play AS"})),
       ), options=EXCESS),
    _deal_g("bid 2; pass; pass; pass", 2, True, (3, 0)),
    _deal_g("bid 3; pass; pass; pass", 3, True, (3, 0)),
    _deal_g("bid 4", 4, False, (-4, 0)),
    _deal_t({}, None, (1, 0), False, (-2, 0)),
    _deal_t({"game_tie": "bidder"}, 0, (2, 0), True, (2, 0)),
)

# ============================================================================ game end (FP-9)


def _non_bidder(extra: Mapping[str, JSONScalar], change1: int, winner: int | None) -> Scenario:
    label = ", ".join(f"{k} {str(v).lower()}" for k, v in extra.items())
    name = "-".join(f"{k}-{str(v).lower()}" for k, v in extra.items()).replace("_", "-")
    return fp(f"game-end/non-bidding-side-reaching-{name}", f"Deal L ({label}): the set bidder's opponents gain {change1}; winner {winner}",
              "test_non_bidding_side_reaching_target", ("FP-8.3", "FP-8.4", "FP-9.1", "FP-9.2", "FP-9.3", "FP-9.4"),
              (deal(DEAL_L, DEAL_L_STOCK),), (
                  SEAT0_BIDS_2,
                  all_plays(TRICKS_L),
                  Results((FPResult(captured=(1, 3), changes=(-2, change1)),)),
                  Final(scores=(-2, change1), winner=winner),
              ), options={**TAKE0, **extra})


GAME_END: tuple[Scenario, ...] = (
    fp("game-end/target-reached-then-game-over", "Target 3 reached by a made bid: game over, every action refused",
       "test_target_reached_by_made_bid_then_game_over", ("FP-9.1", "FP-9.2", "CD-8"),
       (deal(DEAL_P, DEAL_P_STOCK), deal(PLAIN, PLAIN_STOCK)), (
           SEAT0_BIDS_2,
           all_plays(TRICKS_P),
           Final(scores=(3, 0), winner=0, phase="game_over"),
           Legal(frozenset(), to_act=None),
           Refuse("pass", "E_GAME_OVER"),
           Refuse("trump S", "E_GAME_OVER"),
           Refuse("play AH", "E_GAME_OVER", seat=1),
           Refuse("Pass", "E_BAD_ACTION"),
       ), options={"take": 0, "target": 3}),
    fp("game-end/both-reach-target-bidding-side-first", "Both sides reach target 2 on one hand: the bidding side is checked first and wins",
       "test_both_reach_target_bidding_side_checked_first", ("FP-9.1", "FP-9.2"),
       (deal(DEAL_H, DEAL_H_STOCK),), (
           SEAT0_BIDS_2,
           all_plays(TRICKS_H),
           Final(scores=(2, 2), winner=0),
       ), options={"take": 0, "high_card": "highest", "low_card": "lowest", "target": 2}),
    fp("game-end/both-reach-target-below-target-cap", "non_bidder_cap below_target: side 1 stops at 1; side 0 wins",
       "test_both_reach_target_below_target_cap", ("FP-9.2", "FP-9.4"),
       (deal(DEAL_H, DEAL_H_STOCK),), (
           SEAT0_BIDS_2,
           all_plays(TRICKS_H),
           Results((FPResult(captured=(2, 2), changes=(2, 1)),)),
           Final(scores=(2, 1), winner=0),
       ), options={"take": 0, "high_card": "highest", "low_card": "lowest", "target": 2, "non_bidder_cap": "below_target"}),
    _non_bidder({"target": 3}, 3, 1),
    _non_bidder({"target": 3, "win_only_on_made_bid": True}, 3, None),
    _non_bidder({"target": 3, "non_bidder_cap": "at_target"}, 3, 1),
    _non_bidder({"target": 3, "non_bidder_cap": "below_target"}, 2, None),
    _non_bidder({"target": 2, "non_bidder_cap": "at_target"}, 2, 1),
    _non_bidder({"target": 2, "non_bidder_cap": "below_target"}, 1, None),
    _non_bidder({"target": 4}, 3, None),
    fp("game-end/cap-never-lowers-at-cap-gains-nothing", "non_bidder_cap at_target: a side already at the cap gains nothing",
       "test_cap_never_lowers_and_at_cap_gains_nothing", ("FP-1.3", "FP-9.3", "FP-9.4"),
       (deal(DEAL_L, DEAL_L_STOCK), deal(DEAL_L, DEAL_L_STOCK)), (
           SEAT0_BIDS_2,
           all_plays(TRICKS_L),
           Legal(to_act=1, phase="bidding"),
           "pass; pass; pass; bid 2",
           all_plays(TRICKS_L),
           Results((FPResult(scores=(-2, 2)), FPResult(dealer=0, bidder=0, captured=(1, 3), changes=(-2, 0)))),
           Final(scores=(-4, 2), winner=None),
       ), options={"take": 0, "win_only_on_made_bid": True, "non_bidder_cap": "at_target", "target": 2}),
    fp("game-end/win-only-on-made-bid-bidder-wins", "win_only_on_made_bid: the bidding side that made its bid wins at the target",
       "test_win_only_on_made_bid_bidder_wins_when_made", ("FP-9.3",),
       (deal(DEAL_P, DEAL_P_STOCK),), (
           SEAT0_BIDS_2,
           all_plays(TRICKS_P),
           Final(scores=(3, 0), winner=0),
       ), options={"take": 0, "target": 3, "win_only_on_made_bid": True}),
    fp("game-end/game-to-fifteen-over-four-hands", "Four sweeps of 4 points: 4, 8, 12, then 16 wins the game to 15",
       "test_game_to_fifteen_over_four_hands", ("FP-1.3", "FP-3.3", "FP-7.1", "FP-7.2", "FP-7.3", "FP-7.4", "FP-7.6", "FP-8.2", "FP-9.1"),
       tuple(deal(SWEEP, SWEEP_STOCK) for _ in range(4)), (
           "bid 4",
           all_plays(TRICKS_SWEEP),
           Legal(to_act=1, phase="bidding"),
           "pass; pass; pass; bid 4",
           all_plays(TRICKS_SWEEP),
           Legal(to_act=2, phase="bidding"),
           "pass; pass; bid 4",
           all_plays(TRICKS_SWEEP),
           Legal(to_act=3, phase="bidding"),
           "pass; bid 4",
           all_plays(TRICKS_SWEEP),
           Tricks(tricks(0, *TRICKS_SWEEP).tricks * 4),
           Results(tuple(FPResult(dealer=d, awards=awards(0, 0, 0, 0), game_points=(80, 0), changes=(4, 0), scores=(4 * n, 0))
                         for n, d in enumerate((3, 0, 1, 2), start=1))),
           Final(scores=(16, 0), winner=0, phase="game_over"),
       ), options=TAKE0),
)


# ============================================================================ the readings of R-FP-5, R-FP-16, R-FP-18, R-FP-19

READINGS: tuple[Scenario, ...] = (
    fp("game-end/made-bid-lets-either-side-win", "win_only_on_made_bid: on a hand with a made bid the defenders at the target win",
       "test_made_bid_lets_either_side_win_by_default", ("FP-1.3", "FP-9.2", "FP-9.3"),
       (deal(DEAL_L, DEAL_L_STOCK), deal(DEAL_X, DEAL_X_STOCK)), (
           SEAT0_BIDS_2,
           all_plays(TRICKS_L),
           Legal(to_act=1, phase="bidding"),
           "pass; pass; pass; bid 2",
           all_plays(TRICKS_X),
           Results((FPResult(scores=(-2, 3)), FPResult(dealer=0, bidder=0, captured=(2, 1), made=True))),
           Final(scores=(0, 4), winner=1),
       ), options={"take": 0, "win_only_on_made_bid": True, "target": 4}),
    fp("game-end/made-bid-winner-bidding-side-only", "made_bid_winner bidding_side: the defenders at the target do not win",
       "test_made_bid_winner_bidding_side_only", ("FP-9.3",),
       (deal(DEAL_L, DEAL_L_STOCK), deal(DEAL_X, DEAL_X_STOCK)), (
           SEAT0_BIDS_2,
           all_plays(TRICKS_L),
           "pass; pass; pass; bid 2",
           all_plays(TRICKS_X),
           Final(scores=(0, 4), winner=None, phase="awaiting_deal"),
       ), options={"take": 0, "win_only_on_made_bid": True, "made_bid_winner": "bidding_side", "target": 4}),
    fp("bidding/stuck-dealer-must-bid", "all_pass dealer_forced: after three passes the dealer must bid",
       "test_stuck_dealer_must_bid", ("FP-3.5",),
       (deal(PLAIN, PLAIN_STOCK),), (
           "pass; pass; pass",
           Legal(frozenset({"bid 2", "bid 3", "bid 4"}), to_act=1),
           Refuse("pass", "E_MUST_BID"),
           Refuse("bid 5", "E_BID_TOO_HIGH"),
           "bid 2",
           Legal(to_act=1, phase="play"),
       ), options={"take": 0, "all_pass": "dealer_forced"}, dealer=1),
    fp("bidding/stuck-dealer-may-pass-over-a-bid", "all_pass dealer_forced: with a bid standing the dealer may pass",
       "test_stuck_dealer_must_bid", ("FP-3.5",),
       (deal(PLAIN, PLAIN_STOCK),), (
           "pass; bid 2; pass",
           Legal(frozenset({"pass", "bid 3", "bid 4"}), to_act=1),
       ), options={"take": 0, "all_pass": "dealer_forced"}, dealer=1),
    fp("bidding/bid-of-four-others-still-speak", "max_bid others_speak: after a bid of 4 the dealer still speaks and may only pass",
       "test_bid_of_four_others_still_speak", ("FP-3.3", "FP-3.4", "FP-4.1"),
       (deal(PLAIN, PLAIN_STOCK),), (
           "pass; bid 2; bid 4",
           Legal(frozenset({"pass"}), to_act=3, phase="bidding"),
           Refuse("bid 4", "E_BID_TOO_LOW"),
           Refuse("bid 5", "E_BID_TOO_HIGH"),
           "pass",
           Legal(to_act=2, phase="discard"),
       ), options={"max_bid": "others_speak"}),
    fp("bidding/eldest-bids-four-others-pass", "max_bid others_speak: the eldest bids 4 and the three others may each only pass",
       "test_bid_of_four_others_still_speak", ("FP-3.3",),
       (deal(PLAIN, PLAIN_STOCK),), (
           "bid 4",
           Legal(frozenset({"pass"}), to_act=2),
           "pass",
           Legal(frozenset({"pass"}), to_act=3),
           "pass",
           Legal(frozenset({"pass"}), to_act=0),
           "pass",
           Legal(to_act=1, phase="discard"),
       ), options={"max_bid": "others_speak"}, dealer=0),
    fp("bidding/dealer-holds-the-bid", "dealer_holds: the dealer may bid the amount already bid and becomes the bidder",
       "test_dealer_holds_the_bid", ("FP-3.4", "FP-3.6"),
       (deal(PLAIN, PLAIN_STOCK),), (
           "bid 2",
           Refuse("bid 2", "E_BID_TOO_LOW"),
           "pass; bid 3",
           Legal(frozenset({"pass", "bid 3", "bid 4"}), to_act=0),
           Refuse("bid 2", "E_BID_TOO_LOW", rules=("FP-3.6",)),
           "bid 3",
           Legal(to_act=0, phase="discard"),
       ), options={"dealer_holds": True}, dealer=0),
    fp("bidding/dealer-may-not-hold-by-default", "Standard bidding: the dealer may not bid the amount already bid",
       "test_dealer_holds_the_bid", ("FP-3.2",),
       (deal(PLAIN, PLAIN_STOCK),), (
           "bid 2; pass; bid 3",
           Refuse("bid 3", "E_BID_TOO_LOW"),
       ), dealer=0),
    fp("bidding/dealer-holds-a-bid-of-four", "dealer_holds and max_bid others_speak: the dealer may hold a bid of 4",
       "test_dealer_holds_the_bid", ("FP-3.3", "FP-3.6"),
       (deal(PLAIN, PLAIN_STOCK),), (
           "bid 4; pass; pass",
           Legal(frozenset({"pass", "bid 4"}), to_act=0),
           "bid 4",
           Legal(to_act=0, phase="discard"),
       ), options={"dealer_holds": True, "max_bid": "others_speak"}, dealer=0),
)


def scenarios() -> tuple[Scenario, ...]:
    return BIDDING + REFUSALS + DISCARD + PLAY + SCORING + GAME_END + READINGS


def cases() -> list[CaseDict]:
    out: list[CaseDict] = []
    for s in scenarios():
        out.extend(scenario_cases(GAME, s, code_rules))
    return out

"""Golden Four Point Northeastern Wisconsin Smear scenarios (SPEC chapter FP, register R-FP): each
is a deal, a script of actions and checks, and the hand derivation that justifies every expected
value, worked out from SPEC.md (chapters CD and FP and the register entries R-FP-1..17) before the
engine was run; nothing here is computed by the engine. Each scenario is written once, here:
tests/test_fourpoint_golden.py replays it against the reference (one test per ``source``) and the
export writes it into the corpus as golden cases. An award's points are those FP-7.1 fixes
(1 point to the side named, 0 when nobody scores the category).

Conventions. 32 cards, 7..A in each suit (FP-2.1); 4 seats, side = seat % 2 (FP-1.1); eldest =
dealer + 1, bidding clockwise (FP-1.3, FP-3.1). Suit order for action strings S H D C (CD-5):
a discard must be written in canonical order or it is E_BAD_ACTION (CD-6). Game values (FP-7.5):
A 4, K 3, Q 2, J 1, T 10, 9/8/7 0; the deck is worth 80. Each trick is written leader first,
then clockwise; the winner is the highest trump, else the highest card of the suit led (FP-6.4).

Several scenarios may share one test (``source``): one per parameter set or per branch (two
discards from one position); the first states the derivation. What the replay primitive cannot
observe is not stated (a seat's hand, the cards taken, the stock, the trump before a hand result
names it); what it implies is observed instead: the legal first leads show which cards were
taken, the phase and the seat to act show that the bidder takes and discards. A later deal is
given up front (the protocol gives every deal at the start), in a scenario of its own where the
waiting state is checked.
"""

from __future__ import annotations

from collections.abc import Mapping

from conformance.games.support import CaseDict
from conformance.jsonvalues import JSONScalar
from conformance.sources.golden.model import (
    AS_CONFIGURED,
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
    ScenarioShorthand,
    Tricks,
    all_plays,
    game_cases,
    invalid_deal,
    one_suit_each,
    passed_on,
    play_set,
    played_tricks,
    plays,
    spec_refusal_rules,
    tricks,
)

GAME = "fourpoint"
TESTS = "tests/test_fourpoint_golden.py::"

# Tests no case can transcribe: configuration errors and invalid deals are not refusals, and the
# protocol has no check for them (README.md, "What a case checks"; cases state options in full).
NOT_TRANSCRIBED: Mapping[str, str] = {
    TESTS + "test_presets_and_invalid_options": f"option defaults, preset expansion and InvalidOptions are {AS_CONFIGURED}",
    TESTS + "test_invalid_explicit_deal_rejected": invalid_deal("FP-2.3"),
}

PHASE_RULE = {"bidding": "FP-3.1", "discard": "FP-4.2", "play": "FP-6.1", "awaiting_deal": "FP-2.4"}


# The rule a refused case cites for its code: SPEC's table "Four Point refusal codes" (model.spec_refusal_rules).
code_rules = spec_refusal_rules("Four Point refusal codes")


def wrong_phase(action: str, phase: str) -> Refuse:
    """E_WRONG_PHASE, citing FP-5.2 for ``trump S`` (never legal) and the phase's rule otherwise."""
    return Refuse(action, "E_WRONG_PHASE", rules=("FP-5.2",) if action.startswith("trump") else (PHASE_RULE[phase],))


def awards(high: int | None, low: int | None, jack: int | None, game: int | None) -> dict[str, Award]:
    """The four categories (FP-7.1) with the side each went to; 1 point each, 0 for nobody."""
    return {cat: (side, 0 if side is None else 1) for cat, side in (("high", high), ("low", low), ("jack", jack), ("game", game))}






ALL_BIDS = frozenset({"pass", "bid 2", "bid 3", "bid 4"})
SEAT0_BIDS_2 = "bid 2; pass; pass; pass"  # dealer 3: seat 0 is eldest and bids, 1, 2, 3 pass
BIDDING_ALL_PASS = "pass; pass; pass; pass"

# ---------------------------------------------------------------------------- deals

# One suit per seat; used where the cards hardly matter.
PLAIN = one_suit_each(6)  # AS..9S, AH..9H, AD..9D, AC..9C
PLAIN_STOCK = "8S 7S 8H 7H 8D 7D 8C 7C"
# The same cards moved one seat on, to recognise a second deal.
PLAIN_NEXT = passed_on(PLAIN)

# Example FP-4.4-a: seat 0 will hold seven hearts after taking 9H 8H 7C.
SEVEN = ("AS AH KH QH JH TH", "AD KD QD JD TD 9D", "KS QS JS TS 9S 8S", "AC KC QC JC TC 9C")
SEVEN_STOCK = "9H 8H 7C 7H 7S 8D 7D 8C"

# Example FP-4.4-b: after taking 8H 7S 7C seat 0 holds 3 spades, 5 hearts, 1 club.
NOLEAD = ("AS KS AH KH QH 9H", "AD KD QD JD TD 9D", "QS JS TS 9S 8S 8C", "AC KC QC JC TC 9C")
NOLEAD_STOCK = "8H 7S 7C 7H JH TH 8D 7D"

# Deal P (take 0, dealer 3, seat 0 bids): following, trumping and trick winners.
#   T1 s0 AH (hearts trump)  s1 JH  s2 9H  s3 8H   -> seat 0 (AH)
#   T2 s0 AS  s1 QH (trumps) s2 TH  s3 9S          -> seat 1 (QH, the higher trump)
#   T3 s1 AD  s2 JC  s3 TD  s0 KH (trumps)         -> seat 0
#   T4 s0 KS  s1 TS  s2 QC  s3 8S                  -> seat 0
#   T5 s0 QS  s1 JS  s2 KC  s3 JD                  -> seat 0
#   T6 s0 7D  s1 KD  s2 AC  s3 QD                  -> seat 1 (AC is off-suit and never wins)
DEAL_P = ("AH KH AS KS QS 7D", "QH JH JS TS AD KD", "TH 9H AC KC QC JC", "8H 9S 8S QD JD TD")
DEAL_P_STOCK = "7H 7S 9D 8D TC 9C 8C 7C"
TRICKS_P = (("AH JH 9H 8H", 0), ("AS QH TH 9S", 1), ("AD JC TD KH", 0), ("KS TS QC 8S", 0), ("QS JS KC JD", 0), ("7D KD AC QD", 1))

# Deal L (take 0, dealer 3, seat 0 bids 2, hearts trump): the ace of trump is played by side 1,
# the 7 of trump by seat 2 (side 0) into a trick side 1 wins, and side 0's jack is captured.
#   T1 s0 JH  s1 AH  s2 7H  s3 8H   -> seat 1   (5)
#   T2 s1 AC  s2 9D  s3 TC  s0 KD   -> seat 1   (17)
#   T3 s1 KC  s2 JD  s3 9C  s0 QS   -> seat 1   (6)
#   T4 s1 QC  s2 QD  s3 8C  s0 AD   -> seat 1   (8)
#   T5 s1 TS  s2 JS  s3 8S  s0 AS   -> seat 0   (15)
#   T6 s0 KS  s1 9S  s2 TD  s3 7S   -> seat 0   (13)
# Side 1 captures 5+17+6+8 = 36, side 0 15+13 = 28; stock KH3 QH2 TH10 JC1 = 16; 36+28+16 = 80.
DEAL_L = ("JH AS KS QS AD KD", "AH TS 9S AC KC QC", "7H JS QD JD TD 9D", "8H 8S 7S TC 9C 8C")
DEAL_L_STOCK = "KH QH TH 9H 8D 7D JC 7C"
TRICKS_L = (("JH AH 7H 8H", 1), ("AC 9D TC KD", 1), ("KC JD 9C QS", 1), ("QC QD 8C AD", 1), ("TS JS 8S AS", 0), ("KS 9S TD 7S", 0))

# Deal H (take 0, dealer 3, seat 0 bids 2, spades trump; AS and 7S are undealt).
#   T1 s0 QS  s1 KS  s2 9C  s3 9S   -> seat 1   (5)
#   T2 s1 8S  s2 TC  s3 TD  s0 JS   -> seat 0   (21)
#   T3 s0 TS  s1 JD  s2 JC  s3 9D   -> seat 0   (12)
#   T4 s0 AH  s1 QD  s2 QC  s3 TH   -> seat 0   (18)
#   T5 s0 KH  s1 KD  s2 KC  s3 JH   -> seat 0   (10)
#   T6 s0 QH  s1 AD  s2 AC  s3 8D   -> seat 0   (10)
# Side 0 71, side 1 5, stock AS 4: 80. Trumps played: QS KS 9S 8S JS TS: highest KS (seat 1,
# won by seat 1), lowest 8S (played by seat 1, won by seat 0 in T2).
DEAL_H = ("QS JS TS AH KH QH", "KS 8S AD KD QD JD", "AC KC QC JC TC 9C", "9S TD 9D 8D JH TH")
DEAL_H_STOCK = "AS 7S 9H 8H 7H 7D 8C 7C"
TRICKS_H = (("QS KS 9C 9S", 1), ("8S TC TD JS", 0), ("TS JD JC 9D", 0), ("AH QD QC TH", 0), ("KH KD KC JH", 0), ("QH AD AC 8D", 0))

# Deal T (take 0, dealer 3, seat 0 bids 2, spades trump): game totals tie 24 to 24.
#   T1 s0 AS  s1 KH  s2 QH  s3 9H   -> seat 0   (9)
#   T2 s0 KS  s1 KD  s2 QD  s3 8H   -> seat 0   (8)
#   T3 s0 QS  s1 KC  s2 QC  s3 9C   -> seat 0   (7)
#   T4 s0 7H  s1 AH  s2 JH  s3 TH   -> seat 1   (15)
#   T5 s1 AD  s2 JD  s3 9D  s0 7D   -> seat 1   (5)
#   T6 s1 AC  s2 8C  s3 8D  s0 7C   -> seat 1   (4)
# Stock JS1 TS10 TD10 TC10 JC1 = 32; 24 + 24 + 32 = 80.
DEAL_T = ("AS KS QS 7H 7D 7C", "AH KH AD KD AC KC", "QH JH QD JD QC 8C", "TH 9H 8H 9D 8D 9C")
DEAL_T_STOCK = "JS TS 9S 8S 7S TD TC JC"
TRICKS_T = (("AS KH QH 9H", 0), ("KS KD QD 8H", 0), ("QS KC QC 9C", 0), ("7H AH JH TH", 1), ("AD JD 9D 7D", 1), ("AC 8C 8D 7C", 1))

# Deal G (take 3, dealer 3, seat 0 bids): seat 0 takes 9S 8S 9C, discards TD TC 9C (20 game
# points) and leads hearts.
#   T1 s0 AH  s1 9D  s2 JD  s3 8C   -> seat 0   (5)
#   T2 s0 KH  s1 8D  s2 QD  s3 JC   -> seat 0   (6)
#   T3 s0 8H  s1 7D  s2 KD  s3 QC   -> seat 0   (5)
#   T4 s0 7H  s1 7C  s2 JS  s3 KC   -> seat 0   (4)
#   T5 s0 9S  s1 AS  s2 AC  s3 TS   -> seat 1   (18)
#   T6 s1 KS  s2 AD  s3 QS  s0 8S   -> seat 1   (9)
# Side 0 tricks 20 + discards 20 = 40; side 1 27; undealt QH JH TH 9H 7S = 13; 40+27+13 = 80.
DEAL_G = ("AH KH 8H 7H TD TC", "AS KS 9D 8D 7D 7C", "JS AD KD QD JD AC", "TS QS KC QC JC 8C")
DEAL_G_STOCK = "9S 8S 9C QH JH TH 9H 7S"
TRICKS_G = (("AH 9D JD 8C", 0), ("KH 8D QD JC", 0), ("8H 7D KD QC", 0), ("7H 7C JS KC", 0), ("9S AS AC TS", 1), ("KS AD QS 8S", 1))

# Example FP-7.4-a (take 3, dealer 3): seat 0 takes JH 9H 7C, discards them, plays seven hearts
# down to 7H, AS last; it wins every trick.
DEAL_J = ("AS KH QH TH 8H 7H", "AD KD QD JD TD 9D", "KS QS JS TS 9S 8C", "AC KC QC JC TC 9C")
DEAL_J_STOCK = "JH 9H 7C AH 7S 8S 7D 8D"
TRICKS_J = (("KH 9D 8C 9C", 0), ("QH TD 9S TC", 0), ("TH JD TS JC", 0), ("8H QD JS QC", 0), ("7H KD QS KC", 0), ("AS AD KS AC", 0))

# Example FP-7.3-a (take 0, dealer 3): seat 1's only heart, 7H, falls under seat 0's AH.
DEAL_X = ("AS KS QS AH KH QH", "7H AD KD QD JD TD", "AC KC QC JC TC 9C", "JS TS 9S 8S 7S 8C")
DEAL_X_STOCK = "JH TH 9H 8H 9D 8D 7D 7C"
DEAL_X_PLAYS = "AH 7H 9C 8C  KH TD TC 7S  QH JD JC 8S  AS QD QC 9S  KS KD KC TS  QS AD AC JS"
TRICKS_X = (("AH 7H 9C 8C", 0), ("KH TD TC 7S", 0), ("QH JD JC 8S", 0), ("AS QD QC 9S", 0), ("KS KD KC TS", 0), ("QS AD AC JS", 0))

# Sweep (take 0): seat 0 holds AH KH QH JH TH 7H, nobody else a heart; it wins all 6 tricks.
SWEEP = ("AH KH QH JH TH 7H", "AS KS QS JS TS 9S", "AD KD QD JD TD 9D", "AC KC QC JC TC 9C")
SWEEP_STOCK = "9H 8H 8S 7S 8D 7D 8C 7C"
TRICKS_SWEEP = (("AH AS AD AC", 0), ("KH KS KD KC", 0), ("QH QS QD QC", 0), ("JH JS JD JC", 0), ("TH TS TD TC", 0), ("7H 9S 9D 9C", 0))

TAKE0: dict[str, JSONScalar] = {"take": 0}


def deal(hands: tuple[str, ...], stock: str) -> Deal:
    return Deal(hands, stock=stock)


fp = ScenarioShorthand(TESTS, dealer=3)


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
       ), dealer=0,
       derivation="""
           FP-1.3, FP-3.1, FP-3.2, FP-3.3, FP-3.4, FP-4.1.

           Dealer 0, so eldest is seat 1; order 1, 2, 3, 0. Seat 1 may pass or bid 2..4. After `bid 2`
           the next bid must exceed 2: `bid 2`, `bid 1`, `bid 0` are E_BID_TOO_LOW, `bid 5` is
           E_BID_TOO_HIGH, and seat 2's legal set is pass, bid 3, bid 4. Seat 2 bids 3, seat 3 passes,
           the dealer (seat 0) may only pass or bid 4; it passes. Bidding ended with the dealer's chance:
           bidder seat 2, bid 3. With take 3 seat 2 takes the first three stock cards 8S 7S 8H and must
           discard (phase discard, seat 2 to act); the stock keeps 7H 8D 7D 8C 7C in order.
       """,
    ),
    fp("bidding/dealer-outbids-bidding-ends-after-dealer", "The dealer may only pass or bid 4 over a 3; its bid ends the bidding",
       "test_dealer_outbids_and_bidding_ends_after_dealer", ("FP-3.1", "FP-3.3", "FP-3.4"),
       (deal(PLAIN, PLAIN_STOCK),), (
           "bid 2; pass; bid 3",
           Legal(frozenset({"pass", "bid 4"}), to_act=0),
           "bid 4",
           Legal(to_act=0, phase="discard"),
       ), dealer=0,
       derivation="""
           FP-3.1, FP-3.3, FP-3.4.

           Dealer 0: seat 1 bids 2, seat 2 passes, seat 3 bids 3. The dealer (seat 0) may bid 4 (only
           4 exceeds 3): legal pass, bid 4. It bids 4: bidding is over (the dealer's chance and a 4 both
           end it); seat 1, outbid, gets no second chance. Bidder seat 0, bid 4, four bids recorded.
       """,
    ),
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
       ),
       derivation="""
           Example FP-3.3-a; FP-3.2, FP-3.3, FP-4.1, FP-4.2, CD-7.

           Dealer 3, eldest seat 0. Seat 0 passes, seat 1 bids 2. Seat 2's legal set is pass, bid 3,
           bid 4; `bid 2`/`bid 1` E_BID_TOO_LOW, `bid 5` E_BID_TOO_HIGH, `play AH` E_WRONG_PHASE.
           Seat 2 bids 4: bidding ends at once, seat 3 gets no turn and no pass is recorded (3 bids).
           Seat 2 (PLAIN: diamonds) takes 8S 7S 8H and must discard: seat 3 acting is E_NOT_YOUR_TURN,
           `pass` by the right seat is E_WRONG_PHASE.
       """,
    ),
    fp("bidding/eldest-bids-four-nobody-else-speaks", "The eldest hand bids 4 at once: nobody else bids and it discards next",
       "test_eldest_bids_four_nobody_else_speaks", ("FP-3.3", "FP-4.1"),
       (deal(PLAIN, PLAIN_STOCK),), (
           "bid 4",
           Legal(to_act=1, phase="discard"),
       ), dealer=0,
       derivation="""
           FP-3.3, FP-4.1.

           Dealer 0, eldest seat 1 bids 4 at once: seats 2, 3 and 0 get no turn, one bid is recorded,
           seat 1 (PLAIN: hearts) takes 8S 7S 8H and discards.
       """,
    ),
    fp("bidding/all-pass-redeal-by-same-dealer", "Four passes void the hand; the same dealer deals the next deal",
       "test_all_pass_redeal_by_same_dealer", ("FP-1.3", "FP-3.5", "FP-8.5"),
       (deal(PLAIN, PLAIN_STOCK), deal(PLAIN_NEXT, PLAIN_STOCK)), (
           Legal(to_act=2),
           BIDDING_ALL_PASS,
           Results((FPResult(outcome="redeal", dealer=1, bidder=None, made=None, changes=(0, 0)),)),
           Final(scores=(0, 0), phase="bidding"),
           Legal(to_act=2, phase="bidding"),
       ), dealer=1,
       derivation="""
           FP-3.5, FP-1.3, FP-8.5.

           Dealer 1, eldest 2: seats 2, 3, 0, 1 pass (the dealer may pass). The hand is void: the
           result has outcome redeal, no bidder, changes 0/0, scores 0/0, made None. The SAME dealer
           (1) deals the second explicit deal: seat 2 bids first again, and seat 0 now holds PLAIN_NEXT's
           seat-0 hand (the clubs).
       """,
    ),
    fp("bidding/all-pass-without-next-deal-waits", "Four passes and no deal left: the game waits and refuses every action",
       "test_all_pass_without_next_deal_waits_for_one", ("FP-2.4", "FP-3.5", "FP-5.2"),
       (deal(PLAIN, PLAIN_STOCK),), (
           BIDDING_ALL_PASS,
           Legal(frozenset(), to_act=None, phase="awaiting_deal"),
           wrong_phase("pass", "awaiting_deal"),
           wrong_phase("bid 2", "awaiting_deal"),
           Refuse("trump S", "E_WRONG_PHASE", rules=("FP-2.4", "FP-5.2")),
           wrong_phase("play AS", "awaiting_deal"),
       ), dealer=2,
       derivation="""
           FP-2.4, FP-3.5, FP-5.2, R-FP-17.

           Dealer 2, eldest 3; all four pass and no further deal was given: the game waits (phase
           awaiting_deal), nobody is to act, there is no legal action, and every action (`pass`,
           `bid 2`, `trump S`, `play AS`) is E_WRONG_PHASE. Adding a deal starts the hand with the same
           dealer 2, so seat 3 bids first.
       """,
    ),
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
       ), dealer=0,
       derivation="""
           CD-6, CD-7, R-FP-17 item 3 (E_BAD_ACTION first, then E_NOT_YOUR_TURN, then phase).

           Dealer 0, seat 1 to act. Malformed strings are E_BAD_ACTION whatever the phase: `bid 02`,
           `Pass`, ` pass`, `bid five`, `play 10S`, `trump h`, `discard` (no card). Acting as seat 0,
           2 or 3 is E_NOT_YOUR_TURN, even for an action of the wrong phase (`play AS` for seat 0);
           stating seat 1 is accepted.
       """,
    ),
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
       ),
       derivation="""
           FP-5.2, R-FP-17 item 1, FP-3.1, FP-4.2, FP-6.1.

           `trump S` is E_WRONG_PHASE in every phase. Bidding: `play AH`, `discard AH KH QH` are also
           E_WRONG_PHASE. Discard phase (dealer 3, seat 0 bids 2 and holds AS..9S + 8S 7S 8H):
           `pass`, `bid 3`, `play AS` E_WRONG_PHASE. After `discard 8S 7S 8H` (legal: spades held 8 > 6,
           and the kept spades are respected) the play phase: `pass`, `bid 3`, `discard AS`
           E_WRONG_PHASE, and `trump S` / `trump D` still refused.
       """,
    ),
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
       ), dealer=0,
       derivation="""
           FP-4.1, FP-4.3 (any_if_over_six), FP-4.4, FP-5.3.

           Dealer 0; seat 1 (AH KH QH JH TH 9H) bids 2, the others pass. The stock is
           7H 8H 7S 8S 7D 8D 7C 8C: seat 1 takes exactly the FIRST three, 7H 8H 7S (not 8S), and holds
           8 hearts + 7S; the stock keeps 8S 7D 8D 7C 8C. held(H) = 8 > 6, so hearts are respected
           whatever is discarded and every kept six has a heart: all C(9,3) = 84 discards are legal.
           `discard 9H 8H 7H`: hearts respected (8 > 6), spades untouched: leads 7S AH KH QH JH TH.
       """,
    ),
    fp("discard/excess-only-eight-hearts-three-discarded", "excess_only, eight hearts held: discarding three hearts leaves spades the only lead",
       "test_excess_only_eight_hearts_allows_two", ("FP-4.3", "FP-4.4", "FP-5.3"),
       (deal(PLAIN, EIGHT_HEARTS_STOCK),), (
           "bid 2; pass; pass; pass",
           Count(84),
           "discard 9H 8H 7H",
           Legal(frozenset({"play 7S"})),
           Refuse("play AH", "E_TRUMP_DISCARDED"),
       ), options=EXCESS, dealer=0,
       derivation="""
           FP-4.3 (excess_only), FP-4.4, FP-5.3, R-FP-9.

           Same deal as above, `trump_discard: excess_only`: seat 1 holds 8 hearts + 7S, so at most
           8 - 6 = 2 hearts may be discarded for hearts to stay respected. Still all 84 discards are
           legal: with 3 hearts discarded 7S is kept and spades are untouched.
           - `discard 9H 8H 7H` (3 hearts > 2): hearts not respected; only `play 7S` (spades trump);
             `play AH` is E_TRUMP_DISCARDED.
           - `discard 7S TH 9H` (2 hearts <= 2): hearts respected, spades not (held 1, discarded 1):
             leads AH KH QH JH 8H 7H.
       """,
    ),
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
       ),
       derivation="""
           Example FP-4.4-a, default `trump_discard: any_if_over_six`; FP-4.3, FP-4.4, FP-5.3.

           Dealer 3, seat 0 bids 2, takes 9H 8H 7C: holds AS AH KH QH JH TH 9H 8H 7C, held(H) = 7,
           held(S) = 1, held(C) = 1. Hearts (7 > 6) are always respected and >= 4 hearts are kept:
           84 legal discards.
           - `discard 9H 8H 7C`: hearts respected, spades untouched, clubs not (but none kept):
             leads AS AH KH QH JH TH (all six).
           - `discard AS 8H 7C` touches every suit held, yet is legal (hearts > 6): leads are the six
             hearts AH KH QH JH TH 9H; `play AS` is E_CARD_NOT_IN_HAND (discarded).
           - `discard AS 9H 8H`: spades not respected; hearts and clubs are: AH KH QH JH TH 7C.
       """,
    ),
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
       ), options=EXCESS,
       derivation="""
           Example FP-4.4-a, `trump_discard: excess_only`; FP-4.3, FP-4.4, FP-5.3, R-FP-17 item 3.

           held(H) = 7: at most 7 - 6 = 1 heart may go. Every one of the 84 discards is still legal
           (D(H) <= 1 keeps six hearts; D(H) = 2 with AS keeps 7C, with 7C keeps AS; D(H) = 3 keeps both).
           - `discard 9H 8H 7C`: 2 hearts > 1, clubs discarded: only `play AS`; `play AH` is
             E_TRUMP_DISCARDED, `play 9H` E_CARD_NOT_IN_HAND (checked first).
           - `discard AS 8H 7C`: 1 heart <= 1: leads AH KH QH JH TH 9H, as under the default.
           - `discard AS 9H 8H`: hearts and spades not respected: only `play 7C` (clubs trump); seat 0
             leads it and clubs are trump.
       """,
    ),
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
       ),
       derivation="""
           Example FP-4.4-b; FP-4.3, FP-4.4, CD-6.

           Dealer 3, seat 0 bids 2, takes 8H 7S 7C: holds AS KS 7S AH KH QH 9H 8H 7C (3 spades,
           5 hearts, 1 club; no suit over 6, so a suit is respected iff untouched). A discard of one
           card of each suit keeps only spades and hearts, both touched: E_NO_LEGAL_LEAD. There are
           3 x 5 x 1 = 15 such discards; a discard touching at most two suits leaves the third whole
           and respected, so 84 - 15 = 69 discards are legal. (The SPEC example writes the first one
           `discard 8H 7S 7C`; canonically, S before H (CD-5, CD-6), it is `discard 7S 8H 7C`; see
           test_non_canonical_discard_is_bad_action.)
       """,
    ),
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
       ),
       derivation="""
           Example FP-4.4-b; FP-4.3, FP-5.2, FP-5.3.

           - `discard 7S 9H 8H` (spades and hearts touched): keeps AS KS AH KH QH 7C; only clubs are
             respected, so the only legal action is `play 7C`; `play AH` and `play AS` are
             E_TRUMP_DISCARDED. Leading 7C makes clubs trump.
           - `discard KS 7S 7C`: keeps AS AH KH QH 9H 8H; hearts untouched: leads AH KH QH 9H 8H;
             `play AS` (a suit discarded from) E_TRUMP_DISCARDED; `play AH` legal, hearts trump.
       """,
    ),
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
       ),
       derivation="""
           FP-4.2, CD-6, CD-7, R-FP-17 item 3 (DUPLICATE, CARD_NOT_IN_HAND, DISCARD_COUNT,
           NO_LEGAL_LEAD, in that order).

           Example FP-4.4-b position (seat 0 holds AS KS 7S AH KH QH 9H 8H 7C; 7D is in the stock):
           - `discard 7S 7C` (2 cards): E_DISCARD_COUNT; `discard AS KS 7S 7C` (4): E_DISCARD_COUNT;
           - `discard 7S 7D 7C`: E_CARD_NOT_IN_HAND; `discard 7S 7D` (also short): E_CARD_NOT_IN_HAND;
           - `discard 7S 7S 7C`: E_DUPLICATE_CARD; `discard 7D 7D` (also not held, short): duplicate;
           - `discard 7S 8H` (short, and would break FP-4.4): E_DISCARD_COUNT;
           - seat 1 acting: E_NOT_YOUR_TURN (before any discard check).
       """,
    ),
    fp("discard/non-canonical-discard-is-bad-action", "A discard not in canonical card order is E_BAD_ACTION, whatever it would do",
       "test_non_canonical_discard_is_bad_action", ("CD-5", "CD-6"),
       (deal(NOLEAD, NOLEAD_STOCK),), (
           SEAT0_BIDS_2,
           Refuse("discard 7S 8H 7C", "E_NO_LEGAL_LEAD"),
           Refuse("discard 8H 7S 7C", "E_BAD_ACTION", rules=("CD-5", "CD-6")),
           Refuse("discard 7S 7C 8H", "E_BAD_ACTION", rules=("CD-5", "CD-6")),
           Refuse("discard 9H 8H 7S", "E_BAD_ACTION", rules=("CD-5", "CD-6")),
       ),
       derivation="""
           CD-5, CD-6 (Example CD-6-a: `discard 8C 7S 9D 5D` is E_BAD_ACTION, not in canonical
           order), R-FP-17 item 3 (E_BAD_ACTION before every game check).

           Example FP-4.4-b position (seat 0 holds AS KS 7S AH KH QH 9H 8H 7C). Canonical order is
           S H D C, A down to 7. `discard 8H 7S 7C` (the SPEC example's own spelling; canonical
           `discard 7S 8H 7C`, which is E_NO_LEGAL_LEAD) and `discard 7S 7C 8H` put a heart after a
           club or before a spade: both are E_BAD_ACTION, whatever the discard would do.
           `discard 9H 8H 7S` (legal when written `discard 7S 9H 8H`) is E_BAD_ACTION as well.
       """,
    ),
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
       ), preset="take_2",
       derivation="""
           Preset take_2; FP-4.1, FP-4.3, FP-4.4, FP-5.3, FP-10.

           Dealer 3, seat 0 (AS KS QS AH KH QH) bids 2 and takes the first two stock cards JS JH:
           4 spades + 4 hearts. Discarding one spade and one heart touches both suits and keeps only
           spades and hearts: E_NO_LEGAL_LEAD (4 x 4 = 16 such). Two cards of one suit leave the other
           suit whole: legal. So the legal set is exactly the 6 + 6 = 12 same-suit pairs.
           After `discard QS JS`: leads AH KH QH JH; `play AS` E_TRUMP_DISCARDED.
       """,
    ),
    fp("discard/take-one-discard-a-heart", "take_1: the first stock card is taken; discarding a heart forces the 7D lead",
       "test_take_one_takes_first_stock_card", ("FP-4.1", "FP-4.2", "FP-4.3", "FP-5.3", "FP-10"),
       (deal(PLAIN, "7D 8S 7S 8H 7H 8D 8C 7C"),), (
           "bid 2; pass; pass; pass",
           Legal(frozenset(f"discard {c}" for c in ("AH", "KH", "QH", "JH", "TH", "9H", "7D"))),
           "discard AH",
           Legal(frozenset({"play 7D"})),
           Refuse("play KH", "E_TRUMP_DISCARDED"),
       ), dealer=0, preset="take_1",
       derivation="""
           Preset take_1; FP-4.1, FP-4.2, FP-4.3, FP-5.3.

           Dealer 0; seat 1 (six hearts) bids 2, seats 2, 3, 0 pass. Stock 7D 8S 7S ...: seat 1 takes
           only 7D (the first), holds AH KH QH JH TH 9H 7D, and the stock keeps the other seven in order.
           Every one-card discard is legal (discarding a heart leaves 7D in an untouched suit;
           discarding 7D leaves the hearts): 7 legal discards.
           - `discard AH`: hearts touched (held 6): only `play 7D`; `play KH` E_TRUMP_DISCARDED.
           - `discard 7D`: the six hearts may be led.
       """,
    ),
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
       ), preset="take_0",
       derivation="""
           Preset take_0; FP-4.1, FP-4.2, FP-5.1, FP-5.3, FP-5.2.

           Example FP-7.3-a deal, dealer 3, seat 0 bids 2: nothing is taken, there is no discard phase,
           seat 0 leads at once and any of its six cards may be led. The stock is still all 8 cards.
           `discard AS` is E_WRONG_PHASE. No trump before the first card.
       """,
    ),
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
       ), options=TAKE0,
       derivation="""
           FP-5.1, FP-5.2, FP-6.1, FP-6.2.

           Deal P, take 0, dealer 3, seat 0 bids 2. Before the first card there is no trump. Seat 0
           leads AH: hearts are trump. Seat 1 holds QH JH: a trump was led, so it must play a trump:
           legal QH JH; `play JS` E_MUST_FOLLOW_SUIT, `play 9H` (seat 2's card) E_CARD_NOT_IN_HAND.
           Seat 2 (TH 9H) legal TH 9H; seat 3 legal 8H only.
       """,
    ),
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
       ), options=TAKE0,
       derivation="""
           FP-6.2 (`trump_anytime: true`, default), FP-6.3, FP-6.4, R-FP-10.

           Deal P after T1 (AH JH 9H 8H, won by seat 0). T2: seat 0 leads AS. Seat 1 holds
           JS TS QH AD KD: it may follow (JS TS) or trump (QH): legal JS TS QH; `play AD`
           E_MUST_FOLLOW_SUIT. It trumps with QH. Seat 2 holds no spade: any card (TH AC KC QC JC).
           It plays TH. Seat 3 holds 9S 8S and no trump: legal 9S 8S; `play QD` E_MUST_FOLLOW_SUIT.
           After 9S the trick goes to seat 1 (QH beats TH; AS is not trump) and seat 1 leads next.
       """,
    ),
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
       ), options={"take": 0, "trump_anytime": False},
       derivation="""
           FP-6.2 (`trump_anytime: false`), FP-6.3, R-FP-10.

           Deal P after T1. T2: seat 0 leads AS; seat 1 holds JS TS, so it must follow: legal JS TS;
           `play QH` (trump) is E_MUST_FOLLOW_SUIT. It plays TS. Seat 2, void in spades, may play any
           card including the trump TH: legal TH AC KC QC JC. A trump lead still forces trumps
           (T1 unchanged: seat 1 legal QH JH).
       """,
    ),
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
       ), options=TAKE0,
       derivation="""
           FP-6.2, FP-6.3, FP-6.4.

           Deal P after T2 (seat 1 won with QH). T3: seat 1 leads AD. Seat 2 holds AC KC QC JC (no
           diamond, no trump): all four legal. Seat 3 holds QD JD TD 8S: must follow, QD JD TD.
           Seat 0 holds KH KS QS 7D: it may follow with 7D or trump with KH; KS and QS are
           E_MUST_FOLLOW_SUIT. KH trumps and wins the trick over AD.
       """,
    ),
    fp("scoring/full-hand-trick-winners-and-scoring", "Deal P played out: side 0 makes its bid of 2 with 3 points; the game waits for a deal",
       "test_full_hand_trick_winners_and_scoring", ("FP-1.3", "FP-6.4", "FP-6.5", "FP-7.2", "FP-7.3", "FP-7.4", "FP-7.5", "FP-7.6",
                                                     "FP-8.1", "FP-8.2", "FP-8.4"),
       (deal(DEAL_P, DEAL_P_STOCK),), (
           SEAT0_BIDS_2,
           *played_tricks(0, TRICKS_P),
           Results((FPResult(outcome="played", dealer=3, bidder=0, bid=2, trump="H", awards=awards(0, None, 0, 0),
                             game_points=(45, 25), captured=(3, 0), made=True, changes=(3, 0), scores=(3, 0)),)),
           Final(scores=(3, 0), winner=None, phase="awaiting_deal"),
       ), options=TAKE0,
       derivation="""
           FP-6.4, FP-6.5, FP-7.2..7.6, FP-8.1, FP-8.2, FP-8.4, FP-1.3.

           Deal P played out (see the table at the top): winners 0, 1, 0, 0, 0, 1 (T6: 7D KD AC QD,
           KD wins, AC is off-suit). Game values: T1 AH4 JH1 = 5 (s0), T2 AS4 QH2 TH10 = 16 (s1),
           T3 AD4 JC1 TD10 KH3 = 18 (s0), T4 KS3 TS10 QC2 = 15 (s0), T5 QS2 JS1 KC3 JD1 = 7 (s0),
           T6 KD3 AC4 QD2 = 9 (s1): side 0 45, side 1 25 (stock TC 10: 45 + 25 + 10 = 80).
           High: AH played by seat 0 -> side 0. Low: 7H undealt -> nobody. Jack: JH won by seat 0 in
           T1 -> side 0. Game: side 0. Side 0 won 3 > bid 2: made, +3 (all points, more than the bid);
           side 1 +0. Next hand: dealer 0 (the deal passes left); no deal left, so the game waits.
       """,
    ),
    fp("game-end/full-hand-next-deal-passes-left", "Deal P played out, a second deal given: seat 0 deals it and seat 1 bids first",
       "test_full_hand_trick_winners_and_scoring", ("FP-1.3",),
       (deal(DEAL_P, DEAL_P_STOCK), deal(PLAIN, PLAIN_STOCK)), (
           SEAT0_BIDS_2,
           all_plays(TRICKS_P),
           Legal(to_act=1, phase="bidding"),
       ), options=TAKE0),
)

# ============================================================================ scoring (FP-7, FP-8)


def _reading(extra: Mapping[str, JSONScalar]) -> tuple[str, str]:
    """The options ``extra`` as a title says them and as a slug does (``defaults`` for none)."""
    label = ", ".join(f"{k} {v}" for k, v in extra.items()) or "defaults"
    name = "-".join(f"{k}-{v}" for k, v in extra.items()).replace("_", "-") or "defaults"
    return label, name


def _low_played_by_side_1(extra: Mapping[str, JSONScalar], low: int, captured: tuple[int, int]) -> Scenario:
    label, name = _reading(extra)
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
              ), options={**TAKE0, **extra},
        derivation="""
            Example FP-7.3-a; FP-7.2, FP-7.3, FP-7.4, FP-7.6, FP-7.7, FP-8.2, R-FP-11.

            Take 0, dealer 3, seat 0 bids 2. Seat 1's only heart 7H must go on AH (trump led); seat 3
            must follow spades in T4 (legal JS TS 9S). Seat 0 wins all six tricks: side 0 captures
            69 (the undealt JH TH hold 11) to 0. High AH -> side 0. Low 7H: played by seat 1 (side 1),
            taken by seat 0: `low_to: player` side 1, `taker` side 0. Jack JH undealt -> nobody. Game
            side 0. Points 2/1 (player) or 3/0 (taker); bid 2 made. `high_to: taker` changes nothing
            (AH won its own trick); `low_card: lowest` picks 7H too (trumps played: AH 7H KH QH).
        """,
    )


def _ace_played_by_side_1(extra: Mapping[str, JSONScalar], low: int, captured: tuple[int, int], changes: tuple[int, int]) -> Scenario:
    label, name = _reading(extra)
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
              ), options={**TAKE0, **extra},
        derivation="""
            FP-7.2, FP-7.3, FP-7.4, FP-7.6, FP-8.2, FP-8.3, FP-8.4, R-FP-11.

            Deal L (table at the top). T1: seat 0 leads JH (hearts trump); seat 1 must play its only
            trump AH, seat 2 7H, seat 3 8H; AH wins. High: AH played by seat 1 -> side 1, and it won
            its trick, so `high_to: taker` agrees. Low: 7H played by seat 2 (side 0) but captured by
            seat 1: `low_to: player` side 0, `taker` side 1. Jack: JH, played by side 0, WON by seat 1
            -> side 1. Game 28 (side 0) to 36 (side 1) -> side 1. Highest/lowest trump played are AH
            and 7H, so those readings agree with the defaults.
            Side 0 (bid 2) won 1 or 0 < 2: set, -2, score negative; side 1 scores its 3 or 4.
        """,
    )


def _ace_and_seven_undealt(extra: Mapping[str, JSONScalar], high: int | None, low: int | None, captured: tuple[int, int]) -> Scenario:
    label, name = _reading(extra)
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
              ), options={**TAKE0, **extra},
        derivation="""
            FP-7.2, FP-7.3, FP-7.4, FP-7.6, FP-7.7, FP-8.2, R-FP-11, R-FP-12.

            Deal H (table at the top), spades trump; AS and 7S are in the stock. Defaults: High and Low
            go to nobody (the ace and seven of trump were not played). `high_card: highest`: KS, played
            by seat 1 and winning T1 -> side 1 under player and taker. `low_card: lowest`: 8S, played by
            seat 1 (side 1) and captured in T2 by seat 0 (JS): player -> side 1, taker -> side 0.
            Jack: JS won by seat 0 -> side 0. Game 71 to 5 -> side 0. Side 0 bid 2 and won 2 or 3: made.
        """,
    )


def _discarded_jack(extra: Mapping[str, JSONScalar], jack: int | None, high: int | None, captured: tuple[int, int]) -> Scenario:
    label, name = _reading(extra)
    return fp(f"scoring/example-7-4-a-discarded-jack-{name}", f"Example FP-7.4-a ({label}): the jack of trump discarded, the ace undealt",
              "test_discarded_jack_and_undealt_ace", ("FP-4.3", "FP-7.2", "FP-7.4", "FP-7.6", "FP-7.7"),
              (deal(DEAL_J, DEAL_J_STOCK),), (
                  SEAT0_BIDS_2,
                  "discard JH 9H 7C",
                  Legal(play_set("AS KH QH TH 8H 7H")),
                  *played_tricks(0, TRICKS_J),
                  Results((FPResult(awards=awards(high, 0, jack, 0), game_points=(76, 0), captured=captured, changes=captured),)),
              ), options=extra,
        derivation="""
            Example FP-7.4-a; FP-4.3, FP-7.2, FP-7.4, FP-7.6, FP-7.7, R-FP-12, R-FP-13.

            Take 3, dealer 3; seat 0 takes JH 9H 7C, holds seven hearts + AS + 7C and discards
            JH 9H 7C (legal: held(H) = 7 > 6). It leads KH, QH, TH, 8H, 7H, AS; nobody else holds a
            heart, so every other play is free, and seat 0 wins all six tricks: 75 in tricks + JH 1
            discarded = 76 to 0 (undealt AH 7S 8S 7D 8D = 4 count for nobody).
            High: AH undealt -> nobody (`highest`: KH -> side 0). Low: 7H played by seat 0 -> side 0.
            Jack: JH discarded -> nobody, or side 0 under `discarded_jack: bidder`. Game side 0.
        """,
    )


def _bidder_discards_count_for_game(bidding: str, bid: int, made: bool, changes: tuple[int, int]) -> Scenario:
    return fp(f"scoring/game-counts-bidder-discards-bid-{bid}", f"Deal G, bid {bid}: the bidder's discards count for Game, undealt cards not",
              "test_game_counts_bidder_discards_not_undealt",
              ("FP-4.1", "FP-4.2", "FP-7.6", "FP-7.7", "FP-8.2", "FP-8.3"),
              (deal(DEAL_G, DEAL_G_STOCK),), (
                  bidding,
                  "discard TD TC 9C",
                  Legal(play_set("9S 8S AH KH 8H 7H")),
                  *played_tricks(0, TRICKS_G),
                  Results((FPResult(bid=bid, awards=awards(0, 0, None, 0), game_points=(40, 27), captured=(3, 0), made=made,
                                    changes=changes),)),
                  Final(scores=changes),
              ),
        derivation="""
            FP-4.1, FP-4.2, FP-7.6, FP-7.7, FP-8.2, FP-8.3, R-FP-14.

            Deal G (table at the top). Seat 0 takes 9S 8S 9C (the first three; the stock keeps
            QH JH TH 9H 7S) and discards TD TC 9C (diamonds and clubs touched, none kept: leads are the
            kept 9S 8S AH KH 8H 7H). In tricks side 0 captures only 20, side 1 27; with the discards
            (TD 10 + TC 10) side 0 has 40 > 27 and scores Game. The undealt 13 (QH 2, JH 1, TH 10)
            count for nobody: 40 + 27 + 13 = 80. High AH and Low 7H played by seat 0 -> side 0; Jack JH
            undealt -> nobody. Side 0 wins 3: made for bid 2 or 3 (+3), set for bid 4 (-4).
        """,
    )


def _game_tie(extra: Mapping[str, JSONScalar], game: int | None, captured: tuple[int, int], made: bool,
              changes: tuple[int, int]) -> Scenario:
    value = str(extra.get("game_tie", "none"))
    return fp(f"scoring/game-tie-{value}", f"Deal T, game_tie {value}: game points tie 24 to 24",
              "test_game_tie_none_or_bidder", ("FP-7.6", "FP-8.2", "FP-8.3"),
              (deal(DEAL_T, DEAL_T_STOCK),), (
                  SEAT0_BIDS_2,
                  *played_tricks(0, TRICKS_T),
                  Results((FPResult(game_points=(24, 24), awards=awards(0, None, None, game), captured=captured, made=made,
                                    changes=changes),)),
                  Final(scores=changes),
              ), options={**TAKE0, **extra},
        derivation="""
            FP-7.6, FP-8.2, FP-8.3, R-FP-14.

            Deal T (table at the top), spades trump, seat 0 bids 2. Side 0 wins T1-T3 (9 + 8 + 7 = 24),
            side 1 T4-T6 (15 + 5 + 4 = 24): a 24-24 tie. High AS -> side 0; Low 7S and Jack JS are in
            the stock -> nobody. `game_tie: none`: Game to nobody, side 0 has 1 < 2: set, -2 (a
            negative score). `game_tie: bidder`: Game to side 0, 2 points: made, +2.
        """,
    )


SCORING: tuple[Scenario, ...] = (
    _low_played_by_side_1({}, 1, (2, 1)),
    _low_played_by_side_1({"low_to": "taker"}, 0, (3, 0)),
    _low_played_by_side_1({"high_to": "taker"}, 1, (2, 1)),
    _low_played_by_side_1({"low_card": "lowest"}, 1, (2, 1)),
    _ace_played_by_side_1({}, 0, (1, 3), (-2, 3)),
    _ace_played_by_side_1({"high_to": "taker"}, 0, (1, 3), (-2, 3)),
    _ace_played_by_side_1({"low_to": "taker"}, 1, (0, 4), (-2, 4)),
    _ace_played_by_side_1({"high_card": "highest", "low_card": "lowest"}, 0, (1, 3), (-2, 3)),
    _ace_and_seven_undealt({}, None, None, (2, 0)),
    _ace_and_seven_undealt({"high_card": "highest"}, 1, None, (2, 1)),
    _ace_and_seven_undealt({"high_card": "highest", "high_to": "taker"}, 1, None, (2, 1)),
    _ace_and_seven_undealt({"low_card": "lowest"}, None, 1, (2, 1)),
    _ace_and_seven_undealt({"low_card": "lowest", "low_to": "taker"}, None, 0, (3, 0)),
    _ace_and_seven_undealt({"high_card": "highest", "low_card": "lowest"}, 1, 1, (2, 2)),
    _discarded_jack({}, None, None, (2, 0)),
    _discarded_jack({"discarded_jack": "bidder"}, 0, None, (3, 0)),
    _discarded_jack({"high_card": "highest"}, None, 0, (3, 0)),
    fp("discard/discarded-jack-excess-only-forces-spade-lead", "Example FP-7.4-a, excess_only: 'discard JH 9H 7C' is legal but only AS may lead",
       "test_discarded_jack_excess_only_forces_spade_lead", ("FP-4.3", "FP-4.4", "FP-5.3"),
       (deal(DEAL_J, DEAL_J_STOCK),), (
           SEAT0_BIDS_2,
           "discard JH 9H 7C",
           Refuse("play KH", "E_TRUMP_DISCARDED"),
           Legal(frozenset({"play AS"})),
       ), options=EXCESS,
       derivation="""
           Example FP-7.4-a, last paragraph; FP-4.3 (excess_only), FP-4.4, FP-5.3.

           Under `trump_discard: excess_only` `discard JH 9H 7C` is still legal (AS is kept and spades
           are untouched) but 2 hearts exceed the 7 - 6 = 1 allowed: `play KH` is E_TRUMP_DISCARDED
           and the only legal action is `play AS`.
       """,
    ),
    _bidder_discards_count_for_game("bid 2; pass; pass; pass", 2, True, (3, 0)),
    _bidder_discards_count_for_game("bid 3; pass; pass; pass", 3, True, (3, 0)),
    _bidder_discards_count_for_game("bid 4", 4, False, (-4, 0)),
    _game_tie({}, None, (1, 0), False, (-2, 0)),
    _game_tie({"game_tie": "bidder"}, 0, (2, 0), True, (2, 0)),
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
              ), options={**TAKE0, **extra},
        derivation="""
            FP-8.3, FP-8.4, FP-9.1..9.4, R-FP-16.

            Deal L: side 0 bids 2 and is set (-2); side 1 wins 3 points. Side 1's new score is
            min(0 + 3, cap) with cap = target (`at_target`) or target - 1 (`below_target`):
            - target 3: 3 >= 3, bidding side (-2) has not reached it, so side 1 wins;
            - target 3 + win_only_on_made_bid: side 1 did not bid: nobody wins; it keeps its 3;
            - target 3 + at_target: cap 3, +3, wins; + below_target: cap 2, +2, nobody wins;
            - target 2 + at_target: cap 2, +2 (not +3), wins; + below_target: cap 1, +1, nobody;
            - target 4: 3 < 4, nobody.
        """,
    )


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
       ), options={"take": 0, "target": 3},
       derivation="""
           FP-9.1, FP-9.2, CD-8, R-FP-17 item 3.

           Target 3, Deal P: side 0 makes its bid with 3 points -> 3 >= 3: side 0 wins, even with a
           further deal queued. Then nobody is to act, nothing is legal, and every action is
           E_GAME_OVER (`pass`, `trump S`, `play AH` as seat 1 — game over before the seat check) while
           a malformed `Pass` is still E_BAD_ACTION (parsing first).
       """,
    ),
    fp("game-end/both-reach-target-bidding-side-first", "Both sides reach target 2 on one hand: the bidding side is checked first and wins",
       "test_both_reach_target_bidding_side_checked_first", ("FP-9.1", "FP-9.2"),
       (deal(DEAL_H, DEAL_H_STOCK),), (
           SEAT0_BIDS_2,
           all_plays(TRICKS_H),
           Final(scores=(2, 2), winner=0),
       ), options={"take": 0, "high_card": "highest", "low_card": "lowest", "target": 2},
       derivation="""
           FP-9.1, FP-9.2, R-FP-15.

           Deal H with `high_card: highest`, `low_card: lowest`, target 2: side 0 (bidder) wins Jack and
           Game (2 >= bid 2, made), side 1 wins High (KS) and Low (8S): scores 2 and 2, both at the
           target. The bidding side is checked first: side 0 wins.
       """,
    ),
    fp("game-end/both-reach-target-below-target-cap", "non_bidder_cap below_target: side 1 stops at 1; side 0 wins",
       "test_both_reach_target_below_target_cap", ("FP-9.2", "FP-9.4"),
       (deal(DEAL_H, DEAL_H_STOCK),), (
           SEAT0_BIDS_2,
           all_plays(TRICKS_H),
           Results((FPResult(captured=(2, 2), changes=(2, 1)),)),
           Final(scores=(2, 1), winner=0),
       ), options={"take": 0, "high_card": "highest", "low_card": "lowest", "target": 2, "non_bidder_cap": "below_target"},
       derivation="""
           FP-9.2, FP-9.4 (below_target), R-FP-16.

           As above with `non_bidder_cap: below_target`: side 1 (not bidding) may rise only to
           target - 1 = 1, so its change is +1 (captured still 2): scores 2, 1; side 0 wins.
       """,
    ),
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
       ), options={"take": 0, "win_only_on_made_bid": True, "non_bidder_cap": "at_target", "target": 2},
       derivation="""
           FP-9.3, FP-9.4 (at_target), FP-1.3, R-FP-16.

           `win_only_on_made_bid: true`, `non_bidder_cap: at_target`, target 2, take 0. Hand 1 (dealer
           3, Deal L, seat 0 bids 2): side 0 -2; side 1 wins 3, capped at 2: +2; nobody wins (side 1
           did not bid). Hand 2: dealer 0 (passed left), Deal L again; order 1, 2, 3, 0: seats 1, 2, 3
           pass and the dealer, seat 0, bids 2; the same play gives side 0 -2 (total -4) and side 1,
           already at the cap 2, gains 0. Scores -4, 2; nobody wins.
       """,
    ),
    fp("game-end/win-only-on-made-bid-bidder-wins", "win_only_on_made_bid: the bidding side that made its bid wins at the target",
       "test_win_only_on_made_bid_bidder_wins_when_made", ("FP-9.3",),
       (deal(DEAL_P, DEAL_P_STOCK),), (
           SEAT0_BIDS_2,
           all_plays(TRICKS_P),
           Final(scores=(3, 0), winner=0),
       ), options={"take": 0, "target": 3, "win_only_on_made_bid": True},
       derivation="""
           FP-9.3.

           `win_only_on_made_bid: true`, target 3, Deal P: side 0 bid 2 and made it with 3 points,
           reaching 3: it wins.
       """,
    ),
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
       ), options=TAKE0,
       derivation="""
           FP-9.1 (target 15, default), FP-1.3, FP-3.3, FP-7, FP-8.2.

           The sweep deal, take 0, given four times. Seat 0 holds AH KH QH JH TH 7H and nobody else a
           heart: it leads them all and wins every trick, taking High (AH), Low (7H), Jack (JH) and
           Game (80 to 0): 4 points, bid 4 made, +4. Dealers 3, 0, 1, 2 (passing left); seat 0 bids 4
           at its turn, which ends the bidding: dealer 3 `bid 4`; dealer 0 `pass; pass; pass; bid 4`;
           dealer 1 `pass; pass; bid 4`; dealer 2 `pass; bid 4`. Scores 4, 8, 12 (no winner), 16 >= 15:
           side 0 wins after the fourth hand.
       """,
    ),
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
       ), options={"take": 0, "win_only_on_made_bid": True, "target": 4},
       derivation="""
           FP-9.3 (literal reading, made_bid_winner either_side), FP-9.2, FP-1.3, R-FP-16.

           `win_only_on_made_bid: true`, take 0, target 4. Hand 1 (dealer 3, Deal L, seat 0 bids 2):
           side 0 is set, -2; side 1 wins 3 points: 3 < 4, nobody wins. Hand 2 (dealer 0, passed left;
           Deal X): seats 1, 2, 3 pass and the dealer, seat 0, bids 2; the play of Example FP-7.3-a
           gives side 0 High and Game (2, bid made) and side 1 Low (1, 7H played by seat 1). Scores
           -2 + 2 = 0 and 3 + 1 = 4. The hand had a successful bid, so the game may be won on it: the
           bidding side (0) has not reached 4, side 1 has, so side 1 wins (FP-9.2 order).
       """,
    ),
    fp("game-end/made-bid-winner-bidding-side-only", "made_bid_winner bidding_side: the defenders at the target do not win",
       "test_made_bid_winner_bidding_side_only", ("FP-9.3",),
       (deal(DEAL_L, DEAL_L_STOCK), deal(DEAL_X, DEAL_X_STOCK)), (
           SEAT0_BIDS_2,
           all_plays(TRICKS_L),
           "pass; pass; pass; bid 2",
           all_plays(TRICKS_X),
           Final(scores=(0, 4), winner=None, phase="awaiting_deal"),
       ), options={"take": 0, "win_only_on_made_bid": True, "made_bid_winner": "bidding_side", "target": 4},
       derivation="""
           FP-9.3 (made_bid_winner bidding_side), R-FP-16.

           The game of the test above with `made_bid_winner: bidding_side`: after hand 2 the scores are
           again 0 and 4, but only the bidding side may win and it has 0 < 4: nobody wins, and the game
           goes on (dealer 1 next, waiting for a deal).
       """,
    ),
    fp("bidding/stuck-dealer-must-bid", "all_pass dealer_forced: after three passes the dealer must bid",
       "test_stuck_dealer_must_bid", ("FP-3.5",),
       (deal(PLAIN, PLAIN_STOCK),), (
           "pass; pass; pass",
           Legal(frozenset({"bid 2", "bid 3", "bid 4"}), to_act=1),
           Refuse("pass", "E_MUST_BID"),
           Refuse("bid 5", "E_BID_TOO_HIGH"),
           "bid 2",
           Legal(to_act=1, phase="play"),
       ), options={"take": 0, "all_pass": "dealer_forced"}, dealer=1,
       derivation="""
           FP-3.5 (all_pass dealer_forced), R-FP-5.

           Dealer 1, eldest 2, PLAIN deal, take 0. Seats 2, 3, 0 pass: the dealer may not pass: legal
           bid 2, bid 3, bid 4; `pass` is E_MUST_BID; `bid 5` is still E_BID_TOO_HIGH. The dealer bids
           2: seat 1 is the bidder at 2 and leads at once (take 0). With a bid standing the dealer may
           pass: after pass, bid 2, pass the dealer's legal set is pass, bid 3, bid 4.
       """,
    ),
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
       ), options={"max_bid": "others_speak"},
       derivation="""
           FP-3.3 (max_bid others_speak), R-FP-18.

           Dealer 3, eldest 0, PLAIN deal (take 3). Seat 0 passes, seat 1 bids 2, seat 2 bids 4: the
           bidding goes on. The dealer, seat 3, may only pass: legal {pass}; `bid 4` E_BID_TOO_LOW (not
           above 4), `bid 5` E_BID_TOO_HIGH. It passes: four bids are recorded, seat 2 is the bidder at
           4, takes 8S 7S 8H and discards. With eldest seat 1 bidding 4 (dealer 0), seats 2, 3 and 0
           each have the legal set {pass}.
       """,
    ),
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
       ), options={"dealer_holds": True}, dealer=0,
       derivation="""
           FP-3.6 (dealer_holds), FP-3.4, R-FP-19.

           Dealer 0, PLAIN deal, take 3, `dealer_holds: true`. Seat 1 bids 2; seat 2 may not equal it
           (`bid 2` E_BID_TOO_LOW: only the dealer holds); seat 2 passes, seat 3 bids 3. The dealer's
           legal set is pass, bid 3, bid 4; `bid 2` E_BID_TOO_LOW. It bids 3: seat 0 is the bidder at 3
           (the last, equal bid takes over) and takes 8S 7S 8H. Without the option the same `bid 3` is
           E_BID_TOO_LOW. Under `max_bid: others_speak` too, after seat 1's bid 4 the dealer's legal set
           is pass, bid 4, and holding at 4 makes seat 0 the bidder at 4.
       """,
    ),
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
    return game_cases(GAME, scenarios(), code_rules)

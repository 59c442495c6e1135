"""Golden Four Point Northeastern Wisconsin Smear scenarios (SPEC chapter FP, register R-FP).

Every expected value below was worked out by hand from SPEC.md (chapters CD and FP and the
register entries R-FP-1..17) before the engine was run; each docstring names the rules checked
and gives the derivation.

Conventions. 32 cards, 7..A in each suit (FP-2.1); 4 seats, side = seat % 2 (FP-1.1); eldest =
dealer + 1, bidding clockwise (FP-1.3, FP-3.1). Suit order for action strings S H D C (CD-5):
a discard must be written in canonical order or it is E_BAD_ACTION (CD-6). Game values (FP-7.5):
A 4, K 3, Q 2, J 1, T 10, 9/8/7 0; the deck is worth 80. Each trick is written leader first,
then clockwise; the winner is the highest trump, else the highest card of the suit led (FP-6.4).
"""

from __future__ import annotations

import pytest

from reference.cards import Suit, parse_cards
from reference.dealing import Deal
from reference.errors import Code, InvalidDeal, InvalidOptions
from reference.fourpoint import add_deal, apply, fourpoint_options, legal_actions, new_game, to_act
from reference.phases import Phase
from tests.golden_support_fourpoint import (
    awards,
    cards_text,
    fp_deal,
    fp_game,
    hand_of,
    last_hand,
    last_result,
    legal,
    play_set,
    plays,
    refused,
    run,
    winners,
)

ALL_BIDS = {"pass", "bid 2", "bid 3", "bid 4"}
BIDDING_ALL_PASS = "pass; pass; pass; pass"
SEAT0_BIDS_2 = "bid 2; pass; pass; pass"  # dealer 3: seat 0 is eldest and bids, 1, 2, 3 pass

# ---------------------------------------------------------------- deals

# One suit per seat; used where the cards hardly matter.
PLAIN = (
    "AS KS QS JS TS 9S",  # seat 0
    "AH KH QH JH TH 9H",  # seat 1
    "AD KD QD JD TD 9D",  # seat 2
    "AC KC QC JC TC 9C",  # seat 3
)
PLAIN_STOCK = "8S 7S 8H 7H 8D 7D 8C 7C"
# The same cards moved one seat on, to recognise a second deal.
PLAIN_NEXT = (PLAIN[3], PLAIN[0], PLAIN[1], PLAIN[2])

# Example FP-4.4-a: seat 0 will hold seven hearts after taking 9H 8H 7C.
SEVEN = (
    "AS AH KH QH JH TH",
    "AD KD QD JD TD 9D",
    "KS QS JS TS 9S 8S",
    "AC KC QC JC TC 9C",
)
SEVEN_STOCK = "9H 8H 7C 7H 7S 8D 7D 8C"

# Example FP-4.4-b: after taking 8H 7S 7C seat 0 holds 3 spades, 5 hearts, 1 club.
NOLEAD = (
    "AS KS AH KH QH 9H",
    "AD KD QD JD TD 9D",
    "QS JS TS 9S 8S 8C",
    "AC KC QC JC TC 9C",
)
NOLEAD_STOCK = "8H 7S 7C 7H JH TH 8D 7D"

# Deal P (take 0, dealer 3, seat 0 bids): following, trumping and trick winners.
#   T1 s0 AH (hearts trump)  s1 JH  s2 9H  s3 8H   -> seat 0 (AH)
#   T2 s0 AS  s1 QH (trumps) s2 TH  s3 9S          -> seat 1 (QH, the higher trump)
#   T3 s1 AD  s2 JC  s3 TD  s0 KH (trumps)         -> seat 0
#   T4 s0 KS  s1 TS  s2 QC  s3 8S                  -> seat 0
#   T5 s0 QS  s1 JS  s2 KC  s3 JD                  -> seat 0
#   T6 s0 7D  s1 KD  s2 AC  s3 QD                  -> seat 1 (AC is off-suit and never wins)
DEAL_P = (
    "AH KH AS KS QS 7D",
    "QH JH JS TS AD KD",
    "TH 9H AC KC QC JC",
    "8H 9S 8S QD JD TD",
)
DEAL_P_STOCK = "7H 7S 9D 8D TC 9C 8C 7C"
DEAL_P_PLAYS = "AH JH 9H 8H  AS QH TH 9S  AD JC TD KH  KS TS QC 8S  QS JS KC JD  7D KD AC QD"

# Deal L (take 0, dealer 3, seat 0 bids 2, hearts trump): the ace of trump is played by side 1,
# the 7 of trump by seat 2 (side 0) into a trick side 1 wins, and side 0's jack is captured.
#   T1 s0 JH  s1 AH  s2 7H  s3 8H   -> seat 1   (5)
#   T2 s1 AC  s2 9D  s3 TC  s0 KD   -> seat 1   (17)
#   T3 s1 KC  s2 JD  s3 9C  s0 QS   -> seat 1   (6)
#   T4 s1 QC  s2 QD  s3 8C  s0 AD   -> seat 1   (8)
#   T5 s1 TS  s2 JS  s3 8S  s0 AS   -> seat 0   (15)
#   T6 s0 KS  s1 9S  s2 TD  s3 7S   -> seat 0   (13)
# Side 1 captures 5+17+6+8 = 36, side 0 15+13 = 28; stock KH3 QH2 TH10 JC1 = 16; 36+28+16 = 80.
DEAL_L = (
    "JH AS KS QS AD KD",
    "AH TS 9S AC KC QC",
    "7H JS QD JD TD 9D",
    "8H 8S 7S TC 9C 8C",
)
DEAL_L_STOCK = "KH QH TH 9H 8D 7D JC 7C"
DEAL_L_PLAYS = "JH AH 7H 8H  AC 9D TC KD  KC JD 9C QS  QC QD 8C AD  TS JS 8S AS  KS 9S TD 7S"

# Deal H (take 0, dealer 3, seat 0 bids 2, spades trump; AS and 7S are undealt).
#   T1 s0 QS  s1 KS  s2 9C  s3 9S   -> seat 1   (5)
#   T2 s1 8S  s2 TC  s3 TD  s0 JS   -> seat 0   (21)
#   T3 s0 TS  s1 JD  s2 JC  s3 9D   -> seat 0   (12)
#   T4 s0 AH  s1 QD  s2 QC  s3 TH   -> seat 0   (18)
#   T5 s0 KH  s1 KD  s2 KC  s3 JH   -> seat 0   (10)
#   T6 s0 QH  s1 AD  s2 AC  s3 8D   -> seat 0   (10)
# Side 0 71, side 1 5, stock AS 4: 80. Trumps played: QS KS 9S 8S JS TS: highest KS (seat 1,
# won by seat 1), lowest 8S (played by seat 1, won by seat 0 in T2).
DEAL_H = (
    "QS JS TS AH KH QH",
    "KS 8S AD KD QD JD",
    "AC KC QC JC TC 9C",
    "9S TD 9D 8D JH TH",
)
DEAL_H_STOCK = "AS 7S 9H 8H 7H 7D 8C 7C"
DEAL_H_PLAYS = "QS KS 9C 9S  8S TC TD JS  TS JD JC 9D  AH QD QC TH  KH KD KC JH  QH AD AC 8D"

# Deal T (take 0, dealer 3, seat 0 bids 2, spades trump): game totals tie 24 to 24.
#   T1 s0 AS  s1 KH  s2 QH  s3 9H   -> seat 0   (9)
#   T2 s0 KS  s1 KD  s2 QD  s3 8H   -> seat 0   (8)
#   T3 s0 QS  s1 KC  s2 QC  s3 9C   -> seat 0   (7)
#   T4 s0 7H  s1 AH  s2 JH  s3 TH   -> seat 1   (15)
#   T5 s1 AD  s2 JD  s3 9D  s0 7D   -> seat 1   (5)
#   T6 s1 AC  s2 8C  s3 8D  s0 7C   -> seat 1   (4)
# Stock JS1 TS10 TD10 TC10 JC1 = 32; 24 + 24 + 32 = 80.
DEAL_T = (
    "AS KS QS 7H 7D 7C",
    "AH KH AD KD AC KC",
    "QH JH QD JD QC 8C",
    "TH 9H 8H 9D 8D 9C",
)
DEAL_T_STOCK = "JS TS 9S 8S 7S TD TC JC"
DEAL_T_PLAYS = "AS KH QH 9H  KS KD QD 8H  QS KC QC 9C  7H AH JH TH  AD JD 9D 7D  AC 8C 8D 7C"

# Deal G (take 3, dealer 3, seat 0 bids): seat 0 takes 9S 8S 9C, discards TD TC 9C (20 game
# points) and leads hearts.
#   T1 s0 AH  s1 9D  s2 JD  s3 8C   -> seat 0   (5)
#   T2 s0 KH  s1 8D  s2 QD  s3 JC   -> seat 0   (6)
#   T3 s0 8H  s1 7D  s2 KD  s3 QC   -> seat 0   (5)
#   T4 s0 7H  s1 7C  s2 JS  s3 KC   -> seat 0   (4)
#   T5 s0 9S  s1 AS  s2 AC  s3 TS   -> seat 1   (18)
#   T6 s1 KS  s2 AD  s3 QS  s0 8S   -> seat 1   (9)
# Side 0 tricks 20 + discards 20 = 40; side 1 27; undealt QH JH TH 9H 7S = 13; 40+27+13 = 80.
DEAL_G = (
    "AH KH 8H 7H TD TC",
    "AS KS 9D 8D 7D 7C",
    "JS AD KD QD JD AC",
    "TS QS KC QC JC 8C",
)
DEAL_G_STOCK = "9S 8S 9C QH JH TH 9H 7S"
DEAL_G_PLAYS = "AH 9D JD 8C  KH 8D QD JC  8H 7D KD QC  7H 7C JS KC  9S AS AC TS  KS AD QS 8S"

# Example FP-7.4-a (take 3, dealer 3): seat 0 takes JH 9H 7C, discards them, plays seven hearts
# down to 7H, AS last; it wins every trick.
DEAL_J = (
    "AS KH QH TH 8H 7H",
    "AD KD QD JD TD 9D",
    "KS QS JS TS 9S 8C",
    "AC KC QC JC TC 9C",
)
DEAL_J_STOCK = "JH 9H 7C AH 7S 8S 7D 8D"
DEAL_J_PLAYS = "KH 9D 8C 9C  QH TD 9S TC  TH JD TS JC  8H QD JS QC  7H KD QS KC  AS AD KS AC"

# Example FP-7.3-a (take 0, dealer 3): seat 1's only heart, 7H, falls under seat 0's AH.
DEAL_X = (
    "AS KS QS AH KH QH",
    "7H AD KD QD JD TD",
    "AC KC QC JC TC 9C",
    "JS TS 9S 8S 7S 8C",
)
DEAL_X_STOCK = "JH TH 9H 8H 9D 8D 7D 7C"
DEAL_X_PLAYS = "AH 7H 9C 8C  KH TD TC 7S  QH JD JC 8S  AS QD QC 9S  KS KD KC TS  QS AD AC JS"

# Sweep (take 0): seat 0 holds AH KH QH JH TH 7H, nobody else a heart; it wins all 6 tricks.
SWEEP = (
    "AH KH QH JH TH 7H",
    "AS KS QS JS TS 9S",
    "AD KD QD JD TD 9D",
    "AC KC QC JC TC 9C",
)
SWEEP_STOCK = "9H 8H 8S 7S 8D 7D 8C 7C"
SWEEP_PLAYS = "AH AS AD AC  KH KS KD KC  QH QS QD QC  JH JS JD JC  TH TS TD TC  7H 9S 9D 9C"

TAKE0: dict[str, object] = {"take": 0}


# ====================================================================== bidding (FP-3)


def test_bidding_range_and_strictly_increasing_bids() -> None:
    """FP-1.3, FP-3.1, FP-3.2, FP-3.3, FP-3.4, FP-4.1.

    Dealer 0, so eldest is seat 1; order 1, 2, 3, 0. Seat 1 may pass or bid 2..4. After `bid 2`
    the next bid must exceed 2: `bid 2`, `bid 1`, `bid 0` are E_BID_TOO_LOW, `bid 5` is
    E_BID_TOO_HIGH, and seat 2's legal set is pass, bid 3, bid 4. Seat 2 bids 3, seat 3 passes,
    the dealer (seat 0) may only pass or bid 4; it passes. Bidding ended with the dealer's chance:
    bidder seat 2, bid 3. With take 3 seat 2 takes the first three stock cards 8S 7S 8H and must
    discard (phase discard, seat 2 to act); the stock keeps 7H 8D 7D 8C 7C in order.
    """
    g = fp_game(None, PLAIN, PLAIN_STOCK, dealer=0)
    assert g.phase is Phase.BIDDING
    assert to_act(g) == 1
    assert legal(g) == ALL_BIDS
    g = run(g, "bid 2")
    assert to_act(g) == 2
    assert refused(g, "bid 2") is Code.BID_TOO_LOW
    assert refused(g, "bid 1") is Code.BID_TOO_LOW
    assert refused(g, "bid 0") is Code.BID_TOO_LOW
    assert refused(g, "bid 5") is Code.BID_TOO_HIGH
    assert legal(g) == {"pass", "bid 3", "bid 4"}
    g = run(g, "bid 3; pass")
    assert to_act(g) == 0
    assert legal(g) == {"pass", "bid 4"}
    assert refused(g, "bid 3") is Code.BID_TOO_LOW
    g = run(g, "pass")
    assert g.hand is not None
    assert g.phase is Phase.DISCARD
    assert (g.hand.bidder, g.hand.bid) == (2, 3)
    assert to_act(g) == 2
    assert hand_of(g, 2) == "8S 7S 8H AD KD QD JD TD 9D"
    assert g.hand.taken == parse_cards("8S 7S 8H")
    assert g.hand.stock == parse_cards("7H 8D 7D 8C 7C")


def test_dealer_outbids_and_bidding_ends_after_dealer() -> None:
    """FP-3.1, FP-3.3, FP-3.4.

    Dealer 0: seat 1 bids 2, seat 2 passes, seat 3 bids 3. The dealer (seat 0) may bid 4 (only
    4 exceeds 3): legal pass, bid 4. It bids 4: bidding is over (the dealer's chance and a 4 both
    end it); seat 1, outbid, gets no second chance. Bidder seat 0, bid 4, four bids recorded.
    """
    g = fp_game(None, PLAIN, PLAIN_STOCK, dealer=0)
    g = run(g, "bid 2; pass; bid 3")
    assert to_act(g) == 0
    assert legal(g) == {"pass", "bid 4"}
    g = run(g, "bid 4")
    assert g.hand is not None
    assert g.phase is Phase.DISCARD
    assert (g.hand.bidder, g.hand.bid) == (0, 4)
    assert len(g.hand.bids) == 4
    assert to_act(g) == 0


def test_bid_of_four_ends_bidding_at_once() -> None:
    """Example FP-3.3-a; FP-3.2, FP-3.3, FP-4.1, FP-4.2, CD-7.

    Dealer 3, eldest seat 0. Seat 0 passes, seat 1 bids 2. Seat 2's legal set is pass, bid 3,
    bid 4; `bid 2`/`bid 1` E_BID_TOO_LOW, `bid 5` E_BID_TOO_HIGH, `play AH` E_WRONG_PHASE.
    Seat 2 bids 4: bidding ends at once, seat 3 gets no turn and no pass is recorded (3 bids).
    Seat 2 (PLAIN: diamonds) takes 8S 7S 8H and must discard: seat 3 acting is E_NOT_YOUR_TURN,
    `pass` by the right seat is E_WRONG_PHASE.
    """
    g = fp_game(None, PLAIN, PLAIN_STOCK, dealer=3)
    g = run(g, "pass; bid 2")
    assert to_act(g) == 2
    assert legal(g) == {"pass", "bid 3", "bid 4"}
    assert refused(g, "bid 2") is Code.BID_TOO_LOW
    assert refused(g, "bid 1") is Code.BID_TOO_LOW
    assert refused(g, "bid 5") is Code.BID_TOO_HIGH
    assert refused(g, "play AH") is Code.WRONG_PHASE
    g = run(g, "bid 4")
    assert g.hand is not None
    assert g.phase is Phase.DISCARD
    assert (g.hand.bidder, g.hand.bid) == (2, 4)
    assert len(g.hand.bids) == 3
    assert to_act(g) == 2
    assert hand_of(g, 2) == "8S 7S 8H AD KD QD JD TD 9D"
    assert refused(g, "pass", seat=3) is Code.NOT_YOUR_TURN
    assert refused(g, "pass") is Code.WRONG_PHASE


def test_eldest_bids_four_nobody_else_speaks() -> None:
    """FP-3.3, FP-4.1.

    Dealer 0, eldest seat 1 bids 4 at once: seats 2, 3 and 0 get no turn, one bid is recorded,
    seat 1 (PLAIN: hearts) takes 8S 7S 8H and discards.
    """
    g = run(fp_game(None, PLAIN, PLAIN_STOCK, dealer=0), "bid 4")
    assert g.hand is not None
    assert (g.hand.bidder, g.hand.bid, len(g.hand.bids)) == (1, 4, 1)
    assert g.phase is Phase.DISCARD
    assert hand_of(g, 1) == "8S 7S AH KH QH JH TH 9H 8H"


def test_all_pass_redeal_by_same_dealer() -> None:
    """FP-3.5, FP-1.3, FP-8.5.

    Dealer 1, eldest 2: seats 2, 3, 0, 1 pass (the dealer may pass). The hand is void: the
    result has outcome redeal, no bidder, changes 0/0, scores 0/0, made None. The SAME dealer
    (1) deals the second explicit deal: seat 2 bids first again, and seat 0 now holds PLAIN_NEXT's
    seat-0 hand (the clubs).
    """
    g = fp_game(
        None, PLAIN, PLAIN_STOCK, dealer=1, more_deals=[fp_deal(*PLAIN_NEXT, stock=PLAIN_STOCK)]
    )
    assert to_act(g) == 2
    g = run(g, BIDDING_ALL_PASS)
    r = last_result(g)
    assert r.outcome == "redeal"
    assert r.dealer == 1
    assert r.bidder is None
    assert r.made is None
    assert r.changes == (0, 0)
    assert g.scores == (0, 0)
    assert g.hand is not None
    assert g.hand.dealer == 1
    assert g.phase is Phase.BIDDING
    assert to_act(g) == 2
    assert hand_of(g, 0) == "AC KC QC JC TC 9C"


def test_all_pass_without_next_deal_waits_for_one() -> None:
    """FP-2.4, FP-3.5, FP-5.2, R-FP-17.

    Dealer 2, eldest 3; all four pass and no further deal was given: the game waits (phase
    awaiting_deal), nobody is to act, there is no legal action, and every action (`pass`,
    `bid 2`, `trump S`, `play AS`) is E_WRONG_PHASE. Adding a deal starts the hand with the same
    dealer 2, so seat 3 bids first.
    """
    g = fp_game(None, PLAIN, PLAIN_STOCK, dealer=2)
    g = run(g, BIDDING_ALL_PASS)
    assert g.phase is Phase.AWAITING_DEAL
    assert to_act(g) is None
    assert legal_actions(g) == []
    for action in ("pass", "bid 2", "trump S", "play AS"):
        assert refused(g, action) is Code.WRONG_PHASE
    g = add_deal(g, fp_deal(*PLAIN_NEXT, stock=PLAIN_STOCK))
    assert g.phase is Phase.BIDDING
    assert g.hand is not None
    assert g.hand.dealer == 2
    assert to_act(g) == 3


def test_bad_action_strings_and_not_your_turn() -> None:
    """CD-6, CD-7, R-FP-17 item 3 (E_BAD_ACTION first, then E_NOT_YOUR_TURN, then phase).

    Dealer 0, seat 1 to act. Malformed strings are E_BAD_ACTION whatever the phase: `bid 02`,
    `Pass`, ` pass`, `bid five`, `play 10S`, `trump h`, `discard` (no card). Acting as seat 0,
    2 or 3 is E_NOT_YOUR_TURN, even for an action of the wrong phase (`play AS` for seat 0);
    stating seat 1 is accepted.
    """
    g = fp_game(None, PLAIN, PLAIN_STOCK, dealer=0)
    for text in ("bid 02", "Pass", " pass", "bid five", "play 10S", "trump h", "discard"):
        assert refused(g, text) is Code.BAD_ACTION
    for seat in (0, 2, 3):
        assert refused(g, "pass", seat=seat) is Code.NOT_YOUR_TURN
    assert refused(g, "play AS", seat=0) is Code.NOT_YOUR_TURN
    g = apply(g, "bid 2", 1)
    assert to_act(g) == 2


def test_trump_action_never_legal_and_wrong_phase_kinds() -> None:
    """FP-5.2, R-FP-17 item 1, FP-3.1, FP-4.2, FP-6.1.

    `trump S` is E_WRONG_PHASE in every phase. Bidding: `play AH`, `discard AH KH QH` are also
    E_WRONG_PHASE. Discard phase (dealer 3, seat 0 bids 2 and holds AS..9S + 8S 7S 8H):
    `pass`, `bid 3`, `play AS` E_WRONG_PHASE. After `discard 8S 7S 8H` (legal: spades held 8 > 6,
    and the kept spades are respected) the play phase: `pass`, `bid 3`, `discard AS`
    E_WRONG_PHASE, and `trump S` / `trump D` still refused.
    """
    g = fp_game(None, PLAIN, PLAIN_STOCK, dealer=3)
    for action in ("trump S", "trump H", "play AS", "discard AS KS QS"):
        assert refused(g, action) is Code.WRONG_PHASE
    g = run(g, SEAT0_BIDS_2)
    assert g.phase is Phase.DISCARD
    assert hand_of(g, 0) == "AS KS QS JS TS 9S 8S 7S 8H"
    for action in ("trump S", "pass", "bid 3", "play AS"):
        assert refused(g, action) is Code.WRONG_PHASE
    g = run(g, "discard 8S 7S 8H")
    assert g.phase is Phase.PLAY
    for action in ("trump S", "trump D", "pass", "bid 3", "discard AS"):
        assert refused(g, action) is Code.WRONG_PHASE


# ====================================================================== taking and discarding


def test_take_three_takes_first_three_stock_cards_eight_hearts() -> None:
    """FP-4.1, FP-4.3 (any_if_over_six), FP-4.4, FP-5.3.

    Dealer 0; seat 1 (AH KH QH JH TH 9H) bids 2, the others pass. The stock is
    7H 8H 7S 8S 7D 8D 7C 8C: seat 1 takes exactly the FIRST three, 7H 8H 7S (not 8S), and holds
    8 hearts + 7S; the stock keeps 8S 7D 8D 7C 8C. held(H) = 8 > 6, so hearts are respected
    whatever is discarded and every kept six has a heart: all C(9,3) = 84 discards are legal.
    `discard 9H 8H 7H`: hearts respected (8 > 6), spades untouched: leads 7S AH KH QH JH TH.
    """
    stock = "7H 8H 7S 8S 7D 8D 7C 8C"
    g = run(fp_game(None, PLAIN, stock, dealer=0), "bid 2; pass; pass; pass")
    assert g.hand is not None
    assert g.hand.taken == parse_cards("7H 8H 7S")
    assert g.hand.stock == parse_cards("8S 7D 8D 7C 8C")
    assert hand_of(g, 1) == "7S AH KH QH JH TH 9H 8H 7H"
    assert len(legal(g)) == 84
    g = run(g, "discard 9H 8H 7H")
    assert to_act(g) == 1
    assert legal(g) == play_set("7S AH KH QH JH TH")


def test_excess_only_eight_hearts_allows_two() -> None:
    """FP-4.3 (excess_only), FP-4.4, FP-5.3, R-FP-9.

    Same deal as above, `trump_discard: excess_only`: seat 1 holds 8 hearts + 7S, so at most
    8 - 6 = 2 hearts may be discarded for hearts to stay respected. Still all 84 discards are
    legal: with 3 hearts discarded 7S is kept and spades are untouched.
    - `discard 9H 8H 7H` (3 hearts > 2): hearts not respected; only `play 7S` (spades trump);
      `play AH` is E_TRUMP_DISCARDED.
    - `discard 7S TH 9H` (2 hearts <= 2): hearts respected, spades not (held 1, discarded 1):
      leads AH KH QH JH 8H 7H.
    """
    stock = "7H 8H 7S 8S 7D 8D 7C 8C"
    opts = {"trump_discard": "excess_only"}
    g = run(fp_game(opts, PLAIN, stock, dealer=0), "bid 2; pass; pass; pass")
    assert len(legal(g)) == 84
    a = run(g, "discard 9H 8H 7H")
    assert legal(a) == {"play 7S"}
    assert refused(a, "play AH") is Code.TRUMP_DISCARDED
    b = run(g, "discard 7S TH 9H")
    assert legal(b) == play_set("AH KH QH JH 8H 7H")


def test_seven_hearts_default_may_discard_hearts() -> None:
    """Example FP-4.4-a, default `trump_discard: any_if_over_six`; FP-4.3, FP-4.4, FP-5.3.

    Dealer 3, seat 0 bids 2, takes 9H 8H 7C: holds AS AH KH QH JH TH 9H 8H 7C, held(H) = 7,
    held(S) = 1, held(C) = 1. Hearts (7 > 6) are always respected and >= 4 hearts are kept:
    84 legal discards.
    - `discard 9H 8H 7C`: hearts respected, spades untouched, clubs not (but none kept):
      leads AS AH KH QH JH TH (all six).
    - `discard AS 8H 7C` touches every suit held, yet is legal (hearts > 6): leads are the six
      hearts AH KH QH JH TH 9H; `play AS` is E_CARD_NOT_IN_HAND (discarded).
    - `discard AS 9H 8H`: spades not respected; hearts and clubs are: AH KH QH JH TH 7C.
    """
    g = run(fp_game(None, SEVEN, SEVEN_STOCK, dealer=3), SEAT0_BIDS_2)
    assert hand_of(g, 0) == "AS AH KH QH JH TH 9H 8H 7C"
    assert len(legal(g)) == 84
    assert legal(run(g, "discard 9H 8H 7C")) == play_set("AS AH KH QH JH TH")
    b = run(g, "discard AS 8H 7C")
    assert legal(b) == play_set("AH KH QH JH TH 9H")
    assert refused(b, "play AS") is Code.CARD_NOT_IN_HAND
    assert legal(run(g, "discard AS 9H 8H")) == play_set("AH KH QH JH TH 7C")


def test_seven_hearts_excess_only_one_heart() -> None:
    """Example FP-4.4-a, `trump_discard: excess_only`; FP-4.3, FP-4.4, FP-5.3, R-FP-17 item 3.

    held(H) = 7: at most 7 - 6 = 1 heart may go. Every one of the 84 discards is still legal
    (D(H) <= 1 keeps six hearts; D(H) = 2 with AS keeps 7C, with 7C keeps AS; D(H) = 3 keeps both).
    - `discard 9H 8H 7C`: 2 hearts > 1, clubs discarded: only `play AS`; `play AH` is
      E_TRUMP_DISCARDED, `play 9H` E_CARD_NOT_IN_HAND (checked first).
    - `discard AS 8H 7C`: 1 heart <= 1: leads AH KH QH JH TH 9H, as under the default.
    - `discard AS 9H 8H`: hearts and spades not respected: only `play 7C` (clubs trump); seat 0
      leads it and clubs are trump.
    """
    g = run(fp_game({"trump_discard": "excess_only"}, SEVEN, SEVEN_STOCK, dealer=3), SEAT0_BIDS_2)
    assert len(legal(g)) == 84
    a = run(g, "discard 9H 8H 7C")
    assert legal(a) == {"play AS"}
    assert refused(a, "play AH") is Code.TRUMP_DISCARDED
    assert refused(a, "play 9H") is Code.CARD_NOT_IN_HAND
    assert legal(run(g, "discard AS 8H 7C")) == play_set("AH KH QH JH TH 9H")
    c = run(g, "discard AS 9H 8H")
    assert legal(c) == {"play 7C"}
    c = run(c, "play 7C")
    assert c.hand is not None
    assert c.hand.trump is Suit.C


def test_discard_from_every_suit_has_no_legal_lead() -> None:
    """Example FP-4.4-b; FP-4.3, FP-4.4, CD-6.

    Dealer 3, seat 0 bids 2, takes 8H 7S 7C: holds AS KS 7S AH KH QH 9H 8H 7C (3 spades,
    5 hearts, 1 club; no suit over 6, so a suit is respected iff untouched). A discard of one
    card of each suit keeps only spades and hearts, both touched: E_NO_LEGAL_LEAD. There are
    3 x 5 x 1 = 15 such discards; a discard touching at most two suits leaves the third whole
    and respected, so 84 - 15 = 69 discards are legal. (The SPEC example writes the first one
    `discard 8H 7S 7C`; canonically, S before H (CD-5, CD-6), it is `discard 7S 8H 7C`; see
    test_non_canonical_discard_is_bad_action.)
    """
    g = run(fp_game(None, NOLEAD, NOLEAD_STOCK, dealer=3), SEAT0_BIDS_2)
    assert hand_of(g, 0) == "AS KS 7S AH KH QH 9H 8H 7C"
    assert refused(g, "discard 7S 8H 7C") is Code.NO_LEGAL_LEAD
    assert refused(g, "discard AS AH 7C") is Code.NO_LEGAL_LEAD
    allowed = legal(g)
    assert len(allowed) == 69
    assert "discard 7S 8H 7C" not in allowed
    assert {
        "discard 7S 9H 8H",
        "discard KS 7S 7C",
        "discard AS KS 7S",
        "discard AH KH 7C",
    } <= allowed


def test_first_lead_after_discard_exact_sets() -> None:
    """Example FP-4.4-b; FP-4.3, FP-5.2, FP-5.3.

    - `discard 7S 9H 8H` (spades and hearts touched): keeps AS KS AH KH QH 7C; only clubs are
      respected, so the only legal action is `play 7C`; `play AH` and `play AS` are
      E_TRUMP_DISCARDED. Leading 7C makes clubs trump.
    - `discard KS 7S 7C`: keeps AS AH KH QH 9H 8H; hearts untouched: leads AH KH QH 9H 8H;
      `play AS` (a suit discarded from) E_TRUMP_DISCARDED; `play AH` legal, hearts trump.
    """
    g = run(fp_game(None, NOLEAD, NOLEAD_STOCK, dealer=3), SEAT0_BIDS_2)
    a = run(g, "discard 7S 9H 8H")
    assert hand_of(a, 0) == "AS KS AH KH QH 7C"
    assert legal(a) == {"play 7C"}
    assert refused(a, "play AH") is Code.TRUMP_DISCARDED
    assert refused(a, "play AS") is Code.TRUMP_DISCARDED
    a = run(a, "play 7C")
    assert a.hand is not None and a.hand.trump is Suit.C
    b = run(g, "discard KS 7S 7C")
    assert legal(b) == play_set("AH KH QH 9H 8H")
    assert refused(b, "play AS") is Code.TRUMP_DISCARDED
    b = run(b, "play AH")
    assert b.hand is not None and b.hand.trump is Suit.H
    assert to_act(b) == 1


def test_discard_refusals_and_their_precedence() -> None:
    """FP-4.2, CD-6, CD-7, R-FP-17 item 3 (DUPLICATE, CARD_NOT_IN_HAND, DISCARD_COUNT,
    NO_LEGAL_LEAD, in that order).

    Example FP-4.4-b position (seat 0 holds AS KS 7S AH KH QH 9H 8H 7C; 7D is in the stock):
    - `discard 7S 7C` (2 cards): E_DISCARD_COUNT; `discard AS KS 7S 7C` (4): E_DISCARD_COUNT;
    - `discard 7S 7D 7C`: E_CARD_NOT_IN_HAND; `discard 7S 7D` (also short): E_CARD_NOT_IN_HAND;
    - `discard 7S 7S 7C`: E_DUPLICATE_CARD; `discard 7D 7D` (also not held, short): duplicate;
    - `discard 7S 8H` (short, and would break FP-4.4): E_DISCARD_COUNT;
    - seat 1 acting: E_NOT_YOUR_TURN (before any discard check).
    """
    g = run(fp_game(None, NOLEAD, NOLEAD_STOCK, dealer=3), SEAT0_BIDS_2)
    assert refused(g, "discard 7S 7C") is Code.DISCARD_COUNT
    assert refused(g, "discard AS KS 7S 7C") is Code.DISCARD_COUNT
    assert refused(g, "discard 7S 7D 7C") is Code.CARD_NOT_IN_HAND
    assert refused(g, "discard 7S 7D") is Code.CARD_NOT_IN_HAND
    assert refused(g, "discard 7S 7S 7C") is Code.DUPLICATE_CARD
    assert refused(g, "discard 7D 7D") is Code.DUPLICATE_CARD
    assert refused(g, "discard 7S 8H") is Code.DISCARD_COUNT
    assert refused(g, "discard KS 7S 7C", seat=1) is Code.NOT_YOUR_TURN


def test_non_canonical_discard_is_bad_action() -> None:
    """CD-5, CD-6 (Example CD-6-a: `discard 8C 7S 9D 5D` is E_BAD_ACTION, not in canonical
    order), R-FP-17 item 3 (E_BAD_ACTION before every game check).

    Example FP-4.4-b position (seat 0 holds AS KS 7S AH KH QH 9H 8H 7C). Canonical order is
    S H D C, A down to 7. `discard 8H 7S 7C` (the SPEC example's own spelling; canonical
    `discard 7S 8H 7C`, which is E_NO_LEGAL_LEAD) and `discard 7S 7C 8H` put a heart after a
    club or before a spade: both are E_BAD_ACTION, whatever the discard would do.
    `discard 9H 8H 7S` (legal when written `discard 7S 9H 8H`) is E_BAD_ACTION as well.
    """
    g = run(fp_game(None, NOLEAD, NOLEAD_STOCK, dealer=3), SEAT0_BIDS_2)
    assert refused(g, "discard 7S 8H 7C") is Code.NO_LEGAL_LEAD
    assert refused(g, "discard 8H 7S 7C") is Code.BAD_ACTION
    assert refused(g, "discard 7S 7C 8H") is Code.BAD_ACTION
    assert refused(g, "discard 9H 8H 7S") is Code.BAD_ACTION


def test_take_two_exact_legal_discard_set() -> None:
    """Preset take_2; FP-4.1, FP-4.3, FP-4.4, FP-5.3, FP-10.

    Dealer 3, seat 0 (AS KS QS AH KH QH) bids 2 and takes the first two stock cards JS JH:
    4 spades + 4 hearts. Discarding one spade and one heart touches both suits and keeps only
    spades and hearts: E_NO_LEGAL_LEAD (4 x 4 = 16 such). Two cards of one suit leave the other
    suit whole: legal. So the legal set is exactly the 6 + 6 = 12 same-suit pairs.
    After `discard QS JS`: leads AH KH QH JH; `play AS` E_TRUMP_DISCARDED.
    """
    hands = ("AS KS QS AH KH QH", "AD KD QD JD TD 9D", "TS 9S 8S 7S TH 9H", "AC KC QC JC TC 9C")
    g = run(fp_game({"preset": "take_2"}, hands, "JS JH 8H 7H 8D 7D 8C 7C", dealer=3), SEAT0_BIDS_2)
    assert g.hand is not None
    assert g.hand.taken == parse_cards("JS JH")
    assert hand_of(g, 0) == "AS KS QS JS AH KH QH JH"
    pairs = ["AS KS", "AS QS", "AS JS", "KS QS", "KS JS", "QS JS"]
    expected = {f"discard {p}" for p in pairs} | {f"discard {p.replace('S', 'H')}" for p in pairs}
    assert legal(g) == expected
    assert refused(g, "discard AS AH") is Code.NO_LEGAL_LEAD
    assert refused(g, "discard JS JH") is Code.NO_LEGAL_LEAD
    assert refused(g, "discard JS") is Code.DISCARD_COUNT
    a = run(g, "discard QS JS")
    assert legal(a) == play_set("AH KH QH JH")
    assert refused(a, "play AS") is Code.TRUMP_DISCARDED


def test_take_one_takes_first_stock_card() -> None:
    """Preset take_1; FP-4.1, FP-4.2, FP-4.3, FP-5.3.

    Dealer 0; seat 1 (six hearts) bids 2, seats 2, 3, 0 pass. Stock 7D 8S 7S ...: seat 1 takes
    only 7D (the first), holds AH KH QH JH TH 9H 7D, and the stock keeps the other seven in order.
    Every one-card discard is legal (discarding a heart leaves 7D in an untouched suit;
    discarding 7D leaves the hearts): 7 legal discards.
    - `discard AH`: hearts touched (held 6): only `play 7D`; `play KH` E_TRUMP_DISCARDED.
    - `discard 7D`: the six hearts may be led.
    """
    stock = "7D 8S 7S 8H 7H 8D 8C 7C"
    g = run(fp_game({"preset": "take_1"}, PLAIN, stock, dealer=0), "bid 2; pass; pass; pass")
    assert g.hand is not None
    assert g.hand.taken == parse_cards("7D")
    assert g.hand.stock == parse_cards("8S 7S 8H 7H 8D 8C 7C")
    assert hand_of(g, 1) == "AH KH QH JH TH 9H 7D"
    assert legal(g) == {f"discard {c}" for c in ["AH", "KH", "QH", "JH", "TH", "9H", "7D"]}
    a = run(g, "discard AH")
    assert legal(a) == {"play 7D"}
    assert refused(a, "play KH") is Code.TRUMP_DISCARDED
    assert legal(run(g, "discard 7D")) == play_set("AH KH QH JH TH 9H")


def test_take_zero_no_discard_phase_any_lead() -> None:
    """Preset take_0; FP-4.1, FP-4.2, FP-5.1, FP-5.3, FP-5.2.

    Example FP-7.3-a deal, dealer 3, seat 0 bids 2: nothing is taken, there is no discard phase,
    seat 0 leads at once and any of its six cards may be led. The stock is still all 8 cards.
    `discard AS` is E_WRONG_PHASE. No trump before the first card.
    """
    g = run(fp_game({"preset": "take_0"}, DEAL_X, DEAL_X_STOCK, dealer=3), SEAT0_BIDS_2)
    assert g.hand is not None
    assert g.phase is Phase.PLAY
    assert to_act(g) == 0
    assert g.hand.taken == ()
    assert g.hand.stock == parse_cards(DEAL_X_STOCK)
    assert g.hand.trump is None
    assert legal(g) == play_set("AS KS QS AH KH QH")
    assert refused(g, "discard AS") is Code.WRONG_PHASE


# ====================================================================== play (FP-5, FP-6)


def test_first_card_names_trump_and_trump_lead_must_be_followed() -> None:
    """FP-5.1, FP-5.2, FP-6.1, FP-6.2.

    Deal P, take 0, dealer 3, seat 0 bids 2. Before the first card there is no trump. Seat 0
    leads AH: hearts are trump. Seat 1 holds QH JH: a trump was led, so it must play a trump:
    legal QH JH; `play JS` E_MUST_FOLLOW_SUIT, `play 9H` (seat 2's card) E_CARD_NOT_IN_HAND.
    Seat 2 (TH 9H) legal TH 9H; seat 3 legal 8H only.
    """
    g = run(fp_game(TAKE0, DEAL_P, DEAL_P_STOCK, dealer=3), SEAT0_BIDS_2)
    assert g.hand is not None and g.hand.trump is None
    g = plays(g, "AH")
    assert g.hand is not None and g.hand.trump is Suit.H
    assert to_act(g) == 1
    assert legal(g) == play_set("QH JH")
    assert refused(g, "play JS") is Code.MUST_FOLLOW_SUIT
    assert refused(g, "play 9H") is Code.CARD_NOT_IN_HAND
    g = plays(g, "JH")
    assert legal(g) == play_set("TH 9H")
    g = plays(g, "9H")
    assert legal(g) == {"play 8H"}


def test_trump_anytime_true_may_trump_holding_led_suit() -> None:
    """FP-6.2 (`trump_anytime: true`, default), FP-6.3, FP-6.4, R-FP-10.

    Deal P after T1 (AH JH 9H 8H, won by seat 0). T2: seat 0 leads AS. Seat 1 holds
    JS TS QH AD KD: it may follow (JS TS) or trump (QH): legal JS TS QH; `play AD`
    E_MUST_FOLLOW_SUIT. It trumps with QH. Seat 2 holds no spade: any card (TH AC KC QC JC).
    It plays TH. Seat 3 holds 9S 8S and no trump: legal 9S 8S; `play QD` E_MUST_FOLLOW_SUIT.
    After 9S the trick goes to seat 1 (QH beats TH; AS is not trump) and seat 1 leads next.
    """
    g = run(fp_game(TAKE0, DEAL_P, DEAL_P_STOCK, dealer=3), SEAT0_BIDS_2)
    g = plays(g, "AH JH 9H 8H AS")
    assert to_act(g) == 1
    assert legal(g) == play_set("JS TS QH")
    assert refused(g, "play AD") is Code.MUST_FOLLOW_SUIT
    g = plays(g, "QH")
    assert legal(g) == play_set("TH AC KC QC JC")
    g = plays(g, "TH")
    assert legal(g) == play_set("9S 8S")
    assert refused(g, "play QD") is Code.MUST_FOLLOW_SUIT
    g = plays(g, "9S")
    assert g.hand is not None
    assert winners(g.hand) == [0, 1]
    assert to_act(g) == 1


def test_trump_anytime_false_must_follow() -> None:
    """FP-6.2 (`trump_anytime: false`), FP-6.3, R-FP-10.

    Deal P after T1. T2: seat 0 leads AS; seat 1 holds JS TS, so it must follow: legal JS TS;
    `play QH` (trump) is E_MUST_FOLLOW_SUIT. It plays TS. Seat 2, void in spades, may play any
    card including the trump TH: legal TH AC KC QC JC. A trump lead still forces trumps
    (T1 unchanged: seat 1 legal QH JH).
    """
    g = run(
        fp_game({"take": 0, "trump_anytime": False}, DEAL_P, DEAL_P_STOCK, dealer=3), SEAT0_BIDS_2
    )
    g = plays(g, "AH")
    assert legal(g) == play_set("QH JH")
    g = plays(g, "JH 9H 8H AS")
    assert legal(g) == play_set("JS TS")
    assert refused(g, "play QH") is Code.MUST_FOLLOW_SUIT
    g = plays(g, "TS")
    assert legal(g) == play_set("TH AC KC QC JC")


def test_void_player_may_play_any_card_including_trump() -> None:
    """FP-6.2, FP-6.3, FP-6.4.

    Deal P after T2 (seat 1 won with QH). T3: seat 1 leads AD. Seat 2 holds AC KC QC JC (no
    diamond, no trump): all four legal. Seat 3 holds QD JD TD 8S: must follow, QD JD TD.
    Seat 0 holds KH KS QS 7D: it may follow with 7D or trump with KH; KS and QS are
    E_MUST_FOLLOW_SUIT. KH trumps and wins the trick over AD.
    """
    g = run(fp_game(TAKE0, DEAL_P, DEAL_P_STOCK, dealer=3), SEAT0_BIDS_2)
    g = plays(g, "AH JH 9H 8H  AS QH TH 9S  AD")
    assert legal(g) == play_set("AC KC QC JC")
    g = plays(g, "JC")
    assert legal(g) == play_set("QD JD TD")
    g = plays(g, "TD")
    assert legal(g) == play_set("KH 7D")
    assert refused(g, "play KS") is Code.MUST_FOLLOW_SUIT
    g = plays(g, "KH")
    assert g.hand is not None
    assert winners(g.hand) == [0, 1, 0]
    assert to_act(g) == 0


def test_full_hand_trick_winners_and_scoring() -> None:
    """FP-6.4, FP-6.5, FP-7.2..7.6, FP-8.1, FP-8.2, FP-8.4, FP-1.3.

    Deal P played out (see the table at the top): winners 0, 1, 0, 0, 0, 1 (T6: 7D KD AC QD,
    KD wins, AC is off-suit). Game values: T1 AH4 JH1 = 5 (s0), T2 AS4 QH2 TH10 = 16 (s1),
    T3 AD4 JC1 TD10 KH3 = 18 (s0), T4 KS3 TS10 QC2 = 15 (s0), T5 QS2 JS1 KC3 JD1 = 7 (s0),
    T6 KD3 AC4 QD2 = 9 (s1): side 0 45, side 1 25 (stock TC 10: 45 + 25 + 10 = 80).
    High: AH played by seat 0 -> side 0. Low: 7H undealt -> nobody. Jack: JH won by seat 0 in
    T1 -> side 0. Game: side 0. Side 0 won 3 > bid 2: made, +3 (all points, more than the bid);
    side 1 +0. Next hand: dealer 0 (the deal passes left); no deal left, so the game waits.
    """
    g = run(fp_game(TAKE0, DEAL_P, DEAL_P_STOCK, dealer=3), SEAT0_BIDS_2)
    g = plays(g, DEAL_P_PLAYS)
    assert winners(last_hand(g)) == [0, 1, 0, 0, 0, 1]
    r = last_result(g)
    assert (r.outcome, r.dealer, r.bidder, r.bid, r.trump) == ("played", 3, 0, 2, Suit.H)
    assert awards(r) == {"high": 0, "low": None, "jack": 0, "game": 0}
    assert [a.points for a in r.awards] == [1, 0, 1, 1]
    assert r.game_points == (45, 25)
    assert r.captured == (3, 0)
    assert r.made is True
    assert r.changes == (3, 0)
    assert r.scores == (3, 0)
    assert g.scores == (3, 0)
    assert g.winner is None
    assert g.phase is Phase.AWAITING_DEAL
    g = add_deal(g, fp_deal(*PLAIN, stock=PLAIN_STOCK))
    assert g.hand is not None and g.hand.dealer == 0
    assert to_act(g) == 1


# ====================================================================== scoring (FP-7, FP-8)


@pytest.mark.parametrize(
    ("extra", "low", "captured"),
    [
        ({}, 1, (2, 1)),
        ({"low_to": "taker"}, 0, (3, 0)),
        ({"high_to": "taker"}, 1, (2, 1)),
        ({"low_card": "lowest"}, 1, (2, 1)),
    ],
)
def test_low_to_player_or_taker(
    extra: dict[str, object], low: int, captured: tuple[int, int]
) -> None:
    """Example FP-7.3-a; FP-7.2, FP-7.3, FP-7.4, FP-7.6, FP-7.7, FP-8.2, R-FP-11.

    Take 0, dealer 3, seat 0 bids 2. Seat 1's only heart 7H must go on AH (trump led); seat 3
    must follow spades in T4 (legal JS TS 9S). Seat 0 wins all six tricks: side 0 captures
    69 (the undealt JH TH hold 11) to 0. High AH -> side 0. Low 7H: played by seat 1 (side 1),
    taken by seat 0: `low_to: player` side 1, `taker` side 0. Jack JH undealt -> nobody. Game
    side 0. Points 2/1 (player) or 3/0 (taker); bid 2 made. `high_to: taker` changes nothing
    (AH won its own trick); `low_card: lowest` picks 7H too (trumps played: AH 7H KH QH).
    """
    g = run(fp_game({"take": 0, **extra}, DEAL_X, DEAL_X_STOCK, dealer=3), SEAT0_BIDS_2)
    g = plays(g, "AH")
    assert legal(g) == {"play 7H"}
    g = plays(g, "7H 9C 8C  KH TD TC 7S  QH JD JC 8S  AS QD QC")
    assert legal(g) == play_set("JS TS 9S")
    g = plays(g, "9S  KS KD KC TS  QS AD AC JS")
    r = last_result(g)
    assert winners(last_hand(g)) == [0] * 6
    assert awards(r) == {"high": 0, "low": low, "jack": None, "game": 0}
    assert r.game_points == (69, 0)
    assert r.captured == captured
    assert r.made is True
    assert r.changes == captured
    assert g.scores == captured


@pytest.mark.parametrize(
    ("extra", "low", "captured", "changes"),
    [
        ({}, 0, (1, 3), (-2, 3)),
        ({"high_to": "taker"}, 0, (1, 3), (-2, 3)),
        ({"low_to": "taker"}, 1, (0, 4), (-2, 4)),
        ({"high_card": "highest", "low_card": "lowest"}, 0, (1, 3), (-2, 3)),
    ],
)
def test_high_to_side_that_played_ace_low_captured_bidder_set(
    extra: dict[str, object], low: int, captured: tuple[int, int], changes: tuple[int, int]
) -> None:
    """FP-7.2, FP-7.3, FP-7.4, FP-7.6, FP-8.2, FP-8.3, FP-8.4, R-FP-11.

    Deal L (table at the top). T1: seat 0 leads JH (hearts trump); seat 1 must play its only
    trump AH, seat 2 7H, seat 3 8H; AH wins. High: AH played by seat 1 -> side 1, and it won
    its trick, so `high_to: taker` agrees. Low: 7H played by seat 2 (side 0) but captured by
    seat 1: `low_to: player` side 0, `taker` side 1. Jack: JH, played by side 0, WON by seat 1
    -> side 1. Game 28 (side 0) to 36 (side 1) -> side 1. Highest/lowest trump played are AH
    and 7H, so those readings agree with the defaults.
    Side 0 (bid 2) won 1 or 0 < 2: set, -2, score negative; side 1 scores its 3 or 4.
    """
    g = run(fp_game({"take": 0, **extra}, DEAL_L, DEAL_L_STOCK, dealer=3), SEAT0_BIDS_2)
    g = plays(g, "JH")
    assert legal(g) == {"play AH"}
    g = plays(g, DEAL_L_PLAYS.split(None, 1)[1])
    assert winners(last_hand(g)) == [1, 1, 1, 1, 0, 0]
    r = last_result(g)
    assert awards(r) == {"high": 1, "low": low, "jack": 1, "game": 1}
    assert r.game_points == (28, 36)
    assert r.captured == captured
    assert r.made is False
    assert r.changes == changes
    assert g.scores == changes


@pytest.mark.parametrize(
    ("extra", "high", "low", "captured"),
    [
        ({}, None, None, (2, 0)),
        ({"high_card": "highest"}, 1, None, (2, 1)),
        ({"high_card": "highest", "high_to": "taker"}, 1, None, (2, 1)),
        ({"low_card": "lowest"}, None, 1, (2, 1)),
        ({"low_card": "lowest", "low_to": "taker"}, None, 0, (3, 0)),
        ({"high_card": "highest", "low_card": "lowest"}, 1, 1, (2, 2)),
    ],
)
def test_highest_and_lowest_when_ace_and_seven_undealt(
    extra: dict[str, object], high: int | None, low: int | None, captured: tuple[int, int]
) -> None:
    """FP-7.2, FP-7.3, FP-7.4, FP-7.6, FP-7.7, FP-8.2, R-FP-11, R-FP-12.

    Deal H (table at the top), spades trump; AS and 7S are in the stock. Defaults: High and Low
    go to nobody (the ace and seven of trump were not played). `high_card: highest`: KS, played
    by seat 1 and winning T1 -> side 1 under player and taker. `low_card: lowest`: 8S, played by
    seat 1 (side 1) and captured in T2 by seat 0 (JS): player -> side 1, taker -> side 0.
    Jack: JS won by seat 0 -> side 0. Game 71 to 5 -> side 0. Side 0 bid 2 and won 2 or 3: made.
    """
    g = run(fp_game({"take": 0, **extra}, DEAL_H, DEAL_H_STOCK, dealer=3), SEAT0_BIDS_2)
    g = plays(g, "QS")
    assert legal(g) == play_set("KS 8S")
    g = plays(g, "KS 9C 9S  8S TC TD")
    assert legal(g) == play_set("JS TS")
    g = plays(g, "JS  TS JD JC 9D  AH QD QC")
    assert legal(g) == play_set("JH TH")
    g = plays(g, "TH  KH KD KC JH  QH AD AC 8D")
    assert winners(last_hand(g)) == [1, 0, 0, 0, 0, 0]
    r = last_result(g)
    assert awards(r) == {"high": high, "low": low, "jack": 0, "game": 0}
    assert r.game_points == (71, 5)
    assert r.captured == captured
    assert r.made is True
    assert r.changes == captured


@pytest.mark.parametrize(
    ("extra", "jack", "high", "captured"),
    [
        ({}, None, None, (2, 0)),
        ({"discarded_jack": "bidder"}, 0, None, (3, 0)),
        ({"high_card": "highest"}, None, 0, (3, 0)),
    ],
)
def test_discarded_jack_and_undealt_ace(
    extra: dict[str, object], jack: int | None, high: int | None, captured: tuple[int, int]
) -> None:
    """Example FP-7.4-a; FP-4.3, FP-7.2, FP-7.4, FP-7.6, FP-7.7, R-FP-12, R-FP-13.

    Take 3, dealer 3; seat 0 takes JH 9H 7C, holds seven hearts + AS + 7C and discards
    JH 9H 7C (legal: held(H) = 7 > 6). It leads KH, QH, TH, 8H, 7H, AS; nobody else holds a
    heart, so every other play is free, and seat 0 wins all six tricks: 75 in tricks + JH 1
    discarded = 76 to 0 (undealt AH 7S 8S 7D 8D = 4 count for nobody).
    High: AH undealt -> nobody (`highest`: KH -> side 0). Low: 7H played by seat 0 -> side 0.
    Jack: JH discarded -> nobody, or side 0 under `discarded_jack: bidder`. Game side 0.
    """
    g = run(fp_game(extra, DEAL_J, DEAL_J_STOCK, dealer=3), SEAT0_BIDS_2)
    assert hand_of(g, 0) == "AS KH QH JH TH 9H 8H 7H 7C"
    g = run(g, "discard JH 9H 7C")
    assert legal(g) == play_set("AS KH QH TH 8H 7H")
    g = plays(g, DEAL_J_PLAYS)
    assert winners(last_hand(g)) == [0] * 6
    assert cards_text(last_hand(g).discards) == "JH 9H 7C"
    r = last_result(g)
    assert awards(r) == {"high": high, "low": 0, "jack": jack, "game": 0}
    assert r.game_points == (76, 0)
    assert r.captured == captured
    assert r.changes == captured


def test_discarded_jack_excess_only_forces_spade_lead() -> None:
    """Example FP-7.4-a, last paragraph; FP-4.3 (excess_only), FP-4.4, FP-5.3.

    Under `trump_discard: excess_only` `discard JH 9H 7C` is still legal (AS is kept and spades
    are untouched) but 2 hearts exceed the 7 - 6 = 1 allowed: `play KH` is E_TRUMP_DISCARDED
    and the only legal action is `play AS`.
    """
    g = run(fp_game({"trump_discard": "excess_only"}, DEAL_J, DEAL_J_STOCK, dealer=3), SEAT0_BIDS_2)
    assert "discard JH 9H 7C" in legal(g)
    g = run(g, "discard JH 9H 7C")
    assert refused(g, "play KH") is Code.TRUMP_DISCARDED
    assert legal(g) == {"play AS"}


@pytest.mark.parametrize(
    ("bidding", "bid", "made", "changes"),
    [
        ("bid 2; pass; pass; pass", 2, True, (3, 0)),
        ("bid 3; pass; pass; pass", 3, True, (3, 0)),
        ("bid 4", 4, False, (-4, 0)),
    ],
)
def test_game_counts_bidder_discards_not_undealt(
    bidding: str, bid: int, made: bool, changes: tuple[int, int]
) -> None:
    """FP-4.1, FP-4.2, FP-7.6, FP-7.7, FP-8.2, FP-8.3, R-FP-14.

    Deal G (table at the top). Seat 0 takes 9S 8S 9C (the first three; the stock keeps
    QH JH TH 9H 7S) and discards TD TC 9C (diamonds and clubs touched, none kept: leads are the
    kept 9S 8S AH KH 8H 7H). In tricks side 0 captures only 20, side 1 27; with the discards
    (TD 10 + TC 10) side 0 has 40 > 27 and scores Game. The undealt 13 (QH 2, JH 1, TH 10)
    count for nobody: 40 + 27 + 13 = 80. High AH and Low 7H played by seat 0 -> side 0; Jack JH
    undealt -> nobody. Side 0 wins 3: made for bid 2 or 3 (+3), set for bid 4 (-4).
    """
    g = run(fp_game(None, DEAL_G, DEAL_G_STOCK, dealer=3), bidding)
    assert g.hand is not None
    assert g.hand.bid == bid
    assert g.hand.taken == parse_cards("9S 8S 9C")
    assert g.hand.stock == parse_cards("QH JH TH 9H 7S")
    g = run(g, "discard TD TC 9C")
    assert legal(g) == play_set("9S 8S AH KH 8H 7H")
    g = plays(g, DEAL_G_PLAYS)
    assert winners(last_hand(g)) == [0, 0, 0, 0, 1, 1]
    r = last_result(g)
    assert awards(r) == {"high": 0, "low": 0, "jack": None, "game": 0}
    assert r.game_points == (40, 27)
    assert r.captured == (3, 0)
    assert r.made is made
    assert r.changes == changes
    assert g.scores == changes


@pytest.mark.parametrize(
    ("extra", "game", "captured", "made", "changes"),
    [
        ({}, None, (1, 0), False, (-2, 0)),
        ({"game_tie": "bidder"}, 0, (2, 0), True, (2, 0)),
    ],
)
def test_game_tie_none_or_bidder(
    extra: dict[str, object],
    game: int | None,
    captured: tuple[int, int],
    made: bool,
    changes: tuple[int, int],
) -> None:
    """FP-7.6, FP-8.2, FP-8.3, R-FP-14.

    Deal T (table at the top), spades trump, seat 0 bids 2. Side 0 wins T1-T3 (9 + 8 + 7 = 24),
    side 1 T4-T6 (15 + 5 + 4 = 24): a 24-24 tie. High AS -> side 0; Low 7S and Jack JS are in
    the stock -> nobody. `game_tie: none`: Game to nobody, side 0 has 1 < 2: set, -2 (a
    negative score). `game_tie: bidder`: Game to side 0, 2 points: made, +2.
    """
    g = run(fp_game({"take": 0, **extra}, DEAL_T, DEAL_T_STOCK, dealer=3), SEAT0_BIDS_2)
    g = plays(g, DEAL_T_PLAYS)
    assert winners(last_hand(g)) == [0, 0, 0, 1, 1, 1]
    r = last_result(g)
    assert r.game_points == (24, 24)
    assert awards(r) == {"high": 0, "low": None, "jack": None, "game": game}
    assert r.captured == captured
    assert r.made is made
    assert r.changes == changes
    assert g.scores == changes


# ====================================================================== game end (FP-9)


def test_target_reached_by_made_bid_then_game_over() -> None:
    """FP-9.1, FP-9.2, CD-8, R-FP-17 item 3.

    Target 3, Deal P: side 0 makes its bid with 3 points -> 3 >= 3: side 0 wins, even with a
    further deal queued. Then nobody is to act, nothing is legal, and every action is
    E_GAME_OVER (`pass`, `trump S`, `play AH` as seat 1 — game over before the seat check) while
    a malformed `Pass` is still E_BAD_ACTION (parsing first).
    """
    opts = {"take": 0, "target": 3}
    g = fp_game(
        opts, DEAL_P, DEAL_P_STOCK, dealer=3, more_deals=[fp_deal(*PLAIN, stock=PLAIN_STOCK)]
    )
    g = plays(run(g, SEAT0_BIDS_2), DEAL_P_PLAYS)
    assert g.scores == (3, 0)
    assert g.winner == 0
    assert g.phase is Phase.GAME_OVER
    assert to_act(g) is None
    assert legal_actions(g) == []
    assert refused(g, "pass") is Code.GAME_OVER
    assert refused(g, "trump S") is Code.GAME_OVER
    assert refused(g, "play AH", seat=1) is Code.GAME_OVER
    assert refused(g, "Pass") is Code.BAD_ACTION


def test_both_reach_target_bidding_side_checked_first() -> None:
    """FP-9.1, FP-9.2, R-FP-15.

    Deal H with `high_card: highest`, `low_card: lowest`, target 2: side 0 (bidder) wins Jack and
    Game (2 >= bid 2, made), side 1 wins High (KS) and Low (8S): scores 2 and 2, both at the
    target. The bidding side is checked first: side 0 wins.
    """
    opts = {"take": 0, "high_card": "highest", "low_card": "lowest", "target": 2}
    g = plays(run(fp_game(opts, DEAL_H, DEAL_H_STOCK, dealer=3), SEAT0_BIDS_2), DEAL_H_PLAYS)
    assert g.scores == (2, 2)
    assert g.winner == 0


def test_both_reach_target_below_target_cap() -> None:
    """FP-9.2, FP-9.4 (below_target), R-FP-16.

    As above with `non_bidder_cap: below_target`: side 1 (not bidding) may rise only to
    target - 1 = 1, so its change is +1 (captured still 2): scores 2, 1; side 0 wins.
    """
    opts = {
        "take": 0,
        "high_card": "highest",
        "low_card": "lowest",
        "target": 2,
        "non_bidder_cap": "below_target",
    }
    g = plays(run(fp_game(opts, DEAL_H, DEAL_H_STOCK, dealer=3), SEAT0_BIDS_2), DEAL_H_PLAYS)
    r = last_result(g)
    assert r.captured == (2, 2)
    assert r.changes == (2, 1)
    assert g.scores == (2, 1)
    assert g.winner == 0


@pytest.mark.parametrize(
    ("extra", "change1", "winner"),
    [
        ({"target": 3}, 3, 1),
        ({"target": 3, "win_only_on_made_bid": True}, 3, None),
        ({"target": 3, "non_bidder_cap": "at_target"}, 3, 1),
        ({"target": 3, "non_bidder_cap": "below_target"}, 2, None),
        ({"target": 2, "non_bidder_cap": "at_target"}, 2, 1),
        ({"target": 2, "non_bidder_cap": "below_target"}, 1, None),
        ({"target": 4}, 3, None),
    ],
)
def test_non_bidding_side_reaching_target(
    extra: dict[str, object], change1: int, winner: int | None
) -> None:
    """FP-8.3, FP-8.4, FP-9.1..9.4, R-FP-16.

    Deal L: side 0 bids 2 and is set (-2); side 1 wins 3 points. Side 1's new score is
    min(0 + 3, cap) with cap = target (`at_target`) or target - 1 (`below_target`):
    - target 3: 3 >= 3, bidding side (-2) has not reached it, so side 1 wins;
    - target 3 + win_only_on_made_bid: side 1 did not bid: nobody wins; it keeps its 3;
    - target 3 + at_target: cap 3, +3, wins; + below_target: cap 2, +2, nobody wins;
    - target 2 + at_target: cap 2, +2 (not +3), wins; + below_target: cap 1, +1, nobody;
    - target 4: 3 < 4, nobody.
    """
    g = run(fp_game({"take": 0, **extra}, DEAL_L, DEAL_L_STOCK, dealer=3), SEAT0_BIDS_2)
    g = plays(g, DEAL_L_PLAYS)
    r = last_result(g)
    assert r.captured == (1, 3)
    assert r.changes == (-2, change1)
    assert g.scores == (-2, change1)
    assert g.winner == winner


def test_cap_never_lowers_and_at_cap_gains_nothing() -> None:
    """FP-9.3, FP-9.4 (at_target), FP-1.3, R-FP-16.

    `win_only_on_made_bid: true`, `non_bidder_cap: at_target`, target 2, take 0. Hand 1 (dealer
    3, Deal L, seat 0 bids 2): side 0 -2; side 1 wins 3, capped at 2: +2; nobody wins (side 1
    did not bid). Hand 2: dealer 0 (passed left), Deal L again; order 1, 2, 3, 0: seats 1, 2, 3
    pass and the dealer, seat 0, bids 2; the same play gives side 0 -2 (total -4) and side 1,
    already at the cap 2, gains 0. Scores -4, 2; nobody wins.
    """
    opts = {"take": 0, "win_only_on_made_bid": True, "non_bidder_cap": "at_target", "target": 2}
    second = fp_deal(*DEAL_L, stock=DEAL_L_STOCK)
    g = fp_game(opts, DEAL_L, DEAL_L_STOCK, dealer=3, more_deals=[second])
    g = plays(run(g, SEAT0_BIDS_2), DEAL_L_PLAYS)
    assert g.scores == (-2, 2)
    assert g.winner is None
    assert g.hand is not None and g.hand.dealer == 0
    assert to_act(g) == 1
    g = plays(run(g, "pass; pass; pass; bid 2"), DEAL_L_PLAYS)
    r = last_result(g)
    assert (r.dealer, r.bidder, r.captured) == (0, 0, (1, 3))
    assert r.changes == (-2, 0)
    assert g.scores == (-4, 2)
    assert g.winner is None


def test_win_only_on_made_bid_bidder_wins_when_made() -> None:
    """FP-9.3.

    `win_only_on_made_bid: true`, target 3, Deal P: side 0 bid 2 and made it with 3 points,
    reaching 3: it wins.
    """
    opts = {"take": 0, "target": 3, "win_only_on_made_bid": True}
    g = plays(run(fp_game(opts, DEAL_P, DEAL_P_STOCK, dealer=3), SEAT0_BIDS_2), DEAL_P_PLAYS)
    assert g.scores == (3, 0)
    assert g.winner == 0


def test_made_bid_lets_either_side_win_by_default() -> None:
    """FP-9.3 (literal reading, made_bid_winner either_side), FP-9.2, FP-1.3, R-FP-16.

    `win_only_on_made_bid: true`, take 0, target 4. Hand 1 (dealer 3, Deal L, seat 0 bids 2):
    side 0 is set, -2; side 1 wins 3 points: 3 < 4, nobody wins. Hand 2 (dealer 0, passed left;
    Deal X): seats 1, 2, 3 pass and the dealer, seat 0, bids 2; the play of Example FP-7.3-a
    gives side 0 High and Game (2, bid made) and side 1 Low (1, 7H played by seat 1). Scores
    -2 + 2 = 0 and 3 + 1 = 4. The hand had a successful bid, so the game may be won on it: the
    bidding side (0) has not reached 4, side 1 has, so side 1 wins (FP-9.2 order).
    """
    opts = {"take": 0, "win_only_on_made_bid": True, "target": 4}
    second = fp_deal(*DEAL_X, stock=DEAL_X_STOCK)
    g = fp_game(opts, DEAL_L, DEAL_L_STOCK, dealer=3, more_deals=[second])
    g = plays(run(g, SEAT0_BIDS_2), DEAL_L_PLAYS)
    assert g.scores == (-2, 3)
    assert g.winner is None
    g = plays(run(g, "pass; pass; pass; bid 2"), DEAL_X_PLAYS)
    r = last_result(g)
    assert (r.dealer, r.bidder, r.captured, r.made) == (0, 0, (2, 1), True)
    assert g.scores == (0, 4)
    assert g.winner == 1


def test_made_bid_winner_bidding_side_only() -> None:
    """FP-9.3 (made_bid_winner bidding_side), R-FP-16.

    The game of the test above with `made_bid_winner: bidding_side`: after hand 2 the scores are
    again 0 and 4, but only the bidding side may win and it has 0 < 4: nobody wins, and the game
    goes on (dealer 1 next, waiting for a deal).
    """
    opts = {"take": 0, "win_only_on_made_bid": True, "made_bid_winner": "bidding_side", "target": 4}
    second = fp_deal(*DEAL_X, stock=DEAL_X_STOCK)
    g = fp_game(opts, DEAL_L, DEAL_L_STOCK, dealer=3, more_deals=[second])
    g = plays(run(g, SEAT0_BIDS_2), DEAL_L_PLAYS)
    g = plays(run(g, "pass; pass; pass; bid 2"), DEAL_X_PLAYS)
    assert g.scores == (0, 4)
    assert g.winner is None
    assert g.phase is Phase.AWAITING_DEAL


def test_stuck_dealer_must_bid() -> None:
    """FP-3.5 (all_pass dealer_forced), R-FP-5.

    Dealer 1, eldest 2, PLAIN deal, take 0. Seats 2, 3, 0 pass: the dealer may not pass: legal
    bid 2, bid 3, bid 4; `pass` is E_MUST_BID; `bid 5` is still E_BID_TOO_HIGH. The dealer bids
    2: seat 1 is the bidder at 2 and leads at once (take 0). With a bid standing the dealer may
    pass: after pass, bid 2, pass the dealer's legal set is pass, bid 3, bid 4.
    """
    opts = {"take": 0, "all_pass": "dealer_forced"}
    g = run(fp_game(opts, PLAIN, PLAIN_STOCK, dealer=1), "pass; pass; pass")
    assert to_act(g) == 1
    assert legal(g) == {"bid 2", "bid 3", "bid 4"}
    assert refused(g, "pass") is Code.MUST_BID
    assert refused(g, "bid 5") is Code.BID_TOO_HIGH
    g = run(g, "bid 2")
    assert g.hand is not None
    assert (g.hand.bidder, g.hand.bid) == (1, 2)
    assert g.phase is Phase.PLAY
    assert to_act(g) == 1
    g = run(fp_game(opts, PLAIN, PLAIN_STOCK, dealer=1), "pass; bid 2; pass")
    assert legal(g) == {"pass", "bid 3", "bid 4"}


def test_bid_of_four_others_still_speak() -> None:
    """FP-3.3 (max_bid others_speak), R-FP-18.

    Dealer 3, eldest 0, PLAIN deal (take 3). Seat 0 passes, seat 1 bids 2, seat 2 bids 4: the
    bidding goes on. The dealer, seat 3, may only pass: legal {pass}; `bid 4` E_BID_TOO_LOW (not
    above 4), `bid 5` E_BID_TOO_HIGH. It passes: four bids are recorded, seat 2 is the bidder at
    4, takes 8S 7S 8H and discards. With eldest seat 1 bidding 4 (dealer 0), seats 2, 3 and 0
    each have the legal set {pass}.
    """
    opts = {"max_bid": "others_speak"}
    g = run(fp_game(opts, PLAIN, PLAIN_STOCK, dealer=3), "pass; bid 2; bid 4")
    assert g.phase is Phase.BIDDING
    assert to_act(g) == 3
    assert legal(g) == {"pass"}
    assert refused(g, "bid 4") is Code.BID_TOO_LOW
    assert refused(g, "bid 5") is Code.BID_TOO_HIGH
    g = run(g, "pass")
    assert g.hand is not None
    assert (g.hand.bidder, g.hand.bid, len(g.hand.bids)) == (2, 4, 4)
    assert g.phase is Phase.DISCARD
    assert hand_of(g, 2) == "8S 7S 8H AD KD QD JD TD 9D"
    g = run(fp_game(opts, PLAIN, PLAIN_STOCK, dealer=0), "bid 4")
    for seat in (2, 3, 0):
        assert to_act(g) == seat
        assert legal(g) == {"pass"}
        g = run(g, "pass")
    assert g.hand is not None
    assert (g.hand.bidder, g.hand.bid, len(g.hand.bids)) == (1, 4, 4)


def test_dealer_holds_the_bid() -> None:
    """FP-3.6 (dealer_holds), FP-3.4, R-FP-19.

    Dealer 0, PLAIN deal, take 3, `dealer_holds: true`. Seat 1 bids 2; seat 2 may not equal it
    (`bid 2` E_BID_TOO_LOW: only the dealer holds); seat 2 passes, seat 3 bids 3. The dealer's
    legal set is pass, bid 3, bid 4; `bid 2` E_BID_TOO_LOW. It bids 3: seat 0 is the bidder at 3
    (the last, equal bid takes over) and takes 8S 7S 8H. Without the option the same `bid 3` is
    E_BID_TOO_LOW. Under `max_bid: others_speak` too, after seat 1's bid 4 the dealer's legal set
    is pass, bid 4, and holding at 4 makes seat 0 the bidder at 4.
    """
    g = run(fp_game({"dealer_holds": True}, PLAIN, PLAIN_STOCK, dealer=0), "bid 2")
    assert refused(g, "bid 2") is Code.BID_TOO_LOW
    g = run(g, "pass; bid 3")
    assert to_act(g) == 0
    assert legal(g) == {"pass", "bid 3", "bid 4"}
    assert refused(g, "bid 2") is Code.BID_TOO_LOW
    g = run(g, "bid 3")
    assert g.hand is not None
    assert (g.hand.bidder, g.hand.bid) == (0, 3)
    assert g.phase is Phase.DISCARD
    assert hand_of(g, 0) == "AS KS QS JS TS 9S 8S 7S 8H"
    plain = run(fp_game(None, PLAIN, PLAIN_STOCK, dealer=0), "bid 2; pass; bid 3")
    assert refused(plain, "bid 3") is Code.BID_TOO_LOW
    both = {"dealer_holds": True, "max_bid": "others_speak"}
    g = run(fp_game(both, PLAIN, PLAIN_STOCK, dealer=0), "bid 4; pass; pass")
    assert legal(g) == {"pass", "bid 4"}
    g = run(g, "bid 4")
    assert g.hand is not None
    assert (g.hand.bidder, g.hand.bid) == (0, 4)


def test_game_to_fifteen_over_four_hands() -> None:
    """FP-9.1 (target 15, default), FP-1.3, FP-3.3, FP-7, FP-8.2.

    The sweep deal, take 0, given four times. Seat 0 holds AH KH QH JH TH 7H and nobody else a
    heart: it leads them all and wins every trick, taking High (AH), Low (7H), Jack (JH) and
    Game (80 to 0): 4 points, bid 4 made, +4. Dealers 3, 0, 1, 2 (passing left); seat 0 bids 4
    at its turn, which ends the bidding: dealer 3 `bid 4`; dealer 0 `pass; pass; pass; bid 4`;
    dealer 1 `pass; pass; bid 4`; dealer 2 `pass; bid 4`. Scores 4, 8, 12 (no winner), 16 >= 15:
    side 0 wins after the fourth hand.
    """
    deals = [fp_deal(*SWEEP, stock=SWEEP_STOCK) for _ in range(3)]
    g = fp_game({"take": 0}, SWEEP, SWEEP_STOCK, dealer=3, more_deals=deals)
    scripts = ["bid 4", "pass; pass; pass; bid 4", "pass; pass; bid 4", "pass; bid 4"]
    for n, script in enumerate(scripts, start=1):
        g = plays(run(g, script), SWEEP_PLAYS)
        r = last_result(g)
        assert awards(r) == {"high": 0, "low": 0, "jack": 0, "game": 0}
        assert r.game_points == (80, 0)
        assert r.changes == (4, 0)
        assert g.scores == (4 * n, 0)
        assert g.winner == (0 if n == 4 else None)
    assert [r.dealer for r in g.results] == [3, 0, 1, 2]
    assert g.phase is Phase.GAME_OVER


# ====================================================================== configuration


def test_presets_and_invalid_options() -> None:
    """FP-10, Four Point options table.

    Defaults: take 3, any_if_over_six, trump_anytime true, ace/player, seven/player, nobody,
    none, target 15, false, none; redeal, ends_bidding, false, either_side. Presets take_0..take_3
    set only `take`; standard = take_3. `take` outside 0..3, `target` below 1 and
    `made_bid_winner: bidding_side` without `win_only_on_made_bid` are InvalidOptions.
    """
    o = fourpoint_options()
    assert (o.take, o.trump_discard, o.trump_anytime) == (3, "any_if_over_six", True)
    assert (o.high_card, o.high_to, o.low_card, o.low_to) == ("ace", "player", "seven", "player")
    assert (o.discarded_jack, o.game_tie, o.target) == ("nobody", "none", 15)
    assert (o.win_only_on_made_bid, o.non_bidder_cap) == (False, "none")
    for n in range(4):
        p = fourpoint_options({"preset": f"take_{n}"})
        assert p.take == n
        assert p.target == 15 and p.trump_discard == "any_if_over_six"
    assert fourpoint_options({"preset": "take_3"}) == fourpoint_options({"preset": "standard"})
    assert (o.all_pass, o.max_bid, o.dealer_holds, o.made_bid_winner) == ("redeal", "ends_bidding", False, "either_side")
    for bad in ({"take": 4}, {"take": -1}, {"target": 0}, {"made_bid_winner": "bidding_side"}):
        with pytest.raises(InvalidOptions):
            fourpoint_options(bad)


def test_invalid_explicit_deal_rejected() -> None:
    """FP-2.3: an explicit deal must be exactly the 32-card deck with no widow.

    A widow card, a 6 (not in the deck) and a stock of 7 cards are each rejected with
    InvalidDeal when the game is created.
    """
    hands = tuple(parse_cards(h) for h in PLAIN)
    stock = parse_cards(PLAIN_STOCK)
    opts = fourpoint_options()
    with pytest.raises(InvalidDeal):
        new_game(opts, deals=[Deal(hands, stock[:1], stock[1:])])
    with pytest.raises(InvalidDeal):
        new_game(opts, deals=[Deal(hands, (), stock[:7] + parse_cards("6S"))])
    with pytest.raises(InvalidDeal):
        new_game(opts, deals=[Deal(hands, (), stock[:7])])

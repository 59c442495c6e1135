"""Golden Smear scenarios for bidding, refusals, trump, discards and trick play.

Every expected value below was worked out by hand from SPEC.md (chapters CD and SM) before
the engine was run; each docstring names the rules checked and gives the derivation.
Unless said otherwise: 4 players individually, dealer 0 (so eldest is seat 1), and the
option hand_size 6, so there is no discard phase and a hand is 6 tricks.
"""

from __future__ import annotations

from reference.cards import format_cards
from reference.errors import Code
from reference.phases import Phase
from reference.smear import SmearState, apply, smear_options
from reference.smear.rules import to_act
from tests.golden_support import awards, legal, refused, run, smear_deal, smear_game

SIX = {"hand_size": 6}
ALL_BIDS = {f"bid {n}" for n in range(2, 11)}
ALL_TRUMPS = {"trump S", "trump H", "trump D", "trump C"}

# One suit per seat; used where the cards do not matter.
PLAIN = (
    "AS KS QS JS TS 9S",  # seat 0
    "AH KH QH JH TH 9H",  # seat 1
    "AD KD QD JD TD 9D",  # seat 2
    "AC KC QC JC TC 9C",  # seat 3
)
# The same cards moved one seat on, to recognise a second deal.
PLAIN_NEXT = (PLAIN[3], PLAIN[0], PLAIN[1], PLAIN[2])


def plays(state: SmearState, cards: str) -> SmearState:
    """Play the given cards one after the other, each by the seat to act."""
    return run(state, "; ".join(f"play {c}" for c in cards.split()))


def play_set(cards: str) -> set[str]:
    """The legal-set strings `play C` for each card named."""
    return {f"play {c}" for c in cards.split()}


def hand_of(state: SmearState, seat: int) -> str:
    assert state.hand is not None
    return format_cards(state.hand.hands[seat])


def winners(state: SmearState) -> list[int]:
    assert state.hand is not None
    return [t.winner for t in state.hand.tricks]


# ------------------------------------------------------------------ bidding


def test_bidding_order_and_strictly_increasing_bids() -> None:
    """SM-1.3, SM-3.1, SM-3.2, SM-3.6.

    Dealer 0, so eldest is seat 1 and the order is 1, 2, 3, 0. Seat 1 bids 3: the next bid
    must be above 3, so `bid 3` and `bid 2` are E_BID_TOO_LOW and seat 2 may pass or bid 4..10.
    Seat 2 bids 4; seat 3 passes; the dealer (seat 0) may pass because a bid stands; after
    the dealer's chance bidding ends: pitcher seat 2 with bid 4, who names trump next.
    """
    g = smear_game(SIX, PLAIN)
    assert g.phase is Phase.BIDDING
    assert to_act(g) == 1
    assert legal(g) == {"pass"} | ALL_BIDS
    g = run(g, "bid 3")
    assert to_act(g) == 2
    assert refused(g, "bid 3") is Code.BID_TOO_LOW
    assert refused(g, "bid 2") is Code.BID_TOO_LOW
    assert legal(g) == {"pass"} | {f"bid {n}" for n in range(4, 11)}
    g = run(g, "bid 4")
    assert to_act(g) == 3
    assert legal(g) == {"pass"} | {f"bid {n}" for n in range(5, 11)}
    g = run(g, "pass")
    assert to_act(g) == 0
    assert legal(g) == {"pass"} | {f"bid {n}" for n in range(5, 11)}
    g = run(g, "pass")
    assert g.hand is not None
    assert g.phase is Phase.TRUMP
    assert (g.hand.pitcher, g.hand.bid) == (2, 4)
    assert to_act(g) == 2
    assert legal(g) == ALL_TRUMPS


def test_pass_is_final_and_one_chance_each() -> None:
    """SM-3.1, SM-3.3, CD-7 (E_NOT_YOUR_TURN).

    Dealer 2, so eldest is seat 3 and the order is 3, 0, 1, 2. Seat 3 passes: it is never
    asked again (acting for seat 3 afterwards is E_NOT_YOUR_TURN). Seat 0 bids 2, seat 1
    passes, the dealer bids 5. Bidding ends after the dealer's chance, so seat 0 (outbid)
    gets no second chance: the phase is trump and the pitcher is seat 2 with bid 5.
    """
    g = smear_game(SIX, PLAIN, dealer=2)
    assert to_act(g) == 3
    g = run(g, "pass")
    assert to_act(g) == 0
    assert refused(g, "bid 2", seat=3) is Code.NOT_YOUR_TURN
    g = run(g, "bid 2")
    assert to_act(g) == 1
    g = run(g, "pass")
    assert to_act(g) == 2
    g = run(g, "bid 5")
    assert g.hand is not None
    assert g.phase is Phase.TRUMP
    assert (g.hand.pitcher, g.hand.bid) == (2, 5)
    assert to_act(g) == 2


def test_bid_of_hand_maximum_others_still_speak() -> None:
    """SM-3.4 max_bid others_speak (default), SM-7.1 (hand maximum 10), SM-3.2.

    Seat 1 passes, seat 2 bids 10 = the maximum. Seats 3 and 0 still have their one chance
    (SM-3.1) but no bid can be above 10: each one's legal set is {pass}; `bid 10` is
    E_BID_TOO_LOW (not above the highest bid) and `bid 11` E_BID_TOO_HIGH. After the dealer's
    pass, four chances are recorded and seat 2 names trump.
    """
    g = smear_game(SIX, PLAIN)
    g = run(g, "pass")
    assert refused(g, "bid 11") is Code.BID_TOO_HIGH
    g = run(g, "bid 10")
    assert g.phase is Phase.BIDDING
    assert to_act(g) == 3
    assert legal(g) == {"pass"}
    assert refused(g, "bid 10") is Code.BID_TOO_LOW
    assert refused(g, "bid 11") is Code.BID_TOO_HIGH
    g = run(g, "pass")
    assert to_act(g) == 0
    assert legal(g) == {"pass"}
    g = run(g, "pass")
    assert g.hand is not None
    assert g.phase is Phase.TRUMP
    assert (g.hand.pitcher, g.hand.bid) == (2, 10)
    assert len(g.hand.bids) == 4
    assert to_act(g) == 2
    assert refused(g, "pass") is Code.WRONG_PHASE


def test_bid_of_hand_maximum_ends_bidding_option() -> None:
    """SM-3.4 max_bid ends_bidding (R-SM-4): seat 1 passes, seat 2 bids 10 = the maximum and
    the bidding ends at once; seats 3 and 0 are not asked and no passes are recorded for them;
    seat 2 names trump.
    """
    g = smear_game({**SIX, "max_bid": "ends_bidding"}, PLAIN)
    g = run(g, "pass; bid 10")
    assert g.hand is not None
    assert g.phase is Phase.TRUMP
    assert (g.hand.pitcher, g.hand.bid) == (2, 10)
    assert len(g.hand.bids) == 2  # seat 1's pass and seat 2's bid only
    assert to_act(g) == 2
    assert refused(g, "pass") is Code.WRONG_PHASE


def test_all_pass_dealer_forced_legal_set() -> None:
    """SM-3.5 dealer_forced (default), E_MUST_BID.

    Dealer 3, eldest 0: seats 0, 1, 2 pass. The dealer may not pass, so its legal set is
    exactly bid 2..10; `pass` is E_MUST_BID. Dealer bids 2 and becomes pitcher.
    """
    g = smear_game(SIX, PLAIN, dealer=3)
    g = run(g, "pass; pass; pass")
    assert to_act(g) == 3
    assert legal(g) == ALL_BIDS
    assert refused(g, "pass") is Code.MUST_BID
    g = run(g, "bid 2")
    assert g.hand is not None
    assert g.phase is Phase.TRUMP
    assert (g.hand.pitcher, g.hand.bid) == (3, 2)


def test_all_pass_redeal_same_dealer() -> None:
    """SM-3.5 redeal, SM-2.4.

    all_pass redeal, dealer 1 (eldest 2). Seats 2, 3, 0, 1 all pass (the dealer may pass).
    The hand is void: outcome "redeal", no score change, and the SAME dealer (1) deals the
    next explicit deal; bidding restarts at eldest seat 2 on the new cards.
    """
    opts = {"hand_size": 6, "all_pass": "redeal"}
    second = smear_deal(smear_options(opts), *PLAIN_NEXT)
    g = smear_game(opts, PLAIN, dealer=1, more_deals=[second])
    assert to_act(g) == 2
    g = run(g, "pass; pass; pass")
    assert to_act(g) == 1
    assert "pass" in legal(g)
    g = run(g, "pass")
    res = g.results[-1]
    assert res.outcome == "redeal"
    assert res.dealer == 1
    assert g.scores == (0, 0, 0, 0)
    assert g.dealer == 1
    assert g.hand is not None
    assert g.hand.dealer == 1
    assert g.phase is Phase.BIDDING
    assert to_act(g) == 2
    assert hand_of(g, 0) == PLAIN_NEXT[0]
    assert hand_of(g, 1) == PLAIN_NEXT[1]


def test_all_pass_dealer_set_deal_passes_on() -> None:
    """SM-3.5 dealer_set, SM-8.6, SM-1.3.

    all_pass dealer_set, dealer 0: seats 1, 2, 3, 0 pass. Dealer's side (0) is set back 2,
    the others 0; the deal passes on as after a played hand: the next dealer is seat 1 and
    bidding in the next deal starts at seat 2.
    """
    opts = {"hand_size": 6, "all_pass": "dealer_set"}
    second = smear_deal(smear_options(opts), *PLAIN_NEXT)
    g = smear_game(opts, PLAIN, dealer=0, more_deals=[second])
    g = run(g, "pass; pass; pass; pass")
    res = g.results[-1]
    assert res.outcome == "dealer_set"
    assert res.changes == (-2, 0, 0, 0)
    assert g.scores == (-2, 0, 0, 0)
    assert g.dealer == 1
    assert g.hand is not None
    assert g.hand.dealer == 1
    assert to_act(g) == 2


def test_all_pass_dealer_set_partnership_side() -> None:
    """SM-3.5 dealer_set, SM-1.2, SM-1.3.

    4 players in partnerships: side = seat % 2. Dealer 3 (side 1), eldest 0; all four pass.
    Side 1 is set back 2: changes (0, -2). Next dealer (3 + 1) mod 4 = 0, eldest 1.
    """
    opts = {"hand_size": 6, "all_pass": "dealer_set", "partnerships": True}
    second = smear_deal(smear_options(opts), *PLAIN_NEXT)
    g = smear_game(opts, PLAIN, dealer=3, more_deals=[second])
    assert to_act(g) == 0
    g = run(g, "pass; pass; pass; pass")
    res = g.results[-1]
    assert res.outcome == "dealer_set"
    assert res.changes == (0, -2)
    assert g.scores == (0, -2)
    assert g.dealer == 0
    assert to_act(g) == 1


# ------------------------------------------------------------------ refusals


def test_wrong_phase_refusals() -> None:
    """CD-8, SM-3, SM-4.1, SM-5.2, SM-6.

    During bidding, play/discard/trump actions are E_WRONG_PHASE (seat 1 holds AH, so the
    card is not the problem). Seat 1 bids 2, all pass, trump H: with 6-card hands nobody
    discards and play starts at once (SM-5.2). Then bid/pass/trump/discard are E_WRONG_PHASE.
    """
    g = smear_game(SIX, PLAIN)
    assert refused(g, "play AH") is Code.WRONG_PHASE
    assert refused(g, "discard AH") is Code.WRONG_PHASE
    assert refused(g, "trump H") is Code.WRONG_PHASE
    g = run(g, "bid 2; pass; pass; pass")
    assert refused(g, "play AH") is Code.WRONG_PHASE
    assert refused(g, "bid 3") is Code.WRONG_PHASE
    g = run(g, "trump H")
    assert g.phase is Phase.PLAY
    assert to_act(g) == 1
    assert refused(g, "bid 2") is Code.WRONG_PHASE
    assert refused(g, "pass") is Code.WRONG_PHASE
    assert refused(g, "trump S") is Code.WRONG_PHASE
    assert refused(g, "discard AH") is Code.WRONG_PHASE


def test_not_your_turn() -> None:
    """CD-7: a caller acting for a seat other than the seat to act gets E_NOT_YOUR_TURN.

    Bidding: seat 1 is to act, so `pass` for seat 3 or seat 0 is refused, for seat 1 accepted.
    Play (seat 1 pitcher, hearts): seat 1 leads; `play AH` stated for seat 2 is refused.
    """
    g = smear_game(SIX, PLAIN)
    assert refused(g, "pass", seat=3) is Code.NOT_YOUR_TURN
    assert refused(g, "pass", seat=0) is Code.NOT_YOUR_TURN
    g2 = apply(g, "pass", 1)
    assert to_act(g2) == 2
    g = run(g, "bid 2; pass; pass; pass; trump H")
    assert refused(g, "play AH", seat=2) is Code.NOT_YOUR_TURN
    g = apply(g, "play AH", 1)
    assert to_act(g) == 2


def test_bad_action_notation() -> None:
    """CD-4, CD-6: anything that is not a canonical action string is E_BAD_ACTION."""
    g = smear_game(SIX, PLAIN)
    for text in (
        "bid two",
        "bid 02",
        "bid -2",
        "bid",
        "Pass",
        "pass ",
        "play 10S",
        "play ZZ",
        "play as",
        "play X3",
        "trump X",
        "play AH KH",
    ):
        assert refused(g, text) is Code.BAD_ACTION, text


def test_card_not_in_hand_for_play() -> None:
    """SM-6, E_CARD_NOT_IN_HAND; SM-11.1.

    Seat 1 (all hearts AH..9H) is pitcher in hearts. `play 2H` is a trump (so the first-lead
    rule is satisfied) but seat 1 does not hold it. `play 2C` is neither held (SM-6.1) nor a
    trump while seat 1 holds trumps (SM-6.2): SM-11.1 puts E_CARD_NOT_IN_HAND before
    E_MUST_LEAD_TRUMP. After AH, seat 2 holds only the Jick JD as trump; `play 5H` (not held) is
    E_CARD_NOT_IN_HAND.
    """
    g = smear_game(SIX, PLAIN)
    g = run(g, "bid 2; pass; pass; pass; trump H")
    assert refused(g, "play 2H") is Code.CARD_NOT_IN_HAND
    assert refused(g, "play 2C") is Code.CARD_NOT_IN_HAND
    g = run(g, "play AH")
    assert refused(g, "play 5H") is Code.CARD_NOT_IN_HAND


# ------------------------------------------------------------------ discard

TEN = (
    "AS KS QS JS TS 9S 8S 7S 6S 5S",  # seat 0
    "AH KH QH JH TH 9H 8H 7H 6H 5H",  # seat 1
    "AD KD QD JD TD 9D 8D 7D 6D 5D",  # seat 2
    "AC KC QC JC TC 9C 8C 7C 6C 5C",  # seat 3
)


def test_ten_card_discard_refusals_and_order() -> None:
    """SM-5.1, SM-6.1, SM-6.2; E_DISCARD_COUNT, E_CARD_NOT_IN_HAND, E_DUPLICATE_CARD.

    Standard 10-card hands. Dealer 1, eldest 2: seat 2 bids 2, seats 3, 0, 1 pass; trump D.
    Every player holds 10 > 6 and discards exactly 4, pitcher first then clockwise: 2, 3, 0, 1.
    Legal set of a 10-card hand: C(10, 4) = 210 discards. 3 or 5 cards: E_DISCARD_COUNT; 4D
    is not held: E_CARD_NOT_IN_HAND; 8D twice: E_DUPLICATE_CARD. After seat 2 discards, seat 3
    is to act. After all four, play: pitcher 2 leads; it keeps AD KD QD JD TD 9D, all trumps.
    """
    g = smear_game({}, TEN, dealer=1)
    g = run(g, "bid 2; pass; pass; pass")
    assert to_act(g) == 2
    assert legal(g) == ALL_TRUMPS
    g = run(g, "trump D")
    assert g.phase is Phase.DISCARD
    assert to_act(g) == 2
    choices = legal(g)
    assert len(choices) == 210
    assert {"discard AD KD QD JD", "discard 8D 7D 6D 5D", "discard AD 9D 7D 5D"} <= choices
    assert refused(g, "discard 7D 6D 5D") is Code.DISCARD_COUNT
    assert refused(g, "discard 9D 8D 7D 6D 5D") is Code.DISCARD_COUNT
    assert refused(g, "discard 8D 7D 6D 4D") is Code.CARD_NOT_IN_HAND
    assert refused(g, "discard 8D 8D 7D 6D") is Code.DUPLICATE_CARD
    assert refused(g, "play AD") is Code.WRONG_PHASE
    g = run(g, "discard 8D 7D 6D 5D")
    assert hand_of(g, 2) == "AD KD QD JD TD 9D"
    assert to_act(g) == 3
    assert len(legal(g)) == 210
    assert refused(g, "discard 8S 7S 6S 5S", seat=0) is Code.NOT_YOUR_TURN
    g = run(g, "discard 8C 7C 6C 5C")
    assert to_act(g) == 0
    g = run(g, "discard 8S 7S 6S 5S")
    assert to_act(g) == 1
    g = run(g, "discard 8H 7H 6H 5H")
    assert g.phase is Phase.PLAY
    assert to_act(g) == 2
    assert g.hand is not None
    assert all(len(h) == 6 for h in g.hand.hands)
    assert legal(g) == play_set("AD KD QD JD TD 9D")


def test_widow_preset_pitcher_takes_widow_and_discards_eight() -> None:
    """SM-5.4, SM-4.1, SM-7.1, SM-3.2, SM-10 widow.

    Widow preset: hand max = High, Low, Jack, Game 4 + Jick 1 + jokers 2 + Three 3 + Two 2
    = 12, so bids run 2..12 (13 is E_BID_TOO_HIGH). Widow 4D 3D 2D X1. Seat 1 passes, seat 2
    bids 3, seats 3 and 0 pass. The widow joins seat 2's hand before trump: 14 cards. After
    `trump D` seat 2 discards 14 - 6 = 8: a 4-card discard is E_DISCARD_COUNT, the legal set
    has C(14, 8) = 3003 members. Then seat 3 (10 cards) discards 4: C(10, 4) = 210.
    """
    opts = {"preset": "widow"}
    stock = "4S 3S 2S 4H 3H 2H 4C 3C 2C X2"
    g = smear_game(opts, TEN, widow="4D 3D 2D X1", stock=stock)
    assert legal(g) == {"pass"} | {f"bid {n}" for n in range(2, 13)}
    assert refused(g, "bid 13") is Code.BID_TOO_HIGH
    g = run(g, "pass; bid 3; pass; pass")
    assert g.phase is Phase.TRUMP
    assert hand_of(g, 2) == "AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D X1"
    g = run(g, "trump D")
    assert to_act(g) == 2
    assert refused(g, "discard 8D 7D 6D 5D") is Code.DISCARD_COUNT
    choices = legal(g)
    assert len(choices) == 3003
    assert "discard 9D 8D 7D 6D 5D 4D 3D 2D" in choices
    g = run(g, "discard 9D 8D 7D 6D 5D 4D 3D 2D")
    assert hand_of(g, 2) == "AD KD QD JD TD X1"
    assert to_act(g) == 3
    assert len(legal(g)) == 210


NINE = (
    "X1 AD KD QD JC TC 9C 8C 7C",  # seat 0: one trump (X1) with hearts trump
    "AS KS AH KH QH JH TH 9H JD",  # seat 1: seven trumps (JD is the Jick), AS KS
    "8H 7H 8D 7D 6D 5D 4D 3D 2D",  # seat 2: two trumps
    "6H 5H 4H 3H 2H X2 AC KC QC",  # seat 3: six trumps
)
NINE_STOCK = "TD 9D QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S 6C 5C 4C 3C 2C"


def test_nine_card_discard_rules_and_draw() -> None:
    """SM-5.5, SM-10 nine_card; E_MUST_DISCARD_NON_TRUMP, E_MUST_KEEP_TRUMP, E_DISCARD_COUNT.

    Seat 1 bids 2, others pass, trump H (Jick JD, jokers trump). Order 1, 2, 3, 0.
    Seat 1: 7 trumps + AS KS: must discard AS KS and exactly one trump: 7 legal discards.
    `discard KS TH 9H` keeps AS: E_MUST_DISCARD_NON_TRUMP; `discard AS KS` leaves 7: count.
    Seat 2: 2 trumps: the only discard is its 7 diamonds; adding 8H is E_MUST_KEEP_TRUMP.
    Seat 3: 6 trumps: discards AC KC QC. Seat 0: discards its 8 non-trumps, keeps X1.
    Draws after all discards, pitcher first: seat 1 needs 0, seat 2 needs 4 (TD 9D QS JS),
    seat 3 needs 0, seat 0 needs 5 (TS 9S 8S 7S 6S). 9 cards drawn, 9 remain. Seat 1 leads.
    """
    g = smear_game({"preset": "nine_card"}, NINE, stock=NINE_STOCK)
    g = run(g, "bid 2; pass; pass; pass; trump H")
    assert g.phase is Phase.DISCARD
    assert to_act(g) == 1
    assert legal(g) == {f"discard AS KS {t}" for t in ("AH", "KH", "QH", "JH", "TH", "9H", "JD")}
    assert refused(g, "discard KS TH 9H") is Code.MUST_DISCARD_NON_TRUMP
    assert refused(g, "discard AS KS") is Code.DISCARD_COUNT
    g = run(g, "discard AS KS 9H")
    assert to_act(g) == 2
    assert legal(g) == {"discard 8D 7D 6D 5D 4D 3D 2D"}
    assert refused(g, "discard 8H 8D 7D 6D 5D 4D 3D 2D") is Code.MUST_KEEP_TRUMP
    g = run(g, "discard 8D 7D 6D 5D 4D 3D 2D")
    assert hand_of(g, 2) == "8H 7H"  # draws come after all discards
    assert to_act(g) == 3
    assert legal(g) == {"discard AC KC QC"}
    g = run(g, "discard AC KC QC")
    assert to_act(g) == 0
    assert legal(g) == {"discard AD KD QD JC TC 9C 8C 7C"}
    g = run(g, "discard AD KD QD JC TC 9C 8C 7C")
    assert g.phase is Phase.PLAY
    assert to_act(g) == 1
    assert hand_of(g, 1) == "AH KH QH JH TH JD"
    assert hand_of(g, 2) == "QS JS 8H 7H TD 9D"
    assert hand_of(g, 3) == "6H 5H 4H 3H 2H X2"
    assert hand_of(g, 0) == "TS 9S 8S 7S 6S X1"
    assert g.hand is not None
    assert format_cards(g.hand.stock) == "5S 4S 3S 2S 6C 5C 4C 3C 2C"


NINE_SHORT = (
    "AS KS QS JS TS 9S 8S 7S 6S",  # seat 0
    "AH KH QH JH TH 9H 8H 7H 6H",  # seat 1
    "AD KD QD JD TD 9D 8D 7D 6D",  # seat 2
    "5S 4S 3S 2S 5H 4H 3H 2H AC",  # seat 3
)
NINE_SECOND = (NINE_SHORT[1], NINE_SHORT[2], NINE_SHORT[0], NINE_SHORT[3])


def test_nine_card_short_stock_is_misdeal() -> None:
    """SM-5.5, SM-2.4.

    Dealer 2, eldest 3: seat 3 bids 2, seats 0, 1, 2 pass; trump C (Jick JS). Trumps held:
    seat 3 AC, seat 0 JS, seats 1 and 2 none. Discard order 3, 0, 1, 2, each discarding every
    non-trump. Draws needed: 5 + 5 + 6 + 6 = 22 > 18 stock cards: misdeal, the same dealer (2)
    deals the next deal, bidding starts again at seat 3, no score change.
    """
    opts = {"preset": "nine_card"}
    second = smear_deal(smear_options(opts), *NINE_SECOND)
    g = smear_game(opts, NINE_SHORT, dealer=2, more_deals=[second])
    g = run(g, "bid 2; pass; pass; pass; trump C")
    assert to_act(g) == 3
    g = run(g, "discard 5S 4S 3S 2S 5H 4H 3H 2H")
    assert to_act(g) == 0
    assert legal(g) == {"discard AS KS QS TS 9S 8S 7S 6S"}
    g = run(g, "discard AS KS QS TS 9S 8S 7S 6S")
    assert to_act(g) == 1
    g = run(g, "discard AH KH QH JH TH 9H 8H 7H 6H")
    assert to_act(g) == 2
    g = run(g, "discard AD KD QD JD TD 9D 8D 7D 6D")
    res = g.results[-1]
    assert res.outcome == "misdeal"
    assert res.dealer == 2
    assert g.scores == (0, 0, 0, 0)
    assert g.dealer == 2
    assert g.hand is not None
    assert g.hand.dealer == 2
    assert g.phase is Phase.BIDDING
    assert to_act(g) == 3
    assert hand_of(g, 0) == NINE_SECOND[0]


# ------------------------------------------------------------------ trump legality


def test_first_lead_must_be_trump_including_jick_and_joker() -> None:
    """SM-6.2, SM-4.2; E_MUST_LEAD_TRUMP.

    Hearts trump, Jick JD. Seat 1 holds AH 5H JD X2 QS 4D: its trumps are AH 5H JD X2, so the
    first-lead legal set is exactly those four; QS and 4D (a plain diamond) are refused.
    """
    hands = (
        "AS KS JS TS 7C 6C",  # seat 0
        "QS AH 5H 4D JD X2",  # seat 1
        "KH 9D 8D 7D 6D 5D",  # seat 2
        "QH JH AC KC QC X1",  # seat 3
    )
    g = smear_game(SIX, hands)
    g = run(g, "bid 2; pass; pass; pass; trump H")
    assert to_act(g) == 1
    assert legal(g) == {"play AH", "play 5H", "play JD", "play X2"}
    assert refused(g, "play QS") is Code.MUST_LEAD_TRUMP
    assert refused(g, "play 4D") is Code.MUST_LEAD_TRUMP


def test_first_lead_any_option() -> None:
    """SM-6.2 first_lead any (R-SM-13): the hands of the test above; the pitcher, seat 1, may
    lead any of its six cards, QS and 4D included, and QS is accepted (no revoke recorded).
    """
    hands = (
        "AS KS JS TS 7C 6C",  # seat 0
        "QS AH 5H 4D JD X2",  # seat 1
        "KH 9D 8D 7D 6D 5D",  # seat 2
        "QH JH AC KC QC X1",  # seat 3
    )
    g = smear_game({**SIX, "first_lead": "any"}, hands)
    g = run(g, "bid 2; pass; pass; pass; trump H")
    assert legal(g) == play_set("QS AH 5H 4D JD X2")
    g = run(g, "play QS")
    assert to_act(g) == 2
    assert g.hand is not None and g.hand.revokes == ()


def test_pitcher_without_trump_may_lead_anything() -> None:
    """SM-6.2 second sentence.

    Seat 1 holds AS KS QS 4C 3C 2C and names hearts: no heart, no JD, no joker, so it holds
    no trump and may lead any of its six cards.
    """
    hands = (
        "JS TS 9S 8S 7S 6S",  # seat 0
        "AS KS QS 4C 3C 2C",  # seat 1
        "AH KH QH JH TH 9H",  # seat 2
        "AD KD QD JD TD 9D",  # seat 3
    )
    g = smear_game(SIX, hands)
    g = run(g, "bid 2; pass; pass; pass; trump H")
    assert legal(g) == play_set("AS KS QS 4C 3C 2C")
    g = run(g, "play 2C")
    assert to_act(g) == 2


def test_jick_as_only_trump_must_follow_trump_lead() -> None:
    """SM-4.2, SM-6.3, SM-6.4, SM-6.5; E_MUST_FOLLOW_SUIT.

    Hearts trump. Seat 1 leads AH. Seat 2 holds JD AD KD QD TD 9D: JD is its only trump, so
    its only legal play is JD (AD refused). Seat 3 (clubs) and seat 0 (spades) hold no trump:
    any card. AH is the highest trump (SM-4.3), seat 1 wins.
    """
    hands = (
        "AS KS QS JS TS 9S",  # seat 0
        "AH KH QH 4C 3C 2C",  # seat 1
        "AD KD QD JD TD 9D",  # seat 2
        "AC KC QC JC TC 9C",  # seat 3
    )
    g = smear_game(SIX, hands)
    g = run(g, "bid 2; pass; pass; pass; trump H; play AH")
    assert legal(g) == {"play JD"}
    assert refused(g, "play AD") is Code.MUST_FOLLOW_SUIT
    g = run(g, "play JD")
    assert legal(g) == play_set("AC KC QC JC TC 9C")
    g = run(g, "play 9C")
    assert legal(g) == play_set("AS KS QS JS TS 9S")
    g = run(g, "play 9S")
    assert g.hand is not None
    (t,) = g.hand.tricks
    assert (t.leader, format_cards(t.cards), t.winner) == (1, "AH JD 9C 9S", 1)
    assert to_act(g) == 1


def test_jick_is_not_a_card_of_its_printed_suit() -> None:
    """SM-4.2, SM-6.2, SM-6.3 (trump_anytime false), SM-6.4, SM-6.5.

    trump_anytime false, hearts trump (Jick JD).
    Trick 1: seat 1 leads AH; seat 2 (JD 4H) must play a trump: {4H, JD}, plays 4H; seat 3
    (2H X1) {2H, X1}, plays 2H; seat 0 no trump, plays 9S. AH wins: seat 1 leads again.
    Trick 2: the first-lead rule is over, seat 1 may lead anything; leads 3D. Seat 2 holds
    JD 2C 3C 4C 5C: JD is a trump, not a diamond, so seat 2 is void in diamonds and may play
    anything. Seat 3 holds 5D X1 AC KC QC: it must follow with 5D (trumping not allowed with
    trump_anytime false). Seat 0 plays TS. No trump played: highest diamond 5D, seat 3 wins.
    """
    hands = (
        "AS KS QS JS TS 9S",  # seat 0
        "2S 3S AH KH 3D 4D",  # seat 1
        "4H JD 2C 3C 4C 5C",  # seat 2
        "2H 5D X1 AC KC QC",  # seat 3
    )
    g = smear_game({"hand_size": 6, "trump_anytime": False}, hands)
    g = run(g, "bid 2; pass; pass; pass; trump H; play AH")
    assert legal(g) == {"play 4H", "play JD"}
    g = run(g, "play 4H")
    assert legal(g) == {"play 2H", "play X1"}
    g = run(g, "play 2H; play 9S")
    assert winners(g) == [1]
    assert legal(g) == play_set("3S 2S KH 4D 3D")
    g = run(g, "play 3D")
    assert legal(g) == play_set("JD 5C 4C 3C 2C")
    g = run(g, "play 2C")
    assert legal(g) == {"play 5D"}
    assert refused(g, "play X1") is Code.MUST_FOLLOW_SUIT
    g = run(g, "play 5D; play TS")
    assert winners(g) == [1, 3]
    assert to_act(g) == 3


TA_HANDS = (
    "QC TC 9C 8C 7C 6C",  # seat 0: no spade, no JC, no joker
    "AS 2S KH 3H 4D 5D",  # seat 1
    "3S 9H 8H AD KD QD",  # seat 2
    "4S X2 7H 6H 9D 8D",  # seat 3
)


def _trump_anytime_position(anytime: bool) -> SmearState:
    """Spades trump (Jick JC). Trick 1: seat 1 AS; seat 2's only trump 3S; seat 3 {4S, X2}
    plays 4S; seat 0 void, plays 6C; AS wins. Trick 2: seat 1 leads KH, seat 2 plays 8H."""
    g = smear_game({"hand_size": 6, "trump_anytime": anytime}, TA_HANDS)
    g = run(g, "bid 2; pass; pass; pass; trump S; play AS")
    assert legal(g) == {"play 3S"}
    g = run(g, "play 3S")
    assert legal(g) == {"play 4S", "play X2"}
    g = run(g, "play 4S; play 6C")
    assert winners(g) == [1]
    g = run(g, "play KH")
    assert legal(g) == {"play 9H", "play 8H"}
    return run(g, "play 8H")


def test_trump_anytime_true_may_trump_holding_led_suit() -> None:
    """SM-6.3 (trump_anytime true, default), SM-6.4, SM-6.5, SM-4.3.

    Position of _trump_anytime_position: hearts led (KH), seat 3 holds 7H 6H X2 9D 8D. It may
    follow hearts or trump with X2, but not discard 9D (E_MUST_FOLLOW_SUIT). It plays X2; seat 0
    is void in hearts: any of QC TC 9C 8C 7C; plays 7C. X2 is the only trump: seat 3 wins.
    """
    g = _trump_anytime_position(True)
    assert to_act(g) == 3
    assert legal(g) == {"play 7H", "play 6H", "play X2"}
    assert refused(g, "play 9D") is Code.MUST_FOLLOW_SUIT
    g = run(g, "play X2")
    assert legal(g) == play_set("QC TC 9C 8C 7C")
    g = run(g, "play 7C")
    assert winners(g) == [1, 3]
    assert to_act(g) == 3


def test_trump_anytime_false_must_follow_when_able() -> None:
    """SM-6.3 (trump_anytime false), SM-6.5.

    Same position: seat 3 holds hearts, so it must play 7H or 6H; X2 is E_MUST_FOLLOW_SUIT.
    It plays 6H, seat 0 plays 7C: no trump, highest heart KH, seat 1 wins.
    """
    g = _trump_anytime_position(False)
    assert legal(g) == {"play 7H", "play 6H"}
    assert refused(g, "play X2") is Code.MUST_FOLLOW_SUIT
    assert refused(g, "play 9D") is Code.MUST_FOLLOW_SUIT
    g = run(g, "play 6H; play 7C")
    assert winners(g) == [1, 1]


# ------------------------------------------------------------------ trick winners


def test_trick_winners_trump_led_suit_and_off_suit() -> None:
    """SM-6.3, SM-6.4, SM-6.5, SM-4.3, SM-4.5.

    Hearts trump, no Jick or joker dealt to anyone.
    T1: seat 1 AH, seat 2 {2H, 3H} plays 2H, seat 3 {9H, TH} plays 9H, seat 0 (no trump) 2D:
        highest trump AH, seat 1.
    T2: seat 1 leads 5C; seat 2 void in clubs plays AS, seat 3 void plays KD, seat 0 7C:
        no trump, highest club 7C wins; the off-suit AS and KD never win. Seat 0.
    T3: seat 0 leads 8C; seat 1 may play 4C or trump 6H, plays 4C; seat 2 void trumps 3H;
        seat 3 void trumps TH: highest trump TH (T above 3), seat 3.
    """
    hands = (
        "2D 7C 8C 9C TC JC",  # seat 0
        "AH 6H 5C 4C 2S 3S",  # seat 1
        "2H 3H AS KS QS TS",  # seat 2
        "9H TH KD QD 9D 8D",  # seat 3
    )
    g = smear_game(SIX, hands)
    g = run(g, "bid 2; pass; pass; pass; trump H; play AH")
    assert legal(g) == {"play 3H", "play 2H"}
    g = run(g, "play 2H")
    assert legal(g) == {"play TH", "play 9H"}
    g = run(g, "play 9H")
    assert len(legal(g)) == 6
    g = run(g, "play 2D")
    assert winners(g) == [1]
    g = plays(g, "5C")
    assert legal(g) == play_set("AS KS QS TS 3H")
    g = plays(g, "AS KD 7C")
    assert winners(g) == [1, 0]
    assert to_act(g) == 0
    g = plays(g, "8C")
    assert legal(g) == {"play 6H", "play 4C"}
    g = plays(g, "4C 3H TH")
    assert winners(g) == [1, 0, 3]
    assert to_act(g) == 3


def test_x2_beats_ten_and_jick_beats_x1() -> None:
    """SM-4.3 (below_jick): ... J, Jick, X1, X2, T ...

    Hearts trump (Jick JD). T1: seat 1 leads TH, seat 2 {X2, 4H} plays X2, seat 3 {2H, X1}
    plays 2H, seat 0 {3H, JD} plays 3H: X2 outranks TH, seat 2 wins.
    T2: seat 2 leads 4H, seat 3 plays X1 (its only trump), seat 0 JD (only trump), seat 1 5H:
    the Jick outranks X1, seat 0 wins.
    """
    hands = (
        "3H JD 8C 7C 6C 5C",  # seat 0
        "AS KS QS JS TH 5H",  # seat 1
        "4H AC KC QC JC X2",  # seat 2
        "2H KD QD TD 9D X1",  # seat 3
    )
    g = smear_game(SIX, hands)
    g = run(g, "bid 2; pass; pass; pass; trump H; play TH")
    assert legal(g) == {"play 4H", "play X2"}
    g = plays(g, "X2 2H 3H")
    assert winners(g) == [2]
    g = plays(g, "4H")
    assert legal(g) == {"play X1"}
    g = plays(g, "X1")
    assert legal(g) == {"play JD"}
    g = plays(g, "JD 5H")
    assert winners(g) == [2, 0]
    assert to_act(g) == 0


JOKER_HANDS = (
    "5S X1 9H 8H 7H 6H",  # seat 0
    "JS 2S AH KH QH JH",  # seat 1
    "3S JC AD KD QD JD",  # seat 2
    "4S X2 AC KC QC TC",  # seat 3
)


def _joker_game(tiebreak: str, swap: bool) -> SmearState:
    """Spades trump (Jick JC). T1: seat 1 leads JS, seat 2 plays JC, seat 3 4S, seat 0 5S.
    T2: seat 1 leads 2S, seat 2 3S, seat 3 its joker, seat 0 its joker. Without ``swap``
    seat 3 holds X2 and seat 0 holds X1; with ``swap`` the other way round."""
    hands = JOKER_HANDS
    if swap:
        hands = (hands[0].replace("X1", "X2"), hands[1], hands[2], hands[3].replace("X2", "X1"))
    g = smear_game({"hand_size": 6, "joker_tiebreak": tiebreak}, hands)
    g = run(g, "bid 2; pass; pass; pass; trump S")
    g = plays(g, "JS JC 4S 5S")
    j3, j0 = ("X1", "X2") if swap else ("X2", "X1")
    return plays(g, f"2S 3S {j3} {j0}")


def test_jack_of_trump_beats_jick_and_x1_beats_x2_fixed() -> None:
    """SM-4.3, SM-4.4 fixed (default).

    T1 (JS, JC, 4S, 5S): the J of trump beats the Jick, seat 1 wins and leads T2.
    T2 (2S, 3S, X2 by seat 3, X1 by seat 0): fixed, X1 beats X2, seat 0 wins.
    Swapped jokers (X1 by seat 3 first, X2 by seat 0): X1 still wins, seat 3.
    """
    assert winners(_joker_game("fixed", False)) == [1, 0]
    assert winners(_joker_game("fixed", True)) == [1, 3]


def test_joker_tiebreak_first_played() -> None:
    """SM-4.4 first_played: the joker played first in the trick wins.

    X2 by seat 3 before X1 by seat 0: X2 wins, seat 3. Swapped: X1 by seat 3 first, seat 3.
    """
    assert winners(_joker_game("first_played", False)) == [1, 3]
    assert winners(_joker_game("first_played", True)) == [1, 3]


def test_joker_tiebreak_second_played() -> None:
    """SM-4.4 second_played: the later joker wins.

    X2 by seat 3 then X1 by seat 0: X1 (later), seat 0. Swapped: X1 by seat 3 then X2 by
    seat 0: X2 (later), seat 0.
    """
    assert winners(_joker_game("second_played", False)) == [1, 0]
    assert winners(_joker_game("second_played", True)) == [1, 0]


DJ_HANDS = (
    "9S 8S 7S 6S 4H X2",  # seat 0
    "AS KS QS JS 5H 2H",  # seat 1
    "AD KD QD JD TD 9D",  # seat 2: only trump the Jick JD
    "AC KC QC JC 3H X1",  # seat 3
)


def test_double_joker_x1_above_jick_above_x2() -> None:
    """SM-4.3 big_above_jick (SM-10 double_joker): A K Q J X1 Jick X2 T .. 2.

    Hearts trump. Seat 1 leads 2H, seat 2 must play JD (its only trump).
    Game 1: seat 3 plays X1, seat 0 plays 4H: X1 beats the Jick, seat 3 wins.
    Game 2: seat 3 plays 3H, seat 0 plays X2: the Jick beats X2, seat 2 wins.
    Contrast, default below_jick with game 1's cards: the Jick beats X1, seat 2 wins.
    """
    dj = {"preset": "double_joker", "hand_size": 6}
    start = "bid 2; pass; pass; pass; trump H; play 2H"
    g = run(smear_game(dj, DJ_HANDS), start)
    assert legal(g) == {"play JD"}
    assert winners(plays(g, "JD X1 4H")) == [3]
    assert winners(plays(g, "JD 3H X2")) == [2]
    g = run(smear_game(SIX, DJ_HANDS), start)
    assert winners(plays(g, "JD X1 4H")) == [2]


# ------------------------------------------------------------------ revoke


def test_revoke_penalized_follower() -> None:
    """SM-6.7 penalized, SM-8.5, SM-7.1 (hand maximum 10).

    Hearts trump, seat 1 pitcher (bid 2). T1: AH, 9D, 9S, 3S -> seat 1.
    T2: seat 1 leads AC; seat 2 holds 2C, so its only lawful play is 2C (legal set {2C}), but
    it plays TD: accepted as a revoke of side 2. TS, 4S follow; AC wins (TD off-suit).
    T3..T6, seat 1 wins each: KH 2C JS 5S / QH QD QS 6S / KC KD KS 7S / QC AD AS 8S.
    Result: revoking sides (2,), side 2 scores 0, every other side the hand maximum 10.
    """
    hands = (
        "8S 7S 6S 5S 4S 3S",  # seat 0
        "AH KH QH AC KC QC",  # seat 1
        "AD KD QD TD 9D 2C",  # seat 2
        "AS KS QS JS TS 9S",  # seat 3
    )
    g = smear_game({"hand_size": 6, "revoke": "penalized"}, hands)
    g = run(g, "bid 2; pass; pass; pass; trump H")
    g = plays(g, "AH 9D 9S 3S")
    g = plays(g, "AC")
    assert legal(g) == {"play 2C"}
    g = plays(g, "TD TS 4S")
    assert winners(g) == [1, 1]
    g = plays(g, "KH 2C JS 5S QH QD QS 6S KC KD KS 7S")
    assert winners(g) == [1] * 5
    g = plays(g, "QC AD AS 8S")  # the hand ends; no further deal is queued
    assert g.hand is None
    res = g.results[-1]
    assert res.outcome == "played"
    assert res.revoking_sides == (2,)
    assert res.changes == (10, 10, 0, 10)
    assert g.scores == (10, 10, 0, 10)


def test_revoke_penalized_pitcher_first_lead_partnership() -> None:
    """SM-6.2, SM-6.7 penalized, SM-8.5, SM-1.2.

    4 players in partnerships (side = seat % 2). Seat 1 pitcher, hearts trump, holds AH and
    clubs; its lawful first lead is only AH, but it leads AC: accepted as a revoke of side 1.
    Nobody else holds a heart, JD or joker, or a club, so every other play is free; seat 1
    wins all six tricks. Side 1 scores 0 (not set back by its bid), side 0 scores 10.
    """
    hands = (
        "8S 7S 6S 5S 4S 3S",  # seat 0
        "AH AC KC QC JC TC",  # seat 1
        "AS KS QS JS TS 9S",  # seat 2
        "AD KD QD TD 9D 8D",  # seat 3
    )
    g = smear_game({"hand_size": 6, "revoke": "penalized", "partnerships": True}, hands)
    g = run(g, "bid 2; pass; pass; pass; trump H")
    assert legal(g) == {"play AH"}
    g = plays(g, "AC 9S 8D 3S")
    g = plays(g, "AH TS 9D 4S KC JS TD 5S QC QS QD 6S JC KS KD 7S")
    assert winners(g) == [1] * 5
    g = plays(g, "TC AS AD 8S")
    res = g.results[-1]
    assert res.revoking_sides == (1,)
    assert res.changes == (10, 0)
    assert g.scores == (10, 0)


def test_revoke_set_back_follower() -> None:
    """SM-6.7, SM-8.5 revoke set_back (R-SM-15): the hands and plays of
    test_revoke_penalized_follower. Seat 2's TD on the club lead is accepted as a revoke.
    Seat 1 takes every trick. Trumps played: AH KH QH (JH, JD, jokers, 3H are not dealt):
    High AH, Low QH, Game (the only side with game points) -> seat 1 captures 3 >= 2, made,
    +3 (SM-8.2). Side 2 revoked: set back by the amount bid, -2. Seats 0 and 3 capture 0.
    Changes (0, 3, -2, 0).
    """
    hands = (
        "8S 7S 6S 5S 4S 3S",  # seat 0
        "AH KH QH AC KC QC",  # seat 1
        "AD KD QD TD 9D 2C",  # seat 2
        "AS KS QS JS TS 9S",  # seat 3
    )
    g = smear_game({"hand_size": 6, "revoke": "set_back"}, hands)
    g = run(g, "bid 2; pass; pass; pass; trump H")
    g = plays(g, "AH 9D 9S 3S AC")
    assert legal(g) == {"play 2C"}
    g = plays(g, "TD TS 4S KH 2C JS 5S QH QD QS 6S KC KD KS 7S QC AD AS 8S")
    res = g.results[-1]
    assert res.revoking_sides == (2,)
    assert res.captured == (0, 3, 0, 0)
    assert res.changes == (0, 3, -2, 0)
    assert g.scores == (0, 3, -2, 0)


def test_revoke_set_back_pitcher() -> None:
    """SM-6.7, SM-8.5 revoke set_back: the hands and plays of
    test_revoke_penalized_pitcher_first_lead_partnership. Side 1 (the pitcher's) revokes with
    its first lead AC and then takes every trick: it captures High AH, Low AH (the only trump
    played) and Game = 3 >= 2, but a revoking side is set back by the bid: -2. Side 0
    captures nothing: 0. Changes (0, -2).
    """
    hands = (
        "8S 7S 6S 5S 4S 3S",  # seat 0
        "AH AC KC QC JC TC",  # seat 1
        "AS KS QS JS TS 9S",  # seat 2
        "AD KD QD TD 9D 8D",  # seat 3
    )
    g = smear_game({"hand_size": 6, "revoke": "set_back", "partnerships": True}, hands)
    g = run(g, "bid 2; pass; pass; pass; trump H")
    g = plays(g, "AC 9S 8D 3S AH TS 9D 4S KC JS TD 5S QC QS QD 6S JC KS KD 7S TC AS AD 8S")
    res = g.results[-1]
    assert res.revoking_sides == (1,)
    assert res.captured == (0, 3)
    assert res.made is True
    assert res.changes == (0, -2)


# ------------------------------------------------------------------ six players


SIX_P = (
    "AH KH 2C 3C 4C 5C",  # seat 0, side 0
    "AS KS QS JS TS 9S",  # seat 1, side 1
    "QH JD 8C AD KD QD",  # seat 2, side 2
    "2H AC KC QC 9D 8D",  # seat 3, side 0
    "X1 8S 7S 6S 5S 4S",  # seat 4, side 1
    "TD 7D 6D 5D 4D 3D",  # seat 5, side 2
)


def test_six_player_partnership_bidding_and_follow() -> None:
    """SM-1.2 (6 seats, 3 pairs, side = seat % 3), SM-3.1, SM-6.2..6.5.

    Dealer 5, eldest 0. Seat 0 bids 2, seat 1 passes, seat 2 bids 3 (over its opponent, not
    partner), 3, 4, 5 pass: pitcher 2. Hearts trump (Jick JD).
    T1: seat 2 may lead QH or JD, leads QH; seat 3 must play 2H; seat 4 must play X1; seat 5
    no trump, plays 3D; seat 0 {AH, KH}, plays AH; seat 1 plays 9S. AH highest: seat 0.
    T2: seat 0 leads 2C; seat 1 void plays TS; seat 2 may play 8C or trump JD, plays JD;
    seat 3 must play a club (holds no trump), plays AC; seat 4 plays 4S; seat 5 4D.
    Only trump JD: seat 2 wins and leads next.
    """
    g = smear_game({"players": 6, "partnerships": True, "hand_size": 6}, SIX_P, dealer=5)
    assert g.scores == (0, 0, 0)
    assert to_act(g) == 0
    g = run(g, "bid 2; pass; bid 3; pass; pass")
    assert to_act(g) == 5
    g = run(g, "pass")
    assert g.hand is not None
    assert (g.hand.pitcher, g.hand.bid) == (2, 3)
    g = run(g, "trump H")
    assert legal(g) == {"play QH", "play JD"}
    g = plays(g, "QH")
    assert legal(g) == {"play 2H"}
    g = plays(g, "2H")
    assert legal(g) == {"play X1"}
    g = plays(g, "X1")
    assert len(legal(g)) == 6
    g = plays(g, "3D")
    assert legal(g) == {"play AH", "play KH"}
    g = plays(g, "AH 9S")
    assert winners(g) == [0]
    assert to_act(g) == 0
    g = plays(g, "2C TS")
    assert legal(g) == {"play 8C", "play JD"}
    assert refused(g, "play AD") is Code.MUST_FOLLOW_SUIT
    g = plays(g, "JD")
    assert legal(g) == {"play AC", "play KC", "play QC"}
    g = plays(g, "AC 4S 4D")
    assert winners(g) == [0, 2]
    assert to_act(g) == 2


def test_six_player_partnership_dealer_set() -> None:
    """SM-1.2, SM-3.5 dealer_set, SM-8.6, SM-1.3.

    6 seats in pairs: side = seat % 3. Dealer 4 (side 1), eldest 5; six passes. Side 1 is set
    back 2: changes (0, -2, 0). Next dealer 5, whose eldest is seat 0.
    """
    opts = {"players": 6, "partnerships": True, "hand_size": 6, "all_pass": "dealer_set"}
    second = smear_deal(smear_options(opts), *SIX_P[1:], SIX_P[0])
    g = smear_game(opts, SIX_P, dealer=4, more_deals=[second])
    assert to_act(g) == 5
    g = run(g, "pass; pass; pass; pass; pass; pass")
    res = g.results[-1]
    assert res.outcome == "dealer_set"
    assert res.changes == (0, -2, 0)
    assert g.dealer == 5
    assert to_act(g) == 0


# ------------------------------------------------------------------ game over


def test_game_over_refuses_every_action() -> None:
    """SM-6, SM-7, SM-8.2, SM-9.1, SM-9.2; E_GAME_OVER.

    3 players, target 5. Dealer 0, eldest 1: seat 1 bids 2, seats 2 and 0 pass; hearts trump.
    Seat 1 holds AH KH QH JH JD 3H (all trumps); nobody else holds a trump, so seat 1 wins all
    six tricks, leading them in that order (seat 2 plays spades AS..9S, seat 0 clubs AC..9C).
    Awards to seat 1: High (AH) 1, Low (lowest trump played 3H) 1, Jack (JH) 1, Jick (JD) 1,
    Three (3H) 3, Game 1 (card points 11 + 20 + 20 = 51, others 0); the jokers were not
    played: nobody (SM-7.10). 8 >= bid 2: +8, reaching target 5: seat 1 wins the game.
    """
    hands = (
        "AC KC QC JC TC 9C",  # seat 0
        "AH KH QH JH 3H JD",  # seat 1
        "AS KS QS JS TS 9S",  # seat 2
    )
    g = smear_game({"players": 3, "hand_size": 6, "target": 5}, hands)
    g = run(g, "bid 2; pass; pass; trump H")
    g = plays(g, "AH AS AC KH KS KC QH QS QC JH JS JC JD TS TC 3H 9S 9C")
    res = g.results[-1]
    aw = awards(res)
    assert aw["high"] == (1, 1)
    assert aw["low"] == (1, 1)
    assert aw["jack"] == (1, 1)
    assert aw["jick"] == (1, 1)
    assert aw["three"] == (1, 3)
    assert aw["game"] == (1, 1)
    assert aw["joker1"][0] is None
    assert aw["joker2"][0] is None
    assert res.game_points == (0, 51, 0)
    assert res.captured == (0, 8, 0)
    assert res.made is True
    assert res.changes == (0, 8, 0)
    assert g.scores == (0, 8, 0)
    assert g.winner == 1
    assert g.phase is Phase.GAME_OVER
    assert refused(g, "pass") is Code.GAME_OVER
    assert refused(g, "bid 2") is Code.GAME_OVER
    assert refused(g, "play AS") is Code.GAME_OVER

"""Four Point Northeastern Wisconsin Smear (SPEC chapter FP): the meaning of every option value and
of every action verb, written once from SPEC.md ("Four Point options", FP-1 to FP-9 and the
register entries R-FP-n).

Names, values and defaults are the engine's (conformance/games/fourpoint.py); this file only says
what each value does. tests/test_vocabulary.py fails when an option or value has no meaning here,
or a meaning names one the engine does not have.
"""

from __future__ import annotations

from conformance.vocabulary.model import GameValues, OptionMeaning, Range
from conformance.vocabulary.model import ValueMeaning as V


def _take(n: int) -> V:
    cards = "the first stock card" if n == 1 else f"the first {n} stock cards"
    return V(n, f"the bidder takes {cards} into its hand, then discards {n} of the {6 + n} cards it holds",
             ("FP-4.1", "FP-4.2"))


OPTIONS = {
    "take": OptionMeaning(
        "how many undealt (stock) cards the bidder takes",
        (
            V(0, "the bidder takes nothing: there is no discard phase and the bidder leads at once",
              ("FP-4.1", "FP-4.2", "FP-5.1")),
            _take(1),
            _take(2),
            _take(3),
        ),
        ("R-FP-7", "R-FP-6"),
    ),
    "all_pass": OptionMeaning(
        "what happens when everyone passes",
        (
            V("redeal", "a pass is always lawful; four passes void the hand (outcome `redeal`) and the same dealer "
                        "deals again", ("FP-3.5", "FP-8.5")),
            V("dealer_forced", "after three passes the dealer must bid: its `pass` is refused with `E_MUST_BID`",
              ("FP-3.5",)),
        ),
        ("R-FP-5",),
    ),
    "max_bid": OptionMeaning(
        "what follows a bid of 4",
        (
            V("ends_bidding", "the bidding ends at once: the seats after it get no turn, no pass is recorded",
              ("FP-3.3",)),
            V("others_speak", "the seats after it still speak and may only pass (or the dealer hold, FP-3.6)",
              ("FP-3.3",)),
        ),
        ("R-FP-18",),
    ),
    "dealer_holds": OptionMeaning(
        "whether the dealer may take the bid at the amount standing",
        (
            V(False, "the dealer, like everyone, must bid higher than the highest bid", ("FP-3.2",)),
            V(True, "the dealer may bid the amount of the highest bid and becomes the bidder at it", ("FP-3.6",)),
        ),
        ("R-FP-19",),
    ),
    "trump_discard": OptionMeaning(
        "which discards respect a suit, so that it may still be led first and become trump",
        (
            V("any_if_over_six", "the discard holds no card of the suit, or the bidder held more than 6 of it",
              ("FP-4.3", "FP-5.3")),
            V("excess_only", "the discard holds at most `held - 6` cards of the suit (none unless more than 6 held)",
              ("FP-4.3", "FP-5.3")),
        ),
        ("R-FP-9", "R-FP-8"),
    ),
    "trump_anytime": OptionMeaning(
        "whether a trump may replace following a non-trump lead",
        (
            V(False, "a seat holding the suit led must play it", ("FP-6.2",)),
            V(True, "to a non-trump lead a trump may always be played instead of following suit", ("FP-6.2",)),
        ),
        ("R-FP-10",),
    ),
    "high_card": OptionMeaning(
        "which card is High",
        (
            V("ace", "the ace of trump (nobody scores High if it was not played)", ("FP-7.2", "FP-7.7")),
            V("highest", "the highest trump played in the hand (there always is one)", ("FP-7.2",)),
        ),
        ("R-FP-11", "R-FP-12"),
    ),
    "high_to": OptionMeaning(
        "who scores High",
        (
            V("player", "the side of the seat that played the High card", ("FP-7.2",)),
            V("taker", "the side that won the trick holding it (the same side: the High card wins its trick)",
              ("FP-7.2",)),
        ),
        ("R-FP-11",),
    ),
    "low_card": OptionMeaning(
        "which card is Low",
        (
            V("seven", "the 7 of trump (nobody scores Low if it was not played)", ("FP-7.3", "FP-7.7")),
            V("lowest", "the lowest trump played in the hand", ("FP-7.3",)),
        ),
        ("R-FP-11", "R-FP-12"),
    ),
    "low_to": OptionMeaning(
        "who scores Low",
        (
            V("player", "the side of the seat that played the Low card", ("FP-7.3",)),
            V("taker", "the side that won the trick holding it", ("FP-7.3",)),
        ),
        ("R-FP-11",),
    ),
    "discarded_jack": OptionMeaning(
        "the Jack point when the bidder discarded the jack of trump",
        (
            V("nobody", "nobody scores Jack", ("FP-7.4",)),
            V("bidder", "the bidding side scores Jack", ("FP-7.4",)),
        ),
        ("R-FP-13",),
    ),
    "game_tie": OptionMeaning(
        "who scores Game when the two game totals are equal",
        (
            V("none", "nobody", ("FP-7.6",)),
            V("bidder", "the bidding side (never on two totals of 0)", ("FP-7.6",)),
        ),
        ("R-FP-14",),
    ),
    "target": OptionMeaning(
        "the score that wins",
        (
            V(Range(1, None), "a side at this score or more after a played hand wins, the bidding side checked first",
              ("FP-9.1", "FP-9.2")),
        ),
        ("R-FP-15",),
    ),
    "win_only_on_made_bid": OptionMeaning(
        "the seed's first house rule",
        (
            V(False, "the game can be won after any played hand", ("FP-9.2",)),
            V(True, "nobody wins after a hand whose bid failed; `made_bid_winner` decides after a made bid",
              ("FP-9.3",)),
        ),
        ("R-FP-16",),
    ),
    "made_bid_winner": OptionMeaning(
        "who may win after a made bid, under `win_only_on_made_bid: true`",
        (
            V("either_side", "FP-9.2 unchanged: the bidding side if it reached the target, else the other side if it did",
              ("FP-9.3",)),
            V("bidding_side", "only the bidding side; needs `win_only_on_made_bid: true`", ("FP-9.3",)),
        ),
        ("R-FP-16",),
    ),
    "non_bidder_cap": OptionMeaning(
        "the seed's second house rule: a cap on the non-bidding side's score",
        (
            V("none", "no cap", ("FP-8.4",)),
            V("at_target", "after the hand its score rises at most to the target", ("FP-9.4",)),
            V("below_target", "after the hand its score rises at most to target - 1, so it cannot win on that hand",
              ("FP-9.4",)),
        ),
        ("R-FP-16",),
    ),
    "both_at_target": OptionMeaning(
        "who wins when both sides have reached the target on the same hand",
        (
            V("bidder_first", "the bidding side, checked first", ("FP-9.2",)),
            V("higher_score", "the side with the higher score; a tie goes to the bidding side", ("FP-9.2",)),
        ),
        ("R-FP-15",),
    ),
}

VERBS = {
    "pass": "decline to bid; final (FP-3.1). Refused with `E_MUST_BID` for the dealer after three passes under "
            "`all_pass: dealer_forced` (FP-3.5)",
    "bid": "bid `N` points: 2, 3 or 4, above the highest bid so far (the dealer may equal it under `dealer_holds`) "
           "(FP-3.2, FP-3.6)",
    "trump": "never lawful: the first card led names trump (FP-5.2); refused with `E_WRONG_PHASE` in every phase",
    "discard": "the bidder gives up exactly `take` cards, in canonical order, keeping 6 (FP-4.2 to FP-4.4)",
    "play": "play a card to the trick; the bidder's first lead names trump (FP-5.2, FP-6.1 to FP-6.3)",
    "curse": "not a Four Point action: well formed, so refused with `E_WRONG_PHASE` in every phase (CD-9 step 5)",
}

DEAL = {
    "hands": "four lists, seat 0 first, 6 cards each (FP-2.2)",
    "widow": "always empty (FP-2.3)",
    "stock": "the 8 undealt cards, in order: the bidder takes the first `take` of them, the rest count for "
             "nobody (FP-2.2, FP-4.1)",
}

VALUES = GameValues("fourpoint", OPTIONS, VERBS, DEAL)

"""Smear (SPEC chapter SM): the meaning of every option value and of every action verb, written
once from SPEC.md ("Smear options", SM-1 to SM-9 and the register entries R-SM-n).

Names, values and defaults are the engine's (conformance/games/smear.py); this file only says
what each value does. tests/test_vocabulary.py fails when an option or value has no meaning here,
or a meaning names one the engine does not have.
"""

from __future__ import annotations

from conformance.vocabulary.model import GameValues, OptionMeaning, Range
from conformance.vocabulary.model import ValueMeaning as V

OPTIONS = {
    "players": OptionMeaning(
        "the number of seats",
        (
            V(3, "three seats, each its own side (individuals only)", ("SM-1.1",)),
            V(4, "four seats: four individual sides, or with `partnerships: true` the pairs {0, 2} and {1, 3}",
              ("SM-1.1", "SM-1.2")),
            V(5, "five seats, each its own side (individuals only)", ("SM-1.1",)),
            V(6, "six seats: six individual sides, or with `partnerships: true` the pairs {0, 3}, {1, 4}, {2, 5}",
              ("SM-1.1", "SM-1.2")),
            V(8, "eight seats, only with `partnerships: true`: the pairs {0, 4}, {1, 5}, {2, 6}, {3, 7}", ("SM-1.2",)),
        ),
        ("R-SM-25",),
    ),
    "partnerships": OptionMeaning(
        "individual play or fixed pairs across the table",
        (
            V(False, "every seat is its own side", ("SM-1.1",)),
            V(True, "partners sit across the table: seat `s` and seat `s + n/2` form side `s mod (n/2)`; "
                    "needs 4, 6 or 8 seats", ("SM-1.2",)),
        ),
        ("R-SM-2", "R-SM-33"),
    ),
    "hand_size": OptionMeaning(
        "the cards dealt to each seat",
        (
            V(None, "auto: 10 if `10n + widow` cards fit the deck, else 8, else 6; 9 under `nine_card: true`",
              ("SM-2.2",)),
            V(Range(6, 10), "exactly that many cards each; refused (`InvalidOptions`) when the hands and the widow "
                            "do not fit the deck, and under `nine_card: true` anything but 9", ("SM-2.2",)),
        ),
        ("R-SM-3",),
    ),
    "jokers": OptionMeaning(
        "the jokers in the deck (each a trump, SM-4.2)",
        (
            V(0, "no joker: 52 cards", ("SM-2.1",)),
            V(1, "`X1` only: 53 cards", ("SM-2.1",)),
            V(2, "`X1` and `X2`: 54 cards", ("SM-2.1",)),
        ),
    ),
    "widow": OptionMeaning(
        "widow Smear",
        (
            V(0, "no widow: every dealt card goes to a hand or the stock", ("SM-2.3",)),
            V(4, "4 cards dealt apart; after the bidding the pitcher adds them to its hand, before naming trump, "
                 "and discards down to 6", ("SM-2.3", "SM-5.4")),
        ),
        ("R-SM-6",),
    ),
    "nine_card": OptionMeaning(
        "nine-card Smear",
        (
            V(False, "the ordinary discard: a seat holding more than 6 cards discards any cards down to 6", ("SM-5.1",)),
            V(True, "9 cards each; after trump every seat discards all its non-trumps, and trumps only beyond 6, "
                    "then draws from the front of the stock up to 6 (a short stock is a misdeal)", ("SM-5.5", "SM-2.4")),
        ),
        ("R-SM-12",),
    ),
    "jick": OptionMeaning(
        "whether the Jick is a trump",
        (
            V(False, "no Jick: the jack of the other suit of trump's colour stays an ordinary card of its suit",
              ("SM-4.2",)),
            V(True, "the Jick (jack of the other suit of trump's colour, `JD` when hearts are trump) is a trump, "
                    "ranked below the jack of trump, and no longer of its printed suit", ("SM-4.2", "SM-4.3")),
        ),
        ("R-SM-7",),
    ),
    "joker_rank": OptionMeaning(
        "where the jokers rank in trump",
        (
            V("below_jick", "trump order `A K Q J` Jick `X1 X2 T 9 ... 2`", ("SM-4.3",)),
            V("big_above_jick", "double-joker order `A K Q J X1` Jick `X2 T 9 ... 2`; needs `joker_tiebreak: fixed`",
              ("SM-4.3", "SM-4.4")),
        ),
        ("R-SM-10", "R-SM-8"),
    ),
    "joker_tiebreak": OptionMeaning(
        "which joker wins a trick holding both (only under `joker_rank: below_jick`; trick winning only)",
        (
            V("fixed", "`X1` beats `X2`", ("SM-4.4",)),
            V("first_played", "the joker played first in the trick beats the other", ("SM-4.4",)),
            V("second_played", "the joker played later in the trick beats the earlier one", ("SM-4.4",)),
        ),
        ("R-SM-9", "R-SM-33"),
    ),
    "all_pass": OptionMeaning(
        "what happens when every seat before the dealer passed",
        (
            V("dealer_forced", "the dealer must bid: its `pass` is refused with `E_MUST_BID`", ("SM-3.5",)),
            V("redeal", "the dealer may pass; if all pass the hand is void (outcome `redeal`) and the same dealer "
                        "deals again", ("SM-3.5", "SM-2.4")),
            V("dealer_set", "the dealer may pass; if all pass the dealer's side scores -2, no card is played "
                            "(outcome `dealer_set`) and the deal passes on", ("SM-3.5", "SM-8.6")),
        ),
        ("R-SM-5",),
    ),
    "trump_anytime": OptionMeaning(
        "whether a trump may replace following a non-trump lead",
        (
            V(False, "a seat holding the effective suit led must follow it; it trumps only when void", ("SM-6.3",)),
            V(True, "to a non-trump lead a trump may always be played instead of following suit", ("SM-6.3",)),
        ),
        ("R-SM-14",),
    ),
    "revoke": OptionMeaning(
        "what happens to a play that breaks SM-6.2 or SM-6.3 (legal lists never hold such a play)",
        (
            V("forbidden", "refused with `E_MUST_LEAD_TRUMP` or `E_MUST_FOLLOW_SUIT`", ("SM-6.7",)),
            V("penalized", "accepted and recorded as a revoke; each revoking side scores 0 for the hand, every "
                           "other side scores the hand maximum `H`", ("SM-6.7", "SM-8.5")),
            V("set_back", "accepted and recorded as a revoke; each revoking side is set back by the bid, the others "
                          "are scored as usual", ("SM-6.7", "SM-8.5")),
        ),
        ("R-SM-15", "R-SM-32"),
    ),
    "high_rule": OptionMeaning(
        "which card is High",
        (
            V("ace", "High goes to the side that captured the ace of trump (nobody, if it was not played)",
              ("SM-7.2", "SM-7.10")),
            V("highest_in_play", "High goes to the side that captured the highest trump played in the hand", ("SM-7.2",)),
        ),
        ("R-SM-17",),
    ),
    "low_rule": OptionMeaning(
        "who scores Low (the lowest trump played in the hand)",
        (
            V("captured", "the side that captured the trick holding the Low card", ("SM-7.3",)),
            V("holder", "the side of the seat that played the Low card", ("SM-7.3",)),
        ),
        ("R-SM-18",),
    ),
    "game_tie": OptionMeaning(
        "who scores Game when sides tie for the most game points",
        (
            V("low_card", "the tied side that captured the Low card; nobody if no tied side did", ("SM-7.7",)),
            V("none", "nobody", ("SM-7.7",)),
            V("lowest_trump", "the tied side that captured the lowest trump; nobody if no tied side captured a trump",
              ("SM-7.7",)),
        ),
        ("R-SM-20",),
    ),
    "joker_game_points": OptionMeaning(
        "what a joker counts towards Game",
        (
            V(0, "a joker counts 0 game points", ("SM-7.7",)),
            V(1, "a joker counts 1 game point", ("SM-7.7",)),
        ),
        ("R-SM-20", "R-SM-31"),
    ),
    "score_jick": OptionMeaning(
        "the Jick category",
        (
            V(False, "the Jick scores no category point (it still counts 1 game point as a jack)", ("SM-7.1",)),
            V(True, "1 point to the side that captured the Jick (counted only with `jick: true`)", ("SM-7.5", "SM-7.1")),
        ),
        ("R-SM-24", "R-SM-23"),
    ),
    "score_jokers": OptionMeaning(
        "the Joker 1 and Joker 2 categories",
        (
            V(False, "the jokers score no category point", ("SM-7.1",)),
            V(True, "1 point each to the side that captured `X1`, `X2` (for the jokers in the deck)", ("SM-7.6",)),
        ),
    ),
    "score_three": OptionMeaning(
        "the Three category",
        (
            V(False, "the 3 of trump scores no category point of its own", ("SM-7.1",)),
            V(True, "3 points to the side that captured the 3 of trump", ("SM-7.8",)),
        ),
        ("R-SM-24",),
    ),
    "score_two": OptionMeaning(
        "the Two category (widow Smear)",
        (
            V(False, "the 2 of trump scores no category point of its own", ("SM-7.1",)),
            V(True, "2 points to the side that captured the 2 of trump; needs `widow: 4`", ("SM-7.9",)),
        ),
        ("R-SM-6",),
    ),
    "target": OptionMeaning(
        "the score that wins",
        (
            V(Range(1, None), "a side reaching this score or more after a hand wins, the pitcher's side checked first",
              ("SM-9.1", "SM-9.2", "SM-9.3")),
        ),
        ("R-SM-21",),
    ),
    "elimination": OptionMeaning(
        "the low score that ends the game",
        (
            V(None, "off: a low score never ends the game", ("SM-9.4",)),
            V(Range(None, None), "after a hand without a winner, if any side's score is at or below this, the highest "
                                 "score wins (a tie at the top plays on)", ("SM-9.4",)),
        ),
        ("R-SM-22",),
    ),
    "max_bid": OptionMeaning(
        "what follows a bid of the hand maximum `H`",
        (
            V("others_speak", "the seats after it still have their chance, and may only pass", ("SM-3.4",)),
            V("ends_bidding", "the bidding ends at once: the seats after it get no turn, no pass is recorded",
              ("SM-3.4",)),
        ),
        ("R-SM-4",),
    ),
    "first_lead": OptionMeaning(
        "what the pitcher may lead to the first trick",
        (
            V("trump", "a trump while it holds one (`E_MUST_LEAD_TRUMP`); any card when it holds none", ("SM-6.2",)),
            V("any", "any card", ("SM-6.2",)),
        ),
        ("R-SM-13",),
    ),
}

VERBS = {
    "pass": "decline to bid; final (SM-3.3). Refused with `E_MUST_BID` for the dealer after everyone else "
            "passed under `all_pass: dealer_forced` (SM-3.5)",
    "bid": "bid `N` points: from 2 to the hand maximum `H` (10 in the standard game), above the highest bid so far "
           "(SM-3.2)",
    "trump": "the pitcher names trump, any of the four suits (SM-4.1)",
    "discard": "one action per seat holding more than 6 cards: exactly the cards it gives up, in canonical order "
               "(SM-5.1, SM-5.4, SM-5.5)",
    "play": "play a card to the trick (SM-6.1 to SM-6.4)",
    "curse": "not a Smear action: well formed, so refused with `E_WRONG_PHASE` in every phase (CD-9 step 5)",
}

DEAL = {
    "hands": "one list per seat, seat 0 first, `hand_size` cards each (SM-2.2)",
    "widow": "the 4 widow cards under `widow: 4`, else empty (SM-2.3, SM-5.4)",
    "stock": "the undealt cards, in order: out of play, except in nine-card Smear, where the hands refill "
             "from its front (SM-2.3, SM-5.5)",
}

VALUES = GameValues("smear", OPTIONS, VERBS, DEAL)

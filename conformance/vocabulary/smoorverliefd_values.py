"""Smoorverliefd (SPEC chapter SV): the meaning of every option value and of every action verb,
written once from SPEC.md ("Smoorverliefd options", SV-1 to SV-10 and the register entries R-SV-n).

Names, values and defaults are the engine's (conformance/games/smoorverliefd.py); this file only
says what each value does. tests/test_vocabulary.py fails when an option or value has no meaning
here, or a meaning names one the engine does not have.
"""

from __future__ import annotations

from conformance.vocabulary.model import GameValues, OptionMeaning, Range
from conformance.vocabulary.model import ValueMeaning as V

OPTIONS = {
    "players": OptionMeaning(
        "the number of seats",
        (
            V(3, "three seats, 17 cards each, 1 dead card", ("SV-1.1", "SV-2.2")),
            V(4, "four seats, 13 cards each, no dead card; the only count allowed with `partners: true`",
              ("SV-1.1", "SV-2.2", "SV-8.1")),
            V(5, "five seats, 10 cards each, 2 dead cards", ("SV-1.1", "SV-2.2")),
        ),
        ("R-SV-12",),
    ),
    "target": OptionMeaning(
        "the score that wins",
        (
            V(Range(1, None), "after a round, if a side has this score or more, the highest score wins",
              ("SV-5.1", "SV-5.2")),
        ),
        ("R-SV-6",),
    ),
    "sweep": OptionMeaning(
        "what \"all the hearts\" means for the sweep, which doubles the round points",
        (
            V("all_in_play", "every heart in play (the 13 less the dead hearts)", ("SV-4.3", "SV-2.4")),
            V("all_thirteen", "all 13 hearts: nobody sweeps a round with a dead heart", ("SV-4.3",)),
        ),
        ("R-SV-4",),
    ),
    "champion": OptionMeaning(
        "whether only the round's champions score",
        (
            V("none", "every side's round points are its own heart points (doubled by a sweep)", ("SV-4.5",)),
            V("only_champion_scores", "only the side or sides with the most heart points score round points; the "
                                      "others 0 (bid adjustments and curse penalties still count)", ("SV-4.5", "SV-4.6")),
        ),
        ("R-SV-5",),
    ),
    "tie": OptionMeaning(
        "a tie for the highest score at or above the target",
        (V("play_on", "nobody wins yet: another round is played (the only value)", ("SV-5.3",)),),
        ("R-SV-6",),
    ),
    "troef": OptionMeaning(
        "met Troef",
        (
            V(False, "no trump: the highest card of the suit led wins", ("SV-2.1", "SV-3.4")),
            V(True, "hearts are trump: the highest heart in a trick wins; following suit is unchanged",
              ("SV-6.1", "SV-6.2", "SV-6.3")),
        ),
        ("R-SV-7",),
    ),
    "troef_duty": OptionMeaning(
        "the duty to trump under met Troef (only with `troef: true`)",
        (
            V("none", "a seat void in the suit led may play any card", ("SV-6.5", "SV-3.3")),
            V("trump", "a seat void in the suit led that holds a heart must play a heart (troefplicht)", ("SV-6.5",)),
            V("overtrump", "as `trump`, and a heart played to a trick holding a heart must beat them all when the "
                           "seat holds such a heart (overtroefplicht)", ("SV-6.5", "SV-6.6")),
        ),
        ("R-SV-13",),
    ),
    "blind_love": OptionMeaning(
        "Blind Love",
        (
            V(False, "no bids: play starts after the deal (and the curse)", ("SV-3.1",)),
            V(True, "before the first lead each seat bids once, `bid 0` to `bid` the hearts in play, no pass "
                    "(`E_MUST_BID`)", ("SV-7.1",)),
        ),
        ("R-SV-8",),
    ),
    "blind_bonus": OptionMeaning(
        "the Blind Love bonus (changed only with `blind_love: true`)",
        (V(Range(0, None), "points a seat gains when its captured hearts equal its bid exactly", ("SV-7.3",)),),
        ("R-SV-8",),
    ),
    "blind_penalty": OptionMeaning(
        "the Blind Love penalty (changed only with `blind_love: true`)",
        (V(Range(0, None), "points a seat loses when it captured fewer hearts than it bid", ("SV-7.3",)),),
        ("R-SV-8",),
    ),
    "partners": OptionMeaning(
        "Partner Smoorverliefd",
        (
            V(False, "every seat is its own side", ("SV-1.1",)),
            V(True, "4 seats in pairs across the table, side 0 = seats 0 and 2, side 1 = seats 1 and 3; scores, "
                    "target and winner per pair", ("SV-8.1", "SV-8.2")),
        ),
        ("R-SV-9",),
    ),
    "pair_sweep": OptionMeaning(
        "when a pair sweeps (changed only with `partners: true`)",
        (
            V("together", "its two players together captured all the hearts", ("SV-8.3",)),
            V("single_player", "one of its players alone captured all the hearts", ("SV-8.3",)),
        ),
        ("R-SV-9",),
    ),
    "kleine_liefde": OptionMeaning(
        "Kleine Liefde",
        (
            V(False, "each heart is worth 1, the ace of hearts 5", ("SV-4.1",)),
            V(True, "each heart is worth its rank: A 14, K 13, Q 12, J 11, T 10, 9 to 2 face value",
              ("SV-9.1", "SV-9.2")),
        ),
        ("R-SV-10",),
    ),
    "cupids_arrow": OptionMeaning(
        "Cupid's Arrow",
        (
            V(False, "the deal rotates clockwise and there is no curse", ("SV-1.4",)),
            V(True, "from round 2 the seat with the fewest heart points last round deals and names a cursed suit "
                    "(`curse S`); the sides capturing most cards of it lose `curse_penalty`",
              ("SV-10.1", "SV-10.2", "SV-10.3", "SV-10.4")),
        ),
        ("R-SV-11",),
    ),
    "curse_hearts": OptionMeaning(
        "whether hearts may be cursed (changed only with `cupids_arrow: true`)",
        (
            V(False, "`curse H` is refused with `E_CANNOT_CURSE_HEARTS`", ("SV-10.3",)),
            V(True, "any suit may be cursed, hearts included", ("SV-10.3",)),
        ),
        ("R-SV-11",),
    ),
    "curse_penalty": OptionMeaning(
        "the Cupid's Arrow penalty (changed only with `cupids_arrow: true`)",
        (V(Range(0, None), "points lost by every side tied for the most captured cards of the cursed suit",
           ("SV-10.4",)),),
        ("R-SV-11",),
    ),
    "curse_dealer": OptionMeaning(
        "who deals from round 2 under Cupid's Arrow (changed only with `cupids_arrow: true`)",
        (
            V("heart_points", "the seat with the fewest heart points of its own last round", ("SV-10.2",)),
            V("heart_cards", "the seat that captured the fewest heart cards last round", ("SV-10.2",)),
        ),
        ("R-SV-11",),
    ),
}

VERBS = {
    "pass": "never lawful: Blind Love has no pass, refused with `E_MUST_BID` in the bidding phase (SV-7.1), "
            "and with `E_WRONG_PHASE` in the others",
    "bid": "Blind Love: the number of hearts (cards) the seat expects to capture, 0 to the hearts in play; "
           "bids need not rise (SV-7.1, SV-7.2)",
    "trump": "not a Smoorverliefd action: well formed, so refused with `E_WRONG_PHASE` in every phase (CD-9 step 5)",
    "discard": "not a Smoorverliefd action: well formed, so refused with `E_WRONG_PHASE` in every phase "
               "(CD-9 step 5)",
    "play": "play a card to the trick (SV-3.1 to SV-3.3, SV-6.2, SV-6.5, SV-6.6)",
    "curse": "Cupid's Arrow, from round 2: the dealer names the cursed suit (SV-10.3)",
}

DEAL = {
    "hands": "one list per seat, seat 0 first: 17, 13 or 10 cards each for 3, 4 or 5 players (SV-2.2)",
    "widow": "always empty (SV-2.3)",
    "stock": "the dead cards: 1 with 3 players, none with 4, 2 with 5; out of play for the round (SV-2.2, SV-2.4)",
}

VALUES = GameValues("smoorverliefd", OPTIONS, VERBS, DEAL)

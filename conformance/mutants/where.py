"""Where the first mutants (written before ``Mutant.cannot_differ`` existed) cannot differ from
the reference: the options under which no observation can tell them apart, with the reason
(suite/discrimination.py lists such a mutant with it instead of counting it). Rules that do not
apply under a configuration are found from SPEC's applicability already; these are the
conditions that reading misses (a standard value the configuration happens to play)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping

from conformance.mutants.patching import Mutant, always
from reference.errors import TrickrefError
from reference.smear.options import smear_options

Options = Mapping[str, object]
Why = Callable[[Options], str | None]


def _smear(o: Options, attr: str) -> object:
    try:
        return getattr(smear_options(o), attr)
    except (TrickrefError, ValueError):
        return None


def when(reason: str, test: Callable[[Options], bool]) -> Why:
    return lambda o: reason if test(o) else None


NO_JOKERS = when("no jokers", lambda o: o.get("jokers") == 0)
NOBODY_DISCARDS = when("nobody discards (six cards, no widow, not nine-card)",
                       lambda o: _smear(o, "dealt") == 6 and o.get("widow") == 0 and o.get("nine_card") is False)

SMEAR: dict[str, Why] = {
    "auto_hand_size_8_above_4": when("hand_size is stated, or four players or fewer", lambda o: o.get("hand_size") is not None or int(str(o.get("players"))) <= 4),
    "big_joker_above_jack": when("no joker ranked above the Jick", lambda o: o.get("jokers") == 0 or o.get("joker_rank") != "big_above_jick"),
    "dealer_set_same_dealer": when("all_pass is not dealer_set", lambda o: o.get("all_pass") != "dealer_set"),
    "maximum_bid_10": when("the hand maximum is 10 or less", lambda o: int(str(_smear(o, "hand_maximum") or 0)) <= 10),
    "redeal_passes_deal": when("no redeal: all_pass is not redeal and not nine-card", lambda o: o.get("all_pass") != "redeal" and o.get("nine_card") is False),
    "std_deck_size": when("the deck is the standard one (two jokers)", lambda o: o.get("jokers") == 2),
    "std_hand_maximum": when("the hand maximum is the standard 10", lambda o: _smear(o, "hand_maximum") == 10),
    "std_maximum_bid": when("the hand maximum is the standard 10", lambda o: _smear(o, "hand_maximum") == 10),
    "std_hand_size": when("every player is dealt 10 cards here", lambda o: _smear(o, "dealt") == 10),
    "std_low_high_candidates": when("the trumps are the standard ones in the standard order",
                                    lambda o: o.get("jokers") == 2 and o.get("jick") is True and o.get("joker_rank") == "below_jick"),
    "std_sides": when("four sides, as in the standard game", lambda o: _smear(o, "sides") == 4),
    "std_target": when("the target is the standard 21", lambda o: o.get("target") == 21),
    "std_trump_order": when("the jokers rank below the Jick here (or there are none)", lambda o: o.get("jokers") == 0 or o.get("joker_rank") == "below_jick"),
    "std_trump_set": when("the Jick is a trump here", lambda o: o.get("jick") is True),
    "std_no_elimination": when("no elimination", lambda o: o.get("elimination") is None),
    "std_revoke_penalty": when("revoke is not penalized", lambda o: o.get("revoke") != "penalized"),
    "revoke_sets_back": when("revoke is not penalized", lambda o: o.get("revoke") != "penalized"),
    "revoke_refused": when("revoke is not penalized", lambda o: o.get("revoke") != "penalized"),
    "tiebreak_ignored": when("no tie of two jokers to break", lambda o: o.get("jokers") != 2 or o.get("joker_rank") != "below_jick" or o.get("joker_tiebreak") == "fixed"),
    "jokers_swapped": NO_JOKERS, "jokers_count_game": NO_JOKERS, "jokers_lowest": NO_JOKERS, "jokers_to_holder": NO_JOKERS,
    "jick_not_trump": when("no Jick", lambda o: o.get("jick") is False),
    "jick_follows_printed_suit": when("no Jick", lambda o: o.get("jick") is False),
    "jack_below_jick": when("no Jick", lambda o: o.get("jick") is False),
    "nine_card_keep_plain": when("not nine-card", lambda o: o.get("nine_card") is False),
    "partners_adjacent": when("no partnerships", lambda o: o.get("partnerships") is False),
    "discard_any_count": NOBODY_DISCARDS, "discard_from_eldest": NOBODY_DISCARDS,
    "max_bid_ends": when("max_bid already ends the bidding", lambda o: o.get("max_bid") == "ends_bidding"),
    "first_lead_free": when("the first lead is already free", lambda o: o.get("first_lead") == "any"),
    "high_highest_in_play": when("High is already the highest in play", lambda o: o.get("high_rule") == "highest_in_play"),
    "low_to_holder": when("Low already goes to its holder", lambda o: o.get("low_rule") == "holder"),
    "three_worth_one": when("the Three is not scored", lambda o: o.get("score_three") is False),
    "no_trump_when_following": when("trump_anytime is false already", lambda o: o.get("trump_anytime") is False),
    # with two sides a hand after which the game goes on leaves both below the target (SM-9.2,
    # SM-9.3), and a set pitcher's side only loses (SM-8.3): it is never at the target when set
    "set_pitcher_wins_at_target": when("two sides: a set pitcher's side is never at the target", lambda o: _smear(o, "sides") == 2),
    # and the two sides tie at the target only when the pitcher made its bid, so it wins first
    "tie_at_target_first_wins": when("two sides and no elimination: two sides tie at the target only when the pitcher, checked first, made its bid",
                                     lambda o: _smear(o, "sides") == 2 and o.get("elimination") is None),
    "game_tie_nobody": when("game_tie is not low_card", lambda o: o.get("game_tie") != "low_card"),
}

SMOORVERLIEFD: dict[str, Why] = {
    "sv_std_hand_size": when("four players: 13 cards each", lambda o: o.get("players") == 4),
    "sv_std_sides": when("no partners: every player is a side", lambda o: o.get("partners") is False),
    "sv_std_blind_amounts": when("the Blind Love amounts are 10 (or no Blind Love)",
                                 lambda o: o.get("blind_love") is False or (o.get("blind_bonus") == 10 and o.get("blind_penalty") == 10)),
    "sv_std_curse_penalty": when("the curse costs 5 (or no Cupid's Arrow)", lambda o: o.get("cupids_arrow") is False or o.get("curse_penalty") == 5),
    "sv_std_hearts_in_play": when("four players: no dead card", lambda o: o.get("players") == 4),
    "sv_std_heart_values": when("not Kleine Liefde", lambda o: o.get("kleine_liefde") is False),
    "sv_std_trick_order": when("not met Troef", lambda o: o.get("troef") is False),
    "sv_std_target": when("the target is the standard 50", lambda o: o.get("target") == 50),
    # without Blind Love nothing is bid (bid N is refused by its phase) and no adjustment is made;
    # without Cupid's Arrow nobody is cursed: a sweep has nothing else to double (SV-7.1, SV-10)
    "sv_bids_up_to_thirteen": when("no Blind Love: nothing is bid", lambda o: o.get("blind_love") is False),
    "sv_sweep_doubles_adjustments": when("neither Blind Love nor Cupid's Arrow: no adjustment or curse to double",
                                         lambda o: o.get("blind_love") is False and o.get("cupids_arrow") is False),
}


def with_conditions(mutants: Mapping[str, Mutant]) -> dict[str, Mutant]:
    """``mutants`` with the conditions above given to those that have none of their own."""
    table = {**SMEAR, **SMOORVERLIEFD}
    return {name: dataclasses.replace(m, cannot_differ=table[name]) if name in table and m.cannot_differ is always else m
            for name, m in mutants.items()}

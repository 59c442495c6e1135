"""Four Point mutants (their names start with ``fp_``): the register's readings, each read the
other way, and the standard values where the variant has its own (``fp_std_``, issue 16) last.
The other rules of chapter FP and chapter CD as Four Point plays it: fourpoint_cd.py (notation,
seats, refusals), fourpoint_play.py (seats, deal, bidding, play), fourpoint_end.py (hand score,
game end)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from types import ModuleType

from conformance.mutants.common import options_read_as, trump_while_following
from conformance.mutants.patching import Body, Mutant, Patch, replace_function
from reference.cards import JACK, Card, Suit
from reference.fourpoint import rules as fp_rules
from reference.fourpoint import scoring as fp_scoring
from reference.fourpoint.options import FourPointOptions
from reference.fourpoint.options import side_of as fp_side_of
from reference.fourpoint.state import Award as FPAward
from reference.fourpoint.state import FourPointState
from reference.fourpoint.state import HandResult as FPHandResult
from reference.fourpoint.state import HandState as FPHandState

FP = "fourpoint"
_STD_FP = FourPointOptions()  # the standard game's values

Options = Mapping[str, object]
CannotDiffer = Callable[[Options], str | None]


def idle_when(*reasons: tuple[str, Callable[[Options], bool]]) -> CannotDiffer:
    """A ``cannot_differ``: the first reason whose test holds of the options, else None."""

    def cannot_differ(o: Options) -> str | None:
        return next((reason for reason, test in reasons if test(o)), None)

    return cannot_differ


def option_is(name: str, *values: object) -> Callable[[Options], bool]:
    return lambda o: any(o.get(name) == v and type(o.get(name)) is type(v) for v in values)


def _fp_reading(change: Callable[[FourPointOptions], FourPointOptions], module: ModuleType, *names: str, everywhere: bool = False) -> Body:
    """``options_read_as`` for Four Point's options (so mypy checks the fields ``change`` sets)."""
    return options_read_as(change, module, *names, everywhere=everywhere)


def _fp_option_reading(change: Callable[[FourPointOptions], FourPointOptions]) -> Body:
    """Score every hand (FP-7) as if the options read ``change(options)``."""
    return options_read_as(change, fp_scoring, "hand_awards")


def _fp_bidding_reading(change: Callable[[FourPointOptions], FourPointOptions]) -> Body:
    """Bid and end the bidding (FP-3) as if the options read ``change(options)``."""
    return options_read_as(change, fp_rules, "bid_refusal", "bidding_over")


def _fp_game_end_reading(change: Callable[[FourPointOptions], FourPointOptions]) -> Body:
    """Decide the game's end (FP-9) as if the options read ``change(options)``."""
    return options_read_as(change, fp_scoring, "game_winner", everywhere=True)


NO_TAKE = ("take: 0: nothing is taken or discarded (FP-4.1, FP-4.2)", option_is("take", 0))


def fp_discard_rule_ignored(patch: Patch) -> None:
    def respects(discard: Sequence[Card], suit: Suit, held: Sequence[Card], options: FourPointOptions) -> bool:
        return True

    patch(fp_rules, "respects", respects)


def fp_first_lead_not_trump(patch: Patch) -> None:
    """Trump is the bidder's longest suit (as if declared), not the suit of the first card led."""
    original = fp_rules.after_play

    def after_play(state: FourPointState, hand: FPHandState, seat: int, card: Card) -> FourPointState:
        if hand.trump is None:
            held = hand.hands[seat]
            suit = max(Suit, key=lambda s: (sum(1 for c in held if c.suit == s), -int(s)))
            hand = dataclasses.replace(hand, trump=suit)
        return original(state, hand, seat, card)

    patch(fp_rules, "after_play", after_play)


def fp_discards_not_counted(patch: Patch) -> None:
    def game_totals(hand: FPHandState) -> tuple[int, ...]:
        totals = [0, 0]
        for t in hand.tricks:
            totals[fp_side_of(t.winner)] += sum(fp_scoring.game_value(c) for c in t.cards)
        return tuple(totals)

    patch(fp_scoring, "game_totals", game_totals)


def fp_no_trump_when_following(patch: Patch) -> None:
    trump_while_following(patch, fp_rules, lambda trump: False)


def fp_jack_to_player(patch: Patch) -> None:
    original = fp_scoring.jack_award

    def jack_award(hand: FPHandState, trump: Suit, played: dict[Card, fp_scoring.Placed], options: FourPointOptions) -> FPAward:
        jack = Card(JACK, trump)
        if jack in played:
            return fp_scoring.card_award("jack", jack, "player", played)
        return original(hand, trump, played, options)

    patch(fp_scoring, "jack_award", jack_award)


def fp_take_from_the_back(patch: Patch) -> None:
    original = fp_rules.take_undealt

    def take_undealt(hand: FPHandState, options: FourPointOptions) -> FPHandState:
        return original(dataclasses.replace(hand, stock=hand.stock[::-1]), options)

    patch(fp_rules, "take_undealt", take_undealt)


def fp_non_bidder_cap_ignored(patch: Patch) -> None:
    def capped_gain(before: int, won: int, options: FourPointOptions) -> int:
        return won

    patch(fp_scoring, "capped_gain", capped_gain)


def fp_non_bidder_checked_first(patch: Patch) -> None:
    original = fp_scoring.game_winner

    def game_winner(result: FPHandResult, options: FourPointOptions) -> int | None:
        if result.bidder is not None and not options.win_only_on_made_bid:
            other = 1 - fp_side_of(result.bidder)
            if result.scores[other] >= options.target:
                return other
        return original(result, options)

    replace_function(patch, fp_scoring, "game_winner", game_winner)


# ---------------------------------------------------------------------------- the readings the other way


def fp_trump_anytime_always(patch: Patch) -> None:
    trump_while_following(patch, fp_rules, lambda trump: True)


def _defenders_win_only_on_made_bid(o: FourPointOptions) -> FourPointOptions:
    # made_bid_winner belongs to win_only_on_made_bid: only then can it be bidding_side
    return dataclasses.replace(o, made_bid_winner="bidding_side") if o.win_only_on_made_bid else o


# Who may win cannot change while the non-bidding side never reaches the target: under
# below_target it is capped short of it on every hand (FP-9.4), and it cannot have got there
# earlier without the game ending, nor as a bidder whose bid was set. So no side is ever at the
# target after a hand whose bid failed either.
_DEFENDERS_SHORT = ("non_bidder_cap: below_target: the non-bidding side never reaches the target (FP-9.4)",
                    option_is("non_bidder_cap", "below_target"))
_DEFENDERS_NEVER_WIN = ("made_bid_winner: bidding_side: the non-bidding side never wins (FP-9.3)",
                        option_is("made_bid_winner", "bidding_side"))
# Under at_target the non-bidding side is at most at the target (its gains stop there, and it can
# pass it only as a bidder, which ends the game): with both sides there the bidding side's score is
# never the lower, so the higher score and the bidding side checked first pick the same winner.
_DEFENDERS_AT_MOST_TARGET = ("non_bidder_cap: at_target: the non-bidding side never has the higher score at the target (FP-9.4)",
                             option_is("non_bidder_cap", "at_target"))
_HOUSE_RULE_OFF = ("win_only_on_made_bid: false: the house rule is off (FP-9.3)", option_is("win_only_on_made_bid", False))


def _reading(name: str, value: object, rule: str) -> tuple[str, Callable[[Options], bool]]:
    """The reason a mutant that reads ``name`` as ``value`` cannot differ where it is ``value``."""
    return (f"{name}: {str(value).lower()} is the reading the mutant plays ({rule})", option_is(name, value))


MUTANTS: dict[str, Mutant] = {
    "fp_discard_rule_ignored": Mutant("any discard is lawful and any card may lead after it", "FP-4.3, FP-4.4, FP-5.3, R-FP-8",
                                      fp_discard_rule_ignored, FP, idle_when(NO_TAKE)),
    "fp_first_lead_not_trump": Mutant("trump is the bidder's longest suit, not the suit of the first card led", "FP-5.2", fp_first_lead_not_trump, FP),
    "fp_low_to_taker": Mutant("Low goes to the side that took the 7 of trump, not the side that played it", "FP-7.3, R-FP-11",
                              _fp_option_reading(lambda o: dataclasses.replace(o, low_to="taker")), FP,
                              idle_when(_reading("low_to", "taker", "FP-7.3"))),
    "fp_high_highest_in_play": Mutant("High goes with the highest trump played, not only the ace", "FP-7.2, R-FP-11",
                                      _fp_option_reading(lambda o: dataclasses.replace(o, high_card="highest")), FP,
                                      idle_when(_reading("high_card", "highest", "FP-7.2"))),
    "fp_discards_not_counted": Mutant("the bidder's discards do not count for Game", "FP-7.6, R-FP-14", fp_discards_not_counted, FP,
                                      idle_when(NO_TAKE)),
    "fp_excess_only_by_default": Mutant("only the trumps beyond six may be discarded, whatever trump_discard says", "FP-4.3, R-FP-9",
                                        _fp_reading(lambda o: dataclasses.replace(o, trump_discard="excess_only"), fp_rules, "trump_allowance"), FP,
                                        idle_when(NO_TAKE, _reading("trump_discard", "excess_only", "FP-4.3"))),
    "fp_no_trump_when_following": Mutant("no trumping while able to follow (trump_anytime ignored)", "FP-6.2, R-FP-10", fp_no_trump_when_following, FP,
                                         idle_when(_reading("trump_anytime", False, "FP-6.2"))),
    "fp_jack_to_player": Mutant("the Jack point goes to the side that played the jack", "FP-7.4, R-FP-1", fp_jack_to_player, FP),
    "fp_game_tie_to_bidder": Mutant("a Game tie goes to the bidding side", "FP-7.6, R-FP-14",
                                    _fp_reading(lambda o: dataclasses.replace(o, game_tie="bidder"), fp_scoring, "game_award"), FP,
                                    idle_when(_reading("game_tie", "bidder", "FP-7.6"))),
    "fp_discarded_jack_scores": Mutant("a discarded jack of trump scores Jack for the bidder", "FP-7.4, R-FP-13",
                                       _fp_option_reading(lambda o: dataclasses.replace(o, discarded_jack="bidder")), FP,
                                       idle_when(NO_TAKE, _reading("discarded_jack", "bidder", "FP-7.4"))),
    "fp_take_from_the_back": Mutant("the bidder takes the last stock cards, not the first", "FP-4.1, R-FP-4", fp_take_from_the_back, FP,
                                    idle_when(NO_TAKE)),
    "fp_dealer_forced": Mutant("the dealer may not pass after three passes (all_pass ignored)", "FP-3.5, R-FP-5",
                               _fp_bidding_reading(lambda o: dataclasses.replace(o, all_pass="dealer_forced")), FP,
                               idle_when(_reading("all_pass", "dealer_forced", "FP-3.5"))),
    "fp_stuck_dealer_may_pass": Mutant("all_pass dealer_forced still lets the dealer pass", "FP-3.5, R-FP-5",
                                       _fp_bidding_reading(lambda o: dataclasses.replace(o, all_pass="redeal")), FP,
                                       idle_when(_reading("all_pass", "redeal", "FP-3.5"))),
    "fp_max_bid_others_speak": Mutant("a bid of 4 does not end the bidding (max_bid ignored)", "FP-3.3, R-FP-18",
                                      _fp_bidding_reading(lambda o: dataclasses.replace(o, max_bid="others_speak")), FP,
                                      idle_when(_reading("max_bid", "others_speak", "FP-3.3"))),
    "fp_max_bid_ends_bidding": Mutant("max_bid others_speak still ends the bidding at a bid of 4", "FP-3.3, R-FP-18",
                                      _fp_bidding_reading(lambda o: dataclasses.replace(o, max_bid="ends_bidding")), FP,
                                      idle_when(_reading("max_bid", "ends_bidding", "FP-3.3"))),
    "fp_dealer_holds": Mutant("the dealer may hold the bid at the same amount (dealer_holds ignored)", "FP-3.6, R-FP-19",
                              _fp_bidding_reading(lambda o: dataclasses.replace(o, dealer_holds=True)), FP,
                              idle_when(_reading("dealer_holds", True, "FP-3.6"))),
    "fp_dealer_may_not_hold": Mutant("dealer_holds true still refuses the dealer's equal bid", "FP-3.6, R-FP-19",
                                     _fp_bidding_reading(lambda o: dataclasses.replace(o, dealer_holds=False)), FP,
                                     idle_when(_reading("dealer_holds", False, "FP-3.6"))),
    "fp_made_bid_winner_ignored": Mutant("made_bid_winner bidding_side still lets the defenders win", "FP-9.3, R-FP-16",
                                         _fp_reading(lambda o: dataclasses.replace(o, made_bid_winner="either_side"),
                                                     fp_scoring, "game_winner", everywhere=True), FP,
                                         idle_when(_reading("made_bid_winner", "either_side", "FP-9.3"), _DEFENDERS_SHORT)),
    "fp_non_bidder_cap_ignored": Mutant("non_bidder_cap is ignored", "FP-9.4, R-FP-16", fp_non_bidder_cap_ignored, FP,
                                        idle_when(_reading("non_bidder_cap", "none", "FP-9.4"))),
    "fp_non_bidder_checked_first": Mutant("the non-bidding side at the target wins before the bidding side", "FP-9.2, R-FP-15",
                                          fp_non_bidder_checked_first, FP,
                                          idle_when(("win_only_on_made_bid: true: the mutant plays the reference under the house rule (FP-9.3)",
                                                     option_is("win_only_on_made_bid", True)), _DEFENDERS_SHORT)),
    # the register's readings the other way round (the mutants above read them one way)
    "fp_excess_only_ignored": Mutant("trump_discard excess_only still lets any trump go once more than six are held", "FP-4.3, R-FP-9",
                                     _fp_reading(lambda o: dataclasses.replace(o, trump_discard="any_if_over_six"), fp_rules, "trump_allowance"), FP,
                                     idle_when(NO_TAKE, _reading("trump_discard", "any_if_over_six", "FP-4.3"))),
    "fp_trump_anytime_always": Mutant("trump_anytime false still lets a player trump instead of following", "FP-6.2, R-FP-10",
                                      fp_trump_anytime_always, FP, idle_when(_reading("trump_anytime", True, "FP-6.2"))),
    "fp_low_lowest_in_play": Mutant("Low goes with the lowest trump played, not only the 7", "FP-7.3, R-FP-11",
                                    _fp_option_reading(lambda o: dataclasses.replace(o, low_card="lowest")), FP,
                                    idle_when(_reading("low_card", "lowest", "FP-7.3"))),
    "fp_low_to_player_always": Mutant("low_to taker still gives Low to the side that played the Low card", "FP-7.3, R-FP-11",
                                      _fp_option_reading(lambda o: dataclasses.replace(o, low_to="player")), FP,
                                      idle_when(_reading("low_to", "player", "FP-7.3"))),
    "fp_discarded_jack_nobody": Mutant("discarded_jack bidder still scores a discarded jack of trump for nobody", "FP-7.4, R-FP-13",
                                       _fp_option_reading(lambda o: dataclasses.replace(o, discarded_jack="nobody")), FP,
                                       idle_when(NO_TAKE, _reading("discarded_jack", "nobody", "FP-7.4"))),
    "fp_game_tie_nobody": Mutant("game_tie bidder still gives a Game tie to nobody", "FP-7.6, R-FP-14",
                                 _fp_option_reading(lambda o: dataclasses.replace(o, game_tie="none")), FP,
                                 idle_when(_reading("game_tie", "none", "FP-7.6"))),
    "fp_higher_score_wins": Mutant("both_at_target bidder_first still lets the higher score win when both sides reach the target",
                                   "FP-9.2, R-FP-15", _fp_game_end_reading(lambda o: dataclasses.replace(o, both_at_target="higher_score")), FP,
                                   idle_when(_reading("both_at_target", "higher_score", "FP-9.2"), _DEFENDERS_NEVER_WIN, _DEFENDERS_SHORT,
                                   _DEFENDERS_AT_MOST_TARGET)),
    "fp_bidder_first_always": Mutant("both_at_target higher_score still lets the bidding side win when both sides reach the target",
                                     "FP-9.2, R-FP-15", _fp_game_end_reading(lambda o: dataclasses.replace(o, both_at_target="bidder_first")), FP,
                                     idle_when(_reading("both_at_target", "bidder_first", "FP-9.2"), _DEFENDERS_NEVER_WIN, _DEFENDERS_SHORT,
                                   _DEFENDERS_AT_MOST_TARGET)),
    "fp_win_on_failed_bid": Mutant("win_only_on_made_bid is ignored: a side may win on a hand whose bid failed", "FP-9.3, R-FP-16",
                                   _fp_game_end_reading(lambda o: dataclasses.replace(o, win_only_on_made_bid=False, made_bid_winner="either_side")),
                                   FP, idle_when(_HOUSE_RULE_OFF, _DEFENDERS_SHORT)),
    "fp_win_only_on_made_bid_always": Mutant("nobody wins on a hand whose bid failed, whatever win_only_on_made_bid says", "FP-9.3, R-FP-16",
                                             _fp_game_end_reading(lambda o: dataclasses.replace(o, win_only_on_made_bid=True)), FP,
                                             idle_when(_reading("win_only_on_made_bid", True, "FP-9.3"), _DEFENDERS_SHORT)),
    "fp_made_bid_winner_bidding_side": Mutant("made_bid_winner either_side still lets only the bidding side win", "FP-9.3, R-FP-16",
                                              _fp_game_end_reading(_defenders_win_only_on_made_bid), FP,
                                              idle_when(_HOUSE_RULE_OFF, _reading("made_bid_winner", "bidding_side", "FP-9.3"), _DEFENDERS_SHORT)),
    "fp_cap_at_target_always": Mutant("the non-bidding side is capped at the target whatever non_bidder_cap says", "FP-9.4, R-FP-16",
                                      _fp_reading(lambda o: dataclasses.replace(o, non_bidder_cap="at_target"), fp_scoring, "capped_gain"), FP,
                                      idle_when(_reading("non_bidder_cap", "at_target", "FP-9.4"))),
    "fp_cap_below_target_always": Mutant("the non-bidding side is capped below the target whatever non_bidder_cap says", "FP-9.4, R-FP-16",
                                         _fp_reading(lambda o: dataclasses.replace(o, non_bidder_cap="below_target"), fp_scoring, "capped_gain"), FP,
                                         idle_when(_reading("non_bidder_cap", "below_target", "FP-9.4"))),
    # standard values (issue 16): the standard game's value played whatever the option says
    "fp_std_take": Mutant("the bidder takes and discards three cards whatever take says", "FP-4.1, FP-4.2",
                          _fp_reading(lambda o: dataclasses.replace(o, take=_STD_FP.take),
                                      fp_rules, "take_undealt", "discard_refusal", "discard_choices"), FP,
                          idle_when(_reading("take", 3, "FP-4.1"))),
    "fp_std_target": Mutant("the game is played to 15 whatever target says", "FP-9.1, FP-9.4",
                            _fp_reading(lambda o: dataclasses.replace(o, target=_STD_FP.target),
                                        fp_scoring, "game_winner", "capped_gain", everywhere=True), FP,
                            idle_when(_reading("target", 15, "FP-9.1"))),
    "fp_std_high_card": Mutant("High is the ace of trump whatever high_card says", "FP-7.2, R-FP-11",
                               _fp_option_reading(lambda o: dataclasses.replace(o, high_card="ace")), FP,
                               idle_when(_reading("high_card", "ace", "FP-7.2"))),
    "fp_std_low_card": Mutant("Low is the 7 of trump whatever low_card says", "FP-7.3, R-FP-11",
                              _fp_option_reading(lambda o: dataclasses.replace(o, low_card="seven")), FP,
                              idle_when(_reading("low_card", "seven", "FP-7.3"))),
}

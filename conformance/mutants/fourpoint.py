"""Four Point mutants (their names start with ``fp_``), the standard values where the variant
has its own (``fp_std_``, issue 16) last."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

from conformance.mutants.common import trump_while_following
from conformance.mutants.patching import Body, Mutant, Patch, replace_function
from reference.cards import JACK, Card, Suit
from reference.errors import IllegalAction
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


def _fp_option_reading(change: Callable[[FourPointOptions], FourPointOptions]) -> Body:
    """Score every hand as if the options read ``change(options)``."""
    def apply(patch: Patch) -> None:
        original = fp_scoring.hand_awards

        def hand_awards(hand: FPHandState, options: FourPointOptions) -> tuple[tuple[FPAward, ...], tuple[int, ...]]:
            return original(hand, change(options))

        patch(fp_scoring, "hand_awards", hand_awards)

    return apply


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


def fp_excess_only_by_default(patch: Patch) -> None:
    original = fp_rules.trump_allowance

    def trump_allowance(held: Sequence[Card], suit: Suit, options: FourPointOptions) -> int:
        return original(held, suit, dataclasses.replace(options, trump_discard="excess_only"))

    patch(fp_rules, "trump_allowance", trump_allowance)


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


def fp_game_tie_to_bidder(patch: Patch) -> None:
    original = fp_scoring.game_award

    def game_award(totals: Sequence[int], bidder_side: int, options: FourPointOptions) -> int | None:
        return original(totals, bidder_side, dataclasses.replace(options, game_tie="bidder"))

    patch(fp_scoring, "game_award", game_award)


def fp_take_from_the_back(patch: Patch) -> None:
    original = fp_rules.take_undealt

    def take_undealt(hand: FPHandState, options: FourPointOptions) -> FPHandState:
        return original(dataclasses.replace(hand, stock=hand.stock[::-1]), options)

    patch(fp_rules, "take_undealt", take_undealt)


def _fp_bidding_reading(change: Callable[[FourPointOptions], FourPointOptions]) -> Body:
    """A mutant that bids (and ends the bidding) under another reading whatever the options say."""

    def apply(patch: Patch) -> None:
        refusal, over = fp_rules.bid_refusal, fp_rules.bidding_over

        def bid_refusal(hand: FPHandState, amount: int | None, options: FourPointOptions) -> IllegalAction | None:
            return refusal(hand, amount, change(options))

        def bidding_over(hand: FPHandState, options: FourPointOptions) -> bool:
            return over(hand, change(options))

        patch(fp_rules, "bid_refusal", bid_refusal)
        patch(fp_rules, "bidding_over", bidding_over)

    return apply


def fp_made_bid_winner_ignored(patch: Patch) -> None:
    original = fp_scoring.game_winner

    def game_winner(result: FPHandResult, options: FourPointOptions) -> int | None:
        return original(result, dataclasses.replace(options, made_bid_winner="either_side"))

    replace_function(patch, fp_scoring, "game_winner", game_winner)


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


# ---------------------------------------------------------------------------- standard values (issue 16)


def fp_std_take(patch: Patch) -> None:
    """FP-4.1, FP-4.2: the bidder takes (and discards) three cards whatever ``take`` says."""
    take, refusal, choices = fp_rules.take_undealt, fp_rules.discard_refusal, fp_rules.discard_choices

    def three(options: FourPointOptions) -> FourPointOptions:
        return dataclasses.replace(options, take=_STD_FP.take)

    def take_undealt(hand: FPHandState, options: FourPointOptions) -> FPHandState:
        return take(hand, three(options))

    def discard_refusal(hand: FPHandState, seat: int, cards: tuple[Card, ...], options: FourPointOptions) -> IllegalAction | None:
        return refusal(hand, seat, cards, three(options))

    def discard_choices(hand: FPHandState, seat: int, options: FourPointOptions) -> list[tuple[Card, ...]]:
        return choices(hand, seat, three(options))

    patch(fp_rules, "take_undealt", take_undealt)
    patch(fp_rules, "discard_refusal", discard_refusal)
    patch(fp_rules, "discard_choices", discard_choices)


def fp_std_target(patch: Patch) -> None:
    """FP-9.1, FP-9.4: the game is played to 15 (and capped below 15) whatever ``target`` says."""
    winner, cap = fp_scoring.game_winner, fp_scoring.capped_gain

    def game_winner(result: FPHandResult, options: FourPointOptions) -> int | None:
        return winner(result, dataclasses.replace(options, target=_STD_FP.target))

    def capped_gain(before: int, won: int, options: FourPointOptions) -> int:
        return cap(before, won, dataclasses.replace(options, target=_STD_FP.target))

    replace_function(patch, fp_scoring, "game_winner", game_winner)
    patch(fp_scoring, "capped_gain", capped_gain)


MUTANTS: dict[str, Mutant] = {
    "fp_discard_rule_ignored": Mutant("any discard is lawful and any card may lead after it", "FP-4.3, FP-4.4, FP-5.3, R-FP-8", fp_discard_rule_ignored, FP),
    "fp_first_lead_not_trump": Mutant("trump is the bidder's longest suit, not the suit of the first card led", "FP-5.2", fp_first_lead_not_trump, FP),
    "fp_low_to_taker": Mutant("Low goes to the side that took the 7 of trump, not the side that played it", "FP-7.3, R-FP-11",
                              _fp_option_reading(lambda o: dataclasses.replace(o, low_to="taker")), FP),
    "fp_high_highest_in_play": Mutant("High goes with the highest trump played, not only the ace", "FP-7.2, R-FP-11",
                                      _fp_option_reading(lambda o: dataclasses.replace(o, high_card="highest")), FP),
    "fp_discards_not_counted": Mutant("the bidder's discards do not count for Game", "FP-7.6, R-FP-14", fp_discards_not_counted, FP),
    "fp_excess_only_by_default": Mutant("only the trumps beyond six may be discarded, whatever trump_discard says", "FP-4.3, R-FP-9",
                                        fp_excess_only_by_default, FP),
    "fp_no_trump_when_following": Mutant("no trumping while able to follow (trump_anytime ignored)", "FP-6.2, R-FP-10", fp_no_trump_when_following, FP),
    "fp_jack_to_player": Mutant("the Jack point goes to the side that played the jack", "FP-7.4, R-FP-1", fp_jack_to_player, FP),
    "fp_game_tie_to_bidder": Mutant("a Game tie goes to the bidding side", "FP-7.6, R-FP-14", fp_game_tie_to_bidder, FP),
    "fp_discarded_jack_scores": Mutant("a discarded jack of trump scores Jack for the bidder", "FP-7.4, R-FP-13",
                                       _fp_option_reading(lambda o: dataclasses.replace(o, discarded_jack="bidder")), FP),
    "fp_take_from_the_back": Mutant("the bidder takes the last stock cards, not the first", "FP-4.1, R-FP-4", fp_take_from_the_back, FP),
    "fp_dealer_forced": Mutant("the dealer may not pass after three passes (all_pass ignored)", "FP-3.5, R-FP-5",
                               _fp_bidding_reading(lambda o: dataclasses.replace(o, all_pass="dealer_forced")), FP),
    "fp_stuck_dealer_may_pass": Mutant("all_pass dealer_forced still lets the dealer pass", "FP-3.5, R-FP-5",
                                       _fp_bidding_reading(lambda o: dataclasses.replace(o, all_pass="redeal")), FP),
    "fp_max_bid_others_speak": Mutant("a bid of 4 does not end the bidding (max_bid ignored)", "FP-3.3, R-FP-18",
                                      _fp_bidding_reading(lambda o: dataclasses.replace(o, max_bid="others_speak")), FP),
    "fp_max_bid_ends_bidding": Mutant("max_bid others_speak still ends the bidding at a bid of 4", "FP-3.3, R-FP-18",
                                      _fp_bidding_reading(lambda o: dataclasses.replace(o, max_bid="ends_bidding")), FP),
    "fp_dealer_holds": Mutant("the dealer may hold the bid at the same amount (dealer_holds ignored)", "FP-3.6, R-FP-19",
                              _fp_bidding_reading(lambda o: dataclasses.replace(o, dealer_holds=True)), FP),
    "fp_dealer_may_not_hold": Mutant("dealer_holds true still refuses the dealer's equal bid", "FP-3.6, R-FP-19",
                                     _fp_bidding_reading(lambda o: dataclasses.replace(o, dealer_holds=False)), FP),
    "fp_made_bid_winner_ignored": Mutant("made_bid_winner bidding_side still lets the defenders win", "FP-9.3, R-FP-16",
                                         fp_made_bid_winner_ignored, FP),
    "fp_non_bidder_cap_ignored": Mutant("non_bidder_cap is ignored", "FP-9.4, R-FP-16", fp_non_bidder_cap_ignored, FP),
    "fp_non_bidder_checked_first": Mutant("the non-bidding side at the target wins before the bidding side", "FP-9.2, R-FP-15",
                                          fp_non_bidder_checked_first, FP),
    "fp_std_take": Mutant("the bidder takes and discards three cards whatever take says", "FP-4.1, FP-4.2", fp_std_take, FP),
    "fp_std_target": Mutant("the game is played to 15 whatever target says", "FP-9.1, FP-9.4", fp_std_target, FP),
    "fp_std_high_card": Mutant("High is the ace of trump whatever high_card says", "FP-7.2, R-FP-11",
                               _fp_option_reading(lambda o: dataclasses.replace(o, high_card="ace")), FP),
    "fp_std_low_card": Mutant("Low is the 7 of trump whatever low_card says", "FP-7.3, R-FP-11",
                              _fp_option_reading(lambda o: dataclasses.replace(o, low_card="seven")), FP),
}

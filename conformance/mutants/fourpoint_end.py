"""Four Point mutants of the scoring categories, the hand score and the game's end (SPEC FP-7
to FP-9) that no option reads: the awards listed, the game values, a scoring card not in play,
the points won, made and set bids, the non-bidding side's score, a redeal, a tie at the target
and the bid of 4 (R-FP-20). The option readings read the other way are in fourpoint.py."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

from conformance.mutants.common import answer_changed
from conformance.mutants.fourpoint import FP, Options, idle_when, option_is
from conformance.mutants.patching import Body, Mutant, Patch, replace_function
from reference.cards import JACK, Card, Suit
from reference.fourpoint import scoring as fp_scoring
from reference.fourpoint.options import MAX_BID, MIN_BID, SIDES, FourPointOptions, side_of
from reference.fourpoint.scoring import Placed
from reference.fourpoint.state import Award, HandResult, HandState
from reference.table import Awarded, captured_points


def fp_nobody_awards_left_out(patch: Patch) -> None:
    """FP-7.1 broken: a category that went to nobody is left out of the hand's awards."""
    original = fp_scoring.hand_awards

    def hand_awards(hand: HandState, options: FourPointOptions) -> tuple[tuple[Award, ...], tuple[int, ...]]:
        awards, totals = original(hand, options)
        return tuple(a for a in awards if a.side is not None), totals

    patch(fp_scoring, "hand_awards", hand_awards)


def fp_jack_worth_nothing(patch: Patch) -> None:
    """FP-7.5 broken: a jack counts nothing for Game (it scores its own point already)."""
    original = fp_scoring.game_value

    def game_value(card: Card) -> int:
        return 0 if card.rank == JACK else original(card)

    replace_function(patch, fp_scoring, "game_value", game_value)


def fp_missing_card_next_in_play(patch: Patch) -> None:
    """FP-7.7 broken (R-FP-12 read another way): when the ace (or the 7) of trump was not played,
    High (Low) goes with the highest (lowest) trump played instead of to nobody."""
    high, low = fp_scoring.high_card, fp_scoring.low_card

    def high_card(trump: Suit, played: dict[Card, Placed], options: FourPointOptions) -> Card:
        card = high(trump, played, options)
        return card if card in played else max((c for c in played if c.suit == trump), key=lambda c: c.rank)

    def low_card(trump: Suit, played: dict[Card, Placed], options: FourPointOptions) -> Card:
        card = low(trump, played, options)
        return card if card in played else min((c for c in played if c.suit == trump), key=lambda c: c.rank)

    patch(fp_scoring, "high_card", high_card)
    patch(fp_scoring, "low_card", low_card)


def fp_game_not_in_points_won(patch: Patch) -> None:
    """FP-8.1 broken: the points won are counted from High, Low and Jack only: the Game point is
    listed but left out of the sum (and so of the bid made or set)."""

    def points_won(awards: Sequence[Awarded], sides: int) -> list[int]:
        return captured_points([a for a in awards if not (isinstance(a, Award) and a.category == "game")], sides)

    patch(fp_scoring, "captured_points", points_won)


def fp_bid_made_only_above(patch: Patch) -> None:
    """FP-8.2 broken: the bid is made only by winning more than the bid (``>`` for ``>=``)."""

    def hand_changes(captured: Sequence[int], scores: Sequence[int], bidder_side: int, bid: int,
                     options: FourPointOptions) -> tuple[tuple[int, ...], bool]:
        made = captured[bidder_side] > bid
        changes = tuple((captured[s] if made else -bid) if s == bidder_side else fp_scoring.capped_gain(scores[s], captured[s], options)
                        for s in range(SIDES))
        return changes, made

    patch(fp_scoring, "hand_changes", hand_changes)


Changes = tuple[tuple[int, ...], bool]


def _changes_then(adjust: Callable[[int, int, bool, Sequence[int], int], int]) -> Body:
    """FP-8 as the reference scores a hand, then side ``s``'s change ``c`` read as ``adjust(s, c,
    made, scores before the hand, bidder's side)``."""

    def change(captured: Sequence[int], scores: Sequence[int], bidder_side: int, bid: int, options: FourPointOptions,
               found: Changes) -> Changes:
        changes, made = found
        return tuple(adjust(s, c, made, scores, bidder_side) for s, c in enumerate(changes)), made

    return answer_changed(fp_scoring, "hand_changes", change)


def fp_redeal_sets_dealer_back(patch: Patch) -> None:
    """FP-8.5 broken: an all-pass redeal sets the dealer's side back the minimum bid, 2 (the
    engines' "dealer set" of R-FP-5, which no Four Point source plays)."""
    original = fp_scoring.redeal_result

    def redeal_result(hand: HandState, scores: Sequence[int]) -> HandResult:
        result = original(hand, scores)
        changes = tuple(-MIN_BID if s == side_of(hand.dealer) else 0 for s in range(SIDES))
        return dataclasses.replace(result, changes=changes, scores=tuple(a + c for a, c in zip(scores, changes)))

    replace_function(patch, fp_scoring, "redeal_result", redeal_result)


def fp_target_tie_to_non_bidders(patch: Patch) -> None:
    """FP-9.2 broken (R-FP-15): both sides at the target with equal scores: the non-bidding side
    wins (under either ``both_at_target``), not the bidding side."""
    original = fp_scoring.game_winner

    def game_winner(result: HandResult, options: FourPointOptions) -> int | None:
        won = original(result, options)
        if won is None or result.bidder is None:
            return won
        bidding = side_of(result.bidder)
        defenders_may_win = not options.win_only_on_made_bid or options.made_bid_winner == "either_side"
        if defenders_may_win and result.scores[bidding] == result.scores[1 - bidding] >= options.target:
            return 1 - bidding
        return won

    replace_function(patch, fp_scoring, "game_winner", game_winner)


def fp_moon_bid_wins(patch: Patch) -> None:
    """R-FP-20 read the other way: a bid of 4 made ("shooting the moon") wins the game at once."""
    original = fp_scoring.game_winner

    def game_winner(result: HandResult, options: FourPointOptions) -> int | None:
        if result.bidder is not None and result.bid == MAX_BID and result.made:
            return side_of(result.bidder)
        return original(result, options)

    replace_function(patch, fp_scoring, "game_winner", game_winner)


def _never_both_at_target(o: Options) -> bool:
    return option_is("made_bid_winner", "bidding_side")(o) or option_is("non_bidder_cap", "below_target")(o)


MUTANTS: dict[str, Mutant] = {
    "fp_nobody_awards_left_out": Mutant("a category that went to nobody is left out of the awards", "FP-7.1",
                                        fp_nobody_awards_left_out, FP),
    "fp_jack_worth_nothing": Mutant("a jack counts nothing for Game", "FP-7.5", fp_jack_worth_nothing, FP),
    "fp_missing_card_next_in_play": Mutant("with the ace (7) of trump not played, High (Low) goes with the highest (lowest) trump played",
                                           "FP-7.7, R-FP-12", fp_missing_card_next_in_play, FP,
                                           idle_when(("high_card: highest and low_card: lowest: the High and Low cards are always played (FP-7.2)",
                                                      lambda o: option_is("high_card", "highest")(o) and option_is("low_card", "lowest")(o)))),
    "fp_game_not_in_points_won": Mutant("the Game point is left out of the points won", "FP-8.1", fp_game_not_in_points_won, FP),
    "fp_bid_made_only_above": Mutant("a bid is made only by winning more than the bid", "FP-8.2", fp_bid_made_only_above, FP),
    # FP-8.3 broken: a set-back never takes a score below 0
    "fp_score_floored_at_zero": Mutant("a set-back never takes a score below 0", "FP-8.3",
                                       _changes_then(lambda s, c, made, scores, bidder: max(c, min(0, -scores[s]))), FP),
    # FP-8.4 broken: the non-bidding side scores its points only on a hand whose bid failed
    "fp_defenders_score_only_on_set": Mutant("the non-bidding side scores only on a hand whose bid failed", "FP-8.4",
                                             _changes_then(lambda s, c, made, scores, bidder: 0 if made and s != bidder else c), FP),
    "fp_redeal_sets_dealer_back": Mutant("an all-pass redeal sets the dealer's side back 2", "FP-8.5, R-FP-5", fp_redeal_sets_dealer_back, FP,
                                         idle_when(("all_pass: dealer_forced: no hand is void, so none is redealt (FP-3.5)",
                                                    option_is("all_pass", "dealer_forced")))),
    "fp_target_tie_to_non_bidders": Mutant("both sides at the target with equal scores: the non-bidding side wins", "FP-9.2, R-FP-15",
                                           fp_target_tie_to_non_bidders, FP,
                                           idle_when(("made_bid_winner: bidding_side or non_bidder_cap: below_target: the non-bidding side"
                                                      " never wins at the target (FP-9.3, FP-9.4)", _never_both_at_target))),
    "fp_moon_bid_wins": Mutant("a bid of 4 made wins the game at once (shooting the moon)", "FP-9.1, R-FP-20", fp_moon_bid_wins, FP),
}

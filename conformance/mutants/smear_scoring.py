"""Smear mutants: the awards and score changes of a hand, and the end of the game."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

from conformance.mutants.patching import Body, Mutant, Patch, replace_function
from reference.cards import X1, X2, Card
from reference.smear import scoring
from reference.smear.options import SmearOptions
from reference.smear.scoring import game_winner as _original_game_winner
from reference.smear.state import Award, HandState

# ---------------------------------------------------------------------------- scoring


def _awards_variant(change: Callable[[HandState, SmearOptions, tuple[Award, ...], tuple[int, ...]], tuple[Award, ...]],
                    options_change: Callable[[SmearOptions], SmearOptions] = lambda o: o) -> Body:
    def apply(patch: Patch) -> None:
        original = scoring.hand_awards

        def hand_awards(hand: HandState, options: SmearOptions) -> tuple[tuple[Award, ...], tuple[int, ...]]:
            awards, totals = original(hand, options_change(options))
            return change(hand, options, awards, totals), totals

        patch(scoring, "hand_awards", hand_awards)

    return apply


def _same(hand: HandState, options: SmearOptions, awards: tuple[Award, ...], totals: tuple[int, ...]) -> tuple[Award, ...]:
    return awards


def _game_to_pitcher(hand: HandState, options: SmearOptions, awards: tuple[Award, ...], totals: tuple[int, ...]) -> tuple[Award, ...]:
    assert hand.pitcher is not None
    side = options.side_of(hand.pitcher)
    best = max(totals)
    tied = [s for s, t in enumerate(totals) if t == best]
    out = []
    for a in awards:
        if a.category == "game" and a.side is None and best > 0 and len(tied) > 1 and side in tied:
            a = Award("game", side, 1)
        out.append(a)
    return tuple(out)


def _three_worth_one(hand: HandState, options: SmearOptions, awards: tuple[Award, ...], totals: tuple[int, ...]) -> tuple[Award, ...]:
    return tuple(Award(a.category, a.side, 1) if a.category == "three" and a.side is not None else a for a in awards)


def _jokers_to_holder(hand: HandState, options: SmearOptions, awards: tuple[Award, ...], totals: tuple[int, ...]) -> tuple[Award, ...]:
    out = []
    for a in awards:
        if a.category in ("joker1", "joker2"):
            joker = X1 if a.category == "joker1" else X2
            dealt = [s for s, cards in enumerate(hand.deal.hands) if joker in cards]
            a = Award(a.category, options.side_of(dealt[0]), 1) if dealt else a
        out.append(a)
    return tuple(out)


def _changes_variant(change: Callable[[Sequence[int], int, int, Sequence[int], tuple[int, ...], bool], tuple[int, ...]]) -> Body:
    def apply(patch: Patch) -> None:
        original = scoring.hand_changes

        def hand_changes(captured: Sequence[int], pitcher_side: int, bid: int, revoking: Sequence[int], options: SmearOptions) -> tuple[tuple[int, ...], bool]:
            changes, made = original(captured, pitcher_side, bid, revoking, options)
            return change(captured, pitcher_side, bid, revoking, changes, made), made

        patch(scoring, "hand_changes", hand_changes)

    return apply


def _set_back_zero(captured: Sequence[int], pitcher: int, bid: int, revoking: Sequence[int], changes: tuple[int, ...], made: bool) -> tuple[int, ...]:
    if made or revoking:
        return changes
    return tuple(0 if s == pitcher else c for s, c in enumerate(changes))


def _revoke_sets_back(captured: Sequence[int], pitcher: int, bid: int, revoking: Sequence[int], changes: tuple[int, ...], made: bool) -> tuple[int, ...]:
    if pitcher not in revoking:
        return changes
    return tuple(-bid if s == pitcher else c for s, c in enumerate(changes))


def jokers_count_game(patch: Patch) -> None:
    original = scoring.game_value

    def game_value(card: Card, options: SmearOptions) -> int:
        return 1 if card.is_joker else original(card, options)

    patch(scoring, "game_value", game_value)


def zero_total_wins_game(patch: Patch) -> None:
    """The reference's SM-7.7 without its condition of a positive best total (the totals are
    shifted to make the best 1); a tie goes to the side of the lowest trump under ``lowest_trump``
    and else to nobody, as this mutant has always read it (it predates ``game_tie: low_card``)."""
    original = scoring.game_award

    def game_award(totals: Sequence[int], low_side_by_tied: Sequence[int | None], options: SmearOptions) -> int | None:
        if options.game_tie != "lowest_trump":
            options = dataclasses.replace(options, game_tie="none")
        best = max(totals)
        return original([t - best + 1 for t in totals], low_side_by_tied, options)

    patch(scoring, "game_award", game_award)


# ---------------------------------------------------------------------------- game end


def _winner_variant(rule: Callable[[Sequence[int], int | None, bool, SmearOptions], int | None]) -> Body:
    def apply(patch: Patch) -> None:
        replace_function(patch, scoring, "game_winner", rule)

    return apply


_ORIGINAL_WINNER = _original_game_winner


def winner_under(change: Callable[[SmearOptions], SmearOptions]) -> Body:
    """The reference's SM-9 as if the options read ``change(options)``."""
    return _winner_variant(lambda scores, pitcher_side, made, o: _ORIGINAL_WINNER(scores, pitcher_side, made, change(o)))


def _first_of_tie_wins(scores: Sequence[int], pitcher_side: int | None, made: bool, options: SmearOptions) -> int | None:
    if pitcher_side is not None and made and scores[pitcher_side] >= options.target:
        return pitcher_side
    best = max(scores)
    leaders = [s for s, v in enumerate(scores) if v == best]
    if best >= options.target or (options.elimination is not None and min(scores) <= options.elimination):
        return leaders[0]
    return None


def _elimination_strictly_below(scores: Sequence[int], pitcher_side: int | None, made: bool, options: SmearOptions) -> int | None:
    if options.elimination is not None:
        options = dataclasses.replace(options, elimination=options.elimination - 1)
    return _ORIGINAL_WINNER(scores, pitcher_side, made, options)


def _set_pitcher_still_wins(scores: Sequence[int], pitcher_side: int | None, made: bool, options: SmearOptions) -> int | None:
    """SM-9.2 without the seed's made-bid condition (the engine before issue 12)."""
    return _ORIGINAL_WINNER(scores, pitcher_side, True, options)


MUTANTS: dict[str, Mutant] = {
    "low_to_holder": Mutant("Low goes to the player of the lowest trump", "SM-7.3, R-SM-18", _awards_variant(_same, lambda o: dataclasses.replace(o, low_rule="holder"))),
    "high_highest_in_play": Mutant("High goes with the highest trump played", "SM-7.2, R-SM-17", _awards_variant(_same, lambda o: dataclasses.replace(o, high_rule="highest_in_play"))),
    "game_tie_to_pitcher": Mutant("a Game tie involving the pitcher's side goes to the pitcher", "SM-7.7, R-SM-20", _awards_variant(_game_to_pitcher)),
    "three_worth_one": Mutant("the Three is worth 1", "SM-7.8", _awards_variant(_three_worth_one)),
    "jokers_to_holder": Mutant("joker points go to the side dealt the joker", "SM-7.6, R-SM-19", _awards_variant(_jokers_to_holder)),
    "no_jick_scores_three": Mutant("no_jick still scores the Three", "SM-10, R-SM-24", _awards_variant(_same, lambda o: dataclasses.replace(o, score_three=True) if not o.jick else o)),
    "jokers_count_game": Mutant("jokers count 1 game point", "SM-7.7, R-SM-20", jokers_count_game),
    "zero_total_wins_game": Mutant("a tie at 0 game points can still win Game", "SM-7.7, R-SM-20", zero_total_wins_game),
    "set_back_zero": Mutant("a set pitcher scores 0 instead of losing the bid", "SM-8.3", _changes_variant(_set_back_zero)),
    "revoke_sets_back": Mutant("a revoking pitcher is set back by its bid", "SM-8.5, R-SM-15", _changes_variant(_revoke_sets_back)),
    "pitcher_not_first": Mutant("the pitcher is not checked first at the target", "SM-9.2, R-SM-21", _winner_variant(lambda s, p, m, o: _ORIGINAL_WINNER(s, None, True, o))),
    "set_pitcher_wins_at_target": Mutant("a pitcher set back to the target still wins", "SM-9.2, R-SM-21", _winner_variant(_set_pitcher_still_wins)),
    "game_tie_nobody": Mutant("a Game tie goes to nobody (game_tie low_card ignored)", "SM-7.7, R-SM-20", _awards_variant(_same, lambda o: dataclasses.replace(o, game_tie="none") if o.game_tie == "low_card" else o)),
    "tie_at_target_first_wins": Mutant("a tie at the top past the target goes to the lowest seat", "SM-9.3, R-SM-21", _winner_variant(_first_of_tie_wins)),
    "elimination_strictly_below": Mutant("elimination needs a score below the threshold", "SM-9.4, R-SM-22", _winner_variant(_elimination_strictly_below)),
}

"""Smear mutants of the points: the categories (SM-7), the hand score (SM-8) and the end of the
game (SM-9), each one plausible mistake; smear_scoring.py holds the older ones."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence

from conformance.mutants.common import answer_changed
from conformance.mutants.patching import Body, Mutant, Patch, replace_function
from conformance.mutants.smear_scoring import _ORIGINAL_WINNER, _winner_variant
from conformance.mutants.smear_table import nobody_discards
from reference.cards import ACE, JACK, X1, X2, Card, Suit
from reference.smear import ranking, scoring
from reference.smear.options import SmearOptions
from reference.smear.state import Award, Category, HandResult, HandState
from reference.table import Awarded

Awards = tuple[tuple[Award, ...], tuple[int, ...]]


def _awards(change: Callable[[HandState, SmearOptions, Awards], Awards]) -> Body:
    """Change the reference's categories of a finished hand (and its game totals)."""
    return answer_changed(scoring, "hand_awards", change)


def _card_of(category: Category, trump: Suit, options: SmearOptions) -> Card | None:
    """The card a category goes with (None: Low and Game, or High under ``highest_in_play``)."""
    cards: dict[str, Card] = {"jack": Card(JACK, trump), "jick": ranking.jick(trump), "joker1": X1, "joker2": X2,
                              "three": Card(3, trump), "two": Card(2, trump)}
    if options.high_rule == "ace":
        cards["high"] = Card(ACE, trump)
    return cards.get(category)


POINTS = {"three": 3, "two": 2}


def _played(card: Card, hand: HandState) -> bool:
    return any(card in t.cards for t in hand.tricks)


def _to_player(category: Category) -> Body:
    """The category goes to the side of the seat that played its card, not the capturer's."""

    def change(hand: HandState, options: SmearOptions, found: Awards) -> Awards:
        awards, totals = found
        assert hand.trump is not None
        card = _card_of(category, hand.trump, options)
        out = []
        for a in awards:
            if a.category == category and card is not None and _played(card, hand):
                a = Award(category, options.side_of(scoring._player_of(card, hand)), POINTS.get(category, 1))
            out.append(a)
        return tuple(out), totals

    return _awards(change)


def _jick_point_for_jack(hand: HandState, options: SmearOptions, found: Awards) -> Awards:
    """SM-7.5: the Jick point is awarded with the jack of trump's card (a copied line)."""
    awards, totals = found
    jack = next(a for a in awards if a.category == "jack")
    return tuple(Award("jick", jack.side, jack.points) if a.category == "jick" else a for a in awards), totals


def _joker_categories_swapped(hand: HandState, options: SmearOptions, found: Awards) -> Awards:
    """CD-3, SM-7.6: Joker 1 is taken for ``X2`` and Joker 2 for ``X1`` (the numbers read as a
    rank, 2 above 1); with one joker in the deck, Joker 1 then looks for a card not dealt."""
    awards, totals = found
    cards = {"joker1": X2, "joker2": X1}
    out = []
    for a in awards:
        if a.category in cards:
            card = cards[a.category]
            side = scoring._capturer(card, hand, options) if _played(card, hand) else None
            a = Award(a.category, side, 1 if side is not None else 0)
        out.append(a)
    return tuple(out), totals


def _discarded_points_score(hand: HandState, options: SmearOptions, found: Awards) -> Awards:
    """SM-7.10, R-SM-28: a point card that was discarded (buried) scores for the side that
    discarded it."""
    awards, totals = found
    assert hand.trump is not None
    out = []
    for a in awards:
        card = _card_of(a.category, hand.trump, options)
        if a.side is None and card is not None:
            for seat, discarded in enumerate(hand.discards):
                if card in discarded:
                    a = Award(a.category, options.side_of(seat), POINTS.get(a.category, 1))
        out.append(a)
    return tuple(out), totals


def _widow_discards_count_game(hand: HandState, options: SmearOptions, found: Awards) -> Awards:
    """SM-7.7, R-SM-30: the pitcher's discards (the widow's among them) count toward its Game
    total, as a kitty counts for the declarer in some games."""
    awards, totals = found
    trump, pitcher = hand.trump, hand.pitcher
    assert trump is not None and pitcher is not None
    side = options.side_of(pitcher)
    extra = sum(scoring.game_value(c, options) for c in hand.discards[pitcher])
    new = tuple(t + extra if s == side else t for s, t in enumerate(totals))
    played = [c for t in hand.tricks for c in t.cards]
    trumps = sorted((c for c in played if ranking.is_trump(c, trump, options)), key=lambda c: ranking.trump_power(c, trump, options))
    winner = scoring.game_award(new, [scoring._capturer(c, hand, options) for c in trumps], options)
    game = Award("game", winner, 1 if winner is not None else 0)
    return tuple(game if a.category == "game" else a for a in awards), new


# ---------------------------------------------------------------------------- SM-8 hand score


def captured_counts_categories(patch: Patch) -> None:
    """SM-8.1: a side's captured points count the categories it won, 1 each (the Three's 3 and
    the Two's 2 lost)."""

    def captured_points(awards: Sequence[Awarded], sides: int) -> list[int]:
        captured = [0] * sides
        for a in awards:
            if a.side is not None and a.points:
                captured[a.side] += 1
        return captured

    patch(scoring, "captured_points", captured_points)


Changes = Callable[[Sequence[int], int, int, Sequence[int], SmearOptions, tuple[int, ...], bool], tuple[int, ...]]


def _changes(change: Changes) -> Body:
    """Change the reference's score changes of a played hand, except under the revoke penalty
    of ``penalized`` (SM-8.5), which replaces SM-8.2 to SM-8.4."""

    def apply(patch: Patch) -> None:
        original = scoring.hand_changes

        def hand_changes(captured: Sequence[int], pitcher_side: int, bid: int, revoking: Sequence[int],
                         options: SmearOptions) -> tuple[tuple[int, ...], bool]:
            changes, made = original(captured, pitcher_side, bid, revoking, options)
            if revoking and options.revoke == "penalized":
                return changes, made
            return change(captured, pitcher_side, bid, revoking, options, changes, made), made

        patch(scoring, "hand_changes", hand_changes)

    return apply


def _made_scores_bid(captured: Sequence[int], pitcher: int, bid: int, revoking: Sequence[int], options: SmearOptions,
                     changes: tuple[int, ...], made: bool) -> tuple[int, ...]:
    """SM-8.2: a pitcher that made its bid scores the bid, not the points it captured (the
    seed: «anota los puntos realmente capturados (no solo el monto declarado)»)."""
    if not made or pitcher in revoking:
        return changes
    return tuple(bid if s == pitcher else c for s, c in enumerate(changes))


def _others_score_nothing(captured: Sequence[int], pitcher: int, bid: int, revoking: Sequence[int], options: SmearOptions,
                          changes: tuple[int, ...], made: bool) -> tuple[int, ...]:
    """SM-8.4: only the pitcher's side is scored; the other sides' captured points are lost."""
    return tuple(c if s == pitcher or s in revoking else 0 for s, c in enumerate(changes))


def dealer_set_unscored(patch: Patch) -> None:
    """SM-8.6, R-SM-5: an all-pass hand under ``dealer_set`` passes the deal on but scores
    nothing (the -2 of the dealer's side forgotten)."""
    original = scoring.unplayed_result

    def unplayed_result(hand: HandState, scores: Sequence[int], outcome: str, options: SmearOptions) -> HandResult:
        result = original(hand, scores, outcome, options)
        if outcome != "dealer_set":
            return result
        return dataclasses.replace(result, changes=(0,) * options.sides, scores=tuple(scores))

    replace_function(patch, scoring, "unplayed_result", unplayed_result)


# ---------------------------------------------------------------------------- SM-9 game end


def _several_at_target_play_on(scores: Sequence[int], pitcher_side: int | None, made: bool, options: SmearOptions) -> int | None:
    """SM-9.3, R-SM-21: when two or more of the other sides reach the target on one hand, nobody
    wins and another hand is played (the seed's «se juega una mano adicional» taken for any
    sides passing the limit together)."""
    if pitcher_side is not None and made and scores[pitcher_side] >= options.target:
        return pitcher_side
    reached = [s for s in range(len(scores)) if (s != pitcher_side or made) and scores[s] >= options.target]
    if len(reached) > 1:
        return None
    return _ORIGINAL_WINNER(scores, pitcher_side, made, options)


def _elimination_before_target(scores: Sequence[int], pitcher_side: int | None, made: bool, options: SmearOptions) -> int | None:
    """SM-9.4, R-SM-22: the elimination check runs first: once a side is at or below the
    threshold the highest score wins, even where SM-9.2 or SM-9.3 names another side."""
    if options.elimination is not None and min(scores) <= options.elimination:
        best = max(scores)
        leaders = [s for s, v in enumerate(scores) if v == best]
        return leaders[0] if len(leaders) == 1 else None
    return _ORIGINAL_WINNER(scores, pitcher_side, made, options)


def _sides(o: Mapping[str, object]) -> int:
    players = o.get("players")
    count = players if isinstance(players, int) else 4
    return count // 2 if o.get("partnerships") is True else count


def _off(option: str, value: object, reason: str) -> Callable[[Mapping[str, object]], str | None]:
    """``cannot_differ``: ``reason`` when ``option`` has ``value``."""
    return lambda o: reason if o.get(option) == value else None


MUTANTS: dict[str, Mutant] = {
    "jack_to_player": Mutant("Jack goes to the side that played the jack of trump", "SM-7.4", _to_player("jack")),
    "jick_point_for_jack": Mutant("the Jick point goes with the jack of trump", "SM-7.5", _awards(_jick_point_for_jack),
                                  cannot_differ=lambda o: None if o.get("jick") is True and o.get("score_jick") is True
                                  else "the Jick is not scored"),
    "joker_categories_swapped": Mutant("Joker 1 is scored for X2 and Joker 2 for X1", "CD-3, SM-7.6", _awards(_joker_categories_swapped),
                                       cannot_differ=lambda o: None if o.get("jokers") != 0 and o.get("score_jokers") is True
                                       else "no joker is scored"),
    "two_to_player": Mutant("the Two goes to the side that played the 2 of trump", "SM-7.9", _to_player("two"),
                            cannot_differ=_off("score_two", False, "the Two is not scored")),
    "discarded_points_score": Mutant("a discarded point card scores for the side that discarded it", "SM-7.10, R-SM-28",
                                     _awards(_discarded_points_score), cannot_differ=nobody_discards),
    "widow_discards_count_game": Mutant("the pitcher's discards count toward its Game total", "SM-7.7, SM-7.10, R-SM-30",
                                        _awards(_widow_discards_count_game), cannot_differ=nobody_discards),
    "captured_counts_categories": Mutant("captured points count one per category won", "SM-8.1", captured_counts_categories,
                                         cannot_differ=lambda o: "every category is worth 1"
                                         if o.get("score_three") is False and o.get("score_two") is False else None),
    "made_scores_bid": Mutant("a pitcher that made its bid scores the bid, not its captured points", "SM-8.2", _changes(_made_scores_bid)),
    "others_score_nothing": Mutant("the sides other than the pitcher's score nothing", "SM-8.4", _changes(_others_score_nothing)),
    "dealer_set_unscored": Mutant("an all-pass dealer_set hand scores nothing", "SM-8.6, R-SM-5", dealer_set_unscored,
                                  cannot_differ=lambda o: None if o.get("all_pass") == "dealer_set" else "all_pass is not dealer_set"),
    "several_at_target_play_on": Mutant("several other sides at the target: nobody wins, another hand is played", "SM-9.3, R-SM-21",
                                        _winner_variant(_several_at_target_play_on),
                                        cannot_differ=lambda o: "two sides: at most one other side reaches the target"
                                        if _sides(o) == 2 and o.get("all_pass") != "dealer_set" else None),
    "elimination_before_target": Mutant("elimination is checked before the target", "SM-9.4, R-SM-22",
                                        _winner_variant(_elimination_before_target),
                                        cannot_differ=_off("elimination", None, "no elimination")),
}

"""Smoorverliefd mutants of the round's scoring and of game end (SPEC SV-2.4, SV-3.5, SV-3.6,
SV-4 to SV-10), each register option read the other way among them: what a side captured, the
champions, the change and the running score, the round result, the winner (ties, several sides at
the target), the variants' own scoring, and the options ``sweep``, ``champion``, ``pair_sweep``
and ``curse_dealer`` ignored."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence

from conformance.mutants.patching import Body, Mutant, Patch, replace_function
from reference.cards import Card, Suit
from reference.smoorverliefd import binding as sv_binding
from reference.smoorverliefd import rules as sv_rules
from reference.smoorverliefd import scoring as sv_scoring
from reference.smoorverliefd.options import SmoorverliefdOptions
from reference.smoorverliefd.state import (
    HandResult,
    HandState,
    SeatTally,
    SideTally,
    SmoorverliefdState,
)
from reference.table import close_hand

SV = "smoorverliefd"
Options = Mapping[str, object]
Decide = Callable[[HandResult, SmoorverliefdState, SmoorverliefdOptions], int | None]
DRAW = -1  # the winner a drawn game records (sv_tie_ends_drawn); the protocol shows no winner


def _off(option: str, reason: str) -> Callable[[Options], str | None]:
    """``cannot_differ``: ``reason`` while ``option`` is off (a variant's rule without the variant)."""
    return lambda o: None if o.get(option) is True else reason


def _unless(option: str, value: object, reason: str, variant: str | None = None) -> Callable[[Options], str | None]:
    """``cannot_differ`` of an option read the other way: ``reason`` unless ``option`` is ``value``
    (and ``variant``, the variant it belongs to, is on)."""

    def cannot(o: Options) -> str | None:
        if variant is not None and o.get(variant) is not True:
            return f"{option} does nothing without {variant}"
        return None if o.get(option) == value else reason

    return cannot


def _rebuilt(r: HandResult, scores: Sequence[int], sides: Sequence[SideTally], champions: tuple[int, ...] | None = None) -> HandResult:
    """``r`` with other side tallies (and champions): the changes and scores follow (SV-4.7)."""
    changes = tuple(t.round_points + t.bid_adjustment + t.curse_penalty for t in sides)
    return dataclasses.replace(r, sides=tuple(sides), champions=r.champions if champions is None else champions,
                               changes=changes, scores=tuple(a + b for a, b in zip(scores, changes)))


def _with_champions(r: HandResult, scores: Sequence[int], winners: tuple[int, ...], options: SmoorverliefdOptions) -> HandResult:
    """``r`` with other champions, the round points of ``champion: only_champion_scores`` following."""
    points = sv_scoring.round_points([t.heart_points for t in r.sides], [t.sweep for t in r.sides], winners, options)
    return _rebuilt(r, scores, [dataclasses.replace(t, round_points=p) for t, p in zip(r.sides, points)], winners)


def _result(change: Callable[[HandResult, Sequence[int], SmoorverliefdOptions], HandResult]) -> Body:
    """Every round result (SV-4.8) as ``change(result, scores before, options)`` makes it."""

    def apply(patch: Patch) -> None:
        original = sv_scoring.score_round

        def score_round(hand: HandState, scores: Sequence[int], options: SmoorverliefdOptions) -> HandResult:
            return change(original(hand, scores, options), scores, options)

        replace_function(patch, sv_scoring, "score_round", score_round)

    return apply


def _tallies(change: Callable[[HandState, tuple[SeatTally, ...], SmoorverliefdOptions], tuple[SeatTally, ...]]) -> Body:
    """Every player's tally (SV-4.1, SV-7.3, SV-10.4) as ``change(hand, tallies, options)`` makes it."""

    def apply(patch: Patch) -> None:
        original = sv_scoring.seat_tallies

        def seat_tallies(hand: HandState, options: SmoorverliefdOptions) -> tuple[SeatTally, ...]:
            return change(hand, original(hand, options), options)

        patch(sv_scoring, "seat_tallies", seat_tallies)

    return apply


def _round_points(change: Callable[[Sequence[int], Sequence[bool], SmoorverliefdOptions, list[int]], list[int]]) -> Body:
    """Every side's round points (SV-4.3 to SV-4.5) as ``change(heart points, sweeps, options,
    the reference's round points)`` makes them."""

    def apply(patch: Patch) -> None:
        original = sv_scoring.round_points

        def round_points(heart_points: Sequence[int], sweeps: Sequence[bool], winners: Sequence[int],
                         options: SmoorverliefdOptions) -> list[int]:
            return change(heart_points, sweeps, options, original(heart_points, sweeps, winners, options))

        patch(sv_scoring, "round_points", round_points)

    return apply


def _end_hand(decide: Decide) -> Body:
    """SV-3.6's end of a round (rules.end_hand) with the winner decided by ``decide(result, the state
    before the round, options)`` instead of SV-5."""

    def apply(patch: Patch) -> None:
        def end_hand(state: SmoorverliefdState, hand: HandState) -> SmoorverliefdState:
            o = state.options
            result = sv_scoring.score_round(hand, state.scores, o)
            winner = decide(result, state, o)
            state = close_hand(state, hand, result, result.scores, winner, sv_rules.next_dealer(result, o))
            return state if winner is not None else sv_rules.start_hand(state)

        patch(sv_rules, "end_hand", end_hand)

    return apply


# ---------------------------------------------------------------------------- captures


def sv_non_hearts_discarded(patch: Patch) -> None:
    """SV-3.5, SV-10.4, R-SV-3: captured non-hearts go face down to a common discard pile, so a
    cursed suit other than hearts counts for nobody."""

    def change(hand: HandState, tallies: tuple[SeatTally, ...], options: SmoorverliefdOptions) -> tuple[SeatTally, ...]:
        if hand.cursed is Suit.H:
            return tallies
        return tuple(dataclasses.replace(t, cursed_cards=0) for t in tallies)

    _tallies(change)(patch)


def sv_dead_to_first_trick(patch: Patch) -> None:
    """SV-2.4, SV-3.5, R-SV-2: the dead cards go to the winner of the first trick (the Hearts widow)."""
    original = sv_scoring.captured_by_seat

    def captured_by_seat(hand: HandState, players: int) -> list[list[Card]]:
        piles = original(hand, players)
        if hand.tricks:
            piles[hand.tricks[0].winner].extend(hand.dead)
        return piles

    patch(sv_scoring, "captured_by_seat", captured_by_seat)


def sv_pair_figures_overwritten(patch: Patch) -> None:
    """SV-4.2, SV-8.2: a pair's figures are its second player's, not the two players' added up."""

    def side_sums(per_seat: Sequence[int], options: SmoorverliefdOptions) -> list[int]:
        totals = [0] * options.sides
        for seat, v in enumerate(per_seat):
            totals[options.side_of(seat)] = v
        return totals

    patch(sv_scoring, "side_sums", side_sums)


# ---------------------------------------------------------------------------- round points, champions, changes


def sv_no_hearts_penalty(patch: Patch) -> None:
    """SV-4.4: a side that captured no heart loses 5 round points."""
    _round_points(lambda points, sweeps, o, out: [p - 5 if h == 0 else p for h, p in zip(points, out)])(patch)


def sv_champion_by_heart_cards(patch: Patch) -> None:
    """SV-4.6, R-SV-5: the champions are the sides with the most hearts (cards), not heart points."""
    _result(lambda r, scores, o: _with_champions(r, scores, sv_scoring.champions([t.hearts for t in r.sides]), o))(patch)


def sv_pair_champion_by_best_player(patch: Patch) -> None:
    """SV-8.2, R-SV-9: the champion pair is the pair of the player with the most heart points."""

    def change(r: HandResult, scores: Sequence[int], o: SmoorverliefdOptions) -> HandResult:
        best = max(t.heart_points for t in r.seats)
        winners = tuple(sorted({o.side_of(s) for s, t in enumerate(r.seats) if t.heart_points == best})) if best > 0 else ()
        return _with_champions(r, scores, winners, o)

    _result(change)(patch)


def sv_scores_floored_at_zero(patch: Patch) -> None:
    """SV-4.7: a running score never goes below 0."""
    _result(lambda r, scores, o: dataclasses.replace(r, scores=tuple(max(0, s) for s in r.scores)))(patch)


def sv_dead_not_revealed(patch: Patch) -> None:
    """SV-4.8, SV-2.4, R-SV-2: the dead cards stay face down: the result lists none."""
    _result(lambda r, scores, o: dataclasses.replace(r, dead=()))(patch)


def sv_troef_hearts_worth_one(patch: Patch) -> None:
    """SV-6.4: under met Troef the hearts, now trumps, are worth 1 each (the ace too)."""
    original = sv_scoring.heart_value

    def heart_value(card: Card, options: SmoorverliefdOptions) -> int:
        return 1 if options.troef and not options.kleine_liefde else original(card, options)

    patch(sv_scoring, "heart_value", heart_value)


def sv_kleine_no_sweep_doubling(patch: Patch) -> None:
    """SV-9.2, R-SV-10: under Kleine Liefde a sweep does not double the round points."""
    original = sv_scoring.round_points

    def round_points(heart_points: Sequence[int], sweeps: Sequence[bool], winners: Sequence[int],
                     options: SmoorverliefdOptions) -> list[int]:
        return original(heart_points, [s and not options.kleine_liefde for s in sweeps], winners, options)

    patch(sv_scoring, "round_points", round_points)


# ---------------------------------------------------------------------------- Blind Love


def sv_bid_counts_points(patch: Patch) -> None:
    """SV-7.2, R-SV-8: a bid is judged on heart points, not heart cards."""

    def change(hand: HandState, tallies: tuple[SeatTally, ...], o: SmoorverliefdOptions) -> tuple[SeatTally, ...]:
        return tuple(t if t.bid is None else dataclasses.replace(t, bid_adjustment=sv_scoring.bid_adjustment(t.bid, t.heart_points, o))
                     for t in tallies)

    _tallies(change)(patch)


def sv_partner_bid_on_pair_hearts(patch: Patch) -> None:
    """SV-7.4, R-SV-9: a partner's bid is judged on the pair's hearts, not the player's own."""

    def change(hand: HandState, tallies: tuple[SeatTally, ...], o: SmoorverliefdOptions) -> tuple[SeatTally, ...]:
        pair = sv_scoring.side_sums([t.hearts for t in tallies], o)
        return tuple(t if t.bid is None else dataclasses.replace(t, bid_adjustment=sv_scoring.bid_adjustment(t.bid, pair[o.side_of(s)], o))
                     for s, t in enumerate(tallies))

    _tallies(change)(patch)


# ---------------------------------------------------------------------------- game end


def sv_end_checked_before_scoring(patch: Patch) -> None:
    """SV-3.6, SV-5.1: the game-end check is made on the scores before the round is added."""
    _end_hand(lambda r, state, o: sv_scoring.game_winner(state.scores, o))(patch)


def sv_first_past_target_wins(patch: Patch) -> None:
    """SV-5.2, R-SV-6: of the sides at the target, the first (lowest number) wins, not the highest."""

    def game_winner(scores: Sequence[int], options: SmoorverliefdOptions) -> int | None:
        return next((s for s, v in enumerate(scores) if v >= options.target), None)

    replace_function(patch, sv_scoring, "game_winner", game_winner)


def sv_tie_ends_drawn(patch: Patch) -> None:
    """SV-5.3, R-SV-6: sides (or pairs) tied at the top at the target end the game, drawn: game over
    with no winner."""

    def decide(r: HandResult, state: SmoorverliefdState, o: SmoorverliefdOptions) -> int | None:
        best = max(r.scores)
        return DRAW if best >= o.target and r.scores.count(best) > 1 else sv_scoring.game_winner(r.scores, o)

    def winner(state: SmoorverliefdState) -> int | None:
        return None if state.winner == DRAW else state.winner

    _end_hand(decide)(patch)
    patch(sv_binding.RULES, "winner", winner)


def sv_pair_tie_to_round_champion(patch: Patch) -> None:
    """SV-5.3, SV-8.2, R-SV-6: pairs tied at the top at the target: the pair that won the round
    (the one with more heart points, line 46) wins, instead of another round."""

    def decide(r: HandResult, state: SmoorverliefdState, o: SmoorverliefdOptions) -> int | None:
        winner = sv_scoring.game_winner(r.scores, o)
        if winner is None and o.partners and max(r.scores) >= o.target and len(r.champions) == 1:
            return r.champions[0]
        return winner

    _end_hand(decide)(patch)


# ---------------------------------------------------------------------------- register options read the other way


def sv_sweep_all_thirteen_ignored(patch: Patch) -> None:
    """SV-4.3, R-SV-4: under ``sweep: all_thirteen`` every heart in play still sweeps."""
    original = sv_scoring.is_sweep

    def is_sweep(hearts: int, in_play: int, options: SmoorverliefdOptions) -> bool:
        return original(hearts, in_play, dataclasses.replace(options, sweep="all_in_play"))

    patch(sv_scoring, "is_sweep", is_sweep)


def sv_champion_option_ignored(patch: Patch) -> None:
    """SV-4.5, R-SV-5: every side scores its heart points even under ``champion: only_champion_scores``."""
    original = sv_scoring.round_points

    def round_points(heart_points: Sequence[int], sweeps: Sequence[bool], winners: Sequence[int],
                     options: SmoorverliefdOptions) -> list[int]:
        return original(heart_points, sweeps, winners, dataclasses.replace(options, champion="none"))

    patch(sv_scoring, "round_points", round_points)


def sv_pair_sweep_single_ignored(patch: Patch) -> None:
    """SV-8.3, R-SV-9: a pair sweeps together even under ``pair_sweep: single_player``."""
    original = sv_scoring.side_sweeps

    def side_sweeps(seat_hearts: Sequence[int], in_play: int, options: SmoorverliefdOptions) -> list[bool]:
        return original(seat_hearts, in_play, dataclasses.replace(options, pair_sweep="together"))

    patch(sv_scoring, "side_sweeps", side_sweeps)


def _curse_dealer(read: Callable[[SmoorverliefdOptions], SmoorverliefdOptions]) -> Body:
    def apply(patch: Patch) -> None:
        original = sv_scoring.cupid_dealer

        def cupid_dealer(result: HandResult, options: SmoorverliefdOptions) -> int:
            return original(result, read(options))

        replace_function(patch, sv_scoring, "cupid_dealer", cupid_dealer)

    return apply


MUTANTS: dict[str, Mutant] = {
    "sv_non_hearts_discarded": Mutant("captured non-hearts go to a common pile: a cursed non-heart suit counts for nobody",
                                      "SV-3.5, SV-10.4, R-SV-3", sv_non_hearts_discarded, SV,
                                      _off("cupids_arrow", "only the curse counts captured non-hearts")),
    "sv_dead_to_first_trick": Mutant("the dead cards go to the winner of the first trick", "SV-2.4, SV-3.5, R-SV-2",
                                     sv_dead_to_first_trick, SV,
                                     lambda o: "no dead card with 4 players" if o.get("players") == 4 else None),
    "sv_pair_figures_overwritten": Mutant("a pair's hearts, points, adjustments and cursed cards are its second player's",
                                          "SV-4.2, SV-8.2", sv_pair_figures_overwritten, SV, _off("partners", "every side is one player")),
    "sv_no_hearts_penalty": Mutant("a side that captured no heart loses 5", "SV-4.4", sv_no_hearts_penalty, SV),
    "sv_champion_by_heart_cards": Mutant("the champions are the sides with the most heart cards, not points", "SV-4.6, R-SV-5",
                                         sv_champion_by_heart_cards, SV),
    "sv_pair_champion_by_best_player": Mutant("the champion pair is the pair of the player with the most heart points",
                                              "SV-8.2, R-SV-9", sv_pair_champion_by_best_player, SV, _off("partners", "no pairs")),
    "sv_scores_floored_at_zero": Mutant("a running score never goes below 0", "SV-4.7", sv_scores_floored_at_zero, SV,
                                        lambda o: None if o.get("blind_love") is True or o.get("cupids_arrow") is True
                                        else "no change is negative without Blind Love or the curse"),
    "sv_dead_not_revealed": Mutant("the round result lists no dead card", "SV-4.8, SV-2.4, R-SV-2", sv_dead_not_revealed, SV,
                                   lambda o: "no dead card with 4 players" if o.get("players") == 4 else None),
    "sv_troef_hearts_worth_one": Mutant("met Troef: every heart, the ace too, is worth 1", "SV-6.4", sv_troef_hearts_worth_one, SV,
                                        lambda o: None if o.get("troef") is True and o.get("kleine_liefde") is False
                                        else "the ace's 5 is at stake only under met Troef without Kleine Liefde"),
    "sv_kleine_no_sweep_doubling": Mutant("Kleine Liefde: a sweep does not double", "SV-9.2, R-SV-10", sv_kleine_no_sweep_doubling, SV,
                                          _off("kleine_liefde", "the standard values double as usual")),
    "sv_bid_counts_points": Mutant("Blind Love: a bid is judged on heart points, not heart cards", "SV-7.2, R-SV-8",
                                   sv_bid_counts_points, SV, _off("blind_love", "no bids")),
    "sv_partner_bid_on_pair_hearts": Mutant("Blind Love with partners: a bid is judged on the pair's hearts", "SV-7.4, R-SV-9",
                                            sv_partner_bid_on_pair_hearts, SV,
                                            lambda o: None if o.get("partners") is True and o.get("blind_love") is True
                                            else "needs both partners and blind_love"),
    "sv_end_checked_before_scoring": Mutant("the game-end check uses the scores before the round", "SV-3.6, SV-5.1",
                                            sv_end_checked_before_scoring, SV),
    "sv_first_past_target_wins": Mutant("of the sides at the target the lowest-numbered wins, not the highest", "SV-5.2, R-SV-6",
                                        sv_first_past_target_wins, SV),
    "sv_tie_ends_drawn": Mutant("sides or pairs tied at the top at the target end the game drawn (no winner)", "SV-5.3, R-SV-6",
                                sv_tie_ends_drawn, SV),
    "sv_pair_tie_to_round_champion": Mutant("pairs tied at the top at the target: the round's champion pair wins",
                                            "SV-5.3, SV-8.2, R-SV-6", sv_pair_tie_to_round_champion, SV, _off("partners", "no pairs")),
    "sv_sweep_all_thirteen_ignored": Mutant("sweep all_thirteen read as all_in_play", "SV-4.3, R-SV-4", sv_sweep_all_thirteen_ignored, SV,
                                            lambda o: "no dead heart with 4 players" if o.get("players") == 4
                                            else _unless("sweep", "all_thirteen", "the sweep is all_in_play already")(o)),
    "sv_champion_option_ignored": Mutant("champion only_champion_scores read as none", "SV-4.5, R-SV-5", sv_champion_option_ignored, SV,
                                         _unless("champion", "only_champion_scores", "every side scores already")),
    "sv_pair_sweep_single_ignored": Mutant("pair_sweep single_player read as together", "SV-8.3, R-SV-9", sv_pair_sweep_single_ignored, SV,
                                           _unless("pair_sweep", "single_player", "a pair sweeps together already", "partners")),
    "sv_curse_dealer_cards_by_default": Mutant("Cupid's Arrow: the fewest heart cards deals under curse_dealer heart_points",
                                               "SV-10.2, R-SV-11",
                                               _curse_dealer(lambda o: dataclasses.replace(o, curse_dealer="heart_cards")), SV,
                                               _unless("curse_dealer", "heart_points", "heart_cards already", "cupids_arrow")),
    "sv_curse_dealer_cards_ignored": Mutant("Cupid's Arrow: the fewest heart points deals under curse_dealer heart_cards",
                                            "SV-10.2, R-SV-11",
                                            _curse_dealer(lambda o: dataclasses.replace(o, curse_dealer="heart_points")), SV,
                                            _unless("curse_dealer", "heart_cards", "heart_points already", "cupids_arrow")),
}

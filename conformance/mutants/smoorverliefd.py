"""Smoorverliefd mutants (their names start with ``sv_``), the standard values where the variant
has its own (``sv_std_``, issue 16) last."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence

from conformance.mutants.common import answer_changed, plays_from_refusals, trump_while_following
from conformance.mutants.patching import Body, Mutant, Patch, replace_function, replace_property
from conformance.mutants.smoorverliefd_scoring import _unless
from reference.cards import ACE, Card, Suit
from reference.errors import Code, IllegalAction
from reference.smoorverliefd import rules as sv_rules
from reference.smoorverliefd import scoring as sv_scoring
from reference.smoorverliefd.options import SmoorverliefdOptions
from reference.smoorverliefd.state import HandResult as SVHandResult
from reference.smoorverliefd.state import HandState as SVHandState

SV = "smoorverliefd"
_STD_SV = SmoorverliefdOptions()  # the standard game's values


def _sv_heart_value(change: Callable[[Card, SmoorverliefdOptions, int], int]) -> Body:
    """Change the value the reference gives a heart (SV-4.1, SV-9.1)."""
    return answer_changed(sv_scoring, "heart_value", change)


def sv_no_sweep_doubling(patch: Patch) -> None:
    original = sv_scoring.round_points

    def round_points(heart_points: Sequence[int], sweeps: Sequence[bool], winners: Sequence[int], options: SmoorverliefdOptions) -> list[int]:
        return original(heart_points, [False] * len(sweeps), winners, options)

    patch(sv_scoring, "round_points", round_points)


def sv_sweep_needs_thirteen(patch: Patch) -> None:
    def is_sweep(hearts: int, in_play: int, options: SmoorverliefdOptions) -> bool:
        return hearts == 13

    patch(sv_scoring, "is_sweep", is_sweep)


def _all_thirteen_in_play(o: Mapping[str, object]) -> str | None:
    """``cannot_differ`` of a sweep read as 13 hearts: the reference's reading too under
    ``sweep: all_thirteen``, and with 4 players no card is dead (SV-2.4: all 13 are in play)."""
    if o.get("sweep") == "all_thirteen":
        return "sweep all_thirteen is this reading"
    return "no dead card with 4 players: all 13 hearts are in play" if o.get("players") == 4 else None


def sv_troef_heart_while_following(patch: Patch) -> None:
    trump_while_following(patch, sv_rules, lambda trump: trump is not None)


def _sv_troef_duty(duty: Callable[[SmoorverliefdOptions], SmoorverliefdOptions]) -> Body:
    """Play under another duty to trump whatever ``troef_duty`` says (met Troef only)."""

    def apply(patch: Patch) -> None:
        original = sv_rules.play_refusal

        def play_refusal(hand: SVHandState, seat: int, card: Card, options: SmoorverliefdOptions) -> IllegalAction | None:
            return original(hand, seat, card, duty(options) if options.troef else options)

        patch(sv_rules, "play_refusal", play_refusal)
        plays_from_refusals(patch)

    return apply


def sv_curse_tie_nobody(patch: Patch) -> None:
    def curse_penalties(cursed_cards: Sequence[int], options: SmoorverliefdOptions) -> list[int]:
        most = max(cursed_cards)
        tied = sum(1 for n in cursed_cards if n == most)
        return [-options.curse_penalty if most > 0 and n == most and tied == 1 else 0 for n in cursed_cards]

    patch(sv_scoring, "curse_penalties", curse_penalties)


def sv_hearts_broken(patch: Patch) -> None:
    original = sv_rules.play_refusal

    def play_refusal(hand: SVHandState, seat: int, card: Card, options: SmoorverliefdOptions) -> IllegalAction | None:
        held = hand.hands[seat]
        broken = any(c.suit is Suit.H for t in hand.tricks for c in t.cards)
        if not hand.trick and card.suit is Suit.H and card in held and not broken and any(c.suit is not Suit.H for c in held):
            return IllegalAction(Code.MUST_FOLLOW_SUIT, "SV-3.2", "hearts are not broken")
        return original(hand, seat, card, options)

    patch(sv_rules, "play_refusal", play_refusal)
    plays_from_refusals(patch)


def sv_sweep_doubles_adjustments(patch: Patch) -> None:
    original = sv_scoring.score_round

    def score_round(hand: SVHandState, scores: Sequence[int], options: SmoorverliefdOptions) -> SVHandResult:
        r = original(hand, scores, options)
        extra = [t.bid_adjustment + t.curse_penalty if t.sweep else 0 for t in r.sides]
        changes = tuple(c + e for c, e in zip(r.changes, extra))
        return dataclasses.replace(r, changes=changes, scores=tuple(s + c for s, c in zip(scores, changes)))

    replace_function(patch, sv_scoring, "score_round", score_round)


def sv_bonus_when_more(patch: Patch) -> None:
    def bid_adjustment(bid: int, hearts: int, options: SmoorverliefdOptions) -> int:
        return -options.blind_penalty if hearts < bid else options.blind_bonus

    patch(sv_scoring, "bid_adjustment", bid_adjustment)


def sv_champion_only_by_default(patch: Patch) -> None:
    original = sv_scoring.round_points

    def round_points(heart_points: Sequence[int], sweeps: Sequence[bool], winners: Sequence[int], options: SmoorverliefdOptions) -> list[int]:
        return original(heart_points, sweeps, winners, dataclasses.replace(options, champion="only_champion_scores"))

    patch(sv_scoring, "round_points", round_points)


def sv_cupid_tie_lowest_seat(patch: Patch) -> None:
    def cupid_dealer(result: SVHandResult, options: SmoorverliefdOptions) -> int:
        return min(range(options.players), key=lambda seat: result.seats[seat].heart_points)

    replace_function(patch, sv_scoring, "cupid_dealer", cupid_dealer)


def sv_pair_sweep_single_by_default(patch: Patch) -> None:
    original = sv_scoring.side_sweeps

    def side_sweeps(seat_hearts: Sequence[int], in_play: int, options: SmoorverliefdOptions) -> list[bool]:
        if options.partners:
            options = dataclasses.replace(options, pair_sweep="single_player")
        return original(seat_hearts, in_play, options)

    patch(sv_scoring, "side_sweeps", side_sweeps)


def sv_bids_up_to_thirteen(patch: Patch) -> None:
    def max_bid(hand: SVHandState) -> int:
        return 13

    patch(sv_rules, "max_bid", max_bid)


def sv_dealer_rotates_right(patch: Patch) -> None:
    original = sv_rules.next_dealer

    def next_dealer(result: SVHandResult, options: SmoorverliefdOptions) -> int:
        return (result.dealer - 1) % options.players if not options.cupids_arrow else original(result, options)

    patch(sv_rules, "next_dealer", next_dealer)


def sv_tie_at_top_first_wins(patch: Patch) -> None:
    def game_winner(scores: Sequence[int], options: SmoorverliefdOptions) -> int | None:
        best = max(scores)
        return scores.index(best) if best >= options.target else None

    replace_function(patch, sv_scoring, "game_winner", game_winner)


# ---------------------------------------------------------------------------- standard values (issue 16)


def sv_std_hearts_in_play(patch: Patch) -> None:
    """SV-2.4: 13 hearts in play even when a heart is dead (the sweep, the Blind Love bids, the result)."""

    def hearts_in_play(dead: Sequence[Card]) -> int:
        return 13

    replace_function(patch, sv_scoring, "hearts_in_play", hearts_in_play)


def sv_std_blind_amounts(patch: Patch) -> None:
    """SV-7.3: the Blind Love bonus and penalty are 10 whatever ``blind_bonus`` and ``blind_penalty`` say."""
    original = sv_scoring.bid_adjustment

    def bid_adjustment(bid: int, hearts: int, options: SmoorverliefdOptions) -> int:
        return original(bid, hearts, dataclasses.replace(options, blind_bonus=_STD_SV.blind_bonus, blind_penalty=_STD_SV.blind_penalty))

    patch(sv_scoring, "bid_adjustment", bid_adjustment)


def sv_std_curse_penalty(patch: Patch) -> None:
    """SV-10.4: the curse costs 5 whatever ``curse_penalty`` says."""
    original = sv_scoring.curse_penalties

    def curse_penalties(cursed_cards: Sequence[int], options: SmoorverliefdOptions) -> list[int]:
        return original(cursed_cards, dataclasses.replace(options, curse_penalty=_STD_SV.curse_penalty))

    patch(sv_scoring, "curse_penalties", curse_penalties)


def sv_std_sides(patch: Patch) -> None:
    """SV-8.1: every player is a side, as without partners."""
    replace_property(patch, SmoorverliefdOptions, "sides", lambda o, original: o.players)

    def side_of(self: SmoorverliefdOptions, seat: int) -> int:
        return seat

    patch(SmoorverliefdOptions, "side_of", side_of)


def sv_std_trick_order(patch: Patch) -> None:
    """SV-6.3: the highest card of the led suit wins even under met Troef (hearts are not trumps)."""
    original = sv_rules.trick_winner

    def trick_winner(cards: Sequence[Card], options: SmoorverliefdOptions) -> int:
        return original(cards, dataclasses.replace(options, troef=False, troef_duty="none"))

    patch(sv_rules, "trick_winner", trick_winner)


def sv_std_target(patch: Patch) -> None:
    """SV-5.1: the game is played to 50 whatever ``target`` says."""
    original = sv_scoring.game_winner

    def game_winner(scores: Sequence[int], options: SmoorverliefdOptions) -> int | None:
        return original(scores, dataclasses.replace(options, target=_STD_SV.target))

    replace_function(patch, sv_scoring, "game_winner", game_winner)


MUTANTS: dict[str, Mutant] = {
    "sv_ace_worth_one": Mutant("the ace of hearts is worth 1", "SV-4.1", _sv_heart_value(lambda c, o, v: 1 if not o.kleine_liefde else v), SV),
    "sv_no_sweep_doubling": Mutant("a sweep does not double the round points", "SV-4.3", sv_no_sweep_doubling, SV),
    "sv_sweep_needs_thirteen": Mutant("a sweep needs 13 hearts even when a heart is dead (sweep all_in_play ignored)", "SV-4.3, R-SV-4",
                                      sv_sweep_needs_thirteen, SV, _all_thirteen_in_play),
    "sv_troef_heart_while_following": Mutant("met Troef lets a heart be played while holding the suit led", "SV-6.2, R-SV-7",
                                             sv_troef_heart_while_following, SV),
    "sv_troefplicht_by_default": Mutant("met Troef: a player void in the suit led must trump (troef_duty ignored)", "SV-6.5, R-SV-13",
                                        _sv_troef_duty(lambda o: dataclasses.replace(o, troef_duty="trump")), SV),
    "sv_troefplicht_ignored": Mutant("troef_duty trump or overtrump: a void player may still discard", "SV-6.5, R-SV-13",
                                     _sv_troef_duty(lambda o: dataclasses.replace(o, troef_duty="none")), SV),
    "sv_overtroefplicht_ignored": Mutant("troef_duty overtrump: a lower heart may be played while holding a higher one",
                                         "SV-6.6, R-SV-13",
                                         _sv_troef_duty(lambda o: dataclasses.replace(o, troef_duty="trump") if o.troef_duty == "overtrump" else o), SV),
    "sv_kleine_ace_five": Mutant("Kleine Liefde values the ace of hearts 5, not 14", "SV-9.1, R-SV-10",
                                 _sv_heart_value(lambda c, o, v: 5 if o.kleine_liefde and c.rank == ACE else v), SV),
    "sv_curse_tie_nobody": Mutant("Cupid's Arrow: a tie for the most cursed cards loses nobody", "SV-10.4, R-SV-11", sv_curse_tie_nobody, SV),
    "sv_hearts_broken": Mutant("hearts may not be led until a heart has been played", "SV-3.2", sv_hearts_broken, SV),
    "sv_sweep_doubles_adjustments": Mutant("a sweep also doubles the Blind Love adjustment and the curse", "SV-4.3, SV-7.3, R-SV-4",
                                           sv_sweep_doubles_adjustments, SV),
    "sv_bonus_when_more": Mutant("Blind Love: more hearts than bid also earns the bonus", "SV-7.3, R-SV-8", sv_bonus_when_more, SV),
    "sv_champion_only_by_default": Mutant("only the champions score, whatever champion says", "SV-4.5, R-SV-5", sv_champion_only_by_default, SV),
    "sv_cupid_tie_lowest_seat": Mutant("Cupid's Arrow: a tie for the fewest heart points goes to the lowest seat", "SV-10.2, R-SV-11",
                                       sv_cupid_tie_lowest_seat, SV),
    "sv_pair_sweep_single_by_default": Mutant("a pair sweeps only when one player took every heart", "SV-8.3, R-SV-9",
                                              sv_pair_sweep_single_by_default, SV,
                                              _unless("pair_sweep", "together", "pair_sweep single_player is this reading", "partners")),
    "sv_bids_up_to_thirteen": Mutant("Blind Love bids run to 13 even with a dead heart", "SV-7.1, SV-2.4", sv_bids_up_to_thirteen, SV),
    "sv_dealer_rotates_right": Mutant("the deal passes to the right", "SV-1.4", sv_dealer_rotates_right, SV),
    "sv_tie_at_top_first_wins": Mutant("a tie at the top past the target goes to the lowest seat", "SV-5.3, R-SV-6", sv_tie_at_top_first_wins, SV),
    "sv_std_hearts_in_play": Mutant("13 hearts are in play even with a dead heart", "SV-2.4, SV-4.3, SV-7.1", sv_std_hearts_in_play, SV),
    "sv_std_heart_values": Mutant("Kleine Liefde values the hearts as the standard game (1 each, the ace 5)", "SV-9.1",
                                  _sv_heart_value(lambda c, o, v: (5 if c.rank == ACE else 1) if o.kleine_liefde else v), SV),
    "sv_std_blind_amounts": Mutant("the Blind Love bonus and penalty are 10 whatever the options say", "SV-7.3, R-SV-8", sv_std_blind_amounts, SV),
    "sv_std_curse_penalty": Mutant("the curse costs 5 whatever curse_penalty says", "SV-10.4, R-SV-11", sv_std_curse_penalty, SV),
    "sv_std_sides": Mutant("every player is a side, partners or not", "SV-8.1", sv_std_sides, SV),
    "sv_std_hand_size": Mutant("every player is dealt 13 cards whatever the table size", "SV-2.2",
                               lambda patch: replace_property(patch, SmoorverliefdOptions, "dealt", lambda o, original: 13), SV),
    "sv_std_trick_order": Mutant("met Troef: the led suit wins, hearts do not trump", "SV-6.3", sv_std_trick_order, SV),
    "sv_std_target": Mutant("the game is played to 50 whatever target says", "SV-5.1", sv_std_target, SV),
}

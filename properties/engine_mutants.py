"""Engine mutants: each replaces one engine function with a copy that has a bug of the kind the
engine has really had (issue 17: a maximum bid that still ended the bidding, a joker tiebreak
read backwards), so that the checks can be shown to catch bugs in the engine itself, not only
the bugs written into properties/broken_kernels.py.

They are patched in by the one mechanism of the conformance mutants
(conformance/mutants/patching.py): each is a body, a function of a ``Patch``
``patch(module, name, value)``. Tests pass pytest's ``monkeypatch.setattr`` (undone after the
test); the CrossHair gate runs ``python -m properties.engine_mutants NAME crosshair check ...``,
which applies the mutant with ``patching.strict`` before CrossHair imports the kernels, so their
``from reference... import`` binds the mutated function. A body names every module that holds
the function (rather than sweeping them with ``patching.replace_function``), so if the engine is
restructured and a name moves, the patch fails loudly instead of patching nothing.

Used by tests/test_properties_smear_mutants.py (the Smear machine must fail on each) and
tests/test_crosshair.py (the gate must fail on each whose change a kernel reaches: KERNEL_REACH).
"""

from __future__ import annotations

import dataclasses
import sys
from collections.abc import Sequence

from conformance.mutants.patching import Body, Patch, strict
from reference import bidding, tricks
from reference.cards import Card, Suit
from reference.errors import Code
from reference.smear import ranking, rules, scoring
from reference.smear.options import SmearOptions
from reference.smear.state import HandResult, HandState, SmearState


def joker_tiebreak_reversed(patch: Patch) -> None:
    """SM-4.4 read backwards: under ``first_played`` the later joker wins, and the reverse."""
    original = ranking.stronger

    def stronger(later: Card, earlier: Card, trump: Suit, options: SmearOptions) -> bool:
        if later.suit is None and earlier.suit is None and options.joker_tiebreak != "fixed":
            return options.joker_tiebreak == "first_played"
        return original(later, earlier, trump, options)

    patch(ranking, "stronger", stronger)
    patch(rules, "stronger", stronger)


def max_bid_ends_bidding(patch: Patch) -> None:
    """SM-3.4 broken: a bid of the hand maximum ends the bidding whatever ``max_bid`` says (the
    engine's behaviour before ``others_speak`` became the default)."""
    original = rules.bidding_over

    def bidding_over(hand: HandState, options: SmearOptions) -> bool:
        return original(hand, options) or hand.bid == options.hand_maximum

    patch(rules, "bidding_over", bidding_over)


def bid_may_equal(patch: Patch) -> None:
    """SM-3.2 broken: a bid equal to the highest so far is accepted."""

    def bid_problem(amount: int, current: int, minimum: int, maximum: int) -> Code | None:
        if amount > maximum:
            return Code.BID_TOO_HIGH
        if amount < minimum or amount < current:
            return Code.BID_TOO_LOW
        return None

    patch(bidding, "bid_problem", bid_problem)


def game_tie_to_nobody(patch: Patch) -> None:
    """SM-7.7 broken: a tie for Game goes to nobody whatever ``game_tie`` says (the default
    ``low_card`` gives it to the tied side that captured the Low card)."""
    original = scoring.game_award

    def game_award(totals: Sequence[int], low_side_by_tied: Sequence[int | None], options: SmearOptions) -> int | None:
        return original(totals, low_side_by_tied, dataclasses.replace(options, game_tie="none"))

    patch(scoring, "game_award", game_award)


def trump_anytime_ignored(patch: Patch) -> None:
    """SM-6.3 broken: a trump may always replace the suit led, even with ``trump_anytime: false``."""
    original = tricks.may_play

    def may_play(hand: Sequence[Card], card: Card, led: Suit | None, trump: Suit | None, suit_of: tricks.SuitOf, trump_anytime: bool) -> bool:
        return original(hand, card, led, trump, suit_of, True)

    original_playable = rules.playable

    def playable(hand: HandState, seat: int, options: SmearOptions) -> tuple[Card, ...]:
        return original_playable(hand, seat, dataclasses.replace(options, trump_anytime=True))

    patch(tricks, "may_play", may_play)
    patch(rules, "may_play", may_play)
    patch(rules, "playable", playable)  # the engine's one-pass list of legal plays


def redeal_passes_the_deal(patch: Patch) -> None:
    """SM-1.3 broken: after an all-pass redeal the deal passes on instead of staying."""
    original = rules.next_hand

    def next_hand(state: SmearState, hand: HandState, result: HandResult, pitcher_side: int | None, redeal: bool) -> SmearState:
        return original(state, hand, result, pitcher_side, False)

    patch(rules, "next_hand", next_hand)


def revoke_penalty_ten(patch: Patch) -> None:
    """SM-8.5 broken (issue 16): under ``revoke: penalized`` the sides without a revoke score
    10, the standard game's hand maximum, instead of the variant's (12 widow, 6 no-Jick, 5
    five-point team)."""
    original = scoring.hand_changes

    def hand_changes(captured: Sequence[int], pitcher_side: int, bid: int, revoking: Sequence[int], options: SmearOptions) -> tuple[tuple[int, ...], bool]:
        changes, made = original(captured, pitcher_side, bid, revoking, options)
        if revoking and options.revoke == "penalized":
            changes = tuple(0 if s in revoking else 10 for s in range(len(changes)))
        return changes, made

    patch(scoring, "hand_changes", hand_changes)


def revoke_set_back_spares_defenders(patch: Patch) -> None:
    """SM-8.5 broken (issue 16): under ``revoke: set_back`` only a revoking pitcher's side is
    set back; a revoking defending side keeps its captured points."""
    original = scoring.hand_changes

    def hand_changes(captured: Sequence[int], pitcher_side: int, bid: int, revoking: Sequence[int], options: SmearOptions) -> tuple[tuple[int, ...], bool]:
        if options.revoke == "set_back":
            revoking = [s for s in revoking if s == pitcher_side]
        return original(captured, pitcher_side, bid, revoking, options)

    patch(scoring, "hand_changes", hand_changes)


MUTANTS: dict[str, Body] = {
    "joker_tiebreak_reversed": joker_tiebreak_reversed,
    "max_bid_ends_bidding": max_bid_ends_bidding,
    "bid_may_equal": bid_may_equal,
    "game_tie_to_nobody": game_tie_to_nobody,
    "trump_anytime_ignored": trump_anytime_ignored,
    "redeal_passes_the_deal": redeal_passes_the_deal,
    "revoke_penalty_ten": revoke_penalty_ten,
    "revoke_set_back_spares_defenders": revoke_set_back_spares_defenders,
}

# mutant -> the kernels of properties/kernels.py whose contracts reach the mutated function (the
# others change code no kernel calls: bidding_over and next_hand work on whole states).
KERNEL_REACH: dict[str, list[str]] = {
    "joker_tiebreak_reversed": ["smear_beats_jokers"],
    "bid_may_equal": ["smear_bid"],
    "game_tie_to_nobody": ["smear_game_point"],
    "trump_anytime_ignored": ["smear_may_trump_instead"],
}


def main(argv: list[str], mutants: dict[str, Body] | None = None) -> int:
    """``python -m properties.engine_mutants NAME crosshair ARGS...``: CrossHair's command line
    with the mutant NAME (of ``mutants``, default MUTANTS) applied first, for good."""
    name, *rest = argv
    try:
        (MUTANTS if mutants is None else mutants)[name](strict)
    except AttributeError as exc:
        raise SystemExit(f"engine mutant {name}: {exc}") from exc
    from crosshair.main import main as crosshair_main  # CrossHair only when a mutant is checked

    sys.argv = rest
    crosshair_main()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

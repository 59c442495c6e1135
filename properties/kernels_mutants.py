"""Engine mutants for the kernels that properties/engine_mutants.py does not reach: the
two-card Smear order, the Four Point trick winner and discard rule, and the Smoorverliefd round
points. Each replaces one engine function with a copy holding a plausible misreading of the
SPEC, so the CrossHair gate (tests/test_crosshair.py) shows that it fails on a change to the
engine itself, not only on the bugs written into properties/broken_kernels.py.

Each is a body of conformance/mutants/patching.py's mechanism, a function of a ``Patch``, as in
properties/engine_mutants.py. ``python -m properties.kernels_mutants NAME crosshair check ...``
applies mutant NAME as ``python -m properties.engine_mutants`` does (``patching.strict``, before
CrossHair imports the kernels; a module that no longer has the patched name fails loudly
instead of leaving the engine unchanged).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from conformance.mutants.patching import Body, Patch
from properties import engine_mutants
from reference.cards import Card, Suit
from reference.fourpoint import ranking as fp_ranking
from reference.fourpoint import rules as fp_rules
from reference.fourpoint.options import FourPointOptions
from reference.smear import ranking, rules
from reference.smear.options import SmearOptions
from reference.smoorverliefd import scoring as sv_scoring
from reference.smoorverliefd.options import SmoorverliefdOptions


def jick_forgotten_with_double_joker(patch: Patch) -> None:
    """SM-4.2 misread: under ``joker_rank: big_above_jick`` the Jick stays in its own suit."""
    original = ranking.is_trump

    def is_trump(card: Card, trump: Suit, options: SmearOptions) -> bool:
        if options.joker_rank == "big_above_jick" and card.suit is not None and card.suit != trump:
            return False
        return original(card, trump, options)

    patch(ranking, "is_trump", is_trump)
    patch(rules, "is_trump", is_trump)


def fp_ten_above_king(patch: Patch) -> None:
    """FP-6.4 misread as the Ten-high order of some pitch games (A T K Q J 9 8 7)."""

    def power(rank: int) -> float:
        return 13.5 if rank == 10 else rank  # between the king (13) and the ace (14)

    def stronger(later: Card, earlier: Card) -> bool:
        return power(later.rank) > power(earlier.rank)

    patch(fp_ranking, "stronger", stronger)
    patch(fp_rules, "stronger", stronger)


def fp_excess_counts_the_seventh(patch: Patch) -> None:
    """FP-4.3 ``excess_only`` off by one: the cards beyond five, not six, may be discarded."""
    original = fp_rules.trump_allowance

    def trump_allowance(held: Sequence[Card], suit: Suit, options: FourPointOptions) -> int:
        if options.trump_discard == "excess_only":
            return max(0, sum(1 for c in held if c.suit == suit) - 5)
        return original(held, suit, options)

    patch(fp_rules, "trump_allowance", trump_allowance)


def sv_sweep_ignores_the_dead_heart(patch: Patch) -> None:
    """SV-4.3 misread: ``sweep: all_in_play`` still asks for all thirteen hearts when one is dead."""

    def is_sweep(hearts: int, in_play: int, options: SmoorverliefdOptions) -> bool:
        return hearts == 13

    patch(sv_scoring, "is_sweep", is_sweep)


MUTANTS: dict[str, Body] = {
    m.__name__: m
    for m in (jick_forgotten_with_double_joker, fp_ten_above_king, fp_excess_counts_the_seventh, sv_sweep_ignores_the_dead_heart)
}

# mutant -> the kernels of properties/kernels.py that must find a counterexample.
KERNEL_REACH: dict[str, list[str]] = {
    "jick_forgotten_with_double_joker": ["smear_beats_one_trump"],
    "fp_ten_above_king": ["fp_trick_winner"],
    "fp_excess_counts_the_seventh": ["fp_discard_respects"],
    "sv_sweep_ignores_the_dead_heart": ["sv_round_points"],
}


if __name__ == "__main__":
    sys.exit(engine_mutants.main(sys.argv[1:], MUTANTS))

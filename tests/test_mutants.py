"""The properties must catch seeded bugs: each mutant changes one rule in the reference, and the
Hypothesis machine over whole games has to fail on it (issue: mutation check of the properties).
The Smear mutants run the settings of tests/test_properties_smear_mutants.py, whose control (the
same run on the unmutated engine) is theirs; Four Point and Smoorverliefd have their own below."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import settings
from hypothesis.stateful import run_state_machine_as_test

import reference.smear.ranking as ranking
import reference.smear.rules as rules
import reference.smear.scoring as scoring
from properties.smear_machine import SmearMachine
from reference.cards import Card, Suit
from reference.smear.options import SmearOptions
from reference.smear.state import HandState, SmearState
from tests.test_properties_smear_mutants import RUN

# The run of tests/test_properties_smear_mutants.py (fixed examples, generation only): its
# control, test_the_unmutated_engine_passes_the_same_run, is these mutants' control too, so the
# unmutated machine is run once for both files (it was run again here with 60 examples, 40 s of
# the test command, though each mutant below fails within its first few examples).
FAST = RUN


def duplicate_on_discard(mp: pytest.MonkeyPatch) -> None:
    """SM-5.1 broken: the first discarded card also stays in the hand."""
    original = rules.after_discard

    def after_discard(state: SmearState, hand: HandState, seat: int, cards: tuple[Card, ...]) -> SmearState:
        new = original(state, hand, seat, cards)
        if new.hand is None or not cards:
            return new
        hands = list(new.hand.hands)
        hands[seat] = hands[seat] + cards[:1]
        return dataclasses.replace(new, hand=dataclasses.replace(new.hand, hands=tuple(hands)))

    mp.setattr(rules, "after_discard", after_discard)


def jick_in_printed_suit(mp: pytest.MonkeyPatch) -> None:
    """SM-4.2 broken: the Jick stays in its printed suit."""

    def is_trump(card: Card, trump: Suit, options: SmearOptions) -> bool:
        return card.suit is None or card.suit == trump

    for module in (ranking, rules, scoring):
        mp.setattr(module, "is_trump", is_trump)


def under_options(mp: pytest.MonkeyPatch, module: object, name: str, **changes: object) -> None:
    """Patch ``module.name(hand, options)`` to run under ``options`` with ``changes``: a rule that
    ignores the option value in force."""
    original: Callable[[Any, Any], Any] = getattr(module, name)

    def patched(hand: Any, options: Any) -> Any:
        return original(hand, dataclasses.replace(options, **changes))

    mp.setattr(module, name, patched)


def low_to_holder(mp: pytest.MonkeyPatch) -> None:
    """SM-7.3 broken: Low goes to the side that played it even under low_rule=captured."""
    under_options(mp, scoring, "hand_awards", low_rule="holder")


def set_back_not_subtracted(mp: pytest.MonkeyPatch) -> None:
    """SM-8.3 broken: a pitcher who fails scores what it captured instead of losing the bid."""
    original = scoring.hand_changes

    def hand_changes(captured, pitcher_side, bid, revoking, options):  # type: ignore[no-untyped-def]
        changes, made = original(captured, pitcher_side, 0, revoking, options)
        return changes, made

    mp.setattr(scoring, "hand_changes", hand_changes)


# mutant -> (the bug, the invariant's message that must report it)
MUTANTS: dict[str, tuple[Callable[[pytest.MonkeyPatch], None], str]] = {
    "duplicate_on_discard": (duplicate_on_discard, "SM-2.1: cards not conserved"),
    "jick_in_printed_suit": (jick_in_printed_suit, "legal_actions"),
    "low_to_holder": (low_to_holder, "SM-7: awards"),
    "set_back_not_subtracted": (set_back_not_subtracted, "SM-8: changes"),
}


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_properties_catch_the_mutant(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    bug, message = MUTANTS[name]
    bug(monkeypatch)
    with pytest.raises(AssertionError, match=message):
        run_state_machine_as_test(SmearMachine, settings=FAST)


# ---------------------------------------------------------------- Four Point and Smoorverliefd
# The same check for the machines of chapters FP and SV: each mutant changes one rule of the
# engine, and the machine must fail with the named invariant's message.

from hypothesis import HealthCheck
from hypothesis.stateful import RuleBasedStateMachine

import reference.fourpoint.rules as fp_rules
import reference.fourpoint.scoring as fp_scoring
import reference.smoorverliefd.scoring as sv_scoring
from properties.fourpoint_machine import FourPointMachine
from properties.smoorverliefd_machine import SmoorverliefdMachine
from reference.fourpoint.options import FourPointOptions
from reference.smoorverliefd.options import SmoorverliefdOptions

FP_SV_FAST = settings(
    FAST,
    max_examples=20,
    stateful_step_count=40,
    # a new game after each finished one makes the simplest run long (several deals)
    suppress_health_check=[HealthCheck.large_base_example, HealthCheck.too_slow, HealthCheck.data_too_large],
)


def fp_discard_rule_ignored(mp: pytest.MonkeyPatch) -> None:
    """FP-4.3 broken: every discard respects every suit, so any discard is legal and any card
    may be led first, trumps discarded or not."""

    def respects(discard: object, suit: Suit, held: object, options: FourPointOptions) -> bool:
        return True

    mp.setattr(fp_rules, "respects", respects)


def fp_low_to_taker(mp: pytest.MonkeyPatch) -> None:
    """FP-7.3 broken: Low goes to the side that won the 7 of trump even under the literal
    default ``low_to: player``."""
    under_options(mp, fp_scoring, "hand_awards", low_to="taker")


def sv_sweep_not_doubled(mp: pytest.MonkeyPatch) -> None:
    """SV-4.3 broken: a side that captured every heart scores its heart points once."""
    original = sv_scoring.round_points

    def round_points(heart_points: list[int], sweeps: list[bool], winners: tuple[int, ...], options: SmoorverliefdOptions) -> list[int]:
        return original(heart_points, [False] * len(sweeps), winners, options)

    mp.setattr(sv_scoring, "round_points", round_points)


def sv_ace_worth_one(mp: pytest.MonkeyPatch) -> None:
    """SV-4.1 broken: the ace of hearts is worth 1, like every other heart."""
    original = sv_scoring.heart_value

    def heart_value(card: Card, options: SmoorverliefdOptions) -> int:
        return original(card, options) if options.kleine_liefde else 1

    mp.setattr(sv_scoring, "heart_value", heart_value)


# mutant -> (the machine, the bug, the invariant's message that must report it)
FP_SV_MUTANTS: dict[str, tuple[type[RuleBasedStateMachine], Callable[[pytest.MonkeyPatch], None], str]] = {
    "fp_discard_rule_ignored": (FourPointMachine, fp_discard_rule_ignored, r"^FP-(4\.4|5\.3): "),
    "fp_low_to_taker": (FourPointMachine, fp_low_to_taker, r"^FP-7\.3: low "),
    "sv_sweep_not_doubled": (SmoorverliefdMachine, sv_sweep_not_doubled, r"^SV-4\.3: side \d+ round points"),
    "sv_ace_worth_one": (SmoorverliefdMachine, sv_ace_worth_one, r"^SV-4\.1: seat \d+ heart points"),
}


@pytest.mark.parametrize("name", sorted(FP_SV_MUTANTS))
def test_fourpoint_and_smoorverliefd_properties_catch_the_mutant(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    machine, bug, message = FP_SV_MUTANTS[name]
    bug(monkeypatch)
    with pytest.raises(AssertionError, match=message):
        run_state_machine_as_test(machine, settings=FP_SV_FAST)


@pytest.mark.parametrize("machine", [FourPointMachine, SmoorverliefdMachine], ids=["fourpoint", "smoorverliefd"])
def test_unmutated_fourpoint_and_smoorverliefd_pass_the_same_run(machine: type[RuleBasedStateMachine]) -> None:
    """The same settings on the real engines find nothing, so the failures above are the bugs'."""
    run_state_machine_as_test(machine, settings=FP_SV_FAST)

"""The properties must catch seeded bugs: each mutant changes one rule in the reference, and the
Hypothesis machine over whole games has to fail on it (issue: mutation check of the properties)."""

from __future__ import annotations

import dataclasses
from typing import Callable

import pytest
from hypothesis import Phase, settings
from hypothesis.stateful import run_state_machine_as_test

import reference.smear.ranking as ranking
import reference.smear.rules as rules
import reference.smear.scoring as scoring
from properties.smear_machine import SmearMachine
from reference.cards import Card, Suit
from reference.smear.options import SmearOptions
from reference.smear.state import Award, HandState, SmearState

FAST = settings(max_examples=60, stateful_step_count=60, phases=[Phase.generate], deadline=None, database=None, derandomize=True)


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


def low_to_holder(mp: pytest.MonkeyPatch) -> None:
    """SM-7.3 broken: Low goes to the side that played it even under low_rule=captured."""
    original = scoring.hand_awards

    def hand_awards(hand: HandState, options: SmearOptions) -> tuple[tuple[Award, ...], tuple[int, ...]]:
        return original(hand, dataclasses.replace(options, low_rule="holder"))

    mp.setattr(scoring, "hand_awards", hand_awards)


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


def test_unmutated_reference_passes_the_same_run() -> None:
    """The same settings on the real reference find nothing, so the failures above are the bugs'."""
    run_state_machine_as_test(SmearMachine, settings=FAST)

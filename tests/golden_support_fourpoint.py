"""Helpers for hand-worked Four Point golden scenarios (SPEC chapter FP), built on the generic
helpers of ``golden_support``. They only drive the public API; no expected value comes from here."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from reference.cards import Card, format_cards, parse_cards, sort_cards
from reference.dealing import Deal
from reference.errors import Code
from reference.fourpoint import (
    FourPointState,
    HandResult,
    HandState,
    apply,
    fourpoint_options,
    legal_actions,
    new_game,
)
from tests.golden_support import legal_with, refused_with, run_with


def fp_deal(*hands: str, stock: str) -> Deal:
    """Four hands of six (seat 0 first) and the eight undealt cards IN ORDER (FP-2.3): the bidder
    takes from the front of ``stock``."""
    return Deal(tuple(sort_cards(parse_cards(h)) for h in hands), (), parse_cards(stock))


def fp_game(
    options: Mapping[str, object] | None,
    hands: Sequence[str],
    stock: str,
    *,
    dealer: int = 0,
    more_deals: Iterable[Deal] = (),
) -> FourPointState:
    """A Four Point game whose first hand is the given explicit deal."""
    first = fp_deal(*hands, stock=stock)
    return new_game(fourpoint_options(options or {}), deals=[first, *more_deals], dealer=dealer)


def run(state: FourPointState, script: str) -> FourPointState:
    """Apply actions separated by ';'."""
    return run_with(apply, state, script)


def plays(state: FourPointState, cards: str) -> FourPointState:
    """Play the given cards one after the other, each by the seat to act."""
    return run(state, "; ".join(f"play {c}" for c in cards.split()))


def legal(state: FourPointState) -> set[str]:
    return legal_with(legal_actions, state)


def refused(state: FourPointState, action: str, seat: int | None = None) -> Code:
    return refused_with(apply, state, action, seat)


def play_set(cards: str) -> set[str]:
    return {f"play {c}" for c in cards.split()}


def hand_of(state: FourPointState, seat: int) -> str:
    """The seat's cards in canonical order (CD-5)."""
    assert state.hand is not None
    return format_cards(state.hand.hands[seat])


def cards_text(cards: Iterable[Card]) -> str:
    """Canonical text of a card collection (order-insensitive comparisons)."""
    return format_cards(sort_cards(cards))


def winners(hand: HandState) -> list[int]:
    return [t.winner for t in hand.tricks]


def last_hand(state: FourPointState) -> HandState:
    assert state.last_hand is not None
    return state.last_hand


def last_result(state: FourPointState) -> HandResult:
    assert state.results
    return state.results[-1]


def awards(result: HandResult) -> dict[str, int | None]:
    """category -> side it went to (None: nobody)."""
    return {a.category: a.side for a in result.awards}

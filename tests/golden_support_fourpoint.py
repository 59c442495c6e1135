"""Helpers for Four Point tests that drive the Python API directly (SPEC chapter FP), built on
``golden_support``: explicit deals from card strings and action scripts. No expected value comes
from here."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from reference.cards import parse_cards, sort_cards
from reference.dealing import Deal
from reference.fourpoint import FourPointState, apply, fourpoint_options, new_game
from tests.golden_support import run_with


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

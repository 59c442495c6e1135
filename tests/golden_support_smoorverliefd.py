"""Helpers for Smoorverliefd tests that drive the Python API directly (SPEC chapter SV), built on
``golden_support``: explicit deals from card strings and trick-by-trick play with hand-derived
winners."""

from __future__ import annotations

from collections.abc import Sequence

from reference.cards import parse_cards, sort_cards
from reference.dealing import Deal
from reference.smoorverliefd import HandState, SmoorverliefdState, apply
from tests.golden_support import run_with

# One trick: its cards in play order (the leader first, then clockwise) and the seat that wins it.
Tricks = Sequence[tuple[str, int]]


def sv_deal(*hands: str, dead: str = "") -> Deal:
    """An explicit deal (SV-2.3): hands as card strings, seat 0 first; ``dead`` is the stock."""
    return Deal(tuple(sort_cards(parse_cards(h)) for h in hands), (), sort_cards(parse_cards(dead)))


def _hand_with(state: SmoorverliefdState, tricks_done: int) -> HandState:
    """The round whose ``tricks_done``-th trick was just completed: the round in progress, or the
    round just finished (``last_hand``) when that trick ended it."""
    if state.hand is not None and len(state.hand.tricks) == tricks_done:
        return state.hand
    assert state.last_hand is not None
    return state.last_hand


def play_tricks(state: SmoorverliefdState, tricks: Tricks, first: int = 1) -> SmoorverliefdState:
    """Play the tricks card by card (numbered from ``first``) and check after each one the
    hand-derived winner (SV-3.4 / SV-6.3) and the cards in play order."""
    for number, (cards, winner) in enumerate(tricks, start=first):
        for card in cards.split():
            state = run_with(apply, state, f"play {card}")
        done = _hand_with(state, number).tricks[number - 1]
        assert done.cards == parse_cards(cards), f"trick {number}"
        assert done.winner == winner, f"trick {number}: winner {done.winner}, expected {winner}"
    return state

"""Helpers for hand-worked Smoorverliefd golden scenarios (SPEC chapter SV), built on the generic
helpers of ``golden_support``. They only drive the public API: explicit deals from card strings,
action scripts, trick-by-trick play with hand-derived winners, and refusal codes."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from reference.actions import Action
from reference.cards import parse_cards, sort_cards
from reference.dealing import Deal
from reference.errors import Code, IllegalAction
from reference.smoorverliefd import (
    HandResult,
    HandState,
    SmoorverliefdState,
    apply,
    legal_actions,
    new_game,
    smoorverliefd_options,
)
from tests.golden_support import legal_with, refused_with, run_with

# One trick: its cards in play order (the leader first, then clockwise) and the seat that wins it.
Tricks = Sequence[tuple[str, int]]

RANKS_DOWN = "AKQJT98765432"


def suit_cards(suit: str) -> str:
    """The 13 cards of a suit, ace first: ``suit_cards("H")`` is ``"AH KH ... 2H"``."""
    return " ".join(r + suit for r in RANKS_DOWN)


def sv_deal(*hands: str, dead: str = "") -> Deal:
    """An explicit deal (SV-2.3): hands as card strings, seat 0 first; ``dead`` is the stock."""
    return Deal(tuple(sort_cards(parse_cards(h)) for h in hands), (), sort_cards(parse_cards(dead)))


def sv_game(
    options: Mapping[str, object] | None,
    hands: Iterable[str],
    *,
    dead: str = "",
    dealer: int = 0,
    more_deals: Iterable[Deal] = (),
) -> SmoorverliefdState:
    """A Smoorverliefd game whose first round is the given explicit deal."""
    o = smoorverliefd_options(dict(options or {}))
    return new_game(o, deals=[sv_deal(*hands, dead=dead), *more_deals], dealer=dealer)


def run(state: SmoorverliefdState, script: str) -> SmoorverliefdState:
    """Apply actions separated by ';' (e.g. "bid 2; bid 0; play AS")."""
    return run_with(apply, state, script)


def legal(state: SmoorverliefdState) -> set[str]:
    return legal_with(legal_actions, state)


def plays(cards: str) -> set[str]:
    """The set of ``play C`` actions for the cards of a string."""
    return {f"play {c}" for c in cards.split()}


def refused(state: SmoorverliefdState, action: str, seat: int | None = None) -> Code:
    return refused_with(apply, state, action, seat)


def refusal_of(state: SmoorverliefdState, action: Action | str, seat: int | None = None) -> tuple[Code, str]:
    """(code, rule id) of a refused action; fails the test if the action is accepted."""
    try:
        apply(state, action, seat)
    except IllegalAction as exc:
        return exc.code, exc.rule
    raise AssertionError(f"{action!r} was accepted")


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
            state = run(state, f"play {card}")
        done = _hand_with(state, number).tricks[number - 1]
        assert done.cards == parse_cards(cards), f"trick {number}"
        assert done.winner == winner, f"trick {number}: winner {done.winner}, expected {winner}"
    return state


def last(state: SmoorverliefdState) -> HandResult:
    assert state.results
    return state.results[-1]


def seat_hearts(result: HandResult) -> list[int]:
    return [t.hearts for t in result.seats]


def seat_points(result: HandResult) -> list[int]:
    return [t.heart_points for t in result.seats]


def side_rounds(result: HandResult) -> list[int]:
    return [t.round_points for t in result.sides]


def sweeps(result: HandResult) -> list[bool]:
    return [t.sweep for t in result.sides]

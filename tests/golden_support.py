"""Helpers for hand-worked golden scenarios. ``scenario_tests`` makes the pytest of each golden
scenario (the scenarios are data in conformance/sources/golden/<game>.py); the others build explicit deals
from card strings and replay action scripts for the tests that drive the Python API directly."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from conformance.case.format import parse_case
from conformance.export import verify
from conformance.sources.golden.model import Scenario, by_test, derivation_of, game_cases
from reference.actions import Action, parse_action
from reference.cards import Card, parse_cards, sort_cards
from reference.dealing import Deal
from reference.smear import SmearOptions, SmearState, apply, legal_actions
from reference.smear.rules import deck as smear_deck
from reference.smear.state import HandResult


def _replay(game_name: str, group: Sequence[Scenario], code_rules: Callable[[str, str], Sequence[str]]) -> Callable[[], None]:
    def test() -> None:
        failures = verify([parse_case(doc) for doc in game_cases(game_name, group, code_rules)])
        assert failures == [], "\n".join(failures)

    return test


def scenario_tests(
    game_name: str, scenarios: Sequence[Scenario], code_rules: Callable[[str, str], Sequence[str]], module: str
) -> dict[str, Callable[[], None]]:
    """One pytest per hand-worked test of ``module`` (``tests.test_x``): the scenarios whose
    ``source`` is ``tests/test_x.py::name``, replayed as their corpus cases against the reference.
    Its docstring is the scenarios' hand derivation (a scenario without one fails collection);
    the expectations are the scenarios' own, never the engine's."""
    prefix = module.replace(".", "/") + ".py::"
    out: dict[str, Callable[[], None]] = {}
    for source, group in by_test(scenarios).items():
        if source.startswith(prefix):
            name = source.removeprefix(prefix)
            test = _replay(game_name, group, code_rules)
            test.__name__ = test.__qualname__ = name
            test.__doc__ = derivation_of(group)
            test.__module__ = module
            out[name] = test
    if not out:
        raise ValueError(f"no golden scenario names a test of {module}")
    return out


def smear_deal(options: SmearOptions, *hands: str, widow: str = "", stock: str | None = None) -> Deal:
    """Hands as card strings, seat 0 first. ``stock`` None: every card not named, in canonical
    order (CD-5)."""
    parsed = tuple(parse_cards(h) for h in hands)
    wid = parse_cards(widow)
    if stock is None:
        used: set[Card] = {c for h in parsed for c in h} | set(wid)
        rest = tuple(c for c in smear_deck(options) if c not in used)
    else:
        rest = parse_cards(stock)
    return Deal(tuple(sort_cards(h) for h in parsed), wid, rest)


S = TypeVar("S")


def run_with(apply_fn: Callable[[S, Action], S], state: S, script: str) -> S:
    """Apply actions separated by ';' (e.g. "pass; bid 2; trump H") with a game's ``apply``."""
    for text in script.split(";"):
        text = text.strip()
        if text:
            state = apply_fn(state, parse_action(text))
    return state


def run(state: SmearState, script: str) -> SmearState:
    return run_with(apply, state, script)


def legal(state: SmearState) -> set[str]:
    return {str(a) for a in legal_actions(state)}


def play_tricks(state: SmearState, tricks: Sequence[tuple[str, int]]) -> SmearState:
    """Play the tricks (cards in play order, winner) card by card; after every trick but the
    last, check the hand-derived winner (SM-6.5)."""
    for number, (cards, winner) in enumerate(tricks, start=1):
        for card in cards.split():
            state = run(state, f"play {card}")
        if number < len(tricks):
            assert state.hand is not None
            assert state.hand.tricks[-1].winner == winner, f"trick {number}"
    return state


def last(state: SmearState) -> HandResult:
    assert state.results
    return state.results[-1]

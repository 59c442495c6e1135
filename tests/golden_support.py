"""Small helpers for hand-worked golden scenarios: build explicit deals from card strings,
replay action scripts, and read results. They only drive the public API."""

from __future__ import annotations

from typing import Callable, Iterable, Mapping, Sequence, TypeVar

from reference.actions import Action, parse_action
from reference.cards import Card, parse_cards, sort_cards
from reference.dealing import Deal
from reference.errors import Code, IllegalAction
from reference.smear import SmearOptions, SmearState, apply, legal_actions, new_game, smear_options
from reference.smear.rules import deck as smear_deck
from reference.smear.state import HandResult


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


def smear_game(
    options: Mapping[str, object] | None = None,
    hands: Iterable[str] = (),
    *,
    widow: str = "",
    stock: str | None = None,
    dealer: int = 0,
    more_deals: Iterable[Deal] = (),
) -> SmearState:
    """A Smear game whose first hand is the given explicit deal."""
    o = smear_options(options or {})
    first = smear_deal(o, *hands, widow=widow, stock=stock)
    return new_game(o, deals=[first, *more_deals], dealer=dealer)


S = TypeVar("S")


def run_with(apply_fn: Callable[[S, Action], S], state: S, script: str) -> S:
    """Apply actions separated by ';' (e.g. "pass; bid 2; trump H") with a game's ``apply``."""
    for text in script.split(";"):
        text = text.strip()
        if text:
            state = apply_fn(state, parse_action(text))
    return state


def legal_with(legal_fn: Callable[[S], Sequence[Action]], state: S) -> set[str]:
    return {str(a) for a in legal_fn(state)}


def refused_with(apply_fn: Callable[[S, str, int | None], S], state: S, action: str, seat: int | None = None) -> Code:
    """The refusal code of ``action``; fails the test if the action is accepted."""
    try:
        apply_fn(state, action, seat)
    except IllegalAction as exc:
        return exc.code
    raise AssertionError(f"{action!r} was accepted")


def run(state: SmearState, script: str) -> SmearState:
    return run_with(apply, state, script)


def legal(state: SmearState) -> set[str]:
    return legal_with(legal_actions, state)


def refused(state: SmearState, action: str, seat: int | None = None) -> Code:
    return refused_with(apply, state, action, seat)


def awards(result: HandResult) -> dict[str, tuple[int | None, int]]:
    """category -> (side or None, points)."""
    return {a.category: (a.side, a.points) for a in result.awards}

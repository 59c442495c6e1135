"""Small helpers for hand-worked golden scenarios: build explicit deals from card strings,
replay action scripts, and read results. They only drive the public API."""

from __future__ import annotations

from typing import Iterable, Mapping

from reference.actions import parse_action
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


def run(state: SmearState, script: str) -> SmearState:
    """Apply actions separated by ';' (e.g. "pass; bid 2; trump H")."""
    for text in script.split(";"):
        text = text.strip()
        if text:
            state = apply(state, parse_action(text))
    return state


def legal(state: SmearState) -> set[str]:
    return {str(a) for a in legal_actions(state)}


def refused(state: SmearState, action: str, seat: int | None = None) -> Code:
    """The refusal code of ``action``; fails the test if the action is accepted."""
    try:
        apply(state, action, seat)
    except IllegalAction as exc:
        return exc.code
    raise AssertionError(f"{action!r} was accepted")


def awards(result: HandResult) -> dict[str, tuple[int | None, int]]:
    """category -> (side or None, points)."""
    return {a.category: (a.side, a.points) for a in result.awards}

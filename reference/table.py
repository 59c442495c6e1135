"""The turn and hand machinery every game shares: the completed trick, the fast copy of an
immutable state with some fields changed, where the next deal comes from, and playing a card
out of a hand. Each game package keeps only its options, rules and scoring.

States are frozen dataclasses with ``__slots__`` (small, and with no per-instance dict);
``evolve`` is ``dataclasses.replace`` without its per-call field introspection, since a state is
copied at every action.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Protocol, Sequence, TypeVar

from reference.actions import Action
from reference.cards import Card
from reference.dealing import Deal
from reference.errors import IllegalAction

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Trick:
    """A completed trick: who led, the cards in play order, and the seat that won it."""

    leader: int
    cards: tuple[Card, ...]
    winner: int


class _Slot(Protocol):
    def __get__(self, obj: object, owner: type | None = None) -> object: ...
    def __set__(self, obj: object, value: object) -> None: ...


_LAYOUTS: dict[type, tuple[tuple[str, _Slot], ...]] = {}


def _layout(cls: type) -> tuple[tuple[str, _Slot], ...]:
    layout = tuple((f.name, getattr(cls, f.name)) for f in dataclasses.fields(cls))
    _LAYOUTS[cls] = layout
    return layout


def evolve(obj: T, **changes: object) -> T:
    """``dataclasses.replace(obj, **changes)`` for a frozen slotted dataclass with no
    ``__post_init__`` (every state class): the copy shares every unchanged field."""
    cls = type(obj)
    layout = _LAYOUTS.get(cls) or _layout(cls)
    new = object.__new__(cls)
    for name, slot in layout:
        slot.__set__(new, changes[name] if name in changes else slot.__get__(obj, cls))
    return new


def without(held: tuple[Card, ...], card: Card) -> tuple[Card, ...]:
    """``held`` less one card it holds, order kept (CD-5)."""
    i = held.index(card)
    return held[:i] + held[i + 1 :]


def with_hand(hands: tuple[tuple[Card, ...], ...], seat: int, held: tuple[Card, ...]) -> tuple[tuple[Card, ...], ...]:
    """``hands`` with seat ``seat``'s hand replaced."""
    return hands[:seat] + (held,) + hands[seat + 1 :]


def next_deal(seed: int | None, pending: Sequence[Deal], seeded: Deal | None) -> tuple[Deal, tuple[Deal, ...]] | None:
    """SM-2.3, FP-2.4, SV-2.3: the next hand's deal and the explicit deals still queued. A seeded
    game deals ``seeded`` (its shuffle for this hand); otherwise the first queued deal; None when
    the game waits for one."""
    if seed is not None:
        assert seeded is not None
        return seeded, tuple(pending)
    if pending:
        return pending[0], tuple(pending[1:])
    return None


def refused(problem: IllegalAction | None, action: Action) -> IllegalAction:
    """The refusal to raise for an action the fast legality check found unlawful: the game's
    ``refusal`` names the code and rule (CD-8). The two agree by construction and by test
    (tests/test_engine_consistency.py); a disagreement is a bug, never a silent acceptance."""
    if problem is None:
        raise AssertionError(f"{action} was judged unlawful, but no refusal rule names why")
    return problem

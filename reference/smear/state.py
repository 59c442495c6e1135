"""Smear's immutable state: the game (scores, dealer, hand history) and the hand in progress."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from reference.cards import Card, Suit
from reference.dealing import Deal
from reference.phases import Phase
from reference.record import GameRecord
from reference.table import Trick as Trick  # the shared completed trick, re-exported
from reference.smear.options import SmearOptions

Category = Literal["high", "low", "jack", "jick", "joker1", "joker2", "game", "three", "two"]
CATEGORIES: tuple[Category, ...] = ("high", "low", "jack", "jick", "joker1", "joker2", "game", "three", "two")
Outcome = Literal["played", "redeal", "dealer_set", "misdeal"]


@dataclass(frozen=True, slots=True)
class HandState:
    """The hand in progress. ``hands`` are kept in canonical card order (CD-5)."""

    dealer: int
    deal: Deal
    phase: Phase
    hands: tuple[tuple[Card, ...], ...]
    widow: tuple[Card, ...]
    stock: tuple[Card, ...]
    bids: tuple[tuple[int, int | None], ...] = ()
    pitcher: int | None = None
    bid: int = 0
    trump: Suit | None = None
    discards: tuple[tuple[Card, ...], ...] = ()
    drawn: tuple[tuple[Card, ...], ...] = ()
    leader: int = 0
    trick: tuple[Card, ...] = ()
    tricks: tuple[Trick, ...] = ()
    revokes: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Award:
    """One scoring category's outcome: the side it went to (None: nobody) and its points."""

    category: Category
    side: int | None
    points: int


@dataclass(frozen=True, slots=True)
class HandResult:
    """What a finished (or void) hand did to the score (SM-7, SM-8)."""

    dealer: int
    outcome: Outcome
    pitcher: int | None
    bid: int
    trump: Suit | None
    awards: tuple[Award, ...]
    captured: tuple[int, ...]
    game_points: tuple[int, ...]
    made: bool | None
    revoking_sides: tuple[int, ...]
    changes: tuple[int, ...]
    scores: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class SmearState(GameRecord[SmearOptions, HandState, HandResult]):
    """A whole game of this chapter (reference.record.GameRecord)."""

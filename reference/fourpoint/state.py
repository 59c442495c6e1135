"""Four Point's immutable state: the game (scores, dealer, hand history) and the hand in progress."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from reference.cards import Card, Suit
from reference.dealing import Deal
from reference.fourpoint.options import FourPointOptions
from reference.phases import Phase
from reference.record import GameRecord
from reference.table import Trick as Trick  # the shared completed trick, re-exported

Category = Literal["high", "low", "jack", "game"]
CATEGORIES: tuple[Category, ...] = ("high", "low", "jack", "game")
Outcome = Literal["played", "redeal"]
OUTCOMES: tuple[Outcome, ...] = ("played", "redeal")


@dataclass(frozen=True, slots=True)
class HandState:
    """The hand in progress. ``hands`` are kept in canonical card order (CD-5).

    ``stock`` is what is still undealt: the deal's stock less the cards the bidder took
    (``taken``). ``discards`` are the bidder's discards. ``trump`` is None until the bidder's
    first lead names it (FP-5.2)."""

    dealer: int
    deal: Deal
    phase: Phase
    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...]
    bids: tuple[tuple[int, int | None], ...] = ()
    bidder: int | None = None
    bid: int = 0
    taken: tuple[Card, ...] = ()
    discards: tuple[Card, ...] = ()
    trump: Suit | None = None
    leader: int = 0
    trick: tuple[Card, ...] = ()
    tricks: tuple[Trick, ...] = ()


@dataclass(frozen=True, slots=True)
class Award:
    """One scoring category's outcome: the side it went to (None: nobody) and its points."""

    category: Category
    side: int | None
    points: int


@dataclass(frozen=True, slots=True)
class HandResult:
    """What a finished (or redealt) hand did to the score (FP-7, FP-8, FP-9.4).

    ``captured`` is the category points each side won; ``game_points`` the card values counted
    for Game (the bidder's discards included); ``changes`` are after the non-bidder cap."""

    dealer: int
    outcome: Outcome
    bidder: int | None
    bid: int
    trump: Suit | None
    awards: tuple[Award, ...]
    captured: tuple[int, ...]
    game_points: tuple[int, ...]
    made: bool | None
    changes: tuple[int, ...]
    scores: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class FourPointState(GameRecord[FourPointOptions, HandState, HandResult]):
    """A whole game of this chapter (reference.record.GameRecord)."""

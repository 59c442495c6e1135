"""Smoorverliefd's immutable state: the game (scores, dealer, round history) and the round in
progress. The seed says "ronda"; the code says hand, as the other games do (a hand is one round)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from reference.cards import Card, Suit
from reference.dealing import Deal
from reference.phases import Phase
from reference.record import GameRecord
from reference.table import Trick as Trick  # the shared completed trick, re-exported
from reference.smoorverliefd.options import SmoorverliefdOptions

Outcome = Literal["played"]


@dataclass(frozen=True, slots=True)
class HandState:
    """The round in progress. ``hands`` are kept in canonical card order (CD-5); ``dead`` is the
    dead pile (SV-2.4), out of play; ``bids`` are the Blind Love bids in bidding order (SV-7.1)."""

    dealer: int
    deal: Deal
    phase: Phase
    hands: tuple[tuple[Card, ...], ...]
    dead: tuple[Card, ...]
    cursed: Suit | None = None
    bids: tuple[int, ...] = ()
    leader: int = 0
    trick: tuple[Card, ...] = ()
    tricks: tuple[Trick, ...] = ()


@dataclass(frozen=True, slots=True)
class SeatTally:
    """One player's round (SV-4, SV-7, SV-10): what that seat captured and bid."""

    hearts: int
    heart_points: int
    cursed_cards: int
    bid: int | None
    bid_adjustment: int


@dataclass(frozen=True, slots=True)
class SideTally:
    """One side's round: a player, or a pair with partners (SV-8.2).

    ``hearts`` and ``heart_points`` are the captures; ``round_points`` the heart points after the
    sweep (SV-4.3) and the champion rule (SV-4.5); ``bid_adjustment`` the sum of the side's
    Blind Love adjustments (SV-7.3); ``curse_penalty`` zero or minus the curse penalty (SV-10.4)."""

    hearts: int
    heart_points: int
    sweep: bool
    round_points: int
    bid_adjustment: int
    cursed_cards: int
    curse_penalty: int


@dataclass(frozen=True, slots=True)
class HandResult:
    """What a finished round did to the score (SV-4 to SV-10). ``champions``: the side(s) with
    the most heart points, who win the round (SV-4.6); ``dead``: the dead cards, revealed."""

    dealer: int
    outcome: Outcome
    cursed: Suit | None
    dead: tuple[Card, ...]
    hearts_in_play: int
    seats: tuple[SeatTally, ...]
    sides: tuple[SideTally, ...]
    champions: tuple[int, ...]
    changes: tuple[int, ...]
    scores: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class SmoorverliefdState(GameRecord[SmoorverliefdOptions, HandState, HandResult]):
    """A whole game of this chapter (reference.record.GameRecord)."""

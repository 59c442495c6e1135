"""The game-level record every game shares: scores, dealer, where deals come from, the hand in
progress, finished hands and the winner; and its JSON form. Each game supplies its own options,
hand and hand-result types.

A state is two references: the hand in progress and the ``Standing`` (everything that changes
only between hands). Every action of a hand builds a new state, and all the states of one hand
share one ``Standing``: a step copies two slots, not ten, and retains 48 bytes, not 112.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Generic, Mapping, Protocol, Self, TypeVar

from reference.dealing import Deal
from reference.jsonio import (
    JSON,
    decode_deal,
    encode_deal,
    read_int,
    read_ints,
    read_list,
    read_obj,
    read_opt_int,
)
from reference.phases import Phase


class PhasedHand(Protocol):
    @property
    def phase(self) -> Phase: ...


O = TypeVar("O")
H = TypeVar("H", bound=PhasedHand)
R = TypeVar("R")
G = TypeVar("G")
L = TypeVar("L")  # a hand, in the standing (which never asks its phase)


@dataclass(frozen=True, slots=True)
class Standing(Generic[O, L, R]):
    """What a game's state holds besides the hand in progress; it changes only when a hand
    ends or a deal is queued. ``last_hand`` is the most recently finished hand, kept whole."""

    options: O
    scores: tuple[int, ...]
    dealer: int
    deals_made: int
    seed: int | None
    pending_deals: tuple[Deal, ...]
    results: tuple[R, ...] = ()
    winner: int | None = None
    last_hand: L | None = None


@dataclass(frozen=True, slots=True)
class GameRecord(Generic[O, H, R]):
    """A whole game. ``hand`` is None between hands when the explicit deals have run out."""

    hand: H | None
    standing: Standing[O, H, R]

    def at(self, hand: H | None) -> Self:
        """This game with ``hand`` as the hand in progress (the same standing): the copy made at
        almost every action, so it sets its two slots directly."""
        new = _new(type(self))
        _set_hand(new, hand)
        _set_standing(new, self.standing)
        return new

    @property
    def options(self) -> O:
        return self.standing.options

    @property
    def scores(self) -> tuple[int, ...]:
        return self.standing.scores

    @property
    def dealer(self) -> int:
        return self.standing.dealer

    @property
    def deals_made(self) -> int:
        return self.standing.deals_made

    @property
    def seed(self) -> int | None:
        return self.standing.seed

    @property
    def pending_deals(self) -> tuple[Deal, ...]:
        return self.standing.pending_deals

    @property
    def results(self) -> tuple[R, ...]:
        return self.standing.results

    @property
    def winner(self) -> int | None:
        return self.standing.winner

    @property
    def last_hand(self) -> H | None:
        return self.standing.last_hand

    @property
    def phase(self) -> Phase:
        if self.standing.winner is not None:
            return Phase.GAME_OVER
        if self.hand is None:
            return Phase.AWAITING_DEAL
        return self.hand.phase


_new = object.__new__
_set_hand: Callable[[object, object], None] = vars(GameRecord)["hand"].__set__
_set_standing: Callable[[object, object], None] = vars(GameRecord)["standing"].__set__


def encode_record(
    s: GameRecord[O, H, R],
    game: str,
    options: Callable[[O], Mapping[str, object]],
    hand: Callable[[H], JSON],
    result: Callable[[R], JSON],
) -> dict[str, JSON]:
    return {
        "game": game,
        "options": dict(options(s.options)),
        "scores": list(s.scores),
        "dealer": s.dealer,
        "deals_made": s.deals_made,
        "seed": s.seed,
        "pending_deals": [encode_deal(d) for d in s.pending_deals],
        "hand": None if s.hand is None else hand(s.hand),
        "results": [result(r) for r in s.results],
        "winner": s.winner,
        "last_hand": None if s.last_hand is None else hand(s.last_hand),
    }


def decode_record(
    value: JSON,
    game: str,
    make: Callable[[H | None, Standing[O, H, R]], G],
    options: Callable[[Mapping[str, object]], O],
    hand: Callable[[JSON, str], H],
    result: Callable[[JSON, str], R],
) -> G:
    """The inverse of ``encode_record``; a malformed document raises ValueError naming the field."""
    d = read_obj(value, "state")
    if d.get("game") != game:
        raise ValueError(f"state.game: expected {game!r}, got {d.get('game')!r}")
    current, last = d.get("hand"), d.get("last_hand")
    standing = Standing(
        options(read_obj(d.get("options"), "state.options")),
        read_ints(d.get("scores"), "state.scores"),
        read_int(d.get("dealer"), "state.dealer"),
        read_int(d.get("deals_made"), "state.deals_made"),
        read_opt_int(d.get("seed"), "state.seed"),
        tuple(
            decode_deal(x, f"state.pending_deals[{i}]")
            for i, x in enumerate(read_list(d.get("pending_deals"), "state.pending_deals"))
        ),
        tuple(result(x, f"state.results[{i}]") for i, x in enumerate(read_list(d.get("results"), "state.results"))),
        read_opt_int(d.get("winner"), "state.winner"),
        None if last is None else hand(last, "state.last_hand"),
    )
    return make(None if current is None else hand(current, "state.hand"), standing)

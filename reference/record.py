"""The game-level record every game shares: scores, dealer, where deals come from, the hand in
progress, finished hands and the winner; and its JSON form. Each game supplies its own options,
hand and hand-result types."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Generic, Mapping, Protocol, TypeVar

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


@dataclass(frozen=True, slots=True)
class GameRecord(Generic[O, H, R]):
    """A whole game. ``hand`` is None between hands when the explicit deals have run out;
    ``last_hand`` is the most recently finished hand, kept whole for inspection."""

    options: O
    scores: tuple[int, ...]
    dealer: int
    deals_made: int
    seed: int | None
    pending_deals: tuple[Deal, ...]
    hand: H | None
    results: tuple[R, ...] = ()
    winner: int | None = None
    last_hand: H | None = None

    @property
    def phase(self) -> Phase:
        if self.winner is not None:
            return Phase.GAME_OVER
        if self.hand is None:
            return Phase.AWAITING_DEAL
        return self.hand.phase


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
    make: Callable[[O, tuple[int, ...], int, int, int | None, tuple[Deal, ...], H | None, tuple[R, ...], int | None, H | None], G],
    options: Callable[[Mapping[str, object]], O],
    hand: Callable[[JSON, str], H],
    result: Callable[[JSON, str], R],
) -> G:
    """The inverse of ``encode_record``; a malformed document raises ValueError naming the field."""
    d = read_obj(value, "state")
    if d.get("game") != game:
        raise ValueError(f"state.game: expected {game!r}, got {d.get('game')!r}")
    current, last = d.get("hand"), d.get("last_hand")
    return make(
        options(read_obj(d.get("options"), "state.options")),
        read_ints(d.get("scores"), "state.scores"),
        read_int(d.get("dealer"), "state.dealer"),
        read_int(d.get("deals_made"), "state.deals_made"),
        read_opt_int(d.get("seed"), "state.seed"),
        tuple(
            decode_deal(x, f"state.pending_deals[{i}]")
            for i, x in enumerate(read_list(d.get("pending_deals"), "state.pending_deals"))
        ),
        None if current is None else hand(current, "state.hand"),
        tuple(result(x, f"state.results[{i}]") for i, x in enumerate(read_list(d.get("results"), "state.results"))),
        read_opt_int(d.get("winner"), "state.winner"),
        None if last is None else hand(last, "state.last_hand"),
    )

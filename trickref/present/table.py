"""A game in progress as the command line shows it, whatever the game.

The engine-side view is ``reference.games.BoundMatch``, the one the conformance suite and the
properties use: a ``TableView`` is the ``BoundMatch`` a game's binding starts, plus what only a
person at a terminal needs: the game's name, chapter and presets, the position printed readably,
the rule ids that permit a lawful action, whose cards are where, and each hand's scoring category
by category with its SPEC rule ids. Each game binds its part once, as a typed ``GameView``
(trickref/present/smear.py, fourpoint.py, smoorverliefd.py); trickref/present/games.py names
them.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Generic, Protocol, TypeVar, get_type_hints

from reference.actions import Action
from reference.bots import cautious_choice
from reference.cards import Card, Suit
from reference.dealing import Deal
from reference.errors import IllegalAction
from reference.games import BoundMatch, StateLike, TrickView
from reference.jsonio import JSON
from reference.options_codec import JSONScalar, options_to_dict
from reference.phases import Phase
from reference.tricks import holds_suit
from trickref.present.render import Breakdown, SideName, Style, render_trick, side_label


class HandView(Protocol):
    @property
    def dealer(self) -> int: ...
    @property
    def deal(self) -> Deal: ...
    @property
    def phase(self) -> Phase: ...
    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]: ...
    @property
    def leader(self) -> int: ...
    @property
    def trick(self) -> tuple[Card, ...]: ...
    @property
    def tricks(self) -> Sequence[TrickView]: ...


class GameState(StateLike, Protocol):
    """What the three games' states have in common (reference.games.StateLike), with the hands as
    the terminal shows them."""

    @property
    def scores(self) -> tuple[int, ...]: ...
    @property
    def dealer(self) -> int: ...
    @property
    def deals_made(self) -> int: ...
    @property
    def hand(self) -> HandView | None: ...
    @property
    def last_hand(self) -> HandView | None: ...
    @property
    def options(self) -> object: ...  # a dataclass of JSON scalars (reference/options_codec.py)


class Seating(Protocol):
    """How a game's options seat it: the number of players, each seat's side, the target score
    (the Smear and Smoorverliefd options are one; Four Point's seating is fixed, FP-1.1)."""

    @property
    def players(self) -> int: ...
    @property
    def target(self) -> int: ...
    def side_of(self, seat: int) -> int: ...


S = TypeVar("S", bound=GameState)
O = TypeVar("O")  # a game's options


@dataclass(frozen=True)
class GameInfo:
    """A game's name, chapter and options, without a state."""

    name: str
    title: str
    prefix: str  # the SPEC chapter letters of its rule ids
    presets: Mapping[str, dict[str, JSONScalar]]
    hints: Mapping[str, object]  # option name -> its type hint (allowed values)
    full_options: Callable[[Mapping[str, object]], dict[str, JSONScalar]]


def game_info(
    name: str,
    title: str,
    prefix: str,
    presets: Mapping[str, O],
    options_class: type[O],
    read: Callable[[Mapping[str, object]], O],
) -> GameInfo:
    """The ``GameInfo`` of a game from its options module: its presets and options class and the
    function that reads options (defaults filled in, values checked); options are written by the
    shared codec (reference/options_codec.py)."""
    return GameInfo(
        name, title, prefix, {k: options_to_dict(v) for k, v in presets.items()}, get_type_hints(options_class),
        lambda data: options_to_dict(read(data)),
    )


@dataclass(frozen=True)
class GameView(Generic[S]):
    """A game's terminal view, on top of the engine-side view its binding starts
    (reference/<game>/binding.py)."""

    info: GameInfo
    start: Callable[[Mapping[str, object], Sequence[Deal], int | None, int | None], BoundMatch[S]]
    seating: Callable[[S], Seating]
    details: Callable[[S, Style], list[str]]  # the game's own lines about the hand in progress
    pile_note: Callable[[S, Sequence[Card]], str]  # e.g. the game points of a captured pile
    # the scoring of results[i], given the game's winner if that hand ended the game, and the sides' names
    breakdown: Callable[[S, int, int | None, SideName], Breakdown]
    permits: Callable[[S, Action, int], tuple[str, ...]]  # rule ids permitting a lawful action

    def start_table(self, options: Mapping[str, object], deals: Sequence[Deal], dealer: int | None, seed: int | None) -> TableView:
        """A new game: explicit ``deals``, or deals from ``seed``."""
        return BoundTable.of(self, self.start(options, deals, dealer, seed))


class TableView(Protocol):
    """A game in progress as the command line sees it. Immutable: ``play`` returns a new one."""

    @property
    def info(self) -> GameInfo: ...
    def legal(self) -> list[str]: ...
    def play(self, action: str, seat: int | None = None) -> TableView: ...
    def refusal(self, action: Action, seat: int | None) -> IllegalAction | None: ...
    def accepts(self, action: Action, seat: int | None) -> bool: ...
    def permits(self, action: Action) -> tuple[str, ...]: ...
    def to_act(self) -> int | None: ...
    def phase(self) -> Phase: ...
    def winner(self) -> int | None: ...
    def scores(self) -> list[int]: ...
    def results_count(self) -> int: ...
    def deals_made(self) -> int: ...
    def current_deal(self) -> Deal | None: ...
    def dealer(self) -> int: ...
    def hand_dealer(self) -> int | None: ...
    def players(self) -> int: ...
    def target(self) -> int: ...
    def side_name(self, side: int | None) -> str: ...
    def options_json(self) -> dict[str, JSONScalar]: ...
    def hand_tricks(self) -> Sequence[TrickView]: ...
    def last_hand_tricks(self) -> Sequence[TrickView]: ...
    def hands(self) -> tuple[tuple[Card, ...], ...]: ...
    def describe(self, style: Style) -> list[str]: ...
    def finished_hand_lines(self, style: Style) -> list[str]: ...
    def breakdown(self, index: int) -> Breakdown: ...
    def results_json(self) -> list[JSON]: ...
    def state_json(self) -> JSON: ...
    def bot_action(self, rng: random.Random) -> str: ...


@dataclass(frozen=True)
class BoundTable(BoundMatch[S]):
    """The engine's ``BoundMatch`` of a game, with its ``GameView`` for presentation: every
    question about the game itself (legal actions, refusals, whose turn, scores, the state's
    JSON) is the match's own method, inherited."""

    view: GameView[S] = field(kw_only=True)

    @classmethod
    def of(cls, view: GameView[S], match: BoundMatch[S]) -> BoundTable[S]:
        return cls(match.rules, match.state, match.completed, view=view)

    @property
    def info(self) -> GameInfo:
        return self.view.info

    def play(self, action: str, seat: int | None = None) -> BoundTable[S]:
        return BoundTable.of(self.view, super().play(action, seat))

    def permits(self, action: Action) -> tuple[str, ...]:
        seat = self.to_act()
        return () if seat is None else self.view.permits(self.state, action, seat)

    def results_count(self) -> int:
        return self.hands_over()

    def deals_made(self) -> int:
        return self.state.deals_made

    def current_deal(self) -> Deal | None:
        return self.state.hand.deal if self.state.hand is not None else None

    def dealer(self) -> int:
        return self.state.dealer

    def hand_dealer(self) -> int | None:
        return self.state.hand.dealer if self.state.hand is not None else None

    def players(self) -> int:
        return self.view.seating(self.state).players

    def target(self) -> int:
        return self.view.seating(self.state).target

    def side_of(self, seat: int) -> int:
        return self.view.seating(self.state).side_of(seat)

    def side_seats(self, side: int) -> list[int]:
        return [s for s in range(self.players()) if self.side_of(s) == side]

    def sides(self) -> int:
        return len({self.side_of(s) for s in range(self.players())})

    def side_name(self, side: int | None) -> str:
        return side_label(side, self.side_seats(side) if side is not None else [])

    def options_json(self) -> dict[str, JSONScalar]:
        return options_to_dict(self.state.options)

    def hand_tricks(self) -> Sequence[TrickView]:
        return self.rules.hand_tricks(self.state)

    def last_hand_tricks(self) -> Sequence[TrickView]:
        return self.rules.last_hand_tricks(self.state)

    def hands(self) -> tuple[tuple[Card, ...], ...]:
        return self.state.hand.hands if self.state.hand is not None else ()

    def breakdown(self, index: int) -> Breakdown:
        s = self.state
        winner = s.winner if index == len(s.results) - 1 else None  # the hand that ended the game
        return self.view.breakdown(s, index, winner, self.side_name)

    def results_json(self) -> list[JSON]:
        return self.hand_results()

    def bot_action(self, rng: random.Random) -> str:
        seat = self.to_act()
        hand = self.state.hand
        assert seat is not None and hand is not None
        return str(cautious_choice(self.rules.legal_actions(self.state), hand.hands[seat], rng))

    def finished_hand_lines(self, style: Style) -> list[str]:
        """The tricks and captured piles of the hand that ended last, while the next one is
        under way or waiting for its deal (at game end ``describe`` shows them)."""
        last = self.state.last_hand
        if last is None or self.state.winner is not None or not last.tricks:
            return []
        lines = [f"Hand {len(self.state.results)} (finished):"]
        lines.extend(render_trick(i + 1, t, style) for i, t in enumerate(last.tricks))
        lines.extend(self._piles(last.tricks, style))
        return lines

    def _piles(self, tricks: Sequence[TrickView], style: Style) -> list[str]:
        lines = ["Captured:"]
        for side in range(self.sides()):
            pile = [c for t in tricks if self.side_of(t.winner) == side for c in t.cards]
            note = self.view.pile_note(self.state, pile) if pile else ""
            lines.append(f"  {self.side_name(side)}: {style.cards(pile)}{note}")
        return lines

    def describe(self, style: Style) -> list[str]:
        """The position, readably: options, hand, scores, the game's own lines, hands, tricks,
        captured piles and whose turn it is."""
        s, info = self.state, self.view.info
        changed = [f"{k}={json_text(v)}" for k, v in changed_options(info, self.options_json()).items()]
        lines = [f"{info.title}, {self.players()} players; options: {', '.join(changed) if changed else 'standard (all defaults)'}"]
        scores = ", ".join(f"{self.side_name(i)} {v}" for i, v in enumerate(s.scores))
        hand = s.hand
        if s.winner is not None:
            lines.append(f"Game over after {len(s.results)} hand(s): {self.side_name(s.winner)} wins")
        elif hand is None:
            lines.append(f"Waiting for a deal (hand {len(s.results) + 1}, dealer seat {s.dealer}): the explicit deals ran out")
        else:
            lines.append(f"Hand {len(s.results) + 1}, dealer seat {hand.dealer}, phase {hand.phase.value}")
        lines.append(f"Scores: {scores} (target {self.target()})")
        if hand is None:
            return lines
        finished = s.winner is not None
        lines.extend(self.view.details(s, style))
        seat_to_act = self.to_act()
        if not finished:
            lines.append("Hands:")
            for seat, cards in enumerate(hand.hands):
                mark = "   <- to act" if seat == seat_to_act else ""
                lines.append(f"  seat {seat}: {style.cards(cards)}{mark}")
        if hand.tricks:
            lines.append("Tricks:")
            lines.extend(render_trick(i + 1, t, style) for i, t in enumerate(hand.tricks))
        if hand.trick:
            played = ", ".join(
                f"{style.card(c)} (seat {(hand.leader + i) % self.players()})" for i, c in enumerate(hand.trick)
            )
            lines.append(f"Trick {len(hand.tricks) + 1} in progress, led by seat {hand.leader}: {played}")
        if hand.tricks or hand.phase is Phase.PLAY:
            lines.extend(self._piles(hand.tricks, style))
        if seat_to_act is not None:
            lines.append(f"To act: seat {seat_to_act}")
        return lines


# ---------------------------------------------------------------------- what the games share


def json_text(value: JSONScalar) -> str:
    """An option value as the SPEC and the command line write it (``true``, ``null``)."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def changed_options(info: GameInfo, options: Mapping[str, JSONScalar], preset: str = "standard") -> dict[str, JSONScalar]:
    """The options whose value differs from ``preset``'s (``1`` differs from ``true``)."""
    base = info.presets[preset]
    return {k: v for k, v in options.items() if v != base.get(k) or type(v) is not type(base.get(k))}


def follow_permit(
    held: Sequence[Card],
    card: Card,
    led: Suit | None,
    trump: Suit | None,
    suit_of: Callable[[Card], Suit],
    rules: tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...], tuple[str, ...]],
) -> tuple[str, ...]:
    """The rule that makes a lawful play lawful: (following suit, trumping instead, void, a
    lead) as given by ``rules``."""
    follow, trumping, void, lead = rules
    if led is None:
        return lead
    own = suit_of(card)
    if own == led:
        return follow
    if not holds_suit(held, led, suit_of):
        return void
    return trumping if trump is not None and own == trump else ()


def bidding_line(bids: Sequence[tuple[int, int | None]]) -> str:
    return "Bidding: " + ", ".join(f"seat {s} {'pass' if b is None else f'bid {b}'}" for s, b in bids)


def auction_lines(bids: Sequence[tuple[int, int | None]], role: str, seat: int | None, bid: int, phase: Phase) -> list[str]:
    """The bids so far and, once the bidding is over, the seat that won it (the ``role``:
    Bidder, Pitcher) with its bid."""
    out = [bidding_line(bids)] if bids else []
    if seat is not None and phase is not Phase.BIDDING:
        out.append(f"{role}: seat {seat}, bid {bid}")
    return out


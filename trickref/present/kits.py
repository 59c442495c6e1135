"""Every game behind one interface for the command line (explain, play, perft, rules).

The engine-side view is ``reference.games.BoundMatch``, the one the conformance suite and the
properties use: a ``Table`` is the ``BoundMatch`` a game's binding starts, plus what only a
person at a terminal needs: the game's name, chapter and presets, the position printed readably,
the rule ids that permit a lawful action, whose cards are where, and each hand's scoring category
by category with its SPEC rule ids. Each game's presentation is bound once, as a typed ``Kit``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar, get_type_hints

from reference.actions import Action, Bid, Curse, Discard, Pass, Play, Trump
from reference.bots import cautious_choice
from reference.cards import Card, Suit
from reference.dealing import Deal
from reference.errors import IllegalAction
from reference.fourpoint.state import FourPointState
from reference.games import BoundMatch, TrickView
from reference.jsonio import JSON
from reference.options_codec import JSONScalar
from reference.phases import Phase
from reference.smear.state import SmearState
from reference.smoorverliefd.state import SmoorverliefdState
from reference.tricks import holds_suit
from trickref.present.render import (
    Breakdown,
    Style,
    fourpoint_breakdown,
    render_trick,
    side_label,
    smear_breakdown,
    smoorverliefd_breakdown,
)

GAME_NAMES = ("smear", "fourpoint", "smoorverliefd")


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


class GameState(Protocol):
    """What the three games' states have in common."""

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
    def winner(self) -> int | None: ...
    @property
    def phase(self) -> Phase: ...
    @property
    def results(self) -> Sequence[object]: ...


S = TypeVar("S", bound=GameState)


@dataclass(frozen=True)
class GameInfo:
    """A game's name, chapter and options, without a state."""

    name: str
    title: str
    prefix: str  # the SPEC chapter letters of its rule ids
    presets: Mapping[str, dict[str, JSONScalar]]
    hints: Mapping[str, object]  # option name -> its type hint (allowed values)
    full_options: Callable[[Mapping[str, object]], dict[str, JSONScalar]]


@dataclass(frozen=True)
class Kit(Generic[S]):
    """A game's presentation, on top of the engine-side view its binding starts
    (reference/<game>/binding.py)."""

    info: GameInfo
    start: Callable[[Mapping[str, object], Sequence[Deal], int | None, int | None], BoundMatch[S]]
    options_json: Callable[[S], dict[str, JSONScalar]]
    players: Callable[[S], int]
    side_of: Callable[[S, int], int]
    target: Callable[[S], int]
    details: Callable[[S, Style], list[str]]  # the game's own lines about the hand in progress
    pile_note: Callable[[S, Sequence[Card]], str]  # e.g. the game points of a captured pile
    breakdown: Callable[[S, int], Breakdown]  # the scoring of results[i]
    permits: Callable[[S, Action, int], tuple[str, ...]]  # rule ids permitting a lawful action


class Table(Protocol):
    """A game in progress as the command line sees it. Immutable: ``play`` returns a new one."""

    @property
    def info(self) -> GameInfo: ...
    def legal(self) -> list[str]: ...
    def play(self, action: str, seat: int | None = None) -> Table: ...
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
class BoundTable(Generic[S]):
    """The engine's ``BoundMatch`` of a game, with its ``Kit`` for presentation: every question
    about the game itself goes to the match."""

    kit: Kit[S]
    match: BoundMatch[S]

    @property
    def state(self) -> S:
        return self.match.state

    @property
    def info(self) -> GameInfo:
        return self.kit.info

    def legal(self) -> list[str]:
        return self.match.legal()

    def play(self, action: str, seat: int | None = None) -> BoundTable[S]:
        return BoundTable(self.kit, self.match.play(action, seat))

    def refusal(self, action: Action, seat: int | None) -> IllegalAction | None:
        return self.match.refusal(action, seat)

    def accepts(self, action: Action, seat: int | None) -> bool:
        return self.match.accepts(action, seat)

    def permits(self, action: Action) -> tuple[str, ...]:
        seat = self.to_act()
        return () if seat is None else self.kit.permits(self.state, action, seat)

    def to_act(self) -> int | None:
        return self.match.to_act()

    def phase(self) -> Phase:
        return self.match.phase()

    def winner(self) -> int | None:
        return self.match.winner()

    def scores(self) -> list[int]:
        return self.match.scores()

    def results_count(self) -> int:
        return self.match.hands_over()

    def deals_made(self) -> int:
        return self.state.deals_made

    def current_deal(self) -> Deal | None:
        return self.state.hand.deal if self.state.hand is not None else None

    def dealer(self) -> int:
        return self.state.dealer

    def hand_dealer(self) -> int | None:
        return self.state.hand.dealer if self.state.hand is not None else None

    def players(self) -> int:
        return self.kit.players(self.state)

    def target(self) -> int:
        return self.kit.target(self.state)

    def side_seats(self, side: int) -> list[int]:
        return [s for s in range(self.players()) if self.kit.side_of(self.state, s) == side]

    def sides(self) -> int:
        return len({self.kit.side_of(self.state, s) for s in range(self.players())})

    def side_name(self, side: int | None) -> str:
        return side_label(side, self.side_seats(side) if side is not None else [])

    def options_json(self) -> dict[str, JSONScalar]:
        return self.kit.options_json(self.state)

    def hand_tricks(self) -> Sequence[TrickView]:
        return self.match.rules.hand_tricks(self.state)

    def last_hand_tricks(self) -> Sequence[TrickView]:
        return self.match.rules.last_hand_tricks(self.state)

    def hands(self) -> tuple[tuple[Card, ...], ...]:
        return self.state.hand.hands if self.state.hand is not None else ()

    def breakdown(self, index: int) -> Breakdown:
        return self.kit.breakdown(self.state, index)

    def results_json(self) -> list[JSON]:
        return self.match.hand_results()

    def state_json(self) -> JSON:
        return self.match.state_json()

    def bot_action(self, rng: random.Random) -> str:
        seat = self.to_act()
        hand = self.state.hand
        assert seat is not None and hand is not None
        return str(cautious_choice(self.match.rules.legal_actions(self.state), hand.hands[seat], rng))

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
            pile = [c for t in tricks if self.kit.side_of(self.state, t.winner) == side for c in t.cards]
            note = self.kit.pile_note(self.state, pile) if pile else ""
            lines.append(f"  {self.side_name(side)}: {style.cards(pile)}{note}")
        return lines

    def describe(self, style: Style) -> list[str]:
        """The position, readably: options, hand, scores, the game's own lines, hands, tricks,
        captured piles and whose turn it is."""
        s, info = self.state, self.kit.info
        options = self.options_json()
        standard = info.presets["standard"]
        changed = [f"{k}={json_text(v)}" for k, v in options.items() if v != standard.get(k) or type(v) is not type(standard.get(k))]
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
        lines.extend(self.kit.details(s, style))
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


def json_text(value: JSONScalar) -> str:
    """An option value as the SPEC and the command line write it (``true``, ``null``)."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


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


def _bidding_line(bids: Sequence[tuple[int, int | None]]) -> str:
    return "Bidding: " + ", ".join(f"seat {s} {'pass' if b is None else f'bid {b}'}" for s, b in bids)


# ---------------------------------------------------------------------- Smear


def _smear_kit() -> Kit[SmearState]:
    from reference.smear.binding import start
    from reference.smear.options import PRESETS, SmearOptions, smear_options, smear_options_dict
    from reference.smear.ranking import jick, suit_of
    from reference.smear.scoring import game_value

    def full(data: Mapping[str, object]) -> dict[str, JSONScalar]:
        return smear_options_dict(smear_options(data))

    info = GameInfo(
        "smear", "Smear", "SM", {k: smear_options_dict(v) for k, v in PRESETS.items()},
        get_type_hints(SmearOptions), full,
    )

    def details(s: SmearState, style: Style) -> list[str]:
        h, o = s.hand, s.options
        assert h is not None
        out: list[str] = []
        if h.bids:
            out.append(_bidding_line(h.bids))
        if h.pitcher is not None and h.phase is not Phase.BIDDING:
            out.append(f"Pitcher: seat {h.pitcher}, bid {h.bid}")
        if h.trump is not None:
            extra = []
            if o.jick:
                extra.append(f"the Jick {style.card(jick(h.trump))}")
            if o.jokers:
                extra.append("the jokers")
            also = f" (also trumps: {', '.join(extra)})" if extra else ""
            out.append(f"Trump: {style.suit(h.trump)}{also}")
        if h.widow:
            out.append(f"Widow: {style.cards(h.widow)}")
        discards = [(seat, d) for seat, d in enumerate(h.discards) if d]
        if discards:
            out.append("Discarded: " + "; ".join(f"seat {seat} {style.cards(d)}" for seat, d in discards))
        drawn = [(seat, d) for seat, d in enumerate(h.drawn) if d]
        if drawn:
            out.append("Drawn: " + "; ".join(f"seat {seat} {style.cards(d)}" for seat, d in drawn))
        if h.revokes:
            out.append(f"Revokes (SM-6.7): seat(s) {', '.join(str(x) for x in h.revokes)}")
        return out

    def breakdown(s: SmearState, index: int) -> Breakdown:
        r, o = s.results[index], s.options
        last = index == len(s.results) - 1
        name = _namer(o.players, o.side_of)
        pitcher_side = o.side_of(r.pitcher) if r.pitcher is not None else None
        return smear_breakdown(
            index + 1, r, name, o.hand_maximum, o.target, o.elimination, s.winner if last else None, pitcher_side
        )

    def permits(s: SmearState, action: Action, seat: int) -> tuple[str, ...]:
        h, o = s.hand, s.options
        assert h is not None
        if isinstance(action, Pass):
            return ("SM-3.1",)
        if isinstance(action, Bid):
            return ("SM-3.2",)
        if isinstance(action, Trump):
            return ("SM-4.1",)
        if isinstance(action, Discard):
            return ("SM-5.5",) if o.nine_card else ("SM-5.1",)
        if isinstance(action, Play) and h.trump is not None:
            trump = h.trump
            if not h.tricks and not h.trick:
                return ("SM-6.2",)
            led = suit_of(h.trick[0], trump, o) if h.trick else None
            return follow_permit(
                h.hands[seat], action.card, led, trump, lambda c: suit_of(c, trump, o),
                (("SM-6.3",), ("SM-6.3",), ("SM-6.4",), ("SM-6.1",)),
            )
        return ()

    return Kit(
        info=info,
        start=start,
        options_json=lambda s: smear_options_dict(s.options),
        players=lambda s: s.options.players,
        side_of=lambda s, seat: s.options.side_of(seat),
        target=lambda s: s.options.target,
        details=details,
        pile_note=lambda s, pile: f"  (game points {sum(game_value(c, s.options) for c in pile)})",
        breakdown=breakdown,
        permits=permits,
    )


def _namer(players: int, side_of: Callable[[int], int]) -> Callable[[int | None], str]:
    def name(side: int | None) -> str:
        if side is None:
            return "nobody"
        return side_label(side, [s for s in range(players) if side_of(s) == side])

    return name


# ---------------------------------------------------------------------- Four Point


def _fourpoint_kit() -> Kit[FourPointState]:
    from reference.fourpoint.binding import start
    from reference.fourpoint.options import (
        PLAYERS,
        PRESETS,
        FourPointOptions,
        fourpoint_options,
        fourpoint_options_dict,
        side_of,
    )
    from reference.fourpoint.ranking import suit_of
    from reference.fourpoint.scoring import game_value

    def full(data: Mapping[str, object]) -> dict[str, JSONScalar]:
        return fourpoint_options_dict(fourpoint_options(data))

    info = GameInfo(
        "fourpoint", "Four Point NE Wisconsin Smear", "FP", {k: fourpoint_options_dict(v) for k, v in PRESETS.items()},
        get_type_hints(FourPointOptions), full,
    )

    def details(s: FourPointState, style: Style) -> list[str]:
        h = s.hand
        assert h is not None
        out: list[str] = []
        if h.bids:
            out.append(_bidding_line(h.bids))
        if h.bidder is not None and h.phase is not Phase.BIDDING:
            out.append(f"Bidder: seat {h.bidder}, bid {h.bid}")
        if h.taken:
            out.append(f"Taken from the stock: {style.cards(h.taken)}")
        if h.discards:
            out.append(f"Discarded: {style.cards(h.discards)}")
        if h.phase is Phase.PLAY:
            trump = style.suit(h.trump) if h.trump is not None else "not yet named: the bidder's first lead names it (FP-5.2)"
            out.append(f"Trump: {trump}")
        out.append(f"Stock (undealt): {style.cards(h.stock)}")
        return out

    def breakdown(s: FourPointState, index: int) -> Breakdown:
        r, o = s.results[index], s.options
        last = index == len(s.results) - 1
        return fourpoint_breakdown(
            index + 1, r, _namer(PLAYERS, side_of), o.target, o.non_bidder_cap != "none", s.winner if last else None
        )

    def permits(s: FourPointState, action: Action, seat: int) -> tuple[str, ...]:
        h, o = s.hand, s.options
        assert h is not None
        if isinstance(action, Pass):
            return ("FP-3.5",)
        if isinstance(action, Bid):
            return ("FP-3.2",)
        if isinstance(action, Discard):
            return ("FP-4.2", "FP-4.4")
        if isinstance(action, Play):
            if h.trump is None:
                return ("FP-5.2", "FP-5.3")
            led = suit_of(h.trick[0]) if h.trick else None
            trumping = ("FP-6.2",) if o.trump_anytime else ()
            return follow_permit(
                h.hands[seat], action.card, led, h.trump, suit_of, (("FP-6.2",), trumping, ("FP-6.3",), ("FP-6.1",))
            )
        return ()

    return Kit(
        info=info,
        start=start,
        options_json=lambda s: fourpoint_options_dict(s.options),
        players=lambda s: PLAYERS,
        side_of=lambda s, seat: side_of(seat),
        target=lambda s: s.options.target,
        details=details,
        pile_note=lambda s, pile: f"  (game points {sum(game_value(c) for c in pile)})",
        breakdown=breakdown,
        permits=permits,
    )


# ---------------------------------------------------------------------- Smoorverliefd


def _smoorverliefd_kit() -> Kit[SmoorverliefdState]:
    from reference.smoorverliefd import rules as R
    from reference.smoorverliefd.binding import start
    from reference.smoorverliefd.options import (
        PRESETS,
        SmoorverliefdOptions,
        smoorverliefd_options,
        smoorverliefd_options_dict,
    )
    from reference.smoorverliefd.scoring import bidder_seats, heart_value

    def full(data: Mapping[str, object]) -> dict[str, JSONScalar]:
        return smoorverliefd_options_dict(smoorverliefd_options(data))

    info = GameInfo(
        "smoorverliefd", "Smoorverliefd", "SV", {k: smoorverliefd_options_dict(v) for k, v in PRESETS.items()},
        get_type_hints(SmoorverliefdOptions), full,
    )

    def details(s: SmoorverliefdState, style: Style) -> list[str]:
        h, o = s.hand, s.options
        assert h is not None
        out: list[str] = []
        trump = R.trump(o)
        out.append(f"Trump: {style.suit(trump)} (met Troef)" if trump is not None else "Trump: none")
        if h.dead:
            out.append(f"Dead cards: {style.cards(h.dead)}")
        if h.cursed is not None:
            out.append(f"Cursed suit: {style.suit(h.cursed)}")
        if h.bids:
            seats = bidder_seats(h, o.players)
            out.append("Blind Love bids: " + ", ".join(f"seat {seat} bid {b}" for seat, b in zip(seats, h.bids)))
        return out

    def breakdown(s: SmoorverliefdState, index: int) -> Breakdown:
        r, o = s.results[index], s.options
        last = index == len(s.results) - 1
        return smoorverliefd_breakdown(
            index + 1, r, _namer(o.players, o.side_of), o.kleine_liefde, o.champion == "only_champion_scores",
            o.blind_love, o.target, s.winner if last else None,
        )

    def permits(s: SmoorverliefdState, action: Action, seat: int) -> tuple[str, ...]:
        h, o = s.hand, s.options
        assert h is not None
        if isinstance(action, Curse):
            return ("SV-10.3",)
        if isinstance(action, Bid):
            return ("SV-7.1",)
        if isinstance(action, Play):
            led = R.suit_of(h.trick[0]) if h.trick else None
            void = ("SV-3.3", "SV-6.2") if o.troef and action.card.suit is Suit.H else ("SV-3.3",)
            return follow_permit(h.hands[seat], action.card, led, None, R.suit_of, (("SV-3.3",), (), void, ("SV-3.2",)))
        return ()

    def pile_note(s: SmoorverliefdState, pile: Sequence[Card]) -> str:
        hearts = [c for c in pile if c.suit is Suit.H]
        return f"  ({len(hearts)} hearts, {sum(heart_value(c, s.options) for c in hearts)} heart points)"

    return Kit(
        info=info,
        start=start,
        options_json=lambda s: smoorverliefd_options_dict(s.options),
        players=lambda s: s.options.players,
        side_of=lambda s, seat: s.options.side_of(seat),
        target=lambda s: s.options.target,
        details=details,
        pile_note=pile_note,
        breakdown=breakdown,
        permits=permits,
    )


# ---------------------------------------------------------------------- the registry

SMEAR = _smear_kit()
FOURPOINT = _fourpoint_kit()
SMOORVERLIEFD = _smoorverliefd_kit()

INFOS: dict[str, GameInfo] = {SMEAR.info.name: SMEAR.info, FOURPOINT.info.name: FOURPOINT.info, SMOORVERLIEFD.info.name: SMOORVERLIEFD.info}


def start_table(game: str, options: Mapping[str, object], deals: Sequence[Deal], dealer: int | None, seed: int | None) -> Table:
    """A new game of ``game`` (one of GAME_NAMES): explicit ``deals``, or deals from ``seed``."""
    if game == "smear":
        return _table(SMEAR, options, deals, dealer, seed)
    if game == "fourpoint":
        return _table(FOURPOINT, options, deals, dealer, seed)
    if game == "smoorverliefd":
        return _table(SMOORVERLIEFD, options, deals, dealer, seed)
    raise KeyError(game)


def _table(kit: Kit[S], options: Mapping[str, object], deals: Sequence[Deal], dealer: int | None, seed: int | None) -> Table:
    return BoundTable(kit, kit.start(options, deals, dealer, seed))

"""Rigged-deal climbs: whole games driven, hand by hand, to the edge of the target, so the rules of
a game's end (several sides at the target in one hand, ties at the top, the bidder or pitcher
checked first: SM-9, FP-9, SV-5) can be reached in a few hands under exactly one configuration.

Real engines cannot start from scores, so a game-end case has to get there by play. Random play
to 21 or 52 seldom brings two sides to the target on the same hand; a climb chooses each hand
instead: from the game so far it plays ``CANDIDATES`` hands, each from its own seeded deal with
seeded random play, and keeps the one that brings the two highest sides nearest the target
together without ending the game. Once the second-highest side is within reach of the target
the climb stops; ``finishes`` then plays candidate last hands from there. Everything is seeded
(the engine's seeded deals, ``random.Random`` keyed by the configuration and the seed), so a
climb is the same on every run.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol, cast

from conformance.jsonvalues import JSONScalar, compact
from conformance.sources.generated.common import GamePlayout, Table
from reference.actions import Bid, Pass, Trump
from reference.cards import Card
from reference.dealing import Deal

CANDIDATES = 16  # hands tried for each hand of a climb
MAX_HANDS = 60  # a climb that has not reached the edge of the target by then stops
STEPS = 400  # actions in one hand, far above any game's (a hang guard, not a budget)


class Rules(Protocol):
    """The few functions of a game's rules module a climb calls (every game's has them)."""

    def new_game(self, options: object, *, deals: Sequence[Deal], dealer: int) -> Table: ...
    def add_deal(self, state: Table, deal: Deal) -> Table: ...
    def apply(self, state: Table, action: object) -> Table: ...
    def legal_actions(self, state: Table) -> Sequence[object]: ...
    def to_act(self, state: Table) -> int | None: ...


def rules_of(game_name: str) -> Rules:
    return cast(Rules, importlib.import_module(f"reference.{game_name}.rules"))


def seeded(game_name: str, options: object, seed: int, number: int, dealer: int) -> Deal:
    """The engine's own seeded deal (Four Point's needs no options: one deck, one table)."""
    module = importlib.import_module(f"reference.{game_name}.rules")
    if game_name == "fourpoint":
        return cast(Deal, module.seeded_deal(seed, number, dealer))
    return cast(Deal, module.seeded_deal(options, seed, number, dealer))


@dataclass(frozen=True)
class Hand:
    """One hand played from a state: its deal, its actions and the states after each action."""

    deal: Deal
    actions: tuple[str, ...]
    states: tuple[Table, ...]

    @property
    def end(self) -> Table:
        return self.states[-1]


def _side(options: object, seat: int, sides: int) -> int:
    side_of = getattr(options, "side_of", None)  # Smear's options know its partnerships
    return int(side_of(seat)) if callable(side_of) else seat % sides


def choose(rules: Rules, state: Table, rng: random.Random, pitcher: str = "any") -> object:
    """A cautious player's action: in the bidding, mostly a pass or the lowest bid (random bids
    set the bidder back more often than not, and a climb has to climb); the longest suit held
    as trump; otherwise uniform random choice among the legal actions. ``pitcher`` "low": only
    the lowest side bids when it may pass, so that the sides at the target are the others (the
    rules of several other sides at the target, SM-9.3, FP-9.2); "high": only the highest side
    bids, as high as it may, so that a side past the target is often set (SM-9.2)."""
    legal = list(rules.legal_actions(state))
    if not _CHOSEN_KINDS.intersection(map(type, legal)):
        # a play or a discard (up to 210 of them): no bid, pass or trump to weigh, so what the
        # branches below come to, with the same draw from ``rng``; scanning and sorting the list
        # for them was about a fifth of the climbs' CPU in a cold build
        return rng.choice(legal)
    bids = sorted((a for a in legal if isinstance(a, Bid)), key=lambda a: a.amount)
    passes = [a for a in legal if isinstance(a, Pass)]
    seat = rules.to_act(state)
    if pitcher != "any" and passes and bids and seat is not None:
        scores = list(state.scores)
        wanted = scores.index(min(scores) if pitcher == "low" else max(scores))
        if _side(getattr(state, "options", None), seat, len(scores)) != wanted:
            return passes[0]
        return bids[0] if pitcher == "low" else bids[-1]
    if passes and (not bids or rng.random() < 0.6):
        return passes[0]
    if bids:
        return bids[0] if rng.random() < 0.8 else rng.choice(bids)
    trumps = [a for a in legal if isinstance(a, Trump)]
    hand = cast(_Hands | None, state.hand)
    if trumps and hand is not None and seat is not None:
        held = hand.hands[seat]
        return max(trumps, key=lambda t: (sum(1 for c in held if c.suit == t.suit), -int(t.suit)))
    return rng.choice(legal)


_CHOSEN_KINDS = frozenset({Bid, Pass, Trump})  # the action types ``choose`` weighs (none is subclassed)


class _Hands(Protocol):
    @property
    def hands(self) -> Sequence[Sequence[Card]]: ...


def play_hand(rules: Rules, state: Table, deal: Deal, rng: random.Random, pitcher: str = "any") -> Hand:
    """``deal`` dealt at ``state`` (a game waiting for a deal) and played by ``choose`` to the
    hand's end."""
    s = rules.add_deal(state, deal)
    states = [s]
    actions: list[str] = []
    for _ in range(STEPS):
        if s.hand is None or s.winner is not None:
            break
        action = choose(rules, s, rng, pitcher)
        s = rules.apply(s, action)
        actions.append(str(action))
        states.append(s)
    return Hand(deal, tuple(actions), tuple(states))


@dataclass
class Climb:
    """A game climbed to the edge of the target: its first dealer and the hands played."""

    game: str
    options: object
    dealer: int
    start: Table
    hands: list[Hand]

    @property
    def end(self) -> Table:
        return self.hands[-1].end if self.hands else self.start

    def playout(self, last: Hand | None = None, seed: int = 0) -> GamePlayout[object, Table]:
        """The climb (and ``last``, a hand played from its end) as a generated playout."""
        hands = [*self.hands, *([last] if last is not None else [])]
        states: list[Table] = [self.start]
        actions: list[str] = []
        for h in hands:
            states[-1] = h.states[0]  # the state once the hand is dealt
            states += h.states[1:]
            actions += h.actions
        return GamePlayout("standard", self.options, seed, "climb", "climb", self.dealer, [h.deal for h in hands], actions, states)


def _top_two(scores: Sequence[int]) -> tuple[int, int]:
    ranked = sorted(scores, reverse=True)
    return ranked[0], ranked[1] if len(ranked) > 1 else ranked[0]


def _value(scores: Sequence[int], target: int) -> float:
    """How good a position is to climb from: the two highest sides high, close together, below the target."""
    first, second = _top_two(scores)
    rest = sorted(scores, reverse=True)[2:]
    # a third side kept in reach lets two sides other than the pitcher's meet at the target
    return second - 0.5 * (first - second) + 0.3 * sum(min(s, second) for s in rest)


def opening(game_name: str, options: object, configuration: Mapping[str, JSONScalar], seed: int) -> Climb:
    """A climb of no hands: the game at its start, for hands played from the first deal."""
    rng = random.Random(f"trickref-climb:{game_name}:{compact(dict(sorted(configuration.items())))}:{seed}")
    dealer = rng.randrange(int(str(configuration.get("players", 4))))
    return Climb(game_name, options, dealer, rules_of(game_name).new_game(options, deals=[], dealer=dealer), [])


def climb(game_name: str, options: object, configuration: Mapping[str, JSONScalar], seed: int, near: int) -> Climb | None:
    """A climb (module docstring) until the second-highest side is within ``near`` of the target;
    None when the configuration has no target or the climb does not get there."""
    target = configuration.get("target")
    if not isinstance(target, int) or target <= 0:
        return None
    rules = rules_of(game_name)
    c = opening(game_name, options, configuration, seed)
    rng = random.Random(f"trickref-climb-hands:{game_name}:{compact(dict(sorted(configuration.items())))}:{seed}")
    for number in range(MAX_HANDS):
        state = c.end
        if _top_two(state.scores)[1] >= target - near:
            return c
        best: Hand | None = None
        for k in range(CANDIDATES):
            deal = seeded(game_name, options, rng.randrange(1 << 30), number, state.dealer)
            h = play_hand(rules, state, deal, random.Random(rng.randrange(1 << 30)))
            if h.end.winner is not None or h.end.hand is not None:
                continue
            if best is None or _value(h.end.scores, target) > _value(best.end.scores, target):
                best = h
        if best is None:
            return None
        c.hands.append(best)
    return None


def finishes(c: Climb, seed: int, count: int) -> Iterator[Hand]:
    """``count`` last hands played from the end of the climb, each from its own seeded deal;
    of every three, one bid only by the lowest side and one only by the highest (``choose``)."""
    rules = rules_of(c.game)
    rng = random.Random(f"trickref-climb-finish:{c.game}:{seed}")
    state = c.end
    for n in range(count):
        deal = seeded(c.game, c.options, rng.randrange(1 << 30), len(c.hands), state.dealer)
        yield play_hand(rules, state, deal, random.Random(rng.randrange(1 << 30)), pitcher=("any", "low", "high")[n % 3])


def several_at_target(h: Hand, target: int) -> bool:
    """The hand ends with two or more sides at or past the target."""
    return sum(1 for s in h.end.scores if s >= target) >= 2


Screen = Callable[[Climb, Hand], bool]

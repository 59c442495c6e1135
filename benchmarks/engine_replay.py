"""The replay figures of benchmarks/engine_speed.py (issue 27): whole games recorded once, then
replayed from their deals through a game's typed API. Not a test, and not run on its own.

A replay step is ``legal_actions(state)`` then ``apply(state, action)`` with the recorded action
(already parsed): no policy, no random choice and no shuffle in the timed loop; the new game of
each recording (``new_game(options, deals=..., dealer=...)``, which checks every deal) is made
outside it. Two sets of recordings:

- **recorded**: whole games of the game's default options, seeds 1..N, played by the cautious
  policy of ``reference.bots`` (each replay checked to end as the game did);
- **corpus**: every case of the shipped corpus (conformance/corpus/<game>/), its options, dealer
  and deals, the actions up to the first one the reference refuses (the case's refusal, if any):
  short positions under every configuration the corpus covers, so more bidding and discarding
  per step than in whole games.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Generic, Mapping, Protocol, Sequence, TypeVar

from reference.actions import Action, parse_action
from reference.bots import cautious_choice
from reference.cards import Card
from reference.dealing import Deal
from reference.errors import IllegalAction, InvalidDeal, InvalidOptions
from reference.jsonio import decode_deal
from reference.table import Record


class HandLike(Protocol):
    @property
    def deal(self) -> Deal: ...
    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]: ...


class Replaying(Protocol):
    """A ``Replayer`` of any game, as the benchmark drives it."""

    def load(self, games: int, corpus: Path) -> None: ...
    def steps(self, kind: str) -> int: ...
    def replay(self, kind: str, clock: Callable[[], float]) -> float: ...


class Replayable(Record, Protocol):
    """A game's state, as the flow of reference.table reads it, with what a replay reads besides."""

    @property
    def hand(self) -> HandLike | None: ...
    @property
    def scores(self) -> tuple[int, ...]: ...
    @property
    def winner(self) -> int | None: ...


S = TypeVar("S", bound=Replayable)
O = TypeVar("O")


@dataclass(frozen=True)
class Recorded(Generic[O]):
    """A game as played once: its options, first dealer, every deal it dealt, every action."""

    options: O
    dealer: int
    deals: tuple[Deal, ...]
    actions: tuple[Action, ...]


@dataclass(frozen=True)
class Replayer(Generic[S, O]):
    """What a replay needs of one game's typed API."""

    options: O  # the default options, of the recorded games
    read_options: Callable[[Mapping[str, object]], O]
    seeded: Callable[[O, int], S]  # ``new_game(options, seed=seed)``
    dealt: Callable[[O, Sequence[Deal], int], S]  # ``new_game(options, deals=deals, dealer=dealer)``
    to_act: Callable[[S], int | None]
    legal_actions: Callable[[S], list[Action]]
    apply: Callable[[S, Action], S]
    corpus: str  # the game's folder in conformance/corpus
    loaded: dict[str, list[Recorded[O]]] = field(default_factory=dict)  # by kind, from ``load``

    def record(self, seed: int) -> Recorded[O]:
        """A whole game from ``seed``, played by the cautious policy (reference.bots); its replay
        from the deals is checked to reach the same end."""
        rng = random.Random(seed)
        state = self.seeded(self.options, seed)
        first, deals, actions = state.dealer, list[Deal](), list[Action]()
        while True:
            if state.hand is not None and state.deals_made > len(deals):
                deals.append(state.hand.deal)
            legal = self.legal_actions(state)
            if not legal:
                break
            seat = self.to_act(state)
            assert seat is not None and state.hand is not None
            action = cautious_choice(legal, state.hand.hands[seat], rng)
            actions.append(action)
            state = self.apply(state, action)
        game = Recorded(self.options, first, tuple(deals), tuple(actions))
        again = self.dealt(game.options, game.deals, game.dealer)
        for action in game.actions:
            again = self.apply(again, action)
        assert (again.scores, again.winner, len(again.results)) == (state.scores, state.winner, len(state.results))
        return game

    def recorded(self, games: int) -> list[Recorded[O]]:
        return [self.record(seed) for seed in range(1, games + 1)]

    def corpus_games(self, root: Path) -> list[Recorded[O]]:
        """Every case of ``root/<corpus>``, as far as the reference accepts its actions; a case whose
        options or deals this tree's engine does not know (an older tree) is left out."""
        games = []
        for path in sorted((root / self.corpus).rglob("*.json")):
            case = json.loads(path.read_text(encoding="utf-8"))
            try:
                options = self.read_options(case["options"])
                deals = tuple(decode_deal(d, f"{path}: deals[{i}]") for i, d in enumerate(case["deals"]))
                state = self.dealt(options, deals, case["dealer"])
            except (InvalidOptions, InvalidDeal, ValueError, TypeError):
                continue
            actions = []
            for text in case["actions"]:
                try:
                    action = parse_action(text)
                    state = self.apply(state, action)
                except IllegalAction:
                    break
                actions.append(action)
            if actions:
                games.append(Recorded(options, case["dealer"], deals, tuple(actions)))
        return games

    def load(self, games: int, corpus: Path) -> None:
        """Record ``games`` whole games (kind ``recorded``) and read the corpus's cases (``corpus``)."""
        self.loaded["recorded"] = self.recorded(games)
        self.loaded["corpus"] = self.corpus_games(corpus)

    def steps(self, kind: str) -> int:
        """How many steps a replay of the ``kind`` recordings takes."""
        return sum(len(g.actions) for g in self.loaded[kind])

    def replay(self, kind: str, clock: Callable[[], float]) -> float:
        """µs per step (``legal_actions`` + ``apply`` of the recorded action) replaying the ``kind``
        recordings from their deals; the new game of each is made outside the timed loop."""
        games = self.loaded[kind]
        legal_actions, apply, dealt = self.legal_actions, self.apply, self.dealt
        spent, steps = 0.0, 0
        for game in games:
            state = dealt(game.options, game.deals, game.dealer)
            began = clock()
            for action in game.actions:
                legal_actions(state)
                state = apply(state, action)
            spent += clock() - began
            steps += len(game.actions)
        return spent / steps * 1e6

"""Helpers for the smoke tests of whole seeded games (tests/test_smear_games.py,
tests/test_fourpoint_smoke.py, tests/test_smoorverliefd_smoke.py): play a game to its end with a
policy, check that the states survive JSON, and that a seeded game is a function of its seed."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from reference.actions import Action
from reference.bots import cautious_choice
from reference.cards import Card
from reference.phases import Phase


class _Hand(Protocol):
    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]: ...


class _State(Protocol):
    @property
    def phase(self) -> Phase: ...

    @property
    def hand(self) -> _Hand | None: ...


S = TypeVar("S", bound=_State)
Choose = Callable[[S, list[Action], random.Random], Action]


@dataclass(frozen=True)
class Game(Generic[S]):
    """A game's engine and the policy its smoke games are played with."""

    legal_actions: Callable[[S], list[Action]]
    apply: Callable[[S, Action], S]
    choose: Choose[S]

    def play_out(self, state: S, seed: int, limit: int = 20_000) -> list[S]:
        """Every state of the game from ``state`` to its end, each action chosen by ``choose``
        with a generator seeded with ``seed``; a legal action exists at every state before the
        end."""
        rng = random.Random(seed)
        seen = [state]
        for _ in range(limit):
            if state.phase is Phase.GAME_OVER:
                return seen
            acts = self.legal_actions(state)
            assert acts, f"no legal action in phase {state.phase}"
            state = self.apply(state, self.choose(state, acts, rng))
            seen.append(state)
        raise AssertionError("game did not end")


def cautious(to_act: Callable[[S], int | None]) -> Choose[S]:
    """The cautious bot (reference.bots) choosing for the seat to act."""

    def choose(state: S, acts: list[Action], rng: random.Random) -> Action:
        seat = to_act(state)
        assert seat is not None and state.hand is not None
        return cautious_choice(acts, state.hand.hands[seat], rng)

    return choose


def survive_json(states: Sequence[S], encode: Callable[[S], Any], decode: Callable[[Any], S]) -> None:
    """About forty of ``states`` (and the last) are unchanged through the codec's JSON."""
    for s in list(states[:: max(1, len(states) // 40)]) + [states[-1]]:
        assert decode(json.loads(json.dumps(encode(s)))) == s


def same_twice(game: Callable[[], object]) -> None:
    """Determinism: the same seeded game played twice ends in the same state."""
    assert game() == game()

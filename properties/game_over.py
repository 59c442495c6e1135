"""The check every state machine makes when a game has ended: each sample action is refused
with E_GAME_OVER (SM-9.1, FP-9.1, SV-5.2)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TypeVar

from reference.actions import Action
from reference.errors import Code, IllegalAction

S = TypeVar("S")


def assert_all_refused(apply: Callable[[S, Action], object], state: S, actions: Iterable[Action], rule: str) -> None:
    for action in actions:
        try:
            apply(state, action)
        except IllegalAction as exc:
            assert exc.code is Code.GAME_OVER, f"{rule}: {action} refused with {exc.code.value}"
        else:
            raise AssertionError(f"{rule}: {action} accepted after the game ended")

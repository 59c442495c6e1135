"""A fuzz run's start-up (conformance/fuzz/run.py ``fuzz``; issue 27, H22): the game records
the declaration read asks for are made while the adapter starts up, between starting its keeper
and reading its hello, not after it; an interruption meanwhile still kills the adapter.
Example counts only; nothing here is timed.
"""

from __future__ import annotations

import math
import shlex
import signal
import sys

import pytest

from conformance.errors import Interrupted
from conformance.fuzz import run
from conformance.fuzz.run import FuzzConfig, fuzz
from conformance.protocol.session import Runner

REFERENCE = f"{shlex.quote(sys.executable)} -m conformance.protocol.reference_adapter"


def config(game: str | None) -> FuzzConfig:
    return FuzzConfig(impl=REFERENCE, game=game, seconds=math.inf, shrink_seconds=math.inf, seed=0, examples=2)


def test_the_records_are_made_between_the_keepers_start_and_the_hello(monkeypatch: pytest.MonkeyPatch) -> None:
    events: list[str] = []
    for name in ("spawn", "launch", "greet"):
        def step(self: Runner, *, _name: str = name, _real: object = getattr(Runner, name)) -> object:
            events.append(_name)
            return _real(self)  # type: ignore[operator]

        monkeypatch.setattr(Runner, name, step)
    asked: list[str] = []
    from conformance import games

    real_record = games.game

    def record(name: str) -> object:
        asked.append(name)
        return real_record(name)

    monkeypatch.setattr(games, "game", record)
    report = fuzz(config("smear"))
    assert report.stats.examples == 2 and report.games == ["smear"]
    # without the warm-up, launch comes first and spawns the keeper itself
    assert events[:3] == ["spawn", "launch", "greet"], events
    # only the game asked for: the records of the other two are not built for a one-game run
    assert asked == ["smear"], asked


def test_every_game_is_warmed_without_a_game(monkeypatch: pytest.MonkeyPatch) -> None:
    order: list[str] = []
    real_greet = Runner.greet

    def greet(self: Runner) -> dict[str, object]:
        order.append("greet")
        return real_greet(self)

    from conformance import games

    real_record = games.game

    def record(name: str) -> object:
        order.append(name)
        return real_record(name)

    monkeypatch.setattr(Runner, "greet", greet)
    monkeypatch.setattr(games, "game", record)
    fuzz(config(None))
    # the three records, all before the hello is read
    assert order[:4] == ["fourpoint", "smear", "smoorverliefd", "greet"], order


def test_an_interruption_while_warming_kills_the_adapter(monkeypatch: pytest.MonkeyPatch) -> None:
    runners: list[Runner] = []
    real_spawn = Runner.spawn

    def spawn(self: Runner) -> None:
        runners.append(self)
        real_spawn(self)

    def interrupted(only: str | None) -> None:
        raise Interrupted(signal.SIGTERM)

    monkeypatch.setattr(Runner, "spawn", spawn)
    monkeypatch.setattr(run, "_warm", interrupted)
    previous = signal.getsignal(signal.SIGTERM), signal.getsignal(signal.SIGINT)
    try:
        report = fuzz(config("smear"))
    finally:
        signal.signal(signal.SIGTERM, previous[0])
        signal.signal(signal.SIGINT, previous[1])
    assert report.interrupted == signal.SIGTERM and report.stats.examples == 0
    assert len(runners) == 1 and runners[0].adapter.proc is None  # killed and reaped

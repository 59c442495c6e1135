"""``space._held`` read from the reference's state is what the state's JSON says a seat holds, at
every position of drawn scenarios (between hands included), and ``Scenario.deals_at`` counts the
hands over without encoding them: the same count as the hand results' length."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, given, seed, settings
from hypothesis import Phase as HPhase

from conformance.fuzz.run import spaces_for
from conformance.fuzz.space import OptionSpace, Scenario, _held, _held_in_json, scenarios
from conformance.protocol.reference import hello
from reference.phases import Phase


@pytest.fixture(scope="module")
def spaces() -> dict[str, OptionSpace]:
    declared = hello("reference", "0").to_json()
    return {s.game: s for s in spaces_for(declared, None)}


def scenarios_of(space: OptionSpace, count: int, at: int, check: Callable[[Scenario], None]) -> None:
    @settings(database=None, deadline=None, max_examples=count, phases=(HPhase.generate,),
              suppress_health_check=list(HealthCheck))
    @seed(at)
    @given(scenarios([space], lambda: False, compact=True))
    def each(sc: Scenario | None) -> None:
        assert sc is not None
        check(sc)

    each()


@pytest.mark.parametrize("game", ["smear", "fourpoint", "smoorverliefd"])
def test_held_is_the_state_json_hand(game: str, spaces: dict[str, OptionSpace]) -> None:
    seen = {"cards": 0}

    def check(sc: Scenario) -> None:
        for k, position in enumerate(sc.positions):
            match = position.match
            for seat in range(sc.shape.seats):
                held = _held(match, seat)
                assert held == _held_in_json(match, seat)
                seen["cards"] += len(held)
            assert _held(match, sc.shape.seats) == [] and _held(match, None) == []
            waiting = match.phase() in (Phase.AWAITING_DEAL, Phase.GAME_OVER)
            assert sc.deals_at(k) == min(len(sc.deals), len(match.hand_results()) + (0 if waiting else 1))

    scenarios_of(spaces[game], 15, 2, check)
    assert seen["cards"] > 0

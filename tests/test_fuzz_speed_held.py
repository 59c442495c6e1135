"""``space._held`` read from the reference's state is what the state's JSON says a seat holds, at
every position of drawn scenarios (between hands included), and ``Scenario.deals_at`` counts the
hands over without encoding them: the same count as the hand results' length."""

from __future__ import annotations

import pytest

from conformance.fuzz.space import OptionSpace, Scenario, _held, _held_in_json
from reference.phases import Phase
from tests.fuzz_scenarios_support import reference_spaces, scenarios_of


@pytest.fixture(scope="module")
def spaces() -> dict[str, OptionSpace]:
    return reference_spaces()


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

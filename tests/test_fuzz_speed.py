"""The fuzzer's cheaper paths (issue 27) give what the plain paths give, and stay deterministic.

- ``space.legal_seen`` (discard texts built from card texts) is ``observe_position``'s legal
  observation, position by position, discard positions included;
- ``cases.playout_case`` (legal checks written straight as JSON) is the plain
  ``playout_checks(...)`` turned to JSON check by check, with every ``kinds`` focus;
- the same seed and declaration give the same games; another seed gives other games;
- shrinking still reaches the simplest case: for a fake implementation that fails every case with
  at least one action, every choice but the number of actions is free, so Hypothesis shrinks each
  to its simplest value: one action, one deal in deck order (draw_compact_deal's kind 0), the
  declaration's first start with no option moved.

Example counts and seeds only; the fake implementation answers in process (no adapter).
"""

from __future__ import annotations

import math

import pytest

from conformance.case.checks import FinalCheck, HandResultsCheck, LegalCheck, TricksCheck
from conformance.case.format import Case
from conformance.case.verdict import Outcome
from conformance.fuzz.cases import playout_case, playout_checks
from conformance.fuzz.deals import displacement
from conformance.fuzz.search import Search
from conformance.fuzz.space import OptionSpace, Scenario, legal_seen
from conformance.protocol.messages import Observe
from conformance.protocol.reference import observe_position
from tests.fuzz_scenarios_support import reference_spaces, scenarios_of

SOURCE = "tests/test_fuzz_speed.py"


@pytest.fixture(scope="module")
def spaces() -> dict[str, OptionSpace]:
    return reference_spaces()


@pytest.mark.parametrize("game", ["smear", "fourpoint", "smoorverliefd"])
def test_legal_seen_is_the_reference_observation(game: str, spaces: dict[str, OptionSpace]) -> None:
    phases: dict[str, int] = {}

    def check(sc: Scenario) -> None:
        for position in sc.positions:
            assert legal_seen(position.match) == observe_position(position.match, Observe(LegalCheck))
            phase = str(position.legal["phase"])
            phases[phase] = phases.get(phase, 0) + 1

    scenarios_of(spaces[game], 25, 11, check)
    assert phases.get("play", 0) > 0
    if game != "smoorverliefd":  # Smear and Four Point have a discard step (SM-5, FP-4); Smoorverliefd none
        assert phases.get("discard", 0) > 0, phases


@pytest.mark.parametrize("game", ["smear", "fourpoint"])
def test_playout_case_is_the_plain_checks_as_json(game: str, spaces: dict[str, OptionSpace]) -> None:
    def check(sc: Scenario) -> None:
        plain = [c.to_json() for c in playout_checks(sc)]
        assert playout_case(sc, SOURCE)["expect"] == plain
        for kinds in ({TricksCheck}, {HandResultsCheck}, {FinalCheck}, {LegalCheck, TricksCheck}):
            chosen = [c.to_json() for c in playout_checks(sc) if type(c) in kinds]
            assert playout_case(sc, SOURCE, frozenset(kinds))["expect"] == chosen

    scenarios_of(spaces[game], 15, 5, check)


def games(spaces: list[OptionSpace], at: int, examples: int) -> list[tuple[object, ...]]:
    """Every game a search plays against an implementation that always passes."""
    seen: list[tuple[object, ...]] = []

    def passes(case: Case) -> Outcome:
        seen.append((case.game, case.options, case.dealer, case.deals, case.actions, case.seats))
        return Outcome(case, "pass")

    search = Search(passes, spaces, seconds=math.inf, shrink_seconds=math.inf, seed=at, source=SOURCE,
                    examples=examples, compact=True)
    assert search.run() is None
    assert search.stats.examples == examples
    return seen


def test_same_seed_same_games_another_seed_other_games(spaces: dict[str, OptionSpace]) -> None:
    every = list(spaces.values())
    first = games(every, 7, 30)
    assert len(first) >= 30  # a playout each, and the probes' cases
    assert games(every, 7, 30) == first
    assert games(every, 8, 30) != first


def test_shrinking_reaches_deck_order_and_the_first_start(spaces: dict[str, OptionSpace]) -> None:
    space = spaces["fourpoint"]

    def fails_with_an_action(case: Case) -> Outcome:
        return Outcome(case, "fail" if case.actions else "pass", "fake: any action fails")

    search = Search(fails_with_an_action, [space], seconds=math.inf, shrink_seconds=math.inf, seed=3, source=SOURCE,
                    examples=50, shrink_steps=2000, compact=True)
    failure = search.run()
    assert failure is not None
    case = failure.case
    deals = case["deals"]
    actions = case["actions"]
    assert isinstance(deals, list) and isinstance(actions, list)
    assert len(actions) == 1 and len(deals) == 1
    assert displacement(failure.scenario.shape, deals[0]) == 0  # the deck in order
    assert failure.scenario.options == space.valid(space.starts[0])  # the first start, nothing moved

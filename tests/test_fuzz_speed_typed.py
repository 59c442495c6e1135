"""The search replays ``Case`` values built with their JSON (cases._typed), not parsed back: each
must be the ``Case`` that ``parse_case`` reads from the case's JSON, field for field, for probes
and playouts, with every ``kinds`` focus and when a playout is split by its reply budget.

A hand-made scenario pins what the split gives (worked out below), so a wrong field in the built
Case or a check given to the wrong part fails here, not silently at the adapter.
"""

from __future__ import annotations

import pytest

from conformance.case.checks import (
    FinalCheck,
    HandResultsCheck,
    LegalCheck,
    RefusalCheck,
    TricksCheck,
)
from conformance.case.format import Case, parse_case
from conformance.fuzz.cases import Kinds, cases_of, typed_cases_of, typed_playout_cases
from conformance.fuzz.space import OptionSpace, Scenario
from tests.fuzz_scenarios_support import reference_spaces, scenarios_of

SOURCE = "tests/test_fuzz_speed_typed.py"


@pytest.fixture(scope="module")
def spaces() -> dict[str, OptionSpace]:
    return reference_spaces()


def same(built: Case, parsed: Case) -> None:
    assert built == parsed
    assert built.raw is not None and built.raw == parsed.raw  # raw is not compared by ==
    assert [type(c) for c in built.expect] == [type(c) for c in parsed.expect]
    assert built.request(1) == parsed.request(1)  # what the adapter is sent


@pytest.mark.parametrize("game", ["smear", "fourpoint", "smoorverliefd"])
def test_built_cases_are_the_parsed_cases(game: str, spaces: dict[str, OptionSpace]) -> None:
    seen = {"probes": 0, "cases": 0}
    focuses: list[Kinds | None] = [None, frozenset({TricksCheck}), frozenset({HandResultsCheck}),
                                   frozenset({FinalCheck}), frozenset({LegalCheck, TricksCheck})]

    def check(sc: Scenario) -> None:
        for kinds in focuses:
            typed = typed_cases_of(sc, SOURCE, kinds)
            assert [c for c, _ in typed] == cases_of(sc, SOURCE, kinds)
            for case, built in typed:
                same(built, parse_case(case))
                seen["cases"] += 1
                seen["probes"] += isinstance(built.expect[0], RefusalCheck)

    scenarios_of(spaces[game], 15, 4, check)
    assert seen["probes"] > 0 and seen["cases"] > 15


def test_split_playout_parts_are_the_parsed_parts(spaces: dict[str, OptionSpace]) -> None:
    """A budget of one byte: every position's legal set passes it, so each goes in a case of its
    own and the end checks ride with the last position's (n actions: n + 1 cases)."""
    parts: list[int] = []

    def check(sc: Scenario) -> None:
        typed = typed_playout_cases(sc, SOURCE, budget=1)
        n = len(sc.actions)
        assert len(typed) == n + 1
        for k, (case, built) in enumerate(typed):
            same(built, parse_case(case))
            legal = built.expect[0]
            assert isinstance(legal, LegalCheck) and legal.after == k
            assert len(built.actions) == k  # each part plays up to its own position
            expected_kinds = [LegalCheck] + ([TricksCheck, HandResultsCheck, FinalCheck] if k == n else [])
            assert [type(c) for c in built.expect] == expected_kinds
        parts.append(len(typed))

    scenarios_of(spaces["smear"], 5, 9, check)
    assert max(parts) > 1

"""A playout case's legal checks hold each position's own list of texts, not a copy (issue 27, H26),
and the case id is still the digest of the case's JSON with every sequence written as a list."""

from __future__ import annotations

import hashlib

from conformance.case.checks import LegalCheck
from conformance.fuzz.cases import typed_playout_cases
from conformance.fuzz.space import Scenario
from conformance.jsonvalues import compact
from tests.fuzz_scenarios_support import reference_spaces, scenarios_of

SOURCE = "tests/test_fuzz_speed_h26.py"


def _smear(count: int) -> list[Scenario]:
    found: list[Scenario] = []
    scenarios_of(reference_spaces()["smear"], count, 0, found.append)
    return found


def test_legal_checks_hold_the_positions_lists() -> None:
    for sc in _smear(20):
        seen = 0
        for case, typed in typed_playout_cases(sc, SOURCE):
            expect = case["expect"]
            assert isinstance(expect, list)
            legal = [e for e in expect if isinstance(e, dict) and e["kind"] == LegalCheck.kind]
            for check, built in zip(legal, typed.expect):
                after = check["after"]
                assert isinstance(after, int) and isinstance(built, LegalCheck)
                own = sc.positions[after].legal["actions"]
                assert check["actions"] is own  # the old loop copied it (list(actions))
                assert built.actions == tuple(own) and built.after == after
            seen += len(legal)
        assert seen == len(sc.actions) + 1  # every position once, over all parts


def test_case_id_is_the_digest_of_the_cases_json() -> None:
    for sc in _smear(20):
        for case, typed in typed_playout_cases(sc, SOURCE):
            deals, actions, expect = case["deals"], case["actions"], case["expect"]
            assert isinstance(deals, list) and isinstance(actions, list) and isinstance(expect, list)
            # the form the id was always the digest of: lists, as a case file holds them
            body = compact([sc.game, sc.options, sc.dealer, list(deals), list(actions), [], expect])
            slug = hashlib.sha256(body.encode("utf-8")).hexdigest()[:10]
            assert case["id"] == f"{sc.game}/fuzz/{slug}" == typed.id

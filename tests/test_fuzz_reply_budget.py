"""A fuzz playout asks for its legal sets in cases whose replies stay inside the runner's reply
limit (conformance/fuzz/cases.py, ``playout_cases``). A whole Smear game to 52 asked for in one
request got a reply past the default 1 MiB ``--max-reply-bytes``: an "oversize" error, which the
fuzzer reported as a disagreement even where the implementation was right, and a written case the
reference itself could not pass.

The split is checked with a small budget on seeded scenarios: the parts together hold exactly the
one-case checks, in order; each part plays only up to its last position and stays within the
budget (a lone position may pass it: it cannot be split); the reference passes every part; and at
the default budget a playout far from the limit stays one case, the case it always was.
"""

from __future__ import annotations

import json
from typing import cast

from conformance.case.checks import LegalCheck
from conformance.case.format import parse_case
from conformance.fuzz.cases import LEGAL_BYTES_PER_CASE, playout_case, playout_cases
from conformance.fuzz.run import spaces_for
from conformance.fuzz.space import Scenario
from conformance.protocol.reference import hello, reference_failure
from conformance.games.support import CaseDict
from tests.fuzz_scenarios_support import scenarios_of
from tests.test_fuzz_speed import SOURCE

BUDGET = 1_500  # bytes of action texts: a discard position alone (210 discards) passes it


def _expect(case: CaseDict) -> list[dict[str, object]]:
    return cast(list[dict[str, object]], case["expect"])


def _legal_bytes(expect: list[dict[str, object]]) -> int:
    return sum(len(json.dumps(c["actions"])) for c in expect if c["kind"] == LegalCheck.kind)


def test_long_playouts_are_split_within_the_budget() -> None:
    space = next(s for s in spaces_for(hello("reference", "0").to_json(), None) if s.game == "smear")
    split = 0

    def check(sc: Scenario) -> None:
        nonlocal split
        whole = playout_case(sc, SOURCE)
        if _legal_bytes(_expect(whole)) < LEGAL_BYTES_PER_CASE // 2:
            assert playout_cases(sc, SOURCE) == [whole]  # a reply far from the limit: one case, as before
        parts = playout_cases(sc, SOURCE, budget=BUDGET)
        assert [c for p in parts for c in _expect(p)] == whole["expect"]
        assert parts[-1]["actions"] == whole["actions"] and parts[-1]["deals"] == whole["deals"]
        for part in parts[:-1]:
            last = _expect(part)[-1]
            assert last["kind"] == LegalCheck.kind
            assert part["actions"] == list(sc.actions[:cast(int, last["after"])])
        for part in parts:
            legal = [c for c in _expect(part) if c["kind"] == LegalCheck.kind]
            assert len(legal) == 1 or _legal_bytes(_expect(part)) <= BUDGET + 48 * len(legal)
            assert reference_failure(parse_case(part)) is None
        assert len({p["id"] for p in parts}) == len(parts)
        split += len(parts) > 1

    scenarios_of(space, 12, 3, check)
    assert split > 0  # some scenario was long enough to be split: the checks above were exercised


def test_default_budget_leaves_room_under_the_reply_limit() -> None:
    assert 2 * LEGAL_BYTES_PER_CASE <= 1 << 20  # the runner's default --max-reply-bytes

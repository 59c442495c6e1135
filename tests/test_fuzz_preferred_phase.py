"""A playing style skips a discard position's long list (conformance.fuzz.space._preferred, issue
27): at every discard position of drawn Smear and Four Point games, each style prefers what it
preferred when it searched the whole list for bids, trumps and plays (none: a discard position
lists only discards), so the games drawn are the same. Example counts and seeds, no clock."""

from __future__ import annotations

from conformance.fuzz import space
from conformance.fuzz.space import Scenario
from tests.fuzz_scenarios_support import reference_spaces, scenarios_of

STYLES = space.STYLES


def test_a_discard_position_prefers_what_the_whole_list_gave() -> None:
    seen = [0]

    def check(sc: Scenario) -> None:
        for position in sc.positions:
            if position.legal["phase"] != "discard":
                continue
            legal = position.legal["actions"]
            assert isinstance(legal, list) and legal
            seen[0] += 1
            seat = position.match.to_act()
            for style in STYLES:
                searched = space._preferred(legal, style, position.match, seat)
                assert space._preferred(legal, style, position.match, seat, "discard") == searched, style

    for game in ("smear", "fourpoint"):
        scenarios_of(reference_spaces()[game], 40, 0, check)
    assert seen[0] > 20  # discard positions were met, with their long lists

"""What the fuzzer-speed tests share (issue 27): the reference's declared option spaces and a
seeded run of the fuzzer's own scenario strategy (example counts and seeds, no time budget)."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from hypothesis import HealthCheck, Phase, given, seed, settings

from conformance.fuzz.run import spaces_for
from conformance.fuzz.space import OptionSpace, Scenario, scenarios
from conformance.protocol.reference import hello


@cache
def reference_spaces() -> dict[str, OptionSpace]:
    """Each game's option space for the reference's own hello, as ``fuzz`` settles it."""
    declared = hello("reference", "0").to_json()
    return {s.game: s for s in spaces_for(declared, None)}


def scenarios_of(space: OptionSpace, count: int, at: int, check: Callable[[Scenario], None]) -> None:
    """``check`` each of ``count`` compact scenarios drawn from ``space`` with Hypothesis seed ``at``."""

    @settings(database=None, deadline=None, max_examples=count, phases=(Phase.generate,),
              suppress_health_check=list(HealthCheck))
    @seed(at)
    @given(scenarios([space], lambda: False, compact=True))
    def each(sc: Scenario | None) -> None:
        assert sc is not None
        check(sc)

    each()

"""The fuzz command's probes are drawn before the playout (issue 27, space.scenarios): Hypothesis's
mutations replay an example with no more choices than it had, and a draw past them ends the
example (an overrun). A probe drawn after the playout threw the whole playout away (16 of 173
Smear examples at seed 0). Counted here by watching ``ConjectureData.mark_overrun``, with example
counts and seeds, no clock."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, Phase, given, seed, settings
from hypothesis import strategies as st
from hypothesis.internal.conjecture import data as conjecture

from conformance.fuzz import space
from conformance.fuzz.options import OptionSpace, draw_compact_options, draw_options
from conformance.fuzz.space import Scenario, scenarios
from conformance.jsonvalues import JSONScalar
from tests.fuzz_scenarios_support import reference_spaces


def _overruns(monkeypatch: pytest.MonkeyPatch, compact: bool, examples: int) -> tuple[int, int]:
    """(overruns before the playout's first position, overruns after it) over ``examples``."""
    playing = [False]
    counts = [0, 0]
    seen, overrun = space.legal_seen, conjecture.ConjectureData.mark_overrun
    options: dict[str, Callable[[st.DrawFn, OptionSpace], dict[str, JSONScalar]]] = {
        "draw_compact_options": draw_compact_options, "draw_options": draw_options}

    def first(name: str) -> Callable[[st.DrawFn, OptionSpace], dict[str, JSONScalar]]:
        def drawn(draw: st.DrawFn, option_space: OptionSpace) -> dict[str, JSONScalar]:
            playing[0] = False  # an example's first draws: its playout has not begun
            return options[name](draw, option_space)
        return drawn

    def legal(match: object) -> object:
        playing[0] = True
        return seen(match)  # type: ignore[arg-type]

    def mark(self: conjecture.ConjectureData) -> None:
        counts[playing[0]] += 1
        playing[0] = False
        overrun(self)

    for name in options:
        monkeypatch.setattr(space, name, first(name))
    monkeypatch.setattr(space, "legal_seen", legal)
    monkeypatch.setattr(conjecture.ConjectureData, "mark_overrun", mark)

    @settings(database=None, deadline=None, max_examples=examples, phases=(Phase.generate,),
              suppress_health_check=list(HealthCheck))
    @seed(0)
    @given(scenarios([reference_spaces()["smear"]], lambda: False, compact=compact))
    def each(sc: Scenario | None) -> None:
        assert sc is not None

    each()
    return counts[0], counts[1]


def test_no_example_overruns_after_its_playout_began(monkeypatch: pytest.MonkeyPatch) -> None:
    before, after = _overruns(monkeypatch, compact=True, examples=150)
    assert after == 0
    assert before > 0  # mutations do overrun: the count above is of something that happens


def test_the_watch_sees_overruns_during_a_playout_of_drawn_actions(monkeypatch: pytest.MonkeyPatch) -> None:
    """The control: the targeted search's draws (one per action, space._drawn) overrun inside
    the playout, and the watch above counts them there."""
    _, after = _overruns(monkeypatch, compact=False, examples=60)
    assert after > 0

"""The Smear properties alone catch engine mutants (issue 17): each mutant of
properties/engine_mutants.py replaces one engine function for the test (pytest's monkeypatch),
and the Smear machine, whose expectations come from properties/smear_oracle.py only, must fail
with an invariant naming the broken rule. The same run on the unchanged engine passes, so the
failures are the mutants'. tests/test_crosshair.py runs the CrossHair gate on the mutants a
kernel reaches."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, Phase, settings
from hypothesis.stateful import run_state_machine_as_test

from properties.engine_mutants import MUTANTS
from properties.smear_machine import SmearMachine

# Fixed examples (derandomize), so that whether a mutant is caught does not depend on the
# commit's seed; generation only (a mutant's failure need not be shrunk to be reported). The
# seed follows the machine's source and the strategies' draws, so an edit to either changes the
# examples: 30 leaves a margin (16 once let two mutants through after a change to the option
# strategy), and a mutant run stops at its first failure, so only the unmutated run pays for it.
RUN = settings(
    max_examples=30,
    stateful_step_count=60,
    phases=[Phase.generate],
    deadline=None,
    database=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.large_base_example],
)

# mutant -> the rules whose invariants may report it first (one bug can show in several
# invariants; the machine checks them in alphabetical order after every step)
CAUGHT_AS: dict[str, str] = {
    "joker_tiebreak_reversed": r"^(SM-6\.5|SM-6\.1|CD-7): ",
    "max_bid_ends_bidding": r"^(SM-3\.1|CD-7|SM-3/SM-6|SM-3\.2): ",
    "bid_may_equal": r"^(SM-3\.2|SM-3/SM-6): ",
    "game_tie_to_nobody": r"^SM-7: awards ",
    "trump_anytime_ignored": r"^SM-6\.[37]: ",
    "redeal_passes_the_deal": r"^SM-1\.3: next dealer ",
    "revoke_penalty_ten": r"^SM-8: changes ",
    "revoke_set_back_spares_defenders": r"^SM-8: changes ",
}


def test_every_mutant_has_its_expected_report() -> None:
    assert set(CAUGHT_AS) == set(MUTANTS)


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_smear_properties_catch_the_engine_mutant(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    MUTANTS[name](monkeypatch.setattr)
    with pytest.raises(AssertionError, match=CAUGHT_AS[name]):
        run_state_machine_as_test(SmearMachine, settings=RUN)


def test_the_unmutated_engine_passes_the_same_run() -> None:
    run_state_machine_as_test(SmearMachine, settings=RUN)

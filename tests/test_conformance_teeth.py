"""The corpus has teeth: every wrong implementation in conformance/mutants/ (each breaks one rule
of the reference) fails at least one case of its game, and the export's record of which case
(conformance/sources/targeted/kills.json, suite/teeth.py) is true. That the unmutated reference
fails none is tests/test_conformance_corpus.py's ``test_the_reference_passes_every_case``.

Each mutant is patched into the reference in this process and its recorded case replayed through
the replay primitive the reference adapter serves; a few mutants also run through the real
protocol, an adapter subprocess each, so the in-process patching is known to be what the adapter
does. A mutant added without a new export, or a case that lost its teeth, fails here.
"""

from __future__ import annotations

import json
import shlex
import sys
from pathlib import Path

import pytest

from conformance.case.corpus import Corpus
from conformance.mutants import MUTANTS
from conformance.protocol.reference import reference_failure
from conformance.run.loop import RunConfig, run
from conformance.suite.discrimination import mutant_applied
from tests.bundled import bundled_corpus

ROOT = Path(__file__).resolve().parent.parent
KILLS = json.loads((ROOT / "conformance/sources/targeted/kills.json").read_text(encoding="utf-8"))
ADAPTER = f"{shlex.quote(sys.executable)} -m conformance.protocol.reference_adapter"
# Mutants no case of the corpus can catch, each with the reason the export recorded: none may be
# left unresolved silently (the export names them; this list is the project's decision to accept).
ACCEPTED_UNRESOLVED: dict[str, str] = {}


@pytest.fixture(scope="module")
def corpus() -> Corpus:
    return bundled_corpus()


def test_every_mutant_has_a_recorded_case_or_a_stated_reason() -> None:
    caught, unresolved = KILLS["caught"], KILLS["unresolved"]
    missing = sorted(set(MUTANTS) - set(caught) - set(unresolved))
    assert missing == [], f"mutants the export has not measured (run `trickref conformance export`): {missing}"
    assert {m: why for m, why in unresolved.items() if m not in ACCEPTED_UNRESOLVED} == {}


@pytest.mark.parametrize("name", sorted(KILLS["caught"]))
def test_the_recorded_case_catches_the_mutant(name: str, corpus: Corpus) -> None:
    assert name in MUTANTS, f"kills.json names a mutant that no longer exists: {name} (re-export)"
    by_id = {c.id: c for c in corpus.cases}
    case = by_id.get(KILLS["caught"][name])
    assert case is not None, f"{name}'s case {KILLS['caught'][name]} is not in the corpus (re-export)"
    assert case.game == MUTANTS[name].game
    with mutant_applied(name):
        why = reference_failure(case)
    assert why is not None, f"{case.id} no longer catches {name} ({MUTANTS[name].description}, {MUTANTS[name].rule})"
    assert reference_failure(case) is None  # and the mutant is gone again


@pytest.mark.parametrize("name", ["jick_not_trump", "pitcher_not_first", "fp_low_to_taker", "sv_ace_worth_one"])
def test_the_adapter_process_plays_the_same_mutant(name: str, corpus: Corpus) -> None:
    """Through the real protocol, a mutant fails its recorded case too (the patching in the
    adapter process is the patching measured above)."""
    case = next(c for c in corpus.cases if c.id == KILLS["caught"][name])
    result = run(corpus, [case], RunConfig(impl=f"{ADAPTER} --mutant {name}", timeout=600))
    assert [o.status for o in result.outcomes] in (["fail"], ["error"])
    assert result.implementation.get("name") == f"trickref-reference (mutant {name})"


def test_there_are_mutants_for_the_contested_points() -> None:
    assert len(MUTANTS) >= 60
    for required in ("jick_not_trump", "no_trump_when_following", "low_to_holder", "game_tie_to_pitcher", "jokers_swapped",
                     "first_lead_free", "dealer_may_pass", "max_bid_ends", "three_worth_one", "set_back_zero",
                     # Four Point: the discard rule, the first lead naming trump, Low to the player, High the ace, discards in Game
                     "fp_discard_rule_ignored", "fp_first_lead_not_trump", "fp_low_to_taker", "fp_high_highest_in_play",
                     "fp_discards_not_counted",
                     # Smoorverliefd: the ace's 5, the sweep, the dead heart, met Troef, Kleine Liefde, the curse tie
                     "sv_ace_worth_one", "sv_no_sweep_doubling", "sv_sweep_needs_thirteen", "sv_troef_heart_while_following",
                     "sv_kleine_ace_five", "sv_curse_tie_nobody"):
        assert required in MUTANTS
    assert {m.game for m in MUTANTS.values()} == {"smear", "fourpoint", "smoorverliefd"}
    for name, mutant in MUTANTS.items():
        assert name.startswith({"smear": "", "fourpoint": "fp_", "smoorverliefd": "sv_"}[mutant.game]), name

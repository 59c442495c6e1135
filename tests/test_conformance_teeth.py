"""The corpus has teeth: every mutant in conformance/mutants.py (each breaks one rule of the
reference, most of them a contested point read the other way) fails at least one case of its
game, and the unmutated reference fails none.

The reference runs the whole corpus; each mutant runs every case of its game (a Smear mutant
cannot fail a Four Point case) through the real protocol (an adapter subprocess per mutant, two at
a time), stopping at its first failing case (``--max-failures 1``), which keeps the whole file well
under two minutes.
"""

from __future__ import annotations

import shlex
import sys
from concurrent.futures import ThreadPoolExecutor

import pytest

from conformance import CORPUS_DIR
from conformance.model import Corpus, load_corpus
from conformance.mutants import MUTANTS
from conformance.runner import RunConfig, RunResult, run

ADAPTER = f"{shlex.quote(sys.executable)} -m conformance.reference_adapter"


def run_mutant(corpus: Corpus, name: str | None) -> RunResult:
    if name is None:
        return run(corpus, corpus.cases, RunConfig(impl=ADAPTER, timeout=60))
    cases = [c for c in corpus.cases if c.game == MUTANTS[name].game]
    return run(corpus, cases, RunConfig(impl=f"{ADAPTER} --mutant {name}", timeout=60, max_failures=1))


@pytest.fixture(scope="module")
def results() -> dict[str | None, RunResult]:
    corpus = load_corpus(CORPUS_DIR)  # once: loading checks every file's hash
    names: list[str | None] = [None, *sorted(MUTANTS)]
    with ThreadPoolExecutor(max_workers=2) as pool:
        return dict(zip(names, pool.map(lambda name: run_mutant(corpus, name), names)))


def test_the_reference_passes_every_case(results: dict[str | None, RunResult]) -> None:
    r = results[None]
    assert r.count("failed") == 0, [o.message for o in r.outcomes if o.counts_as == "failed"][:3]
    assert r.count("passed") == len(r.outcomes) == r.selected > 800
    assert {o.case.game for o in r.outcomes} == {"smear", "fourpoint", "smoorverliefd"}


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


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_the_corpus_kills_the_mutant(name: str, results: dict[str | None, RunResult]) -> None:
    r = results[name]
    killed = [o for o in r.outcomes if o.status in ("fail", "error")]
    assert killed, f"mutant {name} ({MUTANTS[name].description}, {MUTANTS[name].rule}) passes every case"
    assert all(o.case.game == MUTANTS[name].game for o in r.outcomes)
    assert r.implementation.get("name") == f"trickref-reference (mutant {name})"

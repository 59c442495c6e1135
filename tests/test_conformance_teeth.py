"""The corpus has teeth: every mutant in conformance/mutants.py (each breaks one rule of the
reference, most of them a contested point read the other way) fails at least one case, and the
unmutated reference fails none.

Each mutant runs the *whole* corpus through the real protocol (an adapter subprocess per mutant,
two at a time), stopping at its first failing case (``--max-failures 1``), which keeps the whole
file well under two minutes.
"""

from __future__ import annotations

import shlex
import sys
from concurrent.futures import ThreadPoolExecutor

import pytest

from conformance import CORPUS_DIR
from conformance.model import load_corpus
from conformance.mutants import MUTANTS
from conformance.runner import RunConfig, RunResult, run

ADAPTER = f"{shlex.quote(sys.executable)} -m conformance.reference_adapter"


def run_mutant(name: str | None) -> RunResult:
    corpus = load_corpus(CORPUS_DIR)
    impl = ADAPTER if name is None else f"{ADAPTER} --mutant {name}"
    return run(corpus, corpus.cases, RunConfig(impl=impl, timeout=60, max_failures=None if name is None else 1))


@pytest.fixture(scope="module")
def results() -> dict[str | None, RunResult]:
    names: list[str | None] = [None, *sorted(MUTANTS)]
    with ThreadPoolExecutor(max_workers=2) as pool:
        return dict(zip(names, pool.map(run_mutant, names)))


def test_the_reference_passes_every_case(results: dict[str | None, RunResult]) -> None:
    r = results[None]
    assert r.count("failed") == 0, [o.message for o in r.outcomes if o.counts_as == "failed"][:3]
    assert r.count("passed") == len(r.outcomes) == r.selected > 300


def test_there_are_mutants_for_the_contested_points() -> None:
    assert len(MUTANTS) >= 30
    for required in ("jick_not_trump", "no_trump_when_following", "low_to_holder", "game_tie_to_pitcher", "jokers_swapped",
                     "first_lead_free", "dealer_may_pass", "max_bid_continues", "three_worth_one", "set_back_zero"):
        assert required in MUTANTS


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_the_corpus_kills_the_mutant(name: str, results: dict[str | None, RunResult]) -> None:
    r = results[name]
    killed = [o for o in r.outcomes if o.status in ("fail", "error")]
    assert killed, f"mutant {name} ({MUTANTS[name].description}, {MUTANTS[name].rule}) passes every case"
    assert r.implementation.get("name") == f"trickref-reference (mutant {name})"

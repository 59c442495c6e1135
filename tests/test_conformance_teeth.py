"""The corpus has teeth: every mutant in conformance/mutants/patching.py (each breaks one rule of the
reference, most of them a contested point read the other way) fails at least one case of its
game. That the unmutated reference fails none is tests/test_conformance_runner.py's
``test_reference_adapter_passes_every_case`` (the same cases through the command line).

Each mutant runs every case of its game (a Smear mutant cannot fail a Four Point case) through
the real protocol (an adapter subprocess per mutant, two at a time), stopping at its first
failing case (``--max-failures 1``). The cases citing the mutant's own rules go first: the
order only decides how soon a mutant is caught, never whether, since every case of the game
stays in the run.
"""

from __future__ import annotations

import shlex
import sys
from concurrent.futures import ThreadPoolExecutor

import pytest

from conformance import CORPUS_DIR
from conformance.case.corpus import Corpus, load_corpus
from conformance.case.format import Case
from conformance.errors import CannotRun
from conformance.mutants import MUTANTS
from conformance.run.loop import RunConfig, RunResult, run

ADAPTER = f"{shlex.quote(sys.executable)} -m conformance.protocol.reference_adapter"


def cites(case: Case, rules: set[str]) -> bool:
    """Whether ``case`` cites one of ``rules`` or a rule under one (SM-7 covers SM-7.2)."""
    return any(r == want or r.startswith(want + ".") for r in case.rules for want in rules)


def run_mutant(corpus: Corpus, name: str) -> RunResult | str:
    """The mutant's run, or why its adapter could not run (that mutant's test fails with it;
    the others still run)."""
    mutant = MUTANTS[name]
    own = {r.strip() for r in mutant.rule.split(",")}
    cases = [c for c in corpus.cases if c.game == mutant.game]
    cases.sort(key=lambda c: not cites(c, own))  # stable: the corpus order within each group
    try:
        return run(corpus, cases, RunConfig(impl=f"{ADAPTER} --mutant {name}", timeout=600, max_failures=1))
    except CannotRun as exc:
        return f"mutant {name}: {exc}"


@pytest.fixture(scope="module")
def results() -> dict[str, RunResult | str]:
    corpus = load_corpus(CORPUS_DIR)  # once: loading checks every file's hash
    names = sorted(MUTANTS)
    with ThreadPoolExecutor(max_workers=2) as pool:
        return dict(zip(names, pool.map(lambda name: run_mutant(corpus, name), names)))


def test_every_mutant_ran_against_every_case_of_its_game_until_caught(results: dict[str, RunResult | str]) -> None:
    corpus = load_corpus(CORPUS_DIR)
    for name, r in results.items():
        assert not isinstance(r, str), r
        assert r.selected == sum(c.game == MUTANTS[name].game for c in corpus.cases), name


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
def test_the_corpus_kills_the_mutant(name: str, results: dict[str, RunResult | str]) -> None:
    r = results[name]
    assert not isinstance(r, str), r
    killed = [o for o in r.outcomes if o.status in ("fail", "error")]
    assert killed, f"mutant {name} ({MUTANTS[name].description}, {MUTANTS[name].rule}) passes every case"
    assert all(o.case.game == MUTANTS[name].game for o in r.outcomes)
    assert r.implementation.get("name") == f"trickref-reference (mutant {name})"

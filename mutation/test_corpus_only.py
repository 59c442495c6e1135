"""The only test mutmut runs (scripts/mutation): the conformance corpus replayed against the
mutated reference. A mutant it does not kill is a gap in the corpus, or an equivalent mutant.

One test per case, because mutmut records which tests reach each function and runs only those
for a mutant of it: a mutant of a Smoorverliefd scoring rule replays the cases that score a
Smoorverliefd hand, not all 898, and the first failing case ends it (-x). The report
(mutation/report.py) then also names the case that killed each mutant."""

import pytest

from conformance import CORPUS_DIR
from conformance.case.corpus import load_corpus
from conformance.case.format import Case
from conformance.export import verify

CASES: list[Case] = list(load_corpus(CORPUS_DIR).cases)


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_case(case: Case) -> None:
    failures = verify([case])
    assert failures == [], failures[0]

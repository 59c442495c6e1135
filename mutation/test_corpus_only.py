"""The only test mutmut runs (scripts/mutation): the conformance corpus replayed against the
mutated reference. A mutant it does not kill is a gap in the corpus, or an equivalent mutant."""

from conformance import CORPUS_DIR
from conformance.export import verify
from conformance.model import load_corpus


def test_the_corpus_alone() -> None:
    assert verify(list(load_corpus(CORPUS_DIR).cases)) == []

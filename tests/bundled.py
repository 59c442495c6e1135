"""The bundled corpus, read once per test process.

Reading it checks every file's hash and parses every case: about a second of CPU, and test
files read it some 27 times a session (issue 27). Tests only read the cases they are given; a
test of reading itself (a tampered file, a bad manifest) calls ``load_corpus`` on its own folder."""

from __future__ import annotations

import functools

from conformance import CORPUS_DIR
from conformance.case.corpus import Corpus, load_corpus


@functools.cache
def bundled_corpus() -> Corpus:
    return load_corpus(CORPUS_DIR)

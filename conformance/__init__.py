"""trickref's conformance suite: a corpus of data-only cases, the adapter protocol, a runner,
the reference adapter and deliberately wrong mutants that prove the corpus has teeth.

Versions (see README.md, "Versions and pinning"):

- ``CORPUS_VERSION``: semver of the case corpus. Patch: descriptions, tags or rules fixed;
  minor: cases added; major: a case's expectations changed or a case retired.
- ``PROTOCOL_VERSION``: major.minor of the adapter protocol (PROTOCOL.md). An adapter speaking
  the same major version can run the corpus.
"""

from __future__ import annotations

from pathlib import Path

CORPUS_VERSION = "0.3.0"
PROTOCOL_VERSION = "1.1"

HERE = Path(__file__).resolve().parent
CORPUS_DIR = HERE / "corpus"
SCHEMA_DIR = HERE / "schema"

# Ids that were once in the corpus and are gone. An id is never reused (README.md).
RETIRED_IDS: tuple[str, ...] = ()

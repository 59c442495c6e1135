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

CORPUS_VERSION = "2.1.0"
PROTOCOL_VERSION = "1.2"

HERE = Path(__file__).resolve().parent
CORPUS_DIR = HERE / "corpus"
SCHEMA_DIR = HERE / "schema"

# Ids that were once in the corpus and are gone. An id is never reused (README.md).
# 1.0.0 retired these: the new Smear defaults (max_bid others_speak, game_tie low_card) and the new
# Smoorverliefd option troef_duty changed the generated playouts and labels they were named after.
RETIRED_IDS: tuple[str, ...] = (
    "smear/bidding/maximum-bid-ends-bidding-refuses-bid-11-at-1",
    "smear/refusal/discard-count-widow-random-seed-1-at-4-discard-as-6s-4s-673619",
    "smear/refusal/discard-count-widow-random-seed-1-at-5-discard-ks-js-jh-83e6a8",
    "smear/refusal/duplicate-card-widow-random-seed-1-at-4-discard-as-as-6s-4s-3db1ae",
    "smear/refusal/duplicate-card-widow-random-seed-1-at-5-discard-ks-ks-js-jh-201b80",
    "smear/refusal/must-discard-non-trump-nine-card-random-seed-1-at-6-discard-th-9h-6h-3d-d054a4",
    "smear/refusal/must-discard-non-trump-nine-card-random-seed-2-at-5-discard-5h-4h-3h-5c-aabeb4",
    "smear/refusal/must-keep-trump-nine-card-random-seed-1-at-6-discard-8s-th-9h-6h-3d-qc-3ea301",
    "smear/refusal/must-keep-trump-nine-card-random-seed-2-at-5-discard-8s-5h-4h-3h-9d-5c-20181a",
    "smear/refusal/must-lead-trump-nine-card-random-seed-1-at-7-play-ks-4fb97e",
    "smear/refusal/must-lead-trump-no-jick-hand-size-6-random-seed-2-at-3-play-2h-7989b3",
    "smoorverliefd/refusal/card-not-in-hand-met-troef-seed-1-at-2-play-ad-1b417d",
    "smoorverliefd/refusal/card-not-in-hand-standard-players-5-seed-1-at-46-play-as-f3fdcc",
    "smoorverliefd/refusal/game-over-standard-target-10-seed-1-at-52-play-as-f3fdcc",
    "smoorverliefd/refusal/must-follow-suit-standard-players-3-seed-1-at-23-play-qc-b63c33",
    "smoorverliefd/refusal/must-follow-suit-standard-players-5-seed-1-at-1-play-3s-45f99d",
    "smoorverliefd/refusal/must-follow-suit-standard-seed-1-at-38-play-jc-7865c4",
    "smoorverliefd/refusal/must-follow-suit-troef-heart-partner-troef-true-seed-1-at-34-play-6h-ae5d9f",
    "smoorverliefd/refusal/not-your-turn-met-troef-seed-1-at-2-play-qd-3baa04-for-seat-3",
    "smoorverliefd/refusal/not-your-turn-standard-players-3-seed-1-at-12-play-js-6fc465-for-seat-0",
    "smoorverliefd/refusal/not-your-turn-standard-players-5-seed-1-at-46-play-9c-4d67e5-for-seat-3",
    "smoorverliefd/refusal/not-your-turn-standard-seed-1-at-20-play-ks-4fb97e-for-seat-1",
)

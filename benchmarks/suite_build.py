"""Suite build time, cold: the declared suite of a 12-configuration Smear declaration built from
an empty cache in this process (generated cases per configuration, tailoring, the discrimination
of every wrong implementation and the targeted search for the survivors), then once more from the
cache it wrote. Not a test. Target (issue 23): the cold build under 2 minutes on a 2-core machine.

The declaration: 4 players with and without partnerships, 6- and 10-card hands, targets 11, 21 and
52 (2 x 2 x 3 = 12 configurations), every other option at its standard value.

    .venv/bin/python benchmarks/suite_build.py [--configurations 12]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from conformance import CORPUS_DIR
from conformance.case.corpus import load_corpus
from conformance.suite.build import build_suite

DECLARATION: dict[str, object] = {"players": [4], "partnerships": [True, False], "hand_size": [6, 10], "target": [11, 21, 52]}


def hello(options: dict[str, object]) -> dict[str, object]:
    return {"type": "hello", "protocol": "1.2", "implementation": {"name": "bench", "version": "0", "language": "none"},
            "games": {"smear": {"options": [options]}}}


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--configurations", type=int, choices=(1, 3, 6, 12), default=12,
                        help="build a smaller declaration (1, 3 or 6 of the 12 configurations)")
    args = parser.parse_args()
    options = dict(DECLARATION)
    if args.configurations <= 6:
        options["partnerships"] = [True]
    if args.configurations <= 3:
        options["hand_size"] = [10]
    if args.configurations == 1:
        options["target"] = [21]
    corpus = load_corpus(CORPUS_DIR)
    with tempfile.TemporaryDirectory(prefix="trickref-suite-bench-") as tmp:
        cache = Path(tmp) / "suites"
        began = time.perf_counter()
        cpu = time.process_time()
        suite = build_suite(corpus, hello(options), cache, games=["smear"])
        cold, cold_cpu = time.perf_counter() - began, time.process_time() - cpu
        configs = len(suite.configurations.get("smear", []))
        records = suite.discrimination.get("smear", [])
        caught = sum(sum(1 for v in r.verdicts if v.caught_by is not None) for r in records)
        can_differ = sum(sum(1 for v in r.verdicts if v.cannot_differ is None) for r in records)
        began = time.perf_counter()
        build_suite(corpus, hello(options), cache, games=["smear"])
        warm = time.perf_counter() - began
    print(f"declaration {options}: {configs} configurations, {len(suite.cases)} cases")
    print(f"cold build {cold:.1f} s wall ({cold_cpu:.1f} s CPU, this process), {cold / max(configs, 1):.1f} s per configuration;"
          f" target < 120 s: {'met' if cold < 120 else 'NOT met'}")
    print(f"warm build (from the cache) {warm:.1f} s; wrong implementations caught {caught} of {can_differ} that can differ, over all configurations")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

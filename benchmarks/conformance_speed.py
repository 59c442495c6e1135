"""Conformance speed: the whole corpus (Smear, Four Point, Smoorverliefd) through the real protocol
against the reference adapter (and the JavaScript example adapter, Smear only, when node is
installed). Prints cases per second, and the replay time per game. Not a test. Target: the whole
corpus in under 30 s on 2 cores.

    .venv/bin/python benchmarks/conformance_speed.py [--repeat N]
"""

from __future__ import annotations

import argparse
import shlex
import shutil
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from conformance import CORPUS_DIR
from conformance.case.corpus import load_corpus
from conformance.run.loop import RunConfig, run


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    began = time.perf_counter()
    corpus = load_corpus(CORPUS_DIR)
    print(f"corpus {corpus.corpus_version}: {len(corpus.cases)} cases, loaded and hash-checked in {time.perf_counter() - began:.2f}s")
    impls = {"reference": f"{shlex.quote(sys.executable)} -m conformance.protocol.reference_adapter"}
    if shutil.which("node"):
        impls["node example"] = f"node {shlex.quote(str(ROOT / 'conformance/adapters/node/smear-adapter.js'))}"
    for name, impl in impls.items():
        times = []
        for _ in range(args.repeat):
            t = time.perf_counter()
            result = run(corpus, corpus.cases, RunConfig(impl=impl, timeout=60))
            times.append(time.perf_counter() - t)
        best = min(times)
        ran = result.count("passed") + result.count("failed")
        print(f"{name:>13}: {len(corpus.cases)} cases in {best:.2f}s (best of {args.repeat}, incl. adapter start) "
              f"= {len(corpus.cases) / best:.0f} cases/s; {ran} replayed, {result.count('skipped')} skipped, "
              f"{result.count('failed')} failed")
        per_game: dict[str, list[float]] = {}
        for o in result.outcomes:
            if o.status != "skip":
                per_game.setdefault(o.case.game, []).append(o.seconds)
        print("               per game: " + ", ".join(f"{g} {len(t)} cases {sum(t):.2f}s" for g, t in sorted(per_game.items())))
        slowest = sorted(result.outcomes, key=lambda o: -o.seconds)[:3]
        print("               slowest: " + ", ".join(f"{o.case.id} {o.seconds * 1000:.0f}ms" for o in slowest))
    return 0


if __name__ == "__main__":
    sys.exit(main())

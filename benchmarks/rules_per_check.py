"""How many SPEC rules a failing check cites, on the project's own wrong implementations (issue 24,
done-when: the median is at most 3).

Each mutant (conformance/mutants/) is run over its game's shipped corpus in process, as the
reference adapter runs it (conformance.protocol.reference.answer with the mutant patched in), and
every failing check is judged as the runner judges it: the first ``MAX_SHARPENED`` failing cases of
a run get the rules their wrong implementations fail (conformance/run/tested.py), the rest keep the
check tables' rules (conformance/case/rules.py). The figure is the number of rules each failing
check cites in the report, over every failing check of every mutant run.

It is not a speed benchmark; it lives here because it measures the suite rather than tests it.
A run over every mutant takes long (each sharpened check replays its case under each wrong
implementation of its game), so by default it takes every ``--every``-th mutant by name.

    .venv/bin/python benchmarks/rules_per_check.py            # every 8th mutant
    .venv/bin/python benchmarks/rules_per_check.py --every 1  # all of them
    .venv/bin/python benchmarks/rules_per_check.py --mutant fp_low_to_taker --mutant jick_not_trump
"""

from __future__ import annotations

import argparse
import dataclasses
import statistics
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from conformance import CORPUS_DIR  # noqa: E402
from conformance.case.corpus import load_corpus  # noqa: E402
from conformance.case.judge import judge_answer  # noqa: E402
from conformance.case.verdict import Mismatch  # noqa: E402
from conformance.mutants import MUTANTS  # noqa: E402
from conformance.protocol.messages import Refused, Result  # noqa: E402
from conformance.protocol.reference import answer  # noqa: E402
from conformance.run.loop import MAX_SHARPENED  # noqa: E402
from conformance.run.tested import tested_rules  # noqa: E402
from conformance.suite.discrimination import mutant_applied  # noqa: E402


def failing_checks(name: str) -> tuple[list[Mismatch], int]:
    """Every failing check of mutant ``name`` over its game's corpus, with the rules the report
    cites, and the number of failing cases."""
    game = MUTANTS[name].game
    cases = [c for c in load_corpus(CORPUS_DIR).cases if c.game == game]
    failing = []
    with mutant_applied(name):
        for case in cases:
            reply = answer(case.request(0))
            found = judge_answer(case, reply) if isinstance(reply, (Result, Refused)) else []
            if found:
                failing.append((case, found))
    out: list[Mismatch] = []
    for i, (case, found) in enumerate(failing):
        # tested_rules patches each mutant in by itself: outside the one under test
        out += [dataclasses.replace(m, rules=tested_rules(case, m)) for m in found] if i < MAX_SHARPENED else found
    return out, len(failing)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--every", type=int, default=8, help="take every N-th mutant by name (default 8; 1: all)")
    parser.add_argument("--mutant", action="append", default=[], help="this mutant (repeatable; overrides --every)")
    args = parser.parse_args(argv)
    if args.every < 1:
        parser.error("--every must be at least 1")
    unknown = [m for m in args.mutant if m not in MUTANTS]
    if unknown:
        parser.error(f"no such mutant: {', '.join(unknown)}")
    chosen = args.mutant or sorted(MUTANTS)[::args.every]
    counts: list[int] = []
    for name in chosen:
        checks, cases = failing_checks(name)
        mine = [len(m.rules) for m in checks]
        counts += mine
        median = statistics.median(mine) if mine else 0
        print(f"{name}: {cases} failing case(s), {len(mine)} failing check(s), median rules {median}, most {max(mine, default=0)}",
              flush=True)
    if not counts:
        print("no failing check")
        return 1
    spread = Counter(counts)
    print(f"{len(chosen)} mutant(s), {len(counts)} failing check(s): median rules cited per failing check "
          f"{statistics.median(counts)}, mean {statistics.fmean(counts):.2f}; "
          + ", ".join(f"{k} rule(s): {spread[k]}" for k in sorted(spread)))
    return 0


if __name__ == "__main__":
    sys.exit(main())

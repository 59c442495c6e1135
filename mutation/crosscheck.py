"""Cross-check the judgements of a mutmut run against the hand-worked pytest scenarios: each
survivor judged with one of the given reasons is run against those tests (in mutmut's
``mutants/`` folder, the mutant switched on by ``MUTANT_UNDER_TEST``), and the verdicts are
printed per reason. A ``same-result`` mutant that fails a test is a wrong judgement; a
``widens-input`` mutant that passes them is an input rejection no test checks.

Run from the project root after ``scripts/mutation`` (about 10 s per mutant, two at a time):
    python -m mutation.crosscheck same-result assertion widens-input
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from mutation.report import (
    JUDGEMENTS,
    ROOT,
    ReportError,
    load_judgements,
    load_mutants,
    mutmut_change,
)

TESTS = (
    "tests/test_smear_golden_example.py", "tests/test_smear_golden_play.py",
    "tests/test_smear_golden_scoring.py", "tests/test_smear_golden_tables.py",
    "tests/test_fourpoint_golden.py", "tests/test_smoorverliefd_golden.py",
    "tests/test_smear_options.py", "tests/test_cards.py",
)


def fails_tests(mutant: str, mutants_dir: Path) -> bool:
    env = {**os.environ, "MUTANT_UNDER_TEST": mutant}
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider", *TESTS],
                          cwd=mutants_dir, env=env, capture_output=True, timeout=300)
    return done.returncode != 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m mutation.crosscheck", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("reasons", nargs="+", help="judgement reasons to check")
    ap.add_argument("--mutants", type=Path, default=ROOT / "mutants")
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args(argv)
    try:
        judged = load_judgements(JUDGEMENTS.read_text())
        os.chdir(ROOT)
        chosen: list[tuple[str, str]] = []
        for m in load_mutants(args.mutants):
            if m.outcome == "survived":
                c = mutmut_change(m.name)
                verdict = judged.equivalent.get((m.function, c.old, c.new))
                if verdict is not None and verdict[0] in args.reasons:
                    chosen.append((verdict[0], m.name))
    except ReportError as e:
        print(f"mutation.crosscheck: {e}", file=sys.stderr)
        return 2
    with ThreadPoolExecutor(args.jobs) as pool:
        failed = list(pool.map(lambda rm: fails_tests(rm[1], args.mutants), chosen))
    tally: Counter[tuple[str, str]] = Counter()
    for (reason, name), fail in zip(chosen, failed):
        outcome = "fails the tests" if fail else "passes the tests"
        tally[(reason, outcome)] += 1
        print(f"{reason:14} {outcome:16} {name}")
    for (reason, outcome), n in sorted(tally.items()):
        print(f"{reason}: {n} {outcome}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

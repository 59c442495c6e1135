"""Fuzzing sweep: ``trickref conformance fuzz`` against every mutant (conformance/mutants/patching.py), each
through the reference adapter with ``--mutant``. Prints, per mutant, the time to the first
disagreement, the examples it took, and the size of the shrunk case (deals, actions), and checks
that the written case fails the mutant and passes the reference. Not a test (it takes long).
Target (issue 11): every mutant found within 60 s on 2 cores.

    .venv/bin/python benchmarks/fuzz_mutants.py [--seconds 60] [--shrink-seconds 20] [--seed 0] [NAME ...]
"""

from __future__ import annotations

import argparse
import shlex
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from conformance.case.format import parse_case
from conformance.errors import CannotRun
from conformance.fuzz.run import FuzzConfig, fuzz
from conformance.mutants import MUTANTS
from conformance.protocol.session import Runner, SessionConfig


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--shrink-seconds", type=float, default=20.0)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", type=Path, help="folder for the shrunk cases (default: a temporary folder)")
    parser.add_argument("names", nargs="*", help="mutants (default: all)")
    args = parser.parse_args()
    names = args.names or sorted(MUTANTS, key=lambda n: (MUTANTS[n].game, n))
    folder = args.out or Path(tempfile.mkdtemp(prefix="fuzz-mutants-"))
    py = shlex.quote(sys.executable)
    print(f"{'mutant':34} {'game':13} {'found':>7} {'examples':>8} {'deals':>5} {'actions':>7} {'shrink':>6}  check", flush=True)
    missed: list[str] = []
    began = time.monotonic()
    for name in names:
        mutant = MUTANTS[name]
        impl = f"{py} -m conformance.protocol.reference_adapter --mutant {name}"
        config = FuzzConfig(impl=impl, game=mutant.game, seconds=args.seconds, shrink_seconds=args.shrink_seconds,
                            seed=args.seed, out=folder / f"{name}.json")
        try:
            report = fuzz(config)
        except CannotRun as exc:
            missed.append(name)
            print(f"{name:34} {mutant.game:13} adapter could not run: {exc}", flush=True)
            continue
        s = report.stats
        found = report.failure
        if found is None:
            missed.append(name)
            print(f"{name:34} {mutant.game:13} {'-':>7} {s.examples:>8} {'-':>5} {'-':>7} {'-':>6}  NOT FOUND in {args.seconds:.0f}s", flush=True)
            continue
        check = _verify(found.path, impl, found.reference)
        print(f"{name:34} {mutant.game:13} {s.first_failure_seconds or 0.0:>6.1f}s {s.first_failure_examples or 0:>8} "
              f"{found.count('deals'):>5} {found.count('actions'):>7} {s.shrink_seconds:>5.0f}s  {check}", flush=True)
    print(f"{len(names) - len(missed)}/{len(names)} found within {args.seconds:.0f}s; total {time.monotonic() - began:.0f}s; cases in {folder}")
    if missed:
        print("not found: " + ", ".join(missed))
    return 0 if not missed else 1


def _verify(path: Path, impl: str, reference_failure: str | None) -> str:
    """The written case fails the mutant and passes the reference (through the real protocol)."""
    import json

    case = parse_case(json.loads(path.read_text(encoding="utf-8")))
    verdicts = []
    for label, command in (("mutant", impl), ("reference", impl.split(" --mutant")[0])):
        runner = Runner(SessionConfig(impl=command))
        try:
            runner.start()
            verdicts.append((label, runner.run_case(case).status))
        except CannotRun as exc:
            verdicts.append((label, f"cannot run ({exc})"))
        finally:
            runner.close()
    ok = verdicts[0][1] in ("fail", "error") and verdicts[1][1] == "pass" and reference_failure is None
    return "ok" if ok else "BAD " + ", ".join(f"{label} {status}" for label, status in verdicts)


if __name__ == "__main__":
    sys.exit(main())

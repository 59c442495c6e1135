"""``--jobs N`` (issue 27): cases sharded over N adapter processes give one report, the same as one
adapter's apart from timings: the same cases in the same order, the same verdicts, the same early
stop; a crashing or hanging adapter under ``-j 2`` is handled as under ``-j 1``. No timing is
asserted: only that the reports agree."""

from __future__ import annotations

import json
import os
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from conformance.errors import UsageError
from conformance.run.shards import job_count

ROOT = Path(__file__).resolve().parent.parent
PY = shlex.quote(sys.executable)
REFERENCE = f"{PY} -m conformance.protocol.reference_adapter"

BROKEN = r'''
import json, sys, time
mode = sys.argv[1]
hello = {"type": "hello", "protocol": "1.0", "implementation": {"name": "broken-" + mode, "version": "0"},
         "games": {"smear": {"options": "any"}}}
for line in sys.stdin:
    msg = json.loads(line)
    if msg["type"] == "hello":
        print(json.dumps(hello), flush=True)
        continue
    if msg["type"] == "stop":
        break
    if mode == "crash":
        sys.stderr.write("boom: simulated crash\n")
        sys.exit(3)
    if mode == "hang":
        time.sleep(600)
'''


def trickref(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "trickref", "conformance", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=900, check=False)


def untimed(value: object) -> object:
    """The report without its timings (every ``seconds`` field), the one thing allowed to differ."""
    if isinstance(value, dict):
        return {k: untimed(v) for k, v in value.items() if k != "seconds"}
    if isinstance(value, list):
        return [untimed(v) for v in value]
    return value


def report(jobs: int, *args: str) -> tuple[int, object]:
    done = trickref("run", "--suite", "corpus", "--format", "json", "--no-progress", "--jobs", str(jobs), *args)
    assert "Traceback" not in done.stderr, done.stderr[-2000:]
    return done.returncode, untimed(json.loads(done.stdout))


@pytest.fixture(scope="module")
def broken(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("adapters") / "broken_adapter.py"
    path.write_text(BROKEN, encoding="utf-8")
    return path


def test_two_jobs_give_the_report_of_one_with_failures_and_divergences() -> None:
    # The three_worth_one mutant fails some Smear scoring cases (each probed for its first
    # divergence and measured against the mutants) and passes the rest: both kinds of outcome,
    # in the case order of the corpus, must come out the same from two adapters as from one.
    args = ("--impl", f"{REFERENCE} --mutant three_worth_one", "--game", "smear", "--id", "smear/scoring/*",
            "--id", "smear/game-end/*")
    one = report(1, *args)
    two = report(2, *args)
    assert one[0] == 1  # some case fails the mutant: the comparison covers failures
    assert two == one


def test_max_failures_stops_at_the_same_case_under_two_jobs() -> None:
    args = ("--impl", f"{REFERENCE} --mutant three_worth_one", "--game", "smear", "--max-failures", "2")
    one = report(1, *args)
    two = report(2, *args)
    summary = one[1]
    assert isinstance(summary, dict) and summary["summary"]["failed"] == 2
    assert two == one


def test_crashing_adapter_under_two_jobs_is_handled_as_under_one(broken: Path) -> None:
    # Crashing on every case: each case is an error and the adapter restarted, until
    # --max-crashes 3 in a row gives up (exit 3) after the third case, whichever adapter crashed.
    args = ("--impl", f"{PY} {shlex.quote(str(broken))} crash", "--id", "smear/scoring/*", "--max-crashes", "3")
    one = report(1, *args)
    two = report(2, *args)
    assert one[0] == 3
    cases = one[1]["cases"] if isinstance(one[1], dict) else None
    assert isinstance(cases, list) and len(cases) == 3 and {c["status"] for c in cases} == {"crash"}
    assert two == one


def test_hanging_adapter_under_two_jobs_is_handled_as_under_one(broken: Path) -> None:
    # Hanging on every case: each is killed after --timeout 1 and restarted for the next (a
    # timeout is not a crash: the run goes on), three cases, exit 1.
    listed = json.loads(trickref("list", "--id", "smear/scoring/*", "--format", "json").stdout)
    only = [a for c in listed[:3] for a in ("--id", c["id"])]
    args = ("--impl", f"{PY} {shlex.quote(str(broken))} hang", "--timeout", "1", *only)
    one = report(1, *args)
    two = report(2, *args)
    assert one[0] == 1
    cases = one[1]["cases"] if isinstance(one[1], dict) else None
    assert isinstance(cases, list) and len(cases) == 3 and {c["status"] for c in cases} == {"timeout"}
    assert two == one


def test_job_counts() -> None:
    assert job_count("1") == 1 and job_count("4") == 4
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    assert job_count("auto") == cores
    for bad in ("0", "-2", "two", "", "65"):
        with pytest.raises(UsageError, match="--jobs"):
            job_count(bad)


def test_bad_jobs_is_a_usage_error() -> None:
    done = trickref("run", "--impl", REFERENCE, "--jobs", "zero", "--id", "smear/scoring/*")
    assert done.returncode == 2 and "--jobs must be a whole number or 'auto', not 'zero'" in done.stderr
    assert "Traceback" not in done.stderr


def test_nesting_depth_by_hand() -> None:
    # Counted by hand: a scalar nests 0 deep; [] 1; {"a": [1, [2]]} is object > array > array = 3;
    # 65 arrays one inside the next is 65, past a limit of 64 (the walk stops at limit + 1).
    from conformance.jsonvalues import BadJSON, nesting_depth, strict_loads

    assert nesting_depth(7) == 0 and nesting_depth([]) == 1 and nesting_depth({"a": [1, [2]]}) == 3
    assert nesting_depth([[], {"b": {"c": []}}, "x"]) == 4
    deep: object = []
    for _ in range(200):
        deep = [deep]
    assert nesting_depth(deep, 64) == 65
    assert strict_loads("[" * 64 + "]" * 64) is not None  # exactly the limit: read
    with pytest.raises(BadJSON, match="nested more than 64 levels deep"):
        strict_loads("[" * 65 + "]" * 65)
    # brackets inside strings are not nesting: many of them, shallow value
    assert strict_loads('["' + "[{" * 100 + '"]') == ["[{" * 100]

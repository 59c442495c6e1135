"""``--jobs N`` (issue 27): cases sharded over N adapter processes give one report, the same as one
adapter's apart from timings: the same cases in the same order, the same verdicts, the same early
stop; a crashing or hanging adapter under ``-j 2`` is handled as under ``-j 1``. No timing is
asserted: only that the reports agree."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from conformance.errors import UsageError
from conformance.run.shards import job_count
from tests.runner_support import REFERENCE, broken_impl, trickref, untimed, write_broken_adapter


def report(jobs: int, *args: str) -> tuple[int, object]:
    done = trickref("run", "--suite", "corpus", "--format", "json", "--no-progress", "--jobs", str(jobs), *args)
    assert "Traceback" not in done.stderr, done.stderr[-2000:]
    return done.returncode, untimed(json.loads(done.stdout))


@pytest.fixture(scope="module")
def broken(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_broken_adapter(tmp_path_factory)


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


def first_scoring_ids(n: int) -> list[str]:
    listed = json.loads(trickref("list", "--id", "smear/scoring/*", "--format", "json").stdout)
    return [a for c in listed[:n] for a in ("--id", c["id"])]


@pytest.mark.parametrize(("mode", "limits", "first", "code", "status"), [
    # Crashing on every case: each case is an error and the adapter restarted, until
    # --max-crashes 3 in a row gives up (exit 3) after the third case, whichever adapter crashed.
    ("crash", ("--max-crashes", "3"), None, 3, "crash"),
    # Hanging on every case: each is killed after --timeout 1 and restarted for the next (a
    # timeout is not a crash: the run goes on), three cases (the first three listed), exit 1.
    ("hang", ("--timeout", "1"), 3, 1, "timeout"),
])
def test_a_broken_adapter_under_two_jobs_is_handled_as_under_one(
    broken: Path, mode: str, limits: tuple[str, ...], first: int | None, code: int, status: str
) -> None:
    ids = ["--id", "smear/scoring/*"] if first is None else first_scoring_ids(first)
    args = ("--impl", broken_impl(broken, mode), *ids, *limits)
    one = report(1, *args)
    two = report(2, *args)
    assert one[0] == code
    cases = one[1]["cases"] if isinstance(one[1], dict) else None
    assert isinstance(cases, list) and len(cases) == 3 and {c["status"] for c in cases} == {status}
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

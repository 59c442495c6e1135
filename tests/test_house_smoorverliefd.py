"""The conformance suite against an independent Smoorverliefd engine
(conformance/adapters/python_smoorverliefd/sv_adapter.py, written from SPEC.md alone), driven the way
its users drive it: ``trickref conformance run`` and ``fuzz`` as subprocesses.

The honest engine is green and gets cases for every seating it declares (3, 4 and 5 players; with
and without partners); the fuzzer agrees with it; each of its seeded bugs is caught by ``run`` or,
failing that, by ``fuzz`` with a fixed example count and seed."""

from __future__ import annotations

import json
import os
import shlex
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import SharedSuites

ROOT = Path(__file__).resolve().parent.parent
ADAPTER = ROOT / "conformance" / "adapters" / "python_smoorverliefd" / "sv_adapter.py"
IMPL = f"{shlex.quote(sys.executable)} {shlex.quote(str(ADAPTER))}"
HANG_GUARD = 3600  # seconds: a guard against a hang only, never a performance check (900 fired on a cold build at load 12)

# The seatings the engine declares: (players, partners).
SEATINGS = {(3, False), (4, False), (4, True), (5, False)}

# Every seeded bug of the adapter (`--bug list`; test_every_seeded_bug_is_tested keeps this in step).
# A bug that neither run nor fuzz catches would be marked xfail(strict=True) with the reason: it is a
# gap of the suite, not of this test.
BUGS = [
    "dealer-stays",
    "dead-cards-to-last-trick",
    "leader-is-trick-position",
    "sweep-doubles-base-only",
    "champions-by-heart-count",
    "target-must-be-exceeded",
    "tied-pairs-at-target-end",
    "troef-heart-anytime",
    "troef-first-heart-wins",
    "pairs-side-by-side",
    "single-player-sweep-as-together",
    "seat-checked-after-phase",
    "discard-any-order",
]
FUZZ = ["--examples", "200", "--seed", "1", "--shrink-steps", "50"]


@dataclass
class Run:
    code: int
    stderr: str
    report: dict[str, Any]
    trace: list[dict[str, Any]]


@pytest.fixture(scope="module")
def xdg(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One XDG_CACHE_HOME for the module (the fuzzer keeps Hypothesis's files there), so nothing
    leaks into (or from) the user's own cache; the suites are the session's (``suites``)."""
    return tmp_path_factory.mktemp("xdg")


def conformance(xdg: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "trickref", "conformance", *args], cwd=ROOT,
                          env={**os.environ, "XDG_CACHE_HOME": str(xdg)}, capture_output=True, text=True,
                          timeout=HANG_GUARD, check=False)


@pytest.fixture(scope="module")
def suites(shared_suites: SharedSuites) -> Path:
    """The suite of the engine's declaration, built once for the session (tests/conftest.py):
    tests/test_reports_engines.py runs the same declaration with a seeded bug."""
    return shared_suites.warmed(IMPL, "smoorverliefd")


def run(xdg: Path, suites: Path, out: Path, impl: str, *extra: str) -> Run:
    report, trace = out / "report.json", out / "trace.jsonl"
    done = conformance(xdg, "run", "--impl", impl, "--game", "smoorverliefd", "--format", "json",
                       "--output", str(report), "--no-progress", "--cases-dir", str(out / "failures"),
                       "--trace", str(trace), "--cache", str(suites), *extra)
    assert done.returncode in (0, 1), done.stderr[-3000:]
    # exit 1 is also what a traceback gives: insist on the report and the trace
    assert report.is_file() and trace.is_file(), done.stderr[-3000:]
    lines = trace.read_text(encoding="utf-8").splitlines()
    return Run(done.returncode, done.stderr, json.loads(report.read_text(encoding="utf-8")),
               [json.loads(line) for line in lines])


def fuzz(xdg: Path, out: Path, impl: str, *budget: str) -> tuple[int, dict[str, Any]]:
    done = conformance(xdg, "fuzz", "--impl", impl, "--game", "smoorverliefd", *budget, "--format", "json",
                       "--out", str(out / "fuzz-case.json"))
    assert done.returncode in (0, 1), done.stdout[-2000:] + done.stderr[-3000:]
    summary = json.loads(done.stdout)
    assert isinstance(summary, dict)
    return done.returncode, summary


@pytest.fixture(scope="module")
def honest(xdg: Path, suites: Path, tmp_path_factory: pytest.TempPathFactory) -> Run:
    return run(xdg, suites, tmp_path_factory.mktemp("honest"), IMPL)


def seating(options: dict[str, Any]) -> tuple[int, bool]:
    return int(options["players"]), bool(options["partners"])


def replies(trace: list[dict[str, Any]]) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """Each replay the runner sent, with the adapter's answer (matched by seq)."""
    sent = {m["message"]["seq"]: m["message"] for m in trace
            if m["dir"] == "sent" and m["message"]["type"] == "replay"}
    return [(sent[m["message"]["seq"]], m["message"]) for m in trace
            if m["dir"] == "received" and m["message"].get("seq") in sent]


# ---------------------------------------------------------------------------- the honest engine


def test_honest_engine_is_green(honest: Run) -> None:
    summary = honest.report["summary"]
    assert honest.code == 0, honest.stderr[-3000:]
    assert summary["failed"] == 0 and summary["errors"] == 0, summary
    assert summary["passed"] >= 500, summary
    assert honest.report["implementation"]["name"] == "smoorverliefd-py"
    hello = next(m["message"] for m in honest.trace if m["dir"] == "received" and m["message"]["type"] == "hello")
    assert hello["protocol"] == "1.2"
    assert isinstance(hello["games"]["smoorverliefd"]["options"], list)  # a configuration list
    assert set(hello["games"]) == {"smoorverliefd"}


def test_every_declared_seating_is_built_and_run(honest: Run) -> None:
    configurations = honest.report["suite"]["configurations"]["smoorverliefd"]
    built = {seating(c) for c in configurations}
    assert built == SEATINGS
    # the partners-only reading and met Troef, both ways, are built too
    assert {c["pair_sweep"] for c in configurations if c["partners"]} == {"together", "single_player"}
    assert {(seating(c), c["troef"]) for c in configurations} == {(s, t) for s in SEATINGS for t in (False, True)}

    status = {c["id"]: c["status"] for c in honest.report["cases"]}
    answered = replies(honest.trace)
    passed = {seating(req["options"]) for req, _ in answered if status.get(req["case"]) == "pass"}
    assert passed == SEATINGS
    adapter_skips = [(req["case"], rep["reason"]) for req, rep in answered if rep["type"] == "skip"]
    for_seating = [s for s in adapter_skips if "players" in s[1] or "partners" in s[1]]
    assert for_seating == []
    assert adapter_skips == []  # the runner sends nothing outside the declaration


def test_fuzz_accepts_the_hello_and_agrees(xdg: Path, tmp_path: Path) -> None:
    code, summary = fuzz(xdg, tmp_path, IMPL, "--examples", "60", "--seed", "1")
    assert code == 0, summary
    assert summary["result"] == "no_disagreement" and summary["case"] is None
    assert summary["examples"] == 60 and summary["skipped"] == 0
    assert summary["games"] == ["smoorverliefd"]


# ---------------------------------------------------------------------------- seeded bugs


def test_every_seeded_bug_is_tested() -> None:
    listed = subprocess.run([sys.executable, str(ADAPTER), "--bug", "list"], capture_output=True, text=True,
                            timeout=HANG_GUARD, check=True)
    names = [line.split("\t")[0] for line in listed.stdout.splitlines()]
    assert names == BUGS
    assert len(BUGS) >= 8


@pytest.mark.parametrize("bug", BUGS)
def test_seeded_bug_is_caught(bug: str, xdg: Path, suites: Path, tmp_path: Path, honest: Run) -> None:
    """run stops at the first failing case; only when run misses the bug is the fuzzer asked."""
    impl = f"{IMPL} --bug {bug}"
    caught = run(xdg, suites, tmp_path, impl, "--max-failures", "1")
    if caught.code == 1:
        assert caught.report["summary"]["failed"] >= 1
        return
    assert caught.report["summary"]["failed"] == 0
    code, summary = fuzz(xdg, tmp_path, impl, *FUZZ)
    assert code == 1, f"{bug}: neither run nor fuzz ({' '.join(FUZZ)}) found it: {summary}"
    assert summary["case"] is not None

"""The node engine's seed house (conformance/adapters/node, ``--house seed``), run the way a user
runs it: the seed's own Smear (SPEC chapter SM, every rule option standard) on two tables, four
players in partnerships and three individually, 10 cards discarded to 6, targets 11, 21 and 52,
declared as a protocol 1.2 configuration list. The suite built for that declaration must be green,
must send no case the engine has to refuse for its seating, fuzz must agree with it, and a seeded
game-end bug (SM-9.2) must be caught."""

from __future__ import annotations

import json
import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import SharedSuites

ROOT = Path(__file__).resolve().parent.parent
ADAPTER = ROOT / "conformance/adapters/node/smear-adapter.js"
HOUSE = f"node {shlex.quote(str(ADAPTER))} --house seed"
TIMEOUT = 3600  # a guard against a hang, never a budget (cold builds at load 12 took over 900 s)

pytestmark = pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")

SEED_TABLES = [
    {"players": [4], "partnerships": [True], "hand_size": [10], "target": [11, 21, 52]},
    {"players": [3], "partnerships": [False], "hand_size": [10], "target": [11, 21, 52]},
]


def trickref(*args: str, xdg: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "XDG_CACHE_HOME": str(xdg)}
    return subprocess.run([sys.executable, "-m", "trickref", "conformance", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=TIMEOUT, check=False)


def run_suite(impl: str, xdg: Path, suites: Path, out_dir: Path) -> tuple[subprocess.CompletedProcess[str], Any]:
    report = out_dir / "report.json"
    done = trickref("run", "--impl", impl, "--game", "smear", "--format", "json", "--output", str(report), "--no-progress",
                    "--cache", str(suites), "--cases-dir", str(out_dir / "failures"), xdg=xdg)
    assert done.returncode in (0, 1), done.stdout[-2000:] + done.stderr[-2000:]
    return done, json.loads(report.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def xdg(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The module's own XDG_CACHE_HOME (the fuzzer keeps Hypothesis's files there), so nothing
    leaks into or from the user's cache."""
    return tmp_path_factory.mktemp("xdg")


@pytest.fixture(scope="module")
def suites(shared_suites: SharedSuites) -> Path:
    """The suite of the declaration, built once for the session (tests/conftest.py): the
    declaration (i) test of tests/test_target_declarations.py runs the very same suite."""
    return shared_suites.warmed(HOUSE, "smear")


@pytest.fixture(scope="module")
def honest(xdg: Path, suites: Path, tmp_path_factory: pytest.TempPathFactory) -> tuple[subprocess.CompletedProcess[str], Any]:
    """The one run of the honest house engine that the tests below share."""
    return run_suite(HOUSE, xdg, suites, tmp_path_factory.mktemp("honest"))


def test_hello_is_a_configuration_list() -> None:
    answer = subprocess.run(shlex.split(HOUSE), input='{"type":"hello","protocol":"1.2"}\n{"type":"stop"}\n',
                            capture_output=True, text=True, timeout=TIMEOUT, check=True)
    hello = json.loads(answer.stdout.splitlines()[0])
    assert hello["protocol"] == "1.2"
    assert hello["implementation"]["name"] == "smear-js-seed"
    assert hello["games"] == {"smear": {"options": SEED_TABLES}}


def test_honest_engine_is_green(honest: tuple[subprocess.CompletedProcess[str], Any]) -> None:
    done, report = honest
    s = report["summary"]
    assert done.returncode == 0 and s["exit_code"] == 0, done.stderr[-2000:]
    assert s["failed"] == 0 and s["errors"] == 0 and s["passed"] >= 300
    assert not [c["id"] for c in report["cases"] if c["status"] not in ("pass", "skip")]


def test_every_skip_comes_from_the_declaration(honest: tuple[subprocess.CompletedProcess[str], Any]) -> None:
    """The runner sends only cases inside the declaration: the adapter never has to answer skip,
    least of all for a players/partnerships value (a 4-player individual or 3-player partnership
    case)."""
    _, report = honest
    skips = [c for c in report["cases"] if c["status"] == "skip"]
    by_adapter = [(c["id"], c.get("message")) for c in skips if not c.get("unsupported_options")]
    assert by_adapter == []
    assert not any("players" in str(c.get("message", "")) or "partnerships" in str(c.get("message", ""))
                   for c in skips if not c.get("unsupported_options"))
    assert all(r["reason"] == "options the declaration does not hold" for r in report["skip_reasons"])


def test_the_suite_is_built_for_both_seatings(honest: tuple[subprocess.CompletedProcess[str], Any]) -> None:
    _, report = honest
    configs = report["suite"]["configurations"]["smear"]
    seatings = {(c["players"], c["partnerships"]) for c in configs}
    assert seatings == {(4, True), (3, False)}
    assert {c["target"] for c in configs} == {11, 21, 52}
    assert all(c["hand_size"] == 10 and c["jokers"] == 2 and c["game_tie"] == "low_card" for c in configs)
    ran = [c for c in report["cases"] if c["status"] == "pass"]
    # cases of both tables really ran (SM-1.1 individual sides, SM-1.2 partnerships)
    assert any("SM-1.1" in c["rules"] for c in ran) and any("SM-1.2" in c["rules"] for c in ran)


def test_fuzz_accepts_the_hello_and_agrees(xdg: Path, tmp_path: Path) -> None:
    done = trickref("fuzz", "--impl", HOUSE, "--game", "smear", "--examples", "60", "--seed", "1", "--format", "json",
                    "--out", str(tmp_path / "found.json"), xdg=xdg)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    summary = json.loads(done.stdout)
    assert summary["result"] == "no_disagreement" and summary["case"] is None
    assert summary["examples"] == 60 and summary["skipped"] == 0
    assert summary["implementation"]["name"] == "smear-js-seed"


def test_seeded_game_end_bug_is_caught(xdg: Path, suites: Path, tmp_path: Path) -> None:
    """SM-9.2: with the highest score winning at the target, the pitcher's side is not checked
    first. Random play rarely brings two sides to the target on one hand (fuzz --seed 1 finds
    nothing in 1000 examples); the suite's generated game cases do (at the time of writing one
    case, a four-player partnership game to 11, expects side 0 and gets side 1)."""
    done, report = run_suite(f"{HOUSE} --bug highest-score-wins-at-target", xdg, suites, tmp_path)
    assert done.returncode == 1
    failing = [c for c in report["cases"] if c["status"] == "fail"]
    assert failing, "the seeded SM-9.2 bug escaped the suite"
    # only the game's end differs: the final check's winner (and, where the bug plays on past a
    # finish SM-9.2 ends, its phase), never a hand's score or a legal set
    assert all(m["path"].endswith((".winner", ".phase")) for c in failing for m in c["mismatches"])
    assert all(any(m["path"].endswith(".winner") for m in c["mismatches"]) for c in failing)
    assert all("SM-9.2" in m["rules"] or "SM-9.3" in m["rules"] for c in failing for m in c["mismatches"])

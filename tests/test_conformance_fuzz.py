"""``trickref conformance fuzz`` (trickref/commands/fuzz.py): differential fuzzing that shrinks.

A sample of mutants across the three games is found and shrunk; the written case is a corpus case
that fails the mutant and passes the reference when replayed through the real protocol; the
reference itself is never flagged; the independent house-rule adapters' seeded bugs are found;
bad usage gives one-line errors with the documented exit codes. The full sweep over every mutant
is benchmarks/fuzz_mutants.py."""

from __future__ import annotations

import argparse
import json
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from conformance.case.checks import LegalCheck
from conformance.case.format import Case, parse_case
from tests.runner_support import replay_status as status
from trickref.commands.fuzz import add_fuzz_parser, fuzz_main

ROOT = Path(__file__).resolve().parent.parent
PY = shlex.quote(sys.executable)
REFERENCE = f"{PY} -m conformance.protocol.reference_adapter"
FOURPOINT_ADAPTER = ROOT / "conformance/adapters/python_fourpoint/fourpoint_adapter.py"
NODE_ADAPTER = ROOT / "conformance/adapters/node/smear-adapter.js"


def parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="trickref")
    sub = parser.add_subparsers(dest="command")
    conf = sub.add_parser("conformance")
    add_fuzz_parser(conf.add_subparsers(dest="conformance_command"))
    return parser.parse_args(["conformance", "fuzz", *argv])


def fuzz(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = fuzz_main(parse(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def found_case(impl: str, game: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], seed: int = 1) -> tuple[Case, dict[str, object]]:
    out = tmp_path / "case.json"
    # A count budget and a seed, never seconds: the same examples on an idle machine and a busy one.
    code, stdout, err = fuzz(["--impl", impl, "--game", game, "--examples", "400", "--shrink-steps", "300",
                              "--seed", str(seed), "--out", str(out), "--format", "json"], capsys)
    assert code == 1, (stdout, err)
    summary = json.loads(stdout)
    case = parse_case(json.loads(out.read_text(encoding="utf-8")))
    return case, summary


@pytest.mark.parametrize(("mutant", "game"), [
    ("offsuit_can_win", "smear"),  # tricks
    ("equal_bid_allowed", "smear"),  # a refusal probe: a bid equal to the standing bid is accepted
    ("fp_low_to_taker", "fourpoint"),  # hand results
    ("sv_hearts_broken", "smoorverliefd"),  # a legal lead refused
])
def test_mutant_found_shrunk_and_replayable(mutant: str, game: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    impl = f"{REFERENCE} --mutant {mutant}"
    case, summary = found_case(impl, game, tmp_path, capsys)
    assert summary["result"] == "disagreement"
    assert isinstance(summary["time_to_failure"], float)
    info = summary["case"]
    assert isinstance(info, dict)
    assert info["reference_passes"] is True and info["id"] == case.id
    assert case.id.startswith(f"{game}/fuzz/") and "fuzz" in case.tags and case.rules
    assert info["rules"] == list(case.rules)
    assert f"--case {tmp_path / 'case.json'}" in str(info["repro"]) and "trickref explain --case" in str(info["explain"])
    assert len(case.deals) <= 3, "shrunk to a few deals"
    assert status(impl, case) in ("fail", "error")
    assert status(REFERENCE, case) == "pass"


def trickref(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "trickref", "conformance", *args], check=False, cwd=ROOT, capture_output=True,
                          text=True, timeout=600)  # a guard against a hang, not a budget


def test_end_to_end_through_the_command_line(tmp_path: Path) -> None:
    """fuzz finds the mutant and prints the mismatch, rule ids, repro and explain commands; the
    case file it writes fails the mutant and passes the reference under ``run --case``."""
    out = tmp_path / "found.json"
    impl = f"{REFERENCE} --mutant eldest_is_dealer"
    done = trickref("fuzz", "--impl", impl, "--game", "smear", "--examples", "100", "--shrink-steps", "100", "--seed", "2",
                    "--out", str(out))
    assert done.returncode == 1, done.stderr
    lines = done.stdout.splitlines()
    assert lines[1].startswith("DISAGREEMENT after ")
    assert lines[2].startswith("FAIL smear/fuzz/") and "[SM-" in lines[2]
    assert lines[3].strip().startswith("at $.")  # the mismatch, by its path in the case file
    assert f"case file: {out}" in done.stdout
    assert f"repro:   trickref conformance run --impl {shlex.quote(impl)} --case {out}" in done.stdout
    assert f"explain: trickref explain --case {out} --after 0" in done.stdout
    # The bidding starts one seat early: the very first position already disagrees.
    case = parse_case(json.loads(out.read_text(encoding="utf-8")))
    assert len(case.actions) == 0 and isinstance(case.expect[0], LegalCheck)
    assert trickref("run", "--impl", impl, "--case", str(out)).returncode == 1
    replayed = trickref("run", "--impl", REFERENCE, "--case", str(out))
    assert replayed.returncode == 0, replayed.stdout
    assert replayed.stdout.splitlines()[-1] == "1 passed, 0 failed, 0 skipped"


def test_reference_never_flagged(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, stdout, err = fuzz(["--impl", REFERENCE, "--examples", "30", "--seed", "3", "--format", "json",
                              "--out", str(tmp_path / "none.json")], capsys)
    assert code == 0, (stdout, err)
    summary = json.loads(stdout)
    assert summary["result"] == "no_disagreement" and summary["case"] is None
    assert summary["games"] == ["fourpoint", "smear", "smoorverliefd"]
    assert summary["examples"] == 30
    assert summary["skipped"] == 0
    assert not (tmp_path / "none.json").exists()


def test_python_fourpoint_house_engine_seeded_bug(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    if not FOURPOINT_ADAPTER.exists():
        pytest.skip("the Python Four Point house engine is not there yet")
    impl = f"{PY} {shlex.quote(str(FOURPOINT_ADAPTER))} --bug trump-ignored-off-lead"
    case, _ = found_case(impl, "fourpoint", tmp_path, capsys)
    assert case.options["take"] == 0  # inside its declaration
    assert status(impl, case) in ("fail", "error")
    assert status(REFERENCE, case) == "pass"
    assert status(f"{PY} {shlex.quote(str(FOURPOINT_ADAPTER))}", case) == "pass"


def test_node_five_point_house_engine_seeded_bug(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed")
    impl = f"{node} {shlex.quote(str(NODE_ADAPTER))} --house five-point --bug over-max-bid-coerced"
    case, _ = found_case(impl, "smear", tmp_path, capsys)
    assert case.options["jokers"] == 0 and case.refusal is not None and case.refusal.code == "E_BID_TOO_HIGH"
    assert status(impl, case) == "fail"
    assert status(REFERENCE, case) == "pass"


# ---------------------------------------------------------------------------- usage


@pytest.mark.parametrize(("argv", "message"), [
    (["--seconds", "0"], "--seconds must be a number of seconds above 0 and at most 86400, not 0.0"),
    (["--seconds", "nan"], "--seconds must be a number of seconds above 0 and at most 86400, not nan"),
    (["--seconds", "inf"], "--seconds must be a number of seconds above 0 and at most 86400, not inf"),
    (["--seconds", "1e308"], "--seconds must be a number of seconds above 0 and at most 86400, not 1e+308"),
    (["--shrink-seconds", "-1"], "--shrink-seconds must be a number of seconds above 0 and at most 86400, not -1.0"),
    (["--timeout", "inf"], "--timeout must be a number of seconds above 0 and at most 86400, not inf"),
    (["--examples", "0"], "--examples must be a positive number, not 0"),
    (["--shrink-steps", "-3"], "--shrink-steps must be a positive number, not -3"),
])
def test_bad_budget_is_a_one_line_usage_error(argv: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, stdout, err = fuzz(["--impl", REFERENCE, *argv], capsys)
    assert (code, stdout) == (2, "")
    assert err.splitlines() == [f"trickref: error: {message}"]


def test_undeclared_game_is_a_one_line_usage_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    adapter = tmp_path / "smear_only.py"
    adapter.write_text(
        "import json, sys\n"
        "for line in sys.stdin:\n"
        "    msg = json.loads(line)\n"
        "    if msg['type'] == 'stop': break\n"
        "    print(json.dumps({'type': 'hello', 'protocol': '1.0', 'implementation': {'name': 'x', 'version': '0'},\n"
        "                      'games': {'smear': {'options': 'any'}}}), flush=True)\n", encoding="utf-8")
    code, _, err = fuzz(["--impl", f"{PY} {adapter}", "--game", "fourpoint", "--examples", "5"], capsys)
    assert code == 2
    assert err.splitlines() == ["trickref: error: the adapter does not implement game 'fourpoint' (its hello declares: smear)"]


def test_adapter_that_cannot_start_exits_3(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = fuzz(["--impl", "/nonexistent/adapter", "--examples", "5"], capsys)
    assert code == 3
    assert len(err.splitlines()) == 1 and err.startswith("trickref: error: cannot start")


def test_missing_hypothesis_is_one_line(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setitem(sys.modules, "hypothesis", None)  # import hypothesis now raises ImportError
    code, _, err = fuzz(["--impl", REFERENCE], capsys)
    assert code == 2
    assert err.splitlines() == ["trickref: error: conformance fuzz needs Hypothesis: pip install \"trickref[fuzz]\" (or pip install hypothesis)"]


def test_module_entry_point_usage() -> None:
    done = subprocess.run([sys.executable, "-m", "trickref.commands.fuzz", "--impl", REFERENCE, "--timeout", "-1"],
                          check=False, capture_output=True, text=True, cwd=ROOT, timeout=900)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.splitlines() == ["trickref: error: --timeout must be a number of seconds above 0 and at most 86400, not -1.0"]

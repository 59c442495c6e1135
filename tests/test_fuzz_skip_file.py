"""``fuzz --skip-file`` (conformance/fuzz/known.py; issue 24 item 6): a known difference is no finding.

The wrong implementations are the project's mutants through the reference adapter (mutants.py),
two of them applied at once for the "another bug" test. Counts and seeds only, no time budget.

Why these cases and signatures (worked out from the mutants' descriptions and SPEC, not from a run):
- ``fp_low_to_taker`` gives Low to the side that *took* the 7 of trump instead of the side that
  played it (FP-7.3). The corpus case ``fourpoint/scoring/ace-and-seven-undealt-high-card-highest-
  low-card-lowest`` is the README's example of that mutant's failure: its first divergence is the
  hand result's Low award side, so its cause signature is ``hand_result/side/low``
  (conformance/run/causes.py: a hand-result divergence keys on its field and award category).
  Every generated game in which the 7 of trump is played and taken by the other side diverges
  there first and nowhere earlier (the mutant changes nothing before the hand is scored).
- ``fp_eldest_leads`` lets the eldest hand lead the first trick instead of the bidder (FP-5.1):
  its first divergence is who is to act when play starts, a ``to_act`` signature, never
  ``hand_result/side/low``; so with both mutants applied and the Low case skipped, what fuzz
  reports must be a case the eldest-leads mutant alone fails.
"""

from __future__ import annotations

import argparse
import json
import shlex
import sys
from pathlib import Path

import pytest

from conformance.case.format import parse_case
from tests.runner_support import replay_status as status
from trickref.commands.fuzz import add_fuzz_parser, fuzz_main

PY = shlex.quote(sys.executable)
REFERENCE = f"{PY} -m conformance.protocol.reference_adapter"
LOW_CASE = "fourpoint/scoring/ace-and-seven-undealt-high-card-highest-low-card-lowest"
EXAMPLES = "150"


def two_mutants(a: str, b: str) -> str:
    """An adapter command with two mutants applied at once (the reference adapter takes one)."""
    code = (f"from conformance.mutants import MUTANTS; MUTANTS[{a!r}].apply(); MUTANTS[{b!r}].apply(); "
            "import sys; from conformance.protocol.reference_adapter import serve; "
            f"sys.exit(serve(sys.stdin, sys.stdout, 'two mutants {a} {b}'))")
    return f"{PY} -c {shlex.quote(code)}"


def fuzz(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    parser = argparse.ArgumentParser(prog="trickref")
    conf = parser.add_subparsers(dest="command").add_parser("conformance")
    add_fuzz_parser(conf.add_subparsers(dest="conformance_command"))
    code = fuzz_main(parser.parse_args(["conformance", "fuzz", *argv]))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def skip_file(tmp_path: Path, *lines: str) -> Path:
    path = tmp_path / "skips.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def search(impl: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], *extra: str) -> tuple[int, dict[str, object], str]:
    code, out, err = fuzz(["--impl", impl, "--game", "fourpoint", "--examples", EXAMPLES, "--shrink-steps", "100", "--seed", "1",
                           "--out", str(tmp_path / "found.json"), "--format", "json", *extra], capsys)
    return code, json.loads(out) if out else {}, err


def test_known_bug_found_without_the_skip_file_and_counted_with_it(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    impl = f"{REFERENCE} --mutant fp_low_to_taker"
    code, summary, err = search(impl, tmp_path, capsys)
    assert code == 1, err
    info = summary["case"]
    assert isinstance(info, dict) and info["reference_passes"] is True
    assert summary["known"] is None
    (tmp_path / "found.json").unlink()

    skips = skip_file(tmp_path, "# Low goes to the taker: known", f"{LOW_CASE}  # issue 1")
    code, summary, err = search(impl, tmp_path, capsys, "--skip-file", str(skips))
    assert code == 0, err
    assert summary["result"] == "no_disagreement" and summary["case"] is None
    assert summary["examples"] == int(EXAMPLES)
    known = summary["known"]
    assert isinstance(known, dict)
    assert known["checked"] == 1 and known["stale"] == []
    assert known["causes"] == {"hand_result/side/low": 2}  # line 2 of the file names it
    matched = known["matched_games"]
    assert isinstance(matched, int) and matched > 0
    assert known["matched"] == {"2": matched}
    assert not (tmp_path / "found.json").exists()

    # the text report says it in words
    code, out, _ = fuzz(["--impl", impl, "--game", "fourpoint", "--examples", EXAMPLES, "--seed", "1", "--skip-file", str(skips)],
                        capsys)
    assert code == 0
    assert f"{matched} generated game(s) matched known failures (skip file line 2)" in out.splitlines()


def test_two_bugs_one_skipped_the_other_is_found(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    impl = two_mutants("fp_low_to_taker", "fp_eldest_leads")
    skips = skip_file(tmp_path, LOW_CASE)
    code, summary, err = search(impl, tmp_path, capsys, "--skip-file", str(skips))
    assert code == 1, err
    case = parse_case(json.loads((tmp_path / "found.json").read_text(encoding="utf-8")))
    assert status(f"{REFERENCE} --mutant fp_eldest_leads", case) == "fail"  # the other bug's case
    assert status(REFERENCE, case) == "pass"
    known = summary["known"]
    assert isinstance(known, dict) and known["causes"] == {"hand_result/side/low": 1}


def test_stale_entry_is_reported_and_fuzz_still_runs(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    skips = skip_file(tmp_path, LOW_CASE)
    code, out, err = fuzz(["--impl", REFERENCE, "--game", "fourpoint", "--examples", "5", "--seed", "1", "--skip-file", str(skips)],
                          capsys)
    assert code == 0, err
    lines = out.splitlines()
    assert f"STALE SKIP {LOW_CASE}: listed in the skip file (skips.txt:1) but passes: remove it from the list" in lines
    assert lines[-1].startswith("no disagreement: 5 example(s)")


@pytest.mark.parametrize(("text", "message"), [
    ("fourpoint/scoring/no-such-case\n",
     "matches no case of the suite (remove it)"),
    (f"{LOW_CASE} check x\n", "is not 'CASE-ID' or 'CASE-ID check N'"),
])
def test_bad_skip_file_is_exit_2_naming_the_line(text: str, message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "skips.txt"
    path.write_text("# known\n" + text, encoding="utf-8")
    code, out, err = fuzz(["--impl", REFERENCE, "--game", "fourpoint", "--examples", "5", "--skip-file", str(path)], capsys)
    assert (code, out) == (2, "")
    assert len(err.splitlines()) == 1 and f"skip file {path} line 2: " in err and message in err, err


def test_unreadable_skip_file_is_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = fuzz(["--impl", REFERENCE, "--examples", "5", "--skip-file", str(tmp_path / "missing.txt")], capsys)
    assert code == 2
    assert err.splitlines() == [f"trickref: error: --skip-file {tmp_path / 'missing.txt'}: No such file or directory"]


def test_check_entries_name_one_check(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The Low case's checks are three legal sets, the tricks, then the hand results (check 4, the
    only one holding the Low award). The mutant changes only who is awarded Low, so its failure
    is all in check 4: ``check 4`` makes it a known failure; ``check 3`` (the tricks, which the
    mutant does not touch) leaves the case failing in check 4, so no cause is known and the
    search finds the bug as it does with no skip file."""
    impl = f"{REFERENCE} --mutant fp_low_to_taker"
    code, summary, err = search(impl, tmp_path, capsys, "--skip-file", str(skip_file(tmp_path, f"{LOW_CASE} check 4")))
    assert code == 0, err
    known = summary["known"]
    assert isinstance(known, dict) and known["causes"] == {"hand_result/side/low": 1}
    assert isinstance(known["matched_games"], int) and known["matched_games"] > 0

    code, summary, err = search(impl, tmp_path, capsys, "--skip-file", str(skip_file(tmp_path, f"{LOW_CASE} check 3")))
    assert code == 1, err
    known = summary["known"]
    assert isinstance(known, dict) and known["causes"] == {} and known["checked"] == 1

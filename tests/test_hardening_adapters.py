"""Issue 20 items 2 to 6 and 10, re-run as probes of the runner and of ``fuzz``: hostile adapters
(tests/adapters/hostile.py), files the run writes, shell quoting, terminal escapes and signals.
Each test is the issue's own scenario; none depends on a wall-clock budget to pass (the timeouts
here are hang guards, far above what a passing run needs)."""

from __future__ import annotations

import dataclasses
import io
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import psutil
import pytest

from conformance import CORPUS_DIR
from conformance.case.corpus import Corpus, load_case_files
from conformance.run.loop import RunConfig, run
from tests.test_probes_adapters import (
    CASE_FILES,
    CONTROL,
    HANG_GUARD,
    check_reports,
    hostile,
    statuses,
)

ROOT = Path(__file__).resolve().parent.parent
CASE = CORPUS_DIR / "smear/bidding/order-and-strictly-increasing-bids.json"


@pytest.fixture(scope="module")
def corpus() -> Corpus:
    return load_case_files(CASE_FILES)


def trickref(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "trickref", *args], cwd=cwd, capture_output=True, text=True,
                          timeout=900, check=False, env={**os.environ, "PYTHONPATH": str(ROOT)})


# ---------------------------------------------------------------------------- item 2: blank lines


def test_blank_lines_around_a_reply_are_tolerated(corpus: Corpus) -> None:
    result = run(corpus, corpus.cases, RunConfig(impl=hostile("blank-between"), timeout=HANG_GUARD, allow_empty=True))
    assert statuses(check_reports(result)[1]) == ["skip"] * 3


def test_blank_lines_without_end_after_a_reply_do_not_hang_the_run(corpus: Corpus) -> None:
    """The adapter replies, then writes newlines for ever. Before the fix the check for an
    unsolicited line never returned (killed by hand at 400 s). Now the flood is a protocol error
    once it passes --max-reply-bytes (64 KiB here), whichever read meets it first; the adapter is
    restarted and the third case is answered again."""
    result = run(corpus, corpus.cases, RunConfig(impl=hostile("blank-flood"), timeout=HANG_GUARD, max_reply_bytes=65536,
                                                 allow_empty=True))
    text, report, _ = check_reports(result)
    assert statuses(report) == ["skip", "protocol_error", "skip"], text
    assert "kept writing blank lines" in result.outcomes[1].message


def test_blank_lines_instead_of_a_reply_meet_the_timeout(corpus: Corpus) -> None:
    """A trickle of blank lines (one every 50 ms) is never a reply: --timeout applies to it."""
    result = run(corpus, corpus.cases[:1], RunConfig(impl=hostile("blank-trickle"), timeout=1.0))
    assert statuses(check_reports(result)[1]) == ["timeout"]


@pytest.mark.parametrize("mode", ["seq-bool", "seq-float"])
def test_a_seq_that_is_not_an_integer_is_a_protocol_error(corpus: Corpus, mode: str) -> None:
    """Item 9: "seq": true and "seq": 2.0 are not the ids 1 and 2."""
    result = run(corpus, corpus.cases[:1], RunConfig(impl=hostile(mode), timeout=HANG_GUARD))
    assert statuses(check_reports(result)[1]) == ["protocol_error"]
    assert "seq: expected an integer" in result.outcomes[0].message


# ---------------------------------------------------------------------------- item 3: the repro bundle


def test_the_repro_bundle_replay_command_is_quoted_for_the_shell(tmp_path: Path) -> None:
    """A case whose action is ``bid 2'$(touch PWNED)'``: the bundle's ``replay`` command, run by a
    shell, must send the request byte for byte and run nothing. The command's adapter part is
    swapped for ``cat > received`` so the test can read what the printf sent."""
    case = json.loads(CASE.read_text(encoding="utf-8"))
    case["actions"][-1] = "bid 2'$(touch PWNED)'"
    case["expect"] = [{"kind": "refusal", "index": len(case["actions"]) - 1, "code": "E_BAD_ACTION"}]
    path = tmp_path / "case.json"
    path.write_text(json.dumps(case), encoding="utf-8")
    corpus = load_case_files([path])
    impl = hostile("garbage")
    repro = tmp_path / "repro"
    result = run(corpus, corpus.cases, RunConfig(impl=impl, repro=repro))
    assert statuses(check_reports(result)[1]) == ["protocol_error"]
    bundle = json.loads((repro / (case["id"].replace("/", "__") + ".json")).read_text(encoding="utf-8"))
    replay = bundle["replay"]
    assert replay.endswith(f" | {impl}")
    sandbox = tmp_path / "sandbox"
    sandbox.mkdir()
    subprocess.run(["bash", "-c", replay[: -len(impl)] + "cat > received"], cwd=sandbox, check=True, timeout=HANG_GUARD)
    assert not (sandbox / "PWNED").exists() and not (ROOT / "PWNED").exists()
    sent = [json.loads(line) for line in (sandbox / "received").read_text(encoding="utf-8").splitlines()]
    assert sent[0]["type"] == "hello" and sent[1] == bundle["request"]
    assert sent[1]["actions"][-1] == "bid 2'$(touch PWNED)'"


# ---------------------------------------------------------------------------- item 4: symbolic links


def test_no_write_follows_a_symlink_planted_under_a_predictable_name(corpus: Corpus, tmp_path: Path) -> None:
    """Links planted under the names the run will write in ``--cases-dir`` (./trickref-failures)
    and in ``--repro``: their targets outside the folders stay as they were, the run still
    reports every case, and says which files it did not write."""
    target = tmp_path / "outside.txt"
    target.write_text("precious\n", encoding="utf-8")
    cases_dir, repro = tmp_path / "trickref-failures", tmp_path / "repro"
    for folder in (cases_dir, repro):
        folder.mkdir()
        for case in corpus.cases:
            (folder / (case.id.replace("/", "__") + ".json")).symlink_to(target)
    fileless = dataclasses.replace(corpus, files={})  # tailored-like cases: written to --cases-dir when they fail
    notes = io.StringIO()
    result = run(fileless, fileless.cases, RunConfig(impl=hostile("garbage"), cases_dir=cases_dir, repro=repro, notes=notes))
    assert statuses(check_reports(result)[1]) == ["protocol_error"] * 3
    assert target.read_text(encoding="utf-8") == "precious\n"
    assert all(o.case_file is None for o in result.outcomes)
    assert "is a symbolic link; not followed" in notes.getvalue()
    assert any(str(repro) in e for e in result.file_errors) and any(str(cases_dir) in e for e in result.file_errors)


def test_a_fuzz_case_file_is_not_written_through_a_symlink(tmp_path: Path) -> None:
    target = tmp_path / "outside.txt"
    target.write_text("precious\n", encoding="utf-8")
    out = tmp_path / "case.json"
    out.symlink_to(target)
    done = trickref("conformance", "fuzz", "--impl", hostile("garbage"), "--game", "smear", "--seed", "1", "--examples", "5",
                    "--shrink-steps", "5", "--out", str(out))
    assert "Traceback" not in done.stderr
    assert done.returncode == 2 and "is a symbolic link; not followed" in done.stderr
    assert target.read_text(encoding="utf-8") == "precious\n"


# ---------------------------------------------------------------------------- item 5: terminal escapes


def test_fuzz_escapes_the_adapters_name_and_messages(tmp_path: Path) -> None:
    """The hostile name holds ``ESC [2J``, BEL and a bidi override; its error replies hold more."""
    done = trickref("conformance", "fuzz", "--impl", hostile("ctrl-name"), "--game", "smear", "--seed", "3", "--examples", "5",
                    "--shrink-steps", "3", "--out", str(tmp_path / "case.json"))
    assert done.returncode == 1, done.stderr
    assert not CONTROL.search(done.stdout.replace("\n", "")) and not CONTROL.search(done.stderr.replace("\n", ""))
    assert "\\x1b[2J\\x07\\u202e" in done.stdout and "\\x1b[31mred\\x00\\x07" in done.stdout


def test_fuzz_escapes_a_refused_hello() -> None:
    """A declaration naming an option made of escape sequences: exit 3, the name escaped."""
    done = trickref("conformance", "fuzz", "--impl", hostile("ctrl-hello"), "--game", "smear", "--examples", "1")
    assert done.returncode == 3, done.stderr
    assert not CONTROL.search(done.stderr.replace("\n", "")), done.stderr
    assert "\\x1b]0;pwned\\x07\\u202e\\x1b[2J" in done.stderr


def test_run_escapes_a_refused_hello() -> None:
    done = trickref("conformance", "run", "--impl", hostile("ctrl-hello"), "--game", "smear")
    assert done.returncode == 2, done.stderr
    assert not CONTROL.search(done.stderr.replace("\n", "")), done.stderr
    assert "\\x1b]0;pwned" in done.stderr


def test_list_escapes_descriptions_of_a_corpus_given_on_the_command_line(tmp_path: Path) -> None:
    import hashlib

    case = json.loads(CASE.read_text(encoding="utf-8"))
    case["description"] = "Bids \x1b]0;pwned\x07\x1b[2J rise \u202e strictly"
    folder = tmp_path / "corpus"
    folder.mkdir()
    data = json.dumps(case).encode("utf-8")
    (folder / "case.json").write_bytes(data)
    manifest = {"corpus_version": "1.0.0", "spec_version": "0.1.0", "protocol_version": "1.1",
                "cases": [{"id": case["id"], "file": "case.json", "sha256": hashlib.sha256(data).hexdigest()}]}
    (folder / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    done = trickref("conformance", "list", "--corpus", str(folder))
    assert done.returncode == 0, done.stderr
    assert not CONTROL.search(done.stdout.replace("\n", ""))
    assert "Bids \\x1b]0;pwned\\x07\\x1b[2J rise \\u202e strictly" in done.stdout


# ---------------------------------------------------------------------------- item 6: fuzz budgets and signals


@pytest.mark.parametrize(("flag", "value"), [("--seconds", "nan"), ("--seconds", "inf"), ("--seconds", "1e308"),
                                             ("--timeout", "inf"), ("--timeout", "nan"), ("--shrink-seconds", "inf")])
def test_fuzz_refuses_budgets_that_never_end(flag: str, value: str) -> None:
    done = trickref("conformance", "fuzz", "--impl", hostile("hang"), f"{flag}={value}")
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [done.stderr.strip()]  # one line
    assert f"{flag} must be a number of seconds above 0 and at most 86400" in done.stderr


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT])
def test_fuzz_on_a_signal_kills_the_adapter_and_prints_its_partial_summary(tmp_path: Path, signum: int) -> None:
    started = tmp_path / "started"
    proc = subprocess.Popen(
        [sys.executable, "-m", "trickref", "conformance", "fuzz", "--impl", hostile("hang", str(started)), "--game", "smear",
         "--seed", "1", "--examples", "100", "--timeout", "3000"],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    deadline = time.monotonic() + HANG_GUARD
    while not started.exists():  # the adapter writes it when it hangs on the first example
        assert proc.poll() is None, proc.communicate()
        assert time.monotonic() < deadline, "the fuzzer never reached its adapter"
        time.sleep(0.1)
    tree = psutil.Process(proc.pid).children(recursive=True)
    assert tree
    proc.send_signal(signum)
    out, err = proc.communicate(timeout=HANG_GUARD)
    assert "Traceback" not in err
    assert proc.returncode == 128 + signum, (out, err)
    name = signal.Signals(signum).name
    assert f"interrupted by {name}: no disagreement found before it; partial summary: 1 example(s)" in out
    assert f"interrupted by {name}; the adapter was killed" in err
    _gone, alive = psutil.wait_procs(tree, timeout=HANG_GUARD)
    assert not [p for p in alive if p.status() != psutil.STATUS_ZOMBIE], "the hung adapter outlived the fuzzer"


# ---------------------------------------------------------------------------- item 10: files given to run


def test_skip_file_dev_zero_is_a_bounded_read() -> None:
    done = trickref("conformance", "run", "--impl", hostile("hang"), "--case", str(CASE), "--skip-file", "/dev/zero")
    assert done.returncode == 2, done.stderr
    assert done.stderr.strip() == "trickref: error: --skip-file /dev/zero: larger than 1 MiB"


def test_a_case_file_that_never_ends_is_a_bounded_read() -> None:
    done = trickref("conformance", "run", "--impl", hostile("hang"), "--case", "/dev/zero")
    assert done.returncode == 2 and "larger than 64 MiB" in done.stderr, done.stderr


def test_a_bad_repro_folder_still_gives_the_report_and_says_so(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    done = trickref("conformance", "run", "--impl", hostile("garbage"), "--case", str(CASE), "--repro", str(blocker / "repro"))
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert "0 passed, 1 failed" in done.stdout and "(1 protocol_error)" in done.stdout
    assert f"trickref conformance: warning: --repro: {blocker / 'repro'}" in done.stderr, done.stderr


def test_a_trace_that_cannot_be_written_still_gives_the_report_and_says_so() -> None:
    done = trickref("conformance", "run", "--impl", hostile("ctrl-skip"), "--case", str(CASE), "--allow-empty",
                    "--trace", "/dev/full")
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    assert "skipped 1" in done.stdout
    assert "trickref conformance: warning: --trace /dev/full: No space left on device; the rest of the run is not traced" in done.stderr


def test_output_and_trace_are_not_written_through_a_planted_symlink(tmp_path: Path) -> None:
    """--output and --trace refuse a link to a file (its target stays as it was); the system's
    own links under /dev (/dev/stdout) still work."""
    target = tmp_path / "outside.txt"
    target.write_text("precious\n", encoding="utf-8")
    for flag in ("--output", "--trace"):
        link = tmp_path / f"link{flag}"
        link.symlink_to(target)
        done = trickref("conformance", "run", "--impl", hostile("ctrl-skip"), "--case", str(CASE), "--allow-empty", flag, str(link))
        assert done.returncode == 2, done.stderr
        assert done.stderr.strip() == f"trickref: error: {flag} {link}: is a symbolic link; not followed"
        assert target.read_text(encoding="utf-8") == "precious\n"
    done = trickref("conformance", "run", "--impl", hostile("ctrl-skip"), "--case", str(CASE), "--allow-empty", "--format", "json",
                    "--output", "/dev/stdout")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["summary"]["by_status"] == {"skip": 1}

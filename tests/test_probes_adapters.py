"""Adversarial adapters (tests/adapters/hostile.py) against the runner: every one is classified
with its own status, the run goes on after it, no traceback, no process left behind, and every
report (text, JSON, JUnit) is well formed: parsed back with a real XML parser and a strict JSON
parser and checked against schema/report.schema.json.

Most probes drive the runner in-process (conformance.run.loop.run) on three case files; the ones
about the command line itself (signals, encodings, --output, exit codes) run it as a subprocess
with --case files, so no corpus is loaded."""

from __future__ import annotations

import json
import os
import re
import shlex
import signal
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
from pathlib import Path

import psutil
import pytest
from jsonschema import Draft202012Validator

from conformance import CORPUS_DIR
from conformance.case.corpus import Corpus, load_case_files
from conformance.protocol.process import Adapter
from conformance.run.loop import RunConfig, RunResult, run
from conformance.run.reports import render

ROOT = Path(__file__).resolve().parent.parent
HOSTILE = ROOT / "tests" / "adapters" / "hostile.py"
SCHEMA = Draft202012Validator(json.loads((ROOT / "conformance/schema/report.schema.json").read_text(encoding="utf-8")))
CASE_FILES = [
    CORPUS_DIR / "smear/bidding/order-and-strictly-increasing-bids.json",
    *sorted((CORPUS_DIR / "smear/scoring").glob("*.json"))[:2],
]
HANG_GUARD = 120  # seconds: stops a test that would hang; never a budget a passing test must meet
CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ud800-\udfff]")


def hostile(mode: str, arg: str = "") -> str:
    return f"{shlex.quote(sys.executable)} {shlex.quote(str(HOSTILE))} {mode} {shlex.quote(arg)}".strip()


@pytest.fixture(scope="module")
def corpus() -> Corpus:
    return load_case_files(CASE_FILES)


def check_reports(result: RunResult) -> tuple[str, dict[str, object], ET.Element]:
    """Render the three reports and parse each back; the text has no control character."""
    text = render(result, "text")
    assert not CONTROL.search(text.replace("\n", "")), text
    report = json.loads(render(result, "json"), parse_constant=lambda c: pytest.fail(f"{c} in the JSON report"))
    SCHEMA.validate(report)
    root = ET.fromstring(render(result, "junit").encode("utf-8"))
    return text, report, root


def statuses(report: dict[str, object]) -> list[str]:
    cases = report["cases"]
    assert isinstance(cases, list)
    return [c["status"] for c in cases]


# Each mode, the status every case must get, and a part of the message.
PROBES = [
    ("deep", "", "protocol_error", "nested too deeply"),
    ("deepish", "", "protocol_error", "nested more than 64 levels"),
    ("hugeint", "", "protocol_error", "integer longer than Python reads"),
    ("nan", "", "protocol_error", "NaN is not JSON"),
    ("inf", "", "protocol_error", "out of range"),
    ("not-object", "", "protocol_error", "not a message object"),
    ("unknown-type", "", "protocol_error", "unknown reply type"),
    ("bad-utf8", "", "protocol_error", "not UTF-8"),
    ("garbage", "", "protocol_error", "reply is not JSON"),
    ("wrong-seq", "", "protocol_error", "reply seq 101 for request 1"),
    ("ctrl-stderr", "", "crash", "stderr: \\x1b[31mboom"),
    ("ctrl-error", "", "error", "adapter error: \\x1b[31mred\\x00\\x07"),
    ("exit-after-hello", "", "crash", "adapter crashed (exit code 0)"),
    ("endless", "", "oversize", "exceeds --max-reply-bytes 65536"),
]


@pytest.mark.parametrize("mode,arg,status,message", PROBES, ids=[p[0] for p in PROBES])
def test_every_hostile_adapter_is_classified(corpus: Corpus, mode: str, arg: str, status: str, message: str) -> None:
    result = run(corpus, corpus.cases, RunConfig(impl=hostile(mode, arg), timeout=HANG_GUARD, max_reply_bytes=65536))
    text, report, root = check_reports(result)
    assert statuses(report) == [status] * 3, text
    assert message in text, text
    errors = root.findall("testsuite/testcase/error")
    assert [e.get("type") for e in errors] == [status] * 3
    assert result.exit_code == 1


def test_control_characters_in_the_name_and_skip_reasons_stay_out_of_the_reports(corpus: Corpus) -> None:
    named = run(corpus, corpus.cases, RunConfig(impl=hostile("ctrl-name")))
    text, report, root = check_reports(named)
    assert "Sm\u00f8rrebr\u00f8d \u00e9t\u00e9 \\x1b[2J\\x07\\u202e \u2663 0" in text
    prop = root.find("testsuite/properties/property[@name='implementation']")
    assert prop is not None and "\\x1b[2J" in (prop.get("value") or "")
    cases = report["cases"]
    assert isinstance(cases, list)
    message = cases[0]["message"]
    assert "\ufffd lone" in message and len(message) < 2100  # the lone surrogate replaced, the 5,000 x cut
    skipped = run(corpus, corpus.cases, RunConfig(impl=hostile("ctrl-skip"), allow_empty=True))
    text, report, _ = check_reports(skipped)
    assert statuses(report) == ["skip"] * 3 and "skipped 3: \\x1b]0;title\\x07\\x01 why" in text


def test_an_unsolicited_line_is_named_as_such(corpus: Corpus) -> None:
    result = run(corpus, corpus.cases, RunConfig(impl=hostile("unsolicited")))
    text, report, _ = check_reports(result)
    assert statuses(report) == ["skip", "protocol_error", "skip"]
    assert "unsolicited line" in text


def test_a_big_reply_is_read_in_linear_time_and_stderr_is_bounded(corpus: Corpus) -> None:
    big = run(corpus, corpus.cases[:1], RunConfig(impl=hostile("big", "40"), max_reply_bytes=64 << 20))
    assert statuses(check_reports(big)[1]) == ["error"]
    # Linear, without a clock: a line arriving in chunks is searched for its newline only in the
    # bytes that arrived since the last search (a reader that rescans the buffer took minutes).
    reader = Adapter(["true"], 1 << 30)
    searched = 0
    real_find = bytearray.find

    class Counting(bytearray):
        def find(self, sub: object, start: int = 0, *rest: int) -> int:  # type: ignore[override]
            nonlocal searched
            searched += len(self) - start
            return real_find(self, sub, start, *rest)  # type: ignore[arg-type]

    reader.buffer = Counting()
    chunk = b"x" * 65536
    for _ in range(200):
        reader.buffer += chunk
        assert reader._take_line() is None
    reader.buffer += b"y\n"
    assert reader._take_line() == chunk * 200 + b"y"
    assert searched <= 2 * (200 * 65536 + 2)
    flood = run(corpus, corpus.cases, RunConfig(impl=hostile("stderr-flood", "300"), allow_empty=True))  # ~20 MB of stderr
    assert statuses(check_reports(flood)[1]) == ["skip"] * 3


def _dies(pid: int) -> bool:
    """Whether ``pid`` is gone or goes within a guard of HANG_GUARD seconds (killing is
    asynchronous; the guard only stops a test from hanging, it is no budget to meet)."""
    try:
        psutil.Process(pid).wait(timeout=HANG_GUARD)
    except psutil.NoSuchProcess:
        return True
    except psutil.TimeoutExpired:
        return not _alive(pid)
    return True


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:  # a zombie is dead
        return Path(f"/proc/{pid}/stat").read_text().split(") ")[1][0] != "Z"
    except (OSError, IndexError):
        return True


def test_a_detached_grandchild_holding_stdout_is_a_crash_and_is_killed(corpus: Corpus, tmp_path: Path) -> None:
    pidfile = tmp_path / "grandchild.pid"
    result = run(corpus, corpus.cases[:1], RunConfig(impl=hostile("grandchild", str(pidfile)), timeout=HANG_GUARD))
    assert statuses(check_reports(result)[1]) == ["crash"]
    assert "a process it started still holds its output" in result.outcomes[0].message
    assert "no reply within" not in result.outcomes[0].message  # found by the exit, not the 30 s timeout
    pid = int(pidfile.read_text())
    assert _dies(pid), "the detached grandchild outlived the run"


def test_a_grandchild_that_vanishes_completely_is_killed_at_the_end_of_the_run(corpus: Corpus, tmp_path: Path) -> None:
    """A new session, every descriptor closed, an empty environment: nothing left to find it by
    but its ancestry, which the keeper (its subreaper) keeps."""
    pidfile = tmp_path / "vanished.pid"
    result = run(corpus, corpus.cases[:2], RunConfig(impl=hostile("vanish", str(pidfile)), allow_empty=True))
    assert statuses(check_reports(result)[1]) == ["skip", "skip"]
    pid = int(pidfile.read_text())
    assert _dies(pid), "the vanished grandchild outlived the run"


def _running(adapter: Adapter) -> bool:
    return adapter.proc is not None


def test_killing_an_adapter_spares_processes_that_merely_hold_copies_of_its_pipes() -> None:
    """Between fork and exec, a child that another thread is starting holds copies of every pipe of
    the runner; killing one adapter must not kill it (issue 20 item 1: 12 of 372 adapters died so)."""
    adapter = Adapter(["sleep", "60"], 1 << 20)
    adapter.start()
    assert adapter.proc is not None and adapter.proc.stdout is not None and adapter.proc.stdin is not None
    held = (adapter.proc.stdout.fileno(), adapter.proc.stdin.fileno())
    bystander = subprocess.Popen(["sleep", "60"], pass_fds=held)
    try:
        assert adapter.alive
        adapter.kill()
        assert not _running(adapter)  # killed and reaped
        assert bystander.poll() is None, "a process holding the adapter's pipes was killed with it"
    finally:
        bystander.kill()
        bystander.wait()


# ---------------------------------------------------------------------------- the command line


def trickref(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, "-m", "trickref", "conformance", *args], cwd=ROOT, capture_output=True,
                          timeout=900, check=False, env={**os.environ, **(env or {})})


def cases_args(n: int = 3) -> list[str]:
    return ["--case", *(str(p) for p in CASE_FILES[:n])]


def no_traceback(done: subprocess.CompletedProcess[bytes]) -> None:
    assert b"Traceback" not in done.stderr and b"Traceback" not in done.stdout, done.stderr.decode(errors="replace")


def test_consecutive_crashes_stop_the_run_with_a_report(tmp_path: Path) -> None:
    out = tmp_path / "report.json"
    files = [*CASE_FILES, *sorted((CORPUS_DIR / "smear/play").glob("*.json"))[:5]]
    done = trickref("run", "--impl", hostile("exit-after-hello"), "--case", *map(str, files), "--max-crashes", "3",
                    "--format", "json", "--output", str(out))
    no_traceback(done)
    assert done.returncode == 3
    assert b"crashed on 3 cases in a row" in done.stderr
    report = json.loads(out.read_text(encoding="utf-8"))
    SCHEMA.validate(report)
    assert report["summary"]["by_status"] == {"crash": 3} and report["summary"]["not_run"] == len(files) - 3


def test_an_adapter_that_cannot_start_still_gets_a_report(tmp_path: Path) -> None:
    out = tmp_path / "report.xml"
    done = trickref("run", "--impl", "/nonexistent/adapter", *cases_args(1), "--format", "junit", "--output", str(out))
    no_traceback(done)
    assert done.returncode == 3
    prop = ET.parse(out).getroot().find("testsuite/properties/property[@name='stopped_early']")
    assert prop is not None and "could not be run" in (prop.get("value") or "")


def test_a_bad_output_path_is_found_before_the_run(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    started = tmp_path / "started"
    done = trickref("run", "--impl", hostile("hang", str(started)), *cases_args(1), "--output", str(blocker / "report.xml"))
    no_traceback(done)
    assert done.returncode == 2 and done.stderr.decode().startswith("trickref: error: --output ")
    assert not started.exists(), "the hanging adapter was started (and waited for) before the path was checked"


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT])
def test_a_signal_kills_the_adapter_and_writes_the_partial_report(tmp_path: Path, signum: int) -> None:
    out = tmp_path / "report.xml"
    started = tmp_path / "started"
    proc = subprocess.Popen(
        [sys.executable, "-m", "trickref", "conformance", "run", "--impl", hostile("hang", str(started)), *cases_args(),
         "--timeout", "300", "--format", "junit", "--output", str(out)],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
    )
    while not started.exists():  # the adapter writes it when it starts hanging on a case
        assert proc.poll() is None, "the run ended before its adapter hung"
        time.sleep(0.1)
    tree = psutil.Process(proc.pid).children(recursive=True)
    assert tree
    proc.send_signal(signum)
    _, stderr = proc.communicate(timeout=HANG_GUARD)
    assert b"Traceback" not in stderr
    assert proc.returncode == 128 + signum
    assert f"interrupted by {signal.Signals(signum).name}".encode() in stderr
    root = ET.parse(out).getroot()
    prop = root.find("testsuite/properties/property[@name='stopped_early']")
    assert prop is not None and (prop.get("value") or "").startswith("interrupted by")
    assert all(_dies(p.pid) for p in tree), "the hung adapter (or its keeper) outlived the run"


def test_a_non_ascii_name_under_a_cp1252_console() -> None:
    done = trickref("run", "--impl", hostile("ctrl-name"), *cases_args(1), env={"PYTHONIOENCODING": "cp1252"})
    no_traceback(done)
    assert done.returncode == 1
    first = done.stdout.decode("cp1252").splitlines()[0]
    assert "Sm\u00f8rrebr\u00f8d \u00e9t\u00e9 \\x1b[2J" in first  # \u2663 is not in cp1252: replaced
    junit = trickref("run", "--impl", hostile("ctrl-name"), *cases_args(1), "--format", "junit", env={"PYTHONIOENCODING": "cp1252"})
    ET.fromstring(junit.stdout)  # UTF-8 as its header says, whatever the console


def test_periodic_progress_when_stderr_is_not_a_terminal() -> None:
    done = trickref("run", "--impl", hostile("ctrl-skip"), *cases_args(), "--allow-empty", "--progress-every", "0")
    no_traceback(done)
    beats = [ln for ln in done.stderr.decode().splitlines() if ln.startswith("trickref conformance: ") and "case(s) done" in ln]
    assert len(beats) == 3 and beats[-1].startswith("trickref conformance: 2/3 case(s) done: 0 passed, 0 failed, 2 skipped")
    quiet = trickref("run", "--impl", hostile("ctrl-skip"), *cases_args(), "--allow-empty", "--no-progress")
    assert quiet.stderr == b""


def test_python_in_impl_is_the_running_interpreter() -> None:
    """A leading python/python3 (only those words) becomes sys.executable: the venv's Python."""
    from conformance.protocol.session import resolve_python

    assert resolve_python(["python", "-m", "x"]) == [sys.executable, "-m", "x"]
    assert resolve_python(["python3", "a.py"]) == [sys.executable, "a.py"]
    assert resolve_python(["python3.9", "a.py"]) == ["python3.9", "a.py"]
    assert resolve_python(["node", "python"]) == ["node", "python"]

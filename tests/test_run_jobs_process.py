"""``run --jobs 2`` with its extra shard in a forked worker process (issue 27,
conformance.run.shards): the report is ``--jobs 1``'s apart from timings, a worker whose adapter
cannot be restarted stops the run at its case, and an interrupted run leaves no worker or adapter
behind and writes its partial report. Expectations worked out by hand from the adapters below."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import psutil
import pytest

from tests.runner_support import REFERENCE, ROOT, state_adapter, trickref, untimed

HANG_GUARD = 120.0  # seconds: only a guard against a hang, never a budget

# Mode "crash-extra": the adapter that takes the lock file at its first case answers its cases; any
# other adapter crashes on its first case, and every start after the first two answers hello with
# garbage (it cannot be restarted). Which shard takes the lock is the runners' race, but the
# answering one waits before its second case until the other shard has tried to restart its
# adapter (a third start; the wait is a guard against a hang, not a budget): the crash and the
# failed restart always come while cases are left, however slowly the crashed shard notices.
# Mode "hang": every adapter writes "hung-PID" and hangs on its first request. Any other request
# is skipped with its seq.
ADAPTER = r'''
import json, os, sys, time
folder, mode = sys.argv[1], sys.argv[2]
starts = len([n for n in os.listdir(folder) if n.startswith("pid-")])
open(os.path.join(folder, "pid-%d" % os.getpid()), "w").close()
first = None  # decided at the first case
answered = 0
hello = {"type": "hello", "protocol": "1.0", "implementation": {"name": "shard", "version": "0"},
         "games": {"smear": {"options": "any"}}}
for line in sys.stdin:
    msg = json.loads(line)
    if msg["type"] == "hello":
        print("not hello" if mode == "crash-extra" and starts >= 2 else json.dumps(hello), flush=True)
        continue
    if msg["type"] == "stop":
        break
    if mode == "crash-extra":
        if first is None:
            try:
                os.close(os.open(os.path.join(folder, "lock"), os.O_CREAT | os.O_EXCL | os.O_WRONLY))
                first = True
            except FileExistsError:
                first = False
        if not first:
            sys.exit(3)
        guard = time.monotonic() + 60
        while answered and len([n for n in os.listdir(folder) if n.startswith("pid-")]) < 3 and time.monotonic() < guard:
            time.sleep(0.01)
        answered += 1
    if mode == "hang":
        open(os.path.join(folder, "hung-%d" % os.getpid()), "w").close()
        time.sleep(600)
    print(json.dumps({"type": "skip", "seq": msg["seq"], "reason": "shard"}), flush=True)
'''


def _adapter(tmp_path: Path, mode: str) -> tuple[str, Path]:
    return state_adapter(tmp_path, "shard.py", ADAPTER, mode)


def _report(jobs: int, *args: str) -> tuple[int, object]:
    done = trickref("run", "--suite", "corpus", "--format", "json", "--no-progress", "--jobs", str(jobs), *args)
    assert "Traceback" not in done.stderr, done.stderr[-2000:]
    return done.returncode, untimed(json.loads(done.stdout))


@pytest.mark.parametrize("args", [
    # the reference: every case of a game passes, 2 shards or 1
    ("--impl", REFERENCE, "--game", "fourpoint"),
    # a mutant that fails some scoring cases (each probed for its divergence and measured against
    # the mutants in the runner process) and passes the others
    ("--impl", f"{REFERENCE} --mutant three_worth_one", "--id", "smear/scoring/*"),
    # the first failure stops both: the same single failure, the same cases before it
    ("--impl", f"{REFERENCE} --mutant three_worth_one", "--game", "smear", "--max-failures", "1"),
])
def test_two_jobs_report_what_one_reports(args: tuple[str, ...]) -> None:
    one = _report(1, *args)
    two = _report(2, *args)
    assert two == one
    assert isinstance(one[1], dict) and one[1]["cases"]
    if "--max-failures" in args:
        assert one[0] == 1 and one[1]["summary"]["failed"] == 1


def test_a_worker_whose_adapter_cannot_restart_stops_the_run_at_its_case(tmp_path: Path) -> None:
    # One shard's adapter crashes on its first case (an error, "crash"); its worker restarts it for
    # its next case and the new adapter does not answer hello: the run stops at that case (exit
    # 3), the report holds exactly the cases before it, in order: the one crash, the rest skipped.
    # (Which shard, the runner's thread or the forked worker, is the race of their first cases.)
    impl, _ = _adapter(tmp_path, "crash-extra")
    listed = [c["id"] for c in json.loads(trickref("list", "--id", "smear/scoring/*", "--format", "json").stdout)]
    assert len(listed) > 4
    code, report = _report(2, "--impl", impl, "--id", "smear/scoring/*")
    assert code == 3
    assert isinstance(report, dict)
    ids = [c["id"] for c in report["cases"]]
    stopped = report["summary"]["stopped_early"]
    assert ids == listed[:len(ids)] and len(ids) < len(listed)
    assert stopped.startswith(f"stopped at {listed[len(ids)]}: ") and "did not answer hello" in stopped, stopped
    assert sorted(c["status"] for c in report["cases"]) == ["crash"] + ["skip"] * (len(ids) - 1)


@pytest.mark.parametrize(("signum", "group"), [
    (signal.SIGTERM, False),  # to the runner alone, which passes it on to its worker
    (signal.SIGINT, True),  # a terminal's Ctrl-C: to the runner and its worker at once
])
def test_an_interrupted_run_leaves_no_worker_or_adapter_and_writes_its_partial_report(
    tmp_path: Path, signum: signal.Signals, group: bool
) -> None:
    impl, folder = _adapter(tmp_path, "hang")
    out = tmp_path / "report.json"
    proc = subprocess.Popen(
        [sys.executable, "-m", "trickref", "conformance", "run", "--suite", "corpus", "--impl", impl, "--id", "smear/scoring/*",
         "--timeout", "3000", "--jobs", "2", "--no-progress", "--format", "json", "--output", str(out)],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True,
    )
    deadline = time.monotonic() + HANG_GUARD
    while len(list(folder.glob("hung-*"))) < 2:  # both shards' adapters hang on their first case
        assert proc.poll() is None, proc.communicate()
        assert time.monotonic() < deadline, "the shards never reached their adapters"
        time.sleep(0.1)
    tree = psutil.Process(proc.pid).children(recursive=True)
    me = psutil.Process(proc.pid).cmdline()
    assert [p for p in tree if p.cmdline() == me], "no forked worker: the extra shard is not a process"
    if group:
        os.killpg(proc.pid, signum)  # its own session's group: the runner and its forked worker
    else:
        proc.send_signal(signum)
    _, err = proc.communicate(timeout=HANG_GUARD)
    assert "Traceback" not in err
    assert proc.returncode == 128 + signum, err
    report = json.loads(out.read_text(encoding="utf-8"))
    assert report["summary"]["interrupted"] == signum.name and report["cases"] == []
    _gone, alive = psutil.wait_procs(tree, timeout=HANG_GUARD)
    assert not [p for p in alive if p.status() != psutil.STATUS_ZOMBIE], "a worker or an adapter outlived the run"


if sys.platform != "linux":  # fork, and psutil's view of the process tree
    del test_an_interrupted_run_leaves_no_worker_or_adapter_and_writes_its_partial_report

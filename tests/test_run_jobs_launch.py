"""``run --jobs`` launches its extra adapters right after the first one (issue 27): the first
adapter is started first, the extras' start-up runs beside it, and every adapter launched goes when
the run stops before its cases. Expectations worked out by hand from the adapter below."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from conformance import PROTOCOL_VERSION
from conformance.protocol.session import Runner, SessionConfig
from tests.runner_support import REFERENCE, state_adapter, trickref

# Writes its pid to the folder given, then: "first-only" answers hello only in the process that
# created the lock file (a second one says "busy"), "no-hello" never answers hello properly; any
# request is skipped with its seq, so a run's report depends only on which adapter answered.
COUNTED = r'''
import json, os, sys
folder, mode = sys.argv[1], sys.argv[2]
open(os.path.join(folder, "pid-%d" % os.getpid()), "w").close()
try:
    os.close(os.open(os.path.join(folder, "lock"), os.O_CREAT | os.O_EXCL | os.O_WRONLY))
    first = True
except FileExistsError:
    first = False
hello = {"type": "hello", "protocol": "1.0", "implementation": {"name": "counted", "version": "0"},
         "games": {"smear": {"options": "any"}}}
for line in sys.stdin:
    msg = json.loads(line)
    if msg["type"] == "hello":
        ok = mode == "first-only" and first
        print(json.dumps(hello) if ok else "busy", flush=True)
        continue
    if msg["type"] == "stop":
        break
    print(json.dumps({"type": "skip", "seq": msg["seq"], "reason": "counted"}), flush=True)
'''


def _adapter(tmp_path: Path, mode: str) -> tuple[str, Path]:
    return state_adapter(tmp_path, "counted.py", COUNTED, mode)


def _gone(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/status").read_text()
    except FileNotFoundError:
        return True
    return "\nState:\tZ" in state  # exited, not yet reaped by whoever adopted it


def test_launch_then_greet_is_a_start() -> None:
    runner = Runner(SessionConfig(REFERENCE))
    runner.launch()
    hello = runner.greet()
    try:
        assert hello["type"] == "hello" and hello is runner.hello
        assert str(hello["protocol"]).split(".")[0] == PROTOCOL_VERSION.split(".")[0]
    finally:
        runner.close()


def test_the_first_adapter_is_launched_first(tmp_path: Path) -> None:
    # Only the process that takes the lock answers hello. Under --jobs 2 the first adapter starts
    # first and takes it; the extra one says "busy" and leaves one shard: the report is --jobs 1's
    # (four scoring cases, each skipped by the adapter).
    impl, folder = _adapter(tmp_path, "first-only")
    reports = []
    for jobs in ("1", "2"):
        (folder / "lock").unlink(missing_ok=True)
        done = trickref("run", "--impl", impl, "--jobs", jobs, "--id", "smear/scoring/*", "--format", "json",
                        "--no-progress", "--allow-empty")
        assert done.returncode == 0, done.stderr
        report = json.loads(done.stdout)
        reports.append([(c["id"], c["status"]) for c in report["cases"]])
    assert reports[0] and {status for _, status in reports[0]} == {"skip"}
    assert reports[1] == reports[0]
    assert len(list(folder.glob("pid-*"))) == 3  # one adapter under -j1, two under -j2


def test_every_launched_adapter_goes_when_the_first_cannot_start(tmp_path: Path) -> None:
    impl, folder = _adapter(tmp_path, "no-hello")
    done = trickref("run", "--impl", impl, "--jobs", "3", "--id", "smear/scoring/*", "--no-progress")
    assert done.returncode == 3
    assert "did not answer hello: reply is not JSON" in done.stderr
    pids = [int(p.name.split("-")[1]) for p in folder.glob("pid-*")]
    assert len(pids) == 3  # the first adapter and two extra ones were launched
    assert all(_gone(pid) for pid in pids)


if sys.platform != "linux":  # /proc is read to tell a live adapter from a dead one
    del test_every_launched_adapter_goes_when_the_first_cannot_start

"""What the tests of ``trickref conformance run`` share (tests/test_conformance_runner.py,
tests/test_jobs.py): the command run as a user runs it, the reference adapter's command line, and
one broken adapter that misbehaves as its first argument says (crash, hang, garbage, an
oversized reply, a wrong seq, no hello, another protocol), so that both test files break the
runner the same way."""

from __future__ import annotations

import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from conformance.case.format import Case
from conformance.protocol.session import Runner, SessionConfig

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
        if mode == "no-hello":
            print("hello yourself", flush=True)
            continue
        if mode == "old-protocol":
            hello["protocol"] = "2.0"
        print(json.dumps(hello), flush=True)
        continue
    if msg["type"] == "stop":
        break
    if mode == "crash":
        sys.stderr.write("boom: simulated crash\n")
        sys.exit(3)
    if mode == "hang":
        time.sleep(600)
    if mode == "garbage":
        print("this is not json", flush=True)
    if mode == "oversize":
        print(json.dumps({"type": "error", "seq": msg["seq"], "message": "x" * 5000}), flush=True)
    if mode == "wrong-seq":
        print(json.dumps({"type": "skip", "seq": msg["seq"] + 100, "reason": "x"}), flush=True)
'''


def trickref(*args: str, timeout: float = 900) -> subprocess.CompletedProcess[str]:
    """``trickref conformance ARGS`` in a subprocess from the repository root (the timeout only
    guards against a hang, far above what any run needs)."""
    return subprocess.run(
        [sys.executable, "-m", "trickref", "conformance", *args], cwd=ROOT, capture_output=True, text=True,
        timeout=timeout, check=False,
    )


def write_broken_adapter(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The broken adapter's script, written once per test module (the modules' ``broken`` fixture)."""
    path = tmp_path_factory.mktemp("adapters") / "broken_adapter.py"
    path.write_text(BROKEN, encoding="utf-8")
    return path


def broken_impl(path: Path, mode: str) -> str:
    """The ``--impl`` command that runs the broken adapter at ``path`` in ``mode``."""
    return f"{PY} {shlex.quote(str(path))} {mode}"


def state_adapter(tmp_path: Path, name: str, source: str, mode: str) -> tuple[str, Path]:
    """An adapter script ``source`` written to ``tmp_path/name`` and the ``--impl`` command that runs
    it as ``script STATE MODE``, with STATE an empty folder it keeps its records in (returned)."""
    script = tmp_path / name
    script.write_text(source, encoding="utf-8")
    folder = tmp_path / "state"
    folder.mkdir()
    return f"{PY} {shlex.quote(str(script))} {shlex.quote(str(folder))} {mode}", folder


def replay_status(impl: str, case: Case) -> str:
    """What ``run --case`` does with the case: replay it through the protocol, judge it, and
    return the case's status (``pass``, ``fail``, ...)."""
    runner = Runner(SessionConfig(impl=impl))
    runner.start()
    try:
        return runner.run_case(case).status
    finally:
        runner.close()


def untimed(value: object) -> object:
    """A JSON report without its timings (every ``seconds`` field), the one thing two runs of the
    same cases may differ in."""
    if isinstance(value, dict):
        return {k: untimed(v) for k, v in value.items() if k != "seconds"}
    if isinstance(value, list):
        return [untimed(v) for v in value]
    return value

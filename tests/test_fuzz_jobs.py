"""``fuzz --jobs N`` (conformance/fuzz/jobs.py; issue 27): independent workers, one summary.

Worker ``i`` runs seed ``seed + i`` with ``examples // N`` examples (one more for the first
``examples % N``), so ``--jobs 2 --seed 4 --examples 21`` searches exactly what ``--seed 4
--examples 11`` and ``--seed 5 --examples 10`` search one after the other: the same example and
action counts, summed. The first disagreement is shrunk and written; a signal stops every worker
and every adapter. Example counts and seeds only; the timeouts are hang guards.
"""

from __future__ import annotations

import json
import re
import shlex
import signal
import subprocess
import sys
import time
from pathlib import Path

import psutil
import pytest

from conformance.case.format import parse_case
from conformance.fuzz.jobs import shares
from tests.runner_support import replay_status as status
from tests.test_probes_adapters import HANG_GUARD, hostile

ROOT = Path(__file__).resolve().parent.parent
PY = shlex.quote(sys.executable)
REFERENCE = f"{PY} -m conformance.protocol.reference_adapter"


def trickref(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "trickref", "conformance", "fuzz", *args], check=False, cwd=ROOT,
                          capture_output=True, text=True, timeout=900)  # a guard against a hang, not a budget


def test_shares_split_the_examples() -> None:
    assert shares(21, 2) == [11, 10]
    assert shares(5, 3) == [2, 2, 1]
    assert shares(1, 2) == [1, 0]
    assert shares(None, 2) == [None, None]


def test_two_workers_search_what_their_seeds_search_alone() -> None:
    together = trickref("--impl", REFERENCE, "--game", "fourpoint", "--seed", "4", "--examples", "21", "--jobs", "2",
                        "--format", "json")
    assert together.returncode == 0, together.stderr
    summary = json.loads(together.stdout)
    alone = []
    for seed, examples in (("4", "11"), ("5", "10")):
        done = trickref("--impl", REFERENCE, "--game", "fourpoint", "--seed", seed, "--examples", examples, "--format", "json")
        assert done.returncode == 0, done.stderr
        alone.append(json.loads(done.stdout))
    assert summary["jobs"] == 2 and summary["examples"] == 21
    for key in ("examples", "actions", "deals", "probes"):
        assert summary[key] == alone[0][key] + alone[1][key], key


def test_two_workers_find_shrink_and_write_one_case(tmp_path: Path) -> None:
    impl = f"{REFERENCE} --mutant fp_low_to_taker"
    out = tmp_path / "found.json"
    done = trickref("--impl", impl, "--game", "fourpoint", "--seed", "1", "--examples", "300", "--shrink-steps", "200",
                    "--jobs", "2", "--out", str(out), "--format", "json")
    assert done.returncode == 1, done.stderr
    summary = json.loads(done.stdout)
    assert summary["result"] == "disagreement" and summary["worker_seed"] in (1, 2)
    info = summary["case"]
    assert isinstance(info, dict) and info["reference_passes"] is True and info["file"] == str(out)
    case = parse_case(json.loads(out.read_text(encoding="utf-8")))
    assert len(case.deals) <= 3
    assert status(impl, case) == "fail"
    assert status(REFERENCE, case) == "pass"
    assert [p.name for p in tmp_path.iterdir()] == ["found.json"]  # one case written, by the winner alone


@pytest.mark.parametrize("jobs", ["0", "65", "many"])
def test_bad_jobs_is_a_one_line_usage_error(jobs: str) -> None:
    done = trickref("--impl", REFERENCE, "--examples", "5", "--jobs", jobs)
    assert done.returncode == 2 and done.stdout == ""
    assert len(done.stderr.splitlines()) == 1 and "--jobs must be" in done.stderr, done.stderr


def test_a_signal_stops_every_worker_and_adapter(tmp_path: Path) -> None:
    started = tmp_path / "started"
    proc = subprocess.Popen(
        [sys.executable, "-m", "trickref", "conformance", "fuzz", "--impl", hostile("hang", str(started)), "--game", "smear",
         "--seed", "1", "--examples", "100", "--timeout", "3000", "--jobs", "2"],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    deadline = time.monotonic() + HANG_GUARD

    def hung() -> list[psutil.Process]:
        tree = psutil.Process(proc.pid).children(recursive=True)
        return [p for p in tree if "hostile.py" in " ".join(p.cmdline())]

    while not started.exists() or len(hung()) < 2:  # both workers' adapters hang on their first example
        assert proc.poll() is None, proc.communicate()
        assert time.monotonic() < deadline, "the workers never reached their adapters"
        time.sleep(0.1)
    tree = psutil.Process(proc.pid).children(recursive=True)
    proc.send_signal(signal.SIGTERM)
    out, err = proc.communicate(timeout=HANG_GUARD)
    assert "Traceback" not in err
    assert proc.returncode == 128 + signal.SIGTERM, (out, err)
    # Each worker counts the example it is on; one whose adapter has started but has not been
    # sent its first example yet has counted none (the hang file says only that one adapter hangs).
    assert re.search(r"interrupted by SIGTERM: no disagreement found before it; partial summary: [12] example\(s\)", out), out
    assert "interrupted by SIGTERM; the adapter was killed" in err
    _gone, alive = psutil.wait_procs(tree, timeout=HANG_GUARD)
    assert not [p for p in alive if p.status() != psutil.STATUS_ZOMBIE], "a worker or an adapter outlived the fuzzer"

"""``run`` launches its adapters before it reads the corpus (issue 27: their start-up runs on the
other core meanwhile), and a corpus that cannot be read is still exit 2 with its one-line message
and no adapter left running. Expectations worked out by hand from the adapter of
tests/test_run_jobs_launch.py, which writes its pid to a folder as it starts."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from conformance.case.corpus import Corpus
from conformance.protocol.process import Adapter
from conformance.run.loop import RunConfig, run_declared
from conformance.run.select import Selection
from tests.bundled import bundled_corpus
from tests.runner_support import REFERENCE, trickref
from tests.test_run_jobs_launch import _adapter, _gone


def test_a_corpus_refused_after_the_adapters_are_launched_leaves_none_running(tmp_path: Path) -> None:
    # --require-version 0.0.0 refuses the bundled corpus only once it is read (its manifest and
    # every file's hash): by then both adapters of --jobs 2 were launched, and both must be gone.
    impl, folder = _adapter(tmp_path, "first-only")
    done = trickref("run", "--impl", impl, "--jobs", "2", "--require-version", "0.0.0", "--no-progress",
                    "--format", "json")
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("trickref: error: corpus ") and "not 0.0.0 (--require-version)" in lines[0]
    assert done.stdout == ""  # exit 2: no report
    pids = [int(p.name.split("-")[1]) for p in folder.glob("pid-*")]
    # Launched before the corpus was read (none would have been, read first): the first adapter
    # certainly, the extra one (only its keeper is sure to have started by then, see the test
    # below) if it got as far as writing its pid before it was killed.
    assert 1 <= len(pids) <= 2
    assert all(_gone(pid) for pid in pids)


def test_the_extra_adapters_are_spawned_before_the_read_and_confirmed_after(monkeypatch: pytest.MonkeyPatch) -> None:
    # The order of events, not their timing: the first adapter started and confirmed, the extra
    # one's keeper started, then the corpus read, and only then the extra's start confirmed (its
    # keeper's start-up is not waited for before the read, issue 27).
    events: list[str] = []
    spawn, confirm = Adapter.spawn, Adapter.confirm

    def spawned(self: Adapter) -> None:
        spawn(self)
        events.append("spawn")

    def confirmed(self: Adapter) -> None:
        confirm(self)
        events.append("confirm")

    monkeypatch.setattr(Adapter, "spawn", spawned)
    monkeypatch.setattr(Adapter, "confirm", confirmed)
    corpus = bundled_corpus()

    def read() -> Corpus:
        events.append("read")
        return corpus

    result = run_declared(read, Selection(ids=["smear/scoring/*"]), RunConfig(REFERENCE, tailor=False, cache=None, jobs=2))
    assert result.exit_code == 0 and result.count("passed") == result.selected > 1
    assert events[:5] == ["spawn", "confirm", "spawn", "read", "confirm"]


def test_a_missing_corpus_with_an_adapter_that_cannot_start_is_still_exit_2(tmp_path: Path) -> None:
    # The adapter fails first (its command does not exist), but the corpus decides: bad input is
    # exit 2, as when the corpus was read before any adapter was started.
    done = trickref("run", "--impl", str(tmp_path / "no-such-adapter"), "--corpus", str(tmp_path / "nowhere"),
                    "--no-progress")
    assert done.returncode == 2, done.stderr
    assert done.stderr.startswith("trickref: error: ") and len(done.stderr.strip().splitlines()) == 1


if sys.platform != "linux":  # /proc is read to tell a live adapter from a dead one
    del test_a_corpus_refused_after_the_adapters_are_launched_leaves_none_running

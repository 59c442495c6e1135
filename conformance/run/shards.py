"""``run --jobs N``: the cases sharded over N adapter processes, their outcomes handed back in the
cases' own order, so the run that reads them (conformance.run.loop) decides exactly what a run
with one adapter decides: the same verdicts, the same early stop, one report.

Each adapter is owned by one worker thread, which takes the next case not yet taken; the threads
wait on pipes and the adapters work in parallel (the runner's own judging shares one core). A
worker that stops (an adapter that cannot be restarted) hands back the error at its case; the
reader stops there, as a run with one adapter stops at that case. An extra adapter that cannot
be started at all only leaves fewer shards: the first one was started already. The extra adapters
are launched right after the first one (their start-up overlaps its start-up and the runner's);
each worker reads its own adapter's answer to hello.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable, Iterator, Sequence

from conformance.case.format import Case
from conformance.case.verdict import Outcome
from conformance.errors import CannotRun, UsageError
from conformance.protocol.session import Runner

# What a worker does with one case on its runner: the outcome (CannotRun propagates).
Work = Callable[[Runner, Case], Outcome]
Item = tuple[Outcome, bool] | BaseException  # the outcome and whether the adapter is up after it

WAIT_SLICE = 0.2  # the reader wakes this often, so a signal reaches the main thread promptly


class StoppedAt(Exception):
    """The adapter could not be restarted for case ``case_id``: the run stops there."""

    def __init__(self, case_id: str, message: str) -> None:
        super().__init__(message)
        self.case_id = case_id
        self.message = message


def job_count(text: str) -> int:
    """``--jobs``: a number of adapter processes, at least 1, or ``auto`` (the cores usable)."""
    if text == "auto":
        usable = os.sched_getaffinity(0) if hasattr(os, "sched_getaffinity") else None
        return max(1, len(usable) if usable is not None else (os.cpu_count() or 1))
    try:
        jobs = int(text)
    except ValueError:
        raise UsageError(f"--jobs must be a whole number or 'auto', not {text!r}") from None
    if not 1 <= jobs <= 64:
        raise UsageError(f"--jobs must be between 1 and 64, not {jobs}")
    return jobs


class Shards:
    """Outcomes of ``cases`` computed by ``first`` (started) and ``len(extra)`` more runners
    (launched: started, ``hello`` sent, its answer not read yet; conformance.run.loop launches them
    right after the first adapter), read in order with ``outcomes()``; ``close()`` ends the
    workers and their adapters."""

    def __init__(self, first: Runner, extra: Sequence[Runner], cases: Sequence[Case], work: Work) -> None:
        self.cases = list(cases)
        self.work = work
        self.runners = [first, *extra]
        self.done: dict[int, Item] = {}
        self.taken = 0
        self.stop = threading.Event()
        self.kill = False  # at close: kill the adapters (interrupted) rather than stop them
        self.cond = threading.Condition()
        self.closed: set[int] = set()  # the runners (by id) their worker stopped already
        # One guard for every runner and the reader: in-process reference work never overlaps
        # (the reader measures failures against mutants patched into the reference).
        self.guard = threading.RLock()
        for r in self.runners:
            r.guard = self.guard
        self.threads = [threading.Thread(target=self._worker, args=(r, i > 0), daemon=True, name=f"trickref-shard-{i}")
                        for i, r in enumerate(self.runners)]
        for t in self.threads:
            t.start()

    def _take(self) -> int | None:
        with self.cond:
            if self.stop.is_set() or self.taken >= len(self.cases):
                return None
            self.taken += 1
            return self.taken - 1

    def _worker(self, runner: Runner, start: bool) -> None:
        if start:
            try:
                runner.greet()  # the answer to the hello sent at launch
            except CannotRun:
                return  # one shard fewer; the first adapter runs
        while True:
            index = self._take()
            if index is None:
                if not self.stop.is_set():
                    # Every case is handed out: this adapter is stopped now, beside the others'
                    # last cases, rather than one after another at close (about 20 ms each).
                    runner.close()
                    self.closed.add(id(runner))
                return
            item: Item
            try:
                item = (self.work(runner, self.cases[index]), runner.adapter.alive)
            except Exception as exc:  # noqa: BLE001 (handed to the reader, which raises it at this case)
                item = exc
            with self.cond:
                self.done[index] = item
                self.cond.notify_all()
            if isinstance(item, BaseException):
                return

    def outcomes(self) -> Iterator[tuple[Case, Outcome, bool]]:
        """Each case's outcome and whether its adapter was up after it, in the cases' order.
        Raises what a worker raised (CannotRun) at the case it raised it for."""
        for index, case in enumerate(self.cases):
            with self.cond:
                while index not in self.done:
                    if not any(t.is_alive() for t in self.threads) and index not in self.done:
                        raise StoppedAt(case.id, "every adapter process stopped before the run was over")
                    self.cond.wait(WAIT_SLICE)
                item = self.done.pop(index)
            if isinstance(item, CannotRun):
                raise StoppedAt(case.id, str(item)) from None
            if isinstance(item, BaseException):
                raise item
            yield case, item[0], item[1]

    def close(self, kill: bool) -> None:
        """Stop handing out cases, wait for each worker's case in hand, then close (or, ``kill``,
        kill) every adapter."""
        self.stop.set()
        for t in self.threads:
            t.join()
        for runner in self.runners:
            if id(runner) in self.closed:
                continue
            if kill:
                runner.adapter.kill()
            else:
                runner.close()

    def repro_errors(self) -> list[str]:
        return [e for r in self.runners for e in r.repro_errors]

    def trace_errors(self) -> list[str]:
        return [r.adapter.trace_error for r in self.runners if r.adapter.trace_error]

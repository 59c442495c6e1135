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

Processes (POSIX, no ``--trace``): the extra adapters' workers are forked processes, so that
each judges its own cases (parsing replies, judging them, the declaration test) on a core of its
own instead of under the runner's one GIL; the first adapter's worker stays a thread of the
runner. Every worker takes the next case index from one shared counter (the runner's thread
works while a child's adapter starts) and a child sends back (index, outcome, alive) through its
pipe, the outcome's case left out (the parent puts its own back). The workers are forked before
the runner's thread starts and while no other thread runs; right after the fork the parent lets
go of the children's adapters and each child of every adapter but its own (Adapter.release), so
that no adapter outlives its worker: its keeper (conformance/protocol/process.py) kills it when
its one owner's control pipe end closes, even if the owner is killed. Interruption: a SIGINT
reaches every process (a terminal's), SIGTERM the runner, which passes it on to the children,
again and again until they answer (as conformance/fuzz/jobs.py); a child kills its adapter and
sends back its file errors. ``--trace`` keeps threads: one trace file written from every shard,
in the order the messages went. The reader (conformance.run.loop) patches mutants into the
reference in the runner process only; a child's reference is never patched.
"""

from __future__ import annotations

import multiprocessing
import multiprocessing.connection
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import AbstractContextManager
from multiprocessing.process import BaseProcess
from types import FrameType
from typing import TYPE_CHECKING, Protocol

from conformance.case.format import Case
from conformance.case.verdict import Outcome
from conformance.errors import CannotRun, Interrupted, UsageError
from conformance.protocol.session import Runner

if TYPE_CHECKING:
    Pipe = multiprocessing.connection.Connection[object, object]

# What a worker does with one case on its runner: the outcome (CannotRun propagates).
Work = Callable[[Runner, Case], Outcome]
Item = tuple[Outcome, bool] | BaseException  # the outcome and whether the adapter is up after it

WAIT_SLICE = 0.2  # the reader wakes this often, so a signal reaches the main thread promptly
RESEND = 2.0  # seconds between two SIGTERMs to a child that has not ended yet
STOP_GRACE = 30.0  # seconds an interrupted child has to end before it is killed
KEEPER_WAIT = 10.0  # seconds to reap a released adapter's keeper once its child ended


class Counter(Protocol):
    """The shared next-case counter (``multiprocessing.Value("i")``)."""

    value: int

    def get_lock(self) -> AbstractContextManager[object]: ...


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


def processes_usable(traced: bool) -> bool:
    """Whether the extra shards run in forked processes (module docstring): POSIX fork, no trace."""
    return not traced and sys.platform != "win32" and "fork" in multiprocessing.get_all_start_methods()


class Shards:
    """Outcomes of ``cases`` computed by ``first`` (started) and ``len(extra)`` more runners
    (launched: started, ``hello`` sent, its answer not read yet; conformance.run.loop launches them
    right after the first adapter), read in order with ``outcomes()``; ``close()`` ends the
    workers and their adapters. ``forked``: the extra runners' workers are processes."""

    def __init__(self, first: Runner, extra: Sequence[Runner], cases: Sequence[Case], work: Work,
                 forked: bool = False) -> None:
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
        self.counter: Counter | None = None
        self.children: list[tuple[BaseProcess, Pipe]] = []  # each child and the parent's end of its pipe
        self.ended: set[int] = set()  # the children (by index) that ended or whose pipe closed
        self.keepers: list[subprocess.Popen[bytes]] = []  # the children's adapters' keepers, to reap
        self.child_errors: list[str] = []  # the children's repro and trace errors
        self.collector: threading.Thread | None = None
        # fork only from a runner with no other thread (none holds a lock a child would need)
        if forked and extra and threading.active_count() == 1:
            self.collector = self._fork(first, list(extra))
            self.runners = [first]
        self.threads = [threading.Thread(target=self._worker, args=(r, i > 0), daemon=True, name=f"trickref-shard-{i}")
                        for i, r in enumerate(self.runners)]
        if self.collector is not None:
            self.threads.append(self.collector)
        for t in self.threads:
            t.start()

    def _fork(self, first: Runner, extra: list[Runner]) -> threading.Thread:
        context = multiprocessing.get_context("fork")
        self.counter = context.Value("i", 0)
        for i, runner in enumerate(extra):
            receive, send = context.Pipe(duplex=False)
            others = [r for r in (first, *extra) if r is not runner]
            process = context.Process(target=_child, args=(self, runner, others, send), daemon=True,
                                      name=f"trickref-shard-{i + 1}")
            process.start()
            send.close()
            self.children.append((process, receive))
        for runner in extra:  # the children's now: a copy of their pipes here would keep them up
            keeper = runner.adapter.release()
            if keeper is not None:
                self.keepers.append(keeper)
        return threading.Thread(target=self._collect, daemon=True, name="trickref-shard-collector")

    def _take(self) -> int | None:
        if self.counter is not None:
            with self.counter.get_lock():
                if self.counter.value >= len(self.cases):
                    return None
                self.counter.value += 1
                return int(self.counter.value) - 1
        with self.cond:
            if self.stop.is_set() or self.taken >= len(self.cases):
                return None
            self.taken += 1
            return self.taken - 1

    def _halt(self) -> None:
        self.stop.set()
        if self.counter is not None:
            with self.counter.get_lock():
                self.counter.value = len(self.cases)

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

    def _collect(self) -> None:
        """The parent's thread that reads every child's pipe: outcomes into ``done``, the case put
        back; a child's last message (its file errors) or its pipe's end marks it ended."""
        waiting = {receive: i for i, (_, receive) in enumerate(self.children)}
        while waiting:
            answered = multiprocessing.connection.wait(list(waiting), timeout=WAIT_SLICE)
            for ready in [r for r in list(waiting) if r in answered]:
                message: object
                try:
                    message = ready.recv()
                except Exception:  # noqa: BLE001 (ended, died without a word, or cut short by a signal)
                    message = None
                with self.cond:
                    if isinstance(message, tuple) and len(message) == 3 and isinstance(message[1], Outcome):
                        index, outcome, alive = message
                        outcome.case = self.cases[int(index)]
                        self.done[int(index)] = (outcome, bool(alive))
                    elif isinstance(message, tuple) and len(message) == 2 and isinstance(message[1], BaseException):
                        self.done[int(message[0])] = message[1]
                    else:
                        if isinstance(message, list):
                            self.child_errors += [str(e) for e in message]
                        self.ended.add(waiting.pop(ready))
                    self.cond.notify_all()

    def _working(self) -> bool:
        return any(t.is_alive() for t in self.threads if t is not self.collector) or len(self.ended) < len(self.children)

    def outcomes(self) -> Iterator[tuple[Case, Outcome, bool]]:
        """Each case's outcome and whether its adapter was up after it, in the cases' order.
        Raises what a worker raised (CannotRun) at the case it raised it for."""
        for index, case in enumerate(self.cases):
            with self.cond:
                while index not in self.done:
                    if not self._working() and index not in self.done:
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
        kill) every adapter. Interrupted, the children are told to stop with SIGTERM (again every
        ``RESEND`` seconds, a signal can be lost) and killed if they have not ended in time."""
        self._halt()
        if kill:  # the case in hand ends now (its adapter gone), not after up to --timeout
            for runner in self.runners:
                if id(runner) not in self.closed:
                    runner.adapter.abort()
        for t in self.threads:
            if t is not self.collector:
                t.join()
        for runner in self.runners:
            if id(runner) in self.closed:
                continue
            if kill:
                runner.adapter.kill()
            else:
                runner.close()
        if self.children:
            self._end_children(kill)

    def _end_children(self, kill: bool) -> None:
        kill_by = time.monotonic() + STOP_GRACE
        while self.collector is not None and self.collector.is_alive():
            if kill:
                for i, (process, _) in enumerate(self.children):
                    if i not in self.ended and process.pid is not None and process.is_alive():
                        try:
                            os.kill(process.pid, signal.SIGTERM)
                        except OSError:
                            pass
            self.collector.join(RESEND)
            if kill and self.collector.is_alive() and time.monotonic() > kill_by:
                break
        for process, receive in self.children:
            if process.is_alive():
                process.kill()  # its adapter's keeper sees the control pipe close and kills the adapter
            process.join()
            receive.close()
        for keeper in self.keepers:
            try:
                keeper.wait(timeout=KEEPER_WAIT)
            except subprocess.TimeoutExpired:
                try:
                    os.killpg(keeper.pid, signal.SIGKILL)
                except OSError:
                    pass
                keeper.wait()

    def repro_errors(self) -> list[str]:
        return [e for r in self.runners for e in r.repro_errors] + self.child_errors

    def trace_errors(self) -> list[str]:
        return [r.adapter.trace_error for r in self.runners if r.adapter.trace_error]


def _child(shards: Shards, runner: Runner, others: list[Runner], send: Pipe) -> None:
    """A forked worker: the adapters not its own let go of, then cases taken and sent back until
    none is left, the adapter closed and the file errors sent last. SIGINT and SIGTERM raise
    Interrupted every time: the adapter is killed and the errors still sent."""
    def interrupt(signum: int, frame: FrameType | None) -> None:
        raise Interrupted(signum)

    for s in (signal.SIGINT, signal.SIGTERM):
        signal.signal(s, interrupt)
    try:
        try:
            for other in others:
                other.adapter.release()
            for _, receive in shards.children:  # the pipes of the children forked before this one
                receive.close()
            runner.guard = threading.RLock()
            _child_cases(shards, runner, send)
        finally:
            for s in (signal.SIGINT, signal.SIGTERM):
                signal.signal(s, signal.SIG_IGN)  # the errors are in hand: a repeated signal must not lose them
            runner.adapter.kill()
    except Interrupted:
        pass
    try:
        send.send(list(runner.repro_errors))
    finally:
        send.close()


def _child_cases(shards: Shards, runner: Runner, send: Pipe) -> None:
    try:
        runner.greet()
    except CannotRun:
        return  # one shard fewer
    while True:
        index = shards._take()
        if index is None:
            runner.close()
            return
        try:
            outcome = shards.work(runner, shards.cases[index])
        except Exception as exc:  # noqa: BLE001 (the parent raises it at this case)
            try:
                send.send((index, exc))
            except Exception:  # noqa: BLE001 (an exception that does not pickle: its text)
                send.send((index, CannotRun(f"{type(exc).__name__}: {exc}")))
            return
        outcome.case = None  # type: ignore[assignment]  # the parent puts its own back
        send.send((index, outcome, runner.adapter.alive))

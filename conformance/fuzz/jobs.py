"""``fuzz --jobs N``: N independent searches at once, one report.

Worker ``i`` (0 to N-1) is a process of its own that runs the whole fuzz (conformance.fuzz.run)
with its own adapter, the seed ``seed + i`` and its share of ``--examples`` (``examples // N``,
one more for the first ``examples % N``), so that worker ``i`` alone is repeated exactly by
``fuzz --seed <seed + i> --examples <its share>``. The first worker to find a disagreement claims
it (a shared slot, set once); the others stop at their next example and the winner shrinks it and
writes the case. One summary adds the workers' counts up.

Interruption: SIGINT (a terminal's, sent to every process) or SIGTERM (sent to this one, then
passed on to the workers) makes each worker kill its adapter and hand back its partial counts.
No adapter outlives a worker: an adapter runs under a keeper that kills its whole tree when the
worker's end of its control pipe closes (conformance/protocol/process.py), even if the worker is
killed. The workers are forked before any adapter starts, so none holds another's pipes.
"""

from __future__ import annotations

import dataclasses
import multiprocessing
import multiprocessing.connection
import os
import signal
import sys
import time
from collections.abc import Callable
from contextlib import AbstractContextManager
from multiprocessing.process import BaseProcess
from types import FrameType
from typing import TYPE_CHECKING, Protocol

from conformance.errors import CannotRun, Interrupted, UsageError
from conformance.fuzz.run import FuzzConfig, FuzzReport, fuzz
from conformance.fuzz.search import Stats

if TYPE_CHECKING:
    from sys import UnraisableHookArgs

    Pipe = multiprocessing.connection.Connection[tuple[int, object], tuple[int, object]]


class Slot(Protocol):
    """The shared winner slot (``multiprocessing.Value("i")``): a worker's index, or NOBODY."""

    value: int

    def get_lock(self) -> AbstractContextManager[object]: ...


WAIT_SLICE = 0.2  # the parent wakes this often, so a signal reaches it promptly
RESEND = 2.0  # seconds between two SIGTERMs to a worker that has not answered yet
STOP_GRACE = 30.0  # seconds a worker has to hand back its counts once told to stop, before it is killed
NOBODY = -1
EVERYBODY_STOPS = -2  # no worker may claim: a worker could not run, the search is over


def shares(examples: int | None, jobs: int) -> list[int | None]:
    """Each worker's share of ``--examples`` (module docstring); None: no count budget."""
    if examples is None:
        return [None] * jobs
    return [examples // jobs + (1 if i < examples % jobs else 0) for i in range(jobs)]


def fuzz_in_workers(config: FuzzConfig) -> FuzzReport:
    """The search in ``config.jobs`` worker processes (module docstring). Raises CannotRun and
    UsageError as ``fuzz`` does (the first worker's); an interruption gives the partial report."""
    context = multiprocessing.get_context("fork")  # POSIX, as the adapter's pipes are
    winner: Slot = context.Value("i", NOBODY)
    began = time.monotonic()
    workers: list[tuple[BaseProcess, Pipe]] = []
    for i, count in enumerate(shares(config.examples, config.jobs)):
        if count == 0:
            continue  # fewer examples than workers
        mine = dataclasses.replace(config, seed=config.seed + i, examples=count, jobs=1)
        receive, send = context.Pipe(duplex=False)
        process: BaseProcess = context.Process(target=_worker, args=(i, mine, winner, send), daemon=True)
        process.start()
        send.close()
        workers.append((process, receive))
    results: dict[int, object] = {}
    interrupted = 0
    try:
        _collect(workers, results, winner)
    except Interrupted as exc:
        interrupted = exc.signum
        stop_by = time.monotonic() + STOP_GRACE
        while time.monotonic() < stop_by and any(i not in results and p.is_alive() for i, (p, _) in enumerate(workers)):
            # again and again: a signal that lands in a garbage-collector callback is lost (Python
            # prints it and goes on), and a worker that lost it would wait on its adapter for ever
            for i, (process, _) in enumerate(workers):
                if i not in results and process.is_alive() and process.pid is not None:
                    try:
                        os.kill(process.pid, signal.SIGTERM)
                    except OSError:
                        pass
            _collect(workers, results, winner, deadline=min(stop_by, time.monotonic() + RESEND))
    finally:
        for process, receive in workers:
            if process.is_alive():
                process.kill()  # its adapter's keeper sees the control pipe close and kills the adapter
            process.join()
            receive.close()
    return _merged(config, results, interrupted, time.monotonic() - began)


def _worker(index: int, config: FuzzConfig, winner: Slot, send: Pipe) -> None:
    # SIGINT and SIGTERM raise Interrupted every time, not once (the parent may have to repeat
    # itself, see fuzz_in_workers); one raised inside a garbage-collector callback is dropped
    # without a word instead of a traceback.
    def interrupt(signum: int, frame: FrameType | None) -> None:
        raise Interrupted(signum)

    for s in (signal.SIGINT, signal.SIGTERM):
        signal.signal(s, interrupt)
    default_hook = sys.unraisablehook

    def unraisable(info: UnraisableHookArgs) -> None:
        if not isinstance(info.exc_value, Interrupted):
            default_hook(info)

    sys.unraisablehook = unraisable

    def halt() -> bool:
        return winner.value not in (NOBODY, index)

    def claim() -> bool:
        with winner.get_lock():
            if winner.value == NOBODY:
                winner.value = index
            return bool(winner.value == index)

    result: object = None
    try:
        try:
            report = fuzz(config, halt, claim)
            result = dataclasses.replace(report, config=dataclasses.replace(report.config, notes=None))  # a stream does not pickle
        except (CannotRun, UsageError) as exc:
            with winner.get_lock():
                if winner.value == NOBODY:
                    winner.value = EVERYBODY_STOPS
            result = exc
        finally:
            _ignore_signals()  # the counts are in hand: a repeated signal must not lose them
    except Interrupted as exc:  # before fuzz() could catch it, or after it returned
        _ignore_signals()
        result = exc if result is None else result
    try:
        send.send((index, result))
    finally:
        send.close()


def _ignore_signals() -> None:
    for s in (signal.SIGINT, signal.SIGTERM):
        signal.signal(s, signal.SIG_IGN)


def _collect(workers: list[tuple[BaseProcess, Pipe]], results: dict[int, object],
             winner: Slot, deadline: float | None = None) -> None:
    """Read each worker's result as it comes (waking every ``WAIT_SLICE`` so that a signal is
    handled at once), until every worker has answered or exited, or ``deadline`` passes."""
    waiting = {receive: process for process, receive in workers}
    while waiting and (deadline is None or time.monotonic() < deadline):
        answered = multiprocessing.connection.wait(list(waiting), timeout=WAIT_SLICE)
        for ready in [r for r in list(waiting) if r in answered]:
            try:
                index, result = ready.recv()
            except (EOFError, OSError):  # the worker died without a word
                waiting.pop(ready)
                continue
            results[index] = result
            waiting.pop(ready)
            if isinstance(result, (CannotRun, UsageError)):
                with winner.get_lock():
                    if winner.value == NOBODY:
                        winner.value = EVERYBODY_STOPS


def _merged(config: FuzzConfig, results: dict[int, object], interrupted: int, seconds: float) -> FuzzReport:
    reports = {i: r for i, r in sorted(results.items()) if isinstance(r, FuzzReport)}
    errors = [r for _, r in sorted(results.items()) if isinstance(r, (CannotRun, UsageError))]
    signals = [r.signum for r in results.values() if isinstance(r, Interrupted)]
    signals += [r.interrupted for r in reports.values() if r.interrupted]
    if errors and not interrupted:
        usage = [e for e in errors if isinstance(e, UsageError)]
        raise (usage or errors)[0]
    if not reports and not interrupted and not signals:
        raise CannotRun("no fuzz worker answered (each was killed or crashed)")
    found = next((r for r in reports.values() if r.failure is not None), None)
    first = found or (reports[min(reports)] if reports else None)
    stats = _summed([r.stats for r in reports.values()], found.stats if found is not None else None)
    known = first.known if first is not None else None
    if known is not None:
        known = dataclasses.replace(known, matched={})
    return FuzzReport(
        config, first.implementation if first is not None else {}, first.games if first is not None else [], stats,
        seconds, found.failure if found is not None else None, interrupted or (signals[0] if signals else 0), known,
        worker_seed=found.config.seed if found is not None else None,
    )


def _summed(all_stats: list[Stats], winner: Stats | None) -> Stats:
    total = Stats()
    for s in all_stats:
        total.examples += s.examples
        total.actions += s.actions
        total.hands += s.hands
        total.probes += s.probes
        total.skipped += s.skipped
        total.known_games += s.known_games
        for game, n in s.games.items():
            total.games[game] = total.games.get(game, 0) + n
        for line, n in s.known.items():
            total.known[line] = total.known.get(line, 0) + n
        if s.first_failure_examples is not None and winner is None:
            total.first_failure_examples = s.first_failure_examples  # an interrupted worker's
            total.first_failure_seconds = s.first_failure_seconds
    if winner is not None:
        total.first_failure_seconds = winner.first_failure_seconds
        total.first_failure_examples = winner.first_failure_examples
        total.shrink_steps = winner.shrink_steps
        total.shrink_seconds = winner.shrink_seconds
    return total


Run = Callable[[FuzzConfig], FuzzReport]


def runner_for(config: FuzzConfig) -> Run:
    """``fuzz`` for one job, ``fuzz_in_workers`` for more."""
    return fuzz_in_workers if config.jobs > 1 else fuzz

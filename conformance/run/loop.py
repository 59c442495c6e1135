"""A run: start the adapter, build the suite for its declaration (or take the cases given), run
every case through the session and collect the outcomes, stopping early when told to (a limit
of failures or crashes, an interruption). Exit codes are conformance/errors.py's.

After ``hello`` the runner builds the suite for what the implementation declares
(conformance.suite.build): corpus cases inside the declaration, hand-worked cases tailored to it,
and cases generated under each declared configuration.
"""

from __future__ import annotations

import dataclasses
import signal
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import IO, TYPE_CHECKING

from conformance.case.corpus import Corpus
from conformance.case.format import Case
from conformance.case.verdict import Outcome
from conformance.errors import (
    EXIT_CANNOT_RUN,
    EXIT_EMPTY,
    EXIT_FAILED,
    EXIT_OK,
    CannotRun,
    Interrupted,
    UsageError,
    signal_name,
)
from conformance.files import write_text
from conformance.jsonvalues import pretty, printable
from conformance.protocol.session import Runner, SessionConfig
from conformance.run.divergence import first_divergence
from conformance.run.select import Selection, select_cases
from conformance.run.shards import Shards, StoppedAt, processes_usable
from conformance.run.skips import SkipList, apply_skip_list, check_skip_list
from conformance.suite.declaration import BadDeclaration, outside, read_declarations

if TYPE_CHECKING:
    from conformance.suite.build import Suite

MAX_FILE_ERRORS = 5  # files not written, named one by one in the notes
MAX_SHARPENED = 60  # failing cases per run whose rules are measured against the mutants


@dataclass
class RunConfig:
    impl: str
    timeout: float = 10.0
    max_reply_bytes: int = 1 << 20
    max_failures: int | None = None
    skip_list: SkipList | None = None
    trace: IO[str] | None = None
    repro: Path | None = None
    progress: IO[str] | None = None  # a TTY for the progress line, or None
    tailor: bool = True  # build the suite for the declaration (conformance.suite.build)
    cache: Path | None = None  # where generated cases are cached
    allow_empty: bool = False
    cases_dir: Path | None = None  # where failing cases that have no file of their own are written
    notes: IO[str] | None = None  # one-line notes while the suite is built (stderr)
    max_crashes: int = 5  # consecutive crashed cases before the run gives up (exit 3)
    heartbeat: IO[str] | None = None  # where a one-line progress is written every heartbeat_seconds
    heartbeat_seconds: float = 30.0
    divergence: bool = True  # probe each failing case once more for its first divergence
    jobs: int = 1  # adapter processes the cases are sharded over (conformance.run.shards)

    def session(self) -> SessionConfig:
        return SessionConfig(self.impl, self.timeout, self.max_reply_bytes, self.trace, self.repro)


@dataclass
class RunResult:
    corpus: Corpus
    implementation: dict[str, object]
    outcomes: list[Outcome]
    selected: int
    stopped_early: str = ""
    seconds: float = 0.0
    suite: Suite | None = None
    impl: str = ""
    allow_empty: bool = False
    interrupted: int = 0  # the signal that stopped the run, or 0
    gave_up: bool = False  # stopped after max_crashes consecutive crashes
    file_errors: list[str] = dataclasses.field(default_factory=list)  # --repro, --trace, --cases-dir files not written

    def count(self, what: str) -> int:
        return sum(1 for o in self.outcomes if o.counts_as == what)

    @property
    def ran(self) -> int:
        return self.count("passed") + self.count("failed")

    @property
    def exit_code(self) -> int:
        if self.interrupted:
            return 128 + self.interrupted
        if self.gave_up:
            return EXIT_CANNOT_RUN
        if self.count("failed"):
            return EXIT_FAILED
        if self.ran == 0 and not self.allow_empty:
            return EXIT_EMPTY
        return EXIT_OK


def interrupted_result(corpus: Corpus, config: RunConfig, signum: int, began: float, selected: int = 0) -> RunResult:
    return RunResult(corpus, {}, [], selected, stopped_early=f"interrupted by {signal_name(signum)} before any case ran",
                     seconds=time.monotonic() - began, impl=config.impl, allow_empty=config.allow_empty, interrupted=signum)


def run(corpus: Corpus, cases: Sequence[Case], config: RunConfig) -> RunResult:
    """Run ``cases`` as they are (no suite is built). Raises CannotRun when the adapter cannot be
    started at all; a failure to restart it later stops the run early (``stopped_early``)."""
    runner = Runner(config.session())
    began = time.monotonic()
    extra: list[Runner] = []
    try:
        runner.launch()  # first: an adapter that allows one instance runs as under --jobs 1
        extra = _launched(_spawn_extra(config, len(cases)))
        runner.greet()
    except (Interrupted, KeyboardInterrupt) as exc:
        _kill(runner, extra)
        return interrupted_result(corpus, config, _signum(exc), began, len(cases))
    except BaseException:
        _kill(runner, extra)
        raise
    return _run_cases(runner, corpus, list(cases), config, began, None, extra)


def _spawn_extra(config: RunConfig, cases: int | None) -> list[Runner]:
    """``--jobs N``: the N-1 extra adapters spawned (their keepers started) right after the first
    one is launched, before its hello is answered and the suite built, so that their start-up runs
    beside the first one's and the runner's instead of after them (issue 27); ``_launched`` then
    finishes their launch. One that cannot be started only leaves a shard fewer, as in
    conformance.run.shards. None for one job, or for ``cases`` (when known) too few to shard."""
    if config.jobs <= 1 or (cases is not None and cases <= 1):
        return []
    spawned = []
    for _ in range(config.jobs - 1):
        extra = Runner(config.session())
        try:
            extra.spawn()
        except CannotRun:
            continue
        spawned.append(extra)
    return spawned


def _launched(spawned: list[Runner]) -> list[Runner]:
    """The spawned extra adapters that started (``hello`` sent to each); the others are gone."""
    launched = []
    for extra in spawned:
        try:
            extra.launch()
        except CannotRun:
            continue
        launched.append(extra)
    return launched


def _kill(runner: Runner, extra: Sequence[Runner]) -> None:
    """The run stops before its cases: every adapter it started goes, without grace."""
    for r in (runner, *extra):
        r.adapter.kill()


def _signum(exc: BaseException) -> int:
    return exc.signum if isinstance(exc, Interrupted) else int(signal.SIGINT)


def run_declared(load: Corpus | Callable[[], Corpus], selection: Selection, config: RunConfig) -> RunResult:
    """Start the adapter, build the suite for its declaration (conformance.suite.build), select with
    ``selection`` and run. Raises CannotRun, or UsageError for a declaration the runner cannot
    read. ``load`` (a corpus, or what reads it: raising UsageError or BadCase for a bad one) is
    called after the adapters are launched, so that their start-up runs on another core while the
    runner reads the corpus (issue 27); a corpus that cannot be read kills every adapter launched.
    Everything the run reports (an interruption, CannotRun) needs the corpus: ``load`` must return
    the same corpus when called again, and the caller's CannotRun path calls it too (a bad corpus
    stays exit 2 whatever the adapter does)."""
    def read() -> Corpus:
        return load() if callable(load) else load

    runner = Runner(config.session())
    began = time.monotonic()
    suite: Suite | None = None
    extra: list[Runner] = []
    try:
        runner.launch()  # first: an adapter that allows one instance runs as under --jobs 1
        extra = _spawn_extra(config, None)
        corpus = read()  # while the adapters start
        extra = _launched(extra)
        runner.greet()
        if config.tailor:
            notes = config.notes

            def note(text: str) -> None:
                if notes is not None:
                    notes.write(f"trickref conformance: {text}\n")
                    notes.flush()

            # only a tailored run builds a suite (its imports cost a third of a second)
            from conformance.suite.build import build_suite

            read_declarations(runner.hello, config.cache)  # checked once, recorded: the build reads them again
            suite = build_suite(corpus, runner.hello, config.cache, note, [selection.game] if selection.game else None,
                                jobs=config.jobs)
            for warning in suite.warnings:
                note(f"warning: {warning}")
            cases = select_cases(suite.cases, selection)
        else:
            cases = select_cases(corpus.cases, selection)
        if config.skip_list is not None:
            # The corpus too: an entry for a case this declaration leaves out is no typo.
            check_skip_list(config.skip_list, suite.cases if suite is not None else corpus.cases, "the suite", corpus.cases)
    except BadDeclaration as exc:
        runner.close()
        _kill(runner, extra)  # the first adapter closed already: only the extra ones go here
        raise UsageError(f"the adapter's {printable(str(exc), 600)}") from None  # it quotes the hello: adapter text
    except (Interrupted, KeyboardInterrupt) as exc:
        _kill(runner, extra)
        return interrupted_result(read(), config, _signum(exc), began)  # read again if the signal came while reading
    except BaseException:
        _kill(runner, extra)
        raise
    return _run_cases(runner, corpus, cases, config, began, suite, extra)


def _run_cases(runner: Runner, corpus: Corpus, cases: list[Case], config: RunConfig, began: float, suite: Suite | None,
               extra: Sequence[Runner] = ()) -> RunResult:
    implementation = runner.hello.get("implementation")
    result = RunResult(corpus, implementation if isinstance(implementation, dict) else {}, [], len(cases),
                       suite=suite, impl=config.impl, allow_empty=config.allow_empty)
    failures = 0
    sharpened = 0  # failing cases whose checks' rules were narrowed by the mutants that fail them
    crashes = 0  # consecutive cases the adapter crashed on
    last_beat = time.monotonic()
    clean_exit = True
    shards = (Shards(runner, extra, cases, _case_outcome(config), forked=processes_usable(config.trace is not None))
              if extra and len(cases) > 1 else None)
    if shards is None:
        for unused in extra:  # one case (or none) selected after all: one adapter runs it
            unused.adapter.kill()
    try:
        for number, (case, outcome, alive) in enumerate(shards.outcomes() if shards else _inline(runner, cases, config), start=1):
            if config.progress is not None:
                config.progress.write(f"\r\x1b[K[{number}/{len(cases)}] {case.id}"[:200])
                config.progress.flush()
            elif config.heartbeat is not None and time.monotonic() - last_beat >= config.heartbeat_seconds:
                last_beat = time.monotonic()
                config.heartbeat.write(f"trickref conformance: {number - 1}/{len(cases)} case(s) done: {result.count('passed')} passed, "
                                       f"{result.count('failed')} failed, {result.count('skipped')} skipped "
                                       f"({last_beat - began:.0f}s)\n")
                config.heartbeat.flush()
            if outcome.status == "fail" and sharpened < MAX_SHARPENED:
                sharpened += 1  # the rest keep their table rules: a mutant replay per failure costs
                # the mutants load only for a failure
                from conformance.run.tested import tested_rules

                with runner.guard:  # the mutants are patched into the reference the shards use too
                    outcome.mismatches = [dataclasses.replace(m, rules=tested_rules(case, m)) for m in outcome.mismatches]
                outcome.mismatch = outcome.mismatches[0] if outcome.mismatches else outcome.mismatch
            if outcome.status == "error" and outcome.kind == "crash":
                crashes += 1
            elif outcome.status != "skip" or alive:
                crashes = 0
            outcome = apply_skip_list(outcome, config.skip_list)
            outcome.case_file = corpus.file_of(case.id)
            if outcome.status in ("fail", "error") and outcome.case_file is None and config.cases_dir is not None:
                outcome.case_file = write_case(config.cases_dir, case, result.file_errors)
            result.outcomes.append(outcome)
            if crashes >= config.max_crashes:
                result.gave_up = True
                result.stopped_early = (f"stopped: the adapter crashed on {crashes} cases in a row (last: {outcome.message}); "
                                        "not restarting it again (--max-crashes)")
                break
            if outcome.counts_as == "failed":
                failures += 1
                if config.max_failures is not None and failures >= config.max_failures:
                    result.stopped_early = f"stopped after {failures} failure(s) (--max-failures)"
                    break
    except StoppedAt as exc:
        result.stopped_early = f"stopped at {exc.case_id}: {exc.message}"
        raise CannotRunMidway(result, exc.message) from None
    except (Interrupted, KeyboardInterrupt) as exc:
        clean_exit = False
        result.interrupted = _signum(exc)
        result.stopped_early = f"interrupted by {signal_name(result.interrupted)}"
    finally:
        if config.progress is not None:
            config.progress.write("\r\x1b[K")
            config.progress.flush()
        if shards is not None:
            # Each worker finishes the case in hand (at most --timeout; interrupted, at once: its
            # adapter is killed under it, conformance.run.shards) before its adapter's pipes are
            # closed: never under a thread still reading them.
            shards.close(kill=not clean_exit)
            runner.repro_errors = shards.repro_errors()
        elif clean_exit:
            runner.close()
        else:
            runner.adapter.kill()  # no grace: the run was told to stop
        result.seconds = time.monotonic() - began
        _file_errors(result, runner, config, shards.trace_errors() if shards is not None else None)
    return result


def _case_outcome(config: RunConfig) -> Callable[[Runner, Case], Outcome]:
    """One case's outcome on one runner: skipped outside the declaration, else replayed, and a
    failure probed for its first divergence. Raises CannotRun (an adapter that cannot restart)."""

    def outcome_of(runner: Runner, case: Case) -> Outcome:
        with runner.guard:
            outside_it = outside(case, runner.hello, config.cache)
        if outside_it is not None:
            return Outcome(case, "skip", outside_it.reason, unsupported=outside_it.options)
        outcome = runner.run_case(case)
        if outcome.status == "fail" and config.divergence:
            with runner.guard:  # the reference answers the probe in process
                outcome.divergence = first_divergence(runner, outcome)
        return outcome

    return outcome_of


def _inline(runner: Runner, cases: Sequence[Case], config: RunConfig) -> Iterator[tuple[Case, Outcome, bool]]:
    """One adapter: each case run as it is read (a signal interrupts the exchange itself)."""
    outcome_of = _case_outcome(config)
    for case in cases:
        try:
            outcome = outcome_of(runner, case)
        except CannotRun as exc:
            raise StoppedAt(case.id, str(exc)) from None
        yield case, outcome, runner.adapter.alive


def _file_errors(result: RunResult, runner: Runner, config: RunConfig, trace_errors: list[str] | None = None) -> None:
    """The files the run could not write (a bad ``--repro`` folder, ``--trace /dev/full``): the
    run went on without them, and says so once per cause on the notes stream (stderr)."""
    errors = list(dict.fromkeys(runner.repro_errors))
    for trace_error in trace_errors if trace_errors is not None else [runner.adapter.trace_error]:
        if trace_error and trace_error not in errors:
            errors.append(trace_error)
    errors += [e for e in result.file_errors if e not in errors]
    if len(errors) > MAX_FILE_ERRORS:  # one bad folder fails every case's file: the first few say it
        errors = errors[:MAX_FILE_ERRORS] + [f"and {len(errors) - MAX_FILE_ERRORS} more file(s) not written"]
    result.file_errors = errors
    if config.notes is not None:
        for error in result.file_errors:
            config.notes.write(f"trickref conformance: warning: {printable(error, 300)}\n")
        config.notes.flush()


def write_case(folder: Path, case: Case, errors: list[str] | None = None) -> Path | None:
    """Write a case that has no file of its own (tailored, generated for the configuration) so
    that ``run --case`` and ``explain --case`` can read it; None if it cannot be written (the
    reason added to ``errors``). A symbolic link planted under the case's predictable name is
    refused, never followed (conformance/files.py)."""
    path = folder / (case.id.replace("/", "__") + ".json")
    try:
        folder.mkdir(parents=True, exist_ok=True)
        write_text(path, pretty(case.raw))
    except OSError as exc:
        if errors is not None:
            errors.append(f"{exc.filename or path}: {exc.strerror or exc} (the failing case's file was not written)")
        return None
    return path


class CannotRunMidway(Exception):
    def __init__(self, result: RunResult, message: str) -> None:
        super().__init__(message)
        self.result = result
        self.message = message


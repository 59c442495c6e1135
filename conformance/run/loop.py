"""``trickref conformance run``: drive an adapter over the corpus and judge every reply.

Exit codes: 0 every selected case passed (skips allowed), 1 a case failed or errored or a skip-list
entry is stale, 2 bad usage or bad input (corpus, skip file, hello declaration), 3 the implementation
could not be run (it does not start, does not answer ``hello``, speaks another protocol, cannot
be restarted, or crashed on ``max_crashes`` cases in a row), 4 no case was run (every selected
case skipped, or none selected) and ``--allow-empty`` was not given, 130 and 143 interrupted by
SIGINT (Ctrl-C) or SIGTERM (the adapter is killed and the partial report written).

A case that goes wrong in the adapter gets a status of its own: ``timeout``, ``crash``,
``protocol_error`` (not JSON, not a message, wrong seq, unsolicited line, nested too deeply,
NaN), ``oversize``, or ``error`` when the adapter answers with an ``error`` message. Internally
they are all ``status == "error"`` with ``Outcome.kind`` saying which.

After ``hello`` the runner builds the suite for what the implementation declares
(conformance.suite.build): corpus cases inside the declaration, hand-worked cases tailored to it, and
cases generated under each declared configuration.
"""

from __future__ import annotations

import fnmatch
import shlex
import signal
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import FrameType
from typing import IO, TYPE_CHECKING, TypeVar

from conformance import PROTOCOL_VERSION
from conformance.protocol.process import Adapter, AdapterFailure
from conformance.case.judge import Mismatch, judge_refused, judge_result_all
from conformance.suite.declaration import BadDeclaration, Declaration, read_declarations
from conformance.jsonvalues import compact, pretty, printable
from conformance.case.format import Case, Corpus

if TYPE_CHECKING:
    from conformance.suite.build import Suite

EXIT_OK, EXIT_FAILED, EXIT_USAGE, EXIT_CANNOT_RUN, EXIT_EMPTY = 0, 1, 2, 3, 4
STATUSES = ("pass", "fail", "error", "skip", "xfail", "stale")
# What an ``error`` outcome's ``kind`` may be; each is the case's status in the reports.
ERROR_KINDS = ("timeout", "crash", "protocol_error", "oversize", "error")
FAILURE_KIND = {"timeout": "timeout", "crash": "crash", "protocol": "protocol_error", "garbage": "protocol_error",
                "oversize": "oversize"}
MAX_ADAPTER_TEXT = 2000  # characters kept of an adapter's error message or skip reason
PYTHON_NAMES = ("python", "python3")


class Interrupted(KeyboardInterrupt):
    """SIGINT or SIGTERM arrived (raised by the handler the command line installs); a
    KeyboardInterrupt, so that whatever handles Ctrl-C handles SIGTERM too."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum


class UsageError(Exception):
    """Bad usage or bad input: exit 2."""


class CannotRun(Exception):
    """The implementation could not be run: exit 3."""


T = TypeVar("T")


def exit_on_error(run: Callable[[], T], error: Callable[[str], None],
                  usage: tuple[type[Exception], ...] = (UsageError,)) -> T | int:
    """``run()``, or, when it raises, the exit status of what it raised once ``error`` has
    reported it: bad usage or input (``usage``, an unreadable file) 2, an implementation that
    could not be run 3."""
    try:
        return run()
    except usage as exc:
        error(str(exc))
        return EXIT_USAGE
    except CannotRun as exc:
        error(str(exc))
        return EXIT_CANNOT_RUN
    except OSError as exc:
        error(f"{str(exc.filename) + ': ' if exc.filename else ''}{exc.strerror or exc}")
        return EXIT_USAGE


@dataclass
class Outcome:
    case: Case
    status: str  # one of STATUSES
    message: str = ""
    mismatch: Mismatch | None = None
    seconds: float = 0.0
    mismatches: list[Mismatch] = field(default_factory=list)  # every difference (mismatch is the first)
    case_file: Path | None = None  # where the case can be read (and replayed with --case)
    kind: str = ""  # for an error: one of ERROR_KINDS

    @property
    def report_status(self) -> str:
        """The status the reports give: an error's kind in place of ``error``."""
        if self.status == "error":
            return self.kind if self.kind in ERROR_KINDS else "error"
        return self.status

    @property
    def counts_as(self) -> str:
        """passed / failed / skipped, for the summary line."""
        if self.status == "pass":
            return "passed"
        if self.status in ("skip", "xfail"):
            return "skipped"
        return "failed"


@dataclass
class SkipList:
    path: Path
    entries: list[tuple[int, str, str]] = field(default_factory=list)  # (line, pattern, reason)

    def match(self, case_id: str) -> tuple[int, str] | None:
        for line, pattern, reason in self.entries:
            if fnmatch.fnmatchcase(case_id, pattern):
                return line, reason
        return None


def read_skip_list(path: Path, corpus: Corpus | None) -> SkipList:
    """One case id (or glob) per line; ``#`` starts a comment, which is the reason. An entry that
    matches no case of the corpus is bad input (a stale list); without a corpus the entries are
    checked later, against the suite (``check_skip_list``)."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise UsageError(f"--skip-file {path}: {exc.strerror or exc}") from None
    except UnicodeDecodeError as exc:
        raise UsageError(f"--skip-file {path}: not UTF-8 text (byte {exc.start})") from None
    skips = SkipList(path)
    for number, raw in enumerate(text.splitlines(), start=1):
        pattern, _, reason = raw.partition("#")
        pattern = pattern.strip()
        if pattern:
            skips.entries.append((number, pattern, reason.strip()))
    if corpus is not None:
        check_skip_list(skips, [c.id for c in corpus.cases], f"corpus {corpus.corpus_version}")
    return skips


def check_skip_list(skips: SkipList, ids: Sequence[str], what: str) -> None:
    for number, pattern, _ in skips.entries:
        if not any(fnmatch.fnmatchcase(i, pattern) for i in ids):
            raise UsageError(f"skip file {skips.path} line {number}: {pattern!r} matches no case of {what} (remove it)")


@dataclass
class Selection:
    ids: Sequence[str] = ()
    game: str | None = None
    tags: Sequence[str] = ()
    rules: Sequence[str] = ()
    levels: Sequence[str] = ()


def rule_matches(rule: str, prefix: str) -> bool:
    return rule == prefix or rule.startswith((prefix + ".", prefix + "-"))


def select(corpus: Corpus, sel: Selection) -> list[Case]:
    return select_cases(corpus.cases, sel)


def select_cases(cases: Sequence[Case], sel: Selection) -> list[Case]:
    out = []
    for c in cases:
        if sel.ids and not any(fnmatch.fnmatchcase(c.id, g) for g in sel.ids):
            continue
        if sel.game and c.game != sel.game:
            continue
        if sel.tags and not all(any(fnmatch.fnmatchcase(t, want) for t in c.tags) for want in sel.tags):
            continue
        if sel.rules and not any(rule_matches(r, p) for r in c.rules for p in sel.rules):
            continue
        if sel.levels and c.level not in sel.levels:
            continue
        out.append(c)
    return out


_DECLARATIONS: dict[tuple[str, str], Declaration | str | None] = {}


def unsupported(case: Case, hello: dict[str, object]) -> str | None:
    """Why the adapter's hello rules this case out, if it does: every unsupported option named."""
    games = hello.get("games")
    if not isinstance(games, dict) or case.game not in games:
        return f"the adapter does not implement game {case.game!r}"
    # read once per declaration, not per case: reading checks that the declaration holds a
    # playable game, which tries many option vectors
    key = (case.game, compact(games[case.game]))
    if key not in _DECLARATIONS:
        try:
            _DECLARATIONS[key] = read_declarations({"games": {case.game: games[case.game]}}).get(case.game)
        except BadDeclaration as exc:
            _DECLARATIONS[key] = str(exc)
    decl = _DECLARATIONS[key]
    if isinstance(decl, str):
        return decl
    if decl is None:
        return None
    reasons = decl.unsupported(case.options)
    if not reasons:
        return None
    return f"the adapter does not support option{'s' if len(reasons) > 1 else ''} {', '.join(reasons)}"


SKIP_OPTIONS_PREFIX = "the adapter does not support option"


def skipped_options(message: str) -> list[str]:
    """The ``name=value`` items of an unsupported-options skip reason (for grouping)."""
    if not message.startswith(SKIP_OPTIONS_PREFIX):
        return []
    items = message[len(SKIP_OPTIONS_PREFIX):].lstrip("s ").split(", ")
    return [i for i in items if "=" in i]


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


class Runner:
    def __init__(self, config: RunConfig) -> None:
        try:
            argv = shlex.split(config.impl)
        except ValueError as exc:
            raise UsageError(f"--impl: {exc}") from None
        if not argv:
            raise UsageError("--impl: empty command")
        argv = resolve_python(argv)
        self.config = config
        self.adapter = Adapter(argv, config.max_reply_bytes, config.trace)
        self.hello: dict[str, object] = {}
        self.seq = 0

    def start(self) -> dict[str, object]:
        """Start the adapter and shake hands. Raises CannotRun."""
        try:
            self.adapter.start()
        except OSError as exc:
            raise CannotRun(f"cannot start {self.config.impl!r}: {exc.strerror or exc}") from None
        except ValueError as exc:  # e.g. a NUL byte in the command line
            raise CannotRun(f"cannot start {self.config.impl!r}: {exc}") from None
        timeout = max(self.config.timeout, 10.0)
        try:
            reply = self.adapter.exchange({"type": "hello", "protocol": PROTOCOL_VERSION}, timeout)
        except AdapterFailure as exc:
            raise CannotRun(f"adapter {self.config.impl!r} did not answer hello: {exc.message}") from None
        if reply.get("type") != "hello":
            self.adapter.kill()
            raise CannotRun(f"adapter answered hello with {printable(compact(reply), 100)}")
        protocol = reply.get("protocol")
        if not isinstance(protocol, str) or protocol.split(".")[0] != PROTOCOL_VERSION.split(".")[0]:
            self.adapter.kill()
            raise CannotRun(f"adapter speaks protocol {printable(repr(protocol), 60)}; this runner speaks {PROTOCOL_VERSION}")
        self.hello = reply
        return reply

    def run_case(self, case: Case) -> Outcome:
        reason = unsupported(case, self.hello)
        if reason is not None:
            return Outcome(case, "skip", reason)
        if not self.adapter.alive:
            self.start()  # CannotRun propagates: the run stops with exit 3
        self.seq += 1
        msg = case.request(self.seq)
        started = time.monotonic()
        try:
            reply = self.adapter.exchange(msg, self.config.timeout)
        except AdapterFailure as exc:
            outcome = Outcome(case, "error", f"{exc.message}; adapter restarted", seconds=time.monotonic() - started,
                              kind=FAILURE_KIND.get(exc.kind, "error"))
            self._repro(case, msg, None, outcome)
            return outcome
        seconds = time.monotonic() - started
        try:
            outcome = self._judge(case, reply)
        except (RecursionError, ValueError, TypeError) as exc:  # a reply shaped to break the comparison
            self.adapter.kill()
            outcome = Outcome(case, "error", f"protocol: the reply could not be judged ({type(exc).__name__}); adapter restarted",
                              kind="protocol_error")
        outcome.seconds = seconds
        if outcome.status in ("fail", "error"):
            self._repro(case, msg, reply, outcome)
        return outcome

    def _judge(self, case: Case, reply: dict[str, object]) -> Outcome:
        kind = reply.get("type")
        seq = reply.get("seq")
        if seq != self.seq:
            self.adapter.kill()
            if isinstance(seq, int) and not isinstance(seq, bool) and seq < self.seq or seq is None:
                what = f"unsolicited line (a {printable(compact(kind), 40)} with seq {printable(compact(seq), 40)}) where the reply to request {self.seq} was expected"
            else:
                what = f"reply seq {printable(compact(seq), 40)} for request {self.seq}"
            return Outcome(case, "error", f"protocol: {what}; adapter restarted", kind="protocol_error")
        if kind == "skip":
            reason = reply.get("reason")
            text = reason[:MAX_ADAPTER_TEXT] if isinstance(reason, str) else ""
            return Outcome(case, "skip", text or "skipped by the adapter (no reason given)")
        if kind == "error":
            message = reply.get("message")
            text = message if isinstance(message, str) else compact(message)
            return Outcome(case, "error", f"adapter error: {text[:MAX_ADAPTER_TEXT]}", kind="error")
        if kind == "result":
            found = judge_result_all(case, reply.get("observations"))
        elif kind == "refused":
            one = judge_refused(case, reply.get("index"), reply.get("code"))
            found = [one] if one is not None else []
        else:
            self.adapter.kill()
            return Outcome(case, "error", f"protocol: unknown reply type {printable(compact(kind), 60)}; adapter restarted",
                           kind="protocol_error")
        if not found:
            return Outcome(case, "pass")
        more = f" (and {len(found) - 1} more difference{'s' if len(found) > 2 else ''})" if len(found) > 1 else ""
        return Outcome(case, "fail", found[0].render() + more, found[0], mismatches=found)

    def _repro(self, case: Case, msg: dict[str, object], reply: dict[str, object] | None, outcome: Outcome) -> None:
        folder = self.config.repro
        if folder is None:
            return
        path = folder / (case.id.replace("/", "__") + ".json")
        path.parent.mkdir(parents=True, exist_ok=True)
        bundle: dict[str, object] = {
            "case": case.id,
            "status": outcome.status,
            "message": outcome.message,
            "request": msg,
            "reply": reply,
            "expect": list(case.expect),
            "replay": f"printf '%s\\n' '{compact({'type': 'hello', 'protocol': PROTOCOL_VERSION})}' '{compact(msg)}' | {self.config.impl}",
        }
        path.write_text(pretty(bundle), encoding="utf-8")

    def close(self) -> None:
        self.adapter.stop()


def resolve_python(argv: list[str]) -> list[str]:
    """A leading ``python`` or ``python3`` is the Python running trickref, so that
    ``--impl "python -m conformance.protocol.reference_adapter"`` uses the same install (a virtual
    environment's) instead of whatever ``python`` is first on PATH."""
    if argv and argv[0] in PYTHON_NAMES and sys.executable:
        return [sys.executable, *argv[1:]]
    return argv


def interrupted_result(corpus: Corpus, config: RunConfig, signum: int, began: float, selected: int = 0) -> RunResult:
    return RunResult(corpus, {}, [], selected, stopped_early=f"interrupted by {signal_name(signum)} before any case ran",
                     seconds=time.monotonic() - began, impl=config.impl, allow_empty=config.allow_empty, interrupted=signum)


def signal_name(signum: int) -> str:
    try:
        return signal.Signals(signum).name
    except ValueError:
        return f"signal {signum}"


def run(corpus: Corpus, cases: Sequence[Case], config: RunConfig) -> RunResult:
    """Run ``cases`` as they are (no suite is built). Raises CannotRun when the adapter cannot be
    started at all; a failure to restart it later stops the run early (``stopped_early``)."""
    runner = Runner(config)
    began = time.monotonic()
    try:
        runner.start()
    except (Interrupted, KeyboardInterrupt) as exc:
        runner.adapter.kill()
        return interrupted_result(corpus, config, _signum(exc), began, len(cases))
    return _run_cases(runner, corpus, list(cases), config, began, None)


def _signum(exc: BaseException) -> int:
    return exc.signum if isinstance(exc, Interrupted) else int(signal.SIGINT)


def run_declared(corpus: Corpus, selection: Selection, config: RunConfig) -> RunResult:
    """Start the adapter, build the suite for its declaration (conformance.suite.build), select with
    ``selection`` and run. Raises CannotRun, or UsageError for a declaration the runner cannot
    read."""
    from conformance.suite.build import build_suite

    runner = Runner(config)
    began = time.monotonic()
    suite: Suite | None = None
    try:
        runner.start()
        if config.tailor:
            notes = config.notes

            def note(text: str) -> None:
                if notes is not None:
                    notes.write(f"trickref conformance: {text}\n")
                    notes.flush()

            suite = build_suite(corpus, runner.hello, config.cache, note, [selection.game] if selection.game else None)
            for warning in suite.warnings:
                note(f"warning: {warning}")
            cases = select_cases(suite.cases, selection)
        else:
            cases = select_cases(corpus.cases, selection)
        if config.skip_list is not None:
            check_skip_list(config.skip_list, [c.id for c in (suite.cases if suite is not None else corpus.cases)], "the suite")
    except BadDeclaration as exc:
        runner.close()
        raise UsageError(f"the adapter's {exc}") from None
    except (Interrupted, KeyboardInterrupt) as exc:
        runner.adapter.kill()
        return interrupted_result(corpus, config, _signum(exc), began)
    except BaseException:
        runner.adapter.kill()
        raise
    return _run_cases(runner, corpus, cases, config, began, suite)


def _run_cases(runner: Runner, corpus: Corpus, cases: list[Case], config: RunConfig, began: float, suite: Suite | None) -> RunResult:
    implementation = runner.hello.get("implementation")
    result = RunResult(corpus, implementation if isinstance(implementation, dict) else {}, [], len(cases),
                       suite=suite, impl=config.impl, allow_empty=config.allow_empty)
    failures = 0
    crashes = 0  # consecutive cases the adapter crashed on
    last_beat = time.monotonic()
    clean_exit = True
    try:
        for number, case in enumerate(cases, start=1):
            if config.progress is not None:
                config.progress.write(f"\r\x1b[K[{number}/{len(cases)}] {case.id}"[:200])
                config.progress.flush()
            elif config.heartbeat is not None and time.monotonic() - last_beat >= config.heartbeat_seconds:
                last_beat = time.monotonic()
                config.heartbeat.write(f"trickref conformance: {number - 1}/{len(cases)} case(s) done: {result.count('passed')} passed, "
                                       f"{result.count('failed')} failed, {result.count('skipped')} skipped "
                                       f"({last_beat - began:.0f}s)\n")
                config.heartbeat.flush()
            try:
                outcome = runner.run_case(case)
            except CannotRun as exc:
                result.stopped_early = f"stopped at {case.id}: {exc}"
                raise CannotRunMidway(result, str(exc)) from None
            if outcome.status == "error" and outcome.kind == "crash":
                crashes += 1
            elif outcome.status != "skip" or runner.adapter.alive:
                crashes = 0
            outcome = apply_skip_list(outcome, config.skip_list)
            outcome.case_file = corpus.file_of(case.id)
            if outcome.status in ("fail", "error") and outcome.case_file is None and config.cases_dir is not None:
                outcome.case_file = write_case(config.cases_dir, case)
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
    except (Interrupted, KeyboardInterrupt) as exc:
        clean_exit = False
        result.interrupted = _signum(exc)
        result.stopped_early = f"interrupted by {signal_name(result.interrupted)}"
    finally:
        if config.progress is not None:
            config.progress.write("\r\x1b[K")
            config.progress.flush()
        if clean_exit:
            runner.close()
        else:
            runner.adapter.kill()  # no grace: the run was told to stop
        result.seconds = time.monotonic() - began
    return result


def write_case(folder: Path, case: Case) -> Path | None:
    """Write a case that has no file of its own (tailored, generated for the configuration) so
    that ``run --case`` and ``explain --case`` can read it; None if it cannot be written."""
    path = folder / (case.id.replace("/", "__") + ".json")
    try:
        folder.mkdir(parents=True, exist_ok=True)
        path.write_text(pretty(case.raw), encoding="utf-8")
    except OSError:
        return None
    return path


class CannotRunMidway(Exception):
    def __init__(self, result: RunResult, message: str) -> None:
        super().__init__(message)
        self.result = result
        self.message = message


def apply_skip_list(outcome: Outcome, skips: SkipList | None) -> Outcome:
    if skips is None:
        return outcome
    hit = skips.match(outcome.case.id)
    if hit is None:
        return outcome
    line, reason = hit
    where = f"{skips.path.name}:{line}"
    if outcome.status == "pass":
        return Outcome(outcome.case, "stale", f"listed in the skip file ({where}) but passes: remove it from the list", seconds=outcome.seconds)
    if outcome.status in ("fail", "error"):
        note = f" ({reason})" if reason else ""
        return Outcome(outcome.case, "xfail", f"known failure, skip file {where}{note}: {outcome.message}", outcome.mismatch, outcome.seconds,
                       outcome.mismatches, kind=outcome.kind)
    return outcome


def default_progress() -> IO[str] | None:
    return sys.stderr if sys.stderr.isatty() else None


def default_heartbeat() -> IO[str] | None:
    """Where the periodic progress line goes when there is no terminal (CI logs)."""
    return None if sys.stderr.isatty() else sys.stderr


Handler = Callable[[int, FrameType | None], object] | int | None


def install_signal_handlers() -> dict[signal.Signals, Handler]:
    """SIGINT and SIGTERM raise ``Interrupted`` once; a second signal during the cleanup is
    ignored, so the partial report is still written. Returns the previous handlers."""
    previous: dict[signal.Signals, Handler] = {}

    def handler(signum: int, frame: FrameType | None) -> None:
        for s in (signal.SIGINT, signal.SIGTERM):
            signal.signal(s, signal.SIG_IGN)
        raise Interrupted(signum)

    for s in (signal.SIGINT, signal.SIGTERM):
        previous[s] = signal.signal(s, handler)
    return previous


def restore_signal_handlers(previous: dict[signal.Signals, Handler]) -> None:
    for signum, old in previous.items():
        signal.signal(signum, signal.SIG_DFL if old is None else old)

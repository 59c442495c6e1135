"""``trickref conformance run``: drive an adapter over the corpus and judge every reply.

Exit codes: 0 every selected case passed (skips allowed), 1 a case failed or errored or a skip-list
entry is stale, 2 bad usage or bad input (corpus, skip file, hello declaration), 3 the implementation
could not be run (it does not start, does not answer ``hello``, speaks another protocol, or cannot
be restarted), 4 no case was run (every selected case skipped, or none selected) and
``--allow-empty`` was not given.

After ``hello`` the runner builds the suite for what the implementation declares
(conformance.suite): corpus cases inside the declaration, hand-worked cases tailored to it, and
cases generated under each declared configuration.
"""

from __future__ import annotations

import fnmatch
import shlex
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, TYPE_CHECKING

from conformance import PROTOCOL_VERSION
from conformance.adapter_process import Adapter, AdapterFailure
from conformance.compare import Mismatch, judge_refused, judge_result_all
from conformance.declaration import BadDeclaration, read_declarations
from conformance.jsonutil import compact, pretty
from conformance.model import Case, Corpus

if TYPE_CHECKING:
    from conformance.suite import Suite

EXIT_OK, EXIT_FAILED, EXIT_USAGE, EXIT_CANNOT_RUN, EXIT_EMPTY = 0, 1, 2, 3, 4
STATUSES = ("pass", "fail", "error", "skip", "xfail", "stale")


class UsageError(Exception):
    """Bad usage or bad input: exit 2."""


class CannotRun(Exception):
    """The implementation could not be run: exit 3."""


@dataclass
class Outcome:
    case: Case
    status: str  # one of STATUSES
    message: str = ""
    mismatch: Mismatch | None = None
    seconds: float = 0.0
    mismatches: list[Mismatch] = field(default_factory=list)  # every difference (mismatch is the first)
    case_file: Path | None = None  # where the case can be read (and replayed with --case)

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


def unsupported(case: Case, hello: dict[str, object]) -> str | None:
    """Why the adapter's hello rules this case out, if it does: every unsupported option named."""
    games = hello.get("games")
    if not isinstance(games, dict) or case.game not in games:
        return f"the adapter does not implement game {case.game!r}"
    try:
        decl = read_declarations({"games": {case.game: games[case.game]}}).get(case.game)
    except BadDeclaration as exc:
        return str(exc)
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
    tailor: bool = True  # build the suite for the declaration (conformance.suite)
    cache: Path | None = None  # where generated cases are cached
    allow_empty: bool = False
    cases_dir: Path | None = None  # where failing cases that have no file of their own are written
    notes: IO[str] | None = None  # one-line notes while the suite is built (stderr)


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

    def count(self, what: str) -> int:
        return sum(1 for o in self.outcomes if o.counts_as == what)

    @property
    def ran(self) -> int:
        return self.count("passed") + self.count("failed")

    @property
    def exit_code(self) -> int:
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
        timeout = max(self.config.timeout, 10.0)
        try:
            reply = self.adapter.exchange({"type": "hello", "protocol": PROTOCOL_VERSION}, timeout)
        except AdapterFailure as exc:
            raise CannotRun(f"adapter {self.config.impl!r} did not answer hello: {exc.message}") from None
        if reply.get("type") != "hello":
            self.adapter.kill()
            raise CannotRun(f"adapter answered hello with {compact(reply)[:100]}")
        protocol = reply.get("protocol")
        if not isinstance(protocol, str) or protocol.split(".")[0] != PROTOCOL_VERSION.split(".")[0]:
            self.adapter.kill()
            raise CannotRun(f"adapter speaks protocol {protocol!r}; this runner speaks {PROTOCOL_VERSION}")
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
            outcome = Outcome(case, "error", f"{exc.message}; adapter restarted", seconds=time.monotonic() - started)
            self._repro(case, msg, None, outcome)
            return outcome
        seconds = time.monotonic() - started
        outcome = self._judge(case, reply)
        outcome.seconds = seconds
        if outcome.status in ("fail", "error"):
            self._repro(case, msg, reply, outcome)
        return outcome

    def _judge(self, case: Case, reply: dict[str, object]) -> Outcome:
        kind = reply.get("type")
        if reply.get("seq") != self.seq:
            self.adapter.kill()
            return Outcome(case, "error", f"protocol: reply seq {compact(reply.get('seq'))} for request {self.seq}; adapter restarted")
        if kind == "skip":
            reason = reply.get("reason")
            return Outcome(case, "skip", reason if isinstance(reason, str) and reason else "skipped by the adapter (no reason given)")
        if kind == "error":
            message = reply.get("message")
            return Outcome(case, "error", f"adapter error: {message if isinstance(message, str) else compact(message)}")
        if kind == "result":
            found = judge_result_all(case, reply.get("observations"))
        elif kind == "refused":
            one = judge_refused(case, reply.get("index"), reply.get("code"))
            found = [one] if one is not None else []
        else:
            self.adapter.kill()
            return Outcome(case, "error", f"protocol: unknown reply type {compact(kind)}; adapter restarted")
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


def run(corpus: Corpus, cases: Sequence[Case], config: RunConfig) -> RunResult:
    """Run ``cases`` as they are (no suite is built). Raises CannotRun when the adapter cannot be
    started at all; a failure to restart it later stops the run early (``stopped_early``)."""
    runner = Runner(config)
    began = time.monotonic()
    runner.start()
    return _run_cases(runner, corpus, list(cases), config, began, None)


def run_declared(corpus: Corpus, selection: Selection, config: RunConfig) -> RunResult:
    """Start the adapter, build the suite for its declaration (conformance.suite), select with
    ``selection`` and run. Raises CannotRun, or UsageError for a declaration the runner cannot
    read."""
    from conformance.suite import build_suite

    runner = Runner(config)
    began = time.monotonic()
    runner.start()
    suite: Suite | None = None
    try:
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
    except BaseException:
        runner.close()
        raise
    return _run_cases(runner, corpus, cases, config, began, suite)


def _run_cases(runner: Runner, corpus: Corpus, cases: list[Case], config: RunConfig, began: float, suite: Suite | None) -> RunResult:
    implementation = runner.hello.get("implementation")
    result = RunResult(corpus, implementation if isinstance(implementation, dict) else {}, [], len(cases),
                       suite=suite, impl=config.impl, allow_empty=config.allow_empty)
    failures = 0
    try:
        for number, case in enumerate(cases, start=1):
            if config.progress is not None:
                config.progress.write(f"\r\x1b[K[{number}/{len(cases)}] {case.id}"[:200])
                config.progress.flush()
            try:
                outcome = runner.run_case(case)
            except CannotRun as exc:
                result.stopped_early = f"stopped at {case.id}: {exc}"
                raise CannotRunMidway(result, str(exc)) from None
            outcome = apply_skip_list(outcome, config.skip_list)
            outcome.case_file = corpus.file_of(case.id)
            if outcome.status in ("fail", "error") and outcome.case_file is None and config.cases_dir is not None:
                outcome.case_file = write_case(config.cases_dir, case)
            result.outcomes.append(outcome)
            if outcome.counts_as == "failed":
                failures += 1
                if config.max_failures is not None and failures >= config.max_failures:
                    result.stopped_early = f"stopped after {failures} failure(s) (--max-failures)"
                    break
    finally:
        if config.progress is not None:
            config.progress.write("\r\x1b[K")
            config.progress.flush()
        runner.close()
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
        return Outcome(outcome.case, "xfail", f"known failure, skip file {where}{note}: {outcome.message}", outcome.mismatch, outcome.seconds, outcome.mismatches)
    return outcome


def default_progress() -> IO[str] | None:
    return sys.stderr if sys.stderr.isatty() else None

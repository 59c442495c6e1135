"""One fuzzing run (trickref.commands.fuzz): start the adapter, read its declaration, search, then
write the shrunk case after checking that it fails the implementation and passes the reference."""

from __future__ import annotations

import json
import shlex
import signal
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import IO, TYPE_CHECKING

from conformance.case.checks import position
from conformance.case.format import Case, parse_case
from conformance.case.verdict import Outcome
from conformance.errors import CannotRun, Interrupted, UsageError, signal_name
from conformance.files import write_text
from conformance.fuzz.cases import focused_case
from conformance.fuzz.search import Failure, Search, Stats, reference_outcome
from conformance.fuzz.space import NoConfiguration, OptionSpace, option_space
from conformance.games import game_names
from conformance.games.support import CaseDict
from conformance.jsonvalues import compact, pretty, printable
from conformance.protocol.session import Runner, SessionConfig
from conformance.run.skips import SkipList
from conformance.suite.cache import default_cache
from conformance.suite.declaration import BadDeclaration, read_declarations

if TYPE_CHECKING:
    from conformance.fuzz.known import Known


@dataclass(frozen=True)
class FuzzConfig:
    impl: str
    game: str | None
    seconds: float
    shrink_seconds: float
    seed: int
    out: Path | None = None
    jobs: int = 1  # worker processes (conformance.fuzz.jobs): seeds seed to seed + jobs - 1
    timeout: float = 10.0
    examples: int | None = None  # a count budget: with a seed, the same examples every run
    shrink_steps: int | None = None
    skips: SkipList | None = None  # known differences (conformance.fuzz.known)
    notes: IO[str] | None = None  # one-line notes while the skip file's suite is built (stderr)


@dataclass(frozen=True)
class Found:
    """The written case and what it shows."""

    path: Path
    case: CaseDict
    status: str  # fail or error, on the implementation
    message: str
    mismatch: dict[str, str] | None
    reference: str | None  # why the reference fails it: None, as it must be
    repro: str
    explain: str

    @property
    def rules(self) -> list[str]:
        rules = self.case["rules"]
        assert isinstance(rules, list)
        return [str(r) for r in rules]

    def count(self, key: str) -> int:
        value = self.case[key]
        assert isinstance(value, list)
        return len(value)


@dataclass(frozen=True)
class FuzzReport:
    config: FuzzConfig
    implementation: dict[str, object]
    games: list[str]
    stats: Stats
    seconds: float
    failure: Found | None
    interrupted: int = 0  # the signal that ended the search early, or 0
    known: Known | None = None  # the skip file's known causes, when one was given
    worker_seed: int | None = None  # with --jobs: the seed of the worker whose disagreement this is

    @property
    def compared(self) -> int:
        return self.stats.examples - self.stats.skipped


def spaces_for(hello: dict[str, object], only: str | None, reread: bool = True) -> list[OptionSpace]:
    """The option spaces of the declared games (``only``: that game's alone, the others' declarations
    not read, as ``run --suite corpus --game`` reads only the game it runs: their engines are not
    even imported); their playable configurations read from the cache folder's record
    (suite/recall.py) unless ``reread`` is False."""
    games = hello.get("games")
    if only is not None:
        declared_games = sorted(name for name in games if name in game_names()) if isinstance(games, dict) else []
        if only not in declared_games:
            raise UsageError(f"the adapter does not implement game {only!r} (its hello declares: {', '.join(declared_games) or 'none'})")
        assert isinstance(games, dict)
        hello = {"games": {only: games[only]}}
    try:
        # the record of declarations already checked (suite/recall.py): fuzz pays the check once, as run does
        declarations = read_declarations(hello, default_cache())
    except BadDeclaration as exc:
        raise CannotRun(printable(str(exc), 600)) from None  # it quotes the hello: adapter text
    spaces: list[OptionSpace] = []
    problems: list[str] = []
    for decl in declarations.values():
        try:
            spaces.append(option_space(decl, default_cache(), reread))
        except NoConfiguration as exc:
            problems.append(str(exc))
    if not spaces:
        raise CannotRun("; ".join(problems) or "the adapter's hello declares no game trickref knows")
    return spaces


def fuzz(config: FuzzConfig, halt: Callable[[], bool] | None = None, claim: Callable[[], bool] | None = None) -> FuzzReport:
    """Raises CannotRun (exit 3) and UsageError (exit 2). SIGINT or SIGTERM (``Interrupted``, once
    the command line has installed its handlers) ends the search: the adapter is killed and the
    report is the partial one, with ``interrupted`` set. ``halt`` and ``claim``: one worker of
    ``--jobs`` (conformance.fuzz.jobs, Search)."""
    runner = Runner(SessionConfig(impl=config.impl, timeout=config.timeout))
    began = time.monotonic()
    try:
        runner.spawn()
        _warm(config.game)  # while the keeper and the adapter start up (issue 27)
        runner.launch()
        hello = runner.greet()
    except Interrupted as exc:
        _ignore_signals()
        runner.adapter.kill()
        return FuzzReport(config, {}, [], Stats(), time.monotonic() - began, None, interrupted=exc.signum)
    implementation = hello.get("implementation")
    named = implementation if isinstance(implementation, dict) else {}
    interrupted = 0
    spaces: list[OptionSpace] = []
    search: Search | None = None
    found: Found | None = None
    known: Known | None = None
    try:
        try:
            spaces = spaces_for(hello, config.game)
            source = f"trickref conformance fuzz --seed {config.seed}"
            line_of = None
            if config.skips is not None:
                # only with a skip file: it imports the suite build (a seventh of a run's start-up)
                from conformance.fuzz.known import known_failures, signature

                known = known_failures(runner, config.skips, hello, [s.game for s in spaces], _note(config.notes))
                signatures = known.signatures

                def line_of(outcome: Outcome) -> int | None:
                    return signatures.get(signature(runner, outcome))

            for attempt in range(2):
                search = Search(runner.run_case, spaces, seconds=config.seconds, shrink_seconds=config.shrink_seconds,
                                seed=config.seed, source=source, examples=config.examples, shrink_steps=config.shrink_steps,
                                known=line_of, compact=True, halt=halt, claim=claim)
                failure = search.run()
                if failure is not None or attempt or not any(s.doubts for s in spaces):
                    break
                # A recorded start failed its check (space.UntrustedStart): nothing of it was played;
                # settle afresh, record again and search from the start, as without the record.
                spaces = spaces_for(hello, config.game, reread=False)
            found = _finish(runner, failure, config, source) if failure is not None else None
        except Interrupted as exc:
            _ignore_signals()
            interrupted = exc.signum
    finally:
        if interrupted:
            runner.adapter.kill()  # no grace: the run was told to stop
        else:
            runner.close()
    seconds = search.elapsed() if search is not None else time.monotonic() - began
    return FuzzReport(config, named, [s.game for s in spaces], search.stats if search is not None else Stats(), seconds,
                      found, interrupted, known)


def _warm(only: str | None) -> None:
    """The records of the games this run may fuzz (importing their engines, about 50 ms), made
    while the adapter starts up instead of after its hello (issue 27): the declaration read
    (``spaces_for``) asks for them next. Nothing the search draws depends on it."""
    from conformance.games import game, game_names

    for name in game_names():
        if only is None or name == only:
            game(name)


def _ignore_signals() -> None:
    """Once interrupted, the cleanup (killing the adapter) runs to its end: a ``--jobs`` worker,
    whose parent repeats its SIGTERM until it answers (conformance.fuzz.jobs), ignores the
    repeats from here on (the command line's own handler does as much for one process)."""
    for s in (signal.SIGINT, signal.SIGTERM):
        signal.signal(s, signal.SIG_IGN)


def _note(stream: IO[str] | None) -> Callable[[str], None] | None:
    if stream is None:
        return None

    def note(text: str) -> None:
        stream.write(f"trickref conformance: {text}\n")
        stream.flush()

    return note


def _finish(runner: Runner, failure: Failure, config: FuzzConfig, source: str) -> Found:
    """Cut the shrunk case down to the check that disagrees, make sure it still fails the
    implementation the way it failed (else keep the whole failing case), and write it."""
    path = failure.outcome.mismatch.path if failure.outcome.mismatch is not None else ""
    candidates = [focused_case(failure.scenario, failure.case, path, source), failure.case]
    chosen: tuple[CaseDict, Case, Outcome] | None = None
    for candidate in candidates:
        parsed = parse_case(candidate)
        outcome = runner.run_case(parsed)
        # the same status: a cut case that errors (a crash, an oversize reply) where the search saw a
        # wrong answer is another finding, not this one
        if outcome.status == failure.outcome.status:
            chosen = (candidate, parsed, outcome)
            break
    if chosen is None:  # the implementation no longer fails: flaky; report the case as it failed
        chosen = (failure.case, parse_case(failure.case), failure.outcome)
    case, parsed, outcome = chosen
    out = config.out if config.out is not None else Path(f"fuzz-{parsed.game}-{parsed.id.rsplit('/', 1)[-1]}.json")
    out.parent.mkdir(parents=True, exist_ok=True)
    write_text(out, pretty(case))  # never through a symbolic link planted under the predictable name
    mismatch = None
    if outcome.mismatch is not None:
        m = outcome.mismatch
        mismatch = {"path": m.path, "expected": m.expected, "actual": m.actual, "note": m.note}
    refusal = parsed.refusal
    after = refusal.index if refusal is not None else _failing_after(parsed, outcome)
    file = shlex.quote(str(out))
    return Found(
        out, case, outcome.status, outcome.message, mismatch, reference_outcome(parsed),
        repro=f"trickref conformance run --impl {shlex.quote(config.impl)} --case {file}",
        explain=f"trickref explain --case {file} --after {after}",
    )


def _failing_after(case: Case, outcome: Outcome) -> int:
    """The position a person should look at: a legal check's, else after every action."""
    if outcome.mismatch is not None and outcome.mismatch.check is not None:
        after = position(case.expect[outcome.mismatch.check])
        if after is not None:
            return after
    if outcome.mismatch is not None and outcome.mismatch.path.startswith("$.actions["):
        return int(outcome.mismatch.path[len("$.actions["):].split("]")[0])
    return len(case.actions)


# ---------------------------------------------------------------------------- reports


def _name(report: FuzzReport) -> str:
    impl = report.implementation
    return f"{impl.get('name', '?')} {impl.get('version', '')}".strip()


def render_text(report: FuzzReport) -> str:
    """The text report. Every line is made printable: the adapter's name, its error messages and
    anything quoted from its hello are its own text, and must not reach the terminal as escape
    sequences."""
    return "".join(printable(line, 4000) + "\n" for line in _text_lines(report))


def _text_lines(report: FuzzReport) -> list[str]:
    s = report.stats
    jobs = report.config.jobs
    seeds = f" ({jobs} workers: seeds {report.config.seed} to {report.config.seed + jobs - 1})" if jobs > 1 else ""
    lines = [
        f"trickref conformance fuzz: implementation {_name(report)}; game(s) {', '.join(report.games)}; seed {report.config.seed}{seeds}",
    ]
    searched = f"{s.examples} example(s), {s.actions} action(s), {s.hands} deal(s), {s.probes} refusal probe(s)"
    found = report.failure
    lines += _known_lines(report)
    if report.interrupted:
        lines.append(f"interrupted by {signal_name(report.interrupted)}: no disagreement found before it; "
                     f"partial summary: {searched} in {report.seconds:.1f}s")
        if s.first_failure_examples is not None:
            lines.append(f"  a disagreement was found after {s.first_failure_examples} example(s) but not yet shrunk and "
                         f"written: run again with --seed {report.config.seed}{f' --jobs {jobs}' if jobs > 1 else ''} to find it again")
        if s.skipped:
            lines.append(f"  {s.skipped} example(s) skipped by the adapter")
        return lines
    if found is None:
        lines.append(f"no disagreement: {searched} in {report.seconds:.1f}s")
        if s.skipped:
            lines.append(f"  {s.skipped} example(s) skipped by the adapter")
        return lines
    worker = f" by the worker with seed {report.worker_seed}" if report.worker_seed is not None else ""
    lines.append(f"DISAGREEMENT after {s.first_failure_seconds or 0.0:.1f}s ({s.first_failure_examples} example(s){worker}); "
                 f"shrunk in {s.shrink_seconds:.1f}s ({s.shrink_steps} step(s))")
    case_id = found.case["id"]
    lines.append(f"{found.status.upper()} {case_id} [{', '.join(found.rules)}]: {found.count('deals')} deal(s), {found.count('actions')} action(s)")
    lines.append(f"  {found.message}")
    if found.reference is not None:
        lines.append(f"  warning: the reference fails this case too: {found.reference}")
    lines.append(f"  case file: {found.path}")
    lines.append(f"  repro:   {found.repro}")
    lines.append(f"  explain: {found.explain}")
    return lines


def _known_lines(report: FuzzReport) -> list[str]:
    """What the skip file did: its cases run first, the generated games that matched its known
    failures (each line's count), its stale entries."""
    known = report.known
    if known is None or report.config.skips is None:
        return []
    causes = ", ".join(sorted(known.signatures)) or "none"
    lines = [f"skip file {report.config.skips.path}: {known.checked} listed case(s) run first, {len(known.signatures)} known cause(s) of failure: {causes}"]
    for line, count in sorted(report.stats.known.items()):
        lines.append(f"{count} generated game(s) matched known failures (skip file line {line})")
    return lines + known.stale


def render_json(report: FuzzReport) -> str:
    s = report.stats
    found = report.failure
    data: dict[str, object] = {
        "result": "interrupted" if report.interrupted else "disagreement" if found is not None else "no_disagreement",
        "interrupted": signal_name(report.interrupted) if report.interrupted else None,
        "implementation": report.implementation,
        "games": report.games,
        "seed": report.config.seed,
        "jobs": report.config.jobs,
        "worker_seed": report.worker_seed,
        "seconds": round(report.seconds, 3),
        "examples": s.examples,
        "actions": s.actions,
        "deals": s.hands,
        "probes": s.probes,
        "skipped": s.skipped,
        "per_game": s.games,
        "time_to_failure": None if s.first_failure_seconds is None else round(s.first_failure_seconds, 3),
        "examples_to_failure": s.first_failure_examples,
        "shrink": {"steps": s.shrink_steps, "seconds": round(s.shrink_seconds, 3)} if found is not None else None,
        "case": None,
        "known": None,
    }
    known = report.known
    if known is not None:
        data["known"] = {
            "checked": known.checked, "causes": {key: line for key, line in sorted(known.signatures.items())},
            "matched": {str(line): count for line, count in sorted(s.known.items())},
            "matched_games": s.known_games, "stale": known.stale,
        }
    if found is not None:
        data["case"] = {
            "file": str(found.path), "id": found.case["id"], "status": found.status, "message": found.message,
            "mismatch": found.mismatch, "rules": found.rules, "deals": found.count("deals"),
            "actions": found.count("actions"), "reference_passes": found.reference is None,
            "repro": found.repro, "explain": found.explain,
        }
    json.loads(compact(data))  # every value is plain JSON
    return json.dumps(data, indent=1) + "\n"

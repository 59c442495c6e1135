"""The ``trickref conformance`` subcommands (export, run, list). trickref/cli.py only wires them
in; errors are one line ``trickref: error: ...`` on stderr, never a traceback."""

from __future__ import annotations

import argparse
import difflib
import gc
import json
import math
import sys
from collections.abc import Callable
from pathlib import Path
from typing import IO, TYPE_CHECKING

from conformance import CORPUS_DIR
from conformance.case.format import LEVELS, BadCase
from conformance.errors import EXIT_CANNOT_RUN, EXIT_OK, CannotRun, UsageError, exit_on_error
from conformance.files import no_follow
from conformance.games import game_names
from conformance.jsonvalues import printable
from conformance.run.shards import job_count
from conformance.run.skips import read_skip_list
from conformance.suite.cache import default_cache
from conformance.suite.declaration import BadDeclaration
from trickref.commands.fuzz import add_fuzz_parser, fuzz_main
from trickref.commands.interrupts import (
    default_heartbeat,
    default_progress,
    install_signal_handlers,
    restore_signal_handlers,
)

if TYPE_CHECKING:
    from conformance.case.corpus import Corpus
    from conformance.run.select import Selection

# The corpus reader, the run loop and its reports are imported by the commands that use them:
# `fuzz`, `rules` and the rest start without them (about 0.05 s of CPU, issue 27).

MAX_TIMEOUT = 86400.0  # seconds: a day per case is already no deadline

RUN_EPILOG = """exit codes:
  0    every case run passed (skips allowed)
  1    a case failed or errored (timeout, crash, protocol_error, oversize, error), or a skip-list entry is stale
  2    bad usage or bad input (options, corpus, case file, skip file, the adapter's hello declaration)
  3    the implementation could not be run: it does not start, does not answer hello, speaks another
       protocol, cannot be restarted, or crashed on --max-crashes cases in a row
  4    no case was run (all skipped or none selected) and --allow-empty was not given
  130  interrupted by Ctrl-C (SIGINT); 143 by SIGTERM: the adapter is killed, the partial report written
The report is written (to --output or stdout) for every exit code but 2.
A leading 'python' or 'python3' in --impl is the Python running trickref (sys.executable)."""


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    conf = sub.add_parser("conformance", help="export the conformance corpus or run it against an implementation")
    cmds = conf.add_subparsers(dest="conformance_command", required=True)

    export = cmds.add_parser("export", help="regenerate the corpus deterministically, or pin the suite for one implementation's declaration")
    export.add_argument("--out", type=Path, default=None, metavar="DIR", help=f"corpus folder (default {CORPUS_DIR}; required with --for-hello)")
    export.add_argument("--no-check", action="store_true", help="do not replay the cases against the reference afterwards")
    export.add_argument("--for-hello", type=Path, metavar="FILE",
                        help="write the suite for the declaration in this hello reply (JSON; '-' for stdin): the corpus cases "
                             "inside it, the tailored hand-worked cases and the cases generated for each declared configuration, "
                             "as a corpus folder that 'run --corpus DIR' runs as it is")

    def filters(p: argparse.ArgumentParser) -> None:
        p.add_argument("--corpus", type=Path, default=CORPUS_DIR, metavar="DIR", help="corpus folder (default: the bundled corpus)")
        p.add_argument("--require-version", metavar="X.Y.Z", help="fail (exit 2) unless the corpus is exactly this version")
        p.add_argument("--id", action="append", default=[], metavar="GLOB", help="case ids to run (glob; repeatable, any matches)")
        p.add_argument("--game", help="only this game's cases")
        p.add_argument("--tag", action="append", default=[], metavar="TAG", help="cases with this tag (glob; repeatable, all must match)")
        p.add_argument("--rule", action="append", default=[], metavar="ID", help="cases citing this SPEC id or a rule under it (SM-6 matches SM-6.3; repeatable)")
        p.add_argument("--level", action="append", default=[], choices=LEVELS, help="cases of this requirement level (repeatable)")

    runp = cmds.add_parser("run", help="run the suite for the implementation's declaration against its adapter (conformance/PROTOCOL.md)",
                           epilog=RUN_EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    runp.add_argument("--impl", required=True, metavar="CMD",
                      help="the adapter command, split like a shell command line; a leading python or python3 is the Python running trickref")
    filters(runp)
    runp.add_argument("--case", nargs="+", action="extend", default=[], type=Path, metavar="FILE",
                      help="run these case files instead of the corpus (no manifest needed: a fuzzer's shrunk case, a failing case written by a run)")
    runp.add_argument("--suite", choices=("declared", "corpus"), default="declared",
                      help="declared (default): the corpus cases inside the hello's declaration, hand-worked cases tailored to it and "
                           "cases generated for each declared configuration; corpus: the corpus cases only, skipping those outside it")
    runp.add_argument("--cache", type=Path, metavar="DIR", help="where generated cases are cached (default: $XDG_CACHE_HOME/trickref/suites)")
    runp.add_argument("--no-cache", action="store_true", help="build the generated cases afresh and keep nothing")
    runp.add_argument("--cases-dir", type=Path, default=Path("trickref-failures"), metavar="DIR",
                      help="where failing cases that have no file of their own (tailored, generated) are written for --case and explain (default ./trickref-failures)")
    runp.add_argument("--allow-empty", action="store_true", help="exit 0 even when no case is run (otherwise exit 4)")
    runp.add_argument("--skip-file", type=Path, metavar="FILE", help="known failures: one id or glob per line; a listed case that passes is an error")
    runp.add_argument("--timeout", type=float, default=10.0, metavar="SECONDS",
                      help=f"per case; a hung adapter is killed and restarted (default 10, at most {MAX_TIMEOUT:g})")
    runp.add_argument("--jobs", "-j", default="1", metavar="N",
                      help="shard the cases over N adapter processes and build a cold suite's configurations in N workers, or 'auto' (one per core); the same report as 1 (default 1)")
    runp.add_argument("--max-crashes", type=int, default=5, metavar="N",
                      help="give up (exit 3) when the adapter crashes on N cases in a row (default 5)")
    runp.add_argument("--max-reply-bytes", type=int, default=1 << 20, metavar="N", help="largest reply line accepted (default 1 MiB)")
    runp.add_argument("--max-failures", type=int, metavar="N", help="stop after N failed cases")
    runp.add_argument("--format", choices=("text", "json", "junit"), default="text")
    runp.add_argument("--output", type=Path, metavar="FILE", help="write the report here instead of stdout")
    runp.add_argument("--trace", type=Path, metavar="FILE", help="write every protocol message (JSON lines)")
    runp.add_argument("--repro", type=Path, metavar="DIR", help="write a repro bundle per failing case")
    runp.add_argument("--no-progress", action="store_true", help="no progress: neither the live line on a terminal nor the periodic line otherwise")
    runp.add_argument("--progress-every", type=float, default=30.0, metavar="SECONDS",
                      help="when stderr is not a terminal (CI), a one-line progress every SECONDS (default 30; 0 after every case)")

    listp = cmds.add_parser("list", help="list the cases a filter selects")
    filters(listp)
    listp.add_argument("--format", choices=("text", "json"), default="text")
    listp.add_argument("--paths", action="store_true", help="print each case's file path (for 'explain --case' and 'run --case')")



    add_fuzz_parser(cmds)


def _error(message: str) -> None:

    print(f"trickref: error: {printable(message, 1000)}", file=sys.stderr)


def _corpus(args: argparse.Namespace) -> Corpus:
    from conformance.case.corpus import load_corpus

    corpus = load_corpus(args.corpus)
    if args.require_version and corpus.corpus_version != args.require_version:
        raise UsageError(f"corpus {args.corpus} is version {corpus.corpus_version}, not {args.require_version} (--require-version)")
    return corpus


def _selection(args: argparse.Namespace) -> Selection:
    from conformance.run.select import Selection

    if args.game is not None:
        check_game(args.game)
    return Selection(ids=args.id, game=args.game, tags=args.tag, rules=args.rule, levels=args.level)


def check_game(name: str) -> None:
    """UsageError for a ``--game`` no corpus has: a misspelt name selects nothing, and "0 case(s)"
    (or exit 4) would hide the typo."""
    known = list(game_names())
    if name in known:
        return
    close = difflib.get_close_matches(name, known, n=1, cutoff=0.6)
    hint = f"; did you mean {close[0]}?" if close else ""
    raise UsageError(f"--game {name!r}: no such game{hint} (the games: {', '.join(sorted(known))})")


def main(args: argparse.Namespace) -> int:
    return exit_on_error(lambda: _command(args), _error, (BadCase, UsageError))


def _command(args: argparse.Namespace) -> int:
    if args.conformance_command == "export":
        # export and the suite build load only when asked for: a run pays no import for them
        from conformance.export import export

        if args.for_hello is not None:
            return _export_for_hello(args)

        return export(args.out or CORPUS_DIR, sys.stderr, check=not args.no_check)
    if args.conformance_command == "fuzz":

        return fuzz_main(args)
    if args.conformance_command == "list":
        return _list(args, sys.stdout)
    try:
        return _run(args)
    finally:
        gc.unfreeze()  # what _kept froze: collected as usual again (a run called in-process, by a test)


def _kept(load: Callable[[], Corpus]) -> Corpus:
    """The corpus ``load`` reads, kept out of the cyclic garbage collector's way for the run: it
    is read with the collector paused (about a million objects, all kept) and then frozen (the
    collector's permanent generation: its full collections no longer walk the corpus). The
    collector cost a run about 0.1-0.17 s CPU, a few hundredths after (issue 27)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        return load()
    finally:
        if enabled:
            gc.enable()
        gc.freeze()


def _read_hello(path: Path) -> dict[str, object]:
    try:
        text = sys.stdin.read() if str(path) == "-" else path.read_text(encoding="utf-8")
        data = json.loads(text)
    except (OSError, UnicodeDecodeError) as exc:
        raise UsageError(f"--for-hello {path}: {getattr(exc, 'strerror', None) or exc}") from None
    except RecursionError:
        raise UsageError(f"--for-hello {path}: nested too deeply") from None
    except ValueError as exc:  # JSONDecodeError, or an integer over Python's digit limit
        raise UsageError(f"--for-hello {path}: not usable JSON: {exc}") from None
    if not isinstance(data, dict):
        raise UsageError(f"--for-hello {path}: expected a hello object")
    return data


def _export_for_hello(args: argparse.Namespace) -> int:
    # only an export needs the exporter and the suite builder: importing them costs every run
    # about 0.3 s of CPU (issue 27)
    from conformance.case.corpus import load_corpus
    from conformance.export import export_suite
    from conformance.suite.build import build_suite  # the same: only an export builds here

    if args.out is None:
        raise UsageError("export --for-hello needs --out DIR (the bundled corpus is never overwritten)")
    if args.out.resolve() == CORPUS_DIR.resolve():
        raise UsageError("export --for-hello: --out must not be the bundled corpus folder")
    hello = _read_hello(args.for_hello)
    try:
        suite = build_suite(load_corpus(CORPUS_DIR), hello, default_cache(),
                            lambda text: print(f"trickref conformance: {text}", file=sys.stderr))
    except BadDeclaration as exc:
        raise UsageError(f"--for-hello {args.for_hello}: {exc}") from None
    return export_suite(suite, args.out, sys.stderr)


def _list(args: argparse.Namespace, out: IO[str]) -> int:
    from conformance.run.select import select

    corpus = _corpus(args)
    cases = select(corpus, _selection(args))
    # A corpus given with --corpus is untrusted: its text reaches the terminal escaped (JSON escapes its own).
    if args.format == "json":
        out.write(json.dumps([{"id": c.id, "level": c.level, "rules": list(c.rules), "tags": list(c.tags), "description": c.description,
                               "file": str(corpus.file_of(c.id))} for c in cases], indent=1) + "\n")
    elif args.paths:
        for c in cases:
            out.write(f"{printable(str(corpus.file_of(c.id)))}\n")
    else:
        for c in cases:
            out.write(f"{printable(c.id)}  [{c.level}] {printable(c.description)}\n")
        out.write(f"{len(cases)} case(s)\n")
    return EXIT_OK


def _run(args: argparse.Namespace) -> int:
    from conformance.case.corpus import load_case_files
    from conformance.run.loop import CannotRunMidway, RunConfig, RunResult, run_declared
    from conformance.run.reports import render, summary_line
    from conformance.run.select import select_cases

    if not math.isfinite(args.timeout) or not 0 < args.timeout <= MAX_TIMEOUT:
        raise UsageError(f"--timeout must be a number of seconds above 0 and at most {MAX_TIMEOUT:g}, not {args.timeout}")
    if args.max_crashes < 1:
        raise UsageError("--max-crashes must be at least 1")
    if not math.isfinite(args.progress_every) or args.progress_every < 0:
        raise UsageError("--progress-every must be a number of seconds, 0 or more")
    if args.max_reply_bytes < 64:
        raise UsageError("--max-reply-bytes must be at least 64")
    if args.max_failures is not None and args.max_failures < 1:
        raise UsageError("--max-failures must be at least 1")

    # Read once, when run_declared asks for it: after the adapters are launched (their start-up
    # beside the reading, issue 27), and again (the same one) where a report needs it.
    read: list[Corpus] = []

    def corpus() -> Corpus:
        if not read:
            read.append(_kept(lambda: load_case_files(args.case) if args.case else _corpus(args)))
        return read[0]

    skips = read_skip_list(args.skip_file, None) if args.skip_file else None
    # Found before the run, not after it: a bad --output path, an unwritable --trace.
    output = _open_for_writing(args.output, "--output") if args.output is not None else None
    trace = None
    written = False
    try:
        trace = _open_trace(args.trace) if args.trace else None
        config = RunConfig(
            impl=args.impl, timeout=args.timeout, max_reply_bytes=args.max_reply_bytes, max_failures=args.max_failures,
            skip_list=skips, trace=trace, repro=args.repro, progress=None if args.no_progress else default_progress(),
            tailor=args.suite == "declared" and not args.case, cache=None if args.no_cache else (args.cache or default_cache()),
            allow_empty=args.allow_empty, cases_dir=args.cases_dir, notes=sys.stderr, max_crashes=args.max_crashes,
            heartbeat=None if args.no_progress else default_heartbeat(), heartbeat_seconds=args.progress_every,
            jobs=job_count(args.jobs),
        )
        code: int
        previous = install_signal_handlers()
        try:
            try:
                result = run_declared(corpus, _selection(args), config)
                code = result.exit_code
                if result.gave_up:
                    _error(result.stopped_early)
            except CannotRunMidway as exc:
                result = exc.result
                result.gave_up = True  # the report's exit code and lines are exit 3's, not 1's or 4's
                _error(f"the adapter could not be restarted: {exc.message}")
                code = EXIT_CANNOT_RUN
            except CannotRun as exc:
                # The report says so too: CI that expects a report file finds one.
                result = RunResult(corpus(), {}, [], len(select_cases(corpus().cases, _selection(args))),
                                   stopped_early=f"the implementation could not be run: {exc}", impl=args.impl,
                                   allow_empty=args.allow_empty, gave_up=True)
                _error(str(exc))
                code = EXIT_CANNOT_RUN
            if result.interrupted:
                _error(f"{result.stopped_early}; the adapter was killed and the partial report written (exit {code})")
            _write_report(render(result, args.format), args.format, output)
            written = True
            if output is not None:
                print(summary_line(result), file=sys.stderr)
        finally:
            restore_signal_handlers(previous)
    finally:
        if trace is not None:
            trace.close()
        if output is not None:
            output.close()
            if not written:  # bad input found after the file was opened (exit 2): no empty report
                args.output.unlink(missing_ok=True)
    return code


def _open_for_writing(path: Path, option: str) -> IO[bytes]:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        return open(path, "wb", opener=no_follow)  # never through a planted symbolic link
    except OSError as exc:
        raise UsageError(f"{option} {path}: {exc.strerror or exc}") from None


def _open_trace(path: Path) -> IO[str]:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        # backslashreplace: an adapter's lone surrogate must not stop the run
        return open(path, "w", encoding="utf-8", errors="backslashreplace", opener=no_follow)
    except OSError as exc:
        raise UsageError(f"--trace {path}: {exc.strerror or exc}") from None


def _write_report(report: str, fmt: str, output: IO[bytes] | None) -> None:
    """UTF-8 always for JSON and JUnit (their headers say so), whatever the console's encoding;
    the text report follows the console's encoding, unencodable characters replaced."""
    data = report.encode("utf-8")
    if output is not None:
        output.write(data)
        return
    if fmt != "text" and hasattr(sys.stdout, "buffer"):
        sys.stdout.flush()
        sys.stdout.buffer.write(data)
        sys.stdout.buffer.flush()
        return
    encoding = sys.stdout.encoding or "utf-8"
    sys.stdout.write(report.encode(encoding, "replace").decode(encoding, "replace"))

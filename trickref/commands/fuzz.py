"""``trickref conformance fuzz``: differential fuzzing of an implementation against the reference,
through the adapter protocol (PROTOCOL.md), under the configuration its ``hello`` declares.

Random games are drawn with Hypothesis (conformance.fuzz.space): options inside the declaration,
explicit deals, playouts in several playing styles and probes of illegal actions of every kind.
Every observation the protocol offers is compared with the reference: the legal set after every
action, refusals (code and index), the tricks, the hand results and the final state. The first
disagreement is shrunk by Hypothesis to a minimal case (fewest deals and actions, deals nearest
deck order, fewest changed options) and written as a corpus case file (README.md, "What a case
checks") that ``trickref conformance run --case FILE`` replays.

Exit codes: 0 no disagreement within the budget, 1 a disagreement (case written), 2 bad usage
(or Hypothesis missing), 3 the implementation could not be run (as ``run``), or it skipped every
example it was sent, 130 and 143 interrupted by SIGINT or SIGTERM (the adapter killed, the partial
summary written).

    python -m trickref.commands.fuzz --impl "python -m conformance.protocol.reference_adapter --mutant jick_not_trump" --game smear
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from pathlib import Path
from typing import IO

from conformance.errors import (
    EXIT_CANNOT_RUN,
    EXIT_FAILED,
    EXIT_OK,
    EXIT_USAGE,
    UsageError,
    exit_on_error,
    signal_name,
)
from conformance.games import game_names
from conformance.jsonvalues import printable
from conformance.run.shards import job_count
from conformance.run.skips import read_skip_list
from trickref.commands.interrupts import install_signal_handlers, restore_signal_handlers

PROG = "trickref conformance fuzz"
DESCRIPTION = ("Play random games under the configuration the implementation declares in its hello and compare every "
               "observation with the reference; shrink the first disagreement to a case file that "
               "'trickref conformance run --case FILE' replays.")
EPILOG = ("Exit status: 0 no disagreement within the budget, 1 a disagreement (case written), 2 bad usage, "
          "3 the implementation could not be run or skipped every example, 130/143 interrupted by SIGINT/SIGTERM "
          "(partial summary written).")


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--impl", required=True, metavar="CMD", help="the adapter command, split like a shell command line")
    p.add_argument("--game", choices=list(game_names()), help="fuzz this game only (default: every game the hello declares)")
    p.add_argument("--seconds", type=float, metavar="N",
                   help="search budget before a disagreement (default 60, or none when --examples is given)")
    p.add_argument("--examples", type=int, metavar="N",
                   help="stop after N examples (with --seed, the same examples every run); whichever of --seconds and --examples is spent first ends the search")
    p.add_argument("--shrink-seconds", type=float, metavar="N",
                   help="budget for shrinking a disagreement (default 60, or none when --shrink-steps is given); the smallest case found by then is written")
    p.add_argument("--shrink-steps", type=int, metavar="N", help="stop shrinking after N steps")
    p.add_argument("--seed", type=int, metavar="N", help="Hypothesis seed (default: random, printed)")
    p.add_argument("--out", type=Path, metavar="FILE", help="where to write the failing case (default ./fuzz-<game>-<hash>.json)")
    p.add_argument("--timeout", type=float, default=10.0, metavar="SECONDS", help="per request; a hung adapter is killed and restarted (default 10)")
    p.add_argument("--format", choices=("text", "json"), default="text", help="text report, or a JSON summary")
    p.add_argument("--jobs", default="1", metavar="N",
                   help="worker processes, each with its own adapter and seed (--seed, --seed + 1, ...) and its share of "
                        "--examples; the first disagreement found is shrunk, the other workers stop ('auto': one per core; default 1)")
    p.add_argument("--skip-file", type=Path, metavar="FILE",
                   help="known differences, the file 'run' takes: its cases run first, and a generated game that fails "
                        "with one of their causes is counted, not reported")


def add_fuzz_parser(cmds: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``fuzz`` to the ``trickref conformance`` subcommands."""
    p = cmds.add_parser("fuzz", help="differential fuzzing against the reference; shrinks the first disagreement to a case file",
                        description=DESCRIPTION, epilog=EPILOG)
    add_arguments(p)


MAX_SECONDS = 86400.0  # a day: past it a budget is a typo, and inf or nan would never end


def _budget(flag: str, given: float | None, default: float) -> float:
    """A seconds budget: the default when not given; given, finite, above 0 and at most a day."""
    if given is None:
        return default
    if not (math.isfinite(given) and 0 < given <= MAX_SECONDS):
        raise UsageError(f"{flag} must be a number of seconds above 0 and at most {MAX_SECONDS:g}, not {given}")
    return given


def _error(message: str) -> None:
    # The message may quote the adapter (its hello, its stderr): escaped for the terminal.
    print(f"trickref: error: {printable(message, 2000)}", file=sys.stderr)


def fuzz_main(args: argparse.Namespace, out: IO[str] | None = None) -> int:
    out = sys.stdout if out is None else out
    try:
        import hypothesis  # noqa: F401  (optional: the fuzz extra; the rest of trickref runs without it)
    except ImportError:
        _error('conformance fuzz needs Hypothesis: pip install "trickref[fuzz]" (or pip install hypothesis)')
        return EXIT_USAGE
    from conformance.fuzz.jobs import runner_for  # imports Hypothesis: only once it is there
    from conformance.fuzz.run import FuzzConfig, FuzzReport, render_json, render_text  # the same: Hypothesis

    def run() -> FuzzReport:
        seconds = _budget("--seconds", args.seconds, 60.0 if args.examples is None else math.inf)
        shrink_seconds = _budget("--shrink-seconds", args.shrink_seconds, 60.0 if args.shrink_steps is None else math.inf)
        for flag, count in (("--examples", args.examples), ("--shrink-steps", args.shrink_steps)):
            if count is not None and count <= 0:
                raise UsageError(f"{flag} must be a positive number, not {count}")
        if not (math.isfinite(args.timeout) and 0 < args.timeout <= MAX_SECONDS):
            raise UsageError(f"--timeout must be a number of seconds above 0 and at most {MAX_SECONDS:g}, not {args.timeout}")
        skips = read_skip_list(args.skip_file, None) if args.skip_file is not None else None
        jobs = job_count(args.jobs)
        config = FuzzConfig(
            impl=args.impl, game=args.game, seconds=seconds, shrink_seconds=shrink_seconds,
            seed=args.seed if args.seed is not None else random.SystemRandom().randrange(1 << 32),
            out=args.out, timeout=args.timeout, examples=args.examples, shrink_steps=args.shrink_steps,
            skips=skips, notes=sys.stderr, jobs=jobs,
        )
        return runner_for(config)(config)

    # SIGINT and SIGTERM end the search with its partial summary and exit 130 / 143, as `run` does.
    previous = install_signal_handlers()
    try:
        report = exit_on_error(run, _error)
    finally:
        restore_signal_handlers(previous)
    if isinstance(report, int):
        return report
    out.write(render_json(report) if args.format == "json" else render_text(report))
    out.flush()
    if report.interrupted:
        _error(f"interrupted by {signal_name(report.interrupted)}; the adapter was killed and the partial summary written "
               f"(exit {128 + report.interrupted})")
        return 128 + report.interrupted
    if report.failure is not None:
        return EXIT_FAILED
    if report.compared == 0:
        _error(f"no example could be compared: the adapter skipped all {report.stats.skipped}")
        return EXIT_CANNOT_RUN
    return EXIT_OK


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog=PROG, description=DESCRIPTION, epilog=EPILOG)
    add_arguments(parser)
    return fuzz_main(parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())

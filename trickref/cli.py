"""The ``trickref`` command: its argument parser and the dispatch to the command modules
(trickref/commands/, one file each). Errors are one line on stderr and a non-zero exit, never a
traceback.

Subcommands for people settling a dispute at the table:

- ``rules GAME [OPTION]``: every option (or one) and preset with its default, its allowed values
  and the ambiguity register entries behind it (SPEC.md); ``rules --id SM-3.4``: one rule's text
  with the register entries citing it;
- ``vocabulary GAME``: the game's vocabulary page for adapter authors (options and what each value
  means, action grammar, refusal codes and precedence, cards, phases, observations);
- ``explain``: a position (a conformance case or a small position file) printed readably, its
  legal actions, whether an action is legal and the rule that decides it, quoted from SPEC.md,
  and the scoring of a finished hand category by category;
- ``play GAME``: a whole seeded game, or the actions given, trick by trick; ``--record`` writes
  it as a conformance case;
- ``perft``: the number of legal action sequences from a position, ``--divide`` per first action;
- ``conformance``: the conformance suite (conformance/README.md).
"""

from __future__ import annotations

import argparse
import io
import os
import sys
from collections.abc import Callable, Sequence
from typing import NoReturn

from conformance import CORPUS_VERSION, PROTOCOL_VERSION
from reference import SPEC_VERSION
from reference.errors import TrickrefError
from trickref.commands.conformance import add_parser as add_conformance_parser
from trickref.commands.conformance import main as conformance_main

EXIT_USAGE = 2

# The games' names in the order the help lists them: trickref.present.games.GAME_NAMES, written
# here so that building the parser imports neither the terminal views nor the three engines
# (tests/test_run_speed_cli.py checks the two agree).
GAME_NAMES = ("smear", "fourpoint", "smoorverliefd")


class Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one line ``trickref: error: ...`` (exit 2); ``epilog_of``,
    when set, writes the epilog when the help is shown (the presets it lists come from the three
    engines, which a command that is not ``play --help`` need not import)."""

    epilog_of: Callable[[], str] | None = None

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_USAGE, f"trickref: error: {message} (see '{self.prog} --help')\n")

    def format_help(self) -> str:
        if self.epilog_of is not None:
            self.epilog, self.epilog_of = self.epilog_of(), None
        return super().format_help()


def _play_epilog() -> str:
    from trickref.present.games import INFOS  # the terminal views and the engines, for the help only

    presets = "; ".join(f"{name}: {', '.join(info.presets)}" for name, info in INFOS.items())
    return f"presets: {presets}. Options and their values: 'trickref rules GAME'."


# ---------------------------------------------------------------------- the parser


def add_position_inputs(p: argparse.ArgumentParser) -> None:
    source = p.add_mutually_exclusive_group(required=True)
    source.add_argument("--case", metavar="FILE|ID",
                        help="a conformance case file, or the id of a case of the bundled corpus (e.g. smear/play/...; "
                             "'trickref conformance list' shows them): its game, options, dealer, deals and actions")
    source.add_argument(
        "--position", metavar="FILE", help="a JSON file {game, options, dealer, deals, actions[, seats]}; '-' reads standard input"
    )
    p.add_argument("--after", type=int, metavar="K", help="the position after the first K actions (default: all; a refusal case: before the refused one)")


class _Version(argparse.Action):
    """``--version``: the package's version looked up only when asked for (trickref.__version__)."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: object,
                 option_string: str | None = None) -> NoReturn:
        import trickref

        print(f"trickref {trickref.__version__} (corpus {CORPUS_VERSION}, SPEC {SPEC_VERSION}, protocol {PROTOCOL_VERSION})")
        parser.exit()


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(prog="trickref", description="Reference rules for Smear, Four Point and Smoorverliefd.")
    parser.add_argument("--version", action=_Version, nargs=0, help="show the program's version and exit")
    one_line_errors: type[argparse.ArgumentParser] = Parser  # subcommands report usage errors the same way
    sub = parser.add_subparsers(dest="command", required=True, parser_class=one_line_errors)
    games = ", ".join(GAME_NAMES)

    rules_parser = sub.add_parser(
        "rules", help="options, presets and the ambiguity register entries of a game; one option; one rule by id",
        description="Every option of GAME with its default and allowed values, the presets, and the ambiguity register "
                    "entries (R-SM-n, R-FP-n, R-SV-n) behind the options, quoted from SPEC.md; with OPTION only that "
                    "option; with --id a rule's text (or a register entry) and the register entries that cite it.",
        epilog="examples: trickref rules smear max_bid; trickref rules --id SM-3.4; trickref rules --id R-SM-4",
    )
    rules_parser.add_argument("game", metavar="GAME", nargs="?", help=games)
    rules_parser.add_argument("option", metavar="OPTION", nargs="?", help="only this option (its values, rules and register entries)")
    rules_parser.add_argument("--id", action="append", default=[], metavar="RULE",
                              help="print this rule (SM-3.4, a section SM-3) or register entry (R-SM-4) from SPEC.md, "
                                   "with the register entries citing it (repeatable)")

    vocabulary_parser = sub.add_parser(
        "vocabulary", help="the names an adapter must spell: options, actions, refusal codes, cards, phases",
        description="GAME's vocabulary page for adapter authors (conformance/vocabulary/GAME.md): every option with "
                    "the meaning of each value, the action grammar, the refusal codes and their precedence, card "
                    "tokens and order, phases, and what each observation is compared on.",
    )
    vocabulary_parser.add_argument("game", metavar="GAME", help="smear, fourpoint, smoorverliefd")
    vocabulary_parser.add_argument("--options", action="store_true", help="only the options: each value's meaning, the presets")
    vocabulary_parser.add_argument("--actions", action="store_true", help="only the action grammar: verbs, tokens, rules of form")
    vocabulary_parser.add_argument("--codes", action="store_true", help="only the refusal codes and their precedence")
    vocabulary_parser.add_argument("--markdown", action="store_true", help="the page (or the sections asked for) as markdown")

    explain_parser = sub.add_parser(
        "explain",
        help="print a position, its legal actions, and why an action is legal or refused",
        description="Print a position, its legal actions and, with --action, whether that action is legal and the rule that "
                    "decides it. Exit status: 0, or 1 when the --action asked about is refused; 2 for bad input.",
    )
    add_position_inputs(explain_parser)
    explain_parser.add_argument("--action", metavar="ACTION", help='an action to judge, e.g. "play JD"')
    explain_parser.add_argument("--seat", type=int, metavar="N", help="the seat the --action is stated for (CD-7); needs --action, "
                         "except for a refusal case, whose refused action it then states")
    explain_parser.add_argument("--hand", type=int, metavar="N", help="also show the scoring of finished hand N (1 = first)")
    explain_parser.add_argument("--ascii", action="store_true", help="card tokens (TS) instead of suit symbols")

    play_parser = sub.add_parser(
        "play", help="play and print a whole seeded game, or the actions given",
        description="Play GAME with seeded deals and bots, or the --actions given, and print it trick by trick.",
    )
    if isinstance(play_parser, Parser):  # always (parser_class above); the check is for the type checker
        play_parser.epilog_of = _play_epilog
    play_parser.add_argument("game", metavar="GAME", help=games)
    play_parser.add_argument("--seed", type=int, default=1, help="deals and bots (default 1)")
    play_parser.add_argument("--preset", default="standard", metavar="NAME",
                      help="a named set of options (default standard; the list is below, 'trickref rules GAME' explains them)")
    play_parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                      help="set one option over the preset (repeatable); VALUE is read as JSON when it parses "
                           "(10, true, null), else as a string, e.g. --option target=11 --option low_rule=holder")
    play_parser.add_argument("--dealer", type=int, metavar="SEAT", help="the first dealer (default: drawn from the seed)")
    play_parser.add_argument("--actions", metavar='"A; B; ..."', help='actions to play, ";"-separated, each optionally "SEAT: action"; then stop')
    play_parser.add_argument("--finish", action="store_true", help="after --actions, let the bots play to the end of the game")
    play_parser.add_argument("--max-actions", type=int, default=100_000, metavar="N",
                      help="stop a game that has not ended after N actions (default 100000)")
    play_parser.add_argument("--json", metavar="FILE", help="write the final state as JSON")
    play_parser.add_argument("--record", metavar="FILE", help="write the game as a conformance case (explicit deals, actions, final)")
    play_parser.add_argument("--ascii", action="store_true", help="card tokens (TS) instead of suit symbols")

    perft_parser = sub.add_parser("perft", help="count legal action sequences from a position (--divide per first action)")
    add_position_inputs(perft_parser)
    perft_parser.add_argument("--depth", type=int, metavar="N", help="sequence length (default: the case's perft check)")
    perft_parser.add_argument("--divide", action="store_true", help="the count per first action")

    add_conformance_parser(sub)  # `trickref conformance export|run|list` (conformance/README.md)
    return parser


# Each command's module is imported when it is dispatched, not to build the parser: together they
# import the terminal views, SPEC.md's index and the vocabulary pages (about 0.15-0.25 s CPU a
# process, issue 27), which `conformance run` and `fuzz` never use.


def _rules(args: argparse.Namespace) -> int:
    from trickref.commands import rules

    return rules.run(args)


def _explain(args: argparse.Namespace) -> int:
    from trickref.commands import explain

    return explain.run(args)


def _play(args: argparse.Namespace) -> int:
    from trickref.commands import play

    return play.run(args)


def _perft(args: argparse.Namespace) -> int:
    from trickref.commands import perft

    return perft.run(args)


def _vocabulary(args: argparse.Namespace) -> int:
    from trickref.commands import vocabulary

    return vocabulary.run(args)


COMMANDS: dict[str, Callable[[argparse.Namespace], int]] = {
    "rules": _rules, "explain": _explain, "play": _play, "perft": _perft, "vocabulary": _vocabulary,
}


def main(argv: Sequence[str] | None = None) -> int:
    if isinstance(sys.stdout, io.TextIOWrapper):
        # SPEC quotes are Spanish and Dutch, adapter names anything: a terminal that cannot show a
        # character gets "?" instead of a UnicodeEncodeError
        sys.stdout.reconfigure(errors="replace")
    args = build_parser().parse_args(argv)
    try:
        return _dispatch(args)
    except KeyboardInterrupt as exc:  # Ctrl-C, or SIGTERM during `conformance run` (conformance.errors.Interrupted)
        print("trickref: interrupted", file=sys.stderr)
        signum = getattr(exc, "signum", 2)
        return 128 + (signum if isinstance(signum, int) else 2)
    except Exception as exc:
        if os.environ.get("TRICKREF_DEBUG"):
            raise
        sys.stdout.flush()
        print(f"trickref: internal error: {type(exc).__name__}: {str(exc)[:300]} "
              "(please report it; TRICKREF_DEBUG=1 shows the traceback)", file=sys.stderr)
        return 70


def _dispatch(args: argparse.Namespace) -> int:
    if args.command == "conformance":  # its errors and exit codes are its own (conformance/errors.py)
        return conformance_main(args)
    try:
        return COMMANDS[args.command](args)
    except (TrickrefError, ValueError) as exc:
        sys.stdout.flush()
        print(f"trickref: error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except OSError as exc:
        if isinstance(exc, BrokenPipeError):
            _quiet_stdout()
            return 1
        sys.stdout.flush()
        print(f"trickref: error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except RecursionError:
        sys.stdout.flush()
        print("trickref: error: too deep: an input nested too deeply, or a --depth too large", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        print("trickref: interrupted", file=sys.stderr)
        return 130


def _quiet_stdout() -> None:
    """After a closed pipe (``trickref ... | head``), send what is left to /dev/null."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass


if __name__ == "__main__":
    sys.exit(main())

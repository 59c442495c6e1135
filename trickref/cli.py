"""The ``trickref`` command. Errors are one line on stderr and a non-zero exit, never a traceback.

Subcommands for people settling a dispute at the table:

- ``rules GAME``: every option and preset with its default, its allowed values and the
  ambiguity register entries behind it (SPEC.md);
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
import json
import os
import shlex
import shutil
import sys
from collections.abc import Sequence
from typing import NoReturn

from reference import __version__
from reference.errors import TrickrefError
from trickref.present.kits import GAME_NAMES, INFOS
from trickref.present.position import (
    InputError,
    Setup,
    check_action,
    check_positive,
    load_case,
    load_position,
    parse_action_list,
    replay,
    unknown_game,
)
from trickref.present.render import Style, supports_symbols

EXIT_USAGE = 2


class Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one line ``trickref: error: ...`` (exit 2)."""

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_USAGE, f"trickref: error: {message} (see '{self.prog} --help')\n")


def parse_option(text: str) -> tuple[str, object]:
    """``name=value`` with value read as JSON when it parses (numbers, true, null), else a string."""
    if "=" not in text:
        raise TrickrefError(f"--option {short(text)}: expected name=value")
    name, raw = text.split("=", 1)
    try:
        value: object = json.loads(raw)
    except json.JSONDecodeError:
        value = raw
    except RecursionError:
        raise InputError(f"--option {short(name)}: the value is nested too deeply") from None
    except ValueError:  # an integer over Python's digit limit
        raise InputError(f"--option {short(name)}: the value is a number of {len(raw.strip())} characters, out of range") from None
    return name, value


def short(text: str, limit: int = 40) -> str:
    """``text`` quoted for an error message, cut when long (a 5,000-digit bid stays readable)."""
    return repr(text) if len(text) <= limit else f"{text[:limit]!r}... ({len(text)} characters)"


def check_game(name: str) -> str:
    if name not in GAME_NAMES:
        raise InputError(unknown_game(name))
    return name


def style_for(args: argparse.Namespace) -> Style:
    return Style(unicode=not getattr(args, "ascii", False) and supports_symbols(sys.stdout.encoding))


def width() -> int:
    return max(60, min(120, shutil.get_terminal_size((100, 24)).columns))


def emit(lines: Sequence[str]) -> None:
    sys.stdout.write("".join(line + "\n" for line in lines))


def load_setup(args: argparse.Namespace) -> Setup:
    if args.case is not None:
        return load_case(case_path(args.case))
    return load_position(args.position)


def case_path(text: str) -> str:
    """``--case`` takes a file, or the id of a case of the bundled corpus (``smear/play/...``)
    so that a wheel user need not find the corpus inside site-packages."""
    if text == "-" or os.path.exists(text) or "/" not in text or text.endswith(".json"):
        return text
    from conformance import CORPUS_DIR

    try:
        manifest = json.loads((CORPUS_DIR / "manifest.json").read_text(encoding="utf-8"))
        files = {e.get("id"): e.get("file") for e in manifest.get("cases", []) if isinstance(e, dict)}
    except (OSError, ValueError, AttributeError):
        return text
    rel = files.get(text)
    if isinstance(rel, str):
        return str(CORPUS_DIR / rel)
    raise InputError(f"--case {short(text, 80)}: no such file, nor a case id of the bundled corpus "
                     "(list them with 'trickref conformance list')")


# ---------------------------------------------------------------------- commands


def cmd_rules(args: argparse.Namespace) -> int:
    from trickref.commands.rules import render_rules
    from trickref.spec.index import load_spec

    emit(render_rules(INFOS[check_game(args.game)], load_spec(), width()))
    return 0


def cmd_explain(args: argparse.Namespace) -> int:
    from trickref.commands.explain import Request, explain, refusal_default
    from trickref.spec.index import load_spec

    setup = load_setup(args)
    if args.seat is not None and args.action is None and not (args.after is None and refusal_default(setup) is not None):
        raise InputError("--seat N needs --action ACTION: it is the seat that action is stated for (CD-7)")
    action = check_action(args.action, "--action") if args.action is not None else None
    lines, status = explain(setup, Request(args.after, action, args.seat, args.hand), load_spec(), style_for(args), width())
    emit(lines)
    return status


def cmd_perft(args: argparse.Namespace) -> int:
    from reference.perft import divide, perft_by_depth
    from trickref.commands.explain import refusal_default

    setup = load_setup(args)
    after, depth = args.after, args.depth
    checks = [c for c in setup.expect if c.get("kind") == "perft"]
    if after is None and depth is None and checks:
        after, depth = _int_field(checks[0], "after"), _int_field(checks[0], "depth")
    if after is None:
        after = refusal_default(setup)
    if depth is None:
        matching = [c for c in checks if _int_field(c, "after") == (len(setup.actions) if after is None else after)]
        if not matching:
            raise InputError("--depth N is required (no perft check of the case gives it)")
        depth = _int_field(matching[0], "depth")
    check_positive("--depth", depth, 1)
    done = replay(setup, after)
    table = done.table
    actor = table.to_act()
    who = f", seat {actor} to act" if actor is not None else ""
    header = f"{setup.source}: perft after {done.after} of {len(setup.actions)} action(s): {table.info.name}, phase {table.phase().value}{who}"
    emit([header])
    sys.stdout.flush()
    lines: list[str] = []
    expected = next(
        (c for c in checks if _int_field(c, "after") == done.after and _int_field(c, "depth") == depth), None
    )
    if args.divide:
        counts = divide(table, depth)
        want = expected.get("divide") if expected is not None else None
        for action, n in counts.items():
            note = ""
            if isinstance(want, dict) and want.get(action) != n:
                note = f"   (the case expects {want.get(action)})"
            lines.append(f"{action}: {n}{note}")
        total = sum(counts.values())
        lines.append(f"total: {total} at depth {depth}")
    else:
        # Each depth is printed as soon as it is counted (depth 5 can take minutes); each depth
        # expands the positions of the one before, so all of them cost about what the last does.
        total = 0
        for d, total in perft_by_depth(table, depth):
            emit([f"depth {d}: {total}"])
            sys.stdout.flush()
    status = 0
    if expected is not None:
        count = expected.get("count")
        agrees = count == total
        lines.append(f"the case expects {count} at depth {depth}: {'agrees' if agrees else 'DIFFERS'}")
        status = 0 if agrees else 1
    emit(lines)
    return status


def _int_field(check: object, name: str) -> int:
    value = check.get(name) if isinstance(check, dict) else None
    if not isinstance(value, int) or isinstance(value, bool):
        raise InputError(f"perft check: {name}: expected an integer")
    return value


def cmd_play(args: argparse.Namespace) -> int:
    from trickref.commands.play import PlayRequest, play_game, record_case, write_record

    game = check_game(args.game)
    data: dict[str, object] = {"preset": args.preset}
    data.update(parse_option(o) for o in args.option)
    given = parse_action_list(args.actions) if args.actions is not None else []
    check_positive("--max-actions", args.max_actions, 1)
    request = PlayRequest(
        game=game,
        options=data,
        preset=args.preset,
        seed=args.seed,
        dealer=args.dealer,
        given=given,
        bots=args.actions is None or args.finish,
        max_actions=args.max_actions,
    )
    played = play_game(request, style_for(args), sys.stdout)
    out = sys.stdout
    if args.json:
        with open(args.json, "w", encoding="utf-8") as fh:
            json.dump(played.table.state_json(), fh, indent=1)
        out.write(f"final state written to {args.json}\n")
    if args.record:
        command = "trickref " + " ".join(shlex.quote(a) for a in sys.argv[1:]) if sys.argv[1:] else "trickref play"
        write_record(args.record, record_case(played, request, command))
        out.write(f"game recorded as a conformance case in {args.record}\n")
    return 0


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


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(prog="trickref", description="Reference rules for Smear, Four Point and Smoorverliefd.")
    parser.add_argument("--version", action="version", version=f"trickref {__version__}")
    one_line_errors: type[argparse.ArgumentParser] = Parser  # subcommands report usage errors the same way
    sub = parser.add_subparsers(dest="command", required=True, parser_class=one_line_errors)
    games = ", ".join(GAME_NAMES)

    rules = sub.add_parser(
        "rules", help="options, presets and the ambiguity register entries of a game",
        description="Every option of GAME with its default and allowed values, the presets, and the ambiguity register "
                    "entries (R-SM-n, R-FP-n, R-SV-n) behind the options, quoted from SPEC.md.",
    )
    rules.add_argument("game", metavar="GAME", help=games)

    explain = sub.add_parser(
        "explain",
        help="print a position, its legal actions, and why an action is legal or refused",
        description="Print a position, its legal actions and, with --action, whether that action is legal and the rule that "
                    "decides it. Exit status: 0, or 1 when the --action asked about is refused; 2 for bad input.",
    )
    add_position_inputs(explain)
    explain.add_argument("--action", metavar="ACTION", help='an action to judge, e.g. "play JD"')
    explain.add_argument("--seat", type=int, metavar="N", help="the seat the --action is stated for (CD-7); needs --action, "
                         "except for a refusal case, whose refused action it then states")
    explain.add_argument("--hand", type=int, metavar="N", help="also show the scoring of finished hand N (1 = first)")
    explain.add_argument("--ascii", action="store_true", help="card tokens (TS) instead of suit symbols")

    presets = "; ".join(f"{name}: {', '.join(info.presets)}" for name, info in INFOS.items())
    play = sub.add_parser(
        "play", help="play and print a whole seeded game, or the actions given",
        description="Play GAME with seeded deals and bots, or the --actions given, and print it trick by trick.",
        epilog=f"presets: {presets}. Options and their values: 'trickref rules GAME'.",
    )
    play.add_argument("game", metavar="GAME", help=games)
    play.add_argument("--seed", type=int, default=1, help="deals and bots (default 1)")
    play.add_argument("--preset", default="standard", metavar="NAME",
                      help="a named set of options (default standard; the list is below, 'trickref rules GAME' explains them)")
    play.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                      help="set one option over the preset (repeatable); VALUE is read as JSON when it parses "
                           "(10, true, null), else as a string, e.g. --option target=11 --option low_rule=holder")
    play.add_argument("--dealer", type=int, metavar="SEAT", help="the first dealer (default: drawn from the seed)")
    play.add_argument("--actions", metavar='"A; B; ..."', help='actions to play, ";"-separated, each optionally "SEAT: action"; then stop')
    play.add_argument("--finish", action="store_true", help="after --actions, let the bots play to the end of the game")
    play.add_argument("--max-actions", type=int, default=100_000, metavar="N",
                      help="stop a game that has not ended after N actions (default 100000)")
    play.add_argument("--json", metavar="FILE", help="write the final state as JSON")
    play.add_argument("--record", metavar="FILE", help="write the game as a conformance case (explicit deals, actions, final)")
    play.add_argument("--ascii", action="store_true", help="card tokens (TS) instead of suit symbols")

    perft = sub.add_parser("perft", help="count legal action sequences from a position (--divide per first action)")
    add_position_inputs(perft)
    perft.add_argument("--depth", type=int, metavar="N", help="sequence length (default: the case's perft check)")
    perft.add_argument("--divide", action="store_true", help="the count per first action")

    from trickref.commands.conformance import add_parser as add_conformance_parser

    add_conformance_parser(sub)  # `trickref conformance export|run|list` (conformance/README.md)
    return parser


COMMANDS = {"rules": cmd_rules, "explain": cmd_explain, "play": cmd_play, "perft": cmd_perft}


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
    if args.command == "conformance":
        from trickref.commands.conformance import main as conformance_main

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

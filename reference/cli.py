"""The ``trickref`` command. Errors are one line on stderr and a non-zero exit, never a traceback."""

from __future__ import annotations

import argparse
import json
import random
import sys
from typing import Sequence

from reference import __version__
from reference.actions import Discard, Play
from reference.bots import cautious_choice
from reference.errors import TrickrefError
from reference.render import render_hand_result, render_trick
from reference.smear import apply, legal_actions, new_game, smear_options
from reference.smear.codec import encode_state
from reference.smear.rules import to_act

EXIT_USAGE = 2


def parse_option(text: str) -> tuple[str, object]:
    """``name=value`` with value read as JSON when it parses (numbers, true, null), else a string."""
    if "=" not in text:
        raise TrickrefError(f"--option {text!r}: expected name=value")
    name, raw = text.split("=", 1)
    try:
        value: object = json.loads(raw)
    except json.JSONDecodeError:
        value = raw
    return name, value


def cmd_play(args: argparse.Namespace) -> int:
    """Play one whole seeded game with the cautious bots and print it."""
    data: dict[str, object] = {"preset": args.preset}
    data.update(parse_option(o) for o in args.option)
    options = smear_options(data)
    state = new_game(options, seed=args.seed)
    rng = random.Random(args.seed)
    out = sys.stdout
    out.write(f"Smear, preset {args.preset}, seed {args.seed}, {options.players} players, target {options.target}\n")
    printed = 0  # tricks of the current hand already shown
    for _ in range(args.max_actions):
        if state.winner is not None:
            break
        hand = state.hand
        if hand is None:
            raise TrickrefError("the game is waiting for a deal")
        if not hand.bids and printed == 0:
            out.write(f"\n== Hand {len(state.results) + 1}: dealer seat {hand.dealer}\n")
        seat = to_act(state)
        assert seat is not None
        action = cautious_choice(legal_actions(state), hand.hands[seat], rng)
        before = state
        state = apply(state, action)
        if isinstance(action, Discard):
            out.write(f"  seat {seat} discards {len(action.cards)}\n")
        elif not isinstance(action, Play):
            out.write(f"  seat {seat}: {action}\n")
        finished = len(state.results) > len(before.results)
        current = state.last_hand if finished else state.hand
        assert current is not None
        for number in range(printed, len(current.tricks)):
            out.write(render_trick(number + 1, current.tricks[number]) + "\n")
        printed = len(current.tricks)
        if finished:
            out.write(render_hand_result(state.results[-1], options) + "\n")
            printed = 0
    else:
        raise TrickrefError(f"the game did not end within {args.max_actions} actions")
    out.write(f"\nGame over after {len(state.results)} hands: side {state.winner} wins; scores {list(state.scores)}\n")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as fh:
            json.dump(encode_state(state), fh, indent=1)
        out.write(f"final state written to {args.json}\n")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="trickref", description="Reference rules for Smear and friends.")
    parser.add_argument("--version", action="version", version=f"trickref {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)
    play = sub.add_parser("play", help="play and print one whole seeded game")
    play.add_argument("game", choices=["smear"], help="which game")
    play.add_argument("--seed", type=int, default=1)
    play.add_argument("--preset", default="standard")
    play.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    play.add_argument("--max-actions", type=int, default=100_000)
    play.add_argument("--json", metavar="FILE", help="write the final state as JSON")
    from conformance.cli import add_parser as add_conformance_parser
    from conformance.cli import main as conformance_main

    add_conformance_parser(sub)  # `trickref conformance export|run|list` (conformance/README.md)
    args = parser.parse_args(argv)
    if args.command == "conformance":
        return conformance_main(args)
    try:
        return cmd_play(args)
    except TrickrefError as exc:
        print(f"trickref: error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except OSError as exc:
        print(f"trickref: error: {exc}", file=sys.stderr)
        return EXIT_USAGE


if __name__ == "__main__":
    sys.exit(main())

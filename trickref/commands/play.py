"""``trickref play GAME``: a whole seeded game (cautious bots, reference/bots.py) or the actions
given, printed trick by trick with each hand's scoring; ``--record`` writes it as a
conformance-format case (conformance/README.md) so any game becomes a bug report or a test."""

from __future__ import annotations

import argparse
import json
import random
import re
import shlex
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import IO

from conformance.games import game as game_support
from conformance.games import game_names
from reference.cards import parse_card
from reference.dealing import Deal
from reference.errors import IllegalAction, TrickrefError
from reference.options_codec import JSONScalar
from trickref.present.games import start_table
from trickref.present.position import (
    InputError,
    check_game,
    check_option_names,
    check_positive,
    deals_json,
    parse_action_list,
    refused,
    short,
)
from trickref.present.render import Style, render_breakdown, render_trick, terminal_style
from trickref.present.table import TableView, changed_options


def run(args: argparse.Namespace) -> int:
    game = check_game(args.game)
    data: dict[str, object] = {"preset": args.preset}
    data.update(parse_option(o) for o in args.option)
    check_option_names(game, data, "")
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
    played = play_game(request, terminal_style(args.ascii), sys.stdout)
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


@dataclass
class PlayedGame:
    """A game as played: what is needed to replay it from explicit deals."""

    table: TableView
    first_dealer: int
    deals: list[Deal] = field(default_factory=list)
    actions: list[str] = field(default_factory=list)
    seats: list[int | None] = field(default_factory=list)

    def note_deal(self) -> None:
        deal = self.table.current_deal()
        if self.table.deals_made() > len(self.deals) and deal is not None:
            self.deals.append(deal)


@dataclass(frozen=True)
class PlayRequest:
    game: str
    options: Mapping[str, object]
    preset: str
    seed: int
    dealer: int | None
    given: Sequence[tuple[str, int | None]]  # --actions
    bots: bool  # let the bots play (after the given actions, if any)
    max_actions: int


def play_game(req: PlayRequest, style: Style, out: IO[str]) -> PlayedGame:
    table = start_table(req.game, req.options, [], req.dealer, req.seed)
    game = PlayedGame(table, table.dealer())
    game.note_deal()
    rng = random.Random(req.seed)
    info = table.info
    out.write(f"{info.title}, preset {req.preset}, seed {req.seed}, {table.players()} players, target {table.target()}\n")
    out.write(f"{NUMBERING}\n")
    printed = 0  # tricks of the current hand already shown
    plays: list[int] = []  # the index of each card played in the current hand, in order
    shown_deal = 0
    given = list(req.given)
    for count in range(req.max_actions + 1):
        table = game.table
        if table.winner() is not None:
            break
        seat = table.to_act()
        if seat is None:
            raise TrickrefError("the game is waiting for a deal")
        if table.deals_made() != shown_deal:
            shown_deal = table.deals_made()
            out.write(f"\n== Hand {table.results_count() + 1}: dealer seat {table.hand_dealer()}\n")
            for s, cards in enumerate(table.hands()):
                out.write(f"  seat {s} holds {style.cards(cards)}\n")
        if count == req.max_actions:
            raise TrickrefError(f"the game did not end within {req.max_actions} actions (--max-actions)")
        stated: int | None = None
        if given:
            action, stated = given.pop(0)
            number = len(game.actions) + 1
            try:
                after = table.play(action, stated)
            except IllegalAction as exc:
                raise refused(f"--actions item {number}", action, stated, exc) from None
        elif req.bots:
            action = table.bot_action(rng)
            after = table.play(action)
        else:
            break
        index = len(game.actions)  # this action is actions[index] of the game (and of --record's case)
        game.table = after
        game.actions.append(action)
        game.seats.append(stated)
        game.note_deal()
        if action.startswith("discard "):
            out.write(f"  [{index}] seat {seat} discards {len(action.split()) - 1}: {action}\n")
        elif action.startswith("play "):
            plays.append(index)
        else:
            out.write(f"  [{index}] seat {seat}: {action}\n")
        finished = after.results_count() > table.results_count()
        tricks = after.last_hand_tricks() if finished else after.hand_tricks()
        for number in range(printed, len(tricks)):
            first = sum(len(t.cards) for t in tricks[:number])
            label = f"[{span(plays[first:first + len(tricks[number].cards)])}] "
            out.write(render_trick(number + 1, tricks[number], style, label) + "\n")
        printed = len(tricks)
        if finished:
            for line in render_breakdown(after.breakdown(after.results_count() - 1)):
                out.write("  " + line + "\n")
            printed = 0
            plays = []
    table = game.table
    in_trick = plays[sum(len(t.cards) for t in table.hand_tricks()):]
    if in_trick:  # stopped inside a trick (--actions): its plays so far, numbered too
        played = style.cards([parse_card(game.actions[i].split(" ", 1)[1]) for i in in_trick])
        out.write(f"  [{span(in_trick)}] trick {len(table.hand_tricks()) + 1} so far: {played}\n")
    winner = table.winner()
    if winner is not None:
        out.write(f"\nGame over after {table.results_count()} hands: {table.side_name(winner)} wins; scores {table.scores()}\n")
    else:
        to_act = table.to_act()
        out.write(
            f"\nStopped after {len(game.actions)} actions (hand {table.results_count() + 1}, phase {table.phase().value}"
            f"{f', seat {to_act} to act' if to_act is not None else ''}); scores {table.scores()}\n"
        )
    return game


NUMBERING = ("[K] is actions[K] of the game ([K-L]: a trick's plays): 'trickref explain --case FILE --after K' "
             "is the position before it, FILE written by --record")


def span(indices: Sequence[int]) -> str:
    """``12-15`` for a trick's consecutive plays, ``12,14`` otherwise (another action between)."""
    if indices and list(indices) == list(range(indices[0], indices[0] + len(indices))):
        return f"{indices[0]}-{indices[-1]}" if len(indices) > 1 else str(indices[0])
    return ",".join(str(i) for i in indices)


def rule_key(rule: str) -> tuple[str, tuple[int, ...]]:
    head, _, numbers = rule.partition("-")
    return head, tuple(int(n) for n in numbers.split(".") if n.isdigit())


def record_case(game: PlayedGame, req: PlayRequest, command: str) -> dict[str, object]:
    """The game as a conformance case: explicit deals, every action, and its final state."""
    table = game.table
    options = table.options_json()
    changed = changed_options(table.info, options)
    rules: set[str] = set()
    for i in range(table.results_count()):
        for line in table.breakdown(i).lines:
            rules.update(line.rules)
    slug = re.sub(r"[^a-z0-9]+", "-", f"seed {req.seed} {'given' if req.given else 'bots'} {len(game.actions)} actions".lower()).strip("-")
    case: dict[str, object] = {
        "id": f"{req.game}/recorded/{slug}",
        "description": f"Recorded by trickref play: {table.info.title}, seed {req.seed}, {len(game.actions)} actions, {table.results_count()} hand(s)"[:160],
        "level": _level(req.game, options, changed),
        "game": req.game,
        "rules": sorted(rules, key=rule_key),
        "tags": [req.game, f"preset:{req.preset}", "area:recorded", "recorded"]
        + [f"option:{k}={_json_text(v)}" for k, v in changed.items()],
        "source": command,
        "options": dict(options),
        "dealer": game.first_dealer,
        "deals": deals_json(game.deals),
        "actions": list(game.actions),
    }
    if any(s is not None for s in game.seats):
        case["seats"] = list(game.seats)
    final: dict[str, object] = {"kind": "final", "scores": table.scores(), "winner": table.winner(), "phase": table.phase().value}
    case["expect"] = [final, {"kind": "hand_results", "results": table.results_json()}]
    return case


def _json_text(value: JSONScalar) -> str:
    return json.dumps(value)


def _level(game: str, options: Mapping[str, JSONScalar], changed: Mapping[str, JSONScalar]) -> str:
    """The case's requirement level as the conformance registry classifies options, when it
    knows the game; otherwise ``must`` for the standard game and ``may`` for anything else."""
    if game in game_names():
        return game_support(game).level(options)
    return "must" if not changed else "may"


def write_record(path: str, case: Mapping[str, object]) -> None:
    try:
        with open(path, "w", encoding="utf-8") as fh:
            json.dump(case, fh, indent=1, ensure_ascii=False)
            fh.write("\n")
    except OSError as exc:
        raise InputError(f"--record {path}: cannot write: {exc.strerror}") from None

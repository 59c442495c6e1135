"""Positions for the command line: read from a conformance case file (or the id of a case of the
bundled corpus) or a small position file ``{game, options, dealer, deals, actions}`` (``seats``
optional, as in a case), then replayed.

Every malformed input is an ``InputError`` whose message names the file and the place in it:
``pos.json: line 3 column 5: Expecting ',' delimiter``, ``pos.json: deals[0].hands[1][2]:
unknown card 'ZZ'``, ``case.json: actions[6] 'play 8C': refused E_MUST_FOLLOW_SUIT (SM-6.3): ...``.
"""

from __future__ import annotations

import json
import os
import re
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal, cast, get_args, get_origin

from conformance import CORPUS_DIR
from conformance.games import game as game_support
from reference.cards import Card, parse_card
from reference.dealing import Deal
from reference.errors import (
    IllegalAction,
    InvalidDeal,
    InvalidOptions,
    NotationError,
    TrickrefError,
)
from reference.jsonio import encode_deal
from trickref.present.games import GAME_NAMES, INFOS, start_table
from trickref.present.table import TableView
from trickref.present.table_input import table_action, table_card, unknown

POSITION_FIELDS = ("game", "options", "dealer", "deals", "actions", "seats")
MAX_DEPTH = 64  # a position or case is about 6 levels deep; deeper is broken or hostile
MAX_NUMBER_DIGITS = 18  # no bid, seat or score in any game comes near; longer is a typo or a probe
_LONG_NUMBER = re.compile(rf"\d{{{MAX_NUMBER_DIGITS + 1},}}")


class InputError(TrickrefError):
    """Input that cannot be used, with its place named."""


@dataclass(frozen=True)
class Setup:
    """Where a game starts and the actions that lead to a position."""

    source: str
    game: str
    options: Mapping[str, object]
    dealer: int | None
    deals: tuple[Deal, ...]
    actions: tuple[str, ...]
    seats: tuple[int | None, ...] | None = None
    expect: tuple[Mapping[str, object], ...] = field(default=())

    def seat(self, k: int) -> int | None:
        return self.seats[k] if self.seats is not None else None


def unknown_game(game: str) -> str:
    return unknown("game", game, GAME_NAMES)


def check_game(name: str) -> str:
    if name not in GAME_NAMES:
        raise InputError(unknown_game(name))
    return name


def check_option_names(game: str, options: Mapping[str, object], where: str) -> None:
    """Refuse a misspelt preset, option name or (for an option of named values) value with a
    "did you mean" before the engine reads the options; ``where`` starts the message."""
    info = INFOS[game]
    preset = options.get("preset", "standard")
    if isinstance(preset, str) and preset not in info.presets:
        raise InputError(f"{where}{unknown('preset', preset, info.presets)}")
    for name, value in options.items():
        if name == "preset":
            continue
        if name not in info.hints:
            raise InputError(f"{where}{unknown('option', name, info.hints)}")
        named = [a for a in get_args(info.hints[name]) if isinstance(a, str)] if get_origin(info.hints[name]) is Literal else []
        if named and isinstance(value, str) and value not in named:
            raise InputError(f"{where}option {name}: {unknown('value', value, named)}")


def short(text: str, limit: int = 40) -> str:
    """``text`` quoted for an error message, cut when long (a 5,000-digit bid stays readable)."""
    return repr(text) if len(text) <= limit else f"{text[:limit]!r}... ({len(text)} characters)"


def read_text(path: str) -> tuple[str, str]:
    """The text of ``path`` (``-``: standard input) and the name to report it by."""
    if path == "-":
        try:
            return sys.stdin.read(), "<stdin>"
        except UnicodeDecodeError as exc:
            raise InputError(f"<stdin>: not UTF-8 text (byte {exc.start})") from None
    try:
        return Path(path).read_text(encoding="utf-8"), path
    except FileNotFoundError:
        raise InputError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise InputError(f"{path}: is a directory, not a file") from None
    except UnicodeDecodeError as exc:
        raise InputError(f"{path}: not UTF-8 text (byte {exc.start})") from None
    except OSError as exc:
        raise InputError(f"{path}: cannot read: {exc.strerror}") from None


def parse_json(text: str, source: str) -> object:
    try:
        value = cast(object, json.loads(text))
    except json.JSONDecodeError as exc:
        raise InputError(f"{source}: line {exc.lineno} column {exc.colno}: {exc.msg}") from None
    except RecursionError:
        raise InputError(f"{source}: nested too deeply to read") from None
    except ValueError:  # an integer over Python's digit limit
        raise InputError(f"{source}: holds a number with more than {sys.get_int_max_str_digits()} digits") from None
    if _depth(value) > MAX_DEPTH:
        raise InputError(f"{source}: nested more than {MAX_DEPTH} levels deep")
    return value


def _depth(value: object) -> int:
    deepest, stack = 0, [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, (list, dict)):
            deepest = max(deepest, depth)
            if depth <= MAX_DEPTH:
                stack.extend((v, depth + 1) for v in (item.values() if isinstance(item, dict) else item))
    return deepest


def check_action(text: str, where: str) -> str:
    """Refuse an action holding an absurdly long number (``bid 999...`` of 5,000 digits) before
    the engine reads it, naming the input."""
    long = _LONG_NUMBER.search(text)
    if long is not None:
        shown = text if len(text) <= 40 else f"{text[:40]}..."
        raise InputError(f"{where} {shown!r}: a number of {len(long.group())} digits is out of range")
    return text


def _obj(value: object, where: str) -> dict[str, object]:
    if not isinstance(value, dict):
        raise InputError(f"{where}: expected an object, not {_kind(value)}")
    return cast(dict[str, object], value)


def _list(value: object, where: str) -> list[object]:
    if not isinstance(value, list):
        raise InputError(f"{where}: expected a list, not {_kind(value)}")
    return cast(list[object], value)


def _int(value: object, where: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise InputError(f"{where}: expected an integer, not {_kind(value)}")
    return value


def _kind(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, (int, float)):
        return f"the number {value}"
    if isinstance(value, str):
        return f"the string {value!r}"
    if isinstance(value, list):
        return "a list"
    return "an object"


def _cards(value: object, where: str, table: bool = False) -> tuple[Card, ...]:
    """Card tokens (CD-4); ``table``: as a person types them too (``10D``, ``jd``, ``J♦``)."""
    read = table_card if table else parse_card
    out = []
    for i, token in enumerate(_list(value, where)):
        if not isinstance(token, str):
            raise InputError(f"{where}[{i}]: expected a card token, not {_kind(token)}")
        try:
            out.append(read(token))
        except NotationError as exc:
            raise InputError(f"{where}[{i}]: {exc} (CD-4)") from None
    return tuple(out)


REST = "rest"  # a position's stock: the cards of the deck nobody holds (SPEC.md's example blocks' shorthand)


def read_deal(value: object, where: str, rest: Callable[[], Sequence[str]] | None = None) -> Deal:
    """A deal ``{hands, widow, stock}``. With ``rest`` (a position file, not a case) the cards
    may be typed as at the table, and ``"stock": "rest"`` (or no stock at all) is the cards of
    ``rest()``, the game's deck in canonical order (CD-5), that no hand or widow holds."""
    d = _obj(value, where)
    extra = sorted(set(d) - {"hands", "widow", "stock"})
    if extra:
        raise InputError(f"{where}: unknown field {extra[0]!r}; a deal has hands, widow, stock")
    if "hands" not in d:
        raise InputError(f"{where}: missing field 'hands'")
    table = rest is not None
    hands = tuple(_cards(h, f"{where}.hands[{i}]", table) for i, h in enumerate(_list(d["hands"], f"{where}.hands")))
    widow = _cards(d.get("widow", []), f"{where}.widow", table)
    stock_value = d.get("stock", REST if table else [])
    if rest is not None and stock_value == REST:
        held = set(widow).union(*hands)
        return Deal(hands, widow, tuple(c for c in (parse_card(t) for t in rest()) if c not in held))
    if isinstance(stock_value, str):
        wanted = f"a list of card tokens or {REST!r}" if table else "a list of card tokens"
        raise InputError(f"{where}.stock: expected {wanted}, not {_kind(stock_value)}")
    return Deal(hands, widow, _cards(stock_value, f"{where}.stock", table))


def _deck_of(game: str, options: Mapping[str, object], source: str) -> Callable[[], Sequence[str]]:
    """The deck of ``game`` under ``options`` (canonical order), worked out when first asked."""

    def deck() -> Sequence[str]:
        try:
            return game_support(game).shape(options).deck
        except (InvalidOptions, ValueError, TypeError) as exc:
            raise InputError(f"{source}: options: {exc}") from None

    return deck


def setup_from(data: object, source: str, strict: bool) -> Setup:
    """A ``Setup`` from a parsed case or position document. ``strict``: refuse unknown fields
    (a position file; a case has many more)."""
    d = _obj(data, source)
    if strict:
        extra = sorted(set(d) - set(POSITION_FIELDS))
        if extra:
            raise InputError(f"{source}: unknown field {extra[0]!r}; a position has {', '.join(POSITION_FIELDS)}")
    if "game" not in d:
        raise InputError(f"{source}: missing field 'game' (one of {', '.join(sorted(GAME_NAMES))})")
    game = d["game"]
    if not isinstance(game, str) or game not in GAME_NAMES:
        raise InputError(f"{source}: game: {unknown_game(str(game))}")
    options = _obj(d.get("options", {}), f"{source}: options")
    dealer = None if d.get("dealer") is None else _int(d.get("dealer"), f"{source}: dealer")
    if "deals" not in d:
        raise InputError(f"{source}: missing field 'deals' (a list of {{hands, widow, stock}})")
    rest = _deck_of(game, options, source) if strict else None
    deals = tuple(read_deal(x, f"{source}: deals[{i}]", rest) for i, x in enumerate(_list(d["deals"], f"{source}: deals")))
    actions: list[str] = []
    for i, a in enumerate(_list(d.get("actions", []), f"{source}: actions")):
        if not isinstance(a, str):
            raise InputError(f"{source}: actions[{i}]: expected an action string, not {_kind(a)}")
        actions.append(check_action(a, f"{source}: actions[{i}]"))
    seats: tuple[int | None, ...] | None = None
    if d.get("seats") is not None:
        raw = _list(d["seats"], f"{source}: seats")
        if len(raw) != len(actions):
            raise InputError(f"{source}: seats: {len(raw)} entries for {len(actions)} actions (one per action)")
        seats = tuple(None if s is None else _int(s, f"{source}: seats[{i}]") for i, s in enumerate(raw))
    expect = tuple(_obj(e, f"{source}: expect[{i}]") for i, e in enumerate(_list(d.get("expect", []), f"{source}: expect")))
    return Setup(source, game, options, dealer, deals, tuple(actions), seats, expect)


def load_case(path: str) -> Setup:
    text, source = read_text(path)
    return setup_from(parse_json(text, source), source, strict=False)


def load_setup(case: str | None, position: str | None) -> Setup:
    """The position of ``--case FILE|ID`` or, without it, of ``--position FILE``."""
    if case is not None:
        return load_case(case_path(case))
    assert position is not None  # argparse requires one of the two
    return load_position(position)


def case_path(text: str) -> str:
    """``--case`` takes a file, or the id of a case of the bundled corpus (``smear/play/...``)
    so that a wheel user need not find the corpus inside site-packages."""
    if text == "-" or os.path.exists(text) or "/" not in text or text.endswith(".json"):
        return text
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


def load_position(path: str) -> Setup:
    text, source = read_text(path)
    return setup_from(parse_json(text, source), source, strict=True)


def start(setup: Setup) -> TableView:
    """The game at its start, every input problem reported with its place."""
    src = setup.source
    check_option_names(setup.game, setup.options, f"{src}: options: ")
    try:
        INFOS[setup.game].full_options(setup.options)
    except InvalidOptions as exc:
        raise InputError(f"{src}: options: {exc}") from None
    for i, deal in enumerate(setup.deals):
        try:
            start_table(setup.game, setup.options, [deal], setup.dealer, None)
        except InvalidDeal as exc:
            raise InputError(f"{src}: deals[{i}]: {exc}") from None
        except ValueError as exc:  # the dealer is not a seat
            raise InputError(f"{src}: dealer: {exc}") from None
    try:
        return start_table(setup.game, setup.options, setup.deals, setup.dealer, None)
    except (InvalidDeal, InvalidOptions) as exc:
        raise InputError(f"{src}: {exc}") from None
    except ValueError as exc:
        raise InputError(f"{src}: dealer: {exc}") from None


def refused(where: str, action: str, seat: int | None, exc: IllegalAction) -> InputError:
    by = f" by seat {seat}" if seat is not None else ""
    return InputError(f"{where} {action!r}{by}: refused {exc.code.value} ({exc.rule}): {exc.message}")


@dataclass(frozen=True)
class Replayed:
    table: TableView
    after: int  # actions applied
    finished_hand: bool  # the last action applied ended a hand


def replay(setup: Setup, after: int | None = None) -> Replayed:
    """Apply the first ``after`` actions (all by default)."""
    n = len(setup.actions) if after is None else after
    if not 0 <= n <= len(setup.actions):
        raise InputError(f"--after {n}: {setup.source} has {len(setup.actions)} actions (0 to {len(setup.actions)})")
    table = start(setup)
    finished = False
    for k in range(n):
        before = table.results_count()
        action, seat = setup.actions[k], setup.seat(k)
        try:
            table = table.play(action, seat)
        except IllegalAction as exc:
            raise refused(f"{setup.source}: actions[{k}]", action, seat, exc) from None
        finished = table.results_count() > before
    return Replayed(table, n, finished)


def parse_action_list(text: str) -> list[tuple[str, int | None]]:
    """``"bid 2; pass; 2: play JD"``: actions separated by ``;``, each optionally prefixed by
    the seat it is stated for (CD-7), each read as typed at the table (``play 10d`` is
    ``play TD``: trickref/present/table_input.py)."""
    out: list[tuple[str, int | None]] = []
    for i, item in enumerate(text.split(";")):
        item = item.strip()
        if not item:
            continue
        seat: int | None = None
        check_action(item, f"--actions item {i + 1}")
        head, sep, rest = item.partition(":")
        if sep:
            if not head.strip().isdigit():
                raise InputError(f"--actions item {i + 1} {item[:40]!r}: expected 'SEAT: ACTION' or 'ACTION'")
            seat, item = int(head.strip()), rest.strip()
        out.append((table_action(item), seat))
    return out


def check_positive(name: str, value: int, minimum: int) -> int:
    if value < minimum:
        raise InputError(f"{name} must be at least {minimum}, not {value}")
    return value


def deals_json(deals: Sequence[Deal]) -> list[dict[str, object]]:
    return [encode_deal(d) for d in deals]

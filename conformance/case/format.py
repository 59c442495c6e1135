"""What a case is, read and checked without any third-party library (the runner must work from a
plain install); schema/case.schema.json says the same thing for other tools.

A case is data only. Every expectation is built on one replay primitive: start the game with the
case's options, dealer and deals, apply ``actions`` in order (each by the seat to act, or by the
seat ``seats[k]`` states), and look at the game at the points the checks name.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from conformance.case.checks import BadCheck, Check, RefusalCheck, read_checks
from conformance.jsonvalues import (
    BadJSON,
    arr,
    integer,
    obj,
    opt_integer,
    string,
    strings,
)
from conformance.protocol.messages import Observe, Replay

ID_RE = re.compile(r"^[a-z][a-z0-9_]*/[a-z0-9]+(?:-[a-z0-9]+)*/[a-z0-9]+(?:-[a-z0-9]+)*$")
RULE_RE = re.compile(r"^[A-Z]{2}-[0-9]+(?:\.[0-9]+)?$")
LEVELS = ("must", "should", "may")
MAX_DESCRIPTION = 160


class BadCase(ValueError):
    """A case or manifest that does not follow the case format (README.md)."""


@dataclass(frozen=True)
class Case:
    id: str
    description: str
    level: str
    game: str
    rules: tuple[str, ...]
    tags: tuple[str, ...]
    options: dict[str, object]
    dealer: int
    deals: list[object]
    actions: tuple[str, ...]
    seats: tuple[int | None, ...] | None
    expect: tuple[Check, ...]
    raw: dict[str, object] = field(repr=False, compare=False)

    @property
    def refusal(self) -> RefusalCheck | None:
        for check in self.expect:
            if isinstance(check, RefusalCheck):
                return check
        return None

    def observe(self) -> tuple[Observe, ...]:
        """What the adapter is asked to report: one observation per non-refusal check, in order.
        Never the expected values."""
        return tuple(Observe.of(c) for c in self.expect if not isinstance(c, RefusalCheck))

    def request(self, seq: int) -> Replay:
        """The protocol's ``replay`` message for this case."""
        return Replay(seq, self.id, self.game, self.options, self.dealer, tuple(self.deals), self.actions, self.observe(), self.seats)


def parse_case(value: object, where: str = "case") -> Case:
    """Check the structure of a case and return it typed. Raises BadCase naming the field."""
    try:
        return _parse_case(value, where)
    except BadJSON as exc:
        raise BadCase(str(exc)) from exc


def _parse_case(value: object, where: str) -> Case:
    d = obj(value, where)
    required = ("id", "description", "level", "game", "rules", "tags", "options", "dealer", "deals", "actions", "expect")
    for key in required:
        if key not in d:
            raise BadCase(f"{where}: missing field {key!r}")
    known = set(required) | {"seats", "source"}
    for key in d:
        if key not in known:
            raise BadCase(f"{where}: unknown field {key!r}")
    cid = string(d["id"], f"{where}.id")
    if not ID_RE.match(cid):
        raise BadCase(f"{where}.id: {cid!r} is not of the form game/area/slug (lowercase, digits, hyphens)")
    where = cid
    description = string(d["description"], f"{where}.description")
    if not description or len(description) > MAX_DESCRIPTION:
        raise BadCase(f"{where}.description: must be 1 to {MAX_DESCRIPTION} characters")
    level = string(d["level"], f"{where}.level")
    if level not in LEVELS:
        raise BadCase(f"{where}.level: must be one of {', '.join(LEVELS)}")
    game = string(d["game"], f"{where}.game")
    if not cid.startswith(game + "/"):
        raise BadCase(f"{where}.id: must start with the game name {game!r}")
    rules = strings(d["rules"], f"{where}.rules")
    for r in rules:
        if not RULE_RE.match(r):
            raise BadCase(f"{where}.rules: {r!r} is not a SPEC rule id")
    tags = strings(d["tags"], f"{where}.tags")
    options = obj(d["options"], f"{where}.options")
    dealer = integer(d["dealer"], f"{where}.dealer")
    deals = arr(d["deals"], f"{where}.deals")
    actions = tuple(strings(d["actions"], f"{where}.actions"))
    seats: tuple[int | None, ...] | None = None
    if "seats" in d:
        raw_seats = arr(d["seats"], f"{where}.seats")
        if len(raw_seats) != len(actions):
            raise BadCase(f"{where}.seats: must have one entry per action")
        seats = tuple(opt_integer(s, f"{where}.seats[{i}]") for i, s in enumerate(raw_seats))
    n = len(actions)
    try:
        checks = read_checks(arr(d["expect"], f"{where}.expect"), f"{where}.expect", n)
    except BadCheck as exc:
        raise BadCase(str(exc)) from None
    if not checks:
        raise BadCase(f"{where}.expect: at least one check")
    refusals = [c for c in checks if isinstance(c, RefusalCheck)]
    if refusals:
        if len(checks) != 1:
            raise BadCase(f"{where}.expect: a refusal case has exactly one check, the refusal")
        if refusals[0].index != n - 1:
            raise BadCase(f"{where}.expect[0].index: the refused action is the last action ({n - 1})")
    return Case(cid, description, level, game, tuple(rules), tuple(tags), options, dealer, deals, actions, seats, tuple(checks), d)


# ---------------------------------------------------------------------------- corpus


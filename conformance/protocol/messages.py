"""The protocol's messages (PROTOCOL.md), each written once as a typed class with its JSON form;
tests/test_protocol_messages.py checks every one against schema/protocol.schema.json.

The runner sends ``Hello``, ``Replay`` and ``Stop``; the adapter answers ``Hello`` with a
``HelloReply`` and each ``Replay`` with a ``Result``, ``Refused``, ``Skip`` or ``Error``. JSON
exists only at the adapter's pipe (protocol/process.py) and in case files: inside one process
the reference answers a typed ``Replay`` with a typed reply (protocol/reference.py), the same code
path the reference adapter serves.

Reading a message the other side wrote (``read_request``, ``read_reply``) checks its shape and
raises ``BadMessage`` naming the field; the observations inside a ``Result`` stay JSON values,
since they are compared path by path with a case's checks (case/judge.py).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import ClassVar

from conformance.case.checks import KINDS, OBSERVED, Check, LegalCheck, PerftCheck, position
from conformance.jsonvalues import BadJSON, arr, integer, obj, opt_integer, string, strings


class BadMessage(ValueError):
    """A message that does not follow the protocol; the text names the field."""


# ---------------------------------------------------------------------------- runner -> adapter


@dataclass(frozen=True)
class Hello:
    protocol: str

    def to_json(self) -> dict[str, object]:
        return {"type": "hello", "protocol": self.protocol}


_OBSERVES: dict[tuple[object, ...], Observe] = {}  # Observe.read's shapes already read
_OBSERVES_LIMIT = 10_000


@dataclass(frozen=True)
class Observe:
    """One observation a ``Replay`` asks for: a check's kind, and for a position check where."""

    kind: type[Check]
    after: int | None = None  # legal and perft: after this many actions
    depth: int | None = None  # perft

    @classmethod
    def of(cls, check: Check) -> Observe:
        """What the adapter is asked for ``check`` (never its expected values)."""
        return cls(type(check), position(check), check.depth if isinstance(check, PerftCheck) else None)

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {"kind": self.kind.kind}
        if self.after is not None:
            out["after"] = self.after
        if self.depth is not None:
            out["depth"] = self.depth
        return out

    @classmethod
    def read(cls, value: object, where: str, actions: int) -> Observe:
        if type(value) is dict and len(value) <= 3:
            # A request's observations repeat a few shapes ({"kind": "legal", "after": 3}): one
            # read per shape (issue 27). Keyed with every value's type too (True == 1 in Python);
            # the range of ``after`` depends on the request, so it is checked each time.
            key = (*value.items(), *map(type, value.values()))
            hashable = True
            try:
                known = _OBSERVES.get(key)
            except TypeError:  # a list or an object where a number belongs: read, and refused, as before
                hashable = False
            if not hashable:
                return cls._read(value, where, actions)
            if known is not None and (known.after is None or known.after <= actions):
                return known
            known = cls._read(value, where, actions)
            if len(_OBSERVES) >= _OBSERVES_LIMIT:
                _OBSERVES.clear()
            _OBSERVES[key] = known
            return known
        return cls._read(value, where, actions)

    @classmethod
    def _read(cls, value: object, where: str, actions: int) -> Observe:
        d = obj(value, where)
        kind = KINDS.get(string(d.get("kind"), f"{where}.kind"))
        if kind is None or kind not in OBSERVED:
            raise BadMessage(f"{where}.kind: unknown kind {d.get('kind')!r}")
        after = depth = None
        if kind in (LegalCheck, PerftCheck):
            after = integer(d.get("after"), f"{where}.after")
            if not 0 <= after <= actions:
                raise BadMessage(f"{where}.after: out of range")
        if kind is PerftCheck:
            depth = integer(d.get("depth"), f"{where}.depth")
            if depth < 1:
                raise BadMessage(f"{where}.depth: a perft depth is 1 or more, not {depth}")
        return cls(kind, after, depth)


@dataclass(frozen=True)
class Replay:
    """Start a game with these options, dealer and deals, apply the actions, report the
    observations asked for (or the first refusal)."""

    seq: int
    case: str
    game: str
    options: Mapping[str, object]
    dealer: int
    deals: tuple[object, ...]
    actions: tuple[str, ...]
    observe: tuple[Observe, ...]
    seats: tuple[int | None, ...] | None = None

    def to_json(self) -> dict[str, object]:
        msg: dict[str, object] = {
            "type": "replay", "seq": self.seq, "case": self.case, "game": self.game, "options": dict(self.options),
            "dealer": self.dealer, "deals": list(self.deals), "actions": list(self.actions),
        }
        if self.seats is not None:
            msg["seats"] = list(self.seats)
        msg["observe"] = [o.to_json() for o in self.observe]
        return msg


@dataclass(frozen=True)
class Stop:
    def to_json(self) -> dict[str, object]:
        return {"type": "stop"}


Request = Hello | Replay | Stop


def read_request(value: object) -> Request:
    """A message the runner sent, as the reference adapter reads it. Raises BadMessage."""
    try:
        d = obj(value, "message")
        kind = d.get("type")
        if kind == "hello":
            return Hello(string(d.get("protocol"), "protocol"))
        if kind == "stop":
            return Stop()
        if kind != "replay":
            raise BadMessage(f"type: unknown request {kind!r}")
        actions = tuple(strings(d.get("actions"), "actions"))
        seats: tuple[int | None, ...] | None = None
        if "seats" in d:
            seats = tuple(opt_integer(s, "seats") for s in arr(d["seats"], "seats"))
            if len(seats) != len(actions):
                raise BadMessage("seats: one entry per action")
        return Replay(
            seq=integer(d.get("seq"), "seq"),
            case=string(d["case"], "case") if "case" in d else "",
            game=string(d.get("game"), "game"),
            options=obj(d.get("options"), "options"),
            dealer=integer(d.get("dealer"), "dealer"),
            deals=tuple(arr(d.get("deals"), "deals")),
            actions=actions,
            observe=tuple(Observe.read(o, f"observe[{i}]", len(actions)) for i, o in enumerate(arr(d.get("observe"), "observe"))),
            seats=seats,
        )
    except BadJSON as exc:
        raise BadMessage(str(exc)) from None


# ---------------------------------------------------------------------------- adapter -> runner


@dataclass(frozen=True)
class Implementation:
    name: str
    version: str
    language: str | None = None
    url: str | None = None

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {"name": self.name, "version": self.version}
        if self.language is not None:
            out["language"] = self.language
        if self.url is not None:
            out["url"] = self.url
        return out


@dataclass(frozen=True)
class HelloReply:
    """Who the implementation is and, per game, the options it declares (read by
    suite/declaration.py, which owns their meaning)."""

    protocol: str
    implementation: Implementation
    games: Mapping[str, object]
    raw: Mapping[str, object] = field(default_factory=dict, compare=False, repr=False)

    def to_json(self) -> dict[str, object]:
        return {"type": "hello", "protocol": self.protocol, "implementation": self.implementation.to_json(), "games": dict(self.games)}


@dataclass(frozen=True)
class _ReplyMessage:
    """A reply to a ``Replay``: its JSON form is its ``TYPE`` and its fields, in order (a tuple
    as an array)."""

    TYPE: ClassVar[str]

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {"type": self.TYPE}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            out[f.name] = list(value) if isinstance(value, tuple) else value
        return out


@dataclass(frozen=True)
class Result(_ReplyMessage):
    TYPE = "result"
    seq: int
    observations: tuple[object, ...]  # JSON values, one per Observe of the request


@dataclass(frozen=True)
class Refused(_ReplyMessage):
    TYPE = "refused"
    seq: int
    index: int  # the action refused
    code: str


@dataclass(frozen=True)
class Skip(_ReplyMessage):
    TYPE = "skip"
    seq: int | None
    reason: str


@dataclass(frozen=True)
class Error(_ReplyMessage):
    TYPE = "error"
    seq: int | None
    message: str


Reply = Result | Refused | Skip | Error


def _seq(d: Mapping[str, object]) -> int | None:
    seq = d.get("seq")
    if seq is None:
        return None
    if isinstance(seq, bool) or not isinstance(seq, int):
        raise BadMessage(f"seq: expected an integer, not {type(seq).__name__}")
    return seq


def read_reply(d: Mapping[str, object]) -> Reply | tuple[str, int | None]:
    """A reply to a ``Replay``, or (its type, its seq) when the type is not one of the four (the
    session names it). Raises BadMessage for a known type with a wrong shape."""
    kind = d.get("type")
    try:
        seq = _seq(d)
        if kind == "skip":
            reason = d.get("reason")
            return Skip(seq, reason if isinstance(reason, str) else "")
        if kind == "error":
            message = d.get("message")
            return Error(seq, message if isinstance(message, str) else "")
        if seq is None:
            return (str(kind), None)
        if kind == "result":
            return Result(seq, tuple(arr(d.get("observations"), "observations")))
        if kind == "refused":
            index = d.get("index")
            if isinstance(index, bool) or not isinstance(index, int):
                raise BadMessage(f"index: expected the index of the refused action, not {type(index).__name__}")
            return Refused(seq, index, string(d.get("code"), "code"))
    except BadJSON as exc:
        raise BadMessage(f"a {kind} reply: {exc}") from None
    return (str(kind), seq)


def read_hello_reply(d: Mapping[str, object]) -> HelloReply:
    """The adapter's answer to ``Hello``. Raises BadMessage naming what is wrong."""
    try:
        if d.get("type") != "hello":
            raise BadMessage(f"type: expected hello, not {d.get('type')!r}")
        info = obj(d.get("implementation", {}), "implementation")
        name, version = info.get("name"), info.get("version")
        language, url = info.get("language"), info.get("url")
        implementation = Implementation(
            name if isinstance(name, str) else "?", version if isinstance(version, str) else "?",
            language if isinstance(language, str) else None, url if isinstance(url, str) else None,
        )
        games = d.get("games")
        return HelloReply(string(d.get("protocol"), "protocol"), implementation, obj(games, "games") if games is not None else {}, d)
    except BadJSON as exc:
        raise BadMessage(str(exc)) from None


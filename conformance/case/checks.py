"""The six kinds of check a case states (README.md, "What a case checks"), each written once: its
fields, typed; how it reads from and writes to a case file (key order fixed, so exports are
byte-stable); and where in the game it looks.

A check looks either at a position (``legal`` and ``perft``: after ``after`` actions) or at the end
of the case's actions (``tricks``, ``hand_results``, ``final``); ``refusal`` is not an observation
but the expectation that the case's last action is refused. The values a check compares
(a trick list, hand results, scores) are JSON values as the protocol carries them (lists and
dicts, never changed once read): they are compared path by path in the case file
(case/judge.py), so they stay as data.

The only place a check kind is looked up by its name is ``KINDS`` here (reading a file); every
other module dispatches on the class.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import ClassVar
from typing import Final as FinalType

from conformance.jsonvalues import BadJSON, arr, integer, obj, opt_integer, string, strings

CODE_PREFIX = "E_"


class BadCheck(ValueError):
    """A check that does not follow the case format; the message names the field."""


class _Unstated:
    """The value of a field a check does not state (distinct from ``null``, which it may state)."""

    _instance: ClassVar[_Unstated | None] = None

    def __new__(cls) -> _Unstated:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "UNSTATED"

    def __bool__(self) -> bool:
        return False


UNSTATED: FinalType = _Unstated()
Unstated = _Unstated


@dataclass(frozen=True)
class Check:
    """One expectation of a case."""

    kind: ClassVar[str]
    fields: ClassVar[tuple[str, ...]]  # the stated fields, in file order

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {"kind": self.kind}
        for name in self.fields:
            value = getattr(self, name)
            if value is UNSTATED:
                continue
            out[name] = _plain(value)
        return out

    @classmethod
    def read(cls, d: Mapping[str, object], where: str, actions: int) -> Check:
        raise NotImplementedError


_SCALARS = frozenset({str, int, bool, float, type(None)})  # exactly these types: ``_plain`` keeps them as they are


def _plain(value: object) -> object:
    """A field as JSON: tuples become lists (nested ones too), mappings dicts."""
    if type(value) in _SCALARS:
        return value  # most fields: before the tuple and (slower, abstract) Mapping checks
    if isinstance(value, tuple):
        if set(map(type, value)) <= _SCALARS:
            # a legal check's actions: one list, not a call per action (the judge writes every
            # check of every case this way, issue 27)
            return list(value)
        return [_plain(v) for v in value]
    if isinstance(value, Mapping):
        return {str(k): _plain(v) for k, v in value.items()}
    return value


def _after(d: Mapping[str, object], where: str, actions: int) -> int:
    after = integer(d.get("after"), f"{where}.after")
    if not 0 <= after <= actions:
        raise BadCheck(f"{where}.after: must be 0 to {actions} (the number of actions)")
    return after


@dataclass(frozen=True)
class LegalCheck(Check):
    """Who is to act, the phase and the legal actions (a set) after ``after`` actions."""

    after: int
    to_act: int | None | Unstated = UNSTATED
    phase: str | Unstated = UNSTATED
    actions: tuple[str, ...] | Unstated = UNSTATED
    kind: ClassVar[str] = "legal"
    fields: ClassVar[tuple[str, ...]] = ("after", "to_act", "phase", "actions")

    @classmethod
    def read(cls, d: Mapping[str, object], where: str, actions: int) -> LegalCheck:
        if not any(k in d for k in cls.fields[1:]):
            raise BadCheck(f"{where}: a legal check states at least one of {', '.join(cls.fields[1:])}")
        return cls(
            _after(d, where, actions),
            opt_integer(d["to_act"], f"{where}.to_act") if "to_act" in d else UNSTATED,
            string(d["phase"], f"{where}.phase") if "phase" in d else UNSTATED,
            tuple(strings(d["actions"], f"{where}.actions")) if "actions" in d else UNSTATED,
        )


@dataclass(frozen=True)
class RefusalCheck(Check):
    """The case's last action, ``index``, is refused with ``code``."""

    index: int
    code: str
    kind: ClassVar[str] = "refusal"
    fields: ClassVar[tuple[str, ...]] = ("index", "code")

    @classmethod
    def read(cls, d: Mapping[str, object], where: str, actions: int) -> RefusalCheck:
        index = integer(d.get("index"), f"{where}.index")
        code = string(d.get("code"), f"{where}.code")
        if not (code.startswith(CODE_PREFIX) and len(code) > 2 and all(c.isupper() or c == "_" for c in code[2:])):
            raise BadCheck(f"{where}.code: {code!r} is not a refusal code")
        return cls(index, code)


@dataclass(frozen=True)
class TricksCheck(Check):
    """Every trick of the case's hands, exactly."""

    tricks: tuple[object, ...]
    kind: ClassVar[str] = "tricks"
    fields: ClassVar[tuple[str, ...]] = ("tricks",)

    @classmethod
    def read(cls, d: Mapping[str, object], where: str, actions: int) -> TricksCheck:
        return cls(tuple(arr(d.get("tricks"), f"{where}.tricks")))


@dataclass(frozen=True)
class HandResultsCheck(Check):
    """The result of every finished hand: the fields each expected result states."""

    results: tuple[Mapping[str, object], ...]
    kind: ClassVar[str] = "hand_results"
    fields: ClassVar[tuple[str, ...]] = ("results",)

    @classmethod
    def read(cls, d: Mapping[str, object], where: str, actions: int) -> HandResultsCheck:
        out: list[Mapping[str, object]] = []
        for i, r in enumerate(arr(d.get("results"), f"{where}.results")):
            out.append(obj(r, f"{where}.results[{i}]"))
        return cls(tuple(out))


@dataclass(frozen=True)
class FinalCheck(Check):
    """The scores, the winner and the phase at the end of the case's actions."""

    scores: object = UNSTATED
    winner: object = UNSTATED
    phase: str | Unstated = UNSTATED
    kind: ClassVar[str] = "final"
    fields: ClassVar[tuple[str, ...]] = ("scores", "winner", "phase")

    @classmethod
    def read(cls, d: Mapping[str, object], where: str, actions: int) -> FinalCheck:
        if not any(k in d for k in cls.fields):
            raise BadCheck(f"{where}: a final check states at least one of {', '.join(cls.fields)}")
        return cls(
            d["scores"] if "scores" in d else UNSTATED,
            d["winner"] if "winner" in d else UNSTATED,
            string(d["phase"], f"{where}.phase") if "phase" in d else UNSTATED,
        )


@dataclass(frozen=True)
class PerftCheck(Check):
    """The number of action sequences of ``depth`` actions from the position after ``after``
    actions, and (when stated) the count below each first action."""

    after: int
    depth: int
    count: int
    divide: Mapping[str, int] | Unstated = UNSTATED
    kind: ClassVar[str] = "perft"
    fields: ClassVar[tuple[str, ...]] = ("after", "depth", "count", "divide")

    @classmethod
    def read(cls, d: Mapping[str, object], where: str, actions: int) -> PerftCheck:
        after = _after(d, where, actions)
        depth = integer(d.get("depth"), f"{where}.depth")
        if depth < 1:
            raise BadCheck(f"{where}.depth: at least 1")
        count = integer(d.get("count"), f"{where}.count")
        divide: Mapping[str, int] | Unstated = UNSTATED
        if "divide" in d:
            divide = {k: integer(v, f"{where}.divide.{k}") for k, v in obj(d["divide"], f"{where}.divide").items()}
        return cls(after, depth, count, divide)


def position(check: Check) -> int | None:
    """The number of actions after which ``check`` looks (``legal``, ``perft``); None: after all
    of the case's actions."""
    return check.after if isinstance(check, (LegalCheck, PerftCheck)) else None


KINDS: Mapping[str, type[Check]] = {c.kind: c for c in (LegalCheck, RefusalCheck, TricksCheck, HandResultsCheck, FinalCheck, PerftCheck)}
OBSERVED: tuple[type[Check], ...] = (LegalCheck, TricksCheck, HandResultsCheck, FinalCheck, PerftCheck)  # what an adapter reports


def read_check(value: object, where: str, actions: int) -> Check:
    """A check from a case file; ``actions`` is the case's number of actions. Raises BadCheck
    naming the field."""
    try:
        d = obj(value, where)
        kind = string(d.get("kind"), f"{where}.kind")
        cls = KINDS.get(kind)
        if cls is None:
            raise BadCheck(f"{where}.kind: unknown kind {kind!r}")
        allowed = {"kind", *cls.fields}
        for key in d:
            if key not in allowed:
                raise BadCheck(f"{where}: unknown field {key!r} for a {kind} check")
        return cls.read(d, where, actions)
    except BadJSON as exc:
        raise BadCheck(str(exc)) from None


def read_checks(values: Sequence[object], where: str, actions: int) -> tuple[Check, ...]:
    return tuple(read_check(v, f"{where}[{i}]", actions) for i, v in enumerate(values))

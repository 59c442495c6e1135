"""Rule tables: a rule's answer for each card (or other small key), worked out the first time it
is asked and looked up after that (a dict read, no Python frame), for the hot paths that ask the
same rule of the same few dozen cards at every step: a card's effective suit or power under a
trump, its canonical sort key.

A table never replaces its rule: it is filled by calling the rule, and whoever builds one keys it
by the rule's implementation as well as by its arguments (a ``functools.lru_cache`` builder that
takes the rule functions themselves), so a rule replaced elsewhere (a deliberately wrong
implementation patched in by name, conformance/mutants/) gets a table of its own, filled by the
replacement, and the original's table is never read in its place. The builders are module-level
``lru_cache`` functions, which conformance/suite/discrimination.py empties around every mutant.
"""

from __future__ import annotations

import dataclasses
from functools import lru_cache
from typing import Callable, Hashable, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class Table(dict[K, V]):
    """``rule(key)`` for every key asked (``table[key]``), each worked out once."""

    __slots__ = ("rule",)

    def __init__(self, rule: Callable[[K], V]) -> None:
        super().__init__()
        self.rule = rule

    def __missing__(self, key: K) -> V:
        value = self[key] = self.rule(key)
        return value


_FIELDS: dict[type, tuple[str, ...]] = {}


def hash_once(record: object) -> int:
    """A frozen dataclass's hash (the hash of its field values, as the generated ``__hash__``
    gives), worked out once and kept in the instance: an options object keys the rule tables
    and is hashed at every step. Assign it as the class's ``__hash__`` with ``state_to_copy``
    as its ``__getstate__``, so that a copy or a pickle never carries the hash along (string
    hashes differ from one process to the next)."""
    own: dict[str, object] = record.__dict__
    value = own.get(_HASH)
    if isinstance(value, int):
        return value
    worked_out = own[_HASH] = hash(tuple([own[n] for n in _field_names(record)]))
    return worked_out


def state_to_copy(record: object) -> dict[str, object]:
    """The instance's fields for ``copy`` and ``pickle``, without the hash ``hash_once`` kept or
    any other value worked out once and kept beside the fields (``SmearOptions.hand_maximum``)."""
    own: dict[str, object] = record.__dict__
    return {n: own[n] for n in _field_names(record)}


def _field_names(record: object) -> tuple[str, ...]:
    names = _FIELDS.get(type(record))
    if names is None:
        names = _FIELDS[type(record)] = tuple(f.name for f in dataclasses.fields(type(record)))  # type: ignore[arg-type]
    return names


_HASH = "_hash_once"


@lru_cache(maxsize=None)
def last_answer(rule: str) -> list[tuple[object, ...]]:
    """A one-entry memo for the rule named ``rule``: a list holding one tuple, its last arguments
    (compared by identity: states and options are immutable) and its answer. The adapter and
    every replay ask ``legal_actions(state)`` then ``apply(state, action)``, and both ask the
    same rule of the same hand: the second asking is then a few identity checks. The caller
    keeps the rule functions it reads among the arguments, so that a rule replaced by name is
    never answered for by the original; the memo itself is emptied with the engine's other
    caches (conformance/suite/discrimination.py) around a mutant."""
    return [()]

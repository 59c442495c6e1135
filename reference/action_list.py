"""A legal action list built when it is first read (SPEC CD-6: the list itself is unchanged).

A discard step lists every lawful discard (Smear: 210 of a ten-card hand, SM-5.1; Four Point up
to 3003, FP-4.2), and building those ``Discard`` objects was about 40% of a Smear replay step
(legal_actions then apply, benchmarks/engine_replay.py) although ``apply`` checks the one
discard it is given by its own rule and never reads the list. ``Deferred`` is that list, a real
``list[Action]``, whose items are worked out the first time anything reads it: the caller that
lists the discards and reads them (the adapter formats every one) pays what it paid before;
the caller that only applies one pays nothing for the rest.

Every ``list`` method and operator goes through ``_filled`` first (after it the object is a
plain list in all but its type): the wrappers are made below from list's own methods, one per
name, so that none is forgotten and the type checker reads list's own signatures. What cannot
be intercepted is C code that reads the storage of any list, not only of a plain one
(``heapq``, ``bisect``, ``list.__len__(x)`` called by name): nothing in this project does that
with legal actions. The common readers
(``list()``, ``tuple()``, ``sorted``, ``str.join``, the ``json`` encoder, unpacking) read a list
subclass through its iterator, and ``copy``, ``pickle`` and ``deepcopy`` give plain lists.

The state and options a list is built from are immutable, so building it later gives what
building it at once would have; the rule functions it calls are bound when the list is made
(the arguments of its ``partial``), not when it is filled, so a rule replaced by name after
that (conformance/mutants/) does not change an answer already given.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from functools import partial
from typing import Protocol, TypeVarTuple, cast

from reference.actions import Action


class Deferred(list[Action]):
    """``make()``'s list, made when first read (see the module docstring)."""

    __slots__ = ("_make",)

    def __init__(self, make: Callable[[], list[Action]]) -> None:
        # list.__init__ is not called: the list starts empty, as list() does
        self._make: Callable[[], list[Action]] | None = make

    def _filled(self) -> Deferred:
        make = getattr(self, "_make", None)  # unset on an object made by __new__ alone
        if make is not None:
            self._make = None
            list.extend(self, make())
        return self

    def clear(self) -> None:
        self._make = None
        list.clear(self)

    def __reduce_ex__(self, protocol: object) -> tuple[type[list[Action]], tuple[list[Action]]]:
        return (list, (list.copy(self._filled()),))  # a copy or a pickle is a plain list

    def __copy__(self) -> list[Action]:
        return list.copy(self._filled())

    def __deepcopy__(self, memo: dict[int, object]) -> list[Action]:
        return copy.deepcopy(list.copy(self._filled()), memo)


class _Method(Protocol):
    def __call__(self, target: list[Action], /, *args: object, **kwargs: object) -> object: ...


class _Filling(Protocol):
    def __call__(self, target: Deferred, /, *args: object, **kwargs: object) -> object: ...


def _filling(method: _Method) -> _Filling:
    """``method`` of list, called on the list filled and with any ``Deferred`` argument filled
    (list's own operators read an operand's items directly)."""

    def filled(self: Deferred, /, *args: object, **kwargs: object) -> object:
        return method(self._filled(), *[a._filled() if isinstance(a, Deferred) else a for a in args], **kwargs)

    filled.__name__ = filled.__qualname__ = getattr(method, "__name__", "method")
    return filled


# every method of list that reads or changes its items (``clear`` is above: it needs no filling)
_READ_OR_CHANGED = (
    "__len__", "__iter__", "__reversed__", "__contains__", "__getitem__", "__setitem__", "__delitem__",
    "__eq__", "__ne__", "__lt__", "__le__", "__gt__", "__ge__", "__repr__",
    "__add__", "__mul__", "__rmul__", "__iadd__", "__imul__", "__sizeof__",
    "append", "extend", "insert", "pop", "remove", "index", "count", "copy", "reverse", "sort",
)
for _name in _READ_OR_CHANGED:
    setattr(Deferred, _name, _filling(getattr(list, _name)))


def _added_to(target: list[Action], /, *args: object, **kwargs: object) -> object:
    """``plain + deferred``: list's own ``__add__`` would read the empty storage, so the right
    operand's reflected method answers first (a subclass's is tried before the left one's)."""
    (other,) = args
    return list.__add__(cast(list[Action], other), target)


setattr(Deferred, "__radd__", _filling(_added_to))  # noqa: B010 (as in the loop: mypy keeps reading list's own signature)


Ts = TypeVarTuple("Ts")


def deferred(make: Callable[[*Ts], list[Action]], *args: *Ts) -> list[Action]:
    """``make(*args)``, worked out when the list is first read."""
    return Deferred(partial(make, *args))

"""How a wrong implementation is patched into the reference: the one mechanism behind the
conformance mutants (this package) and the engine mutants of properties/engine_mutants.py and
properties/kernels_mutants.py.

A mutant's body is a function of a :data:`Patch`, ``patch(owner, name, new)``, and makes every
change through it, so the caller decides how the change is made and whether it is undone:

- :func:`strict`: for good, failing loudly when ``owner`` no longer has ``name`` (a restructured
  engine would otherwise leave the mutant patching nothing). The reference adapter's
  ``--mutant NAME`` and the CrossHair gate apply mutants this way, in their own process.
- :class:`Patches`: until the end of a ``with`` block, which puts every rebound name back.
- pytest's ``monkeypatch.setattr``: until the end of the test (tests/test_properties_smear_mutants.py).
  It cannot rebind a field of a frozen record, so it does not serve :func:`replace_function`.

A conformance mutant is declared as a :class:`Mutant` (what it breaks, for which game, and its
body) in its game's module of this package; the package's ``MUTANTS`` is the lookup by name that
:func:`registry` builds from those modules' tables.
"""

from __future__ import annotations

import dataclasses
import re
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import TracebackType
from typing import Self, TypeVar

from reference.fourpoint import binding as fp_binding
from reference.smear import binding
from reference.smoorverliefd import binding as sv_binding

Patch = Callable[[object, str, object], None]
"""``patch(owner, name, new)``: make ``owner.name`` (a module's function, a class's method or
property, a field of a frozen record) ``new``."""

Body = Callable[[Patch], None]
"""What a mutant does: its changes, each made through the patch it is given."""

RULE_ID = re.compile(r"(?<![A-Z-])(?:CD|SM|FP|SV)-\d+(?:\.\d+)?\b")  # not R-SM-7, a register entry
# the game of a mutant -> how its name starts (the names are ids: tests, docs and CLI flags use them)
PREFIX = {"smear": "", "fourpoint": "fp_", "smoorverliefd": "sv_"}


def always(options: Mapping[str, object]) -> str | None:
    """A mutant that can differ under every configuration of its game."""
    return None


@dataclass(frozen=True)
class Mutant:
    description: str
    rule: str  # the SPEC rules (and register entries) it breaks: "SM-4.2, R-SM-7"
    body: Body
    game: str = "smear"  # the game whose cases must catch it
    # Why no case under these options can tell it from the reference (None: some case can):
    # a joker rule without jokers, a partners rule without partners. Such a mutant is listed
    # with the reason under that configuration, never counted as covering its rule.
    cannot_differ: Callable[[Mapping[str, object]], str | None] = always

    @property
    def rules(self) -> tuple[str, ...]:
        """The SPEC rule ids of ``rule`` (register entries left out)."""
        return tuple(RULE_ID.findall(self.rule))

    def apply(self, patch: Patch | None = None) -> None:
        """Make the mutant's changes through ``patch`` (default :func:`strict`: for good)."""
        self.body(strict if patch is None else patch)


def rebind(owner: object, name: str, new: object) -> None:
    """``setattr``, also on a frozen record (a binding's ``Rules``)."""
    if dataclasses.is_dataclass(owner) and not isinstance(owner, type):
        object.__setattr__(owner, name, new)
    else:
        setattr(owner, name, new)


def strict(owner: object, name: str, new: object) -> None:
    """Rebind ``owner.name`` for good; an ``owner`` without ``name`` means the engine moved it."""
    if not hasattr(owner, name):
        raise AttributeError(f"{owner} has no {name}: the mutant no longer applies")
    rebind(owner, name, new)


_MISSING = object()


class Patches:
    """A :data:`Patch` that remembers what it rebinds, and puts it back when its ``with`` block
    ends (or at :meth:`undo`)::

        with Patches() as patch:
            MUTANTS["jick_not_trump"].apply(patch)
            ...  # the reference holds the mutant here
    """

    def __init__(self) -> None:
        self._undo: list[tuple[object, str, object]] = []

    def __call__(self, owner: object, name: str, new: object) -> None:
        own = owner.__dict__ if hasattr(owner, "__dict__") else {}
        self._undo.append((owner, name, own.get(name, _MISSING)))
        strict(owner, name, new)

    def undo(self) -> None:
        """Put back every name rebound, the last first."""
        while self._undo:
            owner, name, old = self._undo.pop()
            if old is not _MISSING:
                rebind(owner, name, old)
            elif dataclasses.is_dataclass(owner) and not isinstance(owner, type):
                object.__delattr__(owner, name)
            else:
                delattr(owner, name)

    def __enter__(self) -> Self:
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None) -> None:
        self.undo()


def replace_function(patch: Patch, module: object, name: str, new: object) -> None:
    """Rebind ``module.name`` everywhere the reference holds the original: in every reference
    module that imported it by name, and in every binding's ``Rules`` record."""
    old = getattr(module, name)
    for mod in list(sys.modules.values()):
        if mod is not None and getattr(mod, "__name__", "").startswith("reference") and getattr(mod, name, None) is old:
            patch(mod, name, new)
    for bound in (binding.RULES, fp_binding.RULES, sv_binding.RULES):
        for f in dataclasses.fields(bound):
            if getattr(bound, f.name) is old:
                patch(bound, f.name, new)


T = TypeVar("T")
V = TypeVar("V")


def replace_property(patch: Patch, cls: type[T], name: str, value: Callable[[T, Callable[[T], V]], V]) -> None:
    """Replace the property ``cls.<name>`` by ``value(instance, original getter)``."""
    prop = vars(cls)[name]
    assert isinstance(prop, property) and prop.fget is not None
    getter: Callable[[T], V] = prop.fget
    patch(cls, name, property(lambda instance: value(instance, getter)))


def registry(*tables: Mapping[str, Mutant]) -> dict[str, Mutant]:
    """The mutants of every table by name; a name twice, or not starting as its game's do, is
    an error."""
    out: dict[str, Mutant] = {}
    for table in tables:
        for name, mutant in table.items():
            if name in out:
                raise ValueError(f"mutant {name} is declared twice")
            if not name.startswith(PREFIX[mutant.game]) or (mutant.game == "smear" and name.startswith(("fp_", "sv_"))):
                raise ValueError(f"mutant {name} of {mutant.game}: its name must start with {PREFIX[mutant.game]!r}")
            out[name] = mutant
    return out

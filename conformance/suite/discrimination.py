"""Which rules of a configuration the suite can tell from a wrong reading: measured, not counted.

A rule is *covered* under a configuration when some check of that configuration's cases fails
some wrong implementation of that rule (a mutant, conformance/mutants/). Citations prove nothing:
a check that cites SM-9.2 but picks the same winner under both readings cannot fail the wrong
one. So for each configuration, every mutant of the game is patched into the reference in this
process (no subprocess), the configuration's cases are replayed through the same replay primitive
the reference adapter serves, and the first case each mutant fails is recorded. A mutant whose
``cannot_differ`` names a reason under the configuration (a joker rule without jokers) is listed
with that reason and never counted. What a mutant changes is undone before the next one runs,
and the engine's caches are emptied on both sides of it.
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass

from conformance.case.format import Case
from conformance.jsonvalues import JSONScalar, compact
from conformance.mutants import MUTANTS, Patches
from conformance.protocol import prefixes
from conformance.protocol.reference import reference_failure
from conformance.suite.applicability import applicable_rules, applies


def clear_engine_caches() -> None:
    """Empty every ``functools`` cache of the engine: a result cached before a mutant was patched
    in (or after it was taken out) would hide it."""
    # ``type(...) is``, not isinstance: the wrapper type cannot be subclassed, and this runs three
    # times per mutant application (thousands per cold build); clearing never changes a
    # module's namespace, so it is read in place, not copied
    for name, module in list(sys.modules.items()):
        if module is None or not name.startswith("reference"):
            continue
        for value in module.__dict__.values():
            if type(value) is _LRU_WRAPPER:
                value.cache_clear()


_LRU_WRAPPER = functools._lru_cache_wrapper  # noqa: SLF001 (the public type of lru_cache wrappers)


@contextmanager
def mutant_applied(name: str) -> Iterator[None]:
    """The reference holds mutant ``name`` inside the ``with`` block, and only there."""
    clear_engine_caches()
    try:
        with Patches() as patch:
            MUTANTS[name].apply(patch)
            clear_engine_caches()
            yield
    finally:
        clear_engine_caches()


def _cites(case: Case, rules: Sequence[str]) -> bool:
    return any(r == want or r.startswith(want + ".") or want.startswith(r + ".") for r in case.rules for want in rules)


def first_failing(name: str, cases: Sequence[Case]) -> str | None:
    """The id of the first case the mutant fails, the cases citing its rules tried first (the
    order only decides how soon it is caught, never whether); None: it survives every one."""
    rules = MUTANTS[name].rules
    ordered = sorted(cases, key=lambda c: not _cites(c, rules))
    # the memo opens and closes inside the mutant's block: its states are this engine's only
    with mutant_applied(name), prefixes.shared():
        for case in ordered:
            if reference_failure(case) is not None:
                return case.id
    return None


def failing(name: str, cases: Sequence[Case]) -> list[str]:
    """The ids of every case the mutant fails."""
    with mutant_applied(name), prefixes.shared():
        return [c.id for c in cases if reference_failure(c) is not None]


@dataclass(frozen=True)
class Verdict:
    """What became of one mutant under one configuration."""

    mutant: str
    rules: tuple[str, ...]
    caught_by: str | None = None  # the first case it fails
    cannot_differ: str | None = None  # why no case here can tell it from the reference

    def as_json(self) -> dict[str, object]:
        return {"mutant": self.mutant, "rules": list(self.rules), "caught_by": self.caught_by, "cannot_differ": self.cannot_differ}


@dataclass(frozen=True)
class Discrimination:
    """Per configuration: the rules that apply, the mutants' verdicts, and from them the rules
    with a discriminating check and those without (with the reason)."""

    game: str
    configuration: Mapping[str, JSONScalar]
    applicable: tuple[str, ...]
    verdicts: tuple[Verdict, ...]

    def covering(self, rule: str) -> list[Verdict]:
        """The caught mutants of ``rule`` (or of a rule under it: SM-9 covers SM-9.2)."""
        return [v for v in self.verdicts if v.caught_by is not None and any(_under(r, rule) for r in v.rules)]

    @property
    def covered(self) -> list[str]:
        return [r for r in self.applicable if self.covering(r)]

    @property
    def uncovered(self) -> dict[str, str]:
        """Each applicable rule with no discriminating check, and why."""
        out: dict[str, str] = {}
        for rule in self.applicable:
            if self.covering(rule):
                continue
            mine = [v for v in self.verdicts if any(_under(r, rule) for r in v.rules)]
            survivors = [v.mutant for v in mine if v.cannot_differ is None]
            idle = [f"{v.mutant} ({v.cannot_differ})" for v in mine if v.cannot_differ is not None]
            if survivors:
                out[rule] = f"no case fails its wrong implementation{'s' if len(survivors) > 1 else ''} {', '.join(survivors)}"
            elif idle:
                out[rule] = f"its wrong implementations cannot differ here: {'; '.join(idle)}"
            else:
                out[rule] = "no wrong implementation of it yet"
        return out

    @property
    def survivors(self) -> list[str]:
        return [v.mutant for v in self.verdicts if v.caught_by is None and v.cannot_differ is None]

    def as_json(self) -> dict[str, object]:
        return {
            "game": self.game, "configuration": dict(self.configuration), "applicable": list(self.applicable),
            "covered": self.covered, "uncovered": self.uncovered, "survivors": self.survivors,
            "verdicts": [v.as_json() for v in self.verdicts],
        }

    @classmethod
    def from_json(cls, data: Mapping[str, object]) -> Discrimination:
        """The cached form back (``as_json``); ValueError for anything else."""
        try:
            verdicts = data["verdicts"]
            applicable = data["applicable"]
            configuration = data["configuration"]
            game = data["game"]
            if not (isinstance(verdicts, list) and isinstance(applicable, list) and isinstance(configuration, dict) and isinstance(game, str)):
                raise ValueError("not a discrimination record")
            return cls(game, {str(k): v for k, v in configuration.items()}, tuple(str(r) for r in applicable),
                       tuple(_verdict(v) for v in verdicts))
        except (KeyError, TypeError) as exc:
            raise ValueError(f"not a discrimination record: {exc}") from None


def _verdict(data: object) -> Verdict:
    if not isinstance(data, dict):
        raise ValueError("not a verdict")
    rules, caught, idle = data.get("rules"), data.get("caught_by"), data.get("cannot_differ")
    mutant = data.get("mutant")
    if not (isinstance(mutant, str) and isinstance(rules, list) and (caught is None or isinstance(caught, str))
            and (idle is None or isinstance(idle, str))):
        raise ValueError("not a verdict")
    return Verdict(mutant, tuple(str(r) for r in rules), caught, idle)


def _under(rule: str, wanted: str) -> bool:
    return rule == wanted or rule.startswith(wanted + ".")


def of_configuration(cases: Sequence[Case], configuration: Mapping[str, JSONScalar]) -> list[Case]:
    """The cases played under exactly ``configuration``."""
    key = compact(dict(sorted(configuration.items())))
    want = dict(configuration)
    # equal dicts first (no text made for the many cases of other configurations), then the
    # JSON texts, which also tell true from 1
    return [c for c in cases if c.options == want and compact(dict(sorted(c.options.items()))) == key]


def measure(game: str, configuration: Mapping[str, JSONScalar], cases: Sequence[Case],
            mutants: Sequence[str] | None = None) -> Discrimination:
    """The discrimination of ``cases`` (those of the configuration) against every mutant of the
    game (or those named)."""
    names = [n for n in (mutants if mutants is not None else sorted(MUTANTS)) if MUTANTS[n].game == game]
    verdicts: list[Verdict] = []
    for name in names:
        mutant = MUTANTS[name]
        reason = mutant.cannot_differ(configuration)
        if reason is None and mutant.rules and not any(applies(game, r, configuration) for r in mutant.rules):
            reason = f"{', '.join(mutant.rules)} {'does' if len(mutant.rules) == 1 else 'do'} not apply under this configuration"
        if reason is not None:
            verdicts.append(Verdict(name, mutant.rules, None, reason))
            continue
        verdicts.append(Verdict(name, mutant.rules, first_failing(name, cases)))
    return Discrimination(game, dict(configuration), tuple(applicable_rules(game, [configuration])), tuple(verdicts))

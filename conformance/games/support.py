"""What the conformance suite knows of one game, as one record (``GameSupport``): the engine's
start and options, how each option bears on a case's level, which options idle under others, the
SPEC rules behind each kind of check, which rules apply under a configuration, how a game of
given options is dealt, and where its hand-worked and generated cases come from.

Each game writes its record once, in ``conformance/games/<game>.py``; every other module asks
``conformance.games.game(name)`` instead of keeping a table keyed by game name.
"""

from __future__ import annotations

import dataclasses
import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal, TypeVar, cast, get_args, get_origin, get_type_hints

import reference
from conformance.case.checks import Check
from conformance.jsonvalues import JSONScalar
from reference.cards import Card, format_card
from reference.dealing import Deal
from reference.errors import Code
from reference.games import Starter
from reference.jsonio import decode_deal

OptionClass = Literal["table", "variant", "reading"]
"""How an option bears on a case's requirement level (README.md, "Levels"): ``table`` options
(seats, hand size, target) describe the table and never lower the level; ``variant`` options
select a seed's named variant (level ``should``); ``reading`` options select a house-rule reading
of a contested point (level ``may``)."""

CaseDict = dict[str, object]
Options = Mapping[str, object]
Condition = Callable[[Options], bool]
InertRule = Callable[[Options], frozenset[str]]
O = TypeVar("O")


@dataclass(frozen=True)
class Shape:
    """How a game of some options is dealt: the deck in canonical order, seats, hand size, widow."""

    deck: tuple[str, ...]
    seats: int
    hand: int
    widow: int

    @classmethod
    def of(cls, deck: Sequence[Card], seats: int, hand: int, widow: int) -> Shape:
        return cls(tuple(format_card(c) for c in deck), seats, hand, widow)


@dataclass(frozen=True)
class CheckRules:
    """The SPEC rules a failing check rests on, by what it looks at (case/rules.py): a legal set
    by its phase, a trick list, an award by its category, a hand-result field, a final field."""

    phase: Mapping[str, tuple[str, ...]]
    tricks: tuple[str, ...]
    category: Mapping[str, tuple[str, ...]]
    field: Mapping[str, tuple[str, ...]]
    final: Mapping[str, tuple[str, ...]]
    # The SPEC section each kind of observation rests on, for the fuzzer's cases: a legal set by
    # its phase (else the seating section), the other checks by what they report.
    sections: Mapping[str, str]
    seat_section: str
    kind_sections: Mapping[type[Check], tuple[str, ...]]


@dataclass(frozen=True)
class Applicability:
    """Which rules of the game's chapter apply under a configuration (suite/applicability.py):
    every rule, except those a condition rules out, those of a variant's section when the variant
    is off, and those no protocol observation can see."""

    conditions: Mapping[str, Condition]
    never_observed: frozenset[str]
    variant_sections: Mapping[str, str] = field(default_factory=dict)  # "SV-6" -> "troef": the section is the variant's


@dataclass(frozen=True)
class GameSupport:
    name: str
    title: str  # for people: "Four Point Northeastern Wisconsin Smear"
    rule_prefix: str  # chapter letters of the game's SPEC ids, e.g. "SM"
    start: Starter
    full_options: Callable[[Options], dict[str, JSONScalar]]
    typed_options: Callable[[Options], object]  # the engine's options object
    options_class: type
    decode_deal: Callable[[object, str], Deal]
    option_classes: Mapping[str, OptionClass]
    option_types: Mapping[str, object]  # option name -> its Python type hint
    presets: Mapping[str, dict[str, JSONScalar]]  # preset name -> every option
    codes: tuple[str, ...]  # every refusal code the engine knows (fallback when the SPEC has no table)
    refusal_table: str  # the SPEC heading of the game's refusal-code table
    sources: tuple[Path, ...]  # engine files whose rule citations coverage is measured against
    golden_tests: str  # glob (from the repository root) of the test files that replay the golden data
    golden: Callable[[], list[CaseDict]]
    generated: Callable[[], list[CaseDict]]
    inert_rule: InertRule
    check_rules: CheckRules
    applicability: Applicability
    shape: Callable[[Options], Shape]
    # Values the fuzzer tries for options whose range the reference leaves open ("any") or that
    # it varies most, default first.
    open_values: Mapping[str, tuple[JSONScalar, ...]]
    policies: tuple[str, ...]  # the play policies of the game's generator (sources/generated/<game>/play.py)
    # Hand-worked tests written out because no case can express them (configuration errors, seeded
    # shuffles): test key ("path::name") -> why. The exporter lists them apart.
    golden_exempt: Callable[[], Mapping[str, str]] = dict
    # Refusal codes of the SPEC table that no canonical action string can provoke: code -> why.
    # Coverage reports them as unreachable instead of uncovered.
    unreachable_codes: Mapping[str, str] = field(default_factory=dict)

    @property
    def defaults(self) -> dict[str, JSONScalar]:
        return self.presets["standard"]

    def inert(self, options: Options) -> frozenset[str]:
        """The options that cannot change any observation under ``options``: the options an
        implementation may declare ``not_applicable`` (suite/declaration.py)."""
        return self.inert_rule(options)

    def option_values(self) -> dict[str, object]:
        """Every option with the values the reference accepts: a list, or "any" (hello)."""
        out: dict[str, object] = {}
        for name, hint in self.option_types.items():
            values = _hint_values(hint)
            out[name] = "any" if values is None else values
        return out

    def changed(self, options: Options) -> list[str]:
        """The options whose value differs from the standard game's, in declaration order."""
        d = self.defaults
        return [k for k, v in options.items() if k in d and (v != d[k] or type(v) is not type(d[k]))]

    def level(self, options: Options) -> str:
        """``must`` / ``should`` / ``may`` (README.md, "Levels")."""
        classes = {self.option_classes.get(k, "reading") for k in self.changed(options)}
        if "reading" in classes:
            return "may"
        if "variant" in classes:
            return "should"
        return "must"


def _hint_values(hint: object) -> list[object] | None:
    origin = get_origin(hint)
    if origin is Literal:
        return list(get_args(hint))
    if hint is bool:
        return [False, True]
    args = get_args(hint)
    if args and type(None) in args:
        inner = [a for a in args if a is not type(None)]
        values = _hint_values(inner[0]) if len(inner) == 1 else None
        return None if values is None else values + [None]
    return None


def _cases(module: str) -> Callable[[], list[CaseDict]]:
    """``module.cases``, imported only when the corpus is built (golden data and generators
    are large and import the engines)."""

    def load() -> list[CaseDict]:
        build = cast(Callable[[], list[CaseDict]], importlib.import_module(module).cases)
        return build()

    return load


def _exempt(module: str) -> Callable[[], Mapping[str, str]]:
    """``module.NOT_TRANSCRIBED``: golden tests no case can express, with the reason."""

    def load() -> Mapping[str, str]:
        return cast(Mapping[str, str], importlib.import_module(module).NOT_TRANSCRIBED)

    return load


@dataclass(frozen=True)
class EngineOptions:
    """A game's options as the engine defines them: the dataclass, the parser of a JSON object,
    every option's value for a JSON object (``full``), and each preset's."""

    cls: type
    parse: Callable[[Options], object]
    full: Callable[[Options], Mapping[str, JSONScalar]]
    presets: Mapping[str, Mapping[str, JSONScalar]]

    @classmethod
    def of(cls, options_class: type[O], parse: Callable[[Options], O], to_dict: Callable[[O], Mapping[str, JSONScalar]],
           presets: Mapping[str, O]) -> EngineOptions:
        """From the engine's options dataclass, its parser, its printer and its presets."""
        return cls(options_class, parse, lambda data: to_dict(parse(data)), {name: to_dict(o) for name, o in presets.items()})


def build(*, name: str, title: str, rule_prefix: str, start: Starter, options: EngineOptions,
          classes: dict[str, OptionClass], inert: InertRule, check_rules: CheckRules,
          applicability: Applicability, shape: Callable[[Options], Shape], open_values: Mapping[str, tuple[JSONScalar, ...]],
          policies: tuple[str, ...], golden_tests: str | None = None, exempt: bool = True,
          refusal_table: str | None = None, unreachable_codes: Mapping[str, str] | None = None) -> GameSupport:
    """A game's record from its engine package ``reference/<name>/``, its golden data
    ``conformance/sources/golden/<name>.py`` (replayed by ``golden_tests``, by default
    ``tests/test_<name>_golden.py``) and its generator ``conformance/sources/generated/<name>/``."""
    root = Path(reference.__file__).resolve().parent
    return GameSupport(
        name=name,
        title=title,
        rule_prefix=rule_prefix,
        start=start,
        full_options=lambda data: dict(options.full(data)),
        typed_options=options.parse,
        options_class=options.cls,
        decode_deal=decode_deal,
        option_classes=classes,
        option_types=_fields_and_hints(options.cls, classes),
        presets={preset: dict(o) for preset, o in options.presets.items()},
        codes=tuple(c.value for c in Code),
        refusal_table=refusal_table or f"{title} refusal codes",
        sources=tuple(sorted((root / name).glob("*.py"))),
        golden_tests=golden_tests or f"tests/test_{name}_golden.py",
        golden=_cases(f"conformance.sources.golden.{name}"),
        generated=_cases(f"conformance.sources.generated.{name}"),
        inert_rule=inert,
        check_rules=check_rules,
        applicability=applicability,
        shape=shape,
        open_values=open_values,
        policies=policies,
        golden_exempt=_exempt(f"conformance.sources.golden.{name}") if exempt else dict,
        unreachable_codes=dict(unreachable_codes or {}),
    )


def _fields_and_hints(cls: type, classes: dict[str, OptionClass]) -> dict[str, object]:
    """Every option field of ``cls`` with its type hint; an unclassified option counts as a
    reading until classified (README.md, "Levels")."""
    hints = get_type_hints(cls)
    fields = [f.name for f in dataclasses.fields(cls)]
    for name in fields:
        classes.setdefault(name, "reading")
    return {name: hints[name] for name in fields}

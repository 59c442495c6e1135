"""The games the conformance suite knows: one ``GameSupport`` per game, binding the game's
``start`` (reference.games ``Starter``) and what the suite needs to know about its options.

Three games are registered: Smear (chapter SM), Four Point Northeastern Wisconsin Smear
(``fourpoint``, chapter FP) and Smoorverliefd (``smoorverliefd``, chapter SV). Adding another: write
its ``reference/<game>/binding.py`` with ``start``, then add a factory to ``_FACTORIES`` below,
golden data under ``conformance/sources/golden/<game>.py`` and a generator under
``conformance/sources/generated/<game>/``; the exporter, runner, reference adapter and schema pick it up
from here (the case schema only needs the game's options and hand result under ``$defs``).
"""

from __future__ import annotations

import dataclasses
import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Literal, TypeVar, cast, get_args, get_origin, get_type_hints

import reference
from conformance.jsonvalues import JSONScalar
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


@dataclass(frozen=True)
class GameSupport:
    name: str
    title: str  # for people: "Four Point Northeastern Wisconsin Smear"
    rule_prefix: str  # chapter letters of the game's SPEC ids, e.g. "SM"
    start: Starter
    full_options: Callable[[Mapping[str, object]], dict[str, JSONScalar]]
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
    # Hand-worked tests written out because no case can express them (configuration errors, seeded
    # shuffles): test key ("path::name") -> why. The exporter lists them apart.
    golden_exempt: Callable[[], Mapping[str, str]] = dict
    # Refusal codes of the SPEC table that no canonical action string can provoke: code -> why.
    # Coverage reports them as unreachable instead of uncovered.
    unreachable_codes: Mapping[str, str] = dataclasses.field(default_factory=dict)

    @property
    def defaults(self) -> dict[str, JSONScalar]:
        return self.presets["standard"]

    def inert(self, options: Mapping[str, object]) -> frozenset[str]:
        """The options that cannot change any observation under ``options`` (conformance.games.inertness)."""
        from conformance.games.inertness import inert

        return inert(self.name, options)

    def option_values(self) -> dict[str, object]:
        """Every option with the values the reference accepts: a list, or "any" (hello)."""
        out: dict[str, object] = {}
        for name, hint in self.option_types.items():
            values = _hint_values(hint)
            out[name] = "any" if values is None else values
        return out

    def changed(self, options: Mapping[str, object]) -> list[str]:
        """The options whose value differs from the standard game's, in declaration order."""
        d = self.defaults
        return [k for k, v in options.items() if k in d and (v != d[k] or type(v) is not type(d[k]))]

    def level(self, options: Mapping[str, object]) -> str:
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


# ---------------------------------------------------------------------------- Smear


O = TypeVar("O")
# A game's options: the dataclass, the parser of a JSON object, the JSON of every option, the presets.
OptionsAPI = tuple[type, Callable[[Mapping[str, object]], O], Callable[[O], Mapping[str, JSONScalar]], Mapping[str, O]]


def _support(name: str, title: str, rule_prefix: str, start: Starter, options: OptionsAPI[O], classes: dict[str, OptionClass],
             golden_tests: str, *, exempt: bool = True, refusal_table: str | None = None,
             unreachable_codes: Mapping[str, str] | None = None) -> GameSupport:
    """A game's support from its engine package ``reference/<name>/``, its golden data
    ``conformance/sources/golden/<name>.py`` and its generator ``conformance/sources/generated/<name>/``."""
    cls, parse, to_json, presets = options
    root = Path(reference.__file__).resolve().parent
    return GameSupport(
        name=name,
        title=title,
        rule_prefix=rule_prefix,
        start=start,
        full_options=lambda data: dict(to_json(parse(data))),
        decode_deal=decode_deal,
        option_classes=classes,
        option_types=_fields_and_hints(cls, classes),
        presets={preset: dict(to_json(o)) for preset, o in presets.items()},
        codes=tuple(c.value for c in Code),
        refusal_table=refusal_table or f"{title} refusal codes",
        sources=tuple(sorted((root / name).glob("*.py"))),
        golden_tests=golden_tests,
        golden=_cases(f"conformance.sources.golden.{name}"),
        generated=_cases(f"conformance.sources.generated.{name}"),
        golden_exempt=_exempt(f"conformance.sources.golden.{name}") if exempt else dict,
        unreachable_codes=dict(unreachable_codes or {}),
    )


def _smear() -> GameSupport:
    from reference.smear import options
    from reference.smear.binding import start

    classes: dict[str, OptionClass] = {
        "players": "table", "partnerships": "table", "hand_size": "table", "target": "table",
        "jokers": "variant", "widow": "variant", "nine_card": "variant", "jick": "variant",
        "joker_rank": "variant", "score_jick": "variant", "score_jokers": "variant",
        "score_three": "variant", "score_two": "variant",
        "joker_tiebreak": "reading", "all_pass": "reading", "trump_anytime": "reading",
        "revoke": "reading", "high_rule": "reading", "low_rule": "reading", "game_tie": "reading",
        "joker_game_points": "reading", "elimination": "reading", "max_bid": "reading", "first_lead": "reading",
    }
    return _support("smear", "Smear", "SM", start, (options.SmearOptions, options.smear_options, options.smear_options_dict, options.PRESETS), classes,
                    "tests/test_smear_golden_*.py", exempt=False)


def _fields_and_hints(cls: type, classes: dict[str, OptionClass]) -> dict[str, object]:
    """Every option field of ``cls`` with its type hint; an unclassified option counts as a
    reading until classified (README.md, "Levels")."""
    hints = get_type_hints(cls)
    fields = [f.name for f in dataclasses.fields(cls)]
    for name in fields:
        classes.setdefault(name, "reading")
    return {name: hints[name] for name in fields}


# ---------------------------------------------------------------------------- Four Point


def _fourpoint() -> GameSupport:
    from reference.fourpoint import options
    from reference.fourpoint.binding import start

    # SPEC "Four Point options": the table is fixed (four seats in pairs, 32 cards) and only the
    # target describes it; `take` is the seed's agreed variant (presets take_0..take_3); every
    # other option reads a register entry (R-FP-5, R-FP-9 to R-FP-16, R-FP-18, R-FP-19), the house
    # rules of FP-9.3 and FP-9.4 included.
    classes: dict[str, OptionClass] = {
        "target": "table",
        "take": "variant",
        "trump_discard": "reading", "trump_anytime": "reading", "high_card": "reading", "high_to": "reading",
        "low_card": "reading", "low_to": "reading", "discarded_jack": "reading", "game_tie": "reading",
        "win_only_on_made_bid": "reading", "non_bidder_cap": "reading",
        # R-FP-5, R-FP-16, R-FP-18, R-FP-19: readings of real tables (issue 11 section 2, issue 12)
        "all_pass": "reading", "max_bid": "reading", "dealer_holds": "reading", "made_bid_winner": "reading",
    }
    return _support("fourpoint", "Four Point Northeastern Wisconsin Smear", "FP", start,
                    (options.FourPointOptions, options.fourpoint_options, options.fourpoint_options_dict, options.PRESETS), classes, "tests/test_fourpoint_golden.py",
                    refusal_table="Four Point refusal codes")


# ---------------------------------------------------------------------------- Smoorverliefd


def _smoorverliefd() -> GameSupport:
    from reference.smoorverliefd import options
    from reference.smoorverliefd.binding import start

    # SPEC "Smoorverliefd options": players and target describe the table; the five named
    # variants of SV-11 are variants; the rest read register entries (R-SV-4, R-SV-5, R-SV-6,
    # R-SV-8, R-SV-9, R-SV-11): the sweep, the champion, ties, the Blind Love amounts, the pair
    # sweep and the curse's hearts and amount.
    classes: dict[str, OptionClass] = {
        "players": "table", "target": "table",
        "troef": "variant", "blind_love": "variant", "partners": "variant", "kleine_liefde": "variant",
        "cupids_arrow": "variant",
        "sweep": "reading", "champion": "reading", "tie": "reading", "blind_bonus": "reading",
        "blind_penalty": "reading", "pair_sweep": "reading", "curse_hearts": "reading", "curse_penalty": "reading",
        "troef_duty": "reading",  # R-SV-13: the Dutch duty to trump and to over-trump under met Troef
    }
    return _support("smoorverliefd", "Smoorverliefd", "SV", start,
                    (options.SmoorverliefdOptions, options.smoorverliefd_options, options.smoorverliefd_options_dict, options.PRESETS), classes,
                    "tests/test_smoorverliefd_golden.py", unreachable_codes={
                        "E_BID_TOO_LOW": "a negative bid has no action string (`bid -1` does not parse, CD-6): "
                        "the SPEC table says it arises only through the API",
                    })


_GAMES: dict[str, GameSupport] = {}
_FACTORIES: dict[str, Callable[[], GameSupport]] = {
    "fourpoint": _fourpoint,
    "smear": _smear,
    "smoorverliefd": _smoorverliefd,
}


def game_names() -> Sequence[str]:
    return sorted(_FACTORIES)


def game(name: str) -> GameSupport:
    """The support of game ``name``; KeyError if unknown."""
    if name not in _GAMES:
        _GAMES[name] = _FACTORIES[name]()
    return _GAMES[name]

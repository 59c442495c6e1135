"""The games the conformance suite knows: one ``GameSupport`` per game, binding the game's
``start`` (reference.games ``Starter``) and what the suite needs to know about its options.

Adding a game (Four Point, Smoorverliefd): write its ``reference/<game>/binding.py`` with
``start``, then add an entry to ``GAMES`` below, golden data under ``conformance/golden/<game>.py``
and a generator under ``conformance/generators/<game>.py``; the exporter, runner, reference
adapter and schema pick it up from here (the case schema only needs the game's options under
``$defs``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Literal, get_args, get_origin, get_type_hints

from conformance.jsonutil import JSONScalar
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
    golden_tests: str  # glob (from the repository root) of the hand-worked tests golden data transcribes
    golden: Callable[[], list[CaseDict]]
    generated: Callable[[], list[CaseDict]]

    @property
    def defaults(self) -> dict[str, JSONScalar]:
        return self.presets["standard"]

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


# ---------------------------------------------------------------------------- Smear


def _smear() -> GameSupport:
    from reference.smear.binding import start
    from reference.smear.options import PRESETS, SmearOptions, smear_options, smear_options_dict

    def full(data: Mapping[str, object]) -> dict[str, JSONScalar]:
        return dict(smear_options_dict(smear_options(data)))

    def golden() -> list[CaseDict]:
        from conformance.golden.smear import cases

        return cases()

    def generated() -> list[CaseDict]:
        from conformance.generators.smear import cases

        return cases()

    classes: dict[str, OptionClass] = {
        "players": "table", "partnerships": "table", "hand_size": "table", "target": "table",
        "jokers": "variant", "widow": "variant", "nine_card": "variant", "jick": "variant",
        "joker_rank": "variant", "score_jick": "variant", "score_jokers": "variant",
        "score_three": "variant", "score_two": "variant",
        "joker_tiebreak": "reading", "all_pass": "reading", "trump_anytime": "reading",
        "revoke": "reading", "high_rule": "reading", "low_rule": "reading", "game_tie": "reading",
        "joker_game_points": "reading", "elimination": "reading",
    }
    hints = get_type_hints(SmearOptions)
    fields = [f.name for f in dataclasses.fields(SmearOptions)]
    for name in fields:
        classes.setdefault(name, "reading")  # an option added later counts as a reading until classified
    root = Path(__file__).resolve().parent.parent / "reference"
    return GameSupport(
        name="smear",
        rule_prefix="SM",
        start=start,
        full_options=full,
        decode_deal=decode_deal,
        option_classes=classes,
        option_types={name: hints[name] for name in fields},
        presets={name: dict(smear_options_dict(p)) for name, p in PRESETS.items()},
        codes=tuple(c.value for c in Code),
        refusal_table="Smear refusal codes",
        sources=tuple(sorted((root / "smear").glob("*.py"))),
        golden_tests="tests/test_smear_golden_*.py",
        golden=golden,
        generated=generated,
    )


_GAMES: dict[str, GameSupport] = {}
_FACTORIES: dict[str, Callable[[], GameSupport]] = {"smear": _smear}


def game_names() -> Sequence[str]:
    return sorted(_FACTORIES)


def game(name: str) -> GameSupport:
    """The support of game ``name``; KeyError if unknown."""
    if name not in _GAMES:
        _GAMES[name] = _FACTORIES[name]()
    return _GAMES[name]

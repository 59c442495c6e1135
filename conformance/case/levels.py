"""The requirement level of each check, from the rules it tests (README.md, "Levels").

A case's own level follows its options (a non-default reading makes it ``may``), which once made
a follow-suit refusal ``may`` because the declaration bid by another reading. A check is held to
the level of the rules it tests instead: ``must``, unless an option the case changes from the
standard game (a ``reading`` makes it ``may``, a ``variant`` ``should``; the table options never
lower it) names in SPEC's options table a rule the check rests on.
"""

from __future__ import annotations

from functools import cache

from conformance.case import checks
from conformance.case.format import Case
from conformance.games import game
from conformance.spec import option_rules

ORDER = ("must", "should", "may")


@cache
def _option_rules(game_name: str) -> dict[str, tuple[str, ...]]:
    return option_rules(game(game_name).refusal_table.removesuffix(" refusal codes"))


def check_rules(case: Case, check: checks.Check) -> set[str]:
    """The rules a check rests on: its phase's (a legal set), the trick rules, the rules of the
    hand-result fields and award categories it states, the final fields', CD-6 for a perft, and
    the case's own rules for a refusal (it cites the code's rule)."""
    tables = game(case.game).check_rules
    if isinstance(check, checks.LegalCheck):
        phase = check.phase
        return set(tables.phase.get(phase, ())) if isinstance(phase, str) else {r for rs in tables.phase.values() for r in rs}
    if isinstance(check, checks.TricksCheck):
        return set(tables.tricks)
    if isinstance(check, checks.HandResultsCheck):
        out: set[str] = set()
        for result in check.results:
            for key, value in result.items():
                out |= set(tables.field.get(key, ()))
                if key == "awards" and isinstance(value, list):
                    out |= {r for a in value if isinstance(a, dict) for r in tables.category.get(str(a.get("category")), ())}
        return out
    if isinstance(check, checks.FinalCheck):
        return {r for name in check.fields if getattr(check, name) is not checks.UNSTATED for r in tables.final.get(name, ())}
    if isinstance(check, checks.PerftCheck):
        return {"CD-6"}
    assert isinstance(check, checks.RefusalCheck)
    return set(case.rules)


def _touches(option_rules: tuple[str, ...], rules: set[str]) -> bool:
    return any(r == o or r.startswith(o + ".") or o.startswith(r + ".") for o in option_rules for r in rules)


def check_level(case: Case, check: checks.Check) -> str:
    """``must``, ``should`` or ``may`` for ``check`` under the case's options (module docstring)."""
    support = game(case.game)
    named = _option_rules(case.game)
    rules = check_rules(case, check)
    level = 0
    for option in support.changed(case.options):
        kind = support.option_classes.get(option, "reading")
        if kind == "table" or not _touches(named.get(option, ()), rules):
            continue
        level = max(level, 2 if kind == "reading" else 1)
    return ORDER[level]

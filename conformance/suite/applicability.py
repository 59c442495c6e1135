"""Which SPEC rules of a game's chapter apply under a configuration: what a declared suite's
coverage is measured against (the runner's report, "rules of chapter SM that apply").

Every rule of the chapter applies unless it is listed here: rules that belong to an option value
the configuration does not play, and rules no case can observe (a seeded shuffle, starting scores
given through the API, the list of presets).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from conformance.case.build import rule_key
from conformance.games import game
from conformance.spec import spec_rule_ids


def applies(game_name: str, rule: str, options: Mapping[str, object]) -> bool:
    """Whether ``rule`` of the game's chapter can be observed under ``options`` (the game's
    record, ``Applicability``)."""
    table = game(game_name).applicability
    if rule in table.never_observed:
        return False
    section = rule.split(".")[0]
    variant = table.variant_sections.get(section)
    if variant is not None and options.get(variant) is not True:
        return False
    condition = table.conditions.get(rule)
    return condition is None or condition(options)


def applicable_rules(game_name: str, configurations: Sequence[Mapping[str, object]]) -> list[str]:
    """The chapter's rule ids (not chapter CD) that apply under at least one configuration."""
    ids = spec_rule_ids([game(game_name).rule_prefix])
    return sorted((r for r in ids if any(applies(game_name, r, o) for o in configurations)), key=rule_key)

"""Which SPEC rules of a game's chapter apply under a configuration: what a declared suite's
coverage is measured against (the runner's report, "rules of chapter SM that apply").

Every rule of the chapter applies unless it is listed here: rules that belong to an option value
the configuration does not play, and rules no case can observe (a seeded shuffle, starting scores
given through the API, the list of presets).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from conformance.case.build import rule_key
from conformance.games.registry import game

Condition = Callable[[Mapping[str, object]], bool]

NEVER_OBSERVED = frozenset({
    "SM-2.3", "SM-10", "FP-2.3", "FP-10", "SV-2.3", "SV-11",  # seeded shuffles; presets are names only
    "SM-9.5", "FP-1.4", "SV-1.5",  # starting scores are given through the API, not the protocol
})


def _sm_dealt(o: Mapping[str, object]) -> int:
    from reference.smear.options import smear_options

    return smear_options(o).dealt


CONDITIONS: dict[str, Condition] = {
    "SM-1.1": lambda o: o.get("partnerships") is False,
    "SM-1.2": lambda o: o.get("partnerships") is True,
    "SM-2.4": lambda o: o.get("nine_card") is True or o.get("all_pass") == "redeal",
    "SM-4.4": lambda o: o.get("jokers") == 2 and o.get("joker_rank") == "below_jick",
    "SM-5.1": lambda o: _sm_dealt(o) > 6 or o.get("widow") != 0,
    "SM-5.4": lambda o: o.get("widow") != 0,
    "SM-5.5": lambda o: o.get("nine_card") is True,
    "SM-6.7": lambda o: o.get("revoke") == "penalized",
    "SM-8.5": lambda o: o.get("revoke") == "penalized",
    "SM-7.5": lambda o: o.get("jick") is True and o.get("score_jick") is True,
    "SM-7.6": lambda o: o.get("jokers") != 0 and o.get("score_jokers") is True,
    "SM-7.8": lambda o: o.get("score_three") is True,
    "SM-7.9": lambda o: o.get("score_two") is True,
    "SM-8.6": lambda o: o.get("all_pass") == "dealer_set",
    "SM-9.4": lambda o: o.get("elimination") is not None,
    "FP-3.6": lambda o: o.get("dealer_holds") is True,
    "FP-4.2": lambda o: o.get("take") != 0,
    "FP-4.3": lambda o: o.get("take") != 0,
    "FP-4.4": lambda o: o.get("take") != 0,
    "FP-9.3": lambda o: o.get("win_only_on_made_bid") is True,
    "FP-9.4": lambda o: o.get("non_bidder_cap") not in (None, "none"),
    "SV-6.5": lambda o: o.get("troef") is True and o.get("troef_duty") not in (None, "none"),
    "SV-6.6": lambda o: o.get("troef") is True and o.get("troef_duty") == "overtrump",
    "SV-2.4": lambda o: o.get("players") != 4,  # dead cards: 3 or 5 players only
}
SECTIONS: dict[str, str] = {"SV-6": "troef", "SV-7": "blind_love", "SV-8": "partners", "SV-9": "kleine_liefde", "SV-10": "cupids_arrow"}


def applies(rule: str, options: Mapping[str, object]) -> bool:
    if rule in NEVER_OBSERVED:
        return False
    section = rule.split(".")[0]
    if section in SECTIONS and options.get(SECTIONS[section]) is not True:
        return False
    condition = CONDITIONS.get(rule)
    return condition is None or condition(options)


def applicable_rules(game_name: str, configurations: Sequence[Mapping[str, object]]) -> list[str]:
    """The chapter's rule ids (not chapter CD) that apply under at least one configuration."""
    from conformance.export import spec_rule_ids

    ids = spec_rule_ids([game(game_name).rule_prefix])
    return sorted((r for r in ids if any(applies(r, o) for o in configurations)), key=rule_key)

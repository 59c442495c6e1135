"""The SPEC rules behind one check, or behind the part of a check that differs: what a failure
report cites (README.md, "Reports").

A case lists every rule it exercises; a failing check narrows that down. A legal set rests on its
phase's rules, a trick list on the trick-winner rules, an award on its category's rule, a score on
the hand-score and game-end rules, a refusal on the rule its code stands for (the SPEC's refusal
tables). The case's own list stays the fallback for anything these tables do not name.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from conformance.case.checks import (
    Check,
    FinalCheck,
    HandResultsCheck,
    LegalCheck,
    PerftCheck,
    RefusalCheck,
    TricksCheck,
)

PHASE: dict[str, dict[str, tuple[str, ...]]] = {
    "smear": {"bidding": ("SM-3.1", "SM-3.2", "SM-3.4", "SM-3.5"), "trump": ("SM-4.1",),
              "discard": ("SM-5.1", "SM-5.4", "SM-5.5"), "play": ("SM-6.1", "SM-6.2", "SM-6.3", "SM-6.4"),
              "awaiting_deal": ("SM-2.3",), "game_over": ("SM-9.1",)},
    "fourpoint": {"bidding": ("FP-3.1", "FP-3.2", "FP-3.3", "FP-3.5"), "discard": ("FP-4.2", "FP-4.3", "FP-4.4"),
                  "play": ("FP-5.3", "FP-6.1", "FP-6.2", "FP-6.3"), "awaiting_deal": ("FP-2.4",), "game_over": ("FP-9.1",)},
    "smoorverliefd": {"play": ("SV-3.2", "SV-3.3", "SV-6.5", "SV-6.6"), "bidding": ("SV-7.1",), "curse": ("SV-10.3",),
                      "awaiting_deal": ("SV-2.4",), "game_over": ("SV-5.1",)},
}

TRICKS: dict[str, tuple[str, ...]] = {
    "smear": ("SM-4.2", "SM-4.3", "SM-4.4", "SM-6.1", "SM-6.5"),
    "fourpoint": ("FP-5.2", "FP-6.1", "FP-6.4"),
    "smoorverliefd": ("SV-3.4", "SV-3.5", "SV-6.3"),
}

CATEGORY: dict[str, dict[str, tuple[str, ...]]] = {
    "smear": {"high": ("SM-7.2",), "low": ("SM-7.3",), "jack": ("SM-7.4",), "jick": ("SM-7.5",), "joker1": ("SM-7.6",),
              "joker2": ("SM-7.6",), "game": ("SM-7.7",), "three": ("SM-7.8",), "two": ("SM-7.9",)},
    "fourpoint": {"high": ("FP-7.2",), "low": ("FP-7.3",), "jack": ("FP-7.4",), "game": ("FP-7.5", "FP-7.6")},
}

FIELD: dict[str, dict[str, tuple[str, ...]]] = {
    "smear": {"outcome": ("SM-3.5", "SM-2.4"), "pitcher": ("SM-3.6",), "bid": ("SM-3.2",), "trump": ("SM-4.1",),
              "captured": ("SM-8.1",), "game_points": ("SM-7.7",), "made": ("SM-8.2", "SM-8.3"),
              "revoking_sides": ("SM-6.7", "SM-8.5"), "changes": ("SM-8.2", "SM-8.3", "SM-8.4", "SM-8.5", "SM-8.6"),
              "scores": ("SM-8.2", "SM-8.3", "SM-8.4"), "dealer": ("SM-1.3",)},
    "fourpoint": {"outcome": ("FP-3.5",), "bidder": ("FP-3.4",), "bid": ("FP-3.2",), "trump": ("FP-5.2",),
                  "captured": ("FP-8.1",), "game_points": ("FP-7.5", "FP-7.6"), "made": ("FP-8.2", "FP-8.3"),
                  "changes": ("FP-8.2", "FP-8.3", "FP-8.4", "FP-9.4"), "scores": ("FP-8.2", "FP-8.3", "FP-8.4"),
                  "dealer": ("FP-1.3",)},
    "smoorverliefd": {"hearts": ("SV-4.2",), "heart_points": ("SV-4.1", "SV-4.2", "SV-9.1"), "sweep": ("SV-4.3", "SV-8.3"),
                      "round_points": ("SV-4.3", "SV-4.5"), "bid_adjustment": ("SV-7.3",), "bid": ("SV-7.1",),
                      "cursed_cards": ("SV-10.4",), "curse_penalty": ("SV-10.4",), "champions": ("SV-4.6",),
                      "changes": ("SV-4.7",), "scores": ("SV-4.7",), "dead": ("SV-2.4",), "hearts_in_play": ("SV-2.4",),
                      "cursed": ("SV-10.3",), "dealer": ("SV-1.3", "SV-10.2")},
}

FINAL: dict[str, dict[str, tuple[str, ...]]] = {
    "smear": {"scores": ("SM-8.2", "SM-8.3", "SM-8.4"), "winner": ("SM-9.1", "SM-9.2", "SM-9.3", "SM-9.4"), "phase": ("SM-9.1",)},
    "fourpoint": {"scores": ("FP-8.2", "FP-8.3", "FP-8.4"), "winner": ("FP-9.1", "FP-9.2", "FP-9.3", "FP-9.4"), "phase": ("FP-9.1",)},
    "smoorverliefd": {"scores": ("SV-4.7",), "winner": ("SV-5.1", "SV-5.2", "SV-5.3"), "phase": ("SV-5.1",)},
}

PERFT = ("CD-6",)
_FIELD_AT = re.compile(r"\.results\[\d+\]\.([a-z_]+)(?:\[category=([a-z0-9_]+)\])?")


def rules_for(game: str, check: Check, path: str, case_rules: Sequence[str]) -> tuple[str, ...]:
    """The rules behind ``check`` (or the part of it at ``path``), kept to those the case cites
    when it cites any of them, else all of them; the case's rules when the tables name none."""
    named: tuple[str, ...] = ()
    if isinstance(check, LegalCheck):
        phase = check.phase
        named = PHASE.get(game, {}).get(phase, ()) if isinstance(phase, str) else ()
        if not named:
            named = tuple(r for rules in PHASE.get(game, {}).values() for r in rules)
    elif isinstance(check, TricksCheck):
        named = TRICKS.get(game, ())
    elif isinstance(check, HandResultsCheck):
        m = _FIELD_AT.search(path)
        if m and m.group(1) == "awards" and m.group(2):
            named = CATEGORY.get(game, {}).get(m.group(2), ())
        elif m:
            named = FIELD.get(game, {}).get(m.group(1), ())
    elif isinstance(check, FinalCheck):
        field = path.rsplit(".", 1)[-1].split("[")[0]
        named = FINAL.get(game, {}).get(field, ())
    elif isinstance(check, PerftCheck):
        named = PERFT
    elif isinstance(check, RefusalCheck):
        return tuple(case_rules)
    cited = tuple(r for r in named if r in case_rules)
    return cited or named or tuple(case_rules)

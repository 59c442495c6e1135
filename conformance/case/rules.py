"""The SPEC rules behind one check, or behind the part of a check that differs: what a failure
report cites (README.md, "Reports").

A case lists every rule it exercises; a failing check narrows that down. A legal set rests on its
phase's rules, a trick list on the trick-winner rules, an award on its category's rule, a score on
the hand-score and game-end rules (the tables of each game's record, ``CheckRules``), a refusal on
the rules the case cites. The case's own list stays the fallback for anything these tables do
not name.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from conformance.case import checks
from conformance.games import game as record

PERFT = ("CD-6",)
# the phase whose rules an action's verb is judged by (the phases of the games' CheckRules tables)
VERB_PHASE = {"pass": "bidding", "bid": "bidding", "trump": "trump", "discard": "discard", "play": "play", "curse": "curse"}
_ACTION_AT = re.compile(r"\$\.actions\[(\d+)\]")
_FIELD_AT = re.compile(r"\.results\[\d+\]\.([a-z_]+)(?:\[category=([a-z0-9_]+)\])?")


def rules_for(game: str, check: checks.Check, path: str, case_rules: Sequence[str],
              actions: Sequence[str] = ()) -> tuple[str, ...]:
    """The rules behind ``check`` (or the part of it at ``path``), kept to those the case cites
    when it cites any of them, else all of them; the case's rules when the tables name none.

    A refusal the case expects rests on the rules the case cites. A refusal it does not expect
    (``$.actions[k]``, an action the reference accepts) rests on the rules of the phase that
    action's verb belongs to: a generated playout cites its whole game, 25 to 40 ids."""
    named: tuple[str, ...] = ()
    tables = record(game).check_rules
    if isinstance(check, checks.LegalCheck):
        phase = check.phase
        named = tables.phase.get(phase, ()) if isinstance(phase, str) else ()
        if not named:
            named = tuple(r for rules in tables.phase.values() for r in rules)
    elif isinstance(check, checks.TricksCheck):
        named = tables.tricks
    elif isinstance(check, checks.HandResultsCheck):
        m = _FIELD_AT.search(path)
        if m and m.group(1) == "awards" and m.group(2):
            named = tables.category.get(m.group(2), ())
        elif m:
            named = tables.field.get(m.group(1), ())
    elif isinstance(check, checks.FinalCheck):
        field = path.rsplit(".", 1)[-1].split("[")[0]
        named = tables.final.get(field, ())
    elif isinstance(check, checks.PerftCheck):
        named = PERFT
    elif isinstance(check, checks.RefusalCheck):
        at = _ACTION_AT.match(path)
        if check.index >= 0 or at is None or int(at.group(1)) >= len(actions):
            return tuple(case_rules)
        verb = actions[int(at.group(1))].split(" ", 1)[0]
        named = tables.phase.get(VERB_PHASE.get(verb, ""), ())
    if not named:
        # a field the tables do not name (a sweep, a bonus): the case's rules of the chapter
        # sections that kind of check belongs to, not its whole list (CD-2 for a wrong sweep)
        sections = tables.kind_sections.get(type(check), ())
        named = tuple(r for r in case_rules if any(r == p or r.startswith(p + ".") for p in sections))
    cited = tuple(r for r in named if r in case_rules)
    return cited or named or tuple(case_rules)

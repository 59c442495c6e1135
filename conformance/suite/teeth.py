"""The corpus's teeth: which case catches each wrong implementation, kept with the corpus
(``kills.json``) so that a regenerated corpus never silently loses what caught one (issue 23
item 6).

At export, each mutant (conformance/mutants/) is replayed in process against the cases of its
game. The case recorded for it last time is tried first (a case that still exists and still
fails it keeps the record stable); otherwise the first failing case, the cases citing its rules
first. A mutant no case catches gets a targeted case (suite/targeted.py), searched under the
first configuration where it can differ: the standard game, a preset, or the standard game with
one option changed. What stays unresolved is named with the reason. A mutant whose recorded case
no longer catches it and for which no other case or search does is an error of the export.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from conformance.case.format import Case, parse_case
from conformance.games import game
from conformance.games.support import CaseDict
from conformance.jsonvalues import JSONScalar, compact
from conformance.mutants import MUTANTS
from conformance.protocol.reference import reference_failure
from conformance.suite.applicability import applies
from conformance.suite.discrimination import first_failing, mutant_applied
from conformance.suite.targeted import search

Log = Callable[[str], None]
EXPORT_EXAMPLES = 300  # the export searches harder than a suite build: it runs on demand, once


def trials(game_name: str, pairs: bool = True) -> list[dict[str, JSONScalar]]:
    """The configurations of ``game_name`` tried in this order, each made whole and given once:
    the standard game, the presets, the standard game with one option changed, and (``pairs``)
    with two changed, as a sub-option needs its variant. Combinations the engine refuses are left
    out."""
    support = game(game_name)
    tried: list[Mapping[str, object]] = [support.defaults, *support.presets.values()]
    changes = [(option, value) for option, values in support.option_values().items()
               for value in (values if isinstance(values, list) else support.open_values.get(option, ()))]
    tried += [{**support.defaults, option: value} for option, value in changes]
    if pairs:
        tried += [{**support.defaults, a: va, b: vb} for i, (a, va) in enumerate(changes) for b, vb in changes[i + 1:] if a != b]
    out: dict[str, dict[str, JSONScalar]] = {}
    for trial in tried:
        try:
            full = support.full_options(trial)
        except Exception:  # noqa: BLE001 (an engine refusal of an option combination: try the next)
            continue
        out.setdefault(compact(full), full)
    return list(out.values())


def where_it_differs(name: str) -> dict[str, JSONScalar] | None:
    """The first configuration of the mutant's game where it can differ (its rules apply and its
    ``cannot_differ`` names no reason), in the order of ``trials``; None if there is none."""
    mutant = MUTANTS[name]
    for full in trials(mutant.game):
        if mutant.cannot_differ(full) is None and (not mutant.rules or any(applies(mutant.game, r, full) for r in mutant.rules)):
            return full
    return None


def teeth(docs: Sequence[CaseDict], previous: Mapping[str, object], log: Log) -> tuple[dict[str, str], dict[str, str], list[CaseDict]]:
    """For every mutant, the id of a case among ``docs`` (or a targeted one, returned) that it
    fails; and the mutants no case catches, with why. ``previous``: the last export's record."""
    cases = [parse_case(d) for d in docs]
    by_game: dict[str, list[Case]] = {}
    for c in cases:
        by_game.setdefault(c.game, []).append(c)
    by_id = {c.id: c for c in cases}
    recorded = previous.get("caught") if isinstance(previous.get("caught"), dict) else {}
    assert isinstance(recorded, dict)
    caught: dict[str, str] = {}
    unresolved: dict[str, str] = {}
    found: list[CaseDict] = []
    for name in sorted(MUTANTS):
        mutant = MUTANTS[name]
        last = recorded.get(name)
        if isinstance(last, str) and last in by_id:
            with mutant_applied(name):
                still = reference_failure(by_id[last]) is not None
            if still:
                caught[name] = last
                continue
        first = first_failing(name, by_game.get(mutant.game, []))
        if first is not None:
            caught[name] = first
            continue
        config = where_it_differs(name)
        if config is None:
            unresolved[name] = "no configuration of its game where it can differ (its rules never apply, or cannot_differ everywhere)"
            continue
        log(f"teeth: no case catches {name}; searching one under {compact(config)[:100]}")
        targeted = search(name, mutant.game, config, examples=EXPORT_EXAMPLES)
        if targeted is None:
            unresolved[name] = "no case found by the targeted search"
            continue
        found.append(targeted)
        caught[name] = str(targeted["id"])
    return caught, unresolved, found

"""Choosing cases by id, game, tag, rule and level (``--id``, ``--game``, ``--tag``, ``--rule``, ``--level``)."""

from __future__ import annotations

import fnmatch
from collections.abc import Sequence
from dataclasses import dataclass

from conformance.case.corpus import Corpus
from conformance.case.format import Case, parse_case
from conformance.case.levels import check_level


@dataclass
class Selection:
    ids: Sequence[str] = ()
    game: str | None = None
    tags: Sequence[str] = ()
    rules: Sequence[str] = ()
    levels: Sequence[str] = ()


def rule_matches(rule: str, prefix: str) -> bool:
    return rule == prefix or rule.startswith((prefix + ".", prefix + "-"))


def select(corpus: Corpus, sel: Selection) -> list[Case]:
    return select_cases(corpus.cases, sel)


def select_cases(cases: Sequence[Case], sel: Selection) -> list[Case]:
    out = []
    for c in cases:
        if sel.ids and not any(fnmatch.fnmatchcase(c.id, g) for g in sel.ids):
            continue
        if sel.game and c.game != sel.game:
            continue
        if sel.tags and not all(any(fnmatch.fnmatchcase(t, want) for t in c.tags) for want in sel.tags):
            continue
        if sel.rules and not any(rule_matches(r, p) for r in c.rules for p in sel.rules):
            continue
        if sel.levels:
            narrowed = at_levels(c, sel.levels)
            if narrowed is None:
                continue
            c = narrowed
        out.append(c)
    return out


def at_levels(case: Case, levels: Sequence[str]) -> Case | None:
    """The case with only its checks at ``levels`` (each check's level comes from the rules it
    tests, case/levels.py); None when it has none. A case keeps its id: the checks left are its own."""
    keep = [i for i, c in enumerate(case.expect) if check_level(case, c) in levels]
    if not keep:
        return None
    if len(keep) == len(case.expect):
        return case
    # The checks kept are recorded as tailoring records them, so that a skip file's "check N"
    # still names the source case's check (run/skips.py).
    source = f"{case.raw.get('source', case.id)} (at levels {', '.join(levels)}: checks kept: {', '.join(map(str, keep))})"
    return parse_case({**case.raw, "expect": [case.expect[i].to_json() for i in keep], "source": source}, case.id)

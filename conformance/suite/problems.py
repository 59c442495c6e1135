"""Warnings about a declaration (suite/declaration.py) that the runner prints before a run:
declared values and pairs of values the suite's configurations leave out, a not-applicable option
that matters, a declaration no valid configuration satisfies."""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from typing import TYPE_CHECKING

from conformance.jsonvalues import JSONScalar, compact

if TYPE_CHECKING:
    from conformance.suite.declaration import Declaration


def uncovered(decl: Declaration) -> tuple[list[str], list[str]]:
    """The declared values, and the pairs of declared values, that some playable configuration
    holds but none of those the suite is built for (only when it is built for a subset)."""
    chosen = decl.configurations()
    everything = decl.playable()
    if len(everything) == len(chosen):
        return [], []
    varying = [n for n in decl.support.defaults if len({compact(c[n]) for c in everything}) > 1]

    def values(o: Mapping[str, JSONScalar]) -> set[str]:
        return {f"{a}={compact(o[a])}" for a in varying}

    def pairs(o: Mapping[str, JSONScalar]) -> set[str]:
        return {f"{a}={compact(o[a])} with {b}={compact(o[b])}" for a, b in itertools.combinations(varying, 2)}

    held_values: set[str] = set().union(*(values(o) for o in chosen)) if chosen else set()
    held_pairs: set[str] = set().union(*(pairs(o) for o in chosen)) if chosen else set()
    all_values: set[str] = set().union(*(values(o) for o in everything))
    all_pairs: set[str] = set().union(*(pairs(o) for o in everything))
    return sorted(all_values - held_values), sorted(all_pairs - held_pairs)


def uncovered_pairs(decl: Declaration) -> list[str]:
    return uncovered(decl)[1]


def declaration_problems(decl: Declaration) -> list[str]:
    """Warnings about a declaration that the runner prints: declared values (and pairs) the
    suite's configurations leave out, a not-applicable option that does matter under a declared
    configuration, and a declaration no valid configuration satisfies."""
    problems: list[str] = list(decl.notes)
    configs = decl.configurations()
    if not configs:
        problems.append(f"{decl.game}: no configuration inside the declaration is a valid {decl.game} game")
        return problems
    values, pairs = uncovered(decl)
    total = len(decl.playable())
    if values:
        problems.append(f"{decl.game}: the suite is built for {len(configs)} of the declaration's {total} configurations; "
                        f"these declared values are in none of them and are not checked: {', '.join(values)} "
                        "(declare fewer values, or pin several suites with export --for-hello)")
    if pairs:
        problems.append(f"{decl.game}: the suite is built for {len(configs)} of the declaration's {total} configurations; "
                        f"{len(pairs)} pair(s) of declared values are in none of them, e.g. {pairs[0]} "
                        "(declare fewer values, or pin several suites with export --for-hello)")
    for entry in decl.entries:
        for option in sorted(entry.not_applicable):
            if any(option not in decl.support.inert(c) for c in configs if not entry.unsupported(decl.support, c)):
                problems.append(f"{decl.game}: option {option} is declared not applicable, but it matters under a declared configuration")
    return problems

"""What every report format states alike: the summary line and counts, the implementation's name,
the skip tallies (by reason and by option value the declaration does not hold), the rule coverage
of a declared suite and the signal that interrupted a run."""

from __future__ import annotations

from collections import Counter

from conformance.errors import signal_name
from conformance.run.loop import RunResult
from conformance.suite.applicability import applicable_rules

BY_OPTIONS = "options the declaration does not hold"  # the skip group of cases outside the declaration


def summary_line(r: RunResult) -> str:
    return f"{r.count('passed')} passed, {r.count('failed')} failed, {r.count('skipped')} skipped"


def implementation_name(r: RunResult) -> str:
    name = r.implementation.get("name", "?")
    version = r.implementation.get("version", "?")
    return f"{name} {version}"


def by_status(r: RunResult) -> dict[str, int]:
    """How many cases ended with each report status (an error's kind in place of ``error``)."""
    return dict(sorted(Counter(o.report_status for o in r.outcomes).items()))


def skip_groups(r: RunResult) -> tuple[list[tuple[str, int]], list[tuple[str, int]]]:
    """Every skip reason with its count, and every unsupported option value with the number of
    skipped cases it rules out (a case may count under several). The option values are the
    declaration check's data (``Outcome.unsupported``), never read back from a sentence."""
    reasons = Counter(o.message for o in r.outcomes if o.status == "skip" and not o.unsupported)
    options: Counter[str] = Counter()
    by_options = 0
    for o in r.outcomes:
        if o.status == "skip" and o.unsupported:
            options.update(o.unsupported)
            by_options += 1
    if by_options:
        reasons[BY_OPTIONS] = by_options
    order = lambda kv: (-kv[1], kv[0])  # noqa: E731
    return sorted(reasons.items(), key=order), sorted(options.items(), key=order)


def config_coverage(r: RunResult, game_name: str) -> tuple[list[str], dict[str, int]] | None:
    """The chapter's rule ids that apply under the declared configurations (conformance.suite.applicability)
    and, per rule, how many checks of the cases run touch it."""
    suite = r.suite
    if suite is None or game_name not in suite.configurations:
        return None
    applies = applicable_rules(game_name, suite.configurations[game_name])
    counts: Counter[str] = Counter()
    for o in r.outcomes:
        if o.case.game != game_name or o.status == "skip":
            continue
        for rule in o.case.rules:
            counts[rule] += len(o.case.expect)
    return applies, dict(counts)


def signal_label(r: RunResult) -> str | None:
    return signal_name(r.interrupted) if r.interrupted else None

"""``fuzz --skip-file``: known differences an implementation lives with, while fuzzing.

A skip-file entry names corpus cases (conformance/run/skips.py, the file ``run`` takes). Before
the search the fuzzer runs the cases the entries name, from the suite built for the hello, and
records the *cause signature* of each failure: the key conformance/run/causes.py groups a run's
failures by (the first divergence's kind, the phase or rule, the action kind, the field). While
fuzzing, a generated game whose disagreement has one of those signatures is no finding: it is
counted against its entry's line and the search goes on. An entry whose case passes is stale, as
in ``run`` (the search still runs); an entry that matches no case of the suite is bad input.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from conformance import CORPUS_DIR
from conformance.case.corpus import load_corpus
from conformance.case.verdict import Outcome
from conformance.protocol.session import Runner
from conformance.run.causes import group_key
from conformance.run.divergence import first_divergence
from conformance.run.skips import Entry, SkipList, apply_skip_list, check_skip_list, source_checks
from conformance.suite.build import build_suite
from conformance.suite.cache import default_cache
from conformance.suite.declaration import outside


@dataclass
class Known:
    """The cause signatures the skip file's cases fail with, each with the line naming it."""

    signatures: dict[str, int] = field(default_factory=dict)  # signature -> skip-file line
    stale: list[str] = field(default_factory=list)  # one line per entry whose case passes
    checked: int = 0  # skip-file cases run before the search
    matched: dict[int, int] = field(default_factory=dict)  # line -> generated games that matched it

    def line_of(self, outcome: Outcome) -> int | None:
        """The skip-file line whose known failure ``outcome`` is, if any."""
        return self.signatures.get(group_key(outcome))


def signature(runner: Runner, outcome: Outcome) -> str:
    """The cause signature of a failing outcome: its first divergence probed (once) if not yet."""
    if outcome.status == "fail" and outcome.divergence is None:
        with runner.guard:
            outcome.divergence = first_divergence(runner, outcome)
    return group_key(outcome)


def known_failures(runner: Runner, skips: SkipList, hello: Mapping[str, object], games: Sequence[str] | None,
                   note: Callable[[str], None] | None = None) -> Known:
    """Run the suite's cases the skip file names against ``runner`` and record their signatures.
    Raises UsageError for an entry that matches no case of the suite (or of the corpus it is
    built from, as ``run`` allows) and CannotRun when the adapter cannot run."""
    corpus = load_corpus(CORPUS_DIR)
    suite = build_suite(corpus, hello, default_cache(), note, games)
    check_skip_list(skips, suite.cases, "the suite", corpus.cases)
    known = Known()
    for case in suite.cases:
        entries = skips.matching(case)
        if not entries or (games and case.game not in games) or outside(case, hello) is not None:
            continue
        known.checked += 1
        outcome = runner.run_case(case)
        judged = apply_skip_list(outcome, skips)
        if judged.status == "stale":
            known.stale.append(f"STALE SKIP {case.id}: {judged.message}")
        elif judged.status == "xfail":
            known.signatures.setdefault(signature(runner, outcome), _line(outcome, entries))
    return known


def _line(outcome: Outcome, entries: Sequence[Entry]) -> int:
    """The entry a known failure is listed by: a whole-case entry, else the ``check N`` entry of
    the first difference that is in a listed check."""
    whole = next((e for e in entries if e.check is None), None)
    if whole is not None:
        return whole.line
    mapping = source_checks(outcome.case)
    for m in outcome.mismatches:
        index = m.check if m.check is not None else (0 if len(outcome.case.expect) == 1 else None)
        if index is not None and 0 <= index < len(mapping):
            for e in entries:
                if e.check == mapping[index]:
                    return e.line
    return entries[0].line

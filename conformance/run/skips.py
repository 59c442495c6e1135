"""The skip file: known failures an implementation lives with, one case id (or glob) per line."""

from __future__ import annotations

import fnmatch
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from conformance.case.corpus import Corpus
from conformance.case.verdict import Outcome
from conformance.errors import UsageError


@dataclass
class SkipList:
    path: Path
    entries: list[tuple[int, str, str]] = field(default_factory=list)  # (line, pattern, reason)

    def match(self, case_id: str) -> tuple[int, str] | None:
        for line, pattern, reason in self.entries:
            if fnmatch.fnmatchcase(case_id, pattern):
                return line, reason
        return None


def read_skip_list(path: Path, corpus: Corpus | None) -> SkipList:
    """One case id (or glob) per line; ``#`` starts a comment, which is the reason. An entry that
    matches no case of the corpus is bad input (a stale list); without a corpus the entries are
    checked later, against the suite (``check_skip_list``)."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise UsageError(f"--skip-file {path}: {exc.strerror or exc}") from None
    except UnicodeDecodeError as exc:
        raise UsageError(f"--skip-file {path}: not UTF-8 text (byte {exc.start})") from None
    skips = SkipList(path)
    for number, raw in enumerate(text.splitlines(), start=1):
        pattern, _, reason = raw.partition("#")
        pattern = pattern.strip()
        if pattern:
            skips.entries.append((number, pattern, reason.strip()))
    if corpus is not None:
        check_skip_list(skips, [c.id for c in corpus.cases], f"corpus {corpus.corpus_version}")
    return skips


def check_skip_list(skips: SkipList, ids: Sequence[str], what: str) -> None:
    for number, pattern, _ in skips.entries:
        if not any(fnmatch.fnmatchcase(i, pattern) for i in ids):
            raise UsageError(f"skip file {skips.path} line {number}: {pattern!r} matches no case of {what} (remove it)")


def apply_skip_list(outcome: Outcome, skips: SkipList | None) -> Outcome:
    if skips is None:
        return outcome
    hit = skips.match(outcome.case.id)
    if hit is None:
        return outcome
    line, reason = hit
    where = f"{skips.path.name}:{line}"
    if outcome.status == "pass":
        return Outcome(outcome.case, "stale", f"listed in the skip file ({where}) but passes: remove it from the list", seconds=outcome.seconds)
    if outcome.status in ("fail", "error"):
        note = f" ({reason})" if reason else ""
        return Outcome(outcome.case, "xfail", f"known failure, skip file {where}{note}: {outcome.message}", outcome.mismatch, outcome.seconds,
                       outcome.mismatches, kind=outcome.kind)
    return outcome

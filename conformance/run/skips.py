"""The skip file: known failures an implementation lives with (conformance/README.md, "Skip lists").

One entry per line, ``#`` starting the reason::

    PATTERN             # reason
    PATTERN check N     # reason

``PATTERN`` is a case id or a glob. It matches a case by the case's own id or by its *source id*,
the id of the corpus case it was tailored from (``smear/play/x-at-1a2b3c4d`` comes from
``smear/play/x``) or of the generated case before its configuration was put in its id
(``smear/gen/c1a2b3c4d-y`` comes from ``smear/gen/y``): the configuration hash in a tailored id
changes with the declaration, the source id does not, so an entry survives a narrower hello.

``check N`` names one check of the source case (its index in the source's ``expect``, 0 first):
a failure is then a known one only when every difference found is in a named check; a difference
in another check still fails the case. An entry that matches nothing is bad input (exit 2); one
whose case passes is stale (exit 1).
"""

from __future__ import annotations

import dataclasses
import fnmatch
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from conformance.case.format import Case
from conformance.case.verdict import Outcome
from conformance.errors import UsageError
from conformance.files import read_text

if TYPE_CHECKING:  # a type only: fuzz reads skip files without the corpus reader (issue 27)
    from conformance.case.corpus import Corpus

MAX_SKIP_FILE = 1 << 20  # bytes: a list of known failures, not a data file (/dev/zero must not be read to the end)
ENTRY_RE = re.compile(r"^(?P<pattern>\S+)(?:\s+check\s+(?P<check>[0-9]{1,6}))?$")
TAILORED_RE = re.compile(r"^(?P<base>.+)-at-[0-9a-f]{8}$")  # conformance/suite/tailor.py's ids
DECLARED_RE = re.compile(r"^(?P<head>[^/]+/[^/]+/)c[0-9a-f]{8}-(?P<slug>.+)$")  # sources/generated/configured.py's
KEPT_RE = re.compile(r"checks kept: ([0-9]+(?:, [0-9]+)*)\)")


@dataclass(frozen=True)
class Entry:
    line: int
    pattern: str
    reason: str
    check: int | None = None  # one check of the source case, or the whole case

    @property
    def where(self) -> str:
        return f"line {self.line}"


@dataclass
class SkipList:
    path: Path
    entries: list[Entry] = field(default_factory=list)

    def matching(self, case: Case) -> list[Entry]:
        """The entries naming ``case`` (by its id or its source id)."""
        names = (case.id, source_id(case.id))
        return [e for e in self.entries if any(fnmatch.fnmatchcase(n, e.pattern) for n in names)]

    def match(self, case_id: str) -> tuple[int, str] | None:
        """The first whole-case entry matching ``case_id`` (line, reason)."""
        for e in self.entries:
            if e.check is None and any(fnmatch.fnmatchcase(n, e.pattern) for n in (case_id, source_id(case_id))):
                return e.line, e.reason
        return None


def source_id(case_id: str) -> str:
    """The id a tailored or configuration-generated case was made from (module docstring); the id
    itself for any other case."""
    tailored = TAILORED_RE.match(case_id)
    if tailored is not None:
        return tailored.group("base")
    declared = DECLARED_RE.match(case_id)
    if declared is not None:
        return declared.group("head") + declared.group("slug")
    return case_id


def source_checks(case: Case) -> list[int]:
    """For each check of ``case``, its index in the source case: tailoring and level selection
    keep some checks and record which (``checks kept: 0, 2, 5`` in ``source``, one per step)."""
    mapping = list(range(len(case.expect)))
    source = case.raw.get("source")
    steps = [[int(n) for n in m.split(", ")] for m in KEPT_RE.findall(source)] if isinstance(source, str) else []
    if not steps:
        return mapping
    composed = steps[0]
    for step in steps[1:]:
        if any(i >= len(composed) for i in step):
            return mapping  # not a record this module wrote: the case's own numbering
        composed = [composed[i] for i in step]
    return composed if len(composed) == len(case.expect) else mapping


def read_skip_list(path: Path, corpus: Corpus | None) -> SkipList:
    """Read the skip file (module docstring). An entry that matches no case of the corpus is bad
    input (a stale list); without a corpus the entries are checked later, against the suite
    (``check_skip_list``). The file is read up to ``MAX_SKIP_FILE`` bytes, no further."""
    try:
        text = read_text(path, MAX_SKIP_FILE)
    except OSError as exc:
        raise UsageError(f"--skip-file {path}: {exc.strerror or exc}") from None
    except UnicodeDecodeError as exc:
        raise UsageError(f"--skip-file {path}: not UTF-8 text (byte {exc.start})") from None
    skips = SkipList(path)
    for number, raw in enumerate(text.splitlines(), start=1):
        body, _, reason = raw.partition("#")
        body = body.strip()
        if not body:
            continue
        found = ENTRY_RE.match(body)
        if found is None:
            raise UsageError(f"skip file {path} line {number}: {body[:80]!r} is not 'CASE-ID' or 'CASE-ID check N' "
                             "(a case id or glob, optionally one check's index)")
        check = found.group("check")
        skips.entries.append(Entry(number, found.group("pattern"), reason.strip(), None if check is None else int(check)))
    if corpus is not None:
        check_skip_list(skips, corpus.cases, f"corpus {corpus.corpus_version}")
    return skips


def check_skip_list(skips: SkipList, cases: Iterable[Case | str], what: str, also: Sequence[Case] = ()) -> None:
    """Every entry must name a case of ``cases`` (or of ``also``: the corpus a suite was tailored
    from, so that an entry for a case a narrower declaration leaves out is not an error), by id or
    source id, and a ``check N`` must be a check of such a case."""
    known: dict[str, int] = {}  # name -> the most checks a case of that name has (-1: unknown)
    for c in [*cases, *also]:
        if isinstance(c, str):
            for name in (c, source_id(c)):
                known.setdefault(name, -1)
            continue
        for name in (c.id, source_id(c.id)):
            known[name] = max(known.get(name, -1), len(c.expect) if name == c.id else max(source_checks(c), default=-1) + 1)
    for entry in skips.entries:
        hits = [n for n in known if fnmatch.fnmatchcase(n, entry.pattern)]
        if not hits:
            raise UsageError(f"skip file {skips.path} line {entry.line}: {entry.pattern!r} matches no case of {what} (remove it)")
        if entry.check is not None:
            most = max(known[n] for n in hits)
            if 0 <= most <= entry.check:
                raise UsageError(f"skip file {skips.path} line {entry.line}: check {entry.check}, but {entry.pattern!r} "
                                 f"names cases of at most {most} check(s) (checks count from 0)")


def apply_skip_list(outcome: Outcome, skips: SkipList | None) -> Outcome:
    """The outcome as the skip file has it: a listed failure is a known one (``xfail``), a listed
    case that passes is ``stale``; with ``check N`` entries only differences in those checks are
    known."""
    if skips is None:
        return outcome
    entries = skips.matching(outcome.case)
    if not entries:
        return outcome
    whole = next((e for e in entries if e.check is None), None)
    where = f"{skips.path.name}:{(whole or entries[0]).line}"
    if outcome.status == "pass":
        return Outcome(outcome.case, "stale", f"listed in the skip file ({where}) but passes: remove it from the list", seconds=outcome.seconds)
    if outcome.status not in ("fail", "error"):
        return outcome
    if whole is None:
        return _known_checks(outcome, skips, entries)
    note = f" ({whole.reason})" if whole.reason else ""
    return Outcome(outcome.case, "xfail", f"known failure, skip file {where}{note}: {outcome.message}", outcome.mismatch, outcome.seconds,
                   outcome.mismatches, kind=outcome.kind)


def _known_checks(outcome: Outcome, skips: SkipList, entries: list[Entry]) -> Outcome:
    """A failure against ``check N`` entries: known when every difference is in a listed check of
    the source case; else the other differences still fail it."""
    listed = {e.check: e for e in entries}
    mapping = source_checks(outcome.case)
    solo = 0 if len(outcome.case.expect) == 1 else None  # a one-check case: a difference is its check's

    def listed_entry(check: int | None) -> Entry | None:
        index = check if check is not None else solo
        if index is None or not 0 <= index < len(mapping):
            return None
        return listed.get(mapping[index])

    if outcome.status != "fail" or not outcome.mismatches:
        return outcome  # an adapter error is no check's difference
    other = [m for m in outcome.mismatches if listed_entry(m.check) is None]
    known = [m for m in outcome.mismatches if listed_entry(m.check) is not None]
    if not known:
        return outcome
    first = listed_entry(known[0].check)
    assert first is not None
    where = f"{skips.path.name}:{first.line}"
    note = f" ({first.reason})" if first.reason else ""
    if not other:
        return Outcome(outcome.case, "xfail", f"known failure of check {first.check}, skip file {where}{note}: {outcome.message}",
                       outcome.mismatch, outcome.seconds, outcome.mismatches, kind=outcome.kind)
    more = f" (and {len(other) - 1} more difference{'s' if len(other) > 2 else ''})" if len(other) > 1 else ""
    return dataclasses.replace(outcome, mismatch=other[0], mismatches=other, message=other[0].render() + more)

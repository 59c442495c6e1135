"""``trickref conformance export``: regenerate the corpus deterministically.

For every game in the registry: the golden cases (hand-worked, conformance/sources/golden/<game>.py),
SPEC.md's worked examples (area ``examples``, conformance/sources/examples) and the generated cases
(conformance/sources/generated/<game>.py), one JSON file per case under
``<out>/<game>/<area>/<slug>.json``, then ``manifest.json`` (every id with the sha256 of its
file and the corpus, SPEC and protocol versions) and the coverage report (``COVERAGE.md``,
``coverage.json``): which SPEC rule ids and refusal codes the cases cover.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

from conformance import CORPUS_VERSION, PROTOCOL_VERSION, RETIRED_IDS
from conformance.case.build import rule_key
from conformance.case.format import BadCase, Case, parse_case
from conformance.files import read_text, write_text
from conformance.games import game, game_names
from conformance.games.support import CaseDict
from conformance.jsonvalues import BadJSON, pretty, strict_loads
from conformance.mutants import MUTANTS
from conformance.protocol.reference import reference_failure
from conformance.sources import examples
from conformance.sources.generated.pairs import cases as pairwise
from conformance.sources.generated.pairs import write_report
from conformance.spec import spec_refusal_codes, spec_rule_ids, spec_section_ids
from conformance.suite.build import Suite, pinned_manifest_fields, suite_version
from conformance.suite.teeth import teeth
from reference import SPEC_VERSION

ROOT = Path(__file__).resolve().parent.parent


@dataclass(frozen=True)
class Coverage:
    game: str
    spec_ids: tuple[str, ...]  # rule ids the SPEC defines for the game (and chapter CD), reserved left out
    cited_ids: tuple[str, ...]  # rule ids the game's engine code cites
    by_rule: dict[str, tuple[int, int]]  # rule id -> (golden cases, generated cases)
    codes: tuple[str, ...]
    by_code: dict[str, tuple[int, int]]
    unreachable: dict[str, str]  # refusal codes no action string can provoke -> why (GameSupport)

    def covered(self, rule: str) -> bool:
        """A section id (SM-6) is covered when any of its rules is."""
        return any(r == rule or r.startswith(rule + ".") for r, n in self.by_rule.items() if sum(n))

    @property
    def uncovered_cited(self) -> list[str]:
        return [r for r in self.cited_ids if not self.covered(r)]

    @property
    def uncovered_spec(self) -> list[str]:
        return [r for r in self.spec_ids if not self.covered(r)]

    @property
    def uncovered_codes(self) -> list[str]:
        """Codes of the table that no case expects, leaving out those no action string can provoke."""
        return [c for c in self.codes if not sum(self.by_code.get(c, (0, 0))) and c not in self.unreachable]


def cited_rule_ids(sources: Iterable[Path], prefix: str) -> list[str]:
    pattern = re.compile(rf"(?<![A-Za-z0-9-]){prefix}-[0-9]+(?:\.[0-9]+)?\b")  # not R-SM-25 (a register entry)
    ids: set[str] = set()
    for path in sources:
        ids.update(pattern.findall(path.read_text(encoding="utf-8")))
    return sorted(ids, key=rule_key)


def coverage(game_name: str, cases: Sequence[Case]) -> Coverage:
    support = game(game_name)
    mine = [c for c in cases if c.game == game_name]
    by_rule: dict[str, list[int]] = {}
    by_code: dict[str, list[int]] = {}
    for c in mine:
        column = 0 if "golden" in c.tags else 1
        for r in c.rules:
            by_rule.setdefault(r, [0, 0])[column] += 1
        refusal = c.refusal
        if refusal is not None:
            by_code.setdefault(refusal.code, [0, 0])[column] += 1
    return Coverage(
        game=game_name,
        spec_ids=tuple(spec_rule_ids(["CD", support.rule_prefix])),
        cited_ids=tuple(cited_rule_ids(support.sources, support.rule_prefix)),
        by_rule={r: (n[0], n[1]) for r, n in sorted(by_rule.items(), key=lambda kv: rule_key(kv[0]))},
        codes=spec_refusal_codes(support.refusal_table) or support.codes,
        by_code={c: (n[0], n[1]) for c, n in sorted(by_code.items())},
        unreachable=dict(support.unreachable_codes),
    )


def coverage_markdown(covs: Sequence[Coverage], cases: Sequence[Case]) -> str:
    lines = [
        "# Conformance corpus coverage",
        "",
        (
            f"Corpus {CORPUS_VERSION}, SPEC {SPEC_VERSION}, protocol {PROTOCOL_VERSION}: {len(cases)} cases "
            f"({sum('golden' in c.tags for c in cases)} golden, {sum('golden' not in c.tags for c in cases)} generated; "
            f"{sum(c.level == 'must' for c in cases)} must, {sum(c.level == 'should' for c in cases)} should, "
            f"{sum(c.level == 'may' for c in cases)} may)."
        ),
        "",
        "Games: " + ", ".join(f"{game(c.game).title} (`{c.game}`, chapter {game(c.game).rule_prefix})" for c in covs)
        + "; each is measured against chapter CD and its own chapter.",
        "",
        "Generated by `trickref conformance export`; do not edit. A rule counts as covered when a case",
        "lists it in `rules`; a section id (`SM-6`, `FP-4`, `SV-10`) is covered by any of its rules. A hand-worked",
        "test that no case can transcribe (a configuration error, a seeded shuffle) is listed under its game.",
        "",
    ]
    sections = set(spec_section_ids())
    for cov in covs:
        cited = set(cov.cited_ids)
        support = game(cov.game)
        exempt = support.golden_exempt()
        missing = untranscribed(cov.game, cases)
        lines += [
            f"## {support.title} (`{cov.game}`)",
            "",
            f"- SPEC rule ids covered: {len(cov.spec_ids) - len(cov.uncovered_spec)} of {len(cov.spec_ids)}"
            + (f" (not covered: {', '.join(cov.uncovered_spec)})" if cov.uncovered_spec else ""),
            f"- rule ids the engine cites covered: {len(cov.cited_ids) - len(cov.uncovered_cited)} of {len(cov.cited_ids)}"
            + (f" (not covered: {', '.join(cov.uncovered_cited)})" if cov.uncovered_cited else ""),
            f"- refusal codes covered: {len(cov.codes) - len(cov.uncovered_codes) - len(cov.unreachable)} of "
            f"{len(cov.codes) - len(cov.unreachable)}{' reachable through action strings' if cov.unreachable else ''}"
            + (f" (not covered: {', '.join(cov.uncovered_codes)})" if cov.uncovered_codes else "")
            + "".join(f"; {code} is not reachable: {why}" for code, why in cov.unreachable.items()),
            f"- hand-worked tests ({support.golden_tests}): {len(hand_worked_tests(cov.game))}; not transcribed: "
            + (", ".join(f"`{k}`" for k in missing) if missing else "none")
            + (f"; {len(exempt)} cannot be cases: " + "; ".join(f"`{k.split('::')[-1]}` ({why})" for k, why in exempt.items())
               if exempt else ""),
            "",
            "| rule | cited by the engine | golden cases | generated cases |",
            "| --- | --- | ---: | ---: |",
        ]
        for rule in sorted(set(cov.spec_ids) | cited | set(cov.by_rule), key=rule_key):
            g, n = cov.by_rule.get(rule, (0, 0))
            mark = "" if rule in cov.spec_ids else " (section)" if rule in sections else " (not in SPEC)"
            lines.append(f"| {rule}{mark} | {'yes' if rule in cited else ''} | {g} | {n} |")
        lines += ["", "| refusal code | golden cases | generated cases |", "| --- | ---: | ---: |"]
        for code in cov.codes:
            g, n = cov.by_code.get(code, (0, 0))
            mark = " (not reachable through action strings)" if code in cov.unreachable else ""
            lines.append(f"| {code}{mark} | {g} | {n} |")
        lines.append("")
    return "\n".join(lines)


def coverage_json(covs: Sequence[Coverage]) -> dict[str, object]:
    return {
        cov.game: {
            "spec_ids": list(cov.spec_ids),
            "cited_ids": list(cov.cited_ids),
            "uncovered_spec_ids": cov.uncovered_spec,
            "uncovered_cited_ids": cov.uncovered_cited,
            "uncovered_codes": cov.uncovered_codes,
            "unreachable_codes": dict(cov.unreachable),
            "rules": {r: {"golden": g, "generated": n} for r, (g, n) in cov.by_rule.items()},
            "codes": {c: {"golden": g, "generated": n} for c, (g, n) in cov.by_code.items()},
        }
        for cov in covs
    }


TARGETED = ROOT / "conformance" / "sources" / "targeted"
TARGETED_CASES = TARGETED / "cases.json"  # the cases the teeth step searched, kept as data (suite/teeth.py)
KILLS = TARGETED / "kills.json"  # which case catches each wrong implementation


def targeted_cases(games: Sequence[str]) -> list[CaseDict]:
    """The searched cases kept from earlier exports that still pass the reference (a case whose
    expectations the engine no longer gives is left out: the next export searches again)."""
    try:
        data = strict_loads(read_text(TARGETED_CASES))
    except FileNotFoundError:
        return []
    except (OSError, UnicodeDecodeError, BadJSON) as exc:
        raise BadCase(f"{TARGETED_CASES}: {exc}") from None
    out: list[CaseDict] = []
    for raw in data if isinstance(data, list) else []:
        if isinstance(raw, dict) and raw.get("game") in games and reference_failure(parse_case(raw, str(TARGETED_CASES))) is None:
            out.append({str(k): v for k, v in raw.items()})
    return out


def build(games: Sequence[str] | None = None) -> list[CaseDict]:
    """Every case of every game, sorted by id. Raises BadCase on a malformed or duplicate case."""
    docs: list[CaseDict] = []
    names = list(games or game_names())
    for name in names:
        support = game(name)
        docs += support.golden() + examples.cases(name) + support.generated()
        docs += _pairwise_cases(name)
    docs += targeted_cases(names)
    docs.sort(key=lambda d: str(d["id"]))
    ids: set[str] = set()
    descriptions: dict[str, str] = {}
    for d in docs:
        case = parse_case(d)
        if case.id in ids:
            raise BadCase(f"two cases have the id {case.id}")
        if case.id in RETIRED_IDS:
            raise BadCase(f"{case.id} was retired and may not be reused")
        if case.description in descriptions:
            raise BadCase(f"{case.id} and {descriptions[case.description]} have the same description")
        ids.add(case.id)
        descriptions[case.description] = case.id
    return docs


def written_tests(game_name: str) -> list[str]:
    """The tests written out as functions in the hand-worked test files
    (``GameSupport.golden_tests``), as ``path::name``: those that check what no case can state."""
    out = []
    for path in sorted(ROOT.glob(game(game_name).golden_tests)):
        for name in re.findall(r"^def (test_\w+)\(", path.read_text(encoding="utf-8"), re.MULTILINE):
            out.append(f"{path.relative_to(ROOT)}::{name}")
    return out


def hand_worked_tests(game_name: str) -> list[str]:
    """Every hand-worked test, as ``path::name``: one per golden scenario's ``source`` (the test
    that replays the scenarios naming it, made from the golden data) and the written ones."""
    sources = {str(doc["source"]) for doc in game(game_name).golden()}
    return sorted(sources | set(written_tests(game_name)))


def untranscribed(game_name: str, cases: Sequence[Case]) -> list[str]:
    """Tests written out in the hand-worked test files that no golden case cites as its source,
    leaving out those the golden data declares impossible to transcribe
    (``GameSupport.golden_exempt``, listed apart): a scenario belongs in the golden data."""
    cited = {c.raw.get("source") for c in cases if "golden" in c.tags}
    exempt = game(game_name).golden_exempt()
    return [key for key in written_tests(game_name) if key not in cited and key not in exempt]


def verify(cases: Sequence[Case]) -> list[str]:
    """Replay every case against the reference; the ids (with the mismatch) of those it fails."""
    failures: list[str] = []
    for case in cases:
        why = reference_failure(case)
        if why is not None:
            failures.append(f"{case.id}: {why}")
    return failures


def case_path(case_id: str) -> str:
    return case_id + ".json"


def write(out: Path, docs: Sequence[CaseDict], log: TextIO | None = None) -> list[Case]:
    """Write the corpus to ``out`` (removing stale case files of the exported games)."""
    cases = [parse_case(d) for d in docs]
    keep: set[Path] = set()
    entries: list[object] = []
    for doc, case in zip(docs, cases):
        rel = case_path(case.id)
        path = out / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        data = pretty(doc).encode("utf-8")
        if not path.exists() or path.read_bytes() != data:
            write_text(path, data.decode("utf-8"))  # never through a link planted at the case's name
        keep.add(path)
        entries.append({"id": case.id, "file": rel, "sha256": hashlib.sha256(data).hexdigest()})
    games = sorted({c.game for c in cases})
    for name in games:
        for stale in sorted((out / name).rglob("*.json")):
            if stale not in keep:
                stale.unlink()
                if log is not None:
                    log.write(f"removed stale {stale.relative_to(out)}\n")
        for folder in sorted((out / name).rglob("*"), reverse=True):
            if folder.is_dir() and not any(folder.iterdir()):
                folder.rmdir()
    manifest: dict[str, object] = {
        "corpus_version": CORPUS_VERSION,
        "spec_version": SPEC_VERSION,
        "protocol_version": PROTOCOL_VERSION,
        "games": games,
        "case_count": len(cases),
        "retired": list(RETIRED_IDS),
        "cases": entries,
    }
    write_text(out / "manifest.json", pretty(manifest))
    covs = [coverage(name, cases) for name in games]
    write_text(out / "COVERAGE.md", coverage_markdown(covs, cases))
    write_text(out / "coverage.json", pretty(coverage_json(covs)))
    _pairs_report(out, cases)
    return cases


def _pairwise_cases(game_name: str) -> list[CaseDict]:
    """Issue 16: one case per row of the game's pairwise covering array (conformance/sources/generated/pairs.py)."""

    return pairwise(game_name)


def _pairs_report(out: Path, cases: Sequence[Case]) -> None:
    """``PAIRS.md`` and ``pairs.json``: which cases reach each pair of option values."""

    write_report(out, cases)


def export(out: Path, log: TextIO, check: bool = True) -> int:
    """The export command: 0 on success, 1 when a golden case fails against the reference (the
    corpus is still written: a hand derivation and the engine disagree, which needs a person),
    or when a wrong implementation the last export caught is caught no more."""
    docs = build()
    lost = _teeth(docs, log)
    cases = write(out, docs, log)
    golden = sum("golden" in c.tags for c in cases)
    log.write(f"exported {len(cases)} cases ({golden} golden, {len(cases) - golden} generated) to {out}\n")
    log.writelines(f"{cov.game}: SPEC rule ids covered {len(cov.spec_ids) - len(cov.uncovered_spec)}/{len(cov.spec_ids)}, "
            f"engine-cited ids {len(cov.cited_ids) - len(cov.uncovered_cited)}/{len(cov.cited_ids)}, "
            f"refusal codes {len(cov.codes) - len(cov.uncovered_codes) - len(cov.unreachable)}/{len(cov.codes) - len(cov.unreachable)}"
            f"{f' (+{len(cov.unreachable)} unreachable)' if cov.unreachable else ''}\n" for cov in (coverage(name, cases) for name in sorted({c.game for c in cases})))
    for name in sorted({c.game for c in cases}):
        missing = untranscribed(name, cases)
        if missing:
            log.write(f"{name}: {len(missing)} hand-worked test(s) not transcribed into golden data yet: {', '.join(missing)}\n")
        exempt = game(name).golden_exempt()
        if exempt:
            log.write(f"{name}: {len(exempt)} hand-worked test(s) cannot be cases: "
                      + "; ".join(f"{key.split('::')[-1]} ({why})" for key, why in exempt.items()) + "\n")
    if lost:
        log.write(f"{len(lost)} wrong implementation(s) the last export caught are caught no more: {', '.join(lost)}\n")
        return 1
    if not check:
        return 0
    failures = verify(cases)
    log.writelines(f"reference fails {line}\n" for line in failures)
    if failures:
        log.write(f"{len(failures)} case(s) fail against the reference: a golden derivation and the engine disagree\n")
        return 1
    return 0


def _teeth(docs: list[CaseDict], log: TextIO) -> list[str]:
    """Record which case catches each mutant (``KILLS``), searching and keeping (``TARGETED_CASES``)
    a case for each one no case catches; ``docs`` gains the searched cases. The mutants the last
    record had caught and this one does not."""
    try:
        previous = strict_loads(read_text(KILLS))
    except (OSError, UnicodeDecodeError, BadJSON):
        previous = {}
    def note(line: str) -> None:
        log.write(line + "\n")
        log.flush()

    caught, unresolved, found = teeth(docs, previous if isinstance(previous, dict) else {}, note)
    if found:
        kept = targeted_cases(game_names()) + found
        TARGETED.mkdir(parents=True, exist_ok=True)
        write_text(TARGETED_CASES, pretty(sorted(kept, key=lambda d: str(d["id"]))) + "\n")
        docs += found
        docs.sort(key=lambda d: str(d["id"]))
    for name, why in sorted(unresolved.items()):
        log.write(f"teeth: no case catches {name}: {why}\n")
    write_text(KILLS, pretty({"caught": dict(sorted(caught.items())), "unresolved": dict(sorted(unresolved.items()))}) + "\n")
    before = previous.get("caught") if isinstance(previous, dict) else None
    return sorted(m for m in (before if isinstance(before, dict) else {}) if m in MUTANTS and m not in caught)


def load_json(path: Path) -> object:
    return json.loads(path.read_text(encoding="utf-8"))


def export_suite(suite: Suite, out: Path, log: TextIO) -> int:
    """``export --for-hello``: the suite for one declaration as a corpus folder that ``run
    --corpus DIR`` runs as it is (its manifest records the declaration and configurations, and
    ``tailoring.json`` what became of every hand-worked case outside the declaration)."""
    keep = [c for c in suite.cases if not _outside(suite, c)]
    docs = sorted((c.raw for c in keep), key=lambda d: str(d["id"]))
    cases = write(out, docs, log)

    manifest_path = out / "manifest.json"
    manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
    manifest["corpus_version"] = suite_version(suite)
    manifest.update(pinned_manifest_fields(suite))
    write_text(manifest_path, pretty(manifest))
    write_text(out / "tailoring.json", pretty(suite.tailoring_json()))
    kept = sum(1 for t in suite.tailoring if t.case is not None)
    log.write(f"exported {len(cases)} cases for the declaration ({kept} tailored hand-worked cases, "
              f"{sum('declared' in c.tags for c in cases)} generated for {sum(len(v) for v in suite.configurations.values())} "
              f"configuration(s)) to {out}, version {manifest['corpus_version']}\n")
    log.writelines(f"warning: {warning}\n" for warning in suite.warnings)
    return 0


def _outside(suite: Suite, case: Case) -> bool:
    decl = suite.declarations.get(case.game)
    return decl is None or bool(decl.unsupported(case.options))

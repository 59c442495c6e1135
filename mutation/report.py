"""Turn a finished mutmut run (scripts/mutation) into mutation/REPORT.md: the mutation score of
the conformance corpus over the rule engine, and every survivor either judged equivalent (with
the reason, from mutation/judgements.toml) or listed as a gap in the corpus.

A judgement names the mutated function and the changed lines before and after, not mutmut's
mutant number, so it survives renumbering when other code in the function changes; a judgement
that matches no survivor is reported as stale rather than silently kept.

Run from the project root after ``mutmut run``:
    python -m mutation.report            # writes mutation/REPORT.md, prints the summary
    python -m mutation.report --draft    # also prints unjudged survivors as TOML to fill in
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import subprocess
import sys
import tomllib
from collections import Counter, defaultdict
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import cast

ROOT = Path(__file__).resolve().parent.parent
JUDGEMENTS = ROOT / "mutation" / "judgements.toml"
REPORT = ROOT / "mutation" / "REPORT.md"

# mutmut's exit codes (mutmut/stats.py), folded to the outcomes the report counts.
OUTCOME = {1: "killed", 3: "killed", 0: "survived", 5: "unreached", 33: "unreached",
           36: "timeout", -24: "timeout", 24: "timeout", 152: "timeout", 255: "timeout"}


class ReportError(Exception):
    """A run or a judgements file the report cannot use; the message says what and where."""


@dataclass(frozen=True)
class Mutant:
    name: str  # mutmut's, e.g. reference.smear.scoring.x_game_award__mutmut_4
    outcome: str

    @property
    def function(self) -> str:
        """As the report prints it: ``smear.scoring.game_award`` (mutmut's mangling off)."""
        mangled = self.name.rsplit("__mutmut_", 1)[0].removeprefix("reference.")
        mod, _, fn = mangled.rpartition(".")
        return f"{mod}.{fn.removeprefix('x_').replace('xǁ', '').replace('ǁ', '.')}"

    @property
    def module(self) -> str:
        return self.name.removeprefix("reference.").split(".x", 1)[0]


@dataclass(frozen=True)
class Change:
    old: str
    new: str


@dataclass(frozen=True)
class Judgements:
    history: str  # how the run behind the report was made (re-runs included), in prose
    reasons: Mapping[str, str]
    unreached: Mapping[str, str]
    equivalent: Mapping[tuple[str, str, str], tuple[str, str]]  # (function, old, new) -> (reason, note)


@dataclass(frozen=True)
class Summary:
    mutants: list[Mutant]
    equivalent: list[tuple[Mutant, Change, str, str]]  # mutant, change, reason, note
    gaps: list[tuple[Mutant, Change]]
    stale: list[tuple[str, str, str]]

    @property
    def counts(self) -> Counter[str]:
        return Counter(m.outcome for m in self.mutants)

    @property
    def killed(self) -> int:
        return self.counts["killed"] + self.counts["timeout"]

    @property
    def score(self) -> float:
        """killed / (killed + survivors not judged equivalent), in percent."""
        tested = self.killed + len(self.gaps)
        return 100.0 * self.killed / tested if tested else 0.0

    @property
    def raw_score(self) -> float:
        """killed / (killed + every survivor), in percent: no judgement taken on trust."""
        tested = self.killed + self.counts["survived"]
        return 100.0 * self.killed / tested if tested else 0.0


def load_mutants(mutants_dir: Path) -> list[Mutant]:
    out: list[Mutant] = []
    for meta in sorted(mutants_dir.glob("reference/**/*.py.meta")):
        try:
            codes: dict[str, int | None] = json.loads(meta.read_text())["exit_code_by_key"]
        except (ValueError, KeyError) as e:
            raise ReportError(f"{meta}: not a mutmut result file ({e})") from None
        for name, code in codes.items():
            outcome = "not run" if code is None else OUTCOME.get(code, f"exit code {code}")
            out.append(Mutant(name, outcome))
    return out


def load_judgements(text: str, where: str = JUDGEMENTS.name) -> Judgements:
    try:
        spec = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise ReportError(f"{where}: {e}") from None
    reasons: dict[str, str] = spec.get("reasons", {})
    equivalent: dict[tuple[str, str, str], tuple[str, str]] = {}
    for i, j in enumerate(spec.get("equivalent", [])):
        missing = [k for k in ("function", "old", "new", "reason") if k not in j]
        if missing:
            raise ReportError(f"{where}: equivalent[{i}] lacks {', '.join(missing)}")
        if j["reason"] not in reasons:
            raise ReportError(f"{where}: equivalent[{i}] ({j['function']}): unknown reason {j['reason']!r}")
        equivalent[(j["function"], j["old"], j["new"])] = (j["reason"], j.get("note", ""))
    return Judgements(str(spec.get("history", "")).strip(), reasons, spec.get("unreached", {}), equivalent)


def mutmut_diff(name: str) -> str:
    """mutmut's diff of the one mutated function: in process when mutmut is importable (a
    second per survivor saved), else through ``mutmut show``."""
    try:
        # imported by name: mutmut is installed only by scripts/mutation, not for mypy in CI
        diff_apply = importlib.import_module("mutmut.mutation.diff_apply")
    except ImportError:
        done = subprocess.run([sys.executable, "-m", "mutmut", "show", name], cwd=ROOT,
                              capture_output=True, text=True)
        if done.returncode != 0:
            raise ReportError(f"mutmut show {name} failed: {done.stderr.strip()[-300:]}") from None
        return done.stdout
    try:
        get_diff = cast(Callable[[str], str], diff_apply.get_diff_for_mutant)
        return get_diff(name)
    except (FileNotFoundError, ValueError) as e:
        raise ReportError(f"no diff for {name}: {e}") from None


def mutmut_change(name: str) -> Change:
    """The lines a mutant changes."""
    body = [ln for ln in mutmut_diff(name).splitlines() if not ln.startswith(("---", "+++", "@@"))]
    old = " / ".join(ln[1:].strip() for ln in body if ln.startswith("-"))
    new = " / ".join(ln[1:].strip() for ln in body if ln.startswith("+"))
    return Change(old, new)


def summarize(mutants: list[Mutant], change_of: Callable[[str], Change], judged: Judgements) -> Summary:
    equivalent: list[tuple[Mutant, Change, str, str]] = []
    gaps: list[tuple[Mutant, Change]] = []
    used: set[tuple[str, str, str]] = set()
    for m in mutants:
        if m.outcome != "survived":
            continue
        c = change_of(m.name)
        key = (m.function, c.old, c.new)
        if key in judged.equivalent:
            used.add(key)
            reason, note = judged.equivalent[key]
            equivalent.append((m, c, reason, note))
        else:
            gaps.append((m, c))
    return Summary(mutants, equivalent, gaps, sorted(set(judged.equivalent) - used))


def render(s: Summary, judged: Judgements) -> str:
    counts = s.counts
    lines = [
        "# Mutation score of the conformance corpus",
        "",
        f"Written by `python -m mutation.report` on {date.today().isoformat()} from a full "
        "`scripts/mutation` run: mutmut over the rule engine, with the conformance corpus as the "
        "only test (`mutation/test_corpus_only.py`). The scope, and what it leaves out and why: "
        "`[tool.mutmut]` in `pyproject.toml`. Judgements: `mutation/judgements.toml`.",
        "",
        f"- mutants: {len(s.mutants)}",
        f"- killed by the corpus: {counts['killed']} (and {counts['timeout']} timed out, counted as killed)",
        f"- survived: {counts['survived']}: judged equivalent or invisible to the protocol "
        f"{len(s.equivalent)}, gaps in the corpus {len(s.gaps)}",
        f"- reached by no case (outside what the protocol observes, listed below): {counts['unreached']}",
        f"- **mutation score: {s.score:.1f}%** = killed / (killed + gaps), the survivors not judged "
        f"= {s.killed} / {s.killed + len(s.gaps)}",
        f"- raw score, every survivor counted against the corpus: {s.raw_score:.1f}% "
        f"= {s.killed} / {s.killed + counts['survived']}",
    ]
    if judged.history:
        lines += ["", judged.history]
    other = {k: v for k, v in counts.items() if k not in ("killed", "timeout", "survived", "unreached")}
    if other:
        lines.append(f"- other outcomes (not counted): {dict(sorted(other.items()))}")
    by_module: dict[str, Counter[str]] = defaultdict(Counter)
    for m in s.mutants:
        by_module[m.module][m.outcome] += 1
    for m, _, _, _ in s.equivalent:
        by_module[m.module]["equivalent"] += 1
    lines += ["", "## By module", "",
              "| module | mutants | killed | equivalent | gaps | unreached |",
              "|---|---:|---:|---:|---:|---:|"]
    for mod in sorted(by_module):
        n = by_module[mod]
        total = sum(v for k, v in n.items() if k != "equivalent")
        lines.append(f"| {mod} | {total} | {n['killed'] + n['timeout']} | {n['equivalent']} "
                     f"| {n['survived'] - n['equivalent']} | {n['unreached']} |")
    lines += ["", "## Survivors that are gaps in the corpus", ""]
    lines += [f"- `{m.function}`: `{c.old}` → `{c.new}`" for m, c in s.gaps] or ["None."]
    by_reason = Counter(reason for _, _, reason, _ in s.equivalent)
    lines += ["", "## Survivors judged equivalent, or invisible to the protocol", "",
              "Only `same-result` and `assertion` are equivalent in the strict sense; the other "
              "reasons say why no implementation's observable behaviour can reveal the mutant.", "",
              "| reason | survivors | what it means |", "|---|---:|---|"]
    lines += [f"| {k} | {by_reason[k]} | {v} |" for k, v in judged.reasons.items()]
    lines += [""]
    for m, c, reason, note in sorted(s.equivalent, key=lambda e: (e[2], e[0].function, e[0].name)):
        tail = f": {note}" if note else ""
        lines.append(f"- [{reason}] `{m.function}`: `{c.old}` → `{c.new}`{tail}")
    unreached = Counter(m.function for m in s.mutants if m.outcome == "unreached")
    lines += ["", "## Functions no case reaches", "",
              "Their mutants are counted neither way: each function lies outside what the "
              "protocol can observe, for the reason given.", ""]
    for fn, count in sorted(unreached.items()):
        lines.append(f"- `{fn}` ({count} mutants): {judged.unreached.get(fn, '**no reason recorded**')}")
    if s.stale:
        lines += ["", "## Stale judgements (they match no survivor of this run)", ""]
        lines += [f"- `{f}`: `{o}` → `{n}`" for f, o, n in s.stale]
    return "\n".join(lines) + "\n"


def draft(s: Summary) -> str:
    """Unjudged survivors as TOML entries, reason left for a person to fill in."""
    return "".join(
        f"\n[[equivalent]]\nfunction = {json.dumps(m.function)}\nold = {json.dumps(c.old)}\n"
        f'new = {json.dumps(c.new)}\nreason = "?"\n'
        for m, c in s.gaps
    )


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m mutation.report", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--mutants", type=Path, default=ROOT / "mutants", help="mutmut's work folder")
    ap.add_argument("--draft", action="store_true", help="print unjudged survivors as TOML")
    args = ap.parse_args(argv)
    try:
        if not args.mutants.is_dir():
            raise ReportError(f"no mutmut run at {args.mutants}: run scripts/mutation first")
        mutants = load_mutants(args.mutants)
        if not mutants:
            raise ReportError(f"{args.mutants} holds no mutant results")
        judged = load_judgements(JUDGEMENTS.read_text())
        os.chdir(ROOT)  # mutmut finds its mutants relative to the working directory
        summary = summarize(mutants, mutmut_change, judged)
    except ReportError as e:
        print(f"mutation.report: {e}", file=sys.stderr)
        return 2
    text = render(summary, judged)
    REPORT.write_text(text)
    print("\n".join(text.splitlines()[6:13]))
    print(f"wrote {REPORT.relative_to(ROOT)}")
    missing = sorted({m.function for m in mutants if m.outcome == "unreached"} - set(judged.unreached))
    if missing:
        print(f"unreached functions with no recorded reason: {', '.join(missing)}")
    if args.draft:
        print(draft(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())

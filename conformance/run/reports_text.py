"""The text report, for people: it leads with the causes of the failures (largest first, each with
its count, its smallest case and the commands to replay and explain it), then what the suite was
built of, then every failing case in detail, the skip tallies and the summary line.

Whatever the adapter says is untrusted: every line goes through ``printable`` (control characters
and escape codes shown as escapes, long lines cut)."""

from __future__ import annotations

import json
from collections import Counter

from conformance import PROTOCOL_VERSION
from conformance.case.build import rule_key
from conformance.case.rules import rules_for
from conformance.case.verdict import ERROR_KINDS, Outcome
from conformance.errors import EXIT_EMPTY
from conformance.jsonvalues import printable
from conformance.run.causes import Cause
from conformance.run.display import LEGEND, shown
from conformance.run.findings import Findings, findings
from conformance.run.loop import RunResult
from conformance.run.summary import BY_OPTIONS, by_status, config_coverage, implementation_name, skip_groups, summary_line
from conformance.suite.declaration import configuration_digest

LINE_LIMIT = 4000  # characters of one line of the text report (a backstop: messages are cut sooner)
MESSAGE_LIMIT = 500  # characters of a case's message in the text report
LABELS = {"fail": "FAIL", "stale": "STALE SKIP", **{k: k.replace("_", " ").upper() for k in ERROR_KINDS}}


def text(r: RunResult) -> str:
    found = findings(r)
    lines = [
        (
            f"trickref conformance: corpus {r.corpus.corpus_version} (SPEC {r.corpus.spec_version}, protocol {PROTOCOL_VERSION}); "
            f"implementation {implementation_name(r)}; {r.selected} case(s) selected"
        ),
    ]
    lines += cause_lines(r, found)
    lines += suite_lines(r)
    for o in r.outcomes:
        if o.report_status in LABELS:
            lines += case_lines(r, found, o)
    xfails = [o for o in r.outcomes if o.status == "xfail"]
    if xfails:
        lines.append(f"{len(xfails)} known failure(s) from the skip list: {', '.join(o.case.id for o in xfails[:5])}{' ...' if len(xfails) > 5 else ''}")
    reasons, options = skip_groups(r)
    for reason, n in reasons:
        if reason != BY_OPTIONS:
            lines.append(f"skipped {n}: {reason}")
    if options:
        lines.append(f"skipped {dict(reasons)[BY_OPTIONS]} case(s) for options the adapter does not "
                     "declare; per option value (a case may count under several):")
        lines += [f"  {item}: {n}" for item, n in options]
    errors = sum(1 for o in r.outcomes if o.status == "error")
    stale = sum(1 for o in r.outcomes if o.status == "stale")
    if errors or stale:
        kinds = ", ".join(f"{n} {k}" for k, n in by_status(r).items() if k in ERROR_KINDS)
        lines.append(f"(failed includes {errors} error(s){f' ({kinds})' if errors else ''} and {stale} stale skip-list entr{'y' if stale == 1 else 'ies'})")
    if r.stopped_early:
        lines.append(f"{r.stopped_early}; {r.selected - len(r.outcomes)} case(s) not run")
    if r.ran == 0:
        # Exit 4 only when that is the exit: a run that could not start the implementation exits 3.
        lines.append("no case was run" + (" (exit 4; --allow-empty accepts this)" if r.exit_code == EXIT_EMPTY else ""))
    lines.append(f"time {r.seconds:.1f}s")
    lines.append(summary_line(r))
    return "".join(printable(line, LINE_LIMIT) + "\n" for line in lines)


def cause_lines(r: RunResult, found: Findings) -> list[str]:
    """The causes, largest first: count, what differs, the rules, the smallest case with its
    first divergence (or first mismatch), the action it turns on and the commands."""
    if not found.causes:
        return []
    failing = sum(len(c.outcomes) for c in found.causes)
    lines = [f"{len(found.causes)} cause(s) of {failing} failing case(s), largest first (every case in detail below):"]
    for cause in found.causes:
        lines += _one_cause(r, found, cause)
    lines.append(f"legend: {LEGEND}")
    return lines


def _one_cause(r: RunResult, found: Findings, cause: Cause) -> list[str]:
    o = cause.smallest
    rules = f" [{', '.join(cause.rules)}]" if cause.rules else ""
    lines = [f"cause {cause.number}: {len(cause.outcomes)} case(s): {cause.title}{rules}"]
    lines.append(f"  smallest: {o.case.id} ({len(o.case.actions)} action(s))")
    lines.append(f"  {_what(o)}")
    return lines + _turn(found, o) + _hint(found, o) + _commands(r, found, o)


def _turn(found: Findings, o: Outcome) -> list[str]:
    """The action the failure turns on, with what the reference does with it (if found)."""
    turn = found.turns.get(o.case.id)
    return [] if turn is None else [f"  action:  {turn.text()}"]


def _hint(found: Findings, o: Outcome) -> list[str]:
    """What to declare when the reference under another reading answers as the implementation did."""
    hint = found.hints.get(o.case.id)
    return [] if hint is None else [f"  {hint.text()}"]


def _commands(r: RunResult, found: Findings, o: Outcome) -> list[str]:
    """The commands that replay the case and explain its position (when the run can name them)."""
    cmds = found.commands(r, o)
    return [] if cmds is None else [f"  repro:   {cmds[0]}", f"  explain: {cmds[1]}"]


def _what(o: Outcome) -> str:
    """The smallest case's cause in one line: its first divergence, else its first mismatch."""
    if o.divergence is not None:
        return o.divergence.detail
    m = o.mismatch
    if m is None:
        return printable(o.message, MESSAGE_LIMIT)
    s = shown(o.case, m)
    return f"at {m.path}: expected {s.expected}, got {s.actual}" + (f" ({s.note})" if s.note else "")


def case_lines(r: RunResult, found: Findings, o: Outcome) -> list[str]:
    cause = found.cause_of.get(o.case.id)
    lines = [f"{LABELS[o.report_status]} {o.case.id} ({o.case.level})" + (f" [cause {cause.number}]" if cause else "")]
    d = o.divergence
    if d is not None:
        lines.append(f"  {d.detail} [{', '.join(d.rules)}]")
    lines += _turn(found, o)
    if o.mismatches:
        for m in o.mismatches:
            s = shown(o.case, m)
            lines.append(f"  at {m.path} [{', '.join(m.rules)}]")
            lines.append(f"  - expected: {s.expected}")
            lines.append(f"  + actual:   {s.actual}")
            if s.note:
                lines.append(f"  ({s.note})")
    else:
        lines.append(f"  {printable(o.message, MESSAGE_LIMIT)}  [{', '.join(o.case.rules)}]")
    lines += _hint(found, o)
    if o.case_file is not None:
        lines.append(f"  case:    {o.case_file}")
    return lines + _commands(r, found, o)


# ---------------------------------------------------------------------------- the suite


def omitted_lines(r: RunResult) -> list[str]:
    """The options a hello does not mention (played at the default only), per game, with the
    number of cases that rules out: what a hello written against an older corpus is told."""
    suite = r.suite
    if suite is None:
        return []
    lines: list[str] = []
    for name, decl in sorted(suite.declarations.items()):
        omitted = decl.omitted
        if not omitted:
            continue
        ruled_out = sum(1 for o in r.outcomes if o.case.game == name and o.status == "skip"
                        and any(item.split("=", 1)[0] in omitted for item in o.unsupported))
        values = ", ".join(f"{k}={json.dumps(v)}" for k, v in omitted.items())
        lines.append(f"{name}: not mentioned in the hello, so played at the standard value only: {values} "
                     f"({ruled_out} case(s) ruled out by them; declare a list of values or \"any\" to include them)")
    return lines


def suite_lines(r: RunResult) -> list[str]:
    """What the suite was built of, and the rule coverage of what ran, per declared game."""
    suite = r.suite
    if suite is None:
        return []
    lines: list[str] = omitted_lines(r)
    if not suite.tailored:
        return lines
    for name, configs in sorted(suite.configurations.items()):
        tail = [t for t in suite.tailoring if t.source_id.startswith(name + "/")]
        kept = [t for t in tail if t.case is not None]
        checks_kept = sum(len(t.kept) for t in tail)
        checks_dropped = sum(len(t.dropped) for t in tail)
        lines.append(f"{name}: declared {len(configs)} configuration(s) ({', '.join(configuration_digest(c) for c in configs)}); "
                     f"hand-worked cases outside the declaration: {len(tail)}, tailored {len(kept)} "
                     f"({checks_kept} checks kept, {checks_dropped} dropped; reasons in --format json)")
        lines += hand_worked_lines(r, name)
        for line in coverage_lines(r, name):
            lines.append(f"  {line}")
    for warning in suite.warnings:
        lines.append(f"warning: {warning}")
    return lines


def hand_worked_lines(r: RunResult, game_name: str) -> list[str]:
    """Per rule, how many of its hand-worked checks outside the declaration tailoring kept, and a
    warning for each rule whose every one was dropped (with the commonest reason)."""
    suite = r.suite
    if suite is None:
        return []
    sources = {c.id: c for c in suite.corpus.cases}
    kept: Counter[str] = Counter()
    total: Counter[str] = Counter()
    reasons: dict[str, Counter[str]] = {}
    for t in suite.tailoring:
        source = sources.get(t.source_id)
        if source is None or source.game != game_name:
            continue
        why_of = dict(t.dropped)
        for i, check in enumerate(source.expect):
            for rule in rules_for(game_name, check, "", source.rules):
                total[rule] += 1
                if i in t.kept:
                    kept[rule] += 1
                else:
                    reasons.setdefault(rule, Counter())[why_of.get(i, "dropped").split(":")[0]] += 1
    if not total:
        return []
    counts = ", ".join(f"{rule} {kept[rule]}/{n}" for rule, n in sorted(total.items(), key=lambda kv: rule_key(kv[0])))
    out = [f"  hand-worked checks kept per rule: {counts}"]
    # one line per reason, not per rule: a narrow declaration drops the whole scoring chapter
    # for one reason (the deal does not fit), and twenty lines would bury the failures below
    lost: dict[str, list[str]] = {}
    for rule, n in sorted(total.items(), key=lambda kv: rule_key(kv[0])):
        if not kept[rule]:
            commonest = reasons.get(rule, Counter()).most_common(1)
            lost.setdefault(commonest[0][0] if commonest else "dropped", []).append(f"{rule} ({n})")
    for reason, rules in lost.items():
        out.append(f"  warning: every hand-worked check of {', '.join(rules)} was dropped: {reason}")
    return out


def coverage_lines(r: RunResult, game_name: str) -> list[str]:
    """Per configuration, the rules some check can tell from a wrong reading (the suite's
    discrimination, measured against the project's wrong implementations), and the ones none can,
    named with the reason; then the old citation count, labelled for what it is."""
    suite = r.suite
    out: list[str] = []
    for record in (suite.discrimination.get(game_name, []) if suite is not None else []):
        covered, uncovered = record.covered, record.uncovered
        caught = sum(1 for v in record.verdicts if v.caught_by is not None)
        idle = sum(1 for v in record.verdicts if v.cannot_differ is not None)
        out.append(f"configuration {configuration_digest(record.configuration)}: rules that apply {len(record.applicable)}, "
                   f"with a check that fails a wrong reading {len(covered)}, without {len(uncovered)}; "
                   f"wrong implementations caught {caught} of {len(record.verdicts) - idle} that can differ here"
                   + (f" (not caught: {', '.join(record.survivors)})" if record.survivors else ""))
        for rule, why in uncovered.items():
            out.append(f"  no discriminating check for {rule}: {why}")
    cov = config_coverage(r, game_name)
    if cov is not None:
        applies, counts = cov
        untouched = [rule for rule in applies if not counts.get(rule)]
        out.append(f"citations (a check citing a rule, which proves nothing by itself): {len(applies) - len(untouched)} of "
                   f"{len(applies)} applicable rules cited" + (f"; never cited: {', '.join(untouched)}" if untouched else ""))
    return out

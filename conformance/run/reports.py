"""Run reports: text for people, JSON for tools (schema/report.schema.json), JUnit XML for CI.

Whatever an adapter says (its name, error messages, skip reasons, stderr) is untrusted: the text
report shows control characters and escape codes as escapes and cuts long lines, the JUnit XML
holds only characters XML 1.0 allows, and the JSON report is strict JSON (no NaN) that UTF-8 can
encode."""

from __future__ import annotations

import json
import shlex
import xml.etree.ElementTree as ET
from collections import Counter

from conformance import PROTOCOL_VERSION
from conformance.case.build import rule_key
from conformance.case.checks import position
from conformance.case.rules import rules_for
from conformance.case.verdict import ERROR_KINDS, Outcome
from conformance.errors import signal_name
from conformance.jsonvalues import json_safe, printable
from conformance.run.loop import RunResult
from conformance.suite.applicability import applicable_rules
from conformance.suite.declaration import configuration_digest

LINE_LIMIT = 4000  # characters of one line of the text report (a backstop: messages are cut sooner)
MESSAGE_LIMIT = 500  # characters of a case's message in the text report
ATTRIBUTE_LIMIT = 500  # characters of a JUnit message attribute


def summary_line(r: RunResult) -> str:
    return f"{r.count('passed')} passed, {r.count('failed')} failed, {r.count('skipped')} skipped"


def _impl(r: RunResult) -> str:
    name = r.implementation.get("name", "?")
    version = r.implementation.get("version", "?")
    return f"{name} {version}"


def by_status(r: RunResult) -> dict[str, int]:
    """How many cases ended with each report status (an error's kind in place of ``error``)."""
    return dict(sorted(Counter(o.report_status for o in r.outcomes).items()))


def _explain_after(o: Outcome) -> int:
    """The position a failing case is best explained at: the first differing legal or perft
    check's position, else after every action (before the refused one for a refusal)."""
    for m in o.mismatches:
        if m.check is not None and m.check < len(o.case.expect):
            after = position(o.case.expect[m.check])
            if after is not None:
                return after
    refusal = o.case.refusal
    if refusal is not None:
        return refusal.index
    return len(o.case.actions)


def commands(r: RunResult, o: Outcome) -> tuple[str, str] | None:
    """The repro and explain command lines for a failing case that has a file."""
    if o.case_file is None:
        return None
    path = shlex.quote(str(o.case_file))
    repro = f"trickref conformance run --impl {shlex.quote(r.impl)} --case {path}" if r.impl else f"trickref conformance run --case {path}"
    return repro, f"trickref explain --case {path} --after {_explain_after(o)}"


BY_OPTIONS = "options the declaration does not hold"  # the skip group of cases outside the declaration


def skip_groups(r: RunResult) -> tuple[list[tuple[str, int]], list[tuple[str, int]]]:
    """Every skip reason with its count, and every unsupported option value with the number of
    skipped cases it rules out (a case may count under several)."""
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


def text(r: RunResult) -> str:
    lines = [
        (
            f"trickref conformance: corpus {r.corpus.corpus_version} (SPEC {r.corpus.spec_version}, protocol {PROTOCOL_VERSION}); "
            f"implementation {_impl(r)}; {r.selected} case(s) selected"
        ),
    ]
    lines += suite_lines(r)
    labels = {"fail": "FAIL", "stale": "STALE SKIP", **{k: k.replace("_", " ").upper() for k in ERROR_KINDS}}
    for o in r.outcomes:
        if o.report_status not in labels:
            continue
        lines.append(f"{labels[o.report_status]} {o.case.id} ({o.case.level})")
        if o.mismatches:
            for m in o.mismatches:
                lines.append(f"  at {m.path} [{', '.join(m.rules)}]")
                lines.append(f"  - expected: {m.expected}")
                lines.append(f"  + actual:   {m.actual}")
                if m.note:
                    lines.append(f"  ({m.note})")
        else:
            lines.append(f"  {printable(o.message, MESSAGE_LIMIT)}  [{', '.join(o.case.rules)}]")
        if o.case_file is not None:
            lines.append(f"  case:    {o.case_file}")
        cmds = commands(r, o)
        if cmds is not None:
            lines.append(f"  repro:   {cmds[0]}")
            lines.append(f"  explain: {cmds[1]}")
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
        lines.append("no case was run" + ("" if r.allow_empty else " (exit 4; --allow-empty accepts this)"))
    lines.append(f"time {r.seconds:.1f}s")
    lines.append(summary_line(r))
    return "".join(printable(line, LINE_LIMIT) + "\n" for line in lines)


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
    for rule, n in sorted(total.items(), key=lambda kv: rule_key(kv[0])):
        if not kept[rule]:
            why = reasons.get(rule, Counter()).most_common(1)
            out.append(f"  warning: all {n} hand-worked check(s) of {rule} were dropped ({why[0][0] if why else 'dropped'})")
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


def as_json(r: RunResult) -> dict[str, object]:
    cases: list[object] = []
    for o in r.outcomes:
        entry: dict[str, object] = {
            "id": o.case.id,
            "status": o.report_status,
            "level": o.case.level,
            "rules": list(o.case.rules),
            "seconds": round(o.seconds, 4),
        }
        if o.message:
            entry["message"] = o.message
        if o.status == "skip" and o.unsupported:
            entry["unsupported_options"] = list(o.unsupported)
        if o.mismatch is not None:
            entry["path"] = o.mismatch.path
            entry["expected"] = o.mismatch.expected_value
            entry["actual"] = o.mismatch.actual_value
            entry["mismatches"] = [
                {"path": m.path, "expected": m.expected_value, "actual": m.actual_value, "rules": list(m.rules),
                 **({"note": m.note} if m.note else {})}
                for m in o.mismatches
            ]
        if o.case_file is not None:
            entry["case_file"] = str(o.case_file)
            cmds = commands(r, o)
            if cmds is not None and o.status in ("fail", "error", "stale", "xfail"):
                entry["repro"], entry["explain"] = cmds
        cases.append(entry)
    reasons, options = skip_groups(r)
    out: dict[str, object] = {
        "corpus": {"version": r.corpus.corpus_version, "spec_version": r.corpus.spec_version, "protocol_version": r.corpus.protocol_version},
        "implementation": r.implementation,
        "summary": {
            "selected": r.selected,
            "passed": r.count("passed"),
            "failed": r.count("failed"),
            "skipped": r.count("skipped"),
            "errors": sum(1 for o in r.outcomes if o.status == "error"),
            "expected_failures": sum(1 for o in r.outcomes if o.status == "xfail"),
            "stale_skips": sum(1 for o in r.outcomes if o.status == "stale"),
            "by_status": by_status(r),
            "interrupted": signal_label(r),
            "exit_code": r.exit_code,
            "not_run": r.selected - len(r.outcomes),
            "stopped_early": r.stopped_early or None,
            "seconds": round(r.seconds, 3),
        },
        "skip_reasons": [{"reason": reason, "cases": n} for reason, n in reasons],
        "skipped_by_option": [{"option": item, "cases": n} for item, n in options],
        "cases": cases,
    }
    suite = r.suite
    if suite is not None and suite.tailored:
        coverage: dict[str, object] = {}
        for name in sorted(suite.configurations):
            cov = config_coverage(r, name)
            if cov is not None:
                coverage[name] = {"applicable_rules": cov[0], "citing_checks_per_rule": {k: cov[1].get(k, 0) for k in cov[0]},
                                  "discrimination": [d.as_json() for d in suite.discrimination.get(name, [])]}
        out["suite"] = {
            "declaration": {name: d.as_json() for name, d in sorted(suite.declarations.items()) if d.restricts},
            "configurations": suite.configurations,
            "tailoring": suite.tailoring_json(),
            "coverage": coverage,
            "warnings": suite.warnings,
        }
    return out


def signal_label(r: RunResult) -> str | None:
    if not r.interrupted:
        return None

    return signal_name(r.interrupted)


def json_text(r: RunResult) -> str:
    return json.dumps(json_safe(as_json(r)), indent=1, ensure_ascii=False, allow_nan=False) + "\n"


def _x(text: str, limit: int | None = None) -> str:
    """Text XML 1.0 can hold, newlines kept."""
    return printable(text, limit, keep_newlines=True)


def junit(r: RunResult) -> str:
    suite = ET.Element("testsuite", {
        "name": "trickref-conformance",
        "tests": str(len(r.outcomes)),
        "failures": str(sum(1 for o in r.outcomes if o.status in ("fail", "stale"))),
        "errors": str(sum(1 for o in r.outcomes if o.status == "error")),
        "skipped": str(r.count("skipped")),
        "time": f"{r.seconds:.3f}",
    })
    props = ET.SubElement(suite, "properties")
    for name, value in (("corpus_version", r.corpus.corpus_version), ("spec_version", r.corpus.spec_version),
                        ("implementation", _impl(r))):
        ET.SubElement(props, "property", {"name": name, "value": _x(value, ATTRIBUTE_LIMIT)})
    if r.stopped_early:
        ET.SubElement(props, "property", {"name": "stopped_early", "value": _x(r.stopped_early, ATTRIBUTE_LIMIT)})
    for o in r.outcomes:
        area = ".".join(o.case.id.split("/")[:2])
        tc = ET.SubElement(suite, "testcase", {"classname": _x(area), "name": _x(o.case.id), "time": f"{o.seconds:.4f}"})
        detail = o.message
        if o.mismatch is not None:
            detail = f"at {o.mismatch.path}\nexpected: {o.mismatch.expected}\nactual:   {o.mismatch.actual}\n{o.mismatch.note}".strip()
        rules = f"rules: {', '.join(o.case.rules)}"
        if o.status in ("fail", "stale"):
            node = ET.SubElement(tc, "failure", {"message": _x(o.message, ATTRIBUTE_LIMIT), "type": o.status})
            node.text = _x(f"{detail}\n{rules}")
        elif o.status == "error":
            node = ET.SubElement(tc, "error", {"message": _x(o.message, ATTRIBUTE_LIMIT), "type": o.report_status})
            node.text = _x(f"{detail}\n{rules}")
        elif o.status in ("skip", "xfail"):
            ET.SubElement(tc, "skipped", {"message": _x(o.message, ATTRIBUTE_LIMIT)})
    root = ET.Element("testsuites", {"name": "trickref-conformance"})
    root.append(suite)
    ET.indent(root)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"


def render(r: RunResult, fmt: str) -> str:
    if fmt == "json":
        return json_text(r)
    if fmt == "junit":
        return junit(r)
    return text(r)


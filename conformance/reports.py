"""Run reports: text for people, JSON for tools (schema/report.schema.json), JUnit XML for CI."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from collections import Counter

from conformance import PROTOCOL_VERSION
from conformance.runner import RunResult


def summary_line(r: RunResult) -> str:
    return f"{r.count('passed')} passed, {r.count('failed')} failed, {r.count('skipped')} skipped"


def _impl(r: RunResult) -> str:
    name = r.implementation.get("name", "?")
    version = r.implementation.get("version", "?")
    return f"{name} {version}"


def text(r: RunResult) -> str:
    lines = [
        (
            f"trickref conformance: corpus {r.corpus.corpus_version} (SPEC {r.corpus.spec_version}, protocol {PROTOCOL_VERSION}); "
            f"implementation {_impl(r)}; {r.selected} case(s) selected"
        ),
    ]
    labels = {"fail": "FAIL", "error": "ERROR", "stale": "STALE SKIP"}
    for o in r.outcomes:
        if o.status not in labels:
            continue
        lines.append(f"{labels[o.status]} {o.case.id} [{', '.join(o.case.rules)}] ({o.case.level})")
        if o.mismatch is not None:
            lines.append(f"  at {o.mismatch.path}")
            lines.append(f"  - expected: {o.mismatch.expected}")
            lines.append(f"  + actual:   {o.mismatch.actual}")
            if o.mismatch.note:
                lines.append(f"  ({o.mismatch.note})")
        else:
            lines.append(f"  {o.message}")
    xfails = [o for o in r.outcomes if o.status == "xfail"]
    if xfails:
        lines.append(f"{len(xfails)} known failure(s) from the skip list: {', '.join(o.case.id for o in xfails[:5])}{' ...' if len(xfails) > 5 else ''}")
    reasons = Counter(o.message for o in r.outcomes if o.status == "skip")
    for reason, n in sorted(reasons.items(), key=lambda kv: (-kv[1], kv[0]))[:8]:
        lines.append(f"skipped {n}: {reason}")
    if len(reasons) > 8:
        lines.append(f"skipped: {len(reasons) - 8} other reason(s)")
    errors = sum(1 for o in r.outcomes if o.status == "error")
    stale = sum(1 for o in r.outcomes if o.status == "stale")
    if errors or stale:
        lines.append(f"(failed includes {errors} error(s) and {stale} stale skip-list entr{'y' if stale == 1 else 'ies'})")
    if r.stopped_early:
        lines.append(f"{r.stopped_early}; {r.selected - len(r.outcomes)} case(s) not run")
    lines.append(f"time {r.seconds:.1f}s")
    lines.append(summary_line(r))
    return "\n".join(lines) + "\n"


def as_json(r: RunResult) -> dict[str, object]:
    cases: list[object] = []
    for o in r.outcomes:
        entry: dict[str, object] = {
            "id": o.case.id,
            "status": o.status,
            "level": o.case.level,
            "rules": list(o.case.rules),
            "seconds": round(o.seconds, 4),
        }
        if o.message:
            entry["message"] = o.message
        if o.mismatch is not None:
            entry["path"] = o.mismatch.path
            entry["expected"] = o.mismatch.expected
            entry["actual"] = o.mismatch.actual
        cases.append(entry)
    return {
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
            "not_run": r.selected - len(r.outcomes),
            "stopped_early": r.stopped_early or None,
            "seconds": round(r.seconds, 3),
        },
        "cases": cases,
    }


def json_text(r: RunResult) -> str:
    return json.dumps(as_json(r), indent=1, ensure_ascii=False) + "\n"


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
        ET.SubElement(props, "property", {"name": name, "value": value})
    for o in r.outcomes:
        area = ".".join(o.case.id.split("/")[:2])
        tc = ET.SubElement(suite, "testcase", {"classname": area, "name": o.case.id, "time": f"{o.seconds:.4f}"})
        detail = o.message
        if o.mismatch is not None:
            detail = f"at {o.mismatch.path}\nexpected: {o.mismatch.expected}\nactual:   {o.mismatch.actual}\n{o.mismatch.note}".strip()
        rules = f"rules: {', '.join(o.case.rules)}"
        if o.status in ("fail", "stale"):
            node = ET.SubElement(tc, "failure", {"message": o.message[:500], "type": o.status})
            node.text = f"{detail}\n{rules}"
        elif o.status == "error":
            node = ET.SubElement(tc, "error", {"message": o.message[:500], "type": "error"})
            node.text = f"{detail}\n{rules}"
        elif o.status in ("skip", "xfail"):
            ET.SubElement(tc, "skipped", {"message": o.message[:500]})
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


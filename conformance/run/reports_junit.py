"""The JUnit XML report, for CI test tabs: one ``testcase`` per case, holding only characters XML
1.0 allows. A failing case's ``failure`` (or ``error``) names its cause (number and group key) in
its message and text, and the testcase carries the group as a ``cause`` property too."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from conformance.case.verdict import Outcome
from conformance.jsonvalues import printable
from conformance.run.display import shown
from conformance.run.findings import Findings, findings
from conformance.run.loop import RunResult
from conformance.run.summary import implementation_name

ATTRIBUTE_LIMIT = 500  # characters of a JUnit message attribute


def _x(text: str, limit: int | None = None) -> str:
    """Text XML 1.0 can hold, newlines kept."""
    return printable(text, limit, keep_newlines=True)


def junit(r: RunResult) -> str:
    found = findings(r)
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
                        ("implementation", implementation_name(r))):
        ET.SubElement(props, "property", {"name": name, "value": _x(value, ATTRIBUTE_LIMIT)})
    if r.stopped_early:
        ET.SubElement(props, "property", {"name": "stopped_early", "value": _x(r.stopped_early, ATTRIBUTE_LIMIT)})
    for o in r.outcomes:
        _testcase(suite, found, o)
    root = ET.Element("testsuites", {"name": "trickref-conformance"})
    root.append(suite)
    ET.indent(root)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"


def _testcase(suite: ET.Element, found: Findings, o: Outcome) -> None:
    area = ".".join(o.case.id.split("/")[:2])
    tc = ET.SubElement(suite, "testcase", {"classname": _x(area), "name": _x(o.case.id), "time": f"{o.seconds:.4f}"})
    cause = found.cause_of.get(o.case.id)
    if cause is not None:
        ET.SubElement(ET.SubElement(tc, "properties"), "property", {"name": "cause", "value": _x(cause.key, ATTRIBUTE_LIMIT)})
    detail = o.message
    if o.mismatch is not None:
        s = shown(o.case, o.mismatch)
        detail = f"at {o.mismatch.path}\nexpected: {s.expected}\nactual:   {s.actual}\n{s.note}".strip()
    head = f"cause {cause.number} ({cause.key}): {cause.title}\n" if cause is not None else ""
    if o.divergence is not None:
        head += f"{o.divergence.detail}\n"
    turn = found.turns.get(o.case.id)
    if turn is not None:
        head += f"action: {turn.text()}\n"
    hint = found.hints.get(o.case.id)
    tail = f"\n{hint.text()}" if hint is not None else ""
    rules = o.mismatch.rules if o.mismatch is not None and o.mismatch.rules else o.case.rules
    body = f"{head}{detail}\nrules: {', '.join(rules)}{tail}"
    message = f"[cause {cause.number}: {cause.key}] {o.message}" if cause is not None else o.message
    if o.status in ("fail", "stale"):
        node = ET.SubElement(tc, "failure", {"message": _x(message, ATTRIBUTE_LIMIT), "type": o.status})
        node.text = _x(body)
    elif o.status == "error":
        node = ET.SubElement(tc, "error", {"message": _x(message, ATTRIBUTE_LIMIT), "type": o.report_status})
        node.text = _x(body)
    elif o.status in ("skip", "xfail"):
        ET.SubElement(tc, "skipped", {"message": _x(o.message, ATTRIBUTE_LIMIT)})

"""Run reports: text for people (reports_text.py), JSON for tools (reports_json.py,
schema/report.schema.json), JUnit XML for CI (reports_junit.py). All three group the failures by
cause (causes.py) and show actions with visible whitespace (display.py).

Whatever an adapter says (its name, error messages, skip reasons, stderr) is untrusted: the text
report shows control characters and escape codes as escapes and cuts long lines, the JUnit XML
holds only characters XML 1.0 allows, and the JSON report is strict JSON (no NaN) that UTF-8 can
encode."""

from __future__ import annotations

from conformance.run.loop import RunResult
from conformance.run.reports_json import as_json, json_text
from conformance.run.reports_junit import junit
from conformance.run.reports_text import text
from conformance.run.summary import summary_line

__all__ = ["as_json", "json_text", "junit", "render", "summary_line", "text"]


def render(r: RunResult, fmt: str) -> str:
    if fmt == "json":
        return json_text(r)
    if fmt == "junit":
        return junit(r)
    return text(r)

"""The JSON report, for tools (schema/report.schema.json): strict JSON (no NaN) that UTF-8 can
encode, whatever the adapter said. Every failing case carries its cause (the group key of
conformance/run/causes.py, its number and its first divergence); ``causes`` lists the groups,
largest first."""

from __future__ import annotations

import json

from conformance.case.verdict import Outcome
from conformance.jsonvalues import json_safe
from conformance.run.findings import Findings, findings
from conformance.run.loop import RunResult
from conformance.run.summary import by_status, config_coverage, signal_label, skip_groups


def as_json(r: RunResult) -> dict[str, object]:
    found = findings(r)
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
        "causes": [_cause(r, found, c.number) for c in found.causes],
        "skip_reasons": [{"reason": reason, "cases": n} for reason, n in reasons],
        "skipped_by_option": [{"option": item, "cases": n} for item, n in options],
        "cases": [_case(r, found, o) for o in r.outcomes],
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


def _cause(r: RunResult, found: Findings, number: int) -> dict[str, object]:
    cause = found.causes[number - 1]
    smallest = cause.smallest
    entry: dict[str, object] = {
        "number": cause.number, "group": cause.key, "title": cause.title, "count": len(cause.outcomes),
        "rules": list(cause.rules), "smallest": smallest.case.id, "smallest_actions": len(smallest.case.actions),
        "cases": [o.case.id for o in cause.outcomes],
    }
    cmds = found.commands(r, smallest)
    if cmds is not None:
        entry["repro"], entry["explain"] = cmds
    return entry


def _case(r: RunResult, found: Findings, o: Outcome) -> dict[str, object]:
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
    cause = found.cause_of.get(o.case.id)
    if cause is not None:
        entry["cause"] = {"number": cause.number, "group": cause.key,
                          "divergence": o.divergence.as_json() if o.divergence is not None else None}
    turn = found.turns.get(o.case.id)
    if turn is not None:
        entry["action"] = turn.as_json()
    hint = found.hints.get(o.case.id)
    if hint is not None:
        entry["reading"] = hint.as_json()
    if o.case_file is not None:
        entry["case_file"] = str(o.case_file)
        cmds = found.commands(r, o)
        if cmds is not None and o.status in ("fail", "error", "stale", "xfail"):
            entry["repro"], entry["explain"] = cmds
    return entry


def json_text(r: RunResult) -> str:
    return json.dumps(json_safe(as_json(r)), indent=1, ensure_ascii=False, allow_nan=False) + "\n"

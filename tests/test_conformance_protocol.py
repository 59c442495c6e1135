"""The adapter protocol: PROTOCOL.md's examples follow the message schema and are exactly what the
reference answers; a real run's traffic follows the schema and never carries the expectations;
the reference adapter survives bad messages; and the comparison rules of conformance.case.judge."""

from __future__ import annotations

import json
import re
import shlex
import shutil
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator
from referencing import Registry, Resource

from conformance.case.checks import read_check
from conformance.case.format import parse_case
from conformance.case.judge import judge_check, judge_refused, judge_result

ROOT = Path(__file__).resolve().parent.parent
PROTOCOL = (ROOT / "conformance/PROTOCOL.md").read_text(encoding="utf-8")


def protocol_validator() -> Draft202012Validator:
    schemas = [json.loads(p.read_text(encoding="utf-8")) for p in sorted((ROOT / "conformance/schema").glob("*.schema.json"))]
    registry: Registry[bool | Mapping[str, object]] = Registry().with_resources([(s["$id"], Resource.from_contents(s)) for s in schemas])
    main = next(s for s in schemas if s["$id"] == "urn:trickref:conformance:protocol")
    return Draft202012Validator(main, registry=registry)


def json_blocks(text: str) -> list[list[str]]:
    return [block.strip().splitlines() for block in re.findall(r"```json\n(.*?)```", text, re.DOTALL)]


def adapter(lines: list[str], command: list[str] | None = None) -> list[dict[str, object]]:
    cmd = command or [sys.executable, "-m", "conformance.protocol.reference_adapter"]
    done = subprocess.run(cmd, check=False, cwd=ROOT, input="\n".join(lines) + "\n", capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stderr
    return [json.loads(x) for x in done.stdout.splitlines()]


def test_every_example_in_protocol_md_follows_the_schema() -> None:
    v = protocol_validator()
    count = 0
    for block in json_blocks(PROTOCOL):
        for line in block:
            message = json.loads(line)
            errors = list(v.iter_errors(message))
            assert not errors, f"{line[:80]}: {errors[0].message}"
            count += 1
    assert count >= 12


def test_the_complete_exchange_is_what_the_reference_answers() -> None:
    block = next(b for b in json_blocks(PROTOCOL) if len(b) > 4)
    sent = [ln for ln in block if json.loads(ln)["type"] in ("hello", "replay", "stop") and "implementation" not in ln]
    expected = [json.loads(ln) for ln in block if ln not in sent]
    got = adapter(sent)
    assert got[0]["type"] == "hello" and got[1:] == expected[1:]


def test_the_replay_example_and_its_result() -> None:
    request = next(ln for b in json_blocks(PROTOCOL) for ln in b if '"type":"replay","seq":7' in ln)
    result = next(ln for b in json_blocks(PROTOCOL) for ln in b if '"type":"result","seq":7' in ln)
    assert adapter([request]) == [json.loads(result)]


def traced_run(tmp_path: Path, impl: str, *filters: str) -> list[dict[str, object]]:
    trace = tmp_path / "trace.jsonl"
    done = subprocess.run(
        args=[sys.executable, "-m", "trickref", "conformance", "run", "--impl", impl, "--trace", str(trace), *filters],
        cwd=ROOT, capture_output=True, text=True, timeout=900, check=False,
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr
    return [json.loads(x) for x in trace.read_text(encoding="utf-8").splitlines()]


@pytest.mark.parametrize("impl", ["reference", "node"])
def test_run_traffic_follows_the_schema_and_carries_no_expectations(tmp_path: Path, impl: str) -> None:
    if impl == "node" and shutil.which("node") is None:
        pytest.skip("node is not installed")
    command = (f"{shlex.quote(sys.executable)} -m conformance.protocol.reference_adapter" if impl == "reference"
               else f"node {shlex.quote(str(ROOT / 'conformance/adapters/node/smear-adapter.js'))}")
    # the corpus cases alone: the traffic is the point, not the suite a declaration gets built
    records = traced_run(tmp_path, command, "--suite", "corpus", "--id", "smear/perft/*", "--id", "smear/refusal/*",
                         "--id", "smear/game-end/*")
    v = protocol_validator()
    kinds = set()
    for record in records:
        message = record["message"]
        assert isinstance(message, dict)
        errors = list(v.iter_errors(message))
        assert not errors, f"{record['dir']} {str(message)[:100]}: {errors[0].message}"
        kinds.add((record["dir"], message["type"]))
        if message["type"] == "replay":
            assert "expect" not in message and "rules" not in message
    assert {("sent", "hello"), ("received", "hello"), ("sent", "replay"), ("received", "refused"), ("sent", "stop")} <= kinds
    assert ("received", "result") in kinds


def test_the_reference_adapter_answers_bad_messages_with_errors() -> None:
    replies = adapter(["not json", '{"type":"dance","seq":4}', '{"type":"replay","seq":5,"game":"smear"}',
                       '{"type":"replay","seq":6,"game":"chess","observe":[]}', '{"type":"stop"}', '{"type":"hello"}'])
    assert [r["type"] for r in replies] == ["error", "error", "error", "skip"]
    assert replies[1]["seq"] == 4 and "unknown message type" in str(replies[1]["message"])
    assert replies[2]["seq"] == 5


def test_mutants_are_listed_and_unknown_ones_refused() -> None:
    done = subprocess.run(check=False, args=[sys.executable, "-m", "conformance.protocol.reference_adapter", "--list-mutants"], cwd=ROOT,
                          capture_output=True, text=True, timeout=900)
    assert "jick_not_trump: the Jick is not a trump (SM-4.2, R-SM-7)" in done.stdout
    bad = subprocess.run(check=False, args=[sys.executable, "-m", "conformance.protocol.reference_adapter", "--mutant", "nope"], cwd=ROOT,
                         capture_output=True, text=True, timeout=900)
    assert bad.returncode == 2 and "unknown mutant 'nope'" in bad.stderr


# ---------------------------------------------------------------------------- comparison rules


def case(expect: list[dict[str, object]], actions: list[str] | None = None) -> dict[str, object]:
    doc = json.loads((ROOT / "conformance/corpus/smear/bidding/order-and-strictly-increasing-bids.json").read_text())
    assert isinstance(doc, dict)
    doc["expect"] = expect
    if actions is not None:
        doc["actions"] = actions
    return doc


def test_legal_sets_compare_as_sets_and_name_the_difference() -> None:
    check = read_check({"kind": "legal", "after": 0, "to_act": 1, "actions": ["pass", "bid 2"]}, "check", 1)
    assert judge_check(check, {"to_act": 1, "phase": "bidding", "actions": ["bid 2", "pass"]}, "$.expect[0]") is None
    found = judge_check(check, {"to_act": 1, "phase": "bidding", "actions": ["bid 2", "bid 3"]}, "$.expect[0]")
    assert found is not None and found.path == "$.expect[0].actions"
    assert found.note == 'missing ["pass"]; unexpected ["bid 3"]'
    found = judge_check(check, {"to_act": 2, "phase": "bidding", "actions": ["pass", "bid 2"]}, "$.expect[0]")
    assert found is not None and (found.path, found.expected, found.actual) == ("$.expect[0].to_act", "1", "2")


def test_hand_results_compare_stated_fields_and_awards_by_category() -> None:
    check = read_check({"kind": "hand_results", "results": [{"changes": [0, 5], "awards": [{"category": "game", "side": 1, "points": 1}]}]}, "check", 1)
    seen = [{"changes": [0, 5], "made": True, "awards": [{"category": "high", "side": 0, "points": 1}, {"category": "game", "side": 1, "points": 1}]}]
    assert judge_check(check, seen, "$.expect[2]") is None
    seen[0]["awards"] = [{"category": "game", "side": None, "points": 0}]
    found = judge_check(check, seen, "$.expect[2]")
    assert found is not None and found.path == "$.expect[2].results[0].awards[category=game].side"
    found = judge_check(check, [], "$.expect[2]")
    assert found is not None and found.expected == "1 hand results"


def test_hand_results_compare_nested_objects_on_their_stated_fields() -> None:
    """A Smoorverliefd round result states some fields of each seat and side; the others, and
    fields the adapter adds, are not compared. Arrays keep their exact length."""
    check = read_check({"kind": "hand_results", "results": [
        {"seats": [{"hearts": 0}, {"hearts": 13}], "sides": [{"sweep": False}, {"sweep": True, "round_points": 34}]}]}, "check", 1)
    seats: list[dict[str, object]] = [{"hearts": 0, "heart_points": 0, "bid": None}, {"hearts": 13, "heart_points": 17, "bid": None}]
    sides: list[dict[str, object]] = [{"sweep": False, "round_points": 0}, {"sweep": True, "round_points": 34, "extra": 1}]
    seen: list[dict[str, object]] = [{"seats": seats, "sides": sides, "changes": [0, 34]}]
    assert judge_check(check, seen, "$.expect[1]") is None
    sides[1]["round_points"] = 17
    found = judge_check(check, seen, "$.expect[1]")
    assert found is not None and (found.path, found.expected, found.actual) == ("$.expect[1].results[0].sides[1].round_points", "34", "17")
    sides[1]["round_points"] = 34
    del seats[1]["hearts"]
    found = judge_check(check, seen, "$.expect[1]")
    assert found is not None and found.path == "$.expect[1].results[0].seats[1].hearts" and "missing" in found.note
    seen[0]["seats"] = seats[:1]
    found = judge_check(check, seen, "$.expect[1]")
    assert found is not None and found.path == "$.expect[1].results[0].seats" and found.expected == "2 items"


def test_perft_divide_points_at_the_first_action_that_differs() -> None:
    check = read_check({"kind": "perft", "after": 0, "depth": 2, "count": 5, "divide": {"pass": 3, "bid 2": 2}}, "check", 1)
    assert judge_check(check, {"count": 5, "divide": {"bid 2": 2, "pass": 3}}, "$.expect[0]") is None
    found = judge_check(check, {"count": 5, "divide": {"bid 2": 1, "pass": 4}}, "$.expect[0]")
    assert found is not None and found.path == '$.expect[0].divide["pass"]'
    found = judge_check(check, {"count": 4, "divide": {"pass": 3}}, "$.expect[0]")
    assert found is not None and "missing" in found.note


def test_refusals_compare_index_and_code_never_messages() -> None:
    refusal = parse_case(case([{"kind": "refusal", "index": 1, "code": "E_BID_TOO_LOW"}], ["bid 3", "bid 3"]))
    assert judge_refused(refusal, 1, "E_BID_TOO_LOW") is None
    found = judge_refused(refusal, 1, "E_BID_TOO_HIGH")
    assert found is not None and found.path == "$.expect[0].code"
    found = judge_result(refusal, [])
    assert found is not None and "refused with E_BID_TOO_LOW" in found.expected
    accepted = parse_case(case([{"kind": "final", "phase": "bidding"}], ["bid 3"]))
    found = judge_refused(accepted, 0, "E_BID_TOO_LOW")
    assert found is not None and found.path == "$.actions[0]" and found.actual == 'refused with "E_BID_TOO_LOW"'

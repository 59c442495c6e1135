"""``trickref conformance run`` driven as a user would: a subprocess against the reference adapter,
the JavaScript example, mutants and broken adapters (crash, hang, garbage, oversized replies)."""

from __future__ import annotations

import json
import re
import shlex
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from conformance import CORPUS_VERSION, PROTOCOL_VERSION
from conformance.run.select import rule_matches
from tests.runner_support import REFERENCE, ROOT, broken_impl, trickref, write_broken_adapter

NODE_ADAPTER = ROOT / "conformance/adapters/node/smear-adapter.js"
SUMMARY = re.compile(r"^(\d+) passed, (\d+) failed, (\d+) skipped$")
FAILING = "smear/game-end/elimination-at-threshold"  # the three_worth_one mutant fails it
PASSING = "smear/bidding/order-and-strictly-increasing-bids"  # ... and passes this one


def summary(done: subprocess.CompletedProcess[str]) -> tuple[int, int, int]:
    last = done.stdout.strip().splitlines()[-1]
    m = SUMMARY.match(last)
    assert m, f"last line is not a summary: {last!r}"
    return int(m.group(1)), int(m.group(2)), int(m.group(3))


def clean(done: subprocess.CompletedProcess[str]) -> None:
    assert "Traceback" not in done.stderr and "Traceback" not in done.stdout


@pytest.fixture(scope="module")
def broken(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return write_broken_adapter(tmp_path_factory)


def some_ids(n: int = 3) -> list[str]:
    listed = trickref("list", "--id", "smear/scoring/*", "--format", "json")
    return [c["id"] for c in json.loads(listed.stdout)][:n]


def id_args(ids: list[str]) -> list[str]:
    return [arg for i in ids for arg in ("--id", i)]


# ---------------------------------------------------------------------------- real adapters


def test_reference_adapter_passes_every_case() -> None:
    done = trickref("run", "--impl", REFERENCE)
    clean(done)
    assert done.returncode == 0, done.stdout[-2000:]
    passed, failed, skipped = summary(done)
    assert passed > 800 and failed == 0 and skipped == 0


needs_node = pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")


@needs_node
def test_node_adapter_passes_every_case_it_does_not_skip() -> None:
    # the corpus alone: the suite built for its declaration is tested in test_conformance_declared
    done = trickref("run", "--impl", f"node {shlex.quote(str(NODE_ADAPTER))}", "--suite", "corpus")
    clean(done)
    assert done.returncode == 0, done.stdout[-3000:]
    passed, failed, skipped = summary(done)
    assert failed == 0 and passed > 150 and skipped > 600
    assert re.search(r"^  widow=4: \d+$", done.stdout, re.MULTILINE)  # grouped per unsupported option value
    # it implements Smear only: the other games are skipped, each with its reason
    for other in ("fourpoint", "smoorverliefd"):
        count = len(json.loads(trickref("list", "--game", other, "--format", "json").stdout))
        assert re.search(rf"^skipped {count}: the adapter does not implement game '{other}'$", done.stdout, re.MULTILINE), other


@needs_node
def test_node_adapter_skips_other_games_with_a_reason() -> None:
    for other in ("fourpoint", "smoorverliefd"):
        path = next((ROOT / "conformance/corpus" / other / "playout").glob("*.json"))
        case = json.loads(path.read_text())
        replay = {"type": "replay", "seq": 3, "case": case["id"], "game": other, "options": case["options"], "dealer": case["dealer"],
                  "deals": case["deals"], "actions": case["actions"], "observe": [{"kind": "final"}]}
        lines = [json.dumps({"type": "hello", "protocol": "1.0"}), json.dumps(replay), json.dumps({"type": "stop"})]
        done = subprocess.run(check=False, args=["node", str(NODE_ADAPTER)], input="\n".join(lines) + "\n", capture_output=True, text=True,
                              timeout=900)
        hello, reply = (json.loads(x) for x in done.stdout.splitlines())
        assert list(hello["games"]) == ["smear"]
        assert reply == {"type": "skip", "seq": 3, "reason": "only smear is implemented"}


@needs_node
def test_node_adapter_skips_unsupported_options_with_a_reason() -> None:
    request = json.loads((ROOT / "conformance/corpus/smear/discard/widow-pitcher-takes-widow-discards-eight.json").read_text())
    replay = {"type": "replay", "seq": 1, "case": request["id"], "game": "smear", "options": request["options"], "dealer": 0,
              "deals": request["deals"], "actions": [], "observe": [{"kind": "final"}]}
    lines = [json.dumps({"type": "hello", "protocol": "1.0"}), json.dumps(replay), json.dumps({"type": "stop"})]
    done = subprocess.run(check=False, args=["node", str(NODE_ADAPTER)], input="\n".join(lines) + "\n", capture_output=True, text=True, timeout=900)
    hello, reply = (json.loads(x) for x in done.stdout.splitlines())
    assert hello["games"]["smear"]["options"]["widow"] == [0]
    assert reply["type"] == "skip" and "widow=4" in reply["reason"]


# ---------------------------------------------------------------------------- broken adapters


def details(done: subprocess.CompletedProcess[str]) -> str:
    """The text report after its causes (which lead it, ending with the legend): the cases one by one."""
    return done.stdout.split("\nlegend: ", 1)[-1]


def test_crash_is_reported_and_the_adapter_restarted(broken: Path) -> None:
    ids = some_ids(3)
    done = trickref("run", "--impl", broken_impl(broken, "crash"), *id_args(ids))
    clean(done)
    assert done.returncode == 1
    assert details(done).count("adapter crashed (exit code 3); stderr: boom: simulated crash; adapter restarted") == 3
    assert done.stdout.count("\nCRASH ") == 3
    assert summary(done) == (0, 3, 0)


def test_hang_is_killed_after_the_timeout(broken: Path) -> None:
    ids = some_ids(2)
    done = trickref("run", "--impl", broken_impl(broken, "hang"), "--timeout", "2", *id_args(ids))
    clean(done)
    assert done.returncode == 1
    assert details(done).count("no reply within 2s (adapter killed)") == 2
    assert done.stdout.count("\nTIMEOUT ") == 2
    assert summary(done) == (0, 2, 0)


@pytest.mark.parametrize("mode,message,extra", [
    ("garbage", "reply is not JSON: 'this is not json'", []),
    ("oversize", "exceeds --max-reply-bytes 1000", ["--max-reply-bytes", "1000"]),
    ("wrong-seq", "protocol: reply seq", []),
])
def test_bad_replies_are_errors(broken: Path, mode: str, message: str, extra: list[str]) -> None:
    done = trickref("run", "--impl", broken_impl(broken, mode), *extra, *id_args(some_ids(2)))
    clean(done)
    assert done.returncode == 1
    assert details(done).count(message) == 2, done.stdout
    assert summary(done) == (0, 2, 0)


@pytest.mark.parametrize("impl,message", [
    ("/nonexistent/adapter --flag", "cannot start '/nonexistent/adapter --flag'"),
    ("BROKEN no-hello", "did not answer hello: reply is not JSON"),
    ("BROKEN old-protocol", f"adapter speaks protocol '2.0'; this runner speaks {PROTOCOL_VERSION}"),
])
def test_an_implementation_that_cannot_run_exits_3(broken: Path, impl: str, message: str) -> None:
    impl = impl.replace("BROKEN", broken_impl(broken, "").strip())
    done = trickref("run", "--impl", impl, "--id", PASSING)
    clean(done)
    assert done.returncode == 3
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("trickref: error: ") and message in lines[0], done.stderr


# ---------------------------------------------------------------------------- filters


def count_listed(*filters: str) -> int:
    done = trickref("list", *filters, "--format", "json")
    assert done.returncode == 0, done.stderr
    return len(json.loads(done.stdout))


@pytest.mark.parametrize("filters", [
    ["--id", "smear/scoring/*"],
    ["--id", "smear/perft/*", "--id", "smear/bidding/*"],
    ["--tag", "option:low_rule=holder"],
    ["--tag", "code:E_MUST_*", "--tag", "generated"],
    ["--rule", "SM-7.3"],
    ["--game", "smear", "--level", "should"],
    ["--game", "fourpoint", "--tag", "option:trump_discard=excess_only"],
    ["--game", "smoorverliefd", "--rule", "SV-10", "--level", "may"],
])
def test_filters_run_what_list_selects(filters: list[str]) -> None:
    n = count_listed(*filters)
    assert n > 0
    done = trickref("run", "--impl", REFERENCE, *filters)
    clean(done)
    assert done.returncode == 0
    assert summary(done) == (n, 0, 0)


def test_rule_filter_respects_id_boundaries() -> None:
    assert rule_matches("SM-7.3", "SM-7") and rule_matches("SM-7.3", "SM-7.3") and rule_matches("SM-6.3", "SM")
    assert not rule_matches("SM-7.10", "SM-7.1") and not rule_matches("SM-60", "SM-6")
    assert count_listed("--rule", "SM-7") >= count_listed("--rule", "SM-7.1") + count_listed("--rule", "SM-7.10") - count_listed("--rule", "SM-7.1", "--rule", "SM-7.10") - 1


def test_a_filter_that_selects_nothing_runs_nothing() -> None:
    """No case selected is exit 4 (as every case skipped), unless --allow-empty."""
    done = trickref("run", "--impl", REFERENCE, "--id", "smear/nothing/*")
    clean(done)
    assert done.returncode == 4
    assert "no case was run (exit 4; --allow-empty accepts this)" in done.stdout
    assert trickref("run", "--impl", REFERENCE, "--id", "smear/nothing/*", "--allow-empty").returncode == 0


# ---------------------------------------------------------------------------- skip lists and mutants


MUTANT = f"{REFERENCE} --mutant three_worth_one"


def test_skip_list_known_failure_is_skipped(tmp_path: Path) -> None:
    skips = tmp_path / "skips.txt"
    skips.write_text(f"# known\n{FAILING}   # the Three is worth 1 here\n", encoding="utf-8")
    done = trickref("run", "--impl", MUTANT, "--id", FAILING, "--id", PASSING, "--skip-file", str(skips))
    clean(done)
    assert done.returncode == 0, done.stdout
    assert summary(done) == (1, 0, 1)
    assert "1 known failure(s) from the skip list" in done.stdout


def test_skip_list_entry_that_passes_is_stale(tmp_path: Path) -> None:
    skips = tmp_path / "skips.txt"
    skips.write_text(f"{FAILING}\nsmear/bidding/order-*\n", encoding="utf-8")
    done = trickref("run", "--impl", MUTANT, "--id", FAILING, "--id", PASSING, "--skip-file", str(skips))
    clean(done)
    assert done.returncode == 1
    assert f"STALE SKIP {PASSING}" in done.stdout
    assert "listed in the skip file (skips.txt:2) but passes: remove it from the list" in done.stdout
    assert summary(done) == (0, 1, 1)


def test_skip_list_entry_matching_no_case_is_bad_input(tmp_path: Path) -> None:
    skips = tmp_path / "skips.txt"
    skips.write_text("smear/gone/retired-case\n", encoding="utf-8")
    done = trickref("run", "--impl", REFERENCE, "--id", PASSING, "--skip-file", str(skips))
    clean(done)
    assert done.returncode == 2
    assert "line 1: 'smear/gone/retired-case' matches no case" in done.stderr


def test_a_failure_shows_id_rules_path_and_diff() -> None:
    done = trickref("run", "--impl", MUTANT, "--id", FAILING)
    clean(done)
    assert done.returncode == 1
    lines = done.stdout.splitlines()
    at = next(i for i, ln in enumerate(lines) if ln.startswith("FAIL "))
    assert lines[at] == f"FAIL {FAILING} (may) [cause 1]"
    # The first divergence: the Three is worth 3 game points (SM-7.8), the mutant scores it 1; the
    # line names the award, not just its field.
    assert lines[at + 1].startswith("  first divergence hand 1 (ended by action 28): awards[category=three].points: expected 3, got 1 [SM-7.8")
    assert lines[at + 2].startswith("  at $.expect[1].scores[1] [SM-")  # the rules behind the differing check
    assert lines[at + 3] == "  - expected: 5" and lines[at + 4] == "  + actual:   3"


def test_max_failures_stops_early() -> None:
    done = trickref("run", "--impl", MUTANT, "--game", "smear", "--max-failures", "1")
    clean(done)
    assert done.returncode == 1
    assert "stopped after 1 failure(s) (--max-failures)" in done.stdout
    passed, failed, _ = summary(done)
    assert failed == 1 and passed < 300


# ---------------------------------------------------------------------------- reports


def test_json_report(tmp_path: Path) -> None:
    out = tmp_path / "report.json"
    done = trickref("run", "--impl", MUTANT, "--id", FAILING, "--id", PASSING, "--format", "json", "--output", str(out))
    clean(done)
    assert done.returncode == 1
    assert done.stdout == ""
    assert done.stderr.strip() == "1 passed, 1 failed, 0 skipped"
    report = json.loads(out.read_text(encoding="utf-8"))
    Draft202012Validator(json.loads((ROOT / "conformance/schema/report.schema.json").read_text())).validate(report)
    assert report["summary"]["passed"] == 1 and report["summary"]["failed"] == 1
    assert report["implementation"]["name"] == "trickref-reference (mutant three_worth_one)"
    fail = next(c for c in report["cases"] if c["status"] == "fail")
    assert (fail["id"], fail["path"], fail["expected"], fail["actual"]) == (FAILING, "$.expect[1].scores[1]", 5, 3)


def test_junit_report(broken: Path, tmp_path: Path) -> None:
    done = trickref("run", "--impl", MUTANT, "--id", FAILING, "--id", PASSING, "--tag", "*", "--format", "junit")
    clean(done)
    root = ET.fromstring(done.stdout)
    suite = root.find("testsuite")
    assert suite is not None
    assert (suite.get("tests"), suite.get("failures"), suite.get("errors"), suite.get("skipped")) == ("2", "1", "0", "0")
    cases = {tc.get("name"): tc for tc in suite.iter("testcase")}
    failure = cases[FAILING].find("failure")
    assert failure is not None and failure.text is not None and "$.expect[1].scores[1]" in failure.text
    assert cases[PASSING].find("failure") is None
    crashed = trickref("run", "--impl", broken_impl(broken, "crash"), "--id", PASSING, "--format", "junit")
    error = ET.fromstring(crashed.stdout).find("testsuite/testcase/error")
    assert error is not None and "adapter crashed" in (error.get("message") or "") and error.get("type") == "crash"


def test_repro_bundle(tmp_path: Path) -> None:
    done = trickref("run", "--impl", MUTANT, "--id", FAILING, "--repro", str(tmp_path / "repro"))
    clean(done)
    bundle = json.loads((tmp_path / "repro" / (FAILING.replace("/", "__") + ".json")).read_text(encoding="utf-8"))
    assert bundle["request"]["case"] == FAILING and bundle["reply"]["type"] == "result"
    assert "expect" in bundle and bundle["replay"].startswith("printf")


# ---------------------------------------------------------------------------- bad usage and bad input


def test_require_version_mismatch() -> None:
    done = trickref("run", "--impl", REFERENCE, "--require-version", "9.9.9")
    clean(done)
    assert done.returncode == 2
    assert f"is version {CORPUS_VERSION}, not 9.9.9" in done.stderr


def test_a_corpus_that_does_not_match_its_manifest(tmp_path: Path) -> None:
    shutil.copytree(ROOT / "conformance/corpus", tmp_path / "corpus")
    case = tmp_path / "corpus" / f"{PASSING}.json"
    case.write_text(case.read_text(encoding="utf-8").replace('"bid 3"', '"bid 4"', 1), encoding="utf-8")
    done = trickref("run", "--impl", REFERENCE, "--corpus", str(tmp_path / "corpus"))
    clean(done)
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [
        f"trickref: error: {PASSING}.json: sha256 does not match the manifest (edited by hand? re-export)"
    ]
    missing = trickref("run", "--impl", REFERENCE, "--corpus", str(tmp_path / "nowhere"))
    assert missing.returncode == 2 and "no corpus manifest" in missing.stderr


@pytest.mark.parametrize("args,message", [
    (["--timeout", "0"], "--timeout must be a number of seconds above 0 and at most 86400, not 0.0"),
    (["--max-reply-bytes", "10"], "--max-reply-bytes must be at least 64"),
    (["--impl", "'unterminated"], "--impl: No closing quotation"),
])
def test_usage_errors_are_one_line(args: list[str], message: str) -> None:
    base = ["run", "--impl", REFERENCE, "--id", PASSING]
    done = trickref(*base, *args)
    clean(done)
    assert done.returncode == 2
    assert done.stderr.strip() == f"trickref: error: {message}"


def test_progress_line_only_on_a_terminal() -> None:
    import os
    import pty

    leader, follower = pty.openpty()
    try:
        done = subprocess.run(
            [sys.executable, "-m", "trickref", "conformance", "run", "--impl", REFERENCE, "--id", "smear/bidding/*"],
            cwd=ROOT, stdout=subprocess.PIPE, stderr=follower, text=True, timeout=900, check=False,
        )
        os.close(follower)
        seen = b""
        while True:
            try:
                chunk = os.read(leader, 65536)
            except OSError:
                break
            if not chunk:
                break
            seen += chunk
    finally:
        os.close(leader)
    assert done.returncode == 0
    assert b"[1/" in seen and b"smear/bidding/" in seen
    quiet = trickref("run", "--impl", REFERENCE, "--id", "smear/bidding/*")
    assert quiet.stderr == ""

"""The run reports as an implementation's author meets them: deliberately wrong implementations
(conformance/mutants/) run through the reference adapter, and the text report read from the top.
The report leads with the causes of the failures, largest first, so one wrong rule is one cause
however many cases it fails; each cause names its smallest case and the commands to replay and
explain it; actions are shown with their stray spaces visible; a case that tells two register
readings apart says which one the answer matches. Also the small defects of issue 24 item 7.

Every expectation is worked out from SPEC.md and the mutant's one-line description, never copied
from the report."""

from __future__ import annotations

import json
import re
import shlex
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from conformance.case.corpus import sha256_file
from conformance.games import game
from conformance.run.display import SPACE, visible

ROOT = Path(__file__).resolve().parent.parent
PY = shlex.quote(sys.executable)
SCHEMA = Draft202012Validator(json.loads((ROOT / "conformance/schema/report.schema.json").read_text(encoding="utf-8")))
CAUSE_LINE = re.compile(r"^cause (\d+): (\d+) case\(s\): (.*)$")


def mutant(name: str) -> str:
    return f"{PY} -m conformance.protocol.reference_adapter --mutant {name}"


def trickref(*args: str) -> subprocess.CompletedProcess[str]:
    done = subprocess.run([sys.executable, "-m", "trickref", "conformance", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=900, check=False)
    assert "Traceback" not in done.stderr + done.stdout, done.stderr
    return done


def causes_block(report: str) -> list[str]:
    """The lines the text report leads with: from its causes heading to the legend."""
    lines = report.splitlines()
    start = next(i for i, line in enumerate(lines) if re.match(r"^\d+ cause\(s\) of \d+ failing case\(s\)", line))
    end = next(i for i, line in enumerate(lines) if line.startswith("legend: "))
    return lines[start:end + 1]


def cause_heads(block: list[str]) -> list[tuple[int, int, str]]:
    return [(int(m.group(1)), int(m.group(2)), m.group(3)) for m in map(CAUSE_LINE.match, block) if m]


def failed_count(report: str) -> int:
    m = re.search(r"^(\d+) passed, (\d+) failed, (\d+) skipped$", report, re.MULTILINE)
    assert m is not None
    return int(m.group(2))


# ---------------------------------------------------------------------------- actions shown


@pytest.mark.parametrize("action,shown", [
    ("bid 3", '"bid 3"'),  # the single space between two words stays a space
    ("pass ", f'"pass{SPACE}"'),  # a trailing space
    (" play AS", f'"{SPACE}play AS"'),  # a leading one
    ("bid  3", f'"bid{SPACE}{SPACE}3"'),  # a doubled one: both shown
    ("play\tAS", '"play\\tAS"'),  # other blanks and control characters as JSON escapes
    ("play\u00a0AS", '"play\\u00a0AS"'),
    ("\x1b[31mpass", '"\\u001b[31mpass"'),
    ('say "hi"', '"say \\"hi\\""'),
])
def test_an_action_is_shown_with_its_stray_whitespace_visible(action: str, shown: str) -> None:
    assert visible(action) == shown


# ---------------------------------------------------------------------------- one wrong rule, one cause


@pytest.fixture(scope="module")
def equal_bid_report() -> str:
    """fp_equal_bid_allowed: "a bid equal to the highest bid is lawful". FP-3.2 says a bid MUST be
    greater than the highest bid so far, so wherever a bid stands the mutant's legal set holds one
    bid the reference's lacks: the bid equal to it. Every Four Point playout bids, so the mutant
    fails many cases, all for that one reason."""
    done = trickref("run", "--impl", mutant("fp_equal_bid_allowed"), "--suite", "corpus", "--game", "fourpoint", "--no-progress")
    assert done.returncode == 1
    return done.stdout


def test_a_bid_limit_bug_is_few_causes_for_many_failing_cases(equal_bid_report: str) -> None:
    block = causes_block(equal_bid_report)
    heads = cause_heads(block)
    failing = failed_count(equal_bid_report)
    assert failing >= 40  # many: every bidding case where a bid is matched, and the playouts
    assert len(heads) <= 3
    assert block[0] == f"{len(heads)} cause(s) of {failing} failing case(s), largest first (every case in detail below):"
    assert sum(n for _, n, _ in heads) == failing
    assert [n for _, n, _ in heads] == sorted((n for _, n, _ in heads), reverse=True)  # largest first
    number, count, title = heads[0]
    assert number == 1 and count >= 0.9 * failing
    # One line says what is wrong, and cites the rule: the legal bids differ, FP-3.2.
    assert title.startswith("the legal actions differ from the reference's in phase bidding [") and "FP-3.2" in title


def test_the_report_leads_with_the_causes(equal_bid_report: str) -> None:
    lines = equal_bid_report.splitlines()
    assert lines[0].startswith("trickref conformance: corpus ")
    assert CAUSE_LINE.match(lines[2])  # right after the heading, before any case in detail
    first_case = next(i for i, line in enumerate(lines) if line.startswith("FAIL "))
    assert first_case > lines.index(causes_block(equal_bid_report)[-1])
    assert re.match(r"^FAIL \S+ \((must|should|may)\) \[cause \d+\]$", lines[first_case])


def test_a_cause_names_its_smallest_case_and_the_action_it_turns_on(equal_bid_report: str) -> None:
    block = causes_block(equal_bid_report)
    at = block.index(next(line for line in block if line.startswith("cause 1: ")))
    smallest = re.match(r"^  smallest: (\S+) \((\d+) action\(s\)\)$", block[at + 1])
    assert smallest is not None
    case_id, actions = smallest.group(1), int(smallest.group(2))
    # The smallest of the cause's cases: no case of the cause has fewer actions.
    members = [line.split()[1] for line in equal_bid_report.splitlines() if line.startswith("FAIL ") and line.endswith("[cause 1]")]
    sizes = {c: len(json.loads((ROOT / "conformance/corpus" / f"{c}.json").read_text(encoding="utf-8"))["actions"]) for c in members}
    assert sizes[case_id] == actions == min(sizes.values())
    # Its first divergence is the legal set after the first bid: it holds the bid equal to the
    # highest bid so far, which FP-3.2 forbids.
    case = json.loads((ROOT / "conformance/corpus" / f"{case_id}.json").read_text(encoding="utf-8"))
    divergence = re.match(r"^  first divergence after (\d+) action\(s\).*\(unexpected \[\"bid (\d)\"\]\)$", block[at + 2])
    assert divergence is not None, block[at + 2]
    k, unexpected = int(divergence.group(1)), int(divergence.group(2))
    bids = [int(a.split()[1]) for a in case["actions"][:k] if a.startswith("bid ")]
    assert bids and unexpected == max(bids)
    # The commands replay that case and explain the position of the divergence.
    path = str(ROOT / "conformance/corpus" / f"{case_id}.json")
    assert f"  repro:   trickref conformance run --impl {shlex.quote(mutant('fp_equal_bid_allowed'))} --case {path}" in block
    assert f"  explain: trickref explain --case {path} --after {k}" in block


def test_the_printed_explain_command_judges_the_action_the_failure_turns_on(equal_bid_report: str) -> None:
    line = next(x for x in causes_block(equal_bid_report) if x.startswith("  explain: "))
    argv = shlex.split(line.removeprefix("  explain: "))
    assert argv[:2] == ["trickref", "explain"]
    done = subprocess.run([sys.executable, "-m", "trickref", *argv[1:], "--ascii"], cwd=ROOT, capture_output=True, text=True,
                          timeout=900, check=False)
    assert done.returncode in (0, 1), done.stderr
    k = int(argv[-1])
    judged = [x for x in done.stdout.splitlines() if x.startswith(f"Next action, actions[{k}] ")]
    assert len(judged) == 1 and re.search(r": (legal|refused, E_[A-Z_]+ \([A-Z]{2}-[\d.]+\))$", judged[0]), done.stdout


# ---------------------------------------------------------------------------- other wrong implementations


def test_a_wrong_trick_winner_is_one_cause_citing_the_trick_winner_rule() -> None:
    # fp_winner_index_as_seat: "a trick's winner is the index of its winning card, not that card's
    # seat". The winner of a trick is decided by FP-6.4; the first divergence of each failing case
    # is a completed trick's winner.
    done = trickref("run", "--impl", mutant("fp_winner_index_as_seat"), "--suite", "corpus", "--game", "fourpoint", "--no-progress")
    assert done.returncode == 1
    heads = cause_heads(causes_block(done.stdout))
    number, count, title = heads[0]
    assert number == 1 and title.startswith("a completed trick differs: winner [") and "FP-6.4" in title
    assert count >= 0.8 * failed_count(done.stdout)


def test_a_stray_space_is_visible_in_the_cause_and_in_every_mismatch() -> None:
    # sv_split_on_whitespace: "action strings split on any whitespace; outer spaces dropped". CD-6
    # admits one space between the words of an action and no other: "pass " and "play  AH" are
    # not actions (E_BAD_ACTION). The mutant reads them, so it accepts them, or refuses them for a
    # game rule instead: one cause, the refusal the reference makes.
    done = trickref("run", "--impl", mutant("sv_split_on_whitespace"), "--suite", "corpus", "--game", "smoorverliefd", "--no-progress")
    assert done.returncode == 1
    block = causes_block(done.stdout)
    heads = cause_heads(block)
    assert len(heads) == 1
    assert heads[0][2].startswith("actions the reference refuses with E_BAD_ACTION, here ") and "[CD-6]" in heads[0][2]
    assert block[-1].startswith(f"legend: actions are quoted; {SPACE} is a space other than the single space between two words")
    # Every action a mismatch names shows its stray spaces: no quoted action ends or starts with
    # a plain space, and no two plain spaces follow each other inside one.
    quoted = re.findall(r'actions\[\d+\] ("(?:[^"\\]|\\.)*")', done.stdout)
    assert quoted
    for q in quoted:
        inner = q[1:-1]
        assert not inner.startswith(" ") and not inner.endswith(" ") and "  " not in inner, q
    assert any(SPACE in q for q in quoted)


def test_a_contested_reading_names_the_register_entry_and_the_value_to_declare(tmp_path: Path) -> None:
    # sv_sweep_needs_thirteen: "a sweep needs 13 hearts even when a heart is dead (sweep
    # all_in_play ignored)": the reading sweep: all_thirteen of R-SV-4. The case
    # contrast:sweep=all_thirteen plays the default all_in_play and differs under all_thirteen,
    # so the mutant's answer is the reference's under all_thirteen, and the report says what to
    # declare if the engine means it.
    hint = 'R-SV-4: your answer matches sweep all_thirteen (the case plays all_in_play): if your engine plays all_thirteen, declare "sweep": ["all_thirteen"]'
    done = trickref("run", "--impl", mutant("sv_sweep_needs_thirteen"), "--suite", "corpus", "--game", "smoorverliefd",
                    "--id", "smoorverliefd/options/*", "--no-progress")
    assert done.returncode == 1
    lines = done.stdout.splitlines()
    at = lines.index("FAIL smoorverliefd/options/default-vs-sweep-all-thirteen-players-5 (must) [cause 1]")
    block = lines[at:next(i for i in range(at + 1, len(lines)) if not lines[i].startswith("  "))]
    assert f"  {hint}" in block
    # The JSON report says the same as data, follows its schema, and groups every failing case.
    out = tmp_path / "report.json"
    done = trickref("run", "--impl", mutant("sv_sweep_needs_thirteen"), "--suite", "corpus", "--game", "smoorverliefd",
                    "--id", "smoorverliefd/options/*", "--no-progress", "--format", "json", "--output", str(out))
    report = json.loads(out.read_text(encoding="utf-8"))
    SCHEMA.validate(report)
    case = next(c for c in report["cases"] if c["id"] == "smoorverliefd/options/default-vs-sweep-all-thirteen-players-5")
    assert case["reading"] == {"register": ["R-SV-4"], "option": "sweep", "played": "all_in_play", "other": "all_thirteen",
                               "matches_other": True, "hint": hint}
    failing = [c for c in report["cases"] if c["status"] == "fail"]
    groups = {c["group"]: c for c in report["causes"]}
    assert sum(c["count"] for c in report["causes"]) == len(failing) == report["summary"]["failed"]
    assert all(c["cause"]["group"] in groups and c["cause"]["number"] == groups[c["cause"]["group"]]["number"] for c in failing)
    assert all(c["id"] in groups[c["cause"]["group"]]["cases"] for c in failing)


def test_junit_carries_each_failures_cause() -> None:
    done = trickref("run", "--impl", mutant("sv_split_on_whitespace"), "--suite", "corpus", "--game", "smoorverliefd",
                    "--tag", "code:E_BAD_ACTION", "--no-progress", "--format", "junit")
    assert done.returncode == 1
    failing = [tc for tc in ET.fromstring(done.stdout).iter("testcase") if tc.find("failure") is not None]
    assert failing
    for tc in failing:
        props = {p.get("name"): p.get("value") for p in tc.iter("property")}
        assert props["cause"] == "refusal/E_BAD_ACTION"
        failure = tc.find("failure")
        assert failure is not None and (failure.get("message") or "").startswith("[cause 1: refusal/E_BAD_ACTION] ")
        assert (failure.text or "").startswith("cause 1 (refusal/E_BAD_ACTION): actions the reference refuses with E_BAD_ACTION")


# ---------------------------------------------------------------------------- small defects (issue 24 item 7)


def test_a_misspelt_game_is_bad_usage_with_a_suggestion() -> None:
    for command in (["list"], ["run", "--impl", mutant("fp_equal_bid_allowed")]):
        done = trickref(*command, "--game", "smeer")
        assert done.returncode == 2 and done.stdout == ""
        assert done.stderr.strip().splitlines() == [
            "trickref: error: --game 'smeer': no such game; did you mean smear? (the games: fourpoint, smear, smoorverliefd)"]


def test_a_run_that_exits_3_says_nothing_of_exit_4(tmp_path: Path) -> None:
    done = trickref("run", "--impl", str(tmp_path / "no-such-adapter"), "--game", "smear", "--no-progress")
    assert done.returncode == 3
    assert "no case was run" in done.stdout and "exit 4" not in done.stdout
    out = tmp_path / "report.json"
    done = trickref("run", "--impl", str(tmp_path / "no-such-adapter"), "--format", "json", "--output", str(out))
    assert done.returncode == 3 and json.loads(out.read_text(encoding="utf-8"))["summary"]["exit_code"] == 3


NO_JOKERS = r'''
import json, sys
hello = {"type": "hello", "protocol": "1.2", "implementation": {"name": "no-jokers", "version": "0"},
         "games": {"smear": {"options": {"jokers": [0], "score_jokers": "not_applicable", "joker_rank": "not_applicable",
                                         "joker_tiebreak": "not_applicable", "joker_game_points": "not_applicable"}}}}
for line in sys.stdin:
    msg = json.loads(line)
    if msg["type"] == "stop":
        break
    reply = hello if msg["type"] == "hello" else {"type": "skip", "seq": msg["seq"], "reason": "not played here"}
    print(json.dumps(reply), flush=True)
'''


def test_the_skip_tally_names_real_options(tmp_path: Path) -> None:
    # A Smear engine without jokers declares jokers: [0]: every case with 1 or 2 jokers is outside
    # it, and the tally counts them under jokers=1 and jokers=2. An old lstrip("s ") once printed
    # score_jokers as "core_jokers" and sweep as "weep": every name printed must be an option.
    adapter = tmp_path / "no_jokers.py"
    adapter.write_text(NO_JOKERS, encoding="utf-8")
    done = trickref("run", "--impl", f"{PY} {shlex.quote(str(adapter))}", "--suite", "corpus", "--game", "smear",
                    "--no-progress", "--allow-empty")
    lines = done.stdout.splitlines()
    at = next(i for i, line in enumerate(lines) if "per option value (a case may count under several):" in line)
    tally = [m.groups() for m in (re.match(r"^  ([a-z_]+)=(\S+): (\d+)$", line) for line in lines[at + 1:]) if m]
    assert tally
    options = set(game("smear").option_values())
    assert {name for name, _, _ in tally} <= options
    assert {value for name, value, _ in tally if name == "jokers"} == {"1", "2"}
    # (score_jokers itself holds "core_jokers": the invented names are the ones not preceded by a letter)
    assert not re.search(r"(?<![a-z_])(core_jokers|core_jick|weep)=", done.stdout)


def test_list_escapes_control_characters_from_a_given_corpus(tmp_path: Path) -> None:
    # A corpus given with --corpus is untrusted: a description holding an escape sequence or a
    # bidi override reaches the terminal as escapes, never as the characters themselves.
    source = ROOT / "conformance/corpus/smear/bidding/order-and-strictly-increasing-bids.json"
    case = json.loads(source.read_text(encoding="utf-8"))
    case["description"] = "clear \x1b[2J screen and \u202e flip"
    folder = tmp_path / "corpus"
    (folder / "smear").mkdir(parents=True)
    path = folder / "smear" / "case.json"
    path.write_text(json.dumps(case), encoding="utf-8")
    manifest = json.loads((ROOT / "conformance/corpus/manifest.json").read_text(encoding="utf-8"))
    manifest["cases"] = [{"id": case["id"], "file": "smear/case.json", "sha256": sha256_file(path)}]
    (folder / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    done = trickref("list", "--corpus", str(folder))
    assert done.returncode == 0, done.stderr
    assert "\x1b" not in done.stdout and "\u202e" not in done.stdout
    assert f"{case['id']}  [{case['level']}] clear \\x1b[2J screen and \\u202e flip" in done.stdout.splitlines()

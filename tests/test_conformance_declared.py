"""The suite an implementation gets for the configuration it declares (issue: real
implementations): declarations, tailored hand-worked cases, cases generated per configuration,
pinned exports, and end-to-end runs against two independent house-rule implementations that were
written from SPEC.md alone (conformance/adapters/node, conformance/adapters/python_fourpoint)."""

from __future__ import annotations

import json
import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from conformance.case.corpus import load_corpus
from conformance.case.format import parse_case
from conformance.sources.generated.configured import Budget, configured_cases
from conformance.suite.declaration import BadDeclaration, read_declaration, read_declarations
from conformance.suite.tailor import tailor
from tests.bundled import bundled_corpus
from tests.conftest import SharedSuites

ROOT = Path(__file__).resolve().parent.parent
PY = shlex.quote(sys.executable)
NODE_HOUSE = f"node {shlex.quote(str(ROOT / 'conformance/adapters/node/smear-adapter.js'))} --house five-point"
FP_HOUSE = f"{PY} {shlex.quote(str(ROOT / 'conformance/adapters/python_fourpoint/fourpoint_adapter.py'))}"
needs_node = pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")

FIVE_POINT = {
    "players": [4], "partnerships": [False], "hand_size": [6], "jokers": [0], "widow": [0], "nine_card": [False],
    "jick": [True], "score_jick": [True], "score_three": [False], "score_two": [False],
    "score_jokers": "not_applicable", "joker_rank": "not_applicable", "joker_tiebreak": "not_applicable",
    "joker_game_points": "not_applicable", "game_tie": ["none"], "first_lead": ["any"], "max_bid": ["ends_bidding"],
}


@pytest.fixture(scope="module")
def cache(shared_suites: SharedSuites) -> SharedSuites:
    """The session's suite cache (tests/conftest.py), so each configuration is built once:
    tests/test_reports_engines.py and tests/test_pytest_plugin.py run the same declarations. It is
    laid out as $XDG_CACHE_HOME/trickref/suites, the default place, for the export test."""
    return shared_suites


def trickref(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "trickref", "conformance", *args], cwd=cwd, capture_output=True,
                          text=True, timeout=3600, check=False)  # a hang guard: cold builds run slow at high load


def summary(out: str) -> tuple[int, int, int]:
    last = out.strip().splitlines()[-1]
    passed, failed, skipped = (int(w) for w in last.replace(",", "").split()[::2])
    return passed, failed, skipped


# ---------------------------------------------------------------------------- declarations


def test_declaration_names_every_unsupported_option() -> None:
    decl = read_declaration("smear", FIVE_POINT)
    standard = next(c for c in bundled_corpus().cases if c.game == "smear").options
    reasons = decl.unsupported({**decl.configurations()[0], "jokers": 2, "hand_size": None, "score_three": True})
    assert sorted(r.name for r in reasons) == ["hand_size", "jokers", "score_three"]
    assert len(decl.unsupported(standard)) >= 3


def test_not_applicable_holds_only_where_the_option_is_inert() -> None:
    decl = read_declaration("smear", FIVE_POINT)
    base = decl.configurations()[0]
    assert decl.unsupported({**base, "joker_tiebreak": "first_played"}) == []  # no jokers: idle (SM-2.1)
    with_jokers = {**base, "jokers": 2, "joker_tiebreak": "first_played"}
    assert any(r.name == "joker_tiebreak" and "not applicable" in str(r) for r in decl.unsupported(with_jokers))


@pytest.mark.parametrize("options, message", [
    ({"jokers": [3]}, "is not a value of jokers"),
    ({"no_such_option": [1]}, "has no option 'no_such_option'"),
    ({"jokers": []}, "non-empty list"),
    ({"jokers": "some"}, "non-empty list"),
])
def test_bad_declarations_are_named(options: dict[str, object], message: str) -> None:
    with pytest.raises(BadDeclaration, match=message):
        read_declaration("smear", options)


def test_one_configuration_per_distinct_game() -> None:
    """high_to is idle (FP-7.2), so declaring both values still gives one configuration."""
    decl = read_declaration("fourpoint", {"take": [0], "high_to": ["player", "taker"]})
    assert len(decl.configurations()) == 1
    two = read_declaration("fourpoint", {"take": [0, 1]})
    assert sorted(int(str(c["take"])) for c in two.configurations()) == [0, 1]


# ---------------------------------------------------------------------------- tailoring


def test_tailoring_keeps_hand_worked_expectations_verbatim() -> None:
    """Every kept check is the golden check itself, unchanged; every other check is dropped
    with a reason; the deal only loses undealt cards the configuration's deck lacks."""
    decls = read_declarations({"games": {"smear": {"options": FIVE_POINT}}})
    decl = decls["smear"]
    configs = decl.configurations()
    corpus = bundled_corpus()
    tailored = 0
    for case in corpus.cases:
        if case.game != "smear" or "golden" not in case.tags or not decl.unsupported(case.options):
            continue
        t = tailor(case, decl, configs)
        assert len(t.kept) + len(t.dropped) == len(case.expect)
        assert all(why for _, why in t.dropped)
        if t.case is None:
            continue
        tailored += 1
        new = parse_case(t.case)
        assert decl.unsupported(new.options) == []
        assert list(new.expect) == [case.expect[i] for i in t.kept]
        assert "tailored" in new.tags and new.id != case.id
        for before, after in zip(case.deals, new.deals):
            assert isinstance(before, dict) and isinstance(after, dict)
            assert after["hands"] == before["hands"]
            assert set(after["stock"]) <= set(before["stock"]) and not {"X1", "X2"} & set(after["stock"])
    assert tailored >= 30


# ---------------------------------------------------------------------------- generation


def test_generated_cases_are_deterministic_and_valid() -> None:
    options = read_declaration("fourpoint", {"take": [0]}).configurations()[0]
    small = Budget(playouts=4, games=1, pool=8, per_situation=1, per_code=1, perft_seeds=1)
    first = configured_cases("fourpoint", options, small)
    assert first == configured_cases("fourpoint", options, small)
    cases = [parse_case(c) for c in first]
    assert len({c.id for c in cases}) == len(cases)
    assert all(c.options == options for c in cases)
    assert {c.id.split("/")[1] for c in cases} >= {"playout", "game", "refusal", "precedence", "perft"}


# ---------------------------------------------------------------------------- end to end


def _run_house(impl: str, game: str, cache: SharedSuites, tmp_path: Path) -> Any:
    out = tmp_path / "report.json"
    done = trickref("run", "--impl", impl, "--game", game, "--cache", str(cache.warmed(impl, game)), "--no-progress", "--format", "json",
                    "--output", str(out), "--cases-dir", str(tmp_path / "failures"))
    assert done.returncode in (0, 1), done.stderr
    report = json.loads(out.read_text(encoding="utf-8"))
    assert isinstance(report, dict)
    return report  # the JSON report (schema/report.schema.json), read field by field below


@needs_node
def test_node_five_point_house_engine_gets_a_full_suite(cache: SharedSuites, tmp_path: Path) -> None:
    report = _run_house(NODE_HOUSE, "smear", cache, tmp_path)
    s = report["summary"]
    assert isinstance(s, dict)
    assert s["failed"] == 0 and s["passed"] >= 300
    suite = report["suite"]
    assert isinstance(suite, dict)
    declared = suite["declaration"]["smear"]
    assert declared["jokers"] == [0] and declared["joker_tiebreak"] == "not_applicable"
    coverage = suite["coverage"]["smear"]
    untouched = [r for r, n in coverage["citing_checks_per_rule"].items() if n == 0]
    assert untouched == [], f"rules of the chapter that apply but no case touched: {untouched}"


def test_python_fourpoint_house_engine_gets_a_full_suite(cache: SharedSuites, tmp_path: Path) -> None:
    report = _run_house(FP_HOUSE, "fourpoint", cache, tmp_path)
    s = report["summary"]
    assert isinstance(s, dict)
    assert s["failed"] == 0 and s["passed"] >= 300
    assert report["implementation"]["name"] == "fourpoint-py-take0"


def test_options_a_hello_omits_are_played_at_their_default_only(cache: SharedSuites, tmp_path: Path) -> None:
    """A hello written before four Four Point options existed (the engine plays their defaults):
    the suite holds their defaults only (never "any"), the report names them with the value
    assumed, and nothing fails for them (issue 22, safe omissions)."""
    omitted = {"max_bid": "ends_bidding", "dealer_holds": False, "both_at_target": "bidder_first",
               "made_bid_winner": "either_side"}  # SPEC's options table: each one's default
    impl = FP_HOUSE + "".join(f" --omit {name}" for name in omitted)
    report = _run_house(impl, "fourpoint", cache, tmp_path)
    s = report["summary"]
    assert s["failed"] == 0 and s["passed"] >= 300
    declared = report["suite"]["declaration"]["fourpoint"]
    for name, default in omitted.items():
        assert declared[name] == [default], (name, declared[name])
    text = trickref("run", "--impl", impl, "--game", "fourpoint", "--cache", str(cache.folder), "--no-progress",
                    "--cases-dir", str(tmp_path / "failures"))
    assert text.returncode == 0, text.stdout[-2000:] + text.stderr[-2000:]
    line = next((x for x in text.stdout.splitlines() if "not mentioned in the hello" in x), "")
    assert line.startswith("fourpoint: "), text.stdout[:3000]
    for name, default in omitted.items():
        assert f"{name}={json.dumps(default)}" in line, (name, line)


@needs_node
def test_the_suite_catches_a_house_engine_bug_and_names_the_rule(cache: SharedSuites, tmp_path: Path) -> None:
    """High and Low to seat 0 when no trump is played: the adversarial void-suit deals reach it;
    the report cites the category rule and gives a replayable case file."""
    report = _run_house(NODE_HOUSE + " --bug high-low-to-seat0-when-no-trump-played", "smear", cache, tmp_path)
    failing = [c for c in report["cases"] if c["status"] == "fail"]
    assert failing
    rules = {r for c in failing for m in c["mismatches"] for r in m["rules"]}
    assert rules & {"SM-7.2", "SM-7.3"}
    one = failing[0]
    assert Path(one["case_file"]).is_file()
    again = trickref("run", "--impl", NODE_HOUSE, "--case", one["case_file"], "--no-progress")
    assert again.returncode == 0, again.stdout + again.stderr


def test_pinned_export_runs_as_it_is(cache: SharedSuites, tmp_path: Path) -> None:
    """The hello of the Python Four Point house engine, pinned: the export holds its suite (the
    generated part comes from the session's cache, where its suite is built first)."""
    cache.warmed(FP_HOUSE, "fourpoint")
    answer = subprocess.run(shlex.split(FP_HOUSE), input='{"type":"hello","protocol":"1.1"}\n{"type":"stop"}\n',
                            capture_output=True, text=True, timeout=3600, check=True)  # a hang guard
    hello = json.loads(answer.stdout.splitlines()[0])
    hello_file = tmp_path / "hello.json"
    hello_file.write_text(json.dumps(hello), encoding="utf-8")
    pinned = tmp_path / "pinned"
    env_cache = {"XDG_CACHE_HOME": str(cache.xdg)}
    done = subprocess.run([sys.executable, "-m", "trickref", "conformance", "export", "--for-hello", str(hello_file),
                           "--out", str(pinned)], cwd=ROOT, capture_output=True, text=True, timeout=3600, check=False,
                          env={**os.environ, **env_cache})
    assert done.returncode == 0, done.stderr
    manifest = json.loads((pinned / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["declaration"]["fourpoint"]["take"] == [0]
    assert "+declared." in manifest["corpus_version"]
    assert (pinned / "tailoring.json").is_file()
    corpus = load_corpus(pinned)
    assert corpus.declaration is not None and len(corpus.cases) >= 300
    ran = trickref("run", "--impl", FP_HOUSE, "--corpus", str(pinned), "--no-progress")
    assert ran.returncode == 0, ran.stdout[-2000:] + ran.stderr
    passed, failed, skipped = summary(ran.stdout)
    assert (passed, failed, skipped) == (len(corpus.cases), 0, 0)
    assert "building" not in ran.stderr  # a pinned suite runs as it is


def test_a_run_that_runs_nothing_fails_unless_allowed(tmp_path: Path) -> None:
    case = next(c for c in bundled_corpus().cases if c.game == "smoorverliefd")
    path = tmp_path / "case.json"
    path.write_text(json.dumps(case.raw), encoding="utf-8")
    node_or_py = f"{PY} {shlex.quote(str(ROOT / 'conformance/adapters/python_fourpoint/fourpoint_adapter.py'))}"
    done = trickref("run", "--impl", node_or_py, "--case", str(path), "--no-progress")
    assert done.returncode == 4, done.stdout + done.stderr
    allowed = trickref("run", "--impl", node_or_py, "--case", str(path), "--no-progress", "--allow-empty")
    assert allowed.returncode == 0, allowed.stdout + allowed.stderr

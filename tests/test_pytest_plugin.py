"""The pytest plugin (trickref/pytest_plugin.py, trickref/pytest_cases.py), run as a user runs it:
``python -m pytest --trickref-impl CMD`` in a subprocess, in an empty folder outside the
repository, against the bundled Node Smear (conformance/adapters/node/smear-adapter.js).

The selection most tests use is the six corpus cases ``smear/scoring/game-tie-*`` (the files of
conformance/corpus/smear/scoring/ whose names start ``game-tie-``), under the seeded bug
``game-tie-to-pitcher`` (a Game tie goes to the pitcher's side when it is among the tied, SM-7.7).
What each case does, worked out from its file:

- ``game-tie-low-card-outside-tie-none`` and ``...-low-card``: three players, dealer 0, seat 1 bids
  2 and the others pass (seat 1 pitches). Game points: seat 1 takes TS 2S 3S (10), seat 2 takes
  4D TD 5D (10), seat 0 nothing of 10/A/K/Q/J: 0, 10, 10. A tie of seats 1 and 2; the Low card
  (the lowest trump played, 3H in trick 1) is taken by seat 0, outside the tie: Game to nobody
  under ``none`` and under ``low_card`` (side null, SM-7.7). The bug gives it to the pitcher, seat 1:
  both FAIL at ``awards[category=game].side``, expected null, actual 1.
- ``game-tie-without-trump-none`` and ``...-low-card``: four players, seat 1 pitches, game points
  0, 4, 14, 14: the tie is seats 2 and 3, the pitcher is not in it, the bug does not apply: PASS.
- ``...-lowest-trump`` (two cases): the Node engine's standard mode plays ``game_tie`` ``low_card``
  and ``none`` only (its README): SKIPPED, the reason naming ``game_tie="lowest_trump"``.

So under the bug: 2 failed, 2 passed, 2 skipped; without it: 4 passed, 2 skipped.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tests.conftest import SharedSuites

ROOT = Path(__file__).resolve().parents[1]
NODE_ADAPTER = ROOT / "conformance" / "adapters" / "node" / "smear-adapter.js"
HANG_GUARD = 3600  # seconds: far above need (a declared five-point suite builds in about a minute idle; 900 was hit by a cold build at load 12)

pytestmark = pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")

SELECT = ["--trickref-suite", "corpus", "--trickref-id", "smear/scoring/game-tie-*"]
TIE_NONE = "smear/scoring/game-tie-low-card-outside-tie-none"
TIE_LOW_CARD = "smear/scoring/game-tie-low-card-outside-tie-low-card"
FAILING = {f"trickref::{TIE_NONE}", f"trickref::{TIE_LOW_CARD}"}
ALL_SIX = {f"trickref::smear/scoring/game-tie-{a}-{b}"
           for a in ("low-card-outside-tie", "without-trump") for b in ("low-card", "lowest-trump", "none")}


def node(*flags: str) -> str:
    return " ".join(["node", str(NODE_ADAPTER), *flags])


BUGGY = node("--bug", "game-tie-to-pitcher")


@pytest.fixture(scope="module")
def xdg(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One cache of generated cases for the module (never the user's)."""
    return tmp_path_factory.mktemp("xdg")


def pytest_run(folder: Path, xdg: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """``python -m pytest ARGS`` in ``folder`` (an empty folder: its own rootdir, no config)."""
    env = {**os.environ, "XDG_CACHE_HOME": str(xdg), "PYTHONDONTWRITEBYTECODE": "1"}
    env.pop("PYTEST_ADDOPTS", None)
    env.pop("PYTEST_XDIST_WORKER", None)
    return subprocess.run([sys.executable, "-m", "pytest", "-rA", *args], check=False, cwd=folder, env=env,
                          capture_output=True, text=True, timeout=HANG_GUARD)


def outcomes(out: str, word: str) -> set[str]:
    """The node ids of the short summary's lines ``WORD node-id``."""
    return set(re.findall(rf"^{word} (trickref::\S+)", out, re.MULTILINE))


def test_one_item_per_case_named_by_its_id(tmp_path: Path, xdg: Path) -> None:
    r = pytest_run(tmp_path, xdg, "--collect-only", "-q", "-p", "no:cacheprovider", "--trickref-impl", node(), *SELECT)
    assert r.returncode == 0, r.stdout + r.stderr
    assert set(re.findall(r"^trickref::\S+", r.stdout, re.MULTILINE)) == ALL_SIX


def test_a_seeded_bug_fails_its_items_with_the_rule_and_the_difference(tmp_path: Path, xdg: Path) -> None:
    r = pytest_run(tmp_path, xdg, "-p", "no:cacheprovider", "--junitxml", "report.xml", "--trickref-impl", BUGGY, *SELECT)
    out = r.stdout
    assert r.returncode == 1, out + r.stderr
    assert outcomes(out, "FAILED") == FAILING
    assert "2 failed, 2 passed, 2 skipped" in out
    assert out.count('game_tie="lowest_trump"') >= 2  # each skip says which option value it lacks
    # the failure text is the run's report of the case: the field, the rule, the values
    section = out[out.index(f"FAIL {TIE_NONE} (may)"):]
    section = section[:section.index("\n_")] if "\n_" in section else section
    assert "at $.expect[1].results[0].awards[category=game].side [SM-7.7" in section
    assert "- expected: null" in section and "+ actual:   1" in section
    assert f"conformance/corpus/{TIE_NONE}.json --after " in section  # the explain command
    # --junitxml: one testcase per case, named by its id, the failure carrying the same text
    cases = {c.get("name"): c for c in ET.parse(tmp_path / "report.xml").getroot().iter("testcase")}
    assert {f"trickref::{name}" for name in cases} == ALL_SIX
    failure = cases[TIE_NONE].find("failure")
    assert failure is not None and "SM-7.7" in (failure.text or "")
    assert cases["smear/scoring/game-tie-without-trump-none"].find("failure") is None


def test_without_the_bug_the_selection_passes(tmp_path: Path, xdg: Path) -> None:
    r = pytest_run(tmp_path, xdg, "-p", "no:cacheprovider", "--trickref-impl", node(), *SELECT)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "4 passed, 2 skipped" in r.stdout


def test_k_and_x_select_and_stop(tmp_path: Path, xdg: Path) -> None:
    r = pytest_run(tmp_path, xdg, "-p", "no:cacheprovider", "-k", "outside-tie-none", "--trickref-impl", BUGGY, *SELECT)
    assert r.returncode == 1 and outcomes(r.stdout, "FAILED") == {f"trickref::{TIE_NONE}"}, r.stdout
    assert "1 failed, 5 deselected" in r.stdout
    r = pytest_run(tmp_path, xdg, "-p", "no:cacheprovider", "-x", "--trickref-impl", BUGGY, *SELECT)
    assert r.returncode == 1 and len(outcomes(r.stdout, "FAILED")) == 1, r.stdout
    assert "stopping after 1 failures" in r.stdout


def test_last_failed_reruns_the_failures_only(tmp_path: Path, xdg: Path) -> None:
    first = pytest_run(tmp_path, xdg, "--trickref-impl", BUGGY, *SELECT)
    assert first.returncode == 1 and outcomes(first.stdout, "FAILED") == FAILING, first.stdout
    again = pytest_run(tmp_path, xdg, "--lf", "--trickref-impl", BUGGY, *SELECT)
    assert again.returncode == 1, again.stdout
    assert outcomes(again.stdout, "FAILED") == FAILING and not outcomes(again.stdout, "PASSED")
    assert "2 failed, 4 deselected" in again.stdout


def test_xdist_workers_run_the_same_items(tmp_path: Path, xdg: Path) -> None:
    r = pytest_run(tmp_path, xdg, "-p", "no:cacheprovider", "-n", "2", "--trickref-impl", BUGGY, *SELECT)
    assert r.returncode == 1, r.stdout + r.stderr
    assert "2 failed, 2 passed, 2 skipped" in r.stdout
    assert outcomes(r.stdout, "FAILED") == FAILING


def test_skip_file_entries_are_strict_xfails(tmp_path: Path, xdg: Path) -> None:
    skips = tmp_path / "skips.txt"
    skips.write_text(f"{TIE_NONE}  # the Game tie bug\n{TIE_LOW_CARD}\n", encoding="utf-8")
    r = pytest_run(tmp_path, xdg, "-p", "no:cacheprovider", "--trickref-skip-file", str(skips), "--trickref-impl", BUGGY, *SELECT)
    assert r.returncode == 0, r.stdout
    assert "2 passed, 2 skipped, 2 xfailed" in r.stdout
    assert "skips.txt:1 (the Game tie bug)" in r.stdout
    # the bug fixed, the entries are stale: a strict xfail that passes fails the run
    r = pytest_run(tmp_path, xdg, "-p", "no:cacheprovider", "--trickref-skip-file", str(skips), "--trickref-impl", node(), *SELECT)
    assert r.returncode == 1, r.stdout
    assert "2 failed, 2 passed, 2 skipped" in r.stdout and "[XPASS(strict)]" in r.stdout


def test_the_declared_suite_of_a_narrowed_declaration(tmp_path: Path, shared_suites: SharedSuites) -> None:
    """The default --trickref-suite declared, as ``conformance run`` builds it for the hello: the
    five-point house declares one 52-card configuration whose hand maximum H is 5 (High, Low,
    Jack, Jick, Game: conformance/adapters/node/README.md), so its generated refusals refuse
    ``bid 6`` with E_BID_TOO_HIGH (SM-3.2); ``over-max-bid-coerced`` takes it as ``bid 5``."""
    impl = node("--house", "five-point", "--bug", "over-max-bid-coerced")
    # the suite found where the plugin looks for it (XDG_CACHE_HOME), built once for the session
    # (tests/conftest.py): the same declaration as the five-point runs of other test files
    shared_suites.warmed(impl, "smear")
    r = pytest_run(tmp_path, shared_suites.xdg, "-p", "no:cacheprovider", "--trickref-impl", impl, "--trickref-game", "smear",
                   "--trickref-id", "smear/refusal/*bid-too-high*")
    assert r.returncode == 1, r.stdout + r.stderr
    failed = outcomes(r.stdout, "FAILED")
    assert failed and all(i.endswith("-bid-6") for i in failed), failed
    assert not outcomes(r.stdout, "PASSED")
    assert 'refused with E_BID_TOO_HIGH' in r.stdout and '"bid 6"' in r.stdout
    assert "implementation smear-js-five-point" in r.stdout


def test_inert_without_the_option(tmp_path: Path, xdg: Path) -> None:
    """Loaded (the pytest11 entry point) but importing nothing of the suite: a project with its
    own ``conformance`` package keeps it."""
    (tmp_path / "test_mine.py").write_text(
        "import sys\n\n\ndef test_mine(pytestconfig):\n"
        "    assert pytestconfig.pluginmanager.hasplugin('trickref')\n"
        "    assert 'conformance' not in sys.modules and 'trickref.pytest_cases' not in sys.modules\n",
        encoding="utf-8")
    r = pytest_run(tmp_path, xdg, "-p", "no:cacheprovider")
    assert r.returncode == 0 and "1 passed" in r.stdout, r.stdout + r.stderr
    assert "trickref::" not in r.stdout
    r = pytest_run(tmp_path, xdg, "--help")
    assert "--trickref-impl=CMD" in r.stdout


def test_bad_input_is_one_clear_error(tmp_path: Path, xdg: Path) -> None:
    r = pytest_run(tmp_path, xdg, "-p", "no:cacheprovider", "--trickref-impl", node(),
                   "--trickref-corpus", str(tmp_path / "nowhere"))
    assert r.returncode != 0
    assert f"trickref: no corpus manifest at {tmp_path / 'nowhere' / 'manifest.json'}" in r.stdout
    assert "Traceback" not in r.stdout + r.stderr
    r = pytest_run(tmp_path, xdg, "-p", "no:cacheprovider", "--trickref-impl", node(), "--trickref-game", "smaer")
    assert r.returncode != 0
    assert "--trickref-game 'smaer': no such game; did you mean smear?" in r.stdout + r.stderr
    assert "Traceback" not in r.stdout + r.stderr

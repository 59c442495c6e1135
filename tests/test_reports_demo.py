"""``bash scripts/demo`` as a newcomer runs it: the reference passes its own corpus, then one
deliberately wrong implementation shows what a failure looks like (its grouped causes), and the
demo exits 0 only when both behave as expected. Afterwards fuzzing is ready (Hypothesis is a
dependency of the plain install the demo makes).

The demo's install step is the plain ``scripts/setup-venv``, which a dev install already covers
(its stamp), so it is offline here."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SUMMARY = re.compile(r"^(\d+) passed, (\d+) failed, (\d+) skipped$")


def demo(*args: str) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(["bash", "scripts/demo", *args], cwd=ROOT, capture_output=True, text=True, timeout=1800, check=False)
    assert "Traceback" not in done.stdout + done.stderr, done.stderr
    return done


@pytest.fixture(scope="module")
def shown() -> subprocess.CompletedProcess[str]:
    return demo()


def test_the_demo_passes_the_reference_then_shows_a_mutants_causes(shown: subprocess.CompletedProcess[str]) -> None:
    assert shown.returncode == 0, shown.stdout + shown.stderr
    lines = shown.stdout.splitlines()
    summaries = [m for m in map(SUMMARY.match, lines) if m]
    assert len(summaries) == 2
    # The reference: nothing fails, nothing is skipped (its adapter declares every option).
    ref = summaries[0]
    assert int(ref.group(1)) > 0 and ref.group(2) == "0" and ref.group(3) == "0"
    # The mutant maximum_bid_10 caps every bid at 10. SM-3.2: a bid runs from 2 to the hand
    # maximum H (SM-7.1), which is more than 10 once jokers or a widow's extra points count (a
    # 12-point hand: "bid 11" and "bid 12" are lawful). Only the cases whose hand maximum is
    # above 10 can tell, so some but not all Smear cases fail, all for one reason: the legal
    # bids differ, citing SM-3.2.
    mut = summaries[1]
    assert int(mut.group(2)) > 0 and int(mut.group(1)) > 0
    at = lines.index(next(line for line in lines if line.startswith("== What a failure looks like")))
    after = lines[at:]
    heads = [line for line in after if re.match(r"^cause \d+: \d+ case\(s\): ", line)]
    assert len(heads) == 1
    assert heads[0].startswith(f"cause 1: {mut.group(2)} case(s): the legal actions differ from the reference's in phase bidding [")
    assert "SM-3.2" in heads[0]
    divergence = next(line for line in after if line.startswith("  first divergence after "))
    assert re.search(r'\(missing \["bid 1[12]"(, "bid 1[12]")*\]\)$', divergence), divergence
    # The causes are shown, the cases in detail are not (the closing line says how to see them).
    assert not any(line.startswith("FAIL ") for line in after)
    assert after[-1].endswith("--suite corpus --game smear)")


def test_fuzzing_is_ready_after_the_demo(shown: subprocess.CompletedProcess[str], tmp_path: Path) -> None:
    # issue 25 item 2: the README's next step after the demo. A fixed seed and example count, no
    # time budget; the reference cannot disagree with itself, so the search ends with none.
    assert shown.returncode == 0
    adapter = f"{ROOT / '.venv/bin/python'} -m conformance.protocol.reference_adapter"
    done = subprocess.run([str(ROOT / ".venv/bin/trickref"), "conformance", "fuzz", "--impl", adapter, "--game", "smear",
                           "--seed", "1", "--examples", "5"], cwd=tmp_path, capture_output=True, text=True, timeout=900, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "no disagreement: 5 example(s)" in done.stdout
    assert not list(tmp_path.glob("fuzz-*.json"))  # no disagreement, so no case file


def test_the_demo_fails_when_the_reference_run_fails() -> None:
    # Extra arguments go to the reference's run: a corpus version that is not the shipped one is
    # bad usage (exit 2, conformance/README.md "Exit codes"), and the demo stops there with it.
    done = demo("--require-version", "0.0.1")
    assert done.returncode == 2
    assert "demo: the reference implementation did not pass its own corpus (exit 2)" in done.stderr
    assert "What a failure looks like" not in done.stdout

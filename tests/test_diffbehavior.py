"""The third-party workflow of properties/diff_harness.py: ``crosshair diffbehavior`` finds the
first input where an implementation differs from the reference, and finds none for one that
agrees (within its budget; no difference found is not a proof)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def diffbehavior(other: str, seconds: int, reference: str = "smear_trick_winner") -> subprocess.CompletedProcess[str]:
    exe = Path(sys.executable).parent / "crosshair"
    return subprocess.run(
        [str(exe), "diffbehavior", f"properties.diff_harness.{reference}", other, f"--per_condition_timeout={seconds}"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=900,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )


def test_a_jickless_implementation_is_caught() -> None:
    done = diffbehavior("properties.diff_examples.jickless_pair_winner", 15, "smear_pair_winner")
    assert done.returncode == 1, done.stdout + done.stderr
    assert "Given: (c0=" in done.stdout
    assert "properties.diff_examples.jickless_pair_winner : returns" in done.stdout


def test_an_agreeing_implementation_shows_no_difference() -> None:
    done = diffbehavior("properties.diff_examples.agreeing_trick_winner", 5)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "No differences found" in done.stdout

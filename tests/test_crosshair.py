"""The CrossHair gate over the kernels' contracts (properties/kernels.py, reference/bidding.py).

``crosshair check`` exits 0 when it finds nothing to check or cannot meet a precondition, so
this gate reads ``--report_all`` output: every ``post:`` line must be reported; any error,
unmet precondition or missing report fails. The report separates the contracts CrossHair
*confirmed over all paths* (proved for every input the preconditions allow) from those it
could *not confirm* in its budget (no counterexample found, which is not a proof): the second
list is printed as a warning with every run, may not grow past MAX_UNCONFIRMED, and fails the
gate outright under TRICKREF_CROSSHAIR_STRICT=1 (nightly, with a larger budget).

The gate's ability to fail is shown twice: on the deliberately broken kernels of
properties/broken_kernels.py, and on engine mutants (properties/engine_mutants.py: one engine
function replaced by a copy with a real kind of bug, applied before CrossHair imports the
kernels), each of which must produce a counterexample in every kernel that reaches it.

Per-condition budget: TRICKREF_CROSSHAIR_TIMEOUT seconds (default 4 for CI; nightly: 60).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import warnings
from pathlib import Path

import pytest

from properties.engine_mutants import KERNEL_REACH

ROOT = Path(__file__).resolve().parent.parent
BUDGET = os.environ.get("TRICKREF_CROSSHAIR_TIMEOUT", "4")
CHECKED = ["properties/kernels.py", "reference/bidding.py"]
STRICT = os.environ.get("TRICKREF_CROSSHAIR_STRICT") == "1"
# The contracts CrossHair did not confirm at the CI budget (4 s a condition), at most: the
# trick winners (four cards of 54 and the option variants, 2 posts each for Smear and Four
# Point), the two-card order, trump order and following kernels, the Four Point discard rule
# and the Smoorverliefd round points.
# Lower it when a kernel is split so that CrossHair confirms it; never raise it to let one in.
MAX_UNCONFIRMED = 9
CONFIRMED = "info: Confirmed over all paths."
UNCONFIRMED = "info: Not confirmed."
LINE = re.compile(r"^(?P<path>[^:]+):(?P<line>\d+): (?P<level>\w+): (?P<message>.*)$")


def crosshair(*targets: str) -> subprocess.CompletedProcess[str]:
    exe = Path(sys.executable).parent / "crosshair"
    return subprocess.run(
        [str(exe), "check", *targets, "--report_all", f"--per_condition_timeout={BUDGET}"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )


def post_lines(path: str) -> set[int]:
    lines = (ROOT / path).read_text().splitlines()
    return {i + 1 for i, text in enumerate(lines) if text.strip().startswith("post:")}


def reports(output: str) -> dict[tuple[str, int], str]:
    found: dict[tuple[str, int], str] = {}
    for raw in output.splitlines():
        m = LINE.match(raw.strip())
        assert m, f"unexpected CrossHair output: {raw!r}"
        rel = str(Path(m["path"]).resolve().relative_to(ROOT))
        found[(rel, int(m["line"]))] = f"{m['level']}: {m['message']}"
    return found


def contract_name(path: str, line: int) -> str:
    """The function whose docstring holds the ``post:`` at ``line``."""
    lines = (ROOT / path).read_text().splitlines()[:line]
    for text in reversed(lines):
        m = re.match(r"\s*def (\w+)\(", text)
        if m:
            return f"{path}:{line} {m[1]}"
    return f"{path}:{line}"


def test_every_contract_is_checked_and_holds() -> None:
    done = crosshair(*CHECKED)
    assert "no checkable functions" not in done.stderr, done.stderr
    assert done.returncode == 0, done.stdout + done.stderr
    found = reports(done.stdout)
    confirmed: list[str] = []
    unconfirmed: list[str] = []
    for path in CHECKED:
        for line in post_lines(path):
            verdict = found.get((path, line))
            assert verdict is not None, f"{path}:{line}: contract not reported by CrossHair"
            assert verdict in (CONFIRMED, UNCONFIRMED), f"{path}:{line}: {verdict}"
            (confirmed if verdict == CONFIRMED else unconfirmed).append(contract_name(path, line))
    extra = {k: v for k, v in found.items() if k[0] not in CHECKED or k[1] not in post_lines(k[0])}
    assert not extra, f"unexpected reports: {extra}"
    report = (
        f"CrossHair at {BUDGET} s a condition: {len(confirmed)} contracts confirmed over all paths, "
        f"{len(unconfirmed)} not confirmed (no counterexample in the budget; not a proof): "
        + ", ".join(unconfirmed)
    )
    print(report)
    if unconfirmed:
        warnings.warn(report, stacklevel=1)
    assert not (STRICT and unconfirmed), report
    assert len(unconfirmed) <= MAX_UNCONFIRMED, report


def test_the_gate_fails_on_broken_kernels() -> None:
    done = crosshair("properties/broken_kernels.py")
    assert done.returncode != 0
    source = (ROOT / "properties/broken_kernels.py").read_text()
    names = re.findall(r"^def (broken_\w+)\(", source, flags=re.M)
    assert len(names) >= 2
    errors = [v for v in reports(done.stdout).values() if v.startswith("error:")]
    for name in names:
        assert any(f"when calling {name}(" in e for e in errors), f"CrossHair did not catch {name}: {errors}"


@pytest.mark.parametrize("mutant", sorted(KERNEL_REACH))
def test_the_gate_fails_on_engine_mutants(mutant: str) -> None:
    """Each engine mutant a kernel reaches gives a counterexample in that kernel."""
    kernels = [f"properties.kernels.{name}" for name in KERNEL_REACH[mutant]]
    done = subprocess.run(
        [sys.executable, "-m", "properties.engine_mutants", mutant, "crosshair", "check", *kernels,
         "--report_all", f"--per_condition_timeout={BUDGET}"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert "no longer applies" not in done.stderr, done.stderr
    errors = [v for v in reports(done.stdout).values() if v.startswith("error:")]
    for name in KERNEL_REACH[mutant]:
        assert any(f"when calling {name}(" in e for e in errors), f"CrossHair missed the engine mutant {mutant} in {name}: {done.stdout}{done.stderr}"

"""The CrossHair gate over the kernels' contracts (properties/kernels.py, reference/bidding.py).

``crosshair check`` exits 0 when it finds nothing to check or cannot meet a precondition, so
this gate reads ``--report_all`` output: every ``post:`` line must be reported, each as
confirmed or not refuted; any error, unmet precondition or missing report fails. The broken
kernels must each produce a counterexample, proving the gate can fail.

Per-condition budget: TRICKREF_CROSSHAIR_TIMEOUT seconds (default 4 for CI; nightly: 60).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUDGET = os.environ.get("TRICKREF_CROSSHAIR_TIMEOUT", "4")
CHECKED = ["properties/kernels.py", "reference/bidding.py"]
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


def test_every_contract_is_checked_and_holds() -> None:
    done = crosshair(*CHECKED)
    assert "no checkable functions" not in done.stderr, done.stderr
    assert done.returncode == 0, done.stdout + done.stderr
    found = reports(done.stdout)
    for path in CHECKED:
        for line in post_lines(path):
            verdict = found.get((path, line))
            assert verdict is not None, f"{path}:{line}: contract not reported by CrossHair"
            assert verdict in ("info: Confirmed over all paths.", "info: Not confirmed."), f"{path}:{line}: {verdict}"
    extra = {k: v for k, v in found.items() if k[0] not in CHECKED or k[1] not in post_lines(k[0])}
    assert not extra, f"unexpected reports: {extra}"


def test_the_gate_fails_on_broken_kernels() -> None:
    done = crosshair("properties/broken_kernels.py")
    assert done.returncode != 0
    source = (ROOT / "properties/broken_kernels.py").read_text()
    names = re.findall(r"^def (broken_\w+)\(", source, flags=re.M)
    assert len(names) >= 2
    errors = [v for v in reports(done.stdout).values() if v.startswith("error:")]
    for name in names:
        assert any(f"when calling {name}(" in e for e in errors), f"CrossHair did not catch {name}: {errors}"

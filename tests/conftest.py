"""Load the Hypothesis profile (``ci`` unless HYPOTHESIS_PROFILE says otherwise) and, under
``ci``, seed Hypothesis from the commit under test (properties/settings.py says why); the suite
cache the test files share (``shared_suites``)."""

from __future__ import annotations

import fcntl
import hashlib
import os
import subprocess
import sys
from pathlib import Path

import hypothesis.core
import pytest

from properties.settings import ci_seed, load

PROFILE = load()
ROOT = Path(__file__).resolve().parent.parent
WARM_HANG_GUARD = 3600  # seconds: a guard against a hang, never a budget


def pytest_configure(config: pytest.Config) -> None:
    # The hypothesis pytest plugin sets this same attribute from --hypothesis-seed; a seed given
    # that way wins.
    if PROFILE == "ci" and config.getoption("hypothesis_seed", None) is None:
        setattr(hypothesis.core, "global_force_seed", ci_seed())


def pytest_report_header(config: pytest.Config) -> str:
    seed = config.getoption("hypothesis_seed", None)
    if PROFILE != "ci":
        return f"hypothesis profile: {PROFILE} (random seeds)"
    shown = seed if seed is not None else ci_seed()
    return f"hypothesis profile: ci, seed {shown} (replay: TRICKREF_HYPOTHESIS_SEED={shown})"


class SharedSuites:
    """A suite cache shared by every test file of one pytest session, xdist workers included
    (``shared_suites``): a declaration whose suite several files run is built cold once, not once
    per file. Concurrent writers are safe (suite/cache.py writes each file whole: an O_EXCL
    temporary, then a rename); the lock only keeps two workers from building the same suite at
    the same time, which would be correct but twice the work."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def warmed(self, impl: str, game: str) -> Path:
        """The cache folder, holding the suite ``run --impl impl --game game`` builds: built here
        by that very command (the adapter's own hello, the run's own build) selecting no case, by
        the first caller of the session; later callers wait for it, then find the marker."""
        self.folder.mkdir(parents=True, exist_ok=True)
        asked = f"{impl}\n{game}\n"
        marker = self.folder / f"warmed-{hashlib.sha256(asked.encode()).hexdigest()[:16]}"
        with open(self.folder / "warming.lock", "a", encoding="utf-8") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            try:
                if not marker.exists():
                    done = subprocess.run([sys.executable, "-m", "trickref", "conformance", "run", "--impl", impl, "--game", game,
                                           "--cache", str(self.folder), "--id", "no case has this id", "--allow-empty",
                                           "--no-progress", "--cases-dir", str(self.folder / "failures")],
                                          cwd=ROOT, capture_output=True, text=True, timeout=WARM_HANG_GUARD, check=False)
                    assert done.returncode == 0, f"building the suite of {impl} ({game}): exit {done.returncode}\n{done.stderr[-3000:]}"
                    marker.write_text(asked, encoding="utf-8")
            finally:
                fcntl.flock(lock, fcntl.LOCK_UN)
        return self.folder


@pytest.fixture(scope="session")
def shared_suites(tmp_path_factory: pytest.TempPathFactory) -> SharedSuites:
    """Under xdist every worker has its own base temporary folder inside the session's one (its
    parent), the folder the workers share; without xdist the base folder is the session's."""
    base = tmp_path_factory.getbasetemp()
    return SharedSuites((base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base) / "shared-suites")

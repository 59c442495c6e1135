"""Load the Hypothesis profile (``ci`` unless HYPOTHESIS_PROFILE says otherwise) and, under
``ci``, seed Hypothesis from the commit under test (properties/settings.py says why); the suite
cache the test files share (``shared_suites``)."""

from __future__ import annotations

import fcntl
import hashlib
import os
import json
import shlex
import subprocess
import sys
from pathlib import Path

import hypothesis.core
import pytest

from conformance import PROTOCOL_VERSION
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
    (``shared_suites``): a configuration whose suite several files run is built cold once, not
    once per file (the cache holds one file per configuration, so declarations that overlap share
    what they have in common). Concurrent writers are safe (suite/cache.py writes each file whole:
    an O_EXCL temporary, then a rename); the lock, one per declaration, only keeps two workers
    from building the same suite at the same time, which would be correct but twice the work,
    while suites of other declarations build beside it on the other core.

    Laid out as ``$XDG_CACHE_HOME/trickref/suites`` under ``xdg``, the default place, for the
    commands that find the cache there (``export``, the pytest plugin)."""

    def __init__(self, xdg: Path) -> None:
        self.xdg = xdg
        self.folder = xdg / "trickref" / "suites"

    def warmed(self, impl: str, game: str) -> Path:
        """The cache folder, holding the suite ``run --impl impl --game game`` builds: built here
        by that very command (the adapter's own hello, the run's own build) selecting no case, by
        the first caller of the session for that declaration; later callers wait for it, then
        find the marker."""
        self.folder.mkdir(parents=True, exist_ok=True)
        asked = f"{game}\n{_declared(impl, game)}\n"
        key = hashlib.sha256(asked.encode()).hexdigest()[:16]
        marker = self.folder / f"warmed-{key}"
        with open(self.folder / f"warming-{key}.lock", "a", encoding="utf-8") as lock:
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


def _declared(impl: str, game: str) -> str:
    """What the adapter's hello declares for ``game``, as the key of its suite: a seeded bug
    (``--bug``) leaves the hello as it is, so the honest and the buggy engine share one build.
    An adapter whose hello cannot be read is keyed by its command (its run will say what is
    wrong)."""
    try:
        answer = subprocess.run(shlex.split(impl), input=f'{{"type":"hello","protocol":"{PROTOCOL_VERSION}"}}\n{{"type":"stop"}}\n',
                                cwd=ROOT, capture_output=True, text=True, timeout=WARM_HANG_GUARD, check=False)
        hello = json.loads(answer.stdout.splitlines()[0])
        return json.dumps(hello["games"][game], sort_keys=True)
    except (OSError, ValueError, IndexError, KeyError, TypeError):
        return f"impl {impl}"


@pytest.fixture(scope="session")
def shared_suites(tmp_path_factory: pytest.TempPathFactory) -> SharedSuites:
    """Under xdist every worker has its own base temporary folder inside the session's one (its
    parent), the folder the workers share; without xdist the base folder is the session's."""
    base = tmp_path_factory.getbasetemp()
    return SharedSuites((base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base) / "shared-xdg")

"""Hypothesis settings profiles, registered in one place (properties/README.md, "Hypothesis
profiles", gives the same reasons).

- ``ci`` (the default): 25 examples a test, no example database, a seed that changes with
  every commit (``ci_seed``), sized so the whole test command stays well inside 15 minutes on
  2 cores.
- ``nightly``: many more examples, fresh random seeds, the example database (so a failure
  found one night is replayed first the next), the target phase.
  ``HYPOTHESIS_PROFILE=nightly bash scripts/test``.
- ``nightly-crosshair``: the nightly profile with the hypothesis-crosshair backend, for the
  kernel properties (needs ``pip install hypothesis-crosshair``).

Health checks are on in every profile except one, in both, for the reason given beside it.

``deadline=None`` in both: a deadline measures one example's wall time. The stateful machines'
steps play whole hands (a step takes from a few milliseconds to a second, by table size, by
how many hands the rule plays and by the engine's speed), and the CI machine's 2 cores are
shared with the rest of the suite, so a deadline would fail on load, not on a regression. The
machines bound their own work instead: ``hand_length_bounded`` and each rule's loop bound.

The ``ci`` seed: the examples are drawn from a seed derived from the commit under test
(``git rev-parse HEAD``), not from each test's source as ``derandomize=True`` would. The same
commit always draws the same examples, so a CI run is reproducible and a re-run cannot flake;
every new commit draws new ones, so CI does not replay the same 25 games forever. The seed is
printed in pytest's header; ``TRICKREF_HYPOTHESIS_SEED=N`` (or ``--hypothesis-seed=N``) replays
a run. Tests with settings of their own that set ``derandomize=True`` (tests/test_mutants.py)
or a ``@seed`` (the conformance fuzzer) keep their fixed examples.
"""

from __future__ import annotations

import datetime
import importlib.util
import os
import subprocess
from pathlib import Path

from hypothesis import HealthCheck, Phase, settings

# large_base_example: a state machine's simplest run is ``stateful_step_count`` steps of play
# (every step plays, every game is whole), so its choice sequence is large by design; this
# check would fire on the machines only, and only because they are machines of whole games.
MACHINES_ARE_LARGE = [HealthCheck.large_base_example]

settings.register_profile(
    "ci",
    derandomize=False,
    deadline=None,
    database=None,
    print_blob=True,
    max_examples=25,
    stateful_step_count=120,
    suppress_health_check=MACHINES_ARE_LARGE,
)
settings.register_profile(
    "nightly",
    derandomize=False,
    deadline=None,
    max_examples=400,
    stateful_step_count=600,
    suppress_health_check=MACHINES_ARE_LARGE,
    phases=[Phase.explicit, Phase.reuse, Phase.generate, Phase.target, Phase.shrink],
)
if importlib.util.find_spec("hypothesis_crosshair_provider") is not None:
    settings.register_profile("nightly-crosshair", parent=settings.get_profile("nightly"), backend="crosshair")

ROOT = Path(__file__).resolve().parent.parent


def ci_seed() -> int:
    """The ``ci`` profile's seed: TRICKREF_HYPOTHESIS_SEED if set, else the first 32 bits of the
    commit under test, else (outside a git checkout) today's UTC date as YYYYMMDD."""
    given = os.environ.get("TRICKREF_HYPOTHESIS_SEED")
    if given:
        return int(given)
    try:
        head = subprocess.run(
            ["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True, timeout=10, check=True
        ).stdout.strip()
        return int(head[:8], 16)
    except (OSError, subprocess.SubprocessError, ValueError):
        return int(datetime.datetime.now(datetime.UTC).strftime("%Y%m%d"))


def load() -> str:
    """Load the profile named by HYPOTHESIS_PROFILE (default ``ci``) and return its name."""
    name = os.environ.get("HYPOTHESIS_PROFILE", "ci")
    settings.load_profile(name)
    return name

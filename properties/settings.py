"""Hypothesis settings profiles, registered in one place.

- ``ci`` (the default): derandomized, no deadline, no example database, sized so the whole
  test command stays well inside 15 minutes on 2 cores.
- ``nightly``: many more examples, random seeds, longer machines. Select it with
  ``HYPOTHESIS_PROFILE=nightly bash scripts/test``.
- ``nightly-crosshair``: the nightly profile with the hypothesis-crosshair backend, for the kernel
  properties only (needs ``pip install hypothesis-crosshair``).
"""

from __future__ import annotations

import importlib.util
import os

from hypothesis import HealthCheck, Phase, settings

SLOW_OK = [HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much]

settings.register_profile(
    "ci",
    derandomize=True,
    deadline=None,
    database=None,
    print_blob=True,
    max_examples=25,
    stateful_step_count=120,
    suppress_health_check=SLOW_OK,
)
settings.register_profile(
    "nightly",
    deadline=None,
    max_examples=400,
    stateful_step_count=600,
    suppress_health_check=SLOW_OK,
    phases=[Phase.explicit, Phase.reuse, Phase.generate, Phase.target, Phase.shrink],
)
if importlib.util.find_spec("hypothesis_crosshair_provider") is not None:
    settings.register_profile("nightly-crosshair", parent=settings.get_profile("nightly"), backend="crosshair")


def load() -> str:
    """Load the profile named by HYPOTHESIS_PROFILE (default ``ci``) and return its name."""
    name = os.environ.get("HYPOTHESIS_PROFILE", "ci")
    settings.load_profile(name)
    return name

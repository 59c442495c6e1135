"""Load the Hypothesis profile (``ci`` unless HYPOTHESIS_PROFILE says otherwise) and, under
``ci``, seed Hypothesis from the commit under test (properties/settings.py says why)."""

from __future__ import annotations

import hypothesis.core
import pytest

from properties.settings import ci_seed, load

PROFILE = load()


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

"""The Smear golden scenario of the README's worked example; the scenario (deal, script, expected
values and its hand derivation) is data in conformance/sources/golden/smear.py."""

from __future__ import annotations

from conformance.sources.golden import smear
from tests.golden_support import scenario_tests

globals().update(scenario_tests("smear", smear.scenarios(), smear.code_rules, __name__))

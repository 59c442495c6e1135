"""Smear golden scenarios: table sizes and decks the others do not use (5, 6 and 8 players, no jokers). Each scenario (deal, script, expected values worked out by
hand from SPEC.md, and the derivation) is data in conformance/sources/golden/smear.py; each test here
replays the scenarios that name it against the reference."""

from __future__ import annotations

from conformance.sources.golden import smear
from tests.golden_support import scenario_tests

globals().update(scenario_tests("smear", smear.scenarios(), smear.code_rules, __name__))

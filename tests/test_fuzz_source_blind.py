"""A fuzz seed plays the same games whatever source is loaded (conformance.fuzz.search.source_blind).

Hypothesis draws a share of its integers from constants it reads in the source of "local"
modules (not in site-packages), so the same ``--seed`` played other games from a checkout than
from an installed copy (1,856 and 3,107 Smear actions over 60 examples at seed 0). Here a local
module full of small integers is loaded between two searches at the same seed: the games must
not change. The control shows that, with the blinding taken away, the same module does change
them, so the first test can fail. Example counts and a seed, no clock.
"""

from __future__ import annotations

import contextlib
import importlib
import math
import sys
from pathlib import Path

import pytest
from hypothesis.internal.conjecture import providers

from conformance.case.format import Case
from conformance.case.verdict import Outcome
from conformance.fuzz import search as search_module
from conformance.fuzz.search import Search, source_blind
from conformance.fuzz.space import option_space
from conformance.jsonvalues import compact
from conformance.suite.declaration import read_declaration

SOURCE = "tests/test_fuzz_source_blind.py"
MODULE = "trickref_blind_probe_"


def _games(examples: int = 40) -> list[str]:
    played: list[str] = []

    def passes(case: Case) -> Outcome:
        played.append(compact({"options": case.options, "dealer": case.dealer, "deals": case.deals,
                               "actions": list(case.actions)}))
        return Outcome(case, "pass")

    space = option_space(read_declaration("smear", "any"))
    found = Search(passes, [space], seconds=math.inf, shrink_seconds=math.inf, seed=0, source=SOURCE,
                   examples=examples, compact=True).run()
    assert found is None
    return played


def _load_constants(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, base: int) -> int:
    """A local module of 40 integers no other module holds (Hypothesis keeps every constant it
    has read for the process's life, so each test brings its own), within the range of the seeds
    the fuzzer draws; its first integer, which Hypothesis is seen to have read."""
    numbers = [base + 7_919 * k for k in range(40)]
    name = f"{MODULE}{base}"
    (tmp_path / f"{name}.py").write_text(f"VALUES = {numbers}\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, name, raising=False)  # so that it is taken out when the test ends
    importlib.import_module(name)
    assert numbers[0] in providers._get_local_constants().integers  # Hypothesis does read it
    return numbers[0]


def test_a_loaded_module_does_not_change_the_games(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    before = _games()
    _load_constants(tmp_path, monkeypatch, 1_000_003)
    after = _games()
    assert len(before) > 40  # every example plays cases
    assert after == before


def test_without_the_blinding_the_module_changes_the_games(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(search_module, "source_blind", contextlib.nullcontext)
    before = _games()
    _load_constants(tmp_path, monkeypatch, 2_000_003)
    assert _games() != before


def test_the_local_constants_are_empty_only_inside(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    mark = _load_constants(tmp_path, monkeypatch, 3_000_003)
    with source_blind():
        assert mark not in providers._get_local_constants().integers
        assert len(providers._get_local_constants()) == 0
    assert mark in providers._get_local_constants().integers

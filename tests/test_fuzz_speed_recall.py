"""The fuzzer's record of playable configurations (issue 27, suite/recall.py, fuzz/space.py).

- a space read from the record has the starts of the settled space, in the same order;
- a record whose configurations do not name every option is not used (settled instead);
- a forged start (a value the reference cannot play) is never played: the draw that picks it
  ends the search with the start in ``doubts``; ``reread=False`` settles and records afresh.

The forged values are chosen by hand so that the reference must refuse them: "banana" is no
target. The fake implementation answers in process (no adapter).
"""

from __future__ import annotations

import math
import shlex
import sys
from pathlib import Path

import pytest

from conformance.case.format import Case
from conformance.case.verdict import Outcome
from conformance.fuzz.run import FuzzConfig, fuzz
from conformance.fuzz.search import Search
from conformance.fuzz.space import option_space
from conformance.jsonvalues import compact
from conformance.suite import recall
from conformance.protocol.reference import hello
from conformance.suite.cache import default_cache, store
from conformance.suite.declaration import read_declaration, read_declarations

SOURCE = "tests/test_fuzz_speed_recall.py"


def test_recorded_starts_are_the_settled_ones(tmp_path: Path) -> None:
    decl = read_declaration("smear", "any")
    settled = option_space(decl)  # no cache: settled
    assert not settled.recalled
    first = option_space(decl, tmp_path)  # settled, then recorded
    assert not first.recalled and list(tmp_path.glob("playable-*.json"))
    again = option_space(decl, tmp_path)
    assert again.recalled
    assert [compact(s) for s in again.starts] == [compact(s) for s in settled.starts]
    assert again.choices == settled.choices


def test_a_record_missing_an_option_is_not_used(tmp_path: Path) -> None:
    decl = read_declaration("smear", "any")
    start = dict(option_space(decl).starts[0])
    start.pop("target")
    recall.record_playable(tmp_path, "smear", decl.as_json(), [start])
    assert not option_space(decl, tmp_path).recalled


def test_a_forged_start_is_never_played(tmp_path: Path) -> None:
    decl = read_declaration("smear", "any")
    forged = {**option_space(decl).starts[0], "target": "banana"}
    recall.record_playable(tmp_path, "smear", decl.as_json(), [forged])
    space = option_space(decl, tmp_path)
    assert space.recalled and space.starts == (forged,)
    played: list[Case] = []

    def passes(case: Case) -> Outcome:
        played.append(case)
        return Outcome(case, "pass")

    search = Search(passes, [space], seconds=math.inf, shrink_seconds=math.inf, seed=0, source=SOURCE,
                    examples=20, compact=True)
    assert search.run() is None
    assert played == [] and search.stats.examples == 0
    assert space.doubts and space.doubts[0] == compact(forged)
    fresh = option_space(decl, tmp_path, reread=False)  # settles and overwrites the forged record
    assert not fresh.recalled and fresh.starts[0]["target"] != "banana"
    assert option_space(decl, tmp_path).starts == fresh.starts


def test_a_record_with_a_short_row_is_not_used(tmp_path: Path) -> None:
    decl = read_declaration("smear", "any")
    first = option_space(decl, tmp_path)  # settled, then recorded
    path = next(tmp_path.glob("playable-*.json"))
    assert option_space(decl, tmp_path).recalled
    # rewrite the record under its own key with one value cut from the first row: not used
    recall.record_playable(tmp_path, "smear", decl.as_json(), [dict(first.starts[0])])
    assert option_space(decl, tmp_path).recalled  # a one-row record is used as it is
    key = path.name[len("playable-"):-len(".json")]
    store(path, key, {"names": list(first.starts[0]), "rows": [list(first.starts[0].values())[:-1]]})
    assert not option_space(decl, tmp_path).recalled


def test_fuzz_with_a_forged_record_settles_afresh_and_plays_its_budget(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Through the command's own run (the reference adapter): the forged search plays nothing, the
    search started again plays the whole budget of 5 examples, and the record is the settled one."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    cache = default_cache()
    decl = read_declarations(hello("reference", "0").to_json())["smear"]
    forged = {**option_space(decl).starts[0], "target": "banana"}
    recall.record_playable(cache, "smear", decl.as_json(), [forged])
    assert option_space(decl, cache).recalled
    report = fuzz(FuzzConfig(impl=f"{shlex.quote(sys.executable)} -m conformance.protocol.reference_adapter", game="smear",
                             seconds=math.inf, shrink_seconds=math.inf, seed=0, examples=5))
    assert report.failure is None and report.stats.examples == 5
    again = option_space(decl, cache)
    assert again.recalled and all(s["target"] != "banana" for s in again.starts)

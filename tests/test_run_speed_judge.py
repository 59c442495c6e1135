"""The cheaper judging and reply reading of issue 27 (case/judge.py's C-speed equality, the reply
depth check on the text, the collector kept off the corpus): the same verdicts as before, worked
out by hand."""

from __future__ import annotations

import gc
import json
import os
import sys

from conformance import CORPUS_DIR
from conformance.case.checks import FinalCheck, LegalCheck, TricksCheck
from conformance.case.judge import check_mismatches
from conformance.jsonvalues import nesting_depth, text_deeper_than
from trickref import cli

TRICK = {"leader": 1, "cards": ["AS", "KS", "2S"], "winner": 0}


def paths(check: object, seen: object) -> list[str]:
    assert isinstance(check, (LegalCheck, TricksCheck, FinalCheck))
    return [m.path for m in check_mismatches(check, seen, "$.expect[0]")]


def test_an_equal_reply_has_no_mismatch() -> None:
    assert paths(TricksCheck((TRICK, dict(TRICK))), [dict(TRICK), dict(TRICK)]) == []
    assert paths(FinalCheck([3, -2], None, "game_over"), {"scores": [3, -2], "winner": None, "phase": "game_over"}) == []


def test_values_equal_under_python_but_not_json_are_still_told_apart() -> None:
    """``True == 1`` and ``1.0 == 1`` in Python; in a reply they are other JSON values."""
    assert paths(TricksCheck((TRICK,)), [{**TRICK, "leader": True}]) == ["$.expect[0].tricks[0].leader"]
    assert paths(TricksCheck((TRICK,)), [{**TRICK, "winner": 0.0}]) == ["$.expect[0].tricks[0].winner"]
    assert paths(FinalCheck([1, 0]), {"scores": [True, False]}) == ["$.expect[0].scores[0]", "$.expect[0].scores[1]"]
    assert paths(FinalCheck([1, 0]), {"scores": [1.0, 0]}) == ["$.expect[0].scores[0]"]


def test_a_difference_deep_down_is_named_by_its_path() -> None:
    seen = [dict(TRICK), {**TRICK, "cards": ["AS", "KS", "3S"]}]
    assert paths(TricksCheck((TRICK, TRICK)), seen) == ["$.expect[0].tricks[1].cards[2]"]
    assert paths(TricksCheck((TRICK,)), [{**TRICK, "extra": 1}]) == ["$.expect[0].tricks[0].extra"]


def test_legal_actions_compare_as_a_set() -> None:
    check = LegalCheck(0, 2, "play", ("play AS", "play KS"))
    assert check.to_json()["actions"] == ["play AS", "play KS"]
    assert paths(check, {"to_act": 2, "phase": "play", "actions": ["play KS", "play AS"]}) == []
    assert paths(check, {"to_act": 2, "phase": "play", "actions": ["play KS"]}) == ["$.expect[0].actions"]
    assert paths(check, {"to_act": 2, "phase": "play", "actions": ["play KS", 7]}) == ["$.expect[0].actions"]


def test_the_depth_of_a_text_by_hand() -> None:
    assert not text_deeper_than("[[[]]]", 3) and text_deeper_than("[[[]]]", 2)
    assert not text_deeper_than('["[[[[[[", "]]]}}}{"]', 1)  # brackets in strings do not count
    assert text_deeper_than('{"a": "\\"[[[[", "b": [[{}], []]}', 3) and not text_deeper_than('{"a": "\\"[[[[", "b": [[{}], []]}', 4)
    assert text_deeper_than('{"k": 1, "l": [1, 2, {"m": []}]}', 3)  # object, array, object, array: 4
    assert not text_deeper_than('{"k": 1, "l": [1, 2, {"m": []}]}', 4)
    deep = "[" * 65 + "]" * 65
    assert text_deeper_than(deep, 64) and not text_deeper_than("[" * 64 + "]" * 64, 64)
    for text in ('{"x": [[1], {"y": "]"}]}', "[[], [[]], [[[]]]]", "7", '"[[["'):
        for limit in range(5):
            assert text_deeper_than(text, limit) == (nesting_depth(json.loads(text), limit) > limit), (text, limit)


def test_a_run_leaves_the_collector_as_it_found_it() -> None:
    """The corpus is frozen for the run only: an in-process run leaves nothing frozen and the
    collector enabled."""
    impl = f"{sys.executable} -m conformance.protocol.reference_adapter"
    argv = ["conformance", "run", "--suite", "corpus", "--corpus", str(CORPUS_DIR), "--id", "smear/bidding/*", "--impl", impl,
            "--format", "json", "--no-progress", "--output", os.devnull, "--no-cache"]
    assert cli.main(argv) == 0
    assert gc.get_freeze_count() == 0 and gc.isenabled()

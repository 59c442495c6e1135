"""A legal check judged on its own fields (issue 27, case/judge.py ``_legal_holds``): a matching
observation passes without the check written as JSON, and every observation that differs still
reaches the general path and is reported there, path by path. Expectations worked out by hand."""

from __future__ import annotations

import json
import random

from conformance.case.checks import LegalCheck
from conformance.case.judge import check_mismatches
from conformance.jsonvalues import nesting_depth, text_deeper_than

CHECK = LegalCheck(3, 1, "play", ("play AS", "play KS", "play 2S"))


def paths(check: LegalCheck, seen: object) -> list[str]:
    return [m.path for m in check_mismatches(check, seen, "$.expect[0]")]


def test_the_same_actions_in_another_order_pass() -> None:
    assert paths(CHECK, {"to_act": 1, "phase": "play", "actions": ["play 2S", "play AS", "play KS"]}) == []
    # fields the observation has beyond the stated ones are not judged
    assert paths(CHECK, {"to_act": 1, "phase": "play", "actions": ["play KS", "play 2S", "play AS"], "extra": 7}) == []


def test_a_bool_or_a_float_is_not_the_seat() -> None:
    """``True == 1`` and ``1.0 == 1`` in Python, not in a reply."""
    assert paths(CHECK, {"to_act": True, "phase": "play", "actions": ["play AS", "play KS", "play 2S"]}) == ["$.expect[0].to_act"]
    assert paths(CHECK, {"to_act": 1.0, "phase": "play", "actions": ["play AS", "play KS", "play 2S"]}) == ["$.expect[0].to_act"]
    # a stated null is a value: 0 is not it
    assert paths(LegalCheck(0, None), {"to_act": 0}) == ["$.expect[0].to_act"]
    assert paths(LegalCheck(0, None), {"to_act": None}) == []


def test_every_differing_field_is_still_named() -> None:
    seen = {"to_act": 2, "phase": "bid", "actions": ["play AS", "play KS"]}
    assert paths(CHECK, seen) == ["$.expect[0].to_act", "$.expect[0].phase", "$.expect[0].actions"]
    found = check_mismatches(CHECK, seen, "$.expect[0]")
    assert found[2].note == 'missing ["play 2S"]'


def test_a_missing_field_or_a_non_string_action_fails() -> None:
    assert paths(CHECK, {"to_act": 1, "actions": ["play AS", "play KS", "play 2S"]}) == ["$.expect[0].phase"]
    assert paths(CHECK, {"to_act": 1, "phase": "play"}) == ["$.expect[0].actions"]
    odd = check_mismatches(CHECK, {"to_act": 1, "phase": "play", "actions": ["play AS", "play KS", 2]}, "$.expect[0]")
    assert [(m.path, m.note) for m in odd] == [("$.expect[0].actions", "expected an array of strings")]
    assert paths(CHECK, ["play AS"]) == ["$.expect[0]"]


def test_unstated_fields_are_not_judged() -> None:
    only_phase = LegalCheck(0, phase="deal")
    assert paths(only_phase, {"to_act": True, "phase": "deal", "actions": [1, 2]}) == []
    assert paths(only_phase, {"phase": "play"}) == ["$.expect[0].phase"]
    assert paths(LegalCheck(0, actions=()), {"actions": []}) == []
    assert paths(LegalCheck(0, actions=()), {"actions": ["pass"]}) == ["$.expect[0].actions"]


def test_brackets_inside_strings_do_not_count_with_or_without_escapes() -> None:
    """``text_deeper_than``: brackets in strings are not nesting, whether or not the text has an
    escape (two ways of finding what lies outside strings). Worked out by hand, limit 2."""
    shallow = '{"a": ["[[[[", "]]]]", "{{{{"], "b": "}}}}"}'  # depth 2: 10 opening brackets, 8 of them in strings
    assert not text_deeper_than(shallow, 2)
    assert not text_deeper_than(shallow.replace('"b"', '"b\\"q"'), 2)  # the same with an escaped quote
    deep = '{"a": [{"b": "]"}], "c": "["}'  # depth 3 (object, array, object): strings hold stray brackets
    assert text_deeper_than(deep, 2)
    assert text_deeper_than(deep.replace('"]"', '"\\\\]"'), 2)  # a backslash in the text
    assert not text_deeper_than(deep, 3)
    # closing brackets in strings between the opening ones must not make a deep value look shallow
    hostile = '[ "]", [ "]", [ "]", ["x"] ] ] ]'  # depth 4
    assert text_deeper_than(hostile, 3)
    assert not text_deeper_than(hostile, 4)


def test_the_text_agrees_with_a_walk_over_the_value() -> None:
    """Random values whose strings are made of brackets, quotes and backslashes: the depth found
    on the text is the depth ``nesting_depth`` walks, at every limit around it."""
    rng = random.Random(27)
    pieces = ["[", "]", "{", "}", '"', "\\", "x", " "]

    def value(depth: int) -> object:
        roll = rng.random()
        if depth > 6 or roll < 0.3:
            return "".join(rng.choice(pieces) for _ in range(rng.randrange(4))) if rng.random() < 0.8 else 7
        if roll < 0.65:
            return [value(depth + 1) for _ in range(rng.randrange(4))]
        return {f"k{i}": value(depth + 1) for i in range(rng.randrange(4))}

    for _ in range(2000):
        v = value(0)
        text = json.dumps(v)
        for limit in range(0, 9):
            assert text_deeper_than(text, limit) == (nesting_depth(v, limit) > limit), (text, limit)

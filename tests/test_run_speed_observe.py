"""A request's observations read once per shape (issue 27, protocol/messages.py ``Observe.read``):
the same observations as a fresh read, and every malformed one refused as before, whatever was
read earlier. Expectations worked out by hand."""

from __future__ import annotations

import pytest

from conformance.case.checks import LegalCheck, PerftCheck, TricksCheck
from conformance.jsonvalues import BadJSON
from conformance.protocol.messages import BadMessage, Observe, read_request


def test_a_shape_read_again_gives_the_same_observation() -> None:
    first = Observe.read({"kind": "legal", "after": 3}, "observe[0]", 5)
    assert (first.kind, first.after, first.depth) == (LegalCheck, 3, None)
    assert Observe.read({"kind": "legal", "after": 3}, "observe[1]", 9) == first
    assert Observe.read({"kind": "legal", "after": 2}, "observe[2]", 9) == Observe(LegalCheck, 2)
    assert Observe.read({"kind": "perft", "after": 0, "depth": 2}, "observe[0]", 0) == Observe(PerftCheck, 0, 2)
    assert Observe.read({"kind": "tricks"}, "observe[0]", 4) == Observe(TricksCheck)


def test_a_known_shape_out_of_this_requests_range_is_refused() -> None:
    Observe.read({"kind": "legal", "after": 4}, "observe[0]", 4)
    with pytest.raises(BadMessage, match=r"observe\[1\]\.after: out of range"):
        Observe.read({"kind": "legal", "after": 4}, "observe[1]", 3)


def test_true_is_not_read_as_one() -> None:
    """``True == 1`` and both hash alike: a known ``after: 1`` must not answer for ``after: true``."""
    Observe.read({"kind": "legal", "after": 1}, "observe[0]", 2)
    with pytest.raises(BadJSON, match=r"observe\[0\]\.after: expected an integer"):
        Observe.read({"kind": "legal", "after": True}, "observe[0]", 2)
    with pytest.raises(BadJSON, match=r"observe\[0\]\.after: expected an integer"):
        Observe.read({"kind": "legal", "after": 1.0}, "observe[0]", 2)


def test_an_unhashable_value_is_refused_not_a_crash() -> None:
    with pytest.raises(BadJSON, match=r"observe\[0\]\.after: expected an integer"):
        Observe.read({"kind": "legal", "after": [1]}, "observe[0]", 2)
    with pytest.raises(BadJSON, match=r"observe\[0\]\.kind: expected a string"):
        Observe.read({"kind": {"k": 1}}, "observe[0]", 2)


def test_a_request_with_a_malformed_observation_is_a_bad_message() -> None:
    request = {"type": "replay", "seq": 1, "game": "smear", "options": {}, "dealer": 0, "deals": [], "actions": ["pass"]}
    read_request({**request, "observe": [{"kind": "legal", "after": 1}]})
    with pytest.raises(BadMessage, match=r"observe\[0\]\.after: expected an integer"):
        read_request({**request, "observe": [{"kind": "legal", "after": [1]}]})
    with pytest.raises(BadMessage, match=r"observe\[1\]\.after: expected an integer"):
        read_request({**request, "observe": [{"kind": "legal", "after": 1}, {"kind": "legal", "after": True}]})

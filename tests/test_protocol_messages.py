"""Each protocol message is written once, as a class in conformance/protocol/messages.py, and
checked here against its definition in conformance/schema/protocol.schema.json (as bowtie checks
its messages): every class has an example, every example's JSON is valid under its schema
definition and under the schema as a whole, what the runner sends reads back to the same message,
and a reply of a known type with a wrong shape is refused naming the field."""

from __future__ import annotations

import dataclasses
import inspect
import json
from collections.abc import Mapping
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator
from referencing import Registry, Resource

from conformance.case.checks import FinalCheck, HandResultsCheck, LegalCheck, PerftCheck, TricksCheck
from conformance.protocol import messages
from conformance.protocol.messages import (
    BadMessage,
    Error,
    Hello,
    HelloReply,
    Implementation,
    Observe,
    Refused,
    Replay,
    Result,
    Skip,
    Stop,
    read_hello_reply,
    read_reply,
    read_request,
)

ROOT = Path(__file__).resolve().parent.parent
SCHEMAS = [json.loads(p.read_text(encoding="utf-8")) for p in sorted((ROOT / "conformance/schema").glob("*.schema.json"))]
SCHEMA = next(s for s in SCHEMAS if s["$id"] == "urn:trickref:conformance:protocol")
REGISTRY: Registry[bool | Mapping[str, object]] = Registry().with_resources([(s["$id"], Resource.from_contents(s)) for s in SCHEMAS])

REPLAY = Replay(
    seq=7, case="smear/play/x", game="smear", options={"players": 4, "jokers": 2, "hand_size": None}, dealer=3,
    deals=({"hands": [["AS"], ["KS"], ["QS"], ["JS"]]},), actions=("bid 2", "pass"),
    observe=(Observe(LegalCheck, 0), Observe(PerftCheck, 1, 2), Observe(TricksCheck), Observe(HandResultsCheck), Observe(FinalCheck)),
    seats=(None, 1),
)
EXAMPLES: dict[str, tuple[object, str]] = {  # class name -> (an instance, its schema definition)
    "Hello": (Hello("1.2"), "hello"),
    "HelloReply": (HelloReply("1.2", Implementation("x", "0.1", "rust"), {"smear": {"options": "any"}}), "hello_reply"),
    "Replay": (REPLAY, "replay"),
    "Stop": (Stop(), "stop"),
    "Result": (Result(7, ({"to_act": 1, "phase": "bidding", "actions": ["pass"]}, [], {"count": 3, "divide": {"pass": 3}})), "result"),
    "Refused": (Refused(7, 1, "E_BID_TOO_LOW"), "refused"),
    "Skip": (Skip(7, "no jokers here"), "skip"),
    "Error": (Error(None, "not JSON"), "error"),
}


def _validator(definition: str) -> Draft202012Validator:
    return Draft202012Validator({"$id": "urn:trickref:test", "$ref": f"urn:trickref:conformance:protocol#/$defs/{definition}"}, registry=REGISTRY)


def test_every_message_class_has_an_example() -> None:
    classes = {name for name, obj in inspect.getmembers(messages, inspect.isclass)
               if obj.__module__ == messages.__name__ and dataclasses.is_dataclass(obj) and hasattr(obj, "to_json")
               and not name.startswith("_")}  # _ReplyMessage: the replies' base
    classes -= {"Observe", "Implementation"}  # parts of messages, checked inside Replay and HelloReply
    assert classes == set(EXAMPLES)


@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_each_message_is_valid_under_its_schema_definition(name: str) -> None:
    message, definition = EXAMPLES[name]
    data = message.to_json()  # type: ignore[attr-defined]
    _validator(definition).validate(data)
    Draft202012Validator(SCHEMA, registry=REGISTRY).validate(data)  # and under the protocol as a whole


def test_what_the_runner_sends_reads_back_as_the_same_message() -> None:
    for message in (Hello("1.2"), REPLAY, Stop()):
        assert read_request(json.loads(json.dumps(message.to_json()))) == message


def test_replies_read_back_as_the_same_message() -> None:
    for name in ("Result", "Refused", "Skip", "Error"):
        message, _ = EXAMPLES[name]
        assert read_reply(json.loads(json.dumps(message.to_json()))) == message  # type: ignore[attr-defined]
    hello, _ = EXAMPLES["HelloReply"]
    assert read_hello_reply(hello.to_json()) == hello  # type: ignore[attr-defined]


@pytest.mark.parametrize(("reply", "field"), [
    ({"type": "refused", "seq": 1, "index": "1", "code": "E_X"}, "index"),
    ({"type": "refused", "seq": 1, "index": True, "code": "E_X"}, "index"),
    ({"type": "refused", "seq": 1, "index": 0, "code": 5}, "code"),
    ({"type": "result", "seq": 1, "observations": {}}, "observations"),
    ({"type": "result", "seq": True, "observations": []}, "seq"),
    ({"type": "result", "seq": 2.0, "observations": []}, "seq"),
])
def test_a_known_reply_with_a_wrong_shape_is_refused_naming_the_field(reply: dict[str, object], field: str) -> None:
    with pytest.raises(BadMessage, match=field):
        read_reply(reply)


def test_an_unknown_reply_type_is_named_not_guessed() -> None:
    assert read_reply({"type": "banana", "seq": 3}) == ("banana", 3)


@pytest.mark.parametrize(("request_", "field"), [
    ({"type": "replay", "seq": 1, "game": "smear", "options": {}, "dealer": 0, "deals": [], "actions": ["pass"],
      "observe": [{"kind": "legal", "after": 2}]}, "after"),
    ({"type": "replay", "seq": 1, "game": "smear", "options": {}, "dealer": 0, "deals": [], "actions": [],
      "observe": [{"kind": "refusal"}]}, "kind"),
    ({"type": "replay", "seq": 1, "game": "smear", "options": {}, "dealer": 0, "deals": [], "actions": [],
      "observe": [{"kind": "perft", "after": 0, "depth": 0}]}, "depth"),
    ({"type": "replay", "seq": 1, "game": "smear", "options": {}, "dealer": 0, "deals": [], "actions": ["pass"],
      "seats": [], "observe": []}, "seats"),
])
def test_a_bad_request_is_refused_naming_the_field(request_: dict[str, object], field: str) -> None:
    with pytest.raises(BadMessage, match=field):
        read_request(request_)

"""trickref play, driven as a user would (tests/cli_support.py): whole seeded games of every game,
given actions, and --record, whose case the schema accepts and the bindings and the conformance
replay play back to the same end."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest

from reference.fourpoint.binding import start as fourpoint_start
from reference.games import Starter
from reference.jsonio import decode_deal
from reference.smear.binding import start as smear_start
from reference.smoorverliefd.binding import start as smoorverliefd_start
from tests.cli_support import ROOT, ok, trickref

STARTERS: dict[str, Starter] = {"smear": smear_start, "fourpoint": fourpoint_start, "smoorverliefd": smoorverliefd_start}
SCHEMA = json.loads((ROOT / "conformance" / "schema" / "case.schema.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("game", ["smear", "fourpoint", "smoorverliefd"])
def test_play_every_game_and_record_it_as_a_valid_case(game: str, tmp_path: Path) -> None:
    record = tmp_path / "case.json"
    lines = ok(trickref("play", game, "--seed", "4", "--record", str(record), "--ascii"))
    assert "== Hand 1: dealer seat" in " ".join(lines)
    assert any(x.startswith("  [") and "] trick 1: led by seat " in x for x in lines)
    assert any(x.startswith("Game over after ") for x in lines)
    assert lines[-1] == f"game recorded as a conformance case in {record}"
    case = json.loads(record.read_text(encoding="utf-8"))
    jsonschema.validate(case, SCHEMA)
    assert case["game"] == game and case["id"].startswith(f"{game}/recorded/")
    final = case["expect"][0]
    assert final["kind"] == "final" and final["phase"] == "game_over" and final["winner"] is not None
    # replaying the recorded deals and actions through the game's binding reaches the same end
    match = STARTERS[game](case["options"], [decode_deal(d) for d in case["deals"]], case["dealer"], None)
    for action in case["actions"]:
        match = match.play(action)
    assert match.scores() == final["scores"] and match.winner() == final["winner"]
    assert match.hand_results() == case["expect"][1]["results"]


def test_a_recorded_smear_game_passes_the_conformance_replay(tmp_path: Path) -> None:
    from conformance.protocol.reference import replay as conformance_replay

    record = tmp_path / "case.json"
    ok(trickref("play", "smear", "--seed", "6", "--preset", "widow", "--option", "players=5", "--record", str(record)))
    case = json.loads(record.read_text(encoding="utf-8"))
    jsonschema.validate(case, SCHEMA)
    assert "option:players=5" in case["tags"] and "preset:widow" in case["tags"]
    reply = conformance_replay({
        "type": "replay", "seq": 1, "game": "smear", "options": case["options"], "dealer": case["dealer"],
        "deals": case["deals"], "actions": case["actions"], "observe": [{"kind": "final"}, {"kind": "hand_results"}],
    })
    assert reply["type"] == "result", reply
    final = {k: v for k, v in case["expect"][0].items() if k != "kind"}
    assert reply["observations"] == [final, case["expect"][1]["results"]]


def test_play_given_actions_then_stop(tmp_path: Path) -> None:
    # Dealer seat 0: seats 1, 2, 3 pass and the dealer must bid (SM-3.5 dealer_forced); it bids
    # 2 and names spades. Ten cards each (SM-2.2), so the pitcher discards first (SM-5.1).
    record = tmp_path / "case.json"
    lines = ok(trickref(
        "play", "smear", "--dealer", "0", "--actions", "pass; 2: pass; pass; bid 2; trump S", "--record", str(record), "--ascii",
    ))
    assert lines[0] == "Smear, preset standard, seed 1, 4 players, target 21"
    assert lines[2:4] == ["", "== Hand 1: dealer seat 0"]
    # each action printed with its index in the game's action list (actions[K])
    assert ["  [0] seat 1: pass", "  [1] seat 2: pass", "  [2] seat 3: pass", "  [3] seat 0: bid 2", "  [4] seat 0: trump S"] == [
        x for x in lines if x.startswith("  [")
    ]
    assert "Stopped after 5 actions (hand 1, phase discard, seat 0 to act); scores [0, 0, 0, 0]" in lines
    case = json.loads(record.read_text(encoding="utf-8"))
    jsonschema.validate(case, SCHEMA)
    assert case["actions"] == ["pass", "pass", "pass", "bid 2", "trump S"]
    assert case["seats"] == [None, 2, None, None, None]
    assert case["dealer"] == 0 and len(case["deals"]) == 1
    assert case["expect"][0] == {"kind": "final", "scores": [0, 0, 0, 0], "winner": None, "phase": "discard"}
    # --finish lets the bots take over to the end of the game
    lines = ok(trickref("play", "smear", "--dealer", "0", "--actions", "pass; pass; pass; bid 2", "--finish"))
    assert any(x.startswith("Game over after ") for x in lines)


def test_play_numbers_every_action_so_explain_after_needs_no_counting(tmp_path: Path) -> None:
    # The hand of tests/cli_support.py would need explicit deals; a seeded game is enough here,
    # since what is checked is the numbering against the recorded case's own action list:
    # for every printed "[K] seat S: A", actions[K] of the record is A; for every "[K-L] trick N:
    # led by seat S: c1 .. cn", actions[K..L] are "play c1" .. "play cn" (n = L - K + 1).
    record = tmp_path / "case.json"
    lines = ok(trickref("play", "smear", "--seed", "3", "--record", str(record), "--ascii"))
    actions = json.loads(record.read_text(encoding="utf-8"))["actions"]
    seen: set[int] = set()
    for line in lines:
        if not line.startswith("  ["):
            continue
        label, _, rest = line[3:].partition("] ")
        if "-" in label:
            first, last = (int(x) for x in label.split("-"))
            cards = rest.split(": ", 2)[2].split(" -> ")[0].split()
            assert actions[first:last + 1] == [f"play {c}" for c in cards], line
            seen.update(range(first, last + 1))
        else:
            k = int(label)
            assert actions[k] in (rest.split(": ", 1)[1], rest.split(": ", 1)[-1]), line
            seen.add(k)
    assert seen == set(range(len(actions)))  # every action numbered exactly where it is
    # the numbers are what explain --after takes: the position before actions[4], the trump naming
    # in this game (printed as "[4] seat S: trump X"), has seat S to act in the trump phase
    four = next(x for x in lines if x.startswith("  [4] "))
    seat = four.split()[2].rstrip(":")
    explained = ok(trickref("explain", "--case", str(record), "--after", "4", "--ascii"))
    assert any(x.startswith("Next action, actions[4] ") and f"(seat {seat} to act)" in x for x in explained), explained


def test_play_stopped_inside_a_trick_numbers_its_plays_so_far() -> None:
    # Seeded deal 1 (as printed by the command): after the bidding, the trump and the four
    # discards (actions 0-8) seat 2 leads; two plays later the trick holds two cards.
    given = ("bid 2; bid 3; pass; pass; trump s; discard 8H 5H 2H KD; discard 7D 9C 7C 3C; "
             "discard JS 7H 4H 2C; discard 8S 6D 3D 5C; play 9s; play 4S")
    lines = ok(trickref("play", "smear", "--seed", "1", "--actions", given, "--ascii"))
    assert "  [4] seat 2: trump S" in lines  # typed "trump s": read as the suit S at the table
    assert "  [9-10] trick 1 so far: 9S 4S" in lines
    assert "Stopped after 11 actions (hand 1, phase play, seat 0 to act); scores [0, 0, 0, 0]" in lines

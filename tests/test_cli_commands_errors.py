"""The trickref commands' bad input, driven as a user would (tests/cli_support.py): one line on
stderr naming what is wrong and where, exit 2, never a traceback."""

from __future__ import annotations

from pathlib import Path

from tests.cli_support import ACTIONS, ok, one_error_line, position, trickref, write


def test_errors_are_one_line_naming_what_and_where(tmp_path: Path) -> None:
    bad_json = tmp_path / "bad.json"
    bad_json.write_text('{"game": "smear",\n "deals": [\n  {"hands": []}\n  "x"]}', encoding="utf-8")
    line = one_error_line(trickref("explain", "--position", str(bad_json)))
    assert line == f"trickref: error: {bad_json}: line 4 column 3: Expecting ',' delimiter"

    missing = tmp_path / "nowhere.json"
    assert one_error_line(trickref("perft", "--case", str(missing), "--depth", "1")) == f"trickref: error: {missing}: no such file"

    known = "known: fourpoint, smear, smoorverliefd"
    assert one_error_line(trickref("rules", "hearts")) == f"trickref: error: unknown game 'hearts'; {known}"
    assert one_error_line(trickref("play", "hearts")) == f"trickref: error: unknown game 'hearts'; {known}"

    bad_card = position([])
    bad_card["deals"] = [{"hands": [["AS", "ZZ"]]}]
    line = one_error_line(trickref("explain", "--position", write(tmp_path, "card.json", bad_card)))
    assert line.endswith("card.json: deals[0].hands[0][1]: unknown card 'ZZ' (CD-4)")

    bad_option = position([])
    bad_option["options"] = {"hand_size": 6, "jokerz": 1}
    line = one_error_line(trickref("explain", "--position", write(tmp_path, "opt.json", bad_option)))
    # "jokerz" is one letter off the option "jokers" (SM-2.1): the message suggests it
    assert "opt.json: options: unknown option 'jokerz'; did you mean jokers? known: all_pass, " in line

    # seat 0 bids first; the file says seat 1 made that bid
    wrong_seat = position(["bid 2"], seats=[1])
    line = one_error_line(trickref("explain", "--position", write(tmp_path, "seat.json", wrong_seat)))
    assert line.endswith("seat.json: actions[0] 'bid 2' by seat 1: refused E_NOT_YOUR_TURN (CD-7): seat 0 is to act, not seat 1")

    out_of_order = position(["bid 2", "play AH"])
    line = one_error_line(trickref("perft", "--position", write(tmp_path, "phase.json", out_of_order), "--depth", "1"))
    assert "phase.json: actions[1] 'play AH': refused E_WRONG_PHASE" in line and "bidding phase" in line

    pos = write(tmp_path, "pos.json", position(ACTIONS[:6]))
    line = one_error_line(trickref("explain", "--position", pos, "--after", "7"))
    assert line == f"trickref: error: --after 7: {pos} has 6 actions (0 to 6)"
    assert one_error_line(trickref("perft", "--position", pos)).endswith("--depth N is required (no perft check of the case gives it)")
    assert "argument --depth: invalid int value: 'two'" in one_error_line(trickref("perft", "--position", pos, "--depth", "two"))
    assert "one of the arguments --case --position is required" in one_error_line(trickref("explain"))
    unknown_field = write(tmp_path, "field.json", {**position([]), "action": []})
    assert one_error_line(trickref("explain", "--position", unknown_field)).endswith(
        "field.json: unknown field 'action'; a position has game, options, dealer, deals, actions, seats"
    )

    # play: a given action in the wrong phase, for the wrong seat; the dealer may not pass (SM-3.5)
    line = one_error_line(trickref("play", "smear", "--dealer", "0", "--actions", "pass; play AS"))
    assert line.startswith("trickref: error: --actions item 2 'play AS': refused E_WRONG_PHASE")
    line = one_error_line(trickref("play", "smear", "--dealer", "0", "--actions", "3: pass"))
    assert line == "trickref: error: --actions item 1 'pass' by seat 3: refused E_NOT_YOUR_TURN (CD-7): seat 1 is to act, not seat 3"
    line = one_error_line(trickref("play", "smear", "--dealer", "0", "--actions", "pass; pass; pass; pass"))
    assert line == "trickref: error: --actions item 4 'pass': refused E_MUST_BID (SM-3.5): everyone else passed: the dealer must bid"
    line = one_error_line(trickref("play", "fourpoint", "--option", "take=7"))
    assert line == "trickref: error: take must be 0 to 3, not 7 (FP-4.1)"


def test_the_conformance_subcommand_still_works() -> None:
    lines = ok(trickref("conformance", "list", "--game", "smear", "--tag", "perft"))
    assert any("smear/perft/" in x for x in lines)

"""trickref explain, driven as a user would (tests/cli_support.py): a position printed readably,
its legal actions, and why an action is legal or refused, with the rule quoted from SPEC.md. The
expectations are worked out by hand from SPEC.md, never copied from the command's output."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.cli_support import (
    ACTIONS,
    SMEAR_OPTIONS,
    following,
    missing,
    ok,
    position,
    smear_deal,
    trickref,
    write,
)

SM_6_3 = "SM-6.3 A player holding a card of the led effective suit MUST play one (E_MUST_FOLLOW_SUIT)."


def test_explain_prints_the_position_readably(tmp_path: Path) -> None:
    # After AH is led, seat 1 must play a trump (SM-6.3: "When trump is led, a player holding a
    # trump must play a trump. The Jick ... count[s] as trumps"): 3H or JD, in canonical order
    # (CD-5: printed suits, so 3H before JD).
    pos = write(tmp_path, "pos.json", position(ACTIONS[:6]))
    lines = ok(trickref("explain", "--position", pos, "--action", "play 5S", "--ascii"), code=1)
    assert lines[0] == f"{pos}: position after 6 of 6 action(s)"
    assert missing(lines, [
        "Smear, 4 players; options: hand_size=6",
        "Hand 1, dealer seat 3, phase play",
        "Scores: seat 0 0, seat 1 0, seat 2 0, seat 3 0 (target 21)",
        "Bidding: seat 0 bid 2, seat 1 pass, seat 2 pass, seat 3 pass",
        "Pitcher: seat 0, bid 2",
        "Trump: H (hearts) (also trumps: the Jick JD, the jokers)",
        "  seat 1: 5S 3H QD JD TC 9C   <- to act",  # CD-5: QD before JD
        "  seat 0: KS QS 4C 3C 2C",
        "Trick 1 in progress, led by seat 0: AH (seat 0)",
        "To act: seat 1",
        "Legal actions (2): play 3H, play JD",
    ]) == []


@pytest.mark.parametrize(("action", "code", "verdict", "after", "decided"), [
    # In the position above, 5S is refused with E_MUST_FOLLOW_SUIT by SM-6.3 (exit 1); the
    # line between the verdict and the rule says why in the command's words (not checked here).
    ("play 5S", 1, 'Action "play 5S" (seat 1 to act): refused, E_MUST_FOLLOW_SUIT (SM-6.3)', 2, "  decided by SM-6.3:"),
    # ... and JD (a trump: the Jick) is lawful by the same rule (exit 0).
    ("play JD", 0, 'Action "play JD" (seat 1 to act): legal', 1, "  permitted by SM-6.3:"),
])
def test_explain_judges_an_action_and_quotes_the_rule_that_decides_it(
    tmp_path: Path, action: str, code: int, verdict: str, after: int, decided: str
) -> None:
    pos = write(tmp_path, "pos.json", position(ACTIONS[:6]))
    lines = ok(trickref("explain", "--position", pos, "--action", action, "--ascii"), code=code)
    at = lines.index(verdict)
    assert lines[at + after] == decided
    assert " ".join(x.strip() for x in lines[at + after + 1 :]).startswith(SM_6_3)


def test_explain_the_first_lead_must_be_a_trump_and_other_refusals(tmp_path: Path) -> None:
    pos = write(tmp_path, "pos.json", position(ACTIONS))
    # After trump is named (5 actions) the pitcher leads; AH is its only trump (SM-6.2).
    lines = ok(trickref("explain", "--position", pos, "--after", "5", "--action", "play KS", "--ascii"), code=1)
    assert "Legal actions (1): play AH" in lines
    assert 'Action "play KS" (seat 0 to act): refused, E_MUST_LEAD_TRUMP (SM-6.2)' in lines
    assert any(x.strip().startswith("SM-6.2 The pitcher's first lead MUST be a trump") for x in lines)
    # A card the player does not hold (SM-6.1), and an action for the wrong seat (CD-7).
    lines = ok(trickref("explain", "--position", pos, "--after", "6", "--action", "play 4H"), code=1)
    assert 'Action "play 4H" (seat 1 to act): refused, E_CARD_NOT_IN_HAND (SM-6.1)' in lines
    lines = ok(trickref("explain", "--position", pos, "--after", "6", "--action", "play 3H", "--seat", "2"), code=1)
    assert 'Action "play 3H" (stated seat 2, seat 1 to act): refused, E_NOT_YOUR_TURN (CD-7)' in lines
    # Not an action at all (CD-6).
    lines = ok(trickref("explain", "--position", pos, "--after", "6", "--action", "play 10S"), code=1)
    assert 'Action "play 10S" (seat 1 to act): refused, E_BAD_ACTION (CD-6)' in lines


def test_explain_a_finished_hand_scores_category_by_category(tmp_path: Path) -> None:
    # Worked out from SM-7 and SM-8:
    # captured: seat 0 AH JD X1 6S KS 5S 8S 5D (game points 4+1+3 = 8); seat 1 QS 3H 8D 7D (2);
    # seat 2 nothing; seat 3 TC 8C AC 2C KC 3C 9C 9D JC 4C QD TD (10+4+3+1+2+10 = 30).
    # High AH -> seat 0; Low: the trumps played are AH JD X1 3H, the lowest 3H (SM-4.3), in
    # seat 1's trick; Jack JH and Joker 2 were never dealt (SM-7.10); Jick JD and X1 -> seat 0;
    # Game -> seat 3 (30); Three 3H -> seat 1 (3 points). Captured points [3, 4, 0, 1]: the
    # pitcher (seat 0) bid 2 and made it (SM-8.2); everyone scores what it captured.
    pos = write(tmp_path, "pos.json", position(ACTIONS))
    lines = ok(trickref("explain", "--position", pos, "--ascii"))
    assert missing(lines, [
        "Waiting for a deal (hand 2, dealer seat 0): the explicit deals ran out",
        "Scores: seat 0 3, seat 1 4, seat 2 0, seat 3 1 (target 21)",
        "Legal actions: none",
        "  trick 3: led by seat 0: QS 3H 8D 7D -> seat 1",
        "  seat 3: TC 8C AC 2C KC 3C 9C 9D JC 4C QD TD  (game points 30)",
    ]) == []
    at = lines.index("Scoring, category by category:")
    assert lines[at + 1] == "Hand 1 (dealer seat 3): pitcher seat 0 bid 2, trump H"
    summary = [x for x in lines[at + 2 :] if not x.startswith("      ")]
    assert summary == [
        "  High      seat 0 +1  [SM-7.2]",
        "  Low       seat 1 +1  [SM-7.3]",
        "  Jack      nobody (its card was not played)  [SM-7.4, SM-7.10]",
        "  Jick      seat 0 +1  [SM-7.5]",
        "  Joker 1   seat 0 +1  [SM-7.6]",
        "  Joker 2   nobody (its card was not played)  [SM-7.6, SM-7.10]",
        "  Game      seat 3 +1 (game points by side: [8, 2, 0, 30])  [SM-7.7]",
        "  Three     seat 1 +3  [SM-7.8]",
        "  Captured  points by side: [3, 4, 0, 1]  [SM-8.1]",
        "  Bid       seat 0 captured 3 of its bid 2: made, scores 3  [SM-8.2]",
        "  Others    every other side scores its captured points  [SM-8.4]",
        "  Scores    changes [3, 4, 0, 1]; scores [3, 4, 0, 1]",
    ]
    # each rule's text follows the first line citing it
    jack, unplayed = following(lines, "  Jack      nobody (its card was not played)  [SM-7.4, SM-7.10]", 2)
    assert jack == "      SM-7.4 Jack. Jack goes to the side that captured the jack of trump."
    assert unplayed.startswith("      SM-7.10 A category whose card was not played in the hand awards nothing.")


def test_explain_reads_standard_input_and_picks_symbols_by_encoding() -> None:
    text = json.dumps(position(ACTIONS[:6]))
    unicode = ok(trickref("explain", "--position", "-", stdin=text, encoding="utf-8"))
    assert "  seat 1: 5♠ 3♥ Q♦ J♦ T♣ 9♣   <- to act" in unicode
    assert unicode[0] == "<stdin>: position after 6 of 6 action(s)"
    ascii_only = ok(trickref("explain", "--position", "-", stdin=text, encoding="ascii"))
    assert "  seat 1: 5S 3H QD JD TC 9C   <- to act" in ascii_only
    forced = ok(trickref("explain", "--position", "-", "--ascii", stdin=text, encoding="utf-8"))
    assert "  seat 1: 5S 3H QD JD TC 9C   <- to act" in forced


def test_explain_a_refusal_case_shows_the_position_before_the_refused_action(tmp_path: Path) -> None:
    case = {
        "id": "smear/refusal/hand-worked", "description": "5S to a trump lead", "level": "must", "game": "smear",
        "rules": ["SM-6.3"], "tags": ["smear"], "options": SMEAR_OPTIONS, "dealer": 3, "deals": [smear_deal()],
        "actions": ACTIONS[:6] + ["play 5S"], "expect": [{"kind": "refusal", "index": 6, "code": "E_MUST_FOLLOW_SUIT"}],
    }
    path = write(tmp_path, "case.json", case)
    lines = ok(trickref("explain", "--case", path, "--ascii"), code=1)
    assert lines[0] == f"{path}: position after 6 of 7 action(s)"
    assert 'Action "play 5S" (seat 1 to act): refused, E_MUST_FOLLOW_SUIT (SM-6.3)' in lines


def test_explain_other_games(tmp_path: Path) -> None:
    # Smoorverliefd, 4 players: seat 0 holds every spade but the 2 and the ace of hearts;
    # seat 1 the 2 of spades and twelve hearts. Dealer 3, so seat 0 leads (SV-3.1). After AS,
    # seat 1 holds a spade and must follow with it: KH is refused by SV-3.3.
    spades = [f"{r}S" for r in "AKQJT98765432"]
    hearts = [f"{r}H" for r in "AKQJT98765432"]
    deal = {"hands": [spades[:12] + ["AH"], ["2S"] + hearts[1:], [f"{r}D" for r in "AKQJT98765432"],
                      [f"{r}C" for r in "AKQJT98765432"]]}
    pos = write(tmp_path, "sv.json", {"game": "smoorverliefd", "dealer": 3, "deals": [deal], "actions": ["play AS"]})
    lines = ok(trickref("explain", "--position", pos, "--action", "play KH", "--ascii"), code=1)
    assert "Legal actions (1): play 2S" in lines
    assert 'Action "play KH" (seat 1 to act): refused, E_MUST_FOLLOW_SUIT (SV-3.3)' in lines
    # Four Point: seat 0 bids 2, the others pass; with take 3 the bidder takes the first three
    # undealt cards (8S 7S 8H) and must discard exactly three (FP-4.2).
    fp_deal = {
        "hands": [["AS", "KS", "QS", "JS", "TS", "9S"], ["AH", "KH", "QH", "JH", "TH", "9H"],
                  ["AD", "KD", "QD", "JD", "TD", "9D"], ["AC", "KC", "QC", "JC", "TC", "9C"]],
        "stock": ["8S", "7S", "8H", "7H", "8D", "7D", "8C", "7C"],
    }
    pos = write(tmp_path, "fp.json", {"game": "fourpoint", "dealer": 3, "deals": [fp_deal], "actions": ["bid 2", "pass", "pass", "pass"]})
    lines = ok(trickref("explain", "--position", pos, "--action", "discard AS", "--ascii"), code=1)
    assert "Taken from the stock: 8S 7S 8H" in lines
    assert "  seat 0: AS KS QS JS TS 9S 8S 7S 8H   <- to act" in lines
    assert 'Action "discard AS" (seat 0 to act): refused, E_DISCARD_COUNT (FP-4.2)' in lines
    lines = ok(trickref("explain", "--position", pos, "--action", "discard 8S 7S 8H", "--ascii"))
    assert 'Action "discard 8S 7S 8H" (seat 0 to act): legal' in lines
    assert "  permitted by FP-4.2, FP-4.4:" in lines


def test_explain_after_k_judges_the_next_action_of_the_case(tmp_path: Path) -> None:
    # The hand above with seat 1 answering AH with 5S: it holds trumps (3H, JD), so SM-6.3 refuses
    # 5S with E_MUST_FOLLOW_SUIT. --after 6 is the position before it, and explain judges it
    # without --action; only an --action asked about sets the exit status, so it exits 0.
    pos = write(tmp_path, "pos.json", position(ACTIONS[:6] + ["play 5S"]))
    lines = ok(trickref("explain", "--position", pos, "--after", "6", "--ascii"))
    assert 'Next action, actions[6] "play 5S" (seat 1 to act): refused, E_MUST_FOLLOW_SUIT (SM-6.3)' in lines
    # A legal next action: after the bid of 2 (action 0) seat 1 may pass (SM-3.3).
    lines = ok(trickref("explain", "--position", pos, "--after", "1", "--ascii"))
    assert 'Next action, actions[1] "pass" (seat 1 to act): legal' in lines
    # No next action after the last one, and none judged without --after.
    legal = write(tmp_path, "legal.json", position(ACTIONS[:6]))
    assert not any(x.startswith("Next action") for x in ok(trickref("explain", "--position", legal, "--after", "6", "--ascii")))
    assert not any(x.startswith("Next action") for x in ok(trickref("explain", "--position", legal, "--ascii")))


def test_explain_shows_a_stray_space_in_the_next_action(tmp_path: Path) -> None:
    # "pass " (a trailing space) is not a canonical action string (CD-6): E_BAD_ACTION. The
    # trailing space is shown as the reports show it, with the symbol for space.
    pos = write(tmp_path, "pos.json", position(["bid 2", "pass "]))
    lines = ok(trickref("explain", "--position", pos, "--after", "1", "--ascii"))
    assert 'Next action, actions[1] "pass\u2420" (seat 1 to act): refused, E_BAD_ACTION (CD-6)' in lines

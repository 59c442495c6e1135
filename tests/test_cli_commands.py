"""trickref rules / explain / play / perft, driven as a user would: a subprocess, its output and
its exit code. The expectations are worked out by hand from SPEC.md (see the comments), never
copied from the command's output."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import jsonschema
import pytest

from reference.cards import format_card, parse_card, standard_deck
from reference.fourpoint.binding import start as fourpoint_start
from reference.games import Starter
from reference.jsonio import decode_deal
from reference.smear.binding import start as smear_start
from reference.smoorverliefd.binding import start as smoorverliefd_start

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "conformance" / "corpus"
STARTERS: dict[str, Starter] = {"smear": smear_start, "fourpoint": fourpoint_start, "smoorverliefd": smoorverliefd_start}
SCHEMA = json.loads((ROOT / "conformance" / "schema" / "case.schema.json").read_text(encoding="utf-8"))


def trickref(
    *args: str, stdin: str | None = None, encoding: str = "utf-8", cwd: Path = ROOT, pythonpath: Path = ROOT
) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    env.update({"PYTHONIOENCODING": encoding, "COLUMNS": "100", "PYTHONPATH": str(pythonpath)})
    return subprocess.run(
        [sys.executable, "-m", "trickref", *args],
        check=False, cwd=cwd, input=stdin, capture_output=True, text=True, timeout=900, env=env, encoding="utf-8",
        errors="replace",
    )


def ok(done: subprocess.CompletedProcess[str], code: int = 0) -> list[str]:
    assert done.returncode == code, done.stderr
    assert "Traceback" not in done.stderr
    return done.stdout.splitlines()


def one_error_line(done: subprocess.CompletedProcess[str]) -> str:
    """A failure: exit 2 and exactly one line on stderr, ``trickref: error: ...``."""
    assert done.returncode == 2, (done.stdout, done.stderr)
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("trickref: error: "), done.stderr
    return lines[0]


# ---------------------------------------------------------------------------- a hand worked out by hand
#
# Standard Smear, 4 players, 6 cards each (hand_size 6), dealer seat 3, so seat 0 bids first
# (SM-1.3). Seat 0 bids 2, the others pass: seat 0 is the pitcher and names hearts (SM-3.6,
# SM-4.1). Nobody holds more than six cards, so there is no discard (SM-5.2) and seat 0 leads.
# Trumps (SM-4.2): the hearts, the Jick JD and the jokers.

HANDS = [
    "AH KS QS 4C 3C 2C",  # seat 0: AH is its only trump
    "5S 3H QD JD TC 9C",  # seat 1: two trumps, 3H and the Jick JD
    "8S TD 9D 8D 8C X1",  # seat 2: one trump, X1
    "6S 7D 5D AC KC JC",  # seat 3: no trump
]
BIDDING = ["bid 2", "pass", "pass", "pass", "trump H"]
PLAYS = [
    "play AH", "play JD", "play X1", "play 6S",  # trick 1: AH is the highest trump: seat 0
    "play KS", "play 5S", "play 8S", "play 5D",  # trick 2: no trump, KS highest spade: seat 0
    "play QS", "play 3H", "play 8D", "play 7D",  # trick 3: 3H the only trump: seat 1
    "play TC", "play 8C", "play AC", "play 2C",  # trick 4: AC: seat 3
    "play KC", "play 3C", "play 9C", "play 9D",  # trick 5: KC: seat 3
    "play JC", "play 4C", "play QD", "play TD",  # trick 6: JC: seat 3
]
ACTIONS = BIDDING + PLAYS

SMEAR_OPTIONS = {"hand_size": 6}


def smear_deal() -> dict[str, object]:
    held = {parse_card(t) for hand in HANDS for t in hand.split()}
    stock = [format_card(c) for c in standard_deck(jokers=2) if c not in held]
    return {"hands": [h.split() for h in HANDS], "widow": [], "stock": stock}


def position(actions: list[str], **extra: object) -> dict[str, object]:
    return {"game": "smear", "options": SMEAR_OPTIONS, "dealer": 3, "deals": [smear_deal()], "actions": actions, **extra}


def write(tmp_path: Path, name: str, data: object) -> str:
    path = tmp_path / name
    path.write_text(json.dumps(data, indent=1), encoding="utf-8")
    return str(path)


SM_6_3 = "SM-6.3 A player holding a card of the led effective suit MUST play one (E_MUST_FOLLOW_SUIT)."


def test_explain_a_refused_play_names_the_code_and_quotes_the_rule(tmp_path: Path) -> None:
    # After AH is led, seat 1 must play a trump (SM-6.3: "When trump is led, a player holding a
    # trump must play a trump. The Jick ... count[s] as trumps"): 3H or JD, in canonical order
    # (CD-5: printed suits, so 3H before JD). 5S is refused with E_MUST_FOLLOW_SUIT by SM-6.3.
    pos = write(tmp_path, "pos.json", position(ACTIONS[:6]))
    lines = ok(trickref("explain", "--position", pos, "--action", "play 5S", "--ascii"), code=1)
    assert lines[0] == f"{pos}: position after 6 of 6 action(s)"
    assert "Smear, 4 players; options: hand_size=6" in lines
    assert "Hand 1, dealer seat 3, phase play" in lines
    assert "Scores: seat 0 0, seat 1 0, seat 2 0, seat 3 0 (target 21)" in lines
    assert "Bidding: seat 0 bid 2, seat 1 pass, seat 2 pass, seat 3 pass" in lines
    assert "Pitcher: seat 0, bid 2" in lines
    assert "Trump: H (hearts) (also trumps: the Jick JD, the jokers)" in lines
    assert "  seat 1: 5S 3H QD JD TC 9C   <- to act" in lines  # CD-5: QD before JD
    assert "  seat 0: KS QS 4C 3C 2C" in lines
    assert "Trick 1 in progress, led by seat 0: AH (seat 0)" in lines
    assert "To act: seat 1" in lines
    assert "Legal actions (2): play 3H, play JD" in lines
    at = lines.index("Action 'play 5S' (seat 1 to act): refused, E_MUST_FOLLOW_SUIT (SM-6.3)")
    assert lines[at + 2] == "  decided by SM-6.3:"
    assert " ".join(x.strip() for x in lines[at + 3 :]).startswith(SM_6_3)


def test_explain_a_legal_play_cites_the_rule_that_permits_it(tmp_path: Path) -> None:
    pos = write(tmp_path, "pos.json", position(ACTIONS[:6]))
    lines = ok(trickref("explain", "--position", pos, "--action", "play JD", "--ascii"))
    at = lines.index("Action 'play JD' (seat 1 to act): legal")
    assert lines[at + 1] == "  permitted by SM-6.3:"
    assert " ".join(x.strip() for x in lines[at + 2 :]).startswith(SM_6_3)


def test_explain_the_first_lead_must_be_a_trump_and_other_refusals(tmp_path: Path) -> None:
    pos = write(tmp_path, "pos.json", position(ACTIONS))
    # After trump is named (5 actions) the pitcher leads; AH is its only trump (SM-6.2).
    lines = ok(trickref("explain", "--position", pos, "--after", "5", "--action", "play KS", "--ascii"), code=1)
    assert "Legal actions (1): play AH" in lines
    assert "Action 'play KS' (seat 0 to act): refused, E_MUST_LEAD_TRUMP (SM-6.2)" in lines
    assert any(x.strip().startswith("SM-6.2 The pitcher's first lead MUST be a trump") for x in lines)
    # A card the player does not hold (SM-6.1), and an action for the wrong seat (CD-7).
    lines = ok(trickref("explain", "--position", pos, "--after", "6", "--action", "play 4H"), code=1)
    assert "Action 'play 4H' (seat 1 to act): refused, E_CARD_NOT_IN_HAND (SM-6.1)" in lines
    lines = ok(trickref("explain", "--position", pos, "--after", "6", "--action", "play 3H", "--seat", "2"), code=1)
    assert "Action 'play 3H' (stated seat 2, seat 1 to act): refused, E_NOT_YOUR_TURN (CD-7)" in lines
    # Not an action at all (CD-6).
    lines = ok(trickref("explain", "--position", pos, "--after", "6", "--action", "play 10S"), code=1)
    assert "Action 'play 10S' (seat 1 to act): refused, E_BAD_ACTION (CD-6)" in lines


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
    assert "Waiting for a deal (hand 2, dealer seat 0): the explicit deals ran out" in lines
    assert "Scores: seat 0 3, seat 1 4, seat 2 0, seat 3 1 (target 21)" in lines
    assert "Legal actions: none" in lines
    assert "  trick 3: led by seat 0: QS 3H 8D 7D -> seat 1" in lines
    assert "  seat 3: TC 8C AC 2C KC 3C 9C 9D JC 4C QD TD  (game points 30)" in lines
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
    jack = lines.index("  Jack      nobody (its card was not played)  [SM-7.4, SM-7.10]")
    assert lines[jack + 1] == "      SM-7.4 Jack. Jack goes to the side that captured the jack of trump."
    assert lines[jack + 2].startswith("      SM-7.10 A category whose card was not played in the hand awards nothing.")


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
    assert "Action 'play 5S' (seat 1 to act): refused, E_MUST_FOLLOW_SUIT (SM-6.3)" in lines


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
    assert "Action 'play KH' (seat 1 to act): refused, E_MUST_FOLLOW_SUIT (SV-3.3)" in lines
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
    assert "Action 'discard AS' (seat 0 to act): refused, E_DISCARD_COUNT (FP-4.2)" in lines
    lines = ok(trickref("explain", "--position", pos, "--action", "discard 8S 7S 8H", "--ascii"))
    assert "Action 'discard 8S 7S 8H' (seat 0 to act): legal" in lines
    assert "  permitted by FP-4.2, FP-4.4:" in lines


# ---------------------------------------------------------------------------- perft


def test_perft_counts_by_hand(tmp_path: Path) -> None:
    # After AH: seat 1 has 2 plays (3H, JD); seat 2 then only X1; seat 3 any of its 6 cards;
    # AH wins, and seat 0 leads any of its 5 cards (SM-6.1): 2, 2, 12, 60.
    pos = write(tmp_path, "pos.json", position(ACTIONS[:6]))
    lines = ok(trickref("perft", "--position", pos, "--depth", "4"))
    assert lines[1:] == ["depth 1: 2", "depth 2: 2", "depth 3: 12", "depth 4: 60"]
    lines = ok(trickref("perft", "--position", pos, "--depth", "3", "--divide"))
    assert lines[1:] == ["play 3H: 6", "play JD: 6", "total: 12 at depth 3"]


def small_perft_cases() -> list[Path]:
    out = []
    for path in sorted((CORPUS / "smear" / "perft").glob("*.json")):
        case = json.loads(path.read_text(encoding="utf-8"))
        if any(c["kind"] == "perft" and c["count"] <= 3000 for c in case["expect"]):
            out.append(path)
    return out[:3]


def test_perft_agrees_with_the_corpus_perft_cases() -> None:
    cases = small_perft_cases()
    assert cases, "no small perft case in the corpus"
    for path in cases:
        case = json.loads(path.read_text(encoding="utf-8"))
        check = next(c for c in case["expect"] if c["kind"] == "perft")
        lines = ok(trickref("perft", "--case", str(path), "--divide"))
        divide: dict[str, int] = {}
        for line in lines[1:]:
            if line.startswith(("play ", "bid ", "pass", "trump ", "discard ")):
                action, count = line.rsplit(": ", 1)
                divide[action] = int(count)
        if "divide" in check:
            assert divide == check["divide"], path
        assert sum(divide.values()) == check["count"], path
        assert f"total: {check['count']} at depth {check['depth']}" in lines
        assert lines[-1] == f"the case expects {check['count']} at depth {check['depth']}: agrees"


def test_perft_uses_the_conformance_definition() -> None:
    from conformance.protocol.reference import observe_position
    from reference.perft import divide, perft
    from reference.smear.binding import start
    from trickref.present.position import replay, setup_from

    data = position(ACTIONS[:5])
    table = replay(setup_from(data, "test", strict=True)).table
    match = start(SMEAR_OPTIONS, [decode_deal(smear_deal())], 3, None)
    for a in ACTIONS[:5]:
        match = match.play(a)
    expected = observe_position(match, {"kind": "perft", "depth": 3})
    assert isinstance(expected, dict)
    assert divide(table, 3) == expected["divide"] and perft(table, 3) == expected["count"]
    assert perft(table, 0) == 1


# ---------------------------------------------------------------------------- play and --record


@pytest.mark.parametrize("game", ["smear", "fourpoint", "smoorverliefd"])
def test_play_every_game_and_record_it_as_a_valid_case(game: str, tmp_path: Path) -> None:
    record = tmp_path / "case.json"
    lines = ok(trickref("play", game, "--seed", "4", "--record", str(record), "--ascii"))
    assert "== Hand 1: dealer seat" in " ".join(lines)
    assert any(x.startswith("  trick 1: led by seat ") for x in lines)
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
    assert lines[:3] == ["Smear, preset standard, seed 1, 4 players, target 21", "", "== Hand 1: dealer seat 0"]
    assert ["  seat 1: pass", "  seat 2: pass", "  seat 3: pass", "  seat 0: bid 2", "  seat 0: trump S"] == [
        x for x in lines if x.startswith("  seat ") and ":" in x[7:9]
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


# ---------------------------------------------------------------------------- rules


def test_rules_lists_options_presets_and_the_register() -> None:
    lines = ok(trickref("rules", "smear"))
    assert lines[0].startswith("Smear (smear): SPEC chapter SM, read from ")
    at = lines.index("  trump_anytime")
    assert lines[at + 1 : at + 5] == [
        "    default: true",
        "    values: true | false",
        "    rules: SM-6.3",
        "    register: R-SM-14 Trumping when able to follow suit",
    ]
    assert any(x.split() == ["widow", "widow=4,", "score_two=true"] for x in lines)
    assert any(x.split() == ["no_jick", "jick=false,", "score_jick=false,", "score_three=false"] for x in lines)
    entry = lines.index("  R-SM-14 Trumping when able to follow suit")
    quoted = " ".join(x.strip() for x in lines[entry : entry + 12])
    assert "seed 000_cf771b0ff064e3cf.txt:30, :31:" in quoted
    assert "> Debe seguir el palo si tiene alguna carta del palo jugado;" in quoted
    # a terminal that cannot show the seed's accents still gets the whole text
    assert any("seg?n lo acordado" in x for x in ok(trickref("rules", "smear", encoding="ascii")))
    fp = ok(trickref("rules", "fourpoint"))
    assert "  take" in fp and any(x.split() == ["take_1", "take=1"] for x in fp)
    sv = ok(trickref("rules", "smoorverliefd"))
    assert "  troef" in sv and any(x.split() == ["met_troef", "troef=true"] for x in sv)


def test_rules_read_the_spec_packaged_in_the_wheel(tmp_path: Path) -> None:
    built = subprocess.run(
        [sys.executable, "-m", "hatchling", "build", "-t", "wheel", "-d", str(tmp_path / "dist")],
        check=False, cwd=ROOT, capture_output=True, text=True, timeout=900,
    )
    assert built.returncode == 0, built.stderr
    wheel = next((tmp_path / "dist").glob("*.whl"))
    site = tmp_path / "site"
    with zipfile.ZipFile(wheel) as z:
        assert "trickref/SPEC.md" in z.namelist()
        z.extractall(site)
    lines = ok(trickref("rules", "smear", cwd=tmp_path, pythonpath=site))
    assert lines[0] == f"Smear (smear): SPEC chapter SM, read from {site / 'trickref' / 'SPEC.md'}"


# ---------------------------------------------------------------------------- errors


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
    assert "opt.json: options: unknown option 'jokerz'; known: " in line

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


# ---------------------------------------------------------------------------- the SPEC index


def test_spec_index_finds_rules_sections_options_and_register_entries() -> None:
    from trickref.spec.index import SpecIndex

    text = "\n".join([
        "### Toy options",
        "",
        "### XY-1 Play",
        "",
        "**XY-1.1** Follow suit (`E_MUST_FOLLOW_SUIT`).",
        "A *void* player may play any card.",
        "",
        "**XY-1.2** Trumps win.",
        "",
        "*Seed* `x.txt:3`:",
        "",
        "> Hay que asistir.",
        "",
        "#### R-XY-1 Trumping when able to follow",
        "",
        "**Rules:** XY-1.1 (option `trump_anytime`).",
        "",
        "**Seed** `x.txt:3`, `:4`:",
        "",
        "> Hay que asistir.",
        "",
        "> Se puede fallar.",
        "",
        "**Options:** `trump_anytime: true` or `false`.",
        "",
        "**Default:** `true`.",
    ])
    spec = SpecIndex(text)
    assert spec.rule("XY-1.1") == "**XY-1.1** Follow suit (`E_MUST_FOLLOW_SUIT`).\nA *void* player may play any card."
    assert spec.rule("XY-1.2") == "**XY-1.2** Trumps win."  # the seed quotation is not part of it
    assert spec.rule("XY-1") == "XY-1 Play (section)"
    assert spec.rule("XY-9") is None
    entries = spec.register_for_option("XY", "trump_anytime")
    assert [e.id for e in entries] == ["R-XY-1"] and spec.register_for_option("XY", "trump") == []
    entry = entries[0]
    assert entry.title == "Trumping when able to follow"
    assert entry.seeds[0].citation == "x.txt:3, :4"
    assert entry.seeds[0].quotes == ("Hay que asistir.", "Se puede fallar.")
    assert entry.default == "`true`."


def test_every_rule_the_command_line_cites_is_in_the_spec() -> None:
    import re

    from trickref.spec.index import load_spec

    spec = load_spec()
    cited: set[str] = set()
    for path in sorted((ROOT / "trickref").rglob("*.py")):
        cited.update(re.findall(r'"((?:SM|FP|SV|CD)-\d+(?:\.\d+)?)"', path.read_text(encoding="utf-8")))
    assert len(cited) > 40
    assert sorted(r for r in cited if spec.rule(r) is None) == []

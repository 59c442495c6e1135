"""What a person types at the table (trickref/present/table_input.py): card tokens as people write
them, a position whose stock is "the rest of the deck", and "did you mean" for misspelt names.
The expectations are worked out by hand (the hand of tests/cli_support.py, SPEC CD-4, CD-5)."""

from __future__ import annotations

from pathlib import Path

import pytest

from reference.errors import NotationError
from tests.cli_support import ACTIONS, HANDS, ok, one_error_line, position, trickref, write
from trickref.present.table_input import card_token, table_action, table_card, unknown


@pytest.mark.parametrize(("typed", "token"), [
    ("10D", "TD"), ("10d", "TD"), ("jd", "JD"), ("Jd", "JD"), ("J♦", "JD"), ("q♠", "QS"), ("a♣", "AC"),
    ("10♥", "TH"), ("x1", "X1"), ("X2", "X2"), ("TS", "TS"), ("2c", "2C"),
])
def test_card_spellings_a_person_types(typed: str, token: str) -> None:
    # CD-4: rank 2-9 T J Q K A then suit S H D C, or X1 / X2; "10" is the T, a symbol its letter
    assert card_token(typed) == token


@pytest.mark.parametrize("typed", ["1D", "11D", "ZZ", "J", "D", "X3", "10", "JDD", ""])
def test_what_names_no_card_is_left_for_the_notation_check(typed: str) -> None:
    assert card_token(typed) == typed
    with pytest.raises(NotationError):
        table_card(typed)


def test_actions_typed_at_the_table() -> None:
    assert table_action("play 10d") == "play TD"
    assert table_action("Play  j♦") == "play JD"
    assert table_action("trump h") == "trump H"
    assert table_action("trump ♥") == "trump H"
    assert table_action("curse c") == "curse C"
    assert table_action("BID 3") == "bid 3"
    assert table_action("Pass") == "pass"
    # a discard keeps its typed order (the order is part of CD-6): only the tokens are read
    assert table_action("discard 9d 10d") == "discard 9D TD"
    # not a verb of CD-6: left as typed, for the engine to refuse
    assert table_action("lead JD") == "lead JD"
    assert table_action("play 1D") == "play 1D"


def test_unknown_names_suggest_the_closest() -> None:
    assert unknown("preset", "standrd", ["standard", "widow"]) == "unknown preset 'standrd'; did you mean standard? known: standard, widow"
    assert unknown("preset", "bogus", ["widow", "standard"]) == "unknown preset 'bogus'; known: standard, widow"


def table_position(actions: list[str], stock: object = "rest") -> dict[str, object]:
    """The hand of tests/cli_support.py typed as at the table (lower case, 10 for T, symbols) with
    its stock left to "the rest of the deck"."""
    typed = [
        ["ah", "KS", "q♠", "4c", "3C", "2♣"],
        ["5s", "3h", "QD", "j♦", "10c", "9C"],
        ["8S", "10d", "9D", "8d", "8C", "x1"],
        ["6S", "7♦", "5D", "ac", "KC", "jc"],
    ]
    deal: dict[str, object] = {"hands": typed, "widow": []}
    if stock is not None:
        deal["stock"] = stock
    return {**position(actions), "deals": [deal]}


@pytest.mark.parametrize("stock", ["rest", None])
def test_a_position_typed_at_the_table_with_the_rest_as_stock(tmp_path: Path, stock: object) -> None:
    # The deck of standard Smear is 52 cards and both jokers (SM-2.1); the four hands hold 24, so
    # the stock is the other 30, and the position is the one tests/cli_support.py spells out
    # card by card: the same hands (shown in canonical order, CD-5) and the same perft counts.
    strict = write(tmp_path, "strict.json", position(ACTIONS[:6]))
    table = write(tmp_path, "table.json", table_position(ACTIONS[:6], stock))
    shown = ok(trickref("explain", "--position", table, "--ascii"))
    assert "  seat 1: 5S 3H QD JD TC 9C   <- to act" in shown  # typed 5s 3h QD j♦ 10c 9C (CD-5 order)
    assert ok(trickref("explain", "--position", strict, "--ascii"))[1:] == shown[1:]
    # after AH is led seat 1 must follow with a trump, 3H or JD (SM-6.3): 2 sequences of depth 1
    assert ok(trickref("perft", "--position", table, "--depth", "1"))[-1].endswith(" 2")
    assert HANDS[1] == "5S 3H QD JD TC 9C"


def test_a_position_whose_stock_is_a_word_other_than_rest(tmp_path: Path) -> None:
    pos = write(tmp_path, "pos.json", table_position([], stock="the others"))
    line = one_error_line(trickref("explain", "--position", pos))
    assert line.endswith("pos.json: deals[0].stock: expected a list of card tokens or 'rest', not the string 'the others'")


def test_a_case_file_stays_strict(tmp_path: Path) -> None:
    # a conformance case is protocol data: "10d" is not a card token there (CD-4)
    case = {**table_position([], stock=[]), "id": "smear/x/y", "expect": []}
    line = one_error_line(trickref("explain", "--case", write(tmp_path, "case.json", case)))
    assert line.endswith("case.json: deals[0].hands[0][0]: unknown card 'ah' (CD-4)")


def test_did_you_mean_for_games_presets_and_options() -> None:
    assert one_error_line(trickref("play", "smaer")) == (
        "trickref: error: unknown game 'smaer'; did you mean smear? known: fourpoint, smear, smoorverliefd")
    assert one_error_line(trickref("rules", "fourpont")).startswith("trickref: error: unknown game 'fourpont'; did you mean fourpoint? ")
    assert one_error_line(trickref("play", "smear", "--preset", "widdow")).startswith(
        "trickref: error: unknown preset 'widdow'; did you mean widow? known: double_joker, ")
    assert one_error_line(trickref("play", "smear", "--option", "taget=11")).startswith(
        "trickref: error: unknown option 'taget'; did you mean target? known: all_pass, ")
    # low_rule's values are captured and holder (SM-7.3)
    assert one_error_line(trickref("play", "smear", "--option", "low_rule=holdr")) == (
        "trickref: error: option low_rule: unknown value 'holdr'; did you mean holder? known: captured, holder")

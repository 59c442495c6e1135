"""The reference adapter's speed cuts of issue 27 (H21) keep every answer:

- options read once and reused (reference/options_codec.py) keep ``1`` and ``True`` apart, keep
  refusing what they refused, and are never reused for other presets;
- the fast acceptance of a whole deal (reference/dealing.py) still refuses a deal with the right
  number of cards where one is dealt twice and another is missing;
- ``BoundMatch.play`` hands its count of finished hands on: the tricks of a finished hand are
  reported once, as a match counted afresh reports them;
- the encoding of records answers scalars first and still writes each record in full;
- the fuzzer's record of playable configurations (conformance/suite/recall.py) is still refused
  for a value that is no JSON scalar or a row of the wrong width.

Expectations are worked out by hand from the rules quoted (SM-1, CD-5) and the documents' shapes.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

import pytest

from conformance.suite import recall
from conformance.suite.cache import key_of, store
from reference.cards import parse_card
from reference.codec import encode
from reference.dealing import Deal, check_deal
from reference.errors import InvalidDeal, InvalidOptions
from reference.games import BoundMatch
from reference.options_codec import options_from_dict
from reference.smear import PRESETS, SmearOptions
from reference.smear.binding import start


def test_an_integer_option_read_as_1_still_refuses_true() -> None:
    # jokers is an integer option (SM-1.4: 0, 1 or 2 jokers); True == 1 and hash(True) == hash(1)
    assert options_from_dict(SmearOptions, {"jokers": 1}, PRESETS).jokers == 1
    with pytest.raises(InvalidOptions):
        options_from_dict(SmearOptions, {"jokers": True}, PRESETS)


def test_a_boolean_option_read_as_true_still_refuses_1() -> None:
    assert options_from_dict(SmearOptions, {"nine_card": True, "hand_size": 9}, PRESETS).nine_card is True
    with pytest.raises(InvalidOptions):
        options_from_dict(SmearOptions, {"nine_card": 1, "hand_size": 9}, PRESETS)


def test_a_refused_option_is_refused_every_time() -> None:
    for _ in range(2):
        with pytest.raises(InvalidOptions, match="players"):
            options_from_dict(SmearOptions, {"players": 9}, PRESETS)


def test_options_read_under_other_presets_are_not_reused() -> None:
    first = options_from_dict(SmearOptions, {"preset": "standard"}, PRESETS)
    assert first.widow == 0
    other = {"standard": SmearOptions(widow=4, score_two=True)}
    assert options_from_dict(SmearOptions, {"preset": "standard"}, other).widow == 4


def test_options_read_again_are_equal_and_a_list_value_is_refused() -> None:
    assert options_from_dict(SmearOptions, {"target": 11}, PRESETS) == SmearOptions(target=11)
    assert options_from_dict(SmearOptions, {"target": 11}, PRESETS) == SmearOptions(target=11)
    with pytest.raises(InvalidOptions):
        options_from_dict(SmearOptions, {"target": [11]}, PRESETS)


AS, KS, QS = parse_card("AS"), parse_card("KS"), parse_card("QS")


def test_a_whole_deal_is_accepted() -> None:
    check_deal(Deal(((AS,), (KS,)), (), (QS,)), (AS, KS, QS), 2, 1, 0, "R")


def test_a_deal_of_the_right_size_with_a_card_twice_is_refused() -> None:
    # three cards for a three-card deck, but AS twice and KS nowhere: AS is named first (seat 1)
    with pytest.raises(InvalidDeal, match="seat 1: card AS is dealt twice"):
        check_deal(Deal(((AS,), (AS,)), (), (QS,)), (AS, KS, QS), 2, 1, 0, "R")


def test_a_deal_with_a_card_of_another_deck_is_refused() -> None:
    with pytest.raises(InvalidDeal, match="stock: card KS is not in this game's deck"):
        check_deal(Deal(((AS,), (QS,)), (), (KS,)), (AS, QS, parse_card("JS")), 2, 1, 0, "R")


S = TypeVar("S")


def _first_hand_played(match: BoundMatch[S]) -> BoundMatch[S]:
    while match.hands_over() == 0:
        match = match.play(match.legal()[0])
    return match


def test_a_finished_hands_tricks_are_reported_once() -> None:
    # standard Smear: each seat plays down from 6 cards (SM-5.1: more than 6 are discarded down
    # to 6), one card a seat a trick, so a hand played out has 6 tricks
    done = _first_hand_played(start({}, (), 0, 7))
    assert done.hands_done == 1
    assert len(done.tricks()) == 6
    # the next actions (the second hand's bidding) add no trick, counted on or counted afresh
    carried = done.play(done.legal()[0])
    fresh = BoundMatch(done.rules, done.state, done.completed).play(done.legal()[0])
    assert carried.hands_done == fresh.hands_done == 1
    assert carried.tricks() == fresh.tricks() and len(carried.tricks()) == 6


@dataclass(frozen=True)
class _Tally:
    points: int
    won: bool
    name: str
    by: int | None
    cards: tuple[object, ...]


def test_a_record_is_encoded_in_full() -> None:
    inner = _Tally(0, False, "", None, ())
    assert encode(_Tally(3, True, "high", None, (AS, inner))) == {
        "points": 3, "won": True, "name": "high", "by": None,
        "cards": ["AS", {"points": 0, "won": False, "name": "", "by": None, "cards": []}],
    }


def _store_rows(cache: Path, rows: object) -> None:
    key = key_of("playable", "smear", "any")
    store(cache / f"playable-{key}.json", key, {"names": ["players", "target"], "rows": rows})


def test_recorded_rows_are_read(tmp_path: Path) -> None:
    _store_rows(tmp_path, [[4, 21], [3, None]])
    assert recall.recalled_playable(tmp_path, "smear", "any") == [
        {"players": 4, "target": 21}, {"players": 3, "target": None}]


@pytest.mark.parametrize("rows", [[[4, 21.5]], [[4, [21]]], [[4, {"a": 1}]], [[4]], [[4, 21, 0]], [7]])
def test_a_record_with_a_value_no_scalar_or_a_short_row_is_not_used(tmp_path: Path, rows: object) -> None:
    _store_rows(tmp_path, rows)
    assert recall.recalled_playable(tmp_path, "smear", "any") is None

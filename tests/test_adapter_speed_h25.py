"""The reference adapter's and Smear's discard cuts of issue 27 (H25) keep every answer:

- a Smear discard position (no nine_card) lists the same discards every time it is reached, the
  same objects kept for its held cards (reference/smear/rules.py ``_held_discards``), each caller
  getting a list of its own; a discard rule replaced by name is not answered by what was kept;
- the adapter's legal observation (conformance/protocol/reference.py ``legal_texts``) writes each
  discard as CD-6 spells it, and a notation put in force later (a mutant's ``10S``) is written
  its way, not read back from the texts of the notation before.

Expectations are worked out by hand: seat 0 holds the ten spades AS to 5S (CD-5 order), keeps
six (SM-5.1), so gives up four of ten: C(10, 4) = 210 discards, the first the four highest, the
last the four lowest, in canonical order (CD-6).
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

import pytest

from conformance.games import game
from conformance.mutants.patching import Patches, replace_function
from conformance.protocol.reference import legal_texts
from conformance.suite.discrimination import clear_engine_caches, mutant_applied
from reference.actions import Discard
from reference.cards import Card, parse_card
from reference.games import BoundMatch, Match
from reference.smear import rules
from reference.smear.options import SmearOptions
from reference.smear.state import HandState

OPTIONS = {
    "players": 4, "partnerships": False, "hand_size": None, "jokers": 2, "widow": 0, "nine_card": False,
    "jick": True, "joker_rank": "big_above_jick", "joker_tiebreak": "fixed", "all_pass": "dealer_forced",
    "trump_anytime": True, "revoke": "set_back", "high_rule": "ace", "low_rule": "holder", "game_tie": "low_card",
    "joker_game_points": 0, "score_jick": True, "score_jokers": True, "score_three": True, "score_two": False,
    "target": 21, "elimination": None, "max_bid": "others_speak", "first_lead": "trump",
}
DEAL = {
    "hands": [
        ["AS", "KS", "QS", "JS", "TS", "9S", "8S", "7S", "6S", "5S"],
        ["4S", "3S", "2S", "AH", "KH", "QH", "JH", "TH", "9H", "8H"],
        ["7H", "6H", "5H", "4H", "3H", "2H", "AD", "KD", "QD", "JD"],
        ["TD", "9D", "8D", "7D", "6D", "5D", "4D", "3D", "2D", "AC"],
    ],
    "widow": [],
    "stock": ["KC", "QC", "JC", "TC", "9C", "8C", "7C", "6C", "5C", "4C", "3C", "2C", "X1", "X2"],
}
SPADES = ["AS", "KS", "QS", "JS", "TS", "9S", "8S", "7S", "6S", "5S"]


@pytest.fixture(autouse=True)
def _fresh_caches() -> Iterator[None]:
    clear_engine_caches()
    yield
    clear_engine_caches()


def at_discard() -> Match:
    """Seats 1, 2 and 3 pass; the dealer (seat 0) is forced to bid 2 (all_pass: dealer_forced,
    SM-3.5), names spades and is to discard."""
    support = game("smear")
    match = support.start(dict(OPTIONS), [support.decode_deal(DEAL, "deals[0]")], 0, None)
    for action in ("pass", "pass", "pass", "bid 2", "trump S"):
        match = match.play(action)
    assert match.to_act() == 0 and match.phase().value == "discard"
    return match


def hand_of(match: Match) -> tuple[HandState, SmearOptions]:
    assert isinstance(match, BoundMatch)
    hand = match.state.hand
    assert isinstance(hand, HandState)
    return hand, match.state.options


def test_a_discard_position_lists_every_discard_in_canonical_order() -> None:
    texts = legal_texts(at_discard())
    assert len(texts) == 210
    assert texts[:2] == ["discard AS KS QS JS", "discard AS KS QS TS"]
    assert texts[-1] == "discard 8S 7S 6S 5S"
    assert texts == ["discard " + " ".join(c) for c in combinations(SPADES, 4)]


def test_the_same_position_gives_a_new_list_of_the_same_discards() -> None:
    match = at_discard()
    assert isinstance(match, BoundMatch)
    first = match.rules.legal_actions(match.state)
    second = match.rules.legal_actions(match.state)
    assert first is not second
    assert all(a is b for a, b in zip(first, second, strict=True))  # kept, not made again
    first.clear()  # a caller's own list: emptying it leaves the next caller's whole
    third = match.rules.legal_actions(match.state)
    assert len(third) == 210 and third[0] == Discard(tuple(map(parse_card, ["AS", "KS", "QS", "JS"])))


def test_a_discard_rule_replaced_by_name_is_asked() -> None:
    match = at_discard()
    assert isinstance(match, BoundMatch)
    assert len(match.rules.legal_actions(match.state)) == 210  # the rule as written, kept
    lowest = tuple(map(parse_card, ["8S", "7S", "6S", "5S"]))

    def only_lowest(hand: HandState, seat: int, options: SmearOptions) -> list[tuple[Card, ...]]:
        return [lowest]

    with Patches() as patch:
        replace_function(patch, rules, "discard_choices", only_lowest)
        assert list(match.rules.legal_actions(match.state)) == [Discard(lowest)]
    assert len(match.rules.legal_actions(match.state)) == 210


def test_a_notation_put_in_force_later_writes_its_own_texts() -> None:
    match = at_discard()
    assert legal_texts(match)[1] == "discard AS KS QS TS"
    with mutant_applied("ten_written_10"):  # CD-4 written wrong: the ten as 10
        texts = legal_texts(match)
        assert texts[0] == "discard AS KS QS JS"
        assert texts[1] == "discard AS KS QS 10S"
        assert texts[-1] == "discard 8S 7S 6S 5S"
    assert legal_texts(match)[1] == "discard AS KS QS TS"


def test_the_discards_kept_are_those_of_the_held_cards() -> None:
    hand, options = hand_of(at_discard())
    listed = rules.listed_discards(hand, 0, options, rules.discard_choices)
    assert [" ".join(map(str, d.cards)) for d in listed if isinstance(d, Discard)] == [
        " ".join(c) for c in combinations(SPADES, 4)
    ]

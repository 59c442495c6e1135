"""The fuzzer's discard texts looked up by the whole list's cards (issue 27, H24): ``legal_seen`` at a
discard position answers what the reference observes, whether the list was met before or not, and
each position gets a list of its own."""

from __future__ import annotations

import pytest

from conformance.case.checks import LegalCheck
from conformance.fuzz import space
from conformance.fuzz.space import legal_seen
from conformance.protocol.messages import Observe
from conformance.protocol.reference import observe_position
from reference.actions import Discard
from reference.games import BoundMatch, Match
from reference.phases import Phase
from tests.fuzz_scenarios_support import reference_spaces, scenarios_of


@pytest.fixture(scope="module")
def discard_positions() -> list[Match]:
    found: list[Match] = []
    scenarios_of(reference_spaces()["smear"], 40, 0,
                 lambda sc: found.extend(p.match for p in sc.positions if p.match.phase() is Phase.DISCARD))
    return found


def _hand(match: Match) -> frozenset[object]:
    assert isinstance(match, BoundMatch)
    return frozenset(c for a in match.rules.legal_actions(match.state) if isinstance(a, Discard) for c in a.cards)


def test_two_hands_of_as_many_discards_keep_their_own_texts(discard_positions: list[Match]) -> None:
    # two positions of other hands whose lists are as long: a key by the count alone would mix them
    by_count: dict[int, Match] = {}
    pair: tuple[Match, Match] | None = None
    for m in discard_positions:
        n = len(observe_position(m, Observe(LegalCheck))["actions"])  # type: ignore[index]
        other = by_count.setdefault(n, m)
        if _hand(other) != _hand(m):
            pair = (other, m)
            break
    assert pair is not None
    first, second = pair
    space._DISCARD_TEXTS.clear()
    for m in (first, second, first, second):  # a miss, a miss, then each met again
        assert legal_seen(m) == observe_position(m, Observe(LegalCheck))
    assert legal_seen(first)["actions"] != legal_seen(second)["actions"]


def test_each_position_gets_its_own_list(discard_positions: list[Match]) -> None:
    m = discard_positions[0]
    space._DISCARD_TEXTS.clear()
    once = legal_seen(m)["actions"]
    assert isinstance(once, list) and once
    once.clear()  # a caller changing its list does not change the next position's
    again = legal_seen(m)["actions"]
    assert isinstance(again, list) and again
    assert again == observe_position(m, Observe(LegalCheck))["actions"]  # type: ignore[index]


def test_the_texts_kept_stay_bounded(discard_positions: list[Match]) -> None:
    space._DISCARD_TEXTS.clear()
    for m in discard_positions:
        legal_seen(m)
        assert len(space._DISCARD_TEXTS) <= space._DISCARD_LISTS_KEPT
    hands = {_hand(m) for m in discard_positions}
    assert len(hands) > 1


def test_a_discard_text_is_its_cards_in_order(discard_positions: list[Match]) -> None:
    # worked by hand from CD-5/CD-6: "discard" then each card's text, the cards in the list's order
    m = discard_positions[0]
    assert isinstance(m, BoundMatch)
    space._DISCARD_TEXTS.clear()
    listed = m.rules.legal_actions(m.state)
    texts = legal_seen(m)["actions"]
    assert isinstance(texts, list) and len(texts) == len(listed)
    for action, text in zip(listed, texts):
        assert isinstance(action, Discard)
        words = str(text).split(" ")
        assert words[0] == "discard"
        assert words[1:] == [str(c) for c in action.cards]

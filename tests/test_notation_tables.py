"""Card tokens and action strings looked up, not worked out each time (issue 27): the tables give
what the rules of CD-4 and CD-6 give, keep nothing for a refused token, and follow a notation
replaced by name (as conformance/mutants/ replaces format_card)."""

from __future__ import annotations

import pytest

from reference import actions, cards
from reference.actions import (
    CURSES,
    PASS,
    TRUMPS,
    Action,
    Discard,
    action_texts,
    bid_of,
    parse_action,
    play_of,
)
from reference.cards import X1, X2, Card, Suit, format_card, parse_card, standard_deck
from reference.errors import NotationError


def test_every_token_of_cd4_reads_back_as_the_shared_card() -> None:
    deck = standard_deck(jokers=2)
    # CD-3, CD-4: 13 ranks in 4 suits and two jokers
    assert len(deck) == 54
    for card in deck:
        assert parse_card(format_card(card)) is card
    # the same object in every deck shape (Four Point's 32 cards from the 7 up, Smoorverliefd's 52)
    assert standard_deck(jokers=0, min_rank=7)[0] is standard_deck()[0] is deck[0]


@pytest.mark.parametrize(
    "card, token",
    [(Card(14, Suit.S), "AS"), (Card(10, Suit.D), "TD"), (Card(2, Suit.C), "2C"), (Card(11, Suit.H), "JH"), (X1, "X1"), (X2, "X2")],
)
def test_tokens_written_as_cd4_spells_them(card: Card, token: str) -> None:
    assert format_card(card) == token
    assert parse_card(token) == card


@pytest.mark.parametrize("token", ["1S", "as", "AS ", " AS", "10S", "", "X3", "x1", "AX", "ASD"])
def test_a_refused_token_is_refused_every_time_and_never_kept(token: str) -> None:
    for _ in range(2):
        with pytest.raises(NotationError):
            parse_card(token)
    assert token not in cards._READ  # the table itself: nothing refused is kept


def test_action_strings_as_cd6_spells_them() -> None:
    ace, king = Card(14, Suit.S), Card(13, Suit.S)
    given: list[Action] = [PASS, bid_of(3), play_of(ace), TRUMPS[Suit.H], CURSES[Suit.C], Discard((king, ace))]
    # a discard is held in canonical order (CD-5): the ace before the king
    assert action_texts(given) == ["pass", "bid 3", "play AS", "trump H", "curse C", "discard AS KS"]
    assert action_texts(iter(given)) == action_texts(given)  # any iterable, not only a list


def test_parsed_actions_are_the_shared_ones() -> None:
    assert parse_action("pass") is PASS
    assert parse_action("bid 3") is bid_of(3)
    assert parse_action("play AS") is play_of(Card(14, Suit.S))


def test_a_notation_replaced_by_name_writes_its_own_strings(monkeypatch: pytest.MonkeyPatch) -> None:
    ten = play_of(Card(10, Suit.S))
    assert action_texts([ten]) == ["play TS"]

    def written_10(card: Card) -> str:  # the ten written "10", as a notation mutant writes it
        return "10S" if card == Card(10, Suit.S) else format_card(card)

    monkeypatch.setattr(actions, "format_card", written_10)
    assert action_texts([ten, PASS]) == ["play 10S", "pass"]
    monkeypatch.undo()
    assert action_texts([ten]) == ["play TS"]

"""CD-1 to CD-6: notation round-trips, and everything else is refused naming the token."""

import pytest

from reference.actions import Bid, Discard, Pass, Play, Trump, parse_action
from reference.cards import X1, X2, Card, Suit, format_card, parse_card, sort_cards, standard_deck
from reference.errors import Code, IllegalAction, NotationError
from reference.jsonio import read_cards


def test_every_card_round_trips() -> None:
    """CD-4: parse(format(c)) == c for all 54 cards, and the tokens are distinct."""
    deck = standard_deck(jokers=2)
    tokens = [format_card(c) for c in deck]
    assert len(set(tokens)) == 54
    assert [parse_card(t) for t in tokens] == list(deck)


def test_examples_from_the_spec() -> None:
    """CD-4: TS is the ten of spades; X1 is Joker 1."""
    assert parse_card("TS") == Card(10, Suit.S)
    assert parse_card("AH") == Card(14, Suit.H)
    assert parse_card("2C") == Card(2, Suit.C)
    assert parse_card("X1") == X1 and parse_card("X2") == X2


@pytest.mark.parametrize("token", ["10S", "ts", "1S", "AX", "X3", "X", "", "A", "AS ", "JOKER"])
def test_bad_tokens_are_refused_by_name(token: str) -> None:
    """CD-4: anything else is refused, and the error names the token."""
    with pytest.raises(NotationError) as info:
        parse_card(token)
    assert info.value.token == token
    assert repr(token) in str(info.value)


def test_canonical_order() -> None:
    """CD-5: S, H, D, C; aces first; jokers last."""
    cards = [parse_card(t) for t in ["X2", "2C", "AH", "X1", "TS", "AS", "KD"]]
    assert [format_card(c) for c in sort_cards(cards)] == ["AS", "TS", "AH", "KD", "2C", "X1", "X2"]


def test_spades_are_truthy() -> None:
    """Suit S has value 0 but must never read as 'no suit'."""
    assert bool(Suit.S)


@pytest.mark.parametrize(
    "text,action",
    [
        ("pass", Pass()),
        ("bid 2", Bid(2)),
        ("bid 10", Bid(10)),
        ("trump S", Trump(Suit.S)),
        ("play X1", Play(X1)),
        ("discard AS 2C X2", Discard((parse_card("2C"), parse_card("X2"), parse_card("AS")))),
    ],
)
def test_actions_round_trip(text: str, action: object) -> None:
    """CD-6: canonical action strings parse and print back identically."""
    assert parse_action(text) == action
    assert str(parse_action(text)) == text


def test_discard_must_be_in_canonical_order() -> None:
    """CD-6: one spelling per discard; cards out of canonical order are E_BAD_ACTION."""
    assert str(parse_action("discard AS 2C")) == "discard AS 2C"
    with pytest.raises(IllegalAction) as info:
        parse_action("discard 2C AS")
    assert info.value.code is Code.BAD_ACTION


@pytest.mark.parametrize(
    "text", ["", "Pass", "bid", "bid 02", "bid -2", "bid two", "trump X", "play", "play 10S", "discard", "pass ", "bid  2"]
)
def test_bad_actions_are_refused(text: str) -> None:
    """CD-6: anything else is E_BAD_ACTION."""
    with pytest.raises(IllegalAction) as info:
        parse_action(text)
    assert info.value.code is Code.BAD_ACTION


def test_discard_naming_a_card_twice_is_well_formed() -> None:
    """CD-6: the game, not the parser, refuses it (E_DUPLICATE_CARD in a discard phase)."""
    assert parse_action("discard AS AS") == Discard((parse_card("AS"), parse_card("AS")))


@pytest.mark.parametrize("value", ["AS", ["AS", 3], None])
def test_card_lists_must_be_lists_of_tokens(value: object) -> None:
    """Input checking of deals (CD-4): a card list is a JSON array of card tokens, and the error
    names where in the input the bad value is."""
    with pytest.raises(ValueError, match=r"^deal\.widow: expected a list of card tokens$"):
        read_cards(value, "deal.widow")

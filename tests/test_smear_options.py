"""SM-1, SM-2, SM-10: options, presets and deals are checked and refused with clear messages."""

import pytest

from reference.cards import parse_cards
from reference.dealing import Deal
from reference.errors import InvalidDeal, InvalidOptions
from reference.smear import new_game, smear_options
from reference.smear.options import PRESETS


def test_defaults_are_the_standard_game() -> None:
    """SM-1.1, SM-2.2, SM-7.1, SM-9.1."""
    o = smear_options()
    assert (o.players, o.sides, o.dealt, o.hand_maximum, o.target) == (4, 4, 10, 10, 21)


@pytest.mark.parametrize(
    "players,partnerships,dealt,sides",
    [(3, False, 10, 3), (4, True, 10, 2), (5, False, 10, 5), (6, False, 8, 6), (6, True, 8, 3), (8, True, 6, 4)],
)
def test_hand_size_follows_the_table(players: int, partnerships: bool, dealt: int, sides: int) -> None:
    """SM-2.2: 10 if it fits 54 cards, else 8, else 6 (6x10 = 60 > 54; 8x8 = 64 > 54)."""
    o = smear_options(players=players, partnerships=partnerships)
    assert (o.dealt, o.sides) == (dealt, sides)


def test_preset_hand_maxima() -> None:
    """SM-7.1 and SM-10: 10 standard; 12 with the widow's Two; 6 without Jick and Three;
    5 in five-point team Smear."""
    assert PRESETS["standard"].hand_maximum == 10
    assert PRESETS["widow"].hand_maximum == 12
    assert PRESETS["no_jick"].hand_maximum == 6
    assert PRESETS["five_point_team"].hand_maximum == 5
    assert PRESETS["target_52"].target == 52 and PRESETS["target_11"].target == 11


@pytest.mark.parametrize(
    "data,fragment",
    [
        ({"colour": "red"}, "unknown option 'colour'"),
        ({"preset": "nine"}, "unknown preset 'nine'"),
        ({"players": 7}, "players must be 3 to 6"),
        ({"players": 5, "partnerships": True}, "partnerships need 4, 6 or 8"),
        ({"players": "4"}, "option 'players': value '4'"),
        ({"revoke": "sometimes"}, "option 'revoke'"),
        ({"hand_size": 10, "players": 6}, "do not fit"),
        ({"joker_rank": "big_above_jick", "joker_tiebreak": "first_played"}, "joker_tiebreak must be fixed"),
        ({"score_two": True}, "score_two belongs to widow"),
        ({"jokers": 3}, "jokers must be 0, 1 or 2"),
        # the edges of each range, one past the last allowed value (found by the mutation run)
        ({"hand_size": 11}, "hand_size must be 6 to 10"),
        ({"players": 6, "hand_size": 9, "widow": 4}, "do not fit"),
        ({"target": 0}, "target must be at least 1"),
        ({"nine_card": True, "widow": 4, "players": 3}, "nine_card has no widow"),
        ({"max_bid": "sometimes"}, "option 'max_bid'"),
        ({"first_lead": "trumps"}, "option 'first_lead'"),
        ({"game_tie": "lowest"}, "option 'game_tie'"),
        ({"joker_game_points": 2}, "joker_game_points must be 0 or 1"),
        ({"widow": 2}, "widow must be 0 or 4"),
        ({"nine_card": True, "hand_size": 9, "players": 5}, "nine_card needs at most 4 players"),
        ({"nine_card": True, "hand_size": 8}, "nine_card fixes the hand size at 9, not 8"),
        ({"nine_card": True, "players": 5}, "nine_card needs at most 4 players"),
        ({"elimination": "-10"}, "option 'elimination': value '-10'"),
    ],
)
def test_bad_options_are_refused(data: dict[str, object], fragment: str) -> None:
    with pytest.raises(InvalidOptions) as info:
        smear_options(data)
    assert fragment in str(info.value)


@pytest.mark.parametrize(
    "data,check",
    [
        # SM-4.3: the missing jokers are left out of big_above_jick's order
        ({"joker_rank": "big_above_jick", "jokers": 1}, lambda o: o.jokers == 1 and o.hand_maximum == 9),
        ({"joker_rank": "big_above_jick", "jokers": 0}, lambda o: o.jokers == 0 and o.hand_maximum == 8),
        # SM-9.4: an integer threshold, zero and positive ones included
        ({"elimination": 0}, lambda o: o.elimination == 0),
        ({"elimination": 5}, lambda o: o.elimination == 5),
        # SM-9.1: the smallest target
        ({"target": 1}, lambda o: o.target == 1),
        # SM-2.2, SM-5.5: nine_card alone implies a hand of 9
        ({"nine_card": True}, lambda o: o.dealt == 9 and o.hand_size is None),
        ({"nine_card": True, "players": 3}, lambda o: o.dealt == 9),
    ],
)
def test_options_the_spec_allows_are_accepted(data: dict[str, object], check: object) -> None:
    """Smear options table: every combination it does not list as forbidden is accepted."""
    o = smear_options(data)
    assert check(o)  # type: ignore[operator]


def test_defaults_of_the_readings_follow_the_seed() -> None:
    """SM-3.4, SM-6.2, SM-7.7: the defaults apply the seed's sentences (About this document)."""
    o = smear_options()
    assert (o.max_bid, o.first_lead, o.game_tie) == ("others_speak", "trump", "low_card")


def test_big_above_jick_with_one_joker_orders_the_trumps() -> None:
    """SM-4.3: with jokers 1 the order is A K Q J X1 Jick T ... 2 (X2 left out)."""
    from reference.cards import Suit, format_cards
    from reference.smear.ranking import trump_order

    o = smear_options(joker_rank="big_above_jick", jokers=1)
    assert format_cards(trump_order(Suit.H, o)) == "AH KH QH JH X1 JD TH 9H 8H 7H 6H 5H 4H 3H 2H"


def _hands(o_players: int = 4) -> list[str]:
    return ["AS KS QS JS TS 9S", "AH KH QH JH TH 9H", "AD KD QD JD TD 9D", "AC KC QC JC TC 9C"][:o_players]


@pytest.mark.parametrize(
    "mutate,fragment",
    [
        (lambda h: h[:3], "deal has 3 hands"),
        (lambda h: [h[0] + " 8S"] + h[1:], "seat 0 has 7 cards"),
        (lambda h: [h[0].replace("9S", "AH")] + h[1:], "dealt twice"),
    ],
)
def test_bad_deals_are_refused(mutate: object, fragment: str) -> None:
    """SM-2.3: an explicit deal must be exactly the deck in the configured sizes."""
    o = smear_options(hand_size=6)
    hands = mutate(_hands())  # type: ignore[operator]
    parsed = tuple(parse_cards(h) for h in hands)
    used = {c for h in parsed for c in h}
    from reference.smear.rules import deck

    stock = tuple(c for c in deck(o) if c not in used)
    with pytest.raises(InvalidDeal) as info:
        new_game(o, deals=[Deal(parsed, (), stock)])
    assert fragment in str(info.value)


def test_missing_cards_are_named() -> None:
    o = smear_options(hand_size=6)
    parsed = tuple(parse_cards(h) for h in _hands())
    with pytest.raises(InvalidDeal) as info:
        new_game(o, deals=[Deal(parsed, (), ())])
    assert "cards missing from the deal: 8S 7S" in str(info.value)


@pytest.mark.parametrize("dealer", [-1, 4])
def test_the_first_dealer_must_be_a_seat(dealer: int) -> None:
    """SM-1.4: the first dealer given is one of the seats 0 to players - 1."""
    o = smear_options(hand_size=6)
    parsed = tuple(parse_cards(h) for h in _hands())
    from reference.smear.rules import deck

    stock = tuple(c for c in deck(o) if c not in {c for h in parsed for c in h})
    with pytest.raises(ValueError, match="dealer must be a seat from 0 to 3, not"):
        new_game(o, deals=[Deal(parsed, (), stock)], dealer=dealer)

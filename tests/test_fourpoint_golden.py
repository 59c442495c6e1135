"""Golden Four Point Northeastern Wisconsin Smear scenarios (SPEC chapter FP, register R-FP).

Each scenario (deal, script, expected values worked out by hand from SPEC.md, and the
derivation) is data in conformance/sources/golden/fourpoint.py; each generated test here replays the
scenarios that name it against the reference. The two tests written out below check what no case
can state (conformance/sources/golden/fourpoint.py, NOT_TRANSCRIBED): option defaults and presets, and
invalid explicit deals.
"""

from __future__ import annotations

import pytest

from conformance.sources.golden import fourpoint
from reference.cards import parse_cards
from reference.dealing import Deal
from reference.errors import InvalidDeal, InvalidOptions
from reference.fourpoint import fourpoint_options, new_game
from tests.golden_support import scenario_tests

globals().update(scenario_tests(fourpoint.GAME, fourpoint.scenarios(), fourpoint.code_rules, __name__))


def test_presets_and_invalid_options() -> None:
    """FP-10, Four Point options table.

    Defaults: take 3, any_if_over_six, trump_anytime true, ace/player, seven/player, nobody,
    none, target 15, false, none; redeal, ends_bidding, false, either_side. Presets take_0..take_3
    set only `take`; standard = take_3. `take` outside 0..3, `target` below 1 and
    `made_bid_winner: bidding_side` without `win_only_on_made_bid` are InvalidOptions.
    """
    o = fourpoint_options()
    assert (o.take, o.trump_discard, o.trump_anytime) == (3, "any_if_over_six", True)
    assert (o.high_card, o.high_to, o.low_card, o.low_to) == ("ace", "player", "seven", "player")
    assert (o.discarded_jack, o.game_tie, o.target) == ("nobody", "none", 15)
    assert (o.win_only_on_made_bid, o.non_bidder_cap) == (False, "none")
    for n in range(4):
        p = fourpoint_options({"preset": f"take_{n}"})
        assert p.take == n
        assert p.target == 15 and p.trump_discard == "any_if_over_six"
    assert fourpoint_options({"preset": "take_3"}) == fourpoint_options({"preset": "standard"})
    assert (o.all_pass, o.max_bid, o.dealer_holds, o.made_bid_winner) == ("redeal", "ends_bidding", False, "either_side")
    for bad in ({"take": 4}, {"take": -1}, {"target": 0}, {"made_bid_winner": "bidding_side"}):
        with pytest.raises(InvalidOptions):
            fourpoint_options(bad)


def test_invalid_explicit_deal_rejected() -> None:
    """FP-2.3: an explicit deal must be exactly the 32-card deck with no widow.

    A widow card, a 6 (not in the deck) and a stock of 7 cards are each rejected with
    InvalidDeal when the game is created.
    """
    hands = tuple(parse_cards(h) for h in fourpoint.PLAIN)
    stock = parse_cards(fourpoint.PLAIN_STOCK)
    opts = fourpoint_options()
    with pytest.raises(InvalidDeal):
        new_game(opts, deals=[Deal(hands, stock[:1], stock[1:])])
    with pytest.raises(InvalidDeal):
        new_game(opts, deals=[Deal(hands, (), stock[:7] + parse_cards("6S"))])
    with pytest.raises(InvalidDeal):
        new_game(opts, deals=[Deal(hands, (), stock[:7])])

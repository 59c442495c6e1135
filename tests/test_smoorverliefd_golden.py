"""Golden scenarios for Smoorverliefd (SPEC chapter SV).

Each scenario (deal, script, expected values worked out by hand from SPEC.md, and the
derivation) is data in conformance/sources/golden/smoorverliefd.py; each generated test here replays the
scenarios that name it against the reference. The four tests written out below check what no case
can state (conformance/sources/golden/smoorverliefd.py, NOT_TRANSCRIBED): seeded deals, invalid explicit
deals, and option presets and combinations.
"""

from __future__ import annotations

import pytest

from conformance.sources.golden import smoorverliefd
from conformance.sources.golden.smoorverliefd import HANDS_E
from reference.cards import parse_cards, sort_cards, standard_deck
from reference.dealing import Deal
from reference.errors import InvalidDeal, InvalidOptions
from reference.smoorverliefd import new_game, smoorverliefd_options, to_act
from tests.golden_support import scenario_tests
from tests.golden_support_smoorverliefd import sv_deal

globals().update(scenario_tests(smoorverliefd.GAME, smoorverliefd.scenarios(), smoorverliefd.code_rules, __name__))


def test_seeded_deal_shapes() -> None:
    """SV-2.2, SV-2.3, SV-1.3: a seeded deal gives 17/13/10 cards per hand and 1/0/2 dead cards,
    together exactly the 52-card deck (SV-2.1), and the eldest hand (dealer + 1) leads."""
    for players, size, dead in ((3, 17, 1), (4, 13, 0), (5, 10, 2)):
        g = new_game(smoorverliefd_options({"players": players}), seed=7, dealer=players - 1)
        assert g.hand is not None
        assert [len(h) for h in g.hand.hands] == [size] * players
        assert len(g.hand.dead) == dead
        everything = [c for h in g.hand.hands for c in h] + list(g.hand.dead)
        assert sort_cards(everything) == standard_deck()
        assert to_act(g) == 0


def test_invalid_explicit_deals_are_rejected() -> None:
    """SV-2.3: an explicit deal must be the deck in hands of h cards with the dead cards as stock
    and an empty widow; otherwise it is invalid input (not a refusal)."""
    o3 = smoorverliefd_options({"players": 3})
    with pytest.raises(InvalidDeal):  # 2H moved into seat 1's hand: 18 cards, no dead card
        new_game(o3, deals=[sv_deal(HANDS_E[0], HANDS_E[1] + " 2H", HANDS_E[2])])
    widow = Deal(sv_deal(*HANDS_E).hands, parse_cards("2H"), ())
    with pytest.raises(InvalidDeal):  # the dead card given as a widow
        new_game(o3, deals=[widow])


@pytest.mark.parametrize(
    "data",
    [
        {"players": 2},
        {"players": 6},
        {"players": 3, "partners": True},
        {"players": 5, "partners": True},
        {"preset": "partner", "players": 3},
        {"target": 0},
        {"blind_love": True, "blind_bonus": -1},
        {"cupids_arrow": True, "curse_penalty": -5},
        {"blind_bonus": 5},
        {"blind_penalty": 0},
        {"pair_sweep": "single_player"},
        {"curse_hearts": False},
        {"curse_penalty": 3},
        {"troef_duty": "trump"},
        {"troef_duty": "overtrump"},
    ],
)
def test_forbidden_option_combinations(data: dict[str, object]) -> None:
    """Smoorverliefd options: players outside 3..5, partners without 4 players, target below 1,
    a negative amount, or a sub-option changed while its variant is off -> InvalidOptions."""
    with pytest.raises(InvalidOptions):
        smoorverliefd_options(data)


def test_presets_and_allowed_combinations() -> None:
    """SV-11: presets set only their options; other options combine on top. A sub-option left at
    its default while its variant is off is allowed (it is not *changed*)."""
    o = smoorverliefd_options({"preset": "met_troef", "blind_love": True, "players": 5})
    assert (o.troef, o.blind_love, o.players, o.target, o.partners) == (True, True, 5, 50, False)
    assert smoorverliefd_options({"preset": "target_100"}).target == 100
    assert smoorverliefd_options({"preset": "partner"}).partners is True
    assert smoorverliefd_options({"preset": "kleine_liefde"}).kleine_liefde is True
    assert smoorverliefd_options({"preset": "cupids_arrow"}).cupids_arrow is True
    assert smoorverliefd_options({"preset": "blind_love"}).blind_love is True
    d = smoorverliefd_options({"preset": "standard"})
    assert (d.players, d.target, d.sweep, d.champion, d.tie) == (4, 50, "all_in_play", "none", "play_on")
    assert smoorverliefd_options({"preset": "met_troef"}).troef_duty == "none"
    assert smoorverliefd_options({"blind_bonus": 10}).blind_love is False

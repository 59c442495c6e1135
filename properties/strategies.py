"""Hypothesis strategies for the Smear machine: options across every preset and option value,
and explicit deals drawn as permutations (so Hypothesis can shrink them). The action choices
that reach rare states (everyone passing, both jokers in one trick, deliberate revokes, a Jick
or joker at the edge of the trumps played, the end of the game) are rules of
properties/smear_machine.py; MUST_REACH and RARE in tests/test_properties_smear.py check that
they are reached."""

from __future__ import annotations

from hypothesis import strategies as st

from reference.dealing import Deal
from reference.smear.options import PRESETS, SmearOptions, smear_options
from reference.smear.rules import deck

SMEAR_OPTION_VALUES: dict[str, list[object]] = {
    "joker_tiebreak": ["fixed", "first_played", "second_played"],
    "all_pass": ["dealer_forced", "redeal", "dealer_set"],
    "trump_anytime": [True, False],
    "revoke": ["forbidden", "penalized", "set_back"],
    "high_rule": ["ace", "highest_in_play"],
    "low_rule": ["captured", "holder"],
    "game_tie": ["low_card", "none", "lowest_trump"],
    "max_bid": ["others_speak", "ends_bidding"],
    "first_lead": ["trump", "any"],
    "joker_game_points": [0, 1],
    "elimination": [None, -5],
    "target": [3, 5, 11, 21],
}

TABLES = [(3, False), (4, False), (4, True), (5, False), (6, False), (6, True), (8, True)]

# One preset for each hand maximum (SM-7.1): standard 10, widow 12 (Two), no_jick 6, and
# five_point_team 5 (partnerships only).
HAND_MAXIMUM_PRESETS = ["standard", "widow", "no_jick", "five_point_team"]

# Options whose every value is a named rare situation's condition (``game_tie``: a Game tie
# under each reading, SM-7.7), so they are always drawn rather than left at the default half
# the time.
ALWAYS_DRAWN = frozenset({"game_tie"})


@st.composite
def smear_options_st(draw: st.DrawFn, revokes: bool = False) -> SmearOptions:
    """A preset, a table size it allows, and any mix of the free options. ``revokes``: the
    ``revoke`` option is one that accepts revokes (SM-6.7: ``penalized`` or ``set_back``), for
    the machine's deliberate revokes."""
    if revokes and draw(st.booleans()):
        # Half the revoke games draw a hand maximum first (SM-7.1: 10, 12, 6, 5), then the
        # layout, so that each penalty cell of properties/rare.py (SM-8.5 under every hand
        # maximum and layout) is about as likely as any other, not one preset in nine.
        preset = draw(st.sampled_from(HAND_MAXIMUM_PRESETS))
    else:
        preset = draw(st.sampled_from(sorted(PRESETS)))
    base = PRESETS[preset]
    data: dict[str, object] = {"preset": preset}
    if not base.nine_card and not base.partnerships:
        players, partners = draw(st.sampled_from(TABLES))
        data.update(players=players, partnerships=partners)
    for name, values in SMEAR_OPTION_VALUES.items():
        if name in ALWAYS_DRAWN or draw(st.booleans()):
            data[name] = draw(st.sampled_from(values))
    if revokes:
        data["revoke"] = draw(st.sampled_from(["penalized", "set_back"]))
    if base.joker_rank == "big_above_jick":
        data["joker_tiebreak"] = "fixed"
    return smear_options(data)


@st.composite
def smear_deal_st(draw: st.DrawFn, options: SmearOptions) -> Deal:
    """An explicit deal: a permutation of the deck cut into hands, widow and stock."""

    cards = draw(st.permutations(deck(options)))
    h, n = options.dealt, options.players
    hands = tuple(tuple(cards[i * h : (i + 1) * h]) for i in range(n))
    used = n * h
    return Deal(hands, tuple(cards[used : used + options.widow]), tuple(cards[used + options.widow :]))

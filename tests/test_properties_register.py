"""Every reading in the ambiguity register, held to the invariants: for each register entry an
``@example`` plays seeded hands under the options that select that reading and checks every
invariant of the game at every step (properties/<game>_invariants.py). Hypothesis also draws
further readings and seeds; the examples guarantee each entry runs on every CI run."""

from __future__ import annotations

import random
from typing import Callable, Mapping, TypeVar

from hypothesis import example, given
from hypothesis import strategies as st

import properties.fourpoint_invariants as fpi
import properties.smear_invariants as smi
import properties.smoorverliefd_invariants as svi
from reference import fourpoint, smear, smoorverliefd
from reference.bots import cautious_choice
from reference.phases import Phase

HANDS = 2  # hands (rounds) played per example: enough to reach scoring and a second deal

SMEAR_READINGS: dict[str, Mapping[str, object]] = {
    "R-SM all_pass dealer_forced": {"all_pass": "dealer_forced"},
    "R-SM all_pass redeal": {"all_pass": "redeal"},
    "R-SM all_pass dealer_set": {"all_pass": "dealer_set"},
    "R-SM joker order first_played": {"joker_tiebreak": "first_played"},
    "R-SM joker order second_played": {"joker_tiebreak": "second_played"},
    "R-SM double joker": {"preset": "double_joker"},
    "R-SM high highest_in_play": {"high_rule": "highest_in_play"},
    "R-SM low holder": {"low_rule": "holder"},
    "R-SM game tie lowest_trump": {"game_tie": "lowest_trump"},
    "R-SM jokers count game points": {"joker_game_points": 1},
    "R-SM must follow when able": {"trump_anytime": False},
    "R-SM revoke penalized": {"revoke": "penalized"},
    "R-SM elimination": {"elimination": -3, "target": 5},
    "R-SM nine-card": {"preset": "nine_card"},
    "R-SM widow": {"preset": "widow"},
    "R-SM no Jick": {"preset": "no_jick"},
    "R-SM five-point team": {"preset": "five_point_team"},
    "R-SM target 11": {"preset": "target_11"},
    "R-SM six in pairs, hand size 8": {"players": 6, "partnerships": True},
    "R-SM eight in pairs, hand size 6": {"players": 8, "partnerships": True},
    "R-SM three individuals": {"players": 3},
}

FOURPOINT_READINGS: dict[str, Mapping[str, object]] = {
    "R-FP take 0": {"take": 0},
    "R-FP take 1": {"take": 1},
    "R-FP take 2": {"take": 2},
    "R-FP take 3": {"take": 3},
    "R-FP excess only": {"trump_discard": "excess_only"},
    "R-FP must follow when able": {"trump_anytime": False},
    "R-FP high highest, to taker": {"high_card": "highest", "high_to": "taker"},
    "R-FP low lowest": {"low_card": "lowest"},
    "R-FP low to taker": {"low_to": "taker"},
    "R-FP discarded jack to bidder": {"discarded_jack": "bidder"},
    "R-FP game tie to bidder": {"game_tie": "bidder"},
    "R-FP win only on made bid": {"win_only_on_made_bid": True, "target": 3},
    "R-FP cap at target": {"non_bidder_cap": "at_target", "target": 3},
    "R-FP cap below target": {"non_bidder_cap": "below_target", "target": 3},
    "R-FP stick the dealer": {"all_pass": "dealer_forced"},
    "R-FP others speak after a bid of 4": {"max_bid": "others_speak"},
    "R-FP dealer holds": {"dealer_holds": True, "max_bid": "others_speak"},
    "R-FP made bid, bidding side only": {"win_only_on_made_bid": True, "made_bid_winner": "bidding_side", "target": 3},
}

SMOORVERLIEFD_READINGS: dict[str, Mapping[str, object]] = {
    "R-SV three players, one dead card": {"players": 3},
    "R-SV five players, two dead cards": {"players": 5},
    "R-SV sweep all thirteen": {"players": 3, "sweep": "all_thirteen"},
    "R-SV only the champion scores": {"champion": "only_champion_scores"},
    "R-SV met Troef": {"preset": "met_troef"},
    "R-SV met Troef, duty to trump": {"preset": "met_troef", "troef_duty": "trump"},
    "R-SV met Troef, duty to over-trump": {"preset": "met_troef", "troef_duty": "overtrump"},
    "R-SV Blind Love": {"preset": "blind_love"},
    "R-SV Partner, pair sweep together": {"preset": "partner"},
    "R-SV Partner, single-player sweep": {"preset": "partner", "pair_sweep": "single_player"},
    "R-SV Kleine Liefde": {"preset": "kleine_liefde"},
    "R-SV Cupid's Arrow": {"preset": "cupids_arrow"},
    "R-SV Cupid's Arrow, hearts not cursable": {"preset": "cupids_arrow", "curse_hearts": False},
    "R-SV target 100": {"preset": "target_100"},
}


F = TypeVar("F", bound=Callable[..., None])


def _examples(readings: Mapping[str, Mapping[str, object]]) -> Callable[[F], F]:
    """Stack one @example per register reading (seed 1)."""

    def wrap(test: F) -> F:
        for name in reversed(list(readings)):
            test = example(reading=name, seed=1)(test)
        return test

    return wrap


@_examples(SMEAR_READINGS)
@given(reading=st.sampled_from(sorted(SMEAR_READINGS)), seed=st.integers(0, 10_000))
def test_smear_register_readings_keep_the_invariants(reading: str, seed: int) -> None:
    state = smear.new_game(smear.smear_options(SMEAR_READINGS[reading]), seed=seed)
    rng = random.Random(seed)
    while len(state.results) < HANDS and state.phase is not Phase.GAME_OVER:
        smi.legal_sound_and_complete(state)
        seat = smear.to_act(state)
        assert seat is not None and state.hand is not None
        before = state
        state = smear.apply(state, cautious_choice(smear.legal_actions(state), state.hand.hands[seat], rng))
        smi.card_conservation(state)
        smi.trick_record(state)
        smi.hand_length_bounded(state)
        if len(state.results) > len(before.results):
            smi.hand_result_consistent(before, state)
    smi.json_round_trip(state)


@_examples(FOURPOINT_READINGS)
@given(reading=st.sampled_from(sorted(FOURPOINT_READINGS)), seed=st.integers(0, 10_000))
def test_fourpoint_register_readings_keep_the_invariants(reading: str, seed: int) -> None:
    state = fourpoint.new_game(fourpoint.fourpoint_options(FOURPOINT_READINGS[reading]), seed=seed)
    rng = random.Random(seed)
    while len(state.results) < HANDS and state.phase is not Phase.GAME_OVER:
        fpi.legal_sound_and_complete(state)
        seat = fourpoint.to_act(state)
        assert seat is not None and state.hand is not None
        before = state
        state = fourpoint.apply(state, cautious_choice(fourpoint.legal_actions(state), state.hand.hands[seat], rng))
        fpi.card_conservation(state)
        fpi.hand_length_bounded(state)
        if len(state.results) > len(before.results):
            fpi.hand_result_consistent(before, state)
    fpi.json_round_trip(state)


@_examples(SMOORVERLIEFD_READINGS)
@given(reading=st.sampled_from(sorted(SMOORVERLIEFD_READINGS)), seed=st.integers(0, 10_000))
def test_smoorverliefd_register_readings_keep_the_invariants(reading: str, seed: int) -> None:
    options = smoorverliefd.smoorverliefd_options(SMOORVERLIEFD_READINGS[reading])
    state = smoorverliefd.new_game(options, seed=seed)
    rng = random.Random(seed)
    while len(state.results) < HANDS and state.phase is not Phase.GAME_OVER:
        svi.legal_sound_and_complete(state)
        seat = smoorverliefd.to_act(state)
        assert seat is not None and state.hand is not None
        before = state
        state = smoorverliefd.apply(state, cautious_choice(smoorverliefd.legal_actions(state), state.hand.hands[seat], rng))
        svi.card_conservation(state)
        svi.round_length_bounded(state)
        if len(state.results) > len(before.results):
            svi.round_result_consistent(before, state)
    svi.json_round_trip(state)

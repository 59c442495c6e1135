"""Every reading in the ambiguity register, held to the invariants: for each register entry an
``@example`` plays seeded hands under the options that select that reading and checks every
invariant of the game at every step (properties/<game>_invariants.py). Hypothesis also draws
further readings and seeds; the examples guarantee each entry runs on every CI run."""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass
from types import ModuleType
from typing import Any, Callable, Mapping, TypeVar

from hypothesis import example, given, settings
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


@dataclass(frozen=True)
class Game:
    """An engine package (its new_game, to_act, apply and legal_actions), its options reader and
    the invariants its register readings are held to: ``legal`` before every action, each of
    ``step`` after it, ``result`` on every hand that ends, ``end`` on the last state."""

    engine: ModuleType
    options: Callable[[Mapping[str, object]], object]
    readings: Mapping[str, Mapping[str, object]]
    legal: Callable[[Any], None]
    step: tuple[Callable[[Any], None], ...]
    result: Callable[[Any, Any], None]
    end: Callable[[Any], None]


GAMES = (
    Game(smear, smear.smear_options, SMEAR_READINGS, smi.legal_sound_and_complete,
         (smi.card_conservation, smi.trick_record, smi.hand_length_bounded), smi.hand_result_consistent, smi.json_round_trip),
    Game(fourpoint, fourpoint.fourpoint_options, FOURPOINT_READINGS, fpi.legal_sound_and_complete,
         (fpi.card_conservation, fpi.hand_length_bounded), fpi.hand_result_consistent, fpi.json_round_trip),
    Game(smoorverliefd, smoorverliefd.smoorverliefd_options, SMOORVERLIEFD_READINGS, svi.legal_sound_and_complete,
         (svi.card_conservation, svi.round_length_bounded), svi.round_result_consistent, svi.json_round_trip),
)
READINGS = {name: game for game in GAMES for name in game.readings}  # the register ids are unique across games


F = TypeVar("F", bound=Callable[..., None])


def _examples(readings: Iterable[str]) -> Callable[[F], F]:
    """Stack one @example per register reading (seed 1)."""

    def wrap(test: F) -> F:
        for name in reversed(list(readings)):
            test = example(reading=name, seed=1)(test)
        return test

    return wrap


@_examples(READINGS)
@settings(max_examples=len(GAMES) * settings().max_examples)  # as many draws as one test per game had
@given(reading=st.sampled_from(sorted(READINGS)), seed=st.integers(0, 10_000))
def test_register_readings_keep_the_invariants(reading: str, seed: int) -> None:
    game = READINGS[reading]
    state = game.engine.new_game(game.options(game.readings[reading]), seed=seed)
    rng = random.Random(seed)
    while len(state.results) < HANDS and state.phase is not Phase.GAME_OVER:
        game.legal(state)
        seat = game.engine.to_act(state)
        assert seat is not None and state.hand is not None
        before = state
        state = game.engine.apply(state, cautious_choice(game.engine.legal_actions(state), state.hand.hands[seat], rng))
        for check in game.step:
            check(state)
        if len(state.results) > len(before.results):
            game.result(before, state)
    game.end(state)

"""Whole seeded games for every preset end, conserve the cards, and round-trip through JSON.

These are not golden scenarios (nothing here is an expected value from the engine): they check
properties that any correct run must have (SM-2.1 card conservation, SM-9 termination).
"""

import pytest

from reference.cards import Card, sort_cards
from reference.smear import SmearState, apply, legal_actions, new_game, smear_options
from reference.smear.codec import decode_state, encode_state
from reference.smear.options import PRESETS
from reference.smear.rules import deck, to_act
from tests import smoke_support as smoke


def all_cards(state: SmearState) -> list[Card]:
    """Every card the hand in progress accounts for: hands, trick, tricks, discards, widow, stock."""
    h = state.hand
    assert h is not None
    cards = [c for hand in h.hands for c in hand] + list(h.trick) + list(h.widow) + list(h.stock)
    cards += [c for t in h.tricks for c in t.cards] + [c for d in h.discards for c in d]
    return cards


GAME = smoke.Game(legal_actions, apply, smoke.cautious(to_act))


@pytest.mark.parametrize(("preset", "seed"), [(preset, seed) for preset in sorted(PRESETS) for seed in (1, 2)])
def test_presets_play_to_the_end(preset: str, seed: int) -> None:
    options = smear_options({"preset": preset})
    states = GAME.play_out(new_game(options, seed=seed), seed)
    final = states[-1]
    assert final.winner is not None
    assert final.scores[final.winner] == max(final.scores)
    full = sort_cards(deck(options))
    for s in states:
        if s.hand is not None:
            assert sort_cards(all_cards(s)) == full
    smoke.survive_json(states, encode_state, decode_state)


@pytest.mark.parametrize("players,partnerships", [(3, False), (5, False), (6, False), (6, True), (8, True)])
def test_table_sizes_play_to_the_end(players: int, partnerships: bool) -> None:
    options = smear_options(players=players, partnerships=partnerships, target=11)
    final = GAME.play_out(new_game(options, seed=players), players)[-1]
    assert final.winner is not None and 0 <= final.winner < options.sides


def test_same_seed_same_game() -> None:
    """Determinism: a seeded game is a function of its seed."""
    smoke.same_twice(lambda: GAME.play_out(new_game(smear_options(), seed=5), 5)[-1])

"""Whole seeded games for every preset end, conserve the cards, and round-trip through JSON.

These are not golden scenarios (nothing here is an expected value from the engine): they check
properties that any correct run must have (SM-2.1 card conservation, SM-9 termination).
"""

import json
import random

import pytest

from reference.bots import cautious_choice
from reference.cards import Card, sort_cards
from reference.phases import Phase
from reference.smear import SmearState, apply, legal_actions, new_game, smear_options
from reference.smear.codec import decode_state, encode_state
from reference.smear.options import PRESETS
from reference.smear.rules import deck, to_act


def all_cards(state: SmearState) -> list[Card]:
    """Every card the hand in progress accounts for: hands, trick, tricks, discards, widow, stock."""
    h = state.hand
    assert h is not None
    cards = [c for hand in h.hands for c in hand] + list(h.trick) + list(h.widow) + list(h.stock)
    cards += [c for t in h.tricks for c in t.cards] + [c for d in h.discards for c in d]
    return cards


def play_out(state: SmearState, seed: int, limit: int = 20_000) -> list[SmearState]:
    rng = random.Random(seed)
    seen = [state]
    for _ in range(limit):
        if state.phase is Phase.GAME_OVER:
            return seen
        acts = legal_actions(state)
        assert acts, f"no legal action in phase {state.phase}"
        seat = to_act(state)
        assert seat is not None and state.hand is not None
        state = apply(state, cautious_choice(acts, state.hand.hands[seat], rng))
        seen.append(state)
    raise AssertionError("game did not end")


@pytest.mark.parametrize("preset", sorted(PRESETS))
@pytest.mark.parametrize("seed", [1, 2])
def test_presets_play_to_the_end(preset: str, seed: int) -> None:
    options = smear_options({"preset": preset})
    states = play_out(new_game(options, seed=seed), seed)
    final = states[-1]
    assert final.winner is not None
    assert final.scores[final.winner] == max(final.scores)
    full = sort_cards(deck(options))
    for s in states:
        if s.hand is not None:
            assert sort_cards(all_cards(s)) == full
    for s in states[:: max(1, len(states) // 40)]:
        assert decode_state(json.loads(json.dumps(encode_state(s)))) == s


@pytest.mark.parametrize("players,partnerships", [(3, False), (5, False), (6, False), (6, True), (8, True)])
def test_table_sizes_play_to_the_end(players: int, partnerships: bool) -> None:
    options = smear_options(players=players, partnerships=partnerships, target=11)
    final = play_out(new_game(options, seed=players), players)[-1]
    assert final.winner is not None and 0 <= final.winner < options.sides


def test_same_seed_same_game() -> None:
    """Determinism: a seeded game is a function of its seed."""
    o = smear_options()
    a = play_out(new_game(o, seed=5), 5)[-1]
    b = play_out(new_game(o, seed=5), 5)[-1]
    assert a == b

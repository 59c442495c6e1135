"""Whole seeded Four Point games for every preset end, conserve the cards, and round-trip
through JSON.

These are not golden scenarios (nothing here is an expected value from the engine): they check
properties that any correct run must have (FP-2.1 card conservation, FP-9 termination, FP-4.4:
a legal action always exists until the game is over).
"""

import pytest

from reference.cards import Card, sort_cards
from reference.fourpoint import FourPointState, apply, fourpoint_options, legal_actions, new_game
from reference.fourpoint.codec import decode_state, encode_state
from reference.fourpoint.options import PRESETS
from reference.fourpoint.ranking import deck
from reference.fourpoint.rules import to_act
from tests import smoke_support as smoke


def all_cards(state: FourPointState) -> list[Card]:
    """Every card the hand in progress accounts for: hands, trick, tricks, discards, stock."""
    h = state.hand
    assert h is not None
    cards = [c for hand in h.hands for c in hand] + list(h.trick) + list(h.discards) + list(h.stock)
    return cards + [c for t in h.tricks for c in t.cards]


GAME = smoke.Game(legal_actions, apply, smoke.cautious(to_act))


@pytest.mark.parametrize("preset", sorted(PRESETS))
@pytest.mark.parametrize("seed", [1, 2])
def test_presets_play_to_the_end(preset: str, seed: int) -> None:
    options = fourpoint_options({"preset": preset})
    states = GAME.play_out(new_game(options, seed=seed), seed)
    final = states[-1]
    assert final.winner is not None
    assert final.scores[final.winner] >= options.target
    full = sort_cards(deck())
    for s in states:
        if s.hand is not None:
            assert sort_cards(all_cards(s)) == full
            assert len(s.hand.discards) in (0, len(s.hand.taken))
    for r in final.results:
        if r.outcome == "played":
            assert sum(a.points for a in r.awards) <= 4
            assert sum(r.captured) == sum(a.points for a in r.awards)
    smoke.survive_json(states, encode_state, decode_state)


@pytest.mark.parametrize(
    "changes",
    [
        {"trump_discard": "excess_only", "trump_anytime": False},
        {"high_card": "highest", "high_to": "taker", "low_card": "lowest", "low_to": "taker"},
        {"discarded_jack": "bidder", "game_tie": "bidder"},
        {"win_only_on_made_bid": True, "non_bidder_cap": "at_target"},
        {"non_bidder_cap": "below_target", "target": 11},
    ],
)
def test_options_play_to_the_end(changes: dict[str, object]) -> None:
    options = fourpoint_options(changes)
    final = GAME.play_out(new_game(options, seed=3), 3)[-1]
    assert final.winner in (0, 1)
    smoke.survive_json([final], encode_state, decode_state)


def test_same_seed_same_game() -> None:
    """Determinism: a seeded game is a function of its seed."""
    smoke.same_twice(lambda: GAME.play_out(new_game(fourpoint_options(), seed=5), 5)[-1])

"""Whole seeded Smoorverliefd games for every preset and table size end, conserve the 52 cards,
and round-trip through JSON.

These are not golden scenarios (nothing here is an expected value from the engine): they check
properties that any correct run must have (SV-2.2 card conservation, SV-4 bookkeeping, SV-5
termination).
"""

import random

import pytest

from reference.actions import Action, Bid
from reference.cards import Card, Suit, sort_cards
from reference.smoorverliefd import (
    PRESETS,
    SmoorverliefdOptions,
    SmoorverliefdState,
    apply,
    legal_actions,
    new_game,
    smoorverliefd_options,
)
from reference.smoorverliefd.codec import decode_state, encode_state
from reference.smoorverliefd.rules import deck, to_act
from tests import smoke_support as smoke


def all_cards(state: SmoorverliefdState) -> list[Card]:
    """Every card the round in progress accounts for: hands, trick, tricks and the dead pile."""
    h = state.hand
    assert h is not None
    return [c for hand in h.hands for c in hand] + list(h.trick) + [c for t in h.tricks for c in t.cards] + list(h.dead)


def choose(state: SmoorverliefdState, actions: list[Action], rng: random.Random) -> Action:
    """A random legal action, bidding low in Blind Love: random high bids are missed so often
    that every score drifts down and the game need not end."""
    assert to_act(state) is not None
    bids = [a for a in actions if isinstance(a, Bid) and a.amount <= 3]
    return rng.choice(bids or actions)


GAME = smoke.Game(legal_actions, apply, choose)


def check_game(options: SmoorverliefdOptions, states: list[SmoorverliefdState]) -> None:
    final = states[-1]
    assert final.winner is not None and 0 <= final.winner < options.sides
    assert final.scores[final.winner] == max(final.scores) >= options.target
    assert sorted(final.scores).count(max(final.scores)) == 1
    full = sort_cards(deck(options))
    for s in states:
        if s.hand is not None:
            assert sort_cards(all_cards(s)) == full
            assert len(s.hand.dead) == options.dead
    running = [0] * options.sides
    for r in final.results:
        assert sum(t.hearts for t in r.seats) == r.hearts_in_play == 13 - sum(c.suit is Suit.H for c in r.dead)
        running = [a + b for a, b in zip(running, r.changes)]
        assert tuple(running) == r.scores
    assert tuple(running) == final.scores
    smoke.survive_json(states, encode_state, decode_state)


@pytest.mark.parametrize("preset", sorted(PRESETS))
@pytest.mark.parametrize("seed", [1, 2])
def test_presets_play_to_the_end(preset: str, seed: int) -> None:
    options = smoorverliefd_options({"preset": preset})
    check_game(options, GAME.play_out(new_game(options, seed=seed), seed))


@pytest.mark.parametrize("preset", sorted(p for p in PRESETS if p != "partner"))
@pytest.mark.parametrize("players", [3, 5])
def test_odd_tables_play_to_the_end(preset: str, players: int) -> None:
    """SV-2.2: 17 cards and 1 dead card, or 10 cards and 2 dead cards."""
    options = smoorverliefd_options({"preset": preset, "players": players})
    check_game(options, GAME.play_out(new_game(options, seed=players), players))


@pytest.mark.parametrize("players", [3, 4, 5])
def test_every_variant_at_once(players: int) -> None:
    """SV-11: the variants combine (partners only with four players)."""
    options = smoorverliefd_options(
        players=players, troef=True, blind_love=True, kleine_liefde=True, cupids_arrow=True,
        partners=players == 4, sweep="all_thirteen", champion="only_champion_scores", curse_hearts=False,
    )
    check_game(options, GAME.play_out(new_game(options, seed=10 + players), players))


def test_same_seed_same_game() -> None:
    """Determinism: a seeded game is a function of its seed."""
    smoke.same_twice(lambda: GAME.play_out(new_game(smoorverliefd_options({"preset": "cupids_arrow"}), seed=5), 5)[-1])

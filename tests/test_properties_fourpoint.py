"""The Four Point invariants (properties/fourpoint_invariants.py) under Hypothesis: the stateful
machine over whole games (and the rare states it must reach), plus metamorphic symmetry checks:
renaming suits and rotating seats change only names in a hand's outcome."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from properties.fourpoint_machine import STATS, FourPointMachine
from properties.renaming import rename_action, rename_deal
from properties.strategies_more import fp_deal_st, fp_options_st
from reference.actions import Action, Bid, Discard, Pass
from reference.bots import cautious_choice
from reference.cards import Suit
from reference.dealing import Deal
from reference.fourpoint import (
    FourPointOptions,
    FourPointState,
    HandResult,
    apply,
    legal_actions,
    new_game,
    to_act,
)
from tests.machine_support import reached_the_rare_states

# The machine runs as a unittest TestCase collected by pytest, so that
# ``--hypothesis-show-statistics`` reports it. Its settings are the active profile's (the
# TestCase's own default turns every health check off).
TestFourPointMachine = FourPointMachine.TestCase
TestFourPointMachine.settings = settings()

# What a run of the machine under the active profile must reach (the test fails if a change to
# the machine or its strategies stops reaching one of them).
MUST_REACH = ["hands played", "hands redeal", "games over", "discards holding more than 6 of a suit", "hands with a trump discarded"]

# The named rare scoring situations (issue 16; properties/rare.py): a nightly run must reach
# each, a ci run prints how often it did. Game tied under each ``game_tie`` (FP-7.6), the jack
# of trump discarded under each ``discarded_jack`` (FP-7.4), the non-bidder capped under each
# cap that caps (FP-9.4).
RARE = [
    "Game tied, game_tie none",
    "Game tied, game_tie bidder",
    "jack of trump discarded, discarded_jack nobody",
    "jack of trump discarded, discarded_jack bidder",
    "non-bidder capped, non_bidder_cap at_target",
    "non-bidder capped, non_bidder_cap below_target",
]


test_fourpoint_machine_reached_the_rare_states = reached_the_rare_states(
    "fourpoint", "Four Point", STATS, MUST_REACH, RARE, TestFourPointMachine
)


def choose(state: FourPointState, rng: random.Random) -> Action:
    """The cautious bot, with the dealer bidding after three passes (so the hand is played)."""
    legal = legal_actions(state)
    hand, seat = state.hand, to_act(state)
    assert hand is not None and seat is not None
    if isinstance(legal[0], Pass) and seat == hand.dealer and all(b is None for _, b in hand.bids) and len(legal) > 1:
        return legal[1]
    if isinstance(legal[0], (Pass, Bid, Discard)):
        return cautious_choice(legal, hand.hands[seat], rng)
    return rng.choice(legal)


def play_hand(options: FourPointOptions, deal: Deal, dealer: int, seed: int) -> tuple[list[Action], HandResult]:
    """Play one hand with the seeded bot; return the actions and the hand's result."""
    state = new_game(options, deals=[deal], dealer=dealer)
    rng = random.Random(seed)
    actions: list[Action] = []
    while not state.results:
        action = choose(state, rng)
        actions.append(action)
        state = apply(state, action)
    return actions, state.results[0]


def replay(options: FourPointOptions, deal: Deal, dealer: int, actions: list[Action]) -> HandResult:
    state = new_game(options, deals=[deal], dealer=dealer)
    for a in actions:
        state = apply(state, a)
    assert state.results, "the transformed actions did not finish the hand"
    return state.results[0]


@given(data=st.data(), perm=st.permutations(list(Suit)), seed=st.integers(0, 999))
def test_suit_renaming_changes_only_names(data: st.DataObject, perm: list[Suit], seed: int) -> None:
    """Symmetry (FP-2.1, FP-4.3, FP-5.2, FP-6.4, FP-7): no suit is special in Four Point (no
    Jick, trump is named by the first lead), so any renaming of the four suits in the deal
    and the actions gives the same hand with trump renamed."""
    options = data.draw(fp_options_st(), label="options")
    deal = data.draw(fp_deal_st(options), label="deal")
    m = dict(zip(Suit, perm))
    actions, result = play_hand(options, deal, 3, seed)
    other = replay(options, rename_deal(deal, m), 3, [rename_action(a, m) for a in actions])
    assert other.trump == (None if result.trump is None else m[result.trump])
    assert (other.bidder, other.bid, other.awards, other.captured, other.game_points, other.made, other.changes) == (
        result.bidder,
        result.bid,
        result.awards,
        result.captured,
        result.game_points,
        result.made,
        result.changes,
    )


@given(data=st.data(), shift=st.integers(1, 3), seed=st.integers(0, 999))
def test_seat_rotation_changes_only_names(data: st.DataObject, shift: int, seed: int) -> None:
    """Symmetry (FP-1.1, FP-1.3, FP-3.1, FP-6.1): moving every player ``shift`` seats clockwise
    (dealer too) moves the bidder, every award and every score change with them; an odd
    shift swaps the two partnerships."""
    options = data.draw(fp_options_st(), label="options")
    deal = data.draw(fp_deal_st(options), label="deal")
    dealer = data.draw(st.integers(0, 3), label="dealer")
    actions, result = play_hand(options, deal, dealer, seed)
    rotated = Deal(tuple(deal.hands[(s - shift) % 4] for s in range(4)), (), deal.stock)
    other = replay(options, rotated, (dealer + shift) % 4, actions)

    def move(side: int | None) -> int | None:
        return None if side is None else (side + shift) % 2

    assert other.bidder == (None if result.bidder is None else (result.bidder + shift) % 4)
    assert [(a.category, move(a.side), a.points) for a in result.awards] == [(a.category, a.side, a.points) for a in other.awards]
    pairs = {"captured": (result.captured, other.captured), "game_points": (result.game_points, other.game_points), "changes": (result.changes, other.changes)}
    for name, (before, after) in pairs.items():
        assert [before[(x - shift) % 2] for x in range(2)] == list(after), name
    assert (other.trump, other.bid, other.made) == (result.trump, result.bid, result.made)

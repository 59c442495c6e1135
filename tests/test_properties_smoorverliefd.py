"""The Smoorverliefd invariants (properties/smoorverliefd_invariants.py) under Hypothesis: the
stateful machine over whole games (and the rare states it must reach), plus metamorphic
symmetry checks: renaming the non-heart suits and rotating seats change only names in the
outcome of two rounds (two, so that Cupid's Arrow's dealer choice and curse are included)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from properties.renaming import rename_action, rename_card, rename_deal
from properties.smoorverliefd_machine import STATS, SmoorverliefdMachine
from properties.strategies_more import sv_deal_st, sv_options_st
from reference.actions import Action, Bid
from reference.cards import Suit, sort_cards
from reference.dealing import Deal
from reference.smoorverliefd import HandResult, SmoorverliefdOptions, apply, legal_actions, new_game
from tests.machine_support import reached_the_rare_states

# The machine runs as a unittest TestCase collected by pytest, so that
# ``--hypothesis-show-statistics`` reports it. Its settings are the active profile's (the
# TestCase's own default turns every health check off).
TestSmoorverliefdMachine = SmoorverliefdMachine.TestCase
TestSmoorverliefdMachine.settings = settings()

# What a run of the machine under the active profile must reach (the test fails if a change to
# the machine or its strategies stops reaching one of them).
MUST_REACH = [
    "rounds scored",
    "rounds with a dead heart",
    "rounds with a sweep",
    "rounds with a sweep and a dead heart",
    "rounds with Blind Love bids",
    "rounds with a curse",
    "games over",
]

# The named rare scoring situations (issue 16; properties/rare.py): a nightly run must reach
# each, a ci run prints how often it did. A sweep with a dead heart (SV-2.4, SV-4.3; under
# ``sweep: all_thirteen`` it cannot happen), Blind Love bids at both edges, made (SV-7.1,
# SV-7.3), and the curse at its edges (SV-10.4). A cursed suit nobody holds cannot arise (at
# most 2 cards are dead, SV-2.2), so its nearest edge, a cursed suit with a dead card, stands in.
RARE = [
    "sweep with a dead heart, sweep all_in_play",
    "Blind Love bid of 0",
    "Blind Love bid of 0 made",
    "Blind Love bid of every heart in play",
    "Blind Love bid of every heart in play made",
    "Blind Love bid of every heart in play with a dead heart",
    "cursed suit with a dead card",
    "cursed suit captured by one side alone",
]


test_smoorverliefd_machine_reached_the_rare_states = reached_the_rare_states(
    "smoorverliefd", "Smoorverliefd", STATS, MUST_REACH, RARE, TestSmoorverliefdMachine
)


ROUNDS = 2


def play_rounds(options: SmoorverliefdOptions, deals: list[Deal], dealer: int, seed: int) -> tuple[list[Action], list[HandResult]]:
    """Play up to two rounds at random (low Blind Love bids); return the actions and results."""
    state = new_game(options, deals=deals, dealer=dealer)
    rng = random.Random(seed)
    actions: list[Action] = []
    while len(state.results) < ROUNDS and state.winner is None:
        legal = legal_actions(state)
        low = [a for a in legal if isinstance(a, Bid) and a.amount <= 3]
        action = rng.choice(low or legal)
        actions.append(action)
        state = apply(state, action)
    return actions, list(state.results)


def replay(options: SmoorverliefdOptions, deals: list[Deal], dealer: int, actions: list[Action]) -> list[HandResult]:
    state = new_game(options, deals=deals, dealer=dealer)
    for a in actions:
        state = apply(state, a)
    return list(state.results)


@st.composite
def game_st(draw: st.DrawFn) -> tuple[SmoorverliefdOptions, list[Deal], int]:
    options = draw(sv_options_st(), label="options")
    dealer = draw(st.integers(0, options.players - 1), label="dealer")
    deals = [draw(sv_deal_st(options, (dealer + 1 + k) % options.players), label="deal") for k in range(ROUNDS)]
    return options, deals, dealer


@given(game=game_st(), perm=st.permutations([Suit.S, Suit.D, Suit.C]), seed=st.integers(0, 999))
def test_suit_renaming_changes_only_names(game: tuple[SmoorverliefdOptions, list[Deal], int], perm: list[Suit], seed: int) -> None:
    """Symmetry (SV-2.1, SV-3.3, SV-3.4, SV-10.3): spades, diamonds and clubs play the same
    part, so any renaming among them (hearts fixed: they score, they are trump under met Troef
    and ``curse_hearts`` names them) in the deals, curses and plays renames only the cursed
    suit and the dead cards in the results."""
    options, deals, dealer = game
    m = {Suit.H: Suit.H, **dict(zip([Suit.S, Suit.D, Suit.C], perm))}
    actions, results = play_rounds(options, deals, dealer, seed)
    others = replay(options, [rename_deal(d, m) for d in deals], dealer, [rename_action(a, m) for a in actions])
    assert len(others) == len(results)
    for r, o in zip(results, others):
        assert o.cursed == (None if r.cursed is None else m[r.cursed])
        assert o.dead == sort_cards(rename_card(c, m) for c in r.dead)
        assert (o.dealer, o.hearts_in_play, o.seats, o.sides, o.champions, o.changes, o.scores) == (
            r.dealer,
            r.hearts_in_play,
            r.seats,
            r.sides,
            r.champions,
            r.changes,
            r.scores,
        )


@given(game=game_st(), data=st.data(), seed=st.integers(0, 999))
def test_seat_rotation_changes_only_names(game: tuple[SmoorverliefdOptions, list[Deal], int], data: st.DataObject, seed: int) -> None:
    """Symmetry (SV-1.3, SV-1.4, SV-3.1, SV-8.1, SV-10.2): moving every player ``shift`` seats
    clockwise (dealer too) moves every tally, champion, score change and the next dealer with
    them; with partners the pairs move by ``shift`` mod 2."""
    options, deals, dealer = game
    n, k = options.players, options.sides
    shift = data.draw(st.integers(1, n - 1), label="shift")
    actions, results = play_rounds(options, deals, dealer, seed)
    rotated = [Deal(tuple(d.hands[(s - shift) % n] for s in range(n)), (), d.stock) for d in deals]
    others = replay(options, rotated, (dealer + shift) % n, actions)
    assert len(others) == len(results)
    for r, o in zip(results, others):
        assert o.dealer == (r.dealer + shift) % n
        assert [r.seats[(s - shift) % n] for s in range(n)] == list(o.seats)
        assert [r.sides[(x - shift) % k] for x in range(k)] == list(o.sides)
        assert [r.changes[(x - shift) % k] for x in range(k)] == list(o.changes)
        assert [r.scores[(x - shift) % k] for x in range(k)] == list(o.scores)
        assert tuple(sorted((c + shift) % k for c in r.champions)) == o.champions
        assert (o.cursed, o.dead, o.hearts_in_play) == (r.cursed, r.dead, r.hearts_in_play)

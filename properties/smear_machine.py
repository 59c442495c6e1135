"""Hypothesis stateful machines that play whole Smear games through the public API and check
every invariant of properties/invariants.py on every state they reach."""

from __future__ import annotations

import random

from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from properties import smear_invariants as invariants
from properties.strategies import smear_deal_st, smear_options_st
from reference.actions import Action, Pass, Play
from reference.cards import Card, Suit
from reference.errors import Code, IllegalAction
from reference.bots import cautious_choice
from reference.phases import Phase
from reference.smear import SmearState, add_deal, apply, legal_actions, new_game, to_act


class SmearMachine(RuleBasedStateMachine):
    """One game per run. Deals are explicit permutations drawn by Hypothesis (so it can shrink
    them); when a hand ends the machine deals the next one itself."""

    state: SmearState
    last_action: Action

    def __init__(self) -> None:
        super().__init__()
        self.seen_results = 0

    @initialize(data=st.data())
    def start(self, data: st.DataObject) -> None:
        options = data.draw(smear_options_st(), label="options")
        deal = data.draw(smear_deal_st(options), label="deal")
        dealer = data.draw(st.integers(0, options.players - 1), label="dealer")
        self.data = data
        self.state = new_game(options, deals=[deal], dealer=dealer)

    def _check_new_results(self) -> None:
        # one action ends at most one hand, whose record is last_hand
        results = self.state.results
        assert len(results) - self.seen_results in (0, 1)
        if len(results) > self.seen_results:
            assert self.state.last_hand is not None
            invariants.hand_result_consistent(self.state, results[-1], self.state.last_hand)
        self.seen_results = len(results)

    def _after(self, before: SmearState) -> None:
        assert apply(before, self.last_action) == self.state, "apply is not deterministic"
        self._check_new_results()

    @precondition(lambda self: self.state.phase is Phase.AWAITING_DEAL)
    @rule(data=st.data())
    def deal_next(self, data: st.DataObject) -> None:
        self.state = add_deal(self.state, data.draw(smear_deal_st(self.state.options), label="next deal"))

    @precondition(lambda self: self.state.phase not in (Phase.AWAITING_DEAL, Phase.GAME_OVER))
    @rule(pick=st.integers(0, 10_000))
    def any_legal_action(self, pick: int) -> None:
        """Any lawful action, uniformly: reaches passes, high bids, every discard."""
        legal = legal_actions(self.state)
        before, self.last_action = self.state, legal[pick % len(legal)]
        self.state = apply(before, self.last_action)
        self._after(before)

    @precondition(lambda self: self.state.phase not in (Phase.AWAITING_DEAL, Phase.GAME_OVER))
    @rule(seed=st.integers(0, 2**16))
    def finish_the_hand(self, seed: int) -> None:
        """Play the rest of the hand with the cautious bot (so runs reach scoring)."""
        rng = random.Random(seed)
        start = len(self.state.results)
        n = self.state.options.players
        for _ in range(n + 1 + n + 6 * n):  # SM hand bound (invariants.hand_length_bounded)
            if len(self.state.results) != start or self.state.phase in (Phase.AWAITING_DEAL, Phase.GAME_OVER):
                break
            legal = legal_actions(self.state)
            hand = self.state.hand
            assert hand is not None
            seat = to_act(self.state)
            assert seat is not None
            before = self.state
            if hand.phase is Phase.PLAY:
                self.last_action = legal[rng.randrange(len(legal))]
            else:
                self.last_action = cautious_choice(legal, hand.hands[seat], rng)
            self.state = apply(before, self.last_action)
            self._after(before)

    @precondition(lambda self: self.state.phase is Phase.BIDDING)
    @rule()
    def everyone_passes(self) -> None:
        """Drive the rare all-pass path: pass while passing is lawful."""
        while self.state.phase is Phase.BIDDING and Pass() in legal_actions(self.state):
            before, self.last_action = self.state, Pass()
            self.state = apply(before, self.last_action)
            self._after(before)

    @precondition(lambda self: self.state.phase is Phase.GAME_OVER)
    @rule()
    def game_over_refuses_everything(self) -> None:
        """SM-9: once a side has won, every action is refused with E_GAME_OVER."""
        for action in (Pass(), Play(Card(14, Suit.S))):
            try:
                apply(self.state, action)
            except IllegalAction as exc:
                assert exc.code is Code.GAME_OVER
            else:
                raise AssertionError(f"{action} accepted after the game ended")

    @invariant()
    def conservation(self) -> None:
        invariants.card_conservation(self.state)

    @invariant()
    def legality(self) -> None:
        invariants.legal_sound_and_complete(self.state)

    @invariant()
    def round_trip(self) -> None:
        invariants.json_round_trip(self.state)

    @invariant()
    def bounded(self) -> None:
        invariants.hand_length_bounded(self.state)


"""A Hypothesis stateful machine that plays whole Smear games through the public API and checks
every invariant of properties/smear_invariants.py on every state it reaches.

Rare states have their own rules: everyone passing (SM-3.5), both jokers in one trick (SM-4.4:
the joker holders hold them back until one leads a joker, then the other follows with it), and
the end of the game (SM-9). Every rule is enabled in every state, so that Hypothesis' swarm
testing (which turns some rules off for a whole run) never leaves a run with nothing to do: a
rule that finds the game over checks that and starts a new game, one that finds the game
waiting for a deal deals it.

To add a rule (issue 16: deliberate revokes, rarer states), write it like ``jokers_in_one_trick``:
call ``self.ready(data)`` first, choose actions, pass each to ``self.step``, and count what it
reached in ``STATS`` (tests/test_properties_smear.py's MUST_REACH lists what a run must reach).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable

from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from properties import smear_invariants as invariants
from properties.smear_oracle import CODE_RULE, expected_code, hand_max, side_of
from properties.strategies import smear_deal_st, smear_options_st
from reference.actions import Action, Bid, Pass, Play
from reference.bots import cautious_choice
from reference.cards import X1, X2, Card, Suit
from reference.errors import Code, IllegalAction
from reference.phases import Phase
from reference.smear import SmearState, add_deal, apply, legal_actions, new_game, to_act

# What the runs reached, for the report of tests/test_properties_smear.py.
STATS: Counter[str] = Counter()

ACTIVE = (Phase.BIDDING, Phase.TRUMP, Phase.DISCARD, Phase.PLAY)

# A policy: (state, legal actions) -> the action to take.
Chooser = Callable[[SmearState, list[Action]], Action]


class SmearMachine(RuleBasedStateMachine):
    """Games one after another. Deals are explicit permutations drawn by Hypothesis (so it can
    shrink them); when a hand ends the machine deals the next one itself."""

    state: SmearState

    def __init__(self) -> None:
        super().__init__()
        self.seen_results = 0
        self.checked: SmearState | None = None  # the last state the costly invariants passed

    @initialize(data=st.data())
    def start(self, data: st.DataObject) -> None:
        self.begin(data)

    def begin(self, data: st.DataObject) -> None:
        """A new game: options, deal and first dealer drawn by Hypothesis."""
        self.seen_results = 0
        options = data.draw(smear_options_st(), label="options")
        deal = data.draw(smear_deal_st(options), label="deal")
        dealer = data.draw(st.integers(0, options.players - 1), label="dealer")
        self.state = new_game(options, deals=[deal], dealer=dealer)
        STATS["games"] += 1

    def ready(self, data: st.DataObject) -> bool:
        """Settle a state no action can move: deal the awaited hand, or (SM-9) check that every
        action is refused with E_GAME_OVER and start a new game. True when the state is one
        an action can move."""
        if self.state.phase is Phase.AWAITING_DEAL:
            self.state = add_deal(self.state, data.draw(smear_deal_st(self.state.options), label="next deal"))
            return False
        if self.state.phase is Phase.GAME_OVER:
            for action in (Pass(), Bid(2), Play(Card(14, Suit.S)), Play(X1)):
                try:
                    apply(self.state, action)
                except IllegalAction as exc:
                    assert exc.code is Code.GAME_OVER, f"SM-9.1: {action} refused with {exc.code.value}"
                else:
                    raise AssertionError(f"SM-9.1: {action} accepted after the game ended")
            self.begin(data)
            return False
        return True

    # ------------------------------------------------------------ stepping

    def step(self, action: Action) -> None:
        """Apply one action the machine chose, checking it was lawful by the oracle, that apply
        is deterministic, and (when it ends a hand) the hand's result."""
        before = self.state
        want = expected_code(before, action)
        assert want is None, f"{CODE_RULE.get(want, 'CD-8')}: {action} chosen from legal_actions but the SPEC refuses it ({want.value})"
        self.state = apply(before, action)
        assert apply(before, action) == self.state, "CD-8: apply is not deterministic"
        done = before.hand
        if done is not None and done.phase is Phase.PLAY and isinstance(action, Play) and len(done.trick) == before.options.players - 1:
            self.count_trick(done.trick + (action.card,))
        results = self.state.results
        assert len(results) - self.seen_results in (0, 1), "SM-8: one action ended more than one hand"
        if len(results) > self.seen_results:
            invariants.hand_result_consistent(before, self.state)
            self.count_result()
        self.seen_results = len(results)

    def count_trick(self, cards: tuple[Card, ...]) -> None:
        if X1 in cards and X2 in cards:
            STATS["tricks with both jokers"] += 1
            if self.state.options.joker_tiebreak != "fixed":
                STATS["tricks with both jokers, tiebreak by play order"] += 1

    def count_result(self) -> None:
        r, o = self.state.results[-1], self.state.options
        STATS[f"hands {r.outcome}"] += 1
        if r.outcome == "played" and r.pitcher is not None:
            STATS["hands set back"] += r.made is False
            STATS["hands with tied game points"] += r.game_points.count(max(r.game_points)) > 1 and max(r.game_points) > 0
            STATS["hands with the hand maximum bid"] += r.bid == hand_max(o)
            STATS["nine-card hands played"] += o.nine_card
            ps = side_of(r.pitcher, o)
            STATS["hands where a side other than the pitcher's reached the target"] += any(
                v >= o.target for x, v in enumerate(r.scores) if x != ps
            )
        if self.state.winner is not None:
            STATS["games over"] += 1

    def play_out(self, choose: Chooser) -> None:
        """Play to the end of the hand with ``choose``, checking conservation after each trick."""
        start = len(self.state.results)
        n = self.state.options.players
        for _ in range(n + 1 + n + 6 * n):  # SM hand bound (invariants.hand_length_bounded)
            if len(self.state.results) != start or self.state.phase not in ACTIVE:
                break
            self.step(choose(self.state, legal_actions(self.state)))
            if self.state.hand is not None and not self.state.hand.trick:
                invariants.card_conservation(self.state)

    def cautious(self, rng: random.Random) -> Chooser:
        """The cautious bot for bids and discards, random plays."""

        def choose(state: SmearState, legal: list[Action]) -> Action:
            hand, seat = state.hand, to_act(state)
            assert hand is not None and seat is not None
            if hand.phase is Phase.PLAY:
                return legal[rng.randrange(len(legal))]
            return cautious_choice(legal, hand.hands[seat], rng)

        return choose

    # ------------------------------------------------------------ rules

    @rule(data=st.data(), pick=st.integers(0, 10_000))
    def any_legal_action(self, data: st.DataObject, pick: int) -> None:
        """Any lawful action, uniformly: reaches passes, high bids, every discard."""
        if self.ready(data):
            legal = legal_actions(self.state)
            self.step(legal[pick % len(legal)])

    @rule(data=st.data(), seed=st.integers(0, 2**16))
    def finish_the_hand(self, data: st.DataObject, seed: int) -> None:
        """Play the rest of the hand with the cautious bot (so runs reach scoring)."""
        if self.ready(data):
            self.play_out(self.cautious(random.Random(seed)))

    @rule(data=st.data(), count=st.integers(2, 4), seed=st.integers(0, 2**16))
    def play_several_hands(self, data: st.DataObject, count: int, seed: int) -> None:
        """Several hands in one step (new deals drawn as needed), so runs reach the scores
        near the target and the end of the game."""
        for k in range(count):
            if self.state.phase is Phase.GAME_OVER:
                break
            if self.ready(data):
                self.play_out(self.cautious(random.Random(seed + k)))

    @rule(data=st.data())
    def everyone_passes(self, data: st.DataObject) -> None:
        """SM-3.5: drive the all-pass path: pass while passing is lawful (a stuck dealer, under
        ``all_pass: dealer_forced``, bids the least it may)."""
        if not self.ready(data):
            return
        while self.state.phase is Phase.BIDDING:
            legal = legal_actions(self.state)
            self.step(Pass() if Pass() in legal else legal[0])

    @rule(data=st.data(), seed=st.integers(0, 2**16))
    def jokers_in_one_trick(self, data: st.DataObject, seed: int) -> None:
        """SM-4.4: the cautious bot bids and discards keeping the jokers (they are trumps); in
        play, a joker holder keeps its joker until it leads, then leads it, and the other
        holder follows with the other joker (a joker led is a trump lead, so it may)."""
        if not self.ready(data):
            return
        rng = random.Random(seed)
        bot = self.cautious(rng)

        def choose(state: SmearState, legal: list[Action]) -> Action:
            hand = state.hand
            assert hand is not None
            if hand.phase is not Phase.PLAY:
                return bot(state, legal)
            jokers = [a for a in legal if isinstance(a, Play) and a.card.suit is None]
            others = [a for a in legal if not (isinstance(a, Play) and a.card.suit is None)]
            if jokers and (not hand.trick or any(c.suit is None for c in hand.trick)):
                return jokers[0]
            return rng.choice(others or legal)

        self.play_out(choose)

    # ------------------------------------------------------------ invariants

    @invariant()
    def conservation(self) -> None:
        invariants.card_conservation(self.state)

    @invariant()
    def tricks_recorded(self) -> None:
        invariants.trick_record(self.state)

    @invariant()
    def legality_and_round_trip(self) -> None:
        # The two costly checks; a state already checked (a rule that changed nothing) is not
        # checked again.
        if self.state is not self.checked:
            invariants.legal_sound_and_complete(self.state)
            invariants.json_round_trip(self.state)
            self.checked = self.state

    @invariant()
    def bounded(self) -> None:
        invariants.hand_length_bounded(self.state)

"""A Hypothesis stateful machine that plays whole Smear games through the public API and checks
every invariant of properties/smear_invariants.py on every state it reaches.

Rare states have their own rules: everyone passing (SM-3.5), both jokers in one trick (SM-4.4:
the joker holders hold them back until one leads a joker, then the other follows with it),
deliberate revokes (SM-6.7, SM-8.5: under ``revoke: penalized`` or ``set_back`` a seat plays a
held card the following rules forbid, and the oracle scores the penalty), a Jick or joker at
the top or the bottom of the trumps played (SM-7.2, SM-7.3: the pitcher names the trump that
makes it possible and every seat discards the trumps in the way), and the end of the game
(SM-9). properties/rare.py names the rare scoring situations; ``count_result`` records them. Every rule is enabled in every state, so that Hypothesis' swarm
testing (which turns some rules off for a whole run) never leaves a run with nothing to do: a
rule that finds the game over checks that and starts a new game, one that finds the game
waiting for a deal deals it.

To add a rule, write it like ``jokers_in_one_trick``: call ``self.ready(data)`` first, choose
actions, pass each to ``self.step``, and count what it reached in ``STATS`` with
``properties.rare.reach`` (tests/test_properties_smear.py's MUST_REACH lists what every run
must reach, RARE what a nightly run must reach).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable

from hypothesis import strategies as st
from hypothesis.stateful import rule

from properties import pairs_reached
from properties import smear_invariants as invariants
from properties.machine_base import GameMachine, MachineGame
from properties.rare import reach
from properties.smear_invariants import REVOKES
from properties.smear_oracle import (
    CODE_RULE,
    expected_code,
    hand_max,
    held_now,
    side_of,
    sides,
    trump_member,
    variant_of,
)
from properties.spec_cards import SAME_COLOUR, spec_trump_rank
from properties.strategies import smear_deal_st, smear_options_st
from reference.actions import Action, Bid, Discard, Pass, Play, Trump
from reference.bots import cautious_choice
from reference.cards import X1, X2, Card, Suit
from reference.phases import Phase
from reference.smear import SmearState, add_deal, apply, legal_actions, new_game, to_act
from reference.smear.options import SmearOptions

# What the runs reached, for the report of tests/test_properties_smear.py.
STATS: Counter[str] = Counter()

ACTIVE = (Phase.BIDDING, Phase.TRUMP, Phase.DISCARD, Phase.PLAY)

# A policy: (state, legal actions) -> the action to take.
Chooser = Callable[[SmearState, list[Action]], Action]



def edge_cards(o: SmearOptions, trump: Suit) -> list[Card]:
    """The cards whose place at an edge of the trumps played matters (SM-4.3): the Jick
    (SM-4.2) and the jokers in the deck."""
    return ([Card(11, SAME_COLOUR[trump])] if o.jick else []) + [X1, X2][: o.jokers]


def edge_name(c: Card, o: SmearOptions) -> str:
    if c.suit is not None:
        return "the Jick"
    return "the big joker" if o.joker_rank == "big_above_jick" and c == X1 else "a joker"


class SmearMachine(GameMachine[SmearState]):
    """Games one after another. Deals are explicit permutations drawn by Hypothesis (so it can
    shrink them); when a hand ends the machine deals the next one itself."""

    game = MachineGame(
        engine=(apply, legal_actions),
        oracle=(expected_code, CODE_RULE),
        game_over=("SM-9.1", (Pass(), Bid(2), Play(Card(14, Suit.S)), Play(X1))),
        invariants=invariants,
        result=(invariants.hand_result_consistent, "SM-8: one action ended more than one hand"),
        bounded=invariants.hand_length_bounded,
        active=ACTIVE,
    )

    def begin(self, data: st.DataObject, revokes: bool = False) -> None:
        """A new game: options, deal and first dealer drawn by Hypothesis (``revokes``: under
        an option that accepts revokes)."""
        self.seen_results = 0
        options = data.draw(smear_options_st(revokes), label="options")
        deal = data.draw(smear_deal_st(options), label="deal")
        dealer = data.draw(st.integers(0, options.players - 1), label="dealer")
        self.state = new_game(options, deals=[deal], dealer=dealer)
        STATS["games"] += 1

    def next_deal(self, data: st.DataObject) -> SmearState:
        return add_deal(self.state, data.draw(smear_deal_st(self.state.options), label="next deal"))

    # ------------------------------------------------------------ stepping

    def accept(self, before: SmearState, action: Action, revoke: bool) -> SmearState:
        """With ``revoke``, ``action`` must be a revoke the options accept (SM-6.7), and is
        recorded as one; otherwise the oracle must find it lawful."""
        if not revoke:
            return super().accept(before, action, revoke)
        want = expected_code(before, action)
        assert want in REVOKES and before.options.revoke != "forbidden", f"machine: {action} is no revoke ({want})"
        seat = to_act(before)
        after = apply(before, action)  # SM-6.7: accepted, not refused
        h = after.hand or after.last_hand
        assert h is not None and seat is not None
        assert list(h.revokes).count(seat) > (before.hand.revokes if before.hand else ()).count(seat), f"SM-6.7: {action} by seat {seat} accepted but not recorded as a revoke"
        return after

    def observe(self, before: SmearState, action: Action) -> None:
        done = before.hand
        if done is not None and done.phase is Phase.PLAY and isinstance(action, Play) and len(done.trick) == before.options.players - 1:
            self.count_trick(done.trick + (action.card,))

    def count_trick(self, cards: tuple[Card, ...]) -> None:
        if X1 in cards and X2 in cards:
            STATS["tricks with both jokers"] += 1
            if self.state.options.joker_tiebreak != "fixed":
                STATS["tricks with both jokers, tiebreak by play order"] += 1

    def count_result(self) -> None:
        r, o = self.state.results[-1], self.state.options
        STATS[f"hands {r.outcome}"] += 1
        self.count_rare()
        if r.outcome == "played" and r.pitcher is not None:
            pairs_reached.record("smear", o)
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

    def count_rare(self) -> None:
        """The named rare situations (properties/rare.py) the hand just scored reached."""
        r, o, h = self.state.results[-1], self.state.options, self.state.last_hand
        k = sides(o)
        reach(STATS, "three or more sides at or past the target after one hand", k >= 3 and sum(v >= o.target for v in r.scores) >= 3)
        if r.outcome != "played" or h is None or h.trump is None:
            return
        trump, v = h.trump, variant_of(o)
        if r.game_points.count(max(r.game_points)) > 1 and max(r.game_points) > 0:
            reach(STATS, f"Game tied, game_tie {o.game_tie}")  # SM-7.7
        played = sorted((c for t in h.tricks for c in t.cards if trump_member(c, trump, o)), key=lambda c: spec_trump_rank(c, trump, v))
        if played and played[-1] in edge_cards(o, trump):
            reach(STATS, f"highest trump played is {edge_name(played[-1], o)}")  # SM-7.2
            reach(STATS, f"highest trump played is {edge_name(played[-1], o)}, high_rule highest_in_play", o.high_rule == "highest_in_play")
        if played and played[0] in edge_cards(o, trump):
            reach(STATS, f"lowest trump played is {edge_name(played[0], o)}")  # SM-7.3
        if r.revoking_sides:
            # SM-8.5 under each hand maximum (SM-7.1, SM-10) and table layout (SM-1.2)
            layout = "partnerships" if o.partnerships else "individual"
            reach(STATS, f"revoke {o.revoke}, hand maximum {hand_max(o)}, {layout}")
            ps = side_of(r.pitcher, o) if r.pitcher is not None else None
            who = "both" if ps in r.revoking_sides and len(r.revoking_sides) > 1 else "pitcher's side" if ps in r.revoking_sides else "another side"
            reach(STATS, f"revoke {o.revoke} by {who}")

    def play_out(self, choose: Chooser) -> None:
        """Play to the end of the hand with ``choose``, checking conservation after each trick."""
        n = self.state.options.players
        self.play_to_end(choose, n + 1 + n + 6 * n, invariants.card_conservation)  # SM hand bound (invariants.hand_length_bounded)

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

    @rule(data=st.data(), seed=st.integers(0, 2**16), who=st.sampled_from(["pitcher", "other", "any"]))
    def commit_a_revoke(self, data: st.DataObject, seed: int, who: str) -> None:
        """SM-6.7, SM-8.5: under ``revoke: penalized`` or ``set_back`` (a new game under one of
        them if the current game forbids revokes), the seats named by ``who`` (the pitcher's
        side, the others, or anyone) play a held card that breaks SM-6.2 or SM-6.3 whenever
        they hold one (at most twice a hand, so hands with and without a second revoke occur);
        the rest of the hand is the cautious bot's. The oracle then scores the penalty."""
        if self.state.options.revoke == "forbidden":
            self.begin(data, revokes=True)
        if not self.ready(data):
            return
        rng = random.Random(seed)
        bot = self.cautious(rng)
        start = len(self.state.results)
        revoked = 0
        n = self.state.options.players
        for _ in range(n + 1 + n + 6 * n):
            if len(self.state.results) != start or self.state.phase not in ACTIVE:
                break
            state, hand, seat = self.state, self.state.hand, to_act(self.state)
            assert hand is not None and seat is not None
            if hand.phase is Phase.PLAY and revoked < 2 and hand.pitcher is not None:
                mine = side_of(seat, state.options) == side_of(hand.pitcher, state.options)
                if who == "any" or mine == (who == "pitcher"):
                    bad = [Play(c) for c in hand.hands[seat] if expected_code(state, Play(c)) in REVOKES]
                    if bad:
                        self.step(rng.choice(bad), revoke=True)
                        revoked += 1
                        continue
            self.step(bot(state, legal_actions(state)))

    @rule(data=st.data(), seed=st.integers(0, 2**16), highest=st.booleans())
    def edge_trump(self, data: st.DataObject, seed: int, highest: bool) -> None:
        """SM-7.2, SM-7.3 (with SM-4.3): a hand in which the Jick or a joker is the highest
        (``highest``) or the lowest trump played. Every card kept after the discard is played,
        so the eldest hand bids the least and the rest pass, the pitcher names the trump and
        edge card that leave the fewest trumps beyond the edge card after discards, and every
        seat discards those trumps first; play is random."""
        rng = random.Random(seed)
        if not self.hand_start(data, rng):
            return
        target: Card | None = None

        def beyond(c: Card, edge: Card, trump: Suit) -> bool:
            o, v = self.state.options, variant_of(self.state.options)
            if not trump_member(c, trump, o) or c == edge:
                return False
            above = spec_trump_rank(c, trump, v) > spec_trump_rank(edge, trump, v)
            return above == highest

        def plan(state: SmearState) -> tuple[Suit, Card]:
            h, o = state.hand, state.options
            assert h is not None
            held = held_now(h, o)
            spare = [max(0, len(cards) - 6) if not o.nine_card else 0 for cards in held]
            best: list[tuple[int, Suit, Card]] = []
            for trump in Suit:
                for edge in edge_cards(o, trump):
                    if any(edge in cards for cards in held):
                        cost = sum(max(0, sum(beyond(c, edge, trump) for c in cards) - spare[s]) for s, cards in enumerate(held))
                        best.append((cost, trump, edge))
            if not best:
                return Suit(rng.randrange(4)), X1
            low = min(b[0] for b in best)
            _, trump, edge = rng.choice([b for b in best if b[0] == low])
            return trump, edge

        def choose(state: SmearState, legal: list[Action]) -> Action:
            nonlocal target
            h = state.hand
            assert h is not None
            if h.phase is Phase.BIDDING:
                bids = [a for a in legal if isinstance(a, Bid)]
                return bids[0] if bids and not any(b is not None for _, b in h.bids) else Pass() if Pass() in legal else legal[0]
            if h.phase is Phase.TRUMP:
                trump, target = plan(state)
                return Trump(trump)
            if h.phase is Phase.DISCARD and h.trump is not None:
                edge, trump = target or X1, h.trump
                return max(legal, key=lambda a: sum(beyond(c, edge, trump) for c in a.cards) - 99 * (edge in a.cards) if isinstance(a, Discard) else -999)
            return legal[rng.randrange(len(legal))]

        self.play_out(choose)

    def hand_start(self, data: st.DataObject, rng: random.Random) -> bool:
        """Bring the machine to the first bid of a hand: finish the hand in progress with the
        cautious bot, deal the next, or start a new game. True when there."""
        if self.state.phase in ACTIVE and not (self.state.phase is Phase.BIDDING and self.state.hand is not None and not self.state.hand.bids):
            self.play_out(self.cautious(rng))
        for _ in range(2):
            if self.ready(data):
                break
        h = self.state.hand
        return self.state.phase is Phase.BIDDING and h is not None and not h.bids

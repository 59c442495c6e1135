"""A Hypothesis stateful machine that plays whole Four Point games through the public API and
checks every invariant of properties/fourpoint_invariants.py on every state it reaches.

Rare states have their own rules: everyone passing (FP-3.5), a bidder holding more than six
cards of a suit (the long-suit deals of strategies_more.fp_deal_st, with a rule that makes
that seat the bidder), a discard taken from that suit (FP-4.3, FP-7.4's discarded jack),
and the end of the game (FP-9).

Every rule is enabled in every state, so that Hypothesis' swarm testing (which turns some rules
off for a whole run) never leaves a run with nothing to do: each rule first calls ``ready``,
which deals an awaited hand, or at the end of a game checks that every action is refused and
starts a new game; a rule whose phase has not come does nothing."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import strategies as st
from hypothesis.stateful import rule

from properties import fourpoint_invariants as invariants
from properties import pairs_reached
from properties.fourpoint_oracle import CODE_RULE, expected_code, held_before_discard, trump_of
from properties.machine_base import GameMachine, MachineGame
from properties.rare import reach
from properties.strategies_more import fp_deal_st, fp_options_st
from reference.actions import Action, Bid, Discard, Pass, Play
from reference.bots import cautious_choice
from reference.cards import Card, Suit
from reference.fourpoint import FourPointState, add_deal, apply, legal_actions, new_game, to_act
from reference.phases import Phase

# What the runs reached, for the report of tests/test_properties_fourpoint.py.
STATS: Counter[str] = Counter()


def long_suit(cards: list[Card]) -> tuple[Suit, int]:
    """The suit with the most cards among ``cards`` and how many."""
    counts = [(sum(1 for c in cards if c.suit == x), x) for x in Suit]
    n, suit = max(counts, key=lambda p: (p[0], -int(p[1])))
    return suit, n


class FourPointMachine(GameMachine[FourPointState]):
    """Games one after another: a finished game is followed by a new one. Deals are explicit permutations drawn by Hypothesis (so it can shrink
    them); when a hand ends and no deal is left the machine deals the next one itself."""

    game = MachineGame(
        engine=(apply, legal_actions),
        oracle=(expected_code, CODE_RULE),
        active=(Phase.BIDDING, Phase.DISCARD, Phase.PLAY),
        game_over=("FP-9.1", (Pass(), Bid(2), Play(Card(14, Suit.S)), Discard((Card(7, Suit.C),)))),
        invariants=invariants,
        result=(invariants.hand_result_consistent, "FP-8: one action ended more than one hand"),
        bounded=invariants.hand_length_bounded,
    )

    def begin(self, data: st.DataObject) -> None:
        options = data.draw(fp_options_st(), label="options")
        deal = data.draw(fp_deal_st(options), label="deal")
        dealer = data.draw(st.integers(0, 3), label="dealer")
        self.state = new_game(options, deals=[deal], dealer=dealer)
        STATS["games"] += 1

    def next_deal(self, data: st.DataObject) -> FourPointState:
        return add_deal(self.state, data.draw(fp_deal_st(self.state.options), label="next deal"))

    # ------------------------------------------------------------ stepping

    def observe(self, before: FourPointState, action: Action) -> None:
        if before.hand is not None and before.hand.phase is Phase.DISCARD:
            held = held_before_discard(before.hand, before.options)
            if long_suit(held)[1] > 6:
                STATS["discards holding more than 6 of a suit"] += 1
        if isinstance(action, Play) and before.hand is not None and trump_of(before.hand) is None:
            STATS["hands with a trump discarded"] += any(c.suit == action.card.suit for c in before.hand.discards)

    def count_result(self) -> None:
        r = self.state.results[-1]
        STATS[f"hands {r.outcome}"] += 1
        if r.outcome == "played" and r.bidder is not None:
            pairs_reached.record("fourpoint", self.state.options)
            hand = self.state.last_hand
            assert hand is not None and r.trump is not None
            STATS["hands with tied game totals"] += r.game_points[0] == r.game_points[1]
            STATS["hands with the jack of trump discarded"] += Card(11, r.trump) in hand.discards
            other = 1 - r.bidder % 2
            STATS["hands with the non-bidder capped"] += r.changes[other] < r.captured[other]
            STATS["hands set back"] += r.made is False
            o = self.state.options
            # the named rare situations (properties/rare.py): FP-7.6, FP-7.4, FP-9.4
            reach(STATS, f"Game tied, game_tie {o.game_tie}", r.game_points[0] == r.game_points[1] > 0)
            reach(STATS, f"jack of trump discarded, discarded_jack {o.discarded_jack}", Card(11, r.trump) in hand.discards)
            reach(STATS, f"non-bidder capped, non_bidder_cap {o.non_bidder_cap}", r.changes[other] < r.captured[other])
        if self.state.winner is not None:
            STATS["games over"] += 1

    def last_hand_played(self) -> bool:
        """No redeal just happened (keeps runs from spending their steps on redeals)."""
        return not self.state.results or self.state.results[-1].outcome == "played"

    def long_hand(self) -> tuple[int, int]:
        """The seat whose six cards plus the first ``take`` undealt cards are longest in one
        suit, and that length."""
        hand = self.state.hand
        assert hand is not None
        take = self.state.options.take
        lengths = [long_suit(list(hand.deal.hands[s]) + list(hand.deal.stock[:take]))[1] for s in range(4)]
        return lengths.index(max(lengths)), max(lengths)

    def bid_choice(self, legal: list[Action], seat: int, rng: random.Random) -> Action:
        """A seat that would hold more than six of a suit bids (so long-suit deals reach the
        discard); otherwise the cautious bot, except that a dealer after three passes bids
        (so most hands are played; everyone_passes covers the redeal)."""
        hand = self.state.hand
        assert hand is not None
        bids = [a for a in legal if isinstance(a, Bid)]
        hero, length = self.long_hand()
        if length > 6:
            return bids[0] if seat == hero and bids else (Pass() if Pass() in legal else legal[0])
        if seat == hand.dealer and bids and all(b is None for _, b in hand.bids):
            return bids[0]
        return cautious_choice(legal, hand.hands[seat], rng)

    def play_choice(self, legal: list[Action], rng: random.Random) -> Action:
        """A random legal card, except that half the time the first lead is of the longest
        suit the bidder held, when the discard allows it (FP-5.3)."""
        hand = self.state.hand
        assert hand is not None
        if trump_of(hand) is None and self.state.options.take > 0 and rng.random() < 0.5:
            suit, _ = long_suit(held_before_discard(hand, self.state.options))
            leads = [a for a in legal if isinstance(a, Play) and a.card.suit == suit]
            if leads:
                return leads[0]
        return legal[rng.randrange(len(legal))]

    def discard_choice(self, legal: list[Action], rng: random.Random) -> Action:
        """Half the time, as many cards of the longest held suit as the rules allow (FP-4.3);
        otherwise a random legal discard."""
        hand = self.state.hand
        assert hand is not None
        suit, _ = long_suit(held_before_discard(hand, self.state.options))
        if rng.random() < 0.5:
            return max(legal, key=lambda a: sum(1 for c in a.cards if c.suit == suit) if isinstance(a, Discard) else 0)
        return legal[rng.randrange(len(legal))]

    # ------------------------------------------------------------ rules

    @rule(data=st.data(), seed=st.integers(0, 2**16))
    def finish_the_hand(self, data: st.DataObject, seed: int) -> None:
        """Play the rest of the hand (so runs reach scoring): the long hand or the cautious bot
        bids, discards and first leads favour the longest suit, other plays are random. Every
        action is checked by ``step``, conservation after each trick."""
        if self.ready(data):
            self.play_out(random.Random(seed))

    def play_out(self, rng: random.Random) -> None:
        """The rest of the hand, as ``finish_the_hand`` describes."""

        def choose(state: FourPointState, legal: list[Action]) -> Action:
            hand, seat = state.hand, to_act(state)
            assert hand is not None and seat is not None
            if hand.phase is Phase.PLAY:
                return self.play_choice(legal, rng)
            if hand.phase is Phase.BIDDING:
                return self.bid_choice(legal, seat, rng)
            return self.discard_choice(legal, rng)

        def after_trick(state: FourPointState) -> None:
            invariants.card_conservation(state)
            invariants.hand_length_bounded(state)

        self.play_to_end(choose, 4 + 1 + 24, after_trick)  # FP hand bound (invariants.hand_length_bounded)

    @rule(data=st.data(), count=st.integers(2, 3), seed=st.integers(0, 2**16))
    def play_several_hands(self, data: st.DataObject, count: int, seed: int) -> None:
        """Several hands in one step (new deals drawn as needed), so runs reach the scores
        near the target, the non-bidder cap and the end of the game."""
        for k in range(count):
            if self.state.phase is Phase.GAME_OVER:
                break
            if self.state.phase is Phase.AWAITING_DEAL:
                self.ready(data)
            self.play_out(random.Random(seed + k))

    @rule(data=st.data())
    def everyone_passes(self, data: st.DataObject) -> None:
        """FP-3.5: drive the all-pass path (a stuck dealer, under ``all_pass: dealer_forced``,
        bids the least it may instead); only when the last hand was not a redeal itself, so
        runs do not spend their steps on redeals."""
        if not self.ready(data) or not self.last_hand_played():
            return
        while self.state.phase is Phase.BIDDING:
            self.step(self.pass_or_least())

    def pass_or_least(self) -> Action:
        """``pass`` when lawful, else the first legal action (FP-3.5: the stuck dealer's bid 2)."""
        legal = legal_actions(self.state)
        return Pass() if Pass() in legal else legal[0]

    @rule(data=st.data(), extra=st.integers(0, 2))
    def the_long_hand_bids(self, data: st.DataObject, extra: int) -> None:
        """The seat whose six cards plus the first ``take`` undealt cards are longest in one
        suit becomes the bidder (the others pass), so long-suit deals reach the discard with
        more than six cards of a suit. Outside the bidding it does nothing."""
        if not self.ready(data) or self.state.phase is not Phase.BIDDING:
            return
        hero, _ = self.long_hand()
        while self.state.phase is Phase.BIDDING:
            seat = to_act(self.state)
            bids = [a for a in legal_actions(self.state) if isinstance(a, Bid)]
            if seat == hero and bids:
                self.step(bids[min(extra, len(bids) - 1)])
            else:
                self.step(self.pass_or_least())

    @rule(data=st.data())
    def discard_from_the_long_suit(self, data: st.DataObject) -> None:
        """FP-4.3, FP-7.4: discard as many cards of the longest suit as the rules allow (its
        jack first), then lead that suit if the discard still respects it. Outside the discard
        phase it does nothing."""
        if not self.ready(data) or self.state.phase is not Phase.DISCARD:
            return
        hand = self.state.hand
        assert hand is not None
        suit, _ = long_suit(held_before_discard(hand, self.state.options))

        def weight(a: Action) -> tuple[int, int]:
            assert isinstance(a, Discard)
            return (sum(1 for c in a.cards if c.suit == suit), sum(1 for c in a.cards if c == Card(11, suit)))

        self.step(max(legal_actions(self.state), key=weight))
        leads = [a for a in legal_actions(self.state) if isinstance(a, Play) and a.card.suit == suit]
        if leads:
            self.step(leads[0])

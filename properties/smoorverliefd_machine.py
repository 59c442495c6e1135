"""A Hypothesis stateful machine that plays whole Smoorverliefd games through the public API and
checks every invariant of properties/smoorverliefd_invariants.py on every state it reaches.

Rare states have their own rules or deal biases: a dead heart with 3 or 5 players and a
sweep (the deals of strategies_more.sv_deal_st, and a rule in which one player plays to win
every trick), Blind Love bids that match the hearts held and bids at the edges (0, or every
heart in play, the bidder then playing to take every trick), Cupid's Arrow curses (every round
after the first under that option), and the end of the game (SV-5). ``count_rare`` records the
named rare situations of properties/rare.py.

Every rule is enabled in every state, so that Hypothesis' swarm testing (which turns some rules
off for a whole run) never leaves a run with nothing to do: each rule first calls ``ready``,
which deals an awaited round, or at the end of a game checks that every action is refused and
starts a new game; a rule whose phase has not come does nothing."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable

from hypothesis import strategies as st
from hypothesis.stateful import rule

from properties import pairs_reached
from properties import smoorverliefd_invariants as invariants
from properties.machine_base import GameMachine, MachineGame
from properties.rare import reach
from properties.smoorverliefd_oracle import CODE_RULE, expected_code
from properties.strategies_more import sv_deal_st, sv_options_st
from reference.actions import Action, Bid, Curse, Pass, Play
from reference.cards import Card, Suit
from reference.phases import Phase
from reference.smoorverliefd import add_deal, apply, legal_actions, new_game, to_act
from reference.smoorverliefd.state import SmoorverliefdState

# What the runs reached, for the report of tests/test_properties_smoorverliefd.py.
STATS: Counter[str] = Counter()

# A play policy: (state, legal actions) -> the action to play.
Chooser = Callable[[SmoorverliefdState, list[Action]], Action]


def strength(card: Card) -> tuple[int, int]:
    """Hearts first, then rank: the card a player trying to win (or to lose) reaches for."""
    return (1 if card.suit is Suit.H else 0, card.rank)


def hero_takes_all(hero: int | None) -> Chooser:
    """``hero`` plays its strongest card to every trick and everyone else their weakest."""

    def choose(state: SmoorverliefdState, legal: list[Action]) -> Action:
        plays = [a for a in legal if isinstance(a, Play)]
        if not plays:
            return legal[0]
        pick = max if to_act(state) == hero else min
        return pick(plays, key=lambda a: strength(a.card))

    return choose


class SmoorverliefdMachine(GameMachine[SmoorverliefdState]):
    """Games one after another: a finished game is followed by a new one. Deals are explicit permutations drawn by Hypothesis (so it can shrink
    them); when a round ends the machine deals the next one itself, to the next eldest hand."""

    game = MachineGame(
        engine=(apply, legal_actions),
        oracle=(expected_code, CODE_RULE),
        active=(Phase.CURSE, Phase.BIDDING, Phase.PLAY),
        game_over=("SV-5.2", (Pass(), Bid(0), Curse(Suit.S), Play(Card(14, Suit.H)))),
        invariants=invariants,
        result=(invariants.round_result_consistent, "SV-4.8: one action ended more than one round"),
        bounded=invariants.round_length_bounded,
    )

    def begin(self, data: st.DataObject) -> None:
        options = data.draw(sv_options_st(), label="options")
        dealer = data.draw(st.integers(0, options.players - 1), label="dealer")
        deals = [data.draw(sv_deal_st(options, (dealer + 1) % options.players), label="deal")]
        if options.cupids_arrow:
            # SV-10.1: the first round has no curse, so play it here (checked like any other)
            # and start the run at the second round's curse (its dealer is SV-10.2's choice).
            deals.append(data.draw(sv_deal_st(options, 0), label="second deal"))
        self.state = new_game(options, deals=deals, dealer=dealer)
        STATS["games"] += 1
        if options.cupids_arrow:
            rng = random.Random(data.draw(st.integers(0, 2**16), label="first round seed"))
            self.play_round(lambda state, legal: rng.choice([a for a in legal if not isinstance(a, Bid) or a.amount <= 3]))

    # ------------------------------------------------------------ stepping

    def count_result(self) -> None:
        r = self.state.results[-1]
        STATS["rounds scored"] += 1
        pairs_reached.record("smoorverliefd", self.state.options)
        STATS["rounds with a dead heart"] += r.hearts_in_play < 13
        STATS["rounds with a sweep"] += any(x.sweep for x in r.sides)
        STATS["rounds with a sweep and a dead heart"] += any(x.sweep for x in r.sides) and r.hearts_in_play < 13
        STATS["rounds with Blind Love bids"] += any(t.bid is not None for t in r.seats)
        STATS["rounds with a curse"] += r.cursed is not None
        cursed = [x.cursed_cards for x in r.sides]
        STATS["rounds with a curse tie"] += r.cursed is not None and cursed.count(max(cursed)) > 1
        STATS["rounds with hearts not cursable"] += r.cursed is not None and not self.state.options.curse_hearts
        STATS["rounds with a pair sweep by two players"] += any(x.sweep for x in r.sides) and self.state.options.partners and max(t.hearts for t in r.seats) < r.hearts_in_play
        STATS["rounds with only champions scoring"] += self.state.options.champion == "only_champion_scores"
        STATS["games over"] += self.state.winner is not None
        self.count_rare()

    def count_rare(self) -> None:
        """The named rare situations (properties/rare.py) the round just scored reached. (A
        cursed suit nobody holds cannot arise: at most 2 cards are dead, SV-2.2, SV-10.4; its
        nearest edge is a cursed suit with a dead card.)"""
        r, o = self.state.results[-1], self.state.options
        dead_heart = r.hearts_in_play < 13
        sweep = any(x.sweep for x in r.sides)
        reach(STATS, f"sweep with a dead heart, sweep {o.sweep}", sweep and dead_heart)  # SV-4.3
        bids = [(t.bid, t.hearts) for t in r.seats if t.bid is not None]
        reach(STATS, "Blind Love bid of 0", any(b == 0 for b, _ in bids))  # SV-7.1
        reach(STATS, "Blind Love bid of 0 made", any(b == 0 == got for b, got in bids))  # SV-7.3
        reach(STATS, "Blind Love bid of every heart in play", any(b == r.hearts_in_play for b, _ in bids))
        reach(STATS, "Blind Love bid of every heart in play made", any(b == got == r.hearts_in_play for b, got in bids))
        reach(STATS, "Blind Love bid of every heart in play with a dead heart", dead_heart and any(b == r.hearts_in_play for b, _ in bids))
        if r.cursed is not None:
            reach(STATS, "cursed suit with a dead card", any(c.suit is r.cursed for c in r.dead))  # SV-10.4
            cursed = [x.cursed_cards for x in r.sides]
            reach(STATS, "cursed suit captured by one side alone", sum(v > 0 for v in cursed) == 1)

    def bidding(self) -> bool:
        return self.state.phase is Phase.BIDDING

    def next_deal(self, data: st.DataObject) -> SmoorverliefdState:
        """The awaited round, dealt to the next eldest hand."""
        o = self.state.options
        return add_deal(self.state, data.draw(sv_deal_st(o, (self.state.dealer + 1) % o.players), label="next deal"))

    def play_round(self, choose: Chooser) -> None:
        """Play to the end of the round with ``choose``, checking conservation after every trick
        (the other invariants run after the step; every action is checked by ``step``)."""
        o = self.state.options
        self.play_to_end(choose, 1 + o.players + o.players * o.dealt, invariants.card_conservation)  # invariants.round_length_bounded

    # ------------------------------------------------------------ rules

    @rule(data=st.data(), seed=st.integers(0, 2**16))
    def finish_the_round(self, data: st.DataObject, seed: int) -> None:
        """Play the rest of the round at random (bids of at most 3 hearts, so Blind Love games
        still end), so that runs reach scoring and the next rounds."""
        if not self.ready(data):
            return
        rng = random.Random(seed)

        def choose(state: SmoorverliefdState, legal: list[Action]) -> Action:
            low = [a for a in legal if isinstance(a, Bid) and a.amount <= 3]
            return rng.choice(low or legal)

        self.play_round(choose)

    @rule(data=st.data())
    def one_player_takes_all(self, data: st.DataObject) -> None:
        """SV-4.3: the seat on lead now plays its strongest card to every trick and everyone
        else their weakest, so that seat wins every trick it can (a sweep when the deal
        allows it: see the sweep deals of sv_deal_st)."""
        if not self.ready(data):
            return
        hero = to_act(self.state)
        self.play_round(hero_takes_all(hero))

    @rule(data=st.data())
    def bid_the_hearts_held(self, data: st.DataObject) -> None:
        """SV-7.1, SV-7.3: every remaining player bids the number of hearts in hand (outside
        the bidding it does nothing)."""
        if not self.ready(data):
            return
        while self.state.phase is Phase.BIDDING:
            hand, seat = self.state.hand, to_act(self.state)
            assert hand is not None and seat is not None
            self.step(Bid(sum(1 for c in hand.hands[seat] if c.suit is Suit.H)))

    # the eldest hand (bidding first) is the one a sweep deal favours: it bids all most often
    @rule(data=st.data(), all_seat=st.sampled_from([0, 0, 0, 1, 2, 3, 4]))
    def blind_love_edges(self, data: st.DataObject, all_seat: int) -> None:
        """SV-7.1, SV-7.3: the bids at the edges: the ``all_seat``-th bidder bids every heart in
        play, everyone else 0; then the all-bidder plays its strongest card to every trick and
        the others their weakest (as ``one_player_takes_all``), so on a sweep deal the bid of
        all is made and the bids of 0 are too (outside the bidding it does nothing)."""
        if not self.ready(data) or not self.bidding():
            return
        hero: int | None = None
        while self.bidding():
            legal = [a for a in legal_actions(self.state) if isinstance(a, Bid)]
            hand = self.state.hand
            assert hand is not None
            mine = len(hand.bids) == all_seat % self.state.options.players
            hero = to_act(self.state) if mine else hero
            self.step(max(legal, key=lambda a: a.amount) if mine else min(legal, key=lambda a: a.amount))
        self.play_round(hero_takes_all(hero))

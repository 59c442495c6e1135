"""Playing Smear out for the generated cases: the play policies, a playout of seeded explicit
deals, the replay request for it, and the positions whose legal set a playout case lists.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from math import comb

from conformance.jsonvalues import JSONScalar
from conformance.protocol.messages import Observe, Replay
from conformance.sources.generated import common
from conformance.sources.generated.common import label, observe_all
from conformance.sources.generated.common import request as replay_request
from reference.actions import Action, Bid, Discard, Pass, Play
from reference.bots import cautious_choice
from reference.cards import Card, Suit
from reference.phases import Phase
from reference.smear.options import PRESETS, SmearOptions, smear_options, smear_options_dict
from reference.smear.ranking import is_trump
from reference.smear.rules import add_deal, apply, legal_actions, new_game, seeded_deal, to_act
from reference.smear.state import SmearState

GAME = "smear"
SOURCE = "conformance/sources/generated/smear/play.py"
LEGAL_LIMIT = 40  # legal sets larger than this are not listed in playouts (perft covers them)
PHASE_RULE = {Phase.BIDDING: "SM-3.1", Phase.TRUMP: "SM-4.1", Phase.DISCARD: "SM-5.1", Phase.PLAY: "SM-6.1"}

Policy = Callable[[SmearState, list[Action], random.Random], Action]


# ---------------------------------------------------------------------------- policies


def _hand_of(state: SmearState) -> tuple[Card, ...]:
    seat = to_act(state)
    assert state.hand is not None and seat is not None
    return state.hand.hands[seat]


def random_policy(state: SmearState, legal: list[Action], rng: random.Random) -> Action:
    return rng.choice(legal)


def cautious_policy(state: SmearState, legal: list[Action], rng: random.Random) -> Action:
    return cautious_choice(legal, _hand_of(state), rng)


def passer_policy(state: SmearState, legal: list[Action], rng: random.Random) -> Action:
    """Everyone passes when allowed (all-pass hands)."""
    for a in legal:
        if isinstance(a, Pass):
            return a
    return cautious_choice(legal, _hand_of(state), rng)


def _trump_of(state: SmearState) -> Suit | None:
    return state.hand.trump if state.hand is not None else None


def joker_policy(state: SmearState, legal: list[Action], rng: random.Random) -> Action:
    """Plays a joker whenever it may (puts both jokers in one trick now and then)."""
    jokers = [a for a in legal if isinstance(a, Play) and a.card.is_joker]
    if jokers:
        return rng.choice(jokers)
    if state.phase is Phase.DISCARD:  # keep the jokers
        keep = [a for a in legal if isinstance(a, Discard) and not any(c.is_joker for c in a.cards)]
        return rng.choice(keep or legal)
    return cautious_choice(legal, _hand_of(state), rng) if state.phase is Phase.BIDDING else rng.choice(legal)


def trumper_policy(state: SmearState, legal: list[Action], rng: random.Random) -> Action:
    """Plays a trump when it may, even while holding the suit led."""
    trump = _trump_of(state)
    if trump is not None and state.phase is Phase.PLAY and rng.random() < 0.8:
        trumps = [a for a in legal if isinstance(a, Play) and is_trump(a.card, trump, state.options)]
        if trumps:
            return rng.choice(trumps)
    return rng.choice(legal)


def revoker_policy(state: SmearState, legal: list[Action], rng: random.Random) -> Action:
    """Under revoke=penalized, now and then plays a held card the rules forbid (a revoke)."""
    if state.phase is Phase.PLAY and rng.random() < 0.35:
        lawful = {a.card for a in legal if isinstance(a, Play)}
        unlawful = [c for c in _hand_of(state) if c not in lawful]
        if unlawful:
            return Play(rng.choice(unlawful))
    return rng.choice(legal)


def overbidder_policy(state: SmearState, legal: list[Action], rng: random.Random) -> Action:
    """Bids high and often (set-backs drive scores down: elimination)."""
    if state.phase is Phase.BIDDING:
        bids = [a for a in legal if isinstance(a, Bid)]
        if bids and rng.random() < 0.6:
            return bids[min(len(bids) - 1, rng.randrange(3, 7))]
    return rng.choice(legal)


def quick_discard(state: SmearState, policy: str, rng: random.Random) -> Discard:
    """A discard chosen without listing every lawful discard (C(14, 8) = 3003 with the widow):
    any ``len - 6`` cards are lawful outside nine-card Smear (SM-5.1). Keepers (cautious and
    joker policies) give up their lowest non-trumps; the others discard at random."""
    held = _hand_of(state)
    n = len(held) - 6
    if policy in ("cautious", "jokers"):
        trump = _trump_of(state)
        assert trump is not None
        worth = {c: (100 if is_trump(c, trump, state.options) else 0) + c.rank for c in held}
        return Discard(tuple(sorted(held, key=lambda c: (worth[c], held.index(c)))[:n]))
    return Discard(tuple(rng.sample(list(held), n)))


POLICIES: dict[str, Policy] = {
    "random": random_policy,
    "cautious": cautious_policy,
    "passer": passer_policy,
    "jokers": joker_policy,
    "trumper": trumper_policy,
    "revoker": revoker_policy,
    "overbidder": overbidder_policy,
}


# ---------------------------------------------------------------------------- playouts


Playout = common.GamePlayout[SmearOptions, SmearState]


def play(preset: str, options: SmearOptions, seed: int, policy: str, hands: int = 1, dealer: int | None = None) -> Playout:
    """Play up to ``hands`` hands (or to the game's end) from seeded explicit deals."""
    rng = random.Random(f"trickref-conformance:{preset}:{seed}:{policy}")
    chooser = POLICIES[policy]
    if dealer is None:
        dealer = rng.randrange(options.players)

    def choose(state: SmearState) -> Action:
        if state.phase is Phase.DISCARD and not options.nine_card:
            return quick_discard(state, policy, rng)
        return chooser(state, legal_actions(state), rng)

    first_dealer = dealer
    deals, states, actions = common.deal_and_drive(lambda deals: new_game(options, deals=deals, dealer=first_dealer),
                                            lambda d, n: seeded_deal(options, seed, n, d), first_dealer,
                                            hands=hands, steps=20_000, add_deal=add_deal, apply=apply, choose=choose)
    return Playout(preset, options, seed, policy, "seeded", dealer, deals, actions, states)


def request(p: Playout, observe: Sequence[Observe], actions: Sequence[str] | None = None,
            seats: Sequence[int | None] | None = None, options: dict[str, JSONScalar] | None = None) -> Replay:
    return replay_request(GAME, options if options is not None else p.options_json, p.dealer, p.deals_json,
                          p.actions if actions is None else actions, observe, seats)


def legal_points(p: Playout, first_hand_only: bool = False, limit: int = LEGAL_LIMIT) -> list[int]:
    """Positions worth listing the legal set at: every small set of the first hand and, in later
    hands, the first bid (or, with ``first_hand_only``, nothing later)."""
    points: list[int] = []
    for k, s in enumerate(p.states):
        if s.hand is None or s.winner is not None:
            continue
        later = len(s.results) > 0
        if later and (first_hand_only or s.hand.bids or s.phase is not Phase.BIDDING):
            continue
        if s.phase is Phase.DISCARD and not s.options.nine_card:
            seat = to_act(s)
            assert seat is not None
            held = len(s.hand.hands[seat])
            if comb(held, held - 6) > limit:
                continue
        if len(legal_actions(s)) <= limit:
            points.append(k)
    return points


def observe_playout(p: Playout, first_hand_only: bool = False) -> list[Observe]:
    return observe_all(legal_points(p, first_hand_only))


def variant_label(preset: str, options: SmearOptions) -> str:
    """The preset and the options that differ from it, for descriptions."""
    return label(smear_options_dict(options), smear_options_dict(PRESETS[preset]), preset)


def opts(preset: str, **overrides: JSONScalar) -> SmearOptions:
    return smear_options({"preset": preset, **overrides})

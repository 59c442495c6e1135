"""Playing Four Point out for the generated cases: the play policies, the adversarial long-suit
deal, a playout of explicit deals, and the positions whose legal set a playout case lists.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from conformance.jsonvalues import JSONScalar
from conformance.sources.generated import common
from reference.actions import Action, Bid, Discard, Play
from reference.cards import JACK, Card, Suit
from reference.dealing import Deal
from reference.fourpoint.options import FourPointOptions, fourpoint_options
from reference.fourpoint import rules
from reference.fourpoint.ranking import deck
from reference.fourpoint.state import FourPointState
from reference.phases import Phase

GAME = "fourpoint"
SOURCE = "conformance/sources/generated/fourpoint/play.py"
LIST_LIMIT = 84  # every discard of take 3 (C(9, 3)) is listed
PHASE_RULE = {Phase.BIDDING: "FP-3.1", Phase.DISCARD: "FP-4.2", Phase.PLAY: "FP-6.1"}

Policy = Callable[[FourPointState, list[Action], random.Random], Action]
DealMaker = Callable[[random.Random, FourPointOptions, int, int], Deal]  # (rng, options, dealer, deal number)


# ---------------------------------------------------------------------------- policies


def _held(state: FourPointState) -> tuple[Card, ...]:
    seat = rules.to_act(state)
    assert state.hand is not None and seat is not None
    return state.hand.hands[seat]


def _longest(cards: Sequence[Card]) -> Suit:
    return max(Suit, key=lambda s: (sum(1 for c in cards if c.suit == s), -int(s)))


def random_policy(state: FourPointState, legal: list[Action], rng: random.Random) -> Action:
    return rng.choice(legal)


def cautious_policy(state: FourPointState, legal: list[Action], rng: random.Random) -> Action:
    """Bids on a long suit only (keeps whole games finite); leads and plays at random."""
    if state.phase is Phase.BIDDING:
        held = _held(state)
        length = max(sum(1 for c in held if c.suit == s) for s in Suit)
        bids = [a for a in legal if isinstance(a, Bid) and a.amount <= length - 1]
        return bids[0] if bids else legal[0]
    return rng.choice(legal)


def passer_policy(state: FourPointState, legal: list[Action], rng: random.Random) -> Action:
    """Everyone passes in the first hand (a redeal), then random play."""
    if state.phase is Phase.BIDDING and not state.results:
        return legal[0]
    return rng.choice(legal)


def trumper_policy(state: FourPointState, legal: list[Action], rng: random.Random) -> Action:
    """Plays a trump whenever it may, even while holding the suit led."""
    hand = state.hand
    if hand is not None and hand.trump is not None and state.phase is Phase.PLAY and rng.random() < 0.85:
        trumps = [a for a in legal if isinstance(a, Play) and a.card.suit == hand.trump]
        if trumps:
            return rng.choice(trumps)
    return rng.choice(legal)


def hoarder_policy(state: FourPointState, legal: list[Action], rng: random.Random) -> Action:
    """Adversarial bidder: the eldest hand bids and the others pass; the bidder discards cards of
    its longest suit (its jack first, now and then) and leads that suit when it may."""
    hand = state.hand
    assert hand is not None
    if state.phase is Phase.BIDDING:
        if rules.to_act(state) == rules.eldest(hand.dealer):
            return rng.choice([a for a in legal if isinstance(a, Bid)])
        return legal[0]
    if state.phase is Phase.DISCARD:
        held = _held(state)
        suit = _longest(held)
        discards = [a for a in legal if isinstance(a, Discard)]
        if rng.random() < 0.4:
            with_jack = [a for a in discards if Card(JACK, suit) in a.cards]
            if with_jack:
                return rng.choice(with_jack)
        most = max(sum(1 for c in a.cards if c.suit == suit) for a in discards)
        return rng.choice([a for a in discards if sum(1 for c in a.cards if c.suit == suit) == most] if rng.random() < 0.7 else discards)
    if not hand.tricks and not hand.trick and hand.discards:
        held = _held(state)
        suit = _longest(held + hand.discards)
        mine = [a for a in legal if isinstance(a, Play) and a.card.suit == suit]
        if mine and rng.random() < 0.7:
            return rng.choice(mine)
    return rng.choice(legal)


POLICIES: dict[str, Policy] = {
    "random": random_policy,
    "cautious": cautious_policy,
    "passer": passer_policy,
    "trumper": trumper_policy,
    "hoarder": hoarder_policy,
}


# ---------------------------------------------------------------------------- deals


def long_suit_deal(rng: random.Random, options: FourPointOptions, dealer: int, number: int) -> Deal:
    """The eldest hand will hold 7 or 8 cards of one suit once it has taken ``take`` stock cards
    (so its discard may contain that suit: FP-4.3), the rest at random."""
    take = options.take
    cards = list(deck())
    rng.shuffle(cards)
    suit = rng.choice(list(Suit))
    mine = [c for c in cards if c.suit == suit]
    rest = [c for c in cards if c.suit != suit]
    length = rng.choice([7, 8]) if take >= 2 else 7
    taken_long = rng.randint(max(0, length - 6), min(take, length))
    dealt_long = length - taken_long
    hand = mine[:dealt_long] + rest[: 6 - dealt_long]
    taken = mine[dealt_long:length] + rest[6 - dealt_long : 6 - dealt_long + take - taken_long]
    rng.shuffle(taken)
    others = mine[length:] + rest[6 - dealt_long + take - taken_long :]
    rng.shuffle(others)
    first = rules.eldest(dealer)
    hands: list[tuple[Card, ...]] = [()] * 4
    hands[first] = tuple(hand)
    pos = 0
    for k in range(1, 4):
        hands[(first + k) % 4] = tuple(others[pos : pos + 6])
        pos += 6
    stock = tuple(taken) + tuple(others[pos:])
    return Deal(tuple(hands), (), stock)


DEALS: dict[str, DealMaker] = {"long": long_suit_deal}  # "seeded": the engine's seeded deal (FP-2.3)


# ---------------------------------------------------------------------------- playouts


Playout = common.GamePlayout[FourPointOptions, FourPointState]


def play(preset: str, options: FourPointOptions, seed: int, policy: str, hands: int = 1, deal_kind: str = "seeded") -> Playout:
    """Up to ``hands`` hands (or to the game's end) from explicit deals."""
    rng = random.Random(f"trickref-conformance:fourpoint:{preset}:{seed}:{policy}:{deal_kind}")
    chooser = POLICIES[policy]
    dealer = rng.randrange(4)

    def make_deal(d: int, n: int) -> Deal:
        return rules.seeded_deal(seed, n, d) if deal_kind == "seeded" else DEALS[deal_kind](rng, options, d, n)

    deals, states, actions = common.deal_and_drive(lambda deals: rules.new_game(options, deals=deals, dealer=dealer), make_deal, dealer,
                                            hands=hands, steps=5000, add_deal=rules.add_deal, apply=rules.apply,
                                            choose=lambda state: chooser(state, rules.legal_actions(state), rng))
    return Playout(preset, options, seed, policy, deal_kind, dealer, deals, actions, states)


def legal_points(p: Playout) -> list[int]:
    """Every position of the first hand, and the first bid of each later hand."""
    points: list[int] = []
    for k, s in enumerate(p.states):
        if s.hand is None or s.winner is not None:
            continue
        if s.results and (s.hand.bids or s.phase is not Phase.BIDDING):
            continue
        points.append(k)
    return points


def opts(preset: str = "standard", /, **overrides: JSONScalar) -> FourPointOptions:
    return fourpoint_options({"preset": preset, **overrides})

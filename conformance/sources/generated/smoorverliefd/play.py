"""Playing Smoorverliefd out for the generated cases: the play policies, the adversarial sweep
deals, a playout of explicit deals, and the positions whose legal set a playout case lists.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from conformance.jsonvalues import JSONScalar
from conformance.sources.generated import common
from reference.actions import Action, Play
from reference.cards import Card, Suit, standard_deck
from reference.dealing import Deal
from reference.phases import Phase
from reference.smoorverliefd.options import (
    PRESETS,
    SmoorverliefdOptions,
    smoorverliefd_options,
    smoorverliefd_options_dict,
)
from reference.smoorverliefd.rules import (
    add_deal,
    apply,
    eldest,
    legal_actions,
    new_game,
    seeded_deal,
)
from reference.smoorverliefd.state import SmoorverliefdState

GAME = "smoorverliefd"
SOURCE = "conformance/sources/generated/smoorverliefd/play.py"
LIST_LIMIT = 60
PHASE_RULE = {Phase.CURSE: "SV-10.3", Phase.BIDDING: "SV-7.1", Phase.PLAY: "SV-3.1"}
VARIANTS = ("troef", "blind_love", "partners", "kleine_liefde", "cupids_arrow")

Policy = Callable[[SmoorverliefdState, list[Action], random.Random], Action]
DealMaker = Callable[[random.Random, SmoorverliefdOptions, int], Deal]  # (rng, options, dealer)


# ---------------------------------------------------------------------------- policies


def random_policy(state: SmoorverliefdState, legal: list[Action], rng: random.Random) -> Action:
    return rng.choice(legal)


def hearts_policy(state: SmoorverliefdState, legal: list[Action], rng: random.Random) -> Action:
    """Sheds hearts when void and bids low: more hearts change hands, more bids are met."""
    if state.phase is Phase.BIDDING:
        return rng.choice(legal[: max(1, len(legal) // 3)])
    hearts = [a for a in legal if isinstance(a, Play) and a.card.suit is Suit.H]
    if hearts and rng.random() < 0.6:
        return rng.choice(hearts)
    return rng.choice(legal)


POLICIES: dict[str, Policy] = {"random": random_policy, "hearts": hearts_policy}


# ---------------------------------------------------------------------------- deals


def _spread(cards: list[Card], options: SmoorverliefdOptions, first: int, fixed: dict[int, list[Card]]) -> tuple[tuple[Card, ...], ...]:
    """Fill every hand not in ``fixed`` from ``cards`` in order, seat ``first`` first."""
    hands: list[tuple[Card, ...]] = [()] * options.players
    pos = 0
    for k in range(options.players):
        seat = (first + k) % options.players
        if seat in fixed:
            hands[seat] = tuple(fixed[seat])
        else:
            hands[seat] = tuple(cards[pos : pos + options.dealt])
            pos += options.dealt
    assert pos == len(cards)
    return tuple(hands)


def sweep_deal(rng: random.Random, options: SmoorverliefdOptions, dealer: int, dead_heart: bool) -> Deal:
    """The eldest hand holds the top cards of one plain suit (then of a second): it leads them and
    wins every trick, so it captures every card in play (SV-3.4, SV-3.5), every heart in play
    included. With ``dead_heart`` a heart is among the dead cards (3 or 5 players)."""
    plain = [Suit.S, Suit.D, Suit.C]
    rng.shuffle(plain)
    order = [c for s in plain[:2] for c in standard_deck() if c.suit is s]  # A..2 of the first suit, then of the second
    top = order[: options.dealt]
    rest = [c for c in standard_deck() if c not in top]
    rng.shuffle(rest)
    dead: list[Card] = []
    if options.dead:
        hearts = [c for c in rest if c.suit is Suit.H]
        others = [c for c in rest if c.suit is not Suit.H]
        if dead_heart:
            dead = hearts[: rng.randint(1, options.dead)]
        dead += others[: options.dead - len(dead)]
        rest = [c for c in rest if c not in dead]
    first = eldest(dealer, options)
    return Deal(_spread(rest, options, first, {first: top}), (), tuple(dead))


def pair_sweep_deal(rng: random.Random, options: SmoorverliefdOptions, dealer: int) -> Deal:
    """Example SV-8.3-a generalised (4 players): the eldest hand and its partner hold two plain
    suits between them, one opponent every heart, the other the third plain suit, so the pair
    wins every trick and captures all 13 hearts, most likely between its two players."""
    a, b, c = rng.sample([Suit.S, Suit.D, Suit.C], 3)
    suit = {s: [x for x in standard_deck() if x.suit is s] for s in Suit}
    first = eldest(dealer, options)
    hearts_holder = rng.choice([(first + 1) % 4, (first + 3) % 4])
    other = (first + 1) % 4 if hearts_holder == (first + 3) % 4 else (first + 3) % 4
    hands: list[tuple[Card, ...]] = [()] * 4
    hands[first] = tuple(suit[a][:8] + suit[b][8:])
    hands[(first + 2) % 4] = tuple(suit[a][8:] + suit[b][:8])
    hands[hearts_holder] = tuple(suit[Suit.H])
    hands[other] = tuple(suit[c])
    return Deal(tuple(hands), (), ())


DEALS: dict[str, DealMaker] = {
    "sweep": lambda rng, o, d: sweep_deal(rng, o, d, dead_heart=False),
    "sweep-dead-heart": lambda rng, o, d: sweep_deal(rng, o, d, dead_heart=True),
    "pair": pair_sweep_deal,
}


# ---------------------------------------------------------------------------- playouts


Playout = common.GamePlayout[SmoorverliefdOptions, SmoorverliefdState]


# Options added after corpus 1.1.0: at their standard value they stay out of a playout's seed, so
# adding an option does not reshuffle every generated case (an id once retired may not return).
LATER_OPTIONS = ("curse_dealer",)


def seed_text(options: SmoorverliefdOptions) -> str:
    """The options as the playout's random seed reads them: their repr, less the later options at
    their standard value."""
    standard = SmoorverliefdOptions()
    text = repr(options)
    for name in LATER_OPTIONS:
        value = getattr(options, name)
        if value == getattr(standard, name):
            text = text.replace(f", {name}={value!r}", "")
    return text


def play(preset: str, options: SmoorverliefdOptions, seed: int, policy: str = "random", hands: int = 1, deal_kind: str = "seeded") -> Playout:
    """Up to ``hands`` rounds (or to the game's end) from explicit deals."""
    rng = random.Random(f"trickref-conformance:smoorverliefd:{preset}:{seed}:{policy}:{deal_kind}:{seed_text(options)}")
    chooser = POLICIES[policy]
    dealer = rng.randrange(options.players)

    def make_deal(d: int, n: int) -> Deal:
        return seeded_deal(options, seed, n, d) if deal_kind == "seeded" else DEALS[deal_kind](rng, options, d)

    deals, states, actions = common.deal_and_drive(lambda deals: new_game(options, deals=deals, dealer=dealer), make_deal, dealer,
                                            hands=hands, steps=20_000, add_deal=add_deal, apply=apply,
                                            choose=lambda state: chooser(state, legal_actions(state), rng))
    return Playout(preset, options, seed, policy, deal_kind, dealer, deals, actions, states)


def legal_points(p: Playout) -> list[int]:
    """In the first round: every curse and bid, every position of the first three tricks, then
    every lead and every play by a seat holding the suit led (where following binds); in later
    rounds the first action only."""
    points: list[int] = []
    for k, s in enumerate(p.states):
        if s.hand is None or s.winner is not None:
            continue
        h = s.hand
        if s.results and (h.bids or h.cursed is not None or h.tricks or h.trick):
            continue
        if s.phase is Phase.PLAY and len(h.tricks) >= 3 and h.trick:
            seat = (h.leader + len(h.trick)) % p.options.players
            if not any(c.suit == h.trick[0].suit for c in h.hands[seat]):
                continue
        points.append(k)
    return points


def opts(preset: str = "standard", /, **overrides: JSONScalar) -> SmoorverliefdOptions:
    return smoorverliefd_options({"preset": preset, **overrides})


def variant_label(o: SmoorverliefdOptions, preset: str = "standard") -> str:
    return common.label(dict(smoorverliefd_options_dict(o)), dict(smoorverliefd_options_dict(PRESETS[preset])), preset)


def rounds(o: SmoorverliefdOptions) -> int:
    return 2 if o.cupids_arrow else 1

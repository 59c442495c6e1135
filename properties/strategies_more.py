"""Hypothesis strategies for the Four Point and Smoorverliefd machines: options drawn across
every preset and option value, and explicit deals drawn as permutations, biased toward the
rare states of each game (FP: a bidder holding more than six cards of a suit; SV: a dead
heart with 3 or 5 players, and a deal in which the eldest hand holds every top card, so that
it wins every trick and sweeps)."""

from __future__ import annotations

from hypothesis import strategies as st

from reference.cards import ACE, Card, Suit, standard_deck
from reference.dealing import Deal
from reference.fourpoint.options import PRESETS as FP_PRESETS
from reference.fourpoint.options import FourPointOptions, fourpoint_options
from reference.smoorverliefd.options import PRESETS as SV_PRESETS
from reference.smoorverliefd.options import SmoorverliefdOptions, smoorverliefd_options

FP_DECK: tuple[Card, ...] = standard_deck(jokers=0, min_rank=7)
SV_DECK: tuple[Card, ...] = standard_deck()

# The values other than the default (an option not drawn keeps its default, or the preset's).
FP_OPTION_VALUES: dict[str, list[object]] = {
    "take": [0, 1, 2],
    "all_pass": ["dealer_forced"],
    "max_bid": ["others_speak"],
    "dealer_holds": [True],
    "trump_discard": ["excess_only"],
    "trump_anytime": [False],
    "high_card": ["highest"],
    "high_to": ["taker"],
    "low_card": ["lowest"],
    "low_to": ["taker"],
    "discarded_jack": ["bidder"],
    "game_tie": ["bidder"],
    "target": [1, 5, 15, 21],
    "win_only_on_made_bid": [True],
    "non_bidder_cap": ["at_target", "below_target"],
}


@st.composite
def fp_options_st(draw: st.DrawFn) -> FourPointOptions:
    """A preset and any mix of the options: each is set half the time to a value other than
    its default, so every value of every option is drawn. The target is usually small so
    that runs reach the end of the game."""
    data: dict[str, object] = {"preset": draw(st.sampled_from(sorted(FP_PRESETS)))}
    for name, values in FP_OPTION_VALUES.items():
        if draw(st.booleans()):
            data[name] = draw(st.sampled_from(values))
    if "target" not in data:
        data["target"] = draw(st.sampled_from([4, 6, 10]))
    if data.get("win_only_on_made_bid") and draw(st.booleans()):
        data["made_bid_winner"] = "bidding_side"  # FP-9.3: only with its house rule on
    return fourpoint_options(data)


def _cut_fp(hands_in_seat_order: list[list[Card]], stock: list[Card]) -> Deal:
    return Deal(tuple(tuple(h) for h in hands_in_seat_order), (), tuple(stock))


@st.composite
def fp_deal_st(draw: st.DrawFn, options: FourPointOptions) -> Deal:
    """An explicit Four Point deal (FP-2.3): four hands of six and the eight undealt cards.

    About one deal in two is a *long-suit* deal: one seat's six cards plus the first
    ``take`` undealt cards hold seven or eight cards of one suit, so that if that seat bids
    it holds more than six of a suit (FP-4.3, the case where trumps may be discarded)."""
    take = options.take
    if take >= 1 and draw(st.booleans(), label="long suit?"):
        seat = draw(st.integers(0, 3), label="long seat")
        suit = draw(st.sampled_from(list(Suit)), label="long suit")
        k = draw(st.integers(7, min(8, 6 + take)), label="long length")
        own = draw(st.permutations([c for c in FP_DECK if c.suit == suit]))
        rest = draw(st.permutations([c for c in FP_DECK if c.suit != suit]))
        slots = 6 + take
        held = draw(st.permutations(list(own[:k]) + list(rest[: slots - k])))
        others = draw(st.permutations(list(own[k:]) + list(rest[slots - k :])))
        hands: list[list[Card]] = []
        pos = 0
        for s in range(4):
            if s == seat:
                hands.append(list(held[:6]))
            else:
                hands.append(list(others[pos : pos + 6]))
                pos += 6
        return _cut_fp(hands, list(held[6:]) + list(others[pos:]))
    cards = draw(st.permutations(FP_DECK))
    return _cut_fp([list(cards[i * 6 : (i + 1) * 6]) for i in range(4)], list(cards[24:]))


SV_OPTION_VALUES: dict[str, list[object]] = {
    "target": [1, 25, 50, 100],
    "sweep": ["all_thirteen"],  # all_in_play is the default an undrawn option keeps
    "champion": ["only_champion_scores"],  # likewise none
    "tie": ["play_on"],
}
# The variants (SV-6 to SV-10): each is turned on half the time, on top of the preset.
SV_VARIANTS = ["troef", "blind_love", "partners", "kleine_liefde", "cupids_arrow"]

# Sub-options, drawn only when their variant is on (SV options: otherwise InvalidOptions); the
# default value is what an undrawn sub-option keeps, so only the other values are listed.
SV_SUB_OPTIONS: dict[str, tuple[str, list[object]]] = {
    "blind_bonus": ("blind_love", [0, 3]),
    "blind_penalty": ("blind_love", [0, 4]),
    "pair_sweep": ("partners", ["single_player"]),
    "curse_hearts": ("cupids_arrow", [False]),
    "curse_penalty": ("cupids_arrow", [0, 7]),
    "troef_duty": ("troef", ["trump", "overtrump"]),
}


@st.composite
def sv_options_st(draw: st.DrawFn) -> SmoorverliefdOptions:
    """A preset, then any mix of the options, each variant on half the time, and (when their
    variant is on) the sub-options. Partners force four players (SV-8.1). The target is
    usually small enough that games end (five times larger under Kleine Liefde)."""
    data: dict[str, object] = {"preset": draw(st.sampled_from(sorted(SV_PRESETS)))}
    data["players"] = draw(st.sampled_from([3, 4, 5]))  # odd tables have dead cards (SV-2.2)
    for name, values in SV_OPTION_VALUES.items():
        if draw(st.booleans()):
            data[name] = draw(st.sampled_from(values))
    for name in SV_VARIANTS:
        if draw(st.booleans()) and (name != "partners" or data["players"] == 4):
            data[name] = True
    if "target" not in data and data["preset"] != "target_100":
        target = draw(st.sampled_from([30, 45, 60]))
        kleine = data.get("kleine_liefde", data["preset"] == "kleine_liefde")
        data["target"] = 5 * target if kleine else target  # SV-9.1: a round is worth 104, not 17
    partners = data.get("partners", SV_PRESETS[str(data["preset"])].partners)
    if partners:
        data["players"] = 4
    base = smoorverliefd_options(data)
    for name, (variant, values) in SV_SUB_OPTIONS.items():
        if getattr(base, variant) and draw(st.booleans()):
            data[name] = draw(st.sampled_from(values))
    return smoorverliefd_options(data)


def sweep_order(c: Card) -> tuple[int, int]:
    """Hearts first (ace down), then the other suits ace down: the order in which a hand
    that wins every trick takes the top cards."""
    return (0 if c.suit is Suit.H else 1 + int(c.suit or 0), ACE - c.rank)


@st.composite
def sv_deal_st(draw: st.DrawFn, options: SmoorverliefdOptions, eldest: int) -> Deal:
    """An explicit Smoorverliefd deal (SV-2.3): ``players`` hands and the dead cards.

    Biases: with 3 or 5 players the dead pile usually holds a heart (SV-2.4); about one deal in
    six (one in two when a heart is dead) is a *sweep* deal, in which the eldest hand (who leads first, SV-3.1) holds the top
    cards of the hearts in play and then of the other suits, so it wins every trick it leads
    and captures every heart in play (SV-4.3). With partners, half the sweep deals give the
    eldest hand and its partner the 26 hearts and spades between them: the pair wins every
    trick and usually sweeps only together (SV-8.3)."""
    n, h, dead_n = options.players, options.dealt, options.dead
    dead: list[Card] = []
    if dead_n and draw(st.integers(0, 3), label="dead heart?") != 0:
        hearts = [c for c in SV_DECK if c.suit is Suit.H]
        k = draw(st.integers(1, dead_n), label="dead hearts")
        dead = list(draw(st.permutations(hearts))[:k])
    rest = [c for c in SV_DECK if c not in dead]
    if draw(st.integers(0, 5 if not dead else 1), label="sweep deal?") == 0:
        shuffled = draw(st.permutations(rest))
        missing = dead_n - len(dead)
        dead += list(shuffled[:missing])
        live = sorted((c for c in rest if c not in dead), key=sweep_order)
        heroes = [eldest]
        if options.partners and draw(st.booleans(), label="pair sweep deal?"):
            heroes.append((eldest + 2) % n)  # SV-8.3: the pair holds every heart and spade
        top = draw(st.permutations(live[: h * len(heroes)]))
        others = draw(st.permutations(live[h * len(heroes) :]))
        hands: list[list[Card]] = []
        pos = 0
        for s in range(n):
            if s in heroes:
                k = heroes.index(s)
                hands.append(list(top[k * h : (k + 1) * h]))
            else:
                hands.append(list(others[pos : pos + h]))
                pos += h
        return Deal(tuple(tuple(x) for x in hands), (), tuple(dead))
    cards = draw(st.permutations(rest))
    missing = dead_n - len(dead)
    dead += list(cards[:missing])
    live = list(cards[missing:])
    return Deal(tuple(tuple(live[i * h : (i + 1) * h]) for i in range(n)), (), tuple(dead))

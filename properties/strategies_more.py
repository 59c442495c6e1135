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

FP_OPTION_VALUES: dict[str, list[object]] = {
    "take": [0, 1, 2, 3],
    "trump_discard": ["any_if_over_six", "excess_only"],
    "trump_anytime": [True, False],
    "high_card": ["ace", "highest"],
    "high_to": ["player", "taker"],
    "low_card": ["seven", "lowest"],
    "low_to": ["player", "taker"],
    "discarded_jack": ["nobody", "bidder"],
    "game_tie": ["none", "bidder"],
    "target": [1, 3, 5, 15],
    "win_only_on_made_bid": [True, False],
    "non_bidder_cap": ["none", "at_target", "below_target"],
}


@st.composite
def fp_options_st(draw: st.DrawFn) -> FourPointOptions:
    """A preset and any mix of the options (every value of every option can be drawn). The
    target is usually small so that runs reach the end of the game."""
    data: dict[str, object] = {"preset": draw(st.sampled_from(sorted(FP_PRESETS)))}
    for name, values in FP_OPTION_VALUES.items():
        if draw(st.booleans()):
            data[name] = draw(st.sampled_from(values))
    if "target" not in data:
        data["target"] = draw(st.sampled_from([4, 6, 10]))
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
    "sweep": ["all_in_play", "all_thirteen"],
    "champion": ["none", "only_champion_scores"],
    "tie": ["play_on"],
    "troef": [True, False],
    "blind_love": [True, False],
    "partners": [True, False],
    "kleine_liefde": [True, False],
    "cupids_arrow": [True, False],
}

# Sub-options, drawn only when their variant is on (SV options: otherwise InvalidOptions).
SV_SUB_OPTIONS: dict[str, tuple[str, list[object]]] = {
    "blind_bonus": ("blind_love", [0, 3, 10]),
    "blind_penalty": ("blind_love", [0, 4, 10]),
    "pair_sweep": ("partners", ["together", "single_player"]),
    "curse_hearts": ("cupids_arrow", [True, False]),
    "curse_penalty": ("cupids_arrow", [0, 5, 7]),
}


@st.composite
def sv_options_st(draw: st.DrawFn) -> SmoorverliefdOptions:
    """A preset, then any mix of the options and (when their variant is on) the sub-options.
    Partners force four players (SV-8.1). The target is usually small so games end."""
    data: dict[str, object] = {"preset": draw(st.sampled_from(sorted(SV_PRESETS)))}
    data["players"] = draw(st.sampled_from([3, 4, 5]))  # odd tables have dead cards (SV-2.2)
    for name, values in SV_OPTION_VALUES.items():
        if draw(st.booleans()):
            data[name] = draw(st.sampled_from(values))
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

    Biases: with 3 or 5 players the dead pile often holds a heart (SV-2.4); about one deal in
    six is a *sweep* deal, in which the eldest hand (who leads first, SV-3.1) holds the top
    cards of the hearts in play and then of the other suits, so it wins every trick it leads
    and captures every heart in play (SV-4.3)."""
    n, h, dead_n = options.players, options.dealt, options.dead
    dead: list[Card] = []
    if dead_n and draw(st.booleans(), label="dead heart?"):
        hearts = [c for c in SV_DECK if c.suit is Suit.H]
        k = draw(st.integers(1, dead_n), label="dead hearts")
        dead = list(draw(st.permutations(hearts))[:k])
    rest = [c for c in SV_DECK if c not in dead]
    if draw(st.integers(0, 5 if not dead else 2), label="sweep deal?") == 0:
        shuffled = draw(st.permutations(rest))
        missing = dead_n - len(dead)
        dead += list(shuffled[:missing])
        live = sorted((c for c in rest if c not in dead), key=sweep_order)
        top, others = live[:h], draw(st.permutations(live[h:]))
        hands: list[list[Card]] = []
        pos = 0
        for s in range(n):
            if s == eldest:
                hands.append(top)
            else:
                hands.append(list(others[pos : pos + h]))
                pos += h
        return Deal(tuple(tuple(x) for x in hands), (), tuple(dead))
    cards = draw(st.permutations(rest))
    missing = dead_n - len(dead)
    dead += list(cards[:missing])
    live = list(cards[missing:])
    return Deal(tuple(tuple(live[i * h : (i + 1) * h]) for i in range(n)), (), tuple(dead))

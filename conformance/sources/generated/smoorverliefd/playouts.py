"""Smoorverliefd playout cases: the SPEC rules a playout exercises and checks (its rule tags), a
playout made into a case, and the playouts: one round or a whole game over 3, 4 and 5 players and
every preset; ``sweep`` playouts, where the eldest hand holds the top cards and wins every trick,
so it captures every heart in play, with a dead heart where the table leaves dead cards (R-SV-4);
``pair-sweep`` playouts, where a partnership captures every heart between its two players
(R-SV-9); and (area ``variants``) one round (two under Cupid's Arrow, so that a curse is played)
for each of the 32 combinations of met Troef, Blind Love, Partner, Kleine Liefde and Cupid's Arrow
with 4 players, and each of the 16 without Partner with 3 and with 5 players.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import product

from conformance.case.build import slugify
from conformance.games.support import CaseDict
from conformance.sources.generated import common
from conformance.sources.generated.smoorverliefd.play import (
    GAME,
    LIST_LIMIT,
    VARIANTS,
    Playout,
    legal_points,
    opts,
    play,
    rounds,
    variant_label,
)
from conformance.sources.generated.smoorverliefd.play import SOURCE as PLAY_SOURCE
from reference.cards import Suit
from reference.phases import Phase
from reference.smoorverliefd.options import PRESETS, SmoorverliefdOptions

# ---------------------------------------------------------------------------- rule tags


def rules_of(p: Playout, legal_at: Iterable[int]) -> set[str]:
    """The SPEC rules a playout case exercises and checks."""
    o = p.options
    rules: set[str] = {"SV-1.1", "SV-1.2", "SV-2.1", "SV-2.2", "SV-2.3", "CD-6"}
    observed = set(legal_at)
    for k in range(len(p.actions)):
        s = p.states[k]
        hand = s.hand
        if hand is None:
            continue
        if s.phase is Phase.CURSE:
            rules |= {"SV-10.3", "CD-1"}
        elif s.phase is Phase.BIDDING:
            rules.add("SV-7.1")
        elif s.phase is Phase.PLAY:
            rules.add("SV-3.1")
            if not hand.tricks and not hand.trick:
                rules.add("SV-1.3")
            if not hand.trick and k in observed:
                rules.add("SV-3.2")
            if hand.trick and k in observed:
                led = hand.trick[0].suit
                held = hand.hands[(hand.leader + len(hand.trick)) % o.players]
                rules.add("SV-3.3")
                if o.troef and led is not Suit.H and any(c.suit == led for c in held) and any(c.suit is Suit.H for c in held):
                    rules.add("SV-6.2")
                hearts_held = any(c.suit is Suit.H for c in held)
                if o.troef and o.troef_duty != "none" and hearts_held and not any(c.suit == led for c in held):
                    rules.add("SV-6.5")
                if o.troef_duty == "overtrump" and hearts_held and any(c.suit is Suit.H for c in hand.trick):
                    rules.add("SV-6.6")
    final = p.final
    for h in {id(s.last_hand): s.last_hand for s in p.states if s.last_hand is not None}.values():
        assert h is not None
        if h.tricks:
            rules |= {"SV-3.4", "SV-3.5", "SV-3.6", "CD-2"}
            if o.troef and any(c.suit is Suit.H for t in h.tricks for c in t.cards):
                rules |= {"SV-6.1", "SV-6.3"}
    for r in final.results:
        # SV-1.5: the scores after a round count from 0 (no starting scores)
        rules |= {"SV-1.5", "SV-4.1", "SV-4.2", "SV-4.3", "SV-4.6", "SV-4.7", "SV-4.8", "SV-5.1"}
        if r.dead:
            rules |= {"SV-2.4", "CD-5"}
        if any(t.hearts == 0 for t in r.sides):
            rules.add("SV-4.4")
        if o.champion != "none":
            rules.add("SV-4.5")
        if o.troef:
            rules.add("SV-6.4")
        if o.blind_love:
            rules |= {"SV-7.2", "SV-7.3"}
            if o.partners:
                rules.add("SV-7.4")
        if o.partners:
            rules |= {"SV-8.1", "SV-8.2", "SV-8.3"}
        if o.kleine_liefde:
            rules |= {"SV-9.1", "SV-9.2"}
        if o.cupids_arrow:
            rules.add("SV-10.1")
            if r.cursed is not None:
                rules.add("SV-10.4")
    later = len(final.results) > 1 or (final.results and final.hand is not None and final.winner is None)
    if later:
        rules.add("SV-10.2" if o.cupids_arrow else "SV-1.4")
    if final.winner is not None:
        rules.add("SV-5.2")
    for s in p.states:
        if s.results and s.winner is None and max(s.scores) >= o.target:
            rules.add("SV-5.3")
    if p.preset != "standard" or any(getattr(o, v) for v in VARIANTS):
        rules.add("SV-11")
    return rules


# ---------------------------------------------------------------------------- case assembly


def playout_case(p: Playout, *, area: str, slug: str, description: str, tags: Sequence[str]) -> CaseDict:
    legal_at = legal_points(p)
    return common.playout_case(GAME, "Smoorverliefd", PLAY_SOURCE, p, p.options_json, legal_at, rules_of(p, legal_at), LIST_LIMIT,
                               area=area, slug=slug, description=description, tags=tags)


# ---------------------------------------------------------------------------- playout cases


def playout_cases() -> list[CaseDict]:
    out: list[CaseDict] = []
    for preset in PRESETS:
        for seed in (1, 2):
            o = opts(preset)
            p = play(preset, o, seed, hands=rounds(o))
            out.append(playout_case(p, area="playout", slug=f"{slugify(preset)}-round-seed-{seed}",
                                    description=f"Preset {preset}: {len(p.deals)} round(s) of random legal play (seed {seed})",
                                    tags=["playout"]))
    for players in (3, 5):
        for seed in (1, 2, 3):
            o = opts(players=players)
            p = play("standard", o, seed)
            out.append(playout_case(p, area="playout", slug=f"{players}-players-round-seed-{seed}",
                                    description=f"{players} players, {o.dealt} cards each, {o.dead} dead: one round (seed {seed})",
                                    tags=["playout", "dead-cards"]))
    whole: tuple[tuple[str, SmoorverliefdOptions], ...] = (
        ("standard", opts()), ("standard", opts(players=3)), ("standard", opts(players=5)), ("partner", opts("partner")),
        ("target_100", opts("target_100")), ("met_troef", opts("met_troef")), ("kleine_liefde", opts("kleine_liefde")),
        ("blind_love", opts("blind_love")), ("cupids_arrow", opts("cupids_arrow")),
        ("cupids_arrow", opts("cupids_arrow", players=5, curse_hearts=False)),
    )
    for preset, o in whole:
        p = play(preset, o, 21, "hearts", hands=60)
        assert p.final.winner is not None, (preset, o)
        out.append(playout_case(p, area="playout", slug=slugify(f"{variant_label(o, preset)} whole game"),
                                description=f"{variant_label(o, preset)}: a whole game to the target", tags=["playout", "whole-game"]))
    sweeps: tuple[tuple[str, SmoorverliefdOptions, str], ...] = (
        ("standard", opts(), "sweep"),
        ("standard", opts(players=3), "sweep-dead-heart"),
        ("standard", opts(players=3, sweep="all_thirteen"), "sweep-dead-heart"),
        ("standard", opts(players=3), "sweep"),
        ("standard", opts(players=5), "sweep-dead-heart"),
        ("standard", opts(players=5, sweep="all_thirteen"), "sweep-dead-heart"),
        ("kleine_liefde", opts("kleine_liefde"), "sweep"),
        ("kleine_liefde", opts("kleine_liefde", players=5), "sweep-dead-heart"),
        ("blind_love", opts("blind_love", players=3), "sweep-dead-heart"),
        ("partner", opts("partner"), "sweep"),
        ("partner", opts("partner", pair_sweep="single_player"), "sweep"),
        ("partner", opts("partner"), "pair"),
        ("partner", opts("partner", pair_sweep="single_player"), "pair"),
        ("standard", opts(champion="only_champion_scores", players=3), "sweep-dead-heart"),
        ("cupids_arrow", opts("cupids_arrow", players=3), "sweep-dead-heart"),
    )
    for preset, o, kind in sweeps:
        for seed in (1, 2):
            p = play(preset, o, seed, hands=rounds(o), deal_kind=kind)
            what = "a pair captures every heart" if kind == "pair" else "one player wins every trick" + (" with a dead heart" if "dead" in kind else "")
            out.append(playout_case(p, area="playout", slug=slugify(f"{kind} {variant_label(o, preset)} seed {seed}"),
                                    description=f"{variant_label(o, preset)}: {what} (seed {seed})", tags=["playout", kind]))
    return out


def variant_cases() -> list[CaseDict]:
    """Every combination of the five variants the engine allows (SV-11: they combine freely)."""
    out: list[CaseDict] = []
    for players in (4, 3, 5):
        for flags in product((False, True), repeat=len(VARIANTS)):
            chosen = {v: on for v, on in zip(VARIANTS, flags)}
            if chosen["partners"] and players != 4:
                continue
            o = opts(players=players, **chosen)
            # Cupid's Arrow matters from the second round (SV-10.2): a game over after one round
            # would lose the point, so the first seed whose game lasts the rounds asked for
            seed = next((s for s in range(31 + sum(flags), 131 + sum(flags))
                         if len(play("standard", o, s, "hearts", hands=rounds(o)).deals) >= rounds(o)), 31 + sum(flags))
            p = play("standard", o, seed, "hearts", hands=rounds(o))
            names = [v for v in VARIANTS if chosen[v]] or ["none"]
            out.append(playout_case(p, area="variants", slug=slugify(f"{players} players {' '.join(names)}"),
                                    description=f"{players} players, variants: {', '.join(names)}: {len(p.deals)} round(s)",
                                    tags=["variants", *(f"variant:{v}" for v in VARIANTS if chosen[v])]))
    return out

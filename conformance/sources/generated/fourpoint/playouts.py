"""Four Point playout cases: the SPEC rules a playout exercises and checks (its rule tags), a
playout made into a case, and the playouts over every preset (``take_0`` to ``take_3``), each of
the 16 combinations of the High and Low readings, the house rules, and the adversarial
``long-suit`` deals: the bidder holds 7 or 8 cards of one suit after taking and discards from it
(R-FP-8, R-FP-9), sometimes its jack (R-FP-13).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from conformance.case.build import slugify
from conformance.games.support import CaseDict
from conformance.sources.generated import common
from conformance.sources.generated.common import text
from conformance.sources.generated.fourpoint import play as fourpoint
from reference.fourpoint.options import PRESETS
from reference.phases import Phase

# ---------------------------------------------------------------------------- rule tags


def rules_of(p: fourpoint.Playout, legal_at: Iterable[int], upto: int | None = None) -> set[str]:
    """The SPEC rules a playout case exercises and checks."""
    o = p.options
    rules: set[str] = {"FP-1.2", "FP-2.1", "FP-2.2", "FP-2.3", "CD-6"}
    observed = set(legal_at)
    n = len(p.actions) if upto is None else upto
    for k, s, action in common.steps_in_hands(p.states, p.actions, n):
        hand = s.hand
        assert hand is not None
        if s.phase is Phase.BIDDING:
            rules |= {"FP-3.1", "FP-3.2"}
            if action == "bid 4" and len(hand.bids) < 3:
                rules.add("FP-3.3")
            dealer_speaks = len(hand.bids) == 3
            if o.max_bid == "others_speak" and hand.bid == 4:
                rules.add("FP-3.3")
            if dealer_speaks and k in observed and hand.bidder is None and o.all_pass == "dealer_forced":
                rules.add("FP-3.5")
            if dealer_speaks and k in observed and hand.bidder is not None and o.dealer_holds:
                rules.add("FP-3.6")
            after = p.states[k + 1]
            if after.phase in (Phase.DISCARD, Phase.PLAY) and after.results == s.results:  # the bidding ended with a bidder
                rules |= {"FP-3.3", "FP-3.4", "FP-4.1"}
        elif s.phase is Phase.DISCARD:
            rules |= {"FP-4.1", "FP-4.2", "FP-4.3", "CD-5"}
            if k in observed:
                rules.add("FP-4.4")
        elif s.phase is Phase.PLAY:
            rules.add("FP-6.1")
            if not hand.tricks and not hand.trick:
                rules |= {"FP-5.1", "FP-5.2", "CD-1"}
                if k in observed:
                    rules.add("FP-5.3")
            elif hand.trick and k in observed and hand.trump is not None:
                led = hand.trick[0].suit
                held = hand.hands[(hand.leader + len(hand.trick)) % 4]
                rules.add("FP-6.2" if any(c.suit == led for c in held) else "FP-6.3")
    final = p.states[n]
    for h in {id(s.last_hand): s.last_hand for s in p.states[: n + 1] if s.last_hand is not None}.values():
        assert h is not None
        if h.tricks:
            rules |= {"FP-6.4", "CD-2"}
        if len(h.tricks) == 6:
            rules.add("FP-6.5")
    category_rule = {"high": "FP-7.2", "low": "FP-7.3", "jack": "FP-7.4"}
    for r in final.results:
        if r.outcome == "played":
            rules |= {"FP-1.1", "FP-7.1", "FP-7.5", "FP-7.6", "FP-8.1", "FP-8.4"}
            rules.add("FP-8.2" if r.made else "FP-8.3")
            for a in r.awards:
                if a.category in category_rule:
                    rules.add(category_rule[a.category] if a.side is not None else "FP-7.7")
        else:
            rules |= {"FP-3.5", "FP-8.5"}
    if final.results:
        rules |= {"FP-9.1", "FP-1.4"}  # FP-1.4: the scores after a hand count from 0 (no starting scores)
        if o.win_only_on_made_bid:
            rules.add("FP-9.3")
        if o.non_bidder_cap != "none":
            rules.add("FP-9.4")
    if len(final.results) > 1 or (final.results and final.hand is not None):
        rules.add("FP-1.3")
    if final.winner is not None:
        rules.add("FP-9.2")
    if p.preset != "standard":
        rules.add("FP-10")
    return rules


# ---------------------------------------------------------------------------- case assembly


def playout_case(p: fourpoint.Playout, *, area: str, slug: str, description: str, tags: Sequence[str], extra_rules: Iterable[str] = ()) -> CaseDict:
    legal_at = fourpoint.legal_points(p)
    return common.playout_case(fourpoint.GAME, "Four Point", fourpoint.SOURCE, p, p.options_json, legal_at,
                               rules_of(p, legal_at) | set(extra_rules), fourpoint.LIST_LIMIT, area=area, slug=slug,
                               description=description, tags=tags)


# ---------------------------------------------------------------------------- playout cases

HIGH_LOW = [(hc, ht, lc, lt) for hc in ("ace", "highest") for ht in ("player", "taker") for lc in ("seven", "lowest") for lt in ("player", "taker")]
HOUSE = [(w, cap) for w in (False, True) for cap in ("none", "at_target", "below_target")]


def playout_cases() -> list[CaseDict]:
    out: list[CaseDict] = []
    for preset in PRESETS:
        for seed in (1, 2, 3):
            p = fourpoint.play(preset, fourpoint.opts(preset), seed, "random")
            out.append(playout_case(p, area="playout", slug=f"{slugify(preset)}-hand-seed-{seed}",
                                    description=f"Preset {preset}: one hand of random legal play (seed {seed})", tags=["playout"]))
        p = fourpoint.play(preset, fourpoint.opts(preset), 11, "cautious", hands=80)
        assert p.final.winner is not None, preset
        out.append(playout_case(p, area="playout", slug=f"{slugify(preset)}-whole-game",
                                description=f"Preset {preset}: a whole game to 15 of cautious play", tags=["playout", "whole-game"]))
    for hc, ht, lc, lt in HIGH_LOW:
        o = fourpoint.opts(high_card=hc, high_to=ht, low_card=lc, low_to=lt)
        p = fourpoint.play("standard", o, 5, "random")
        name = f"high-{hc}-{ht}-low-{lc}-{lt}"
        out.append(playout_case(p, area="playout", slug=name,
                                description=f"High {hc} to the {ht}, Low {lc} to the {lt}: one hand", tags=["playout", "high-low"]))
    for w, cap in HOUSE:
        o = fourpoint.opts(target=6, win_only_on_made_bid=w, non_bidder_cap=cap)
        p = fourpoint.play("standard", o, 3, "cautious", hands=40)
        assert p.final.winner is not None, (w, cap)
        out.append(playout_case(p, area="playout", slug=slugify(f"target 6 win only on made bid {text(w)} cap {cap}"),
                                description=f"Target 6, win_only_on_made_bid {text(w)}, non_bidder_cap {cap}: a whole game",
                                tags=["playout", "whole-game", "house-rules"]))
    for take in (1, 2, 3):
        for discard in ("any_if_over_six", "excess_only"):
            for seed in (1, 2):
                preset = f"take_{take}"
                p = fourpoint.play(preset, fourpoint.opts(preset, trump_discard=discard), seed, "hoarder", deal_kind="long")
                out.append(playout_case(p, area="playout", slug=slugify(f"long suit take {take} {discard} seed {seed}"),
                                        description=f"take {take}, {discard}: the bidder holds 7 or more of a suit and discards from it (seed {seed})",
                                        tags=["playout", "long-suit"]))
    p = fourpoint.play("standard", fourpoint.opts(), 4, "passer", hands=2)
    out.append(playout_case(p, area="playout", slug="all-pass-then-a-hand",
                            description="Everyone passes, the same dealer deals again, then a hand is played", tags=["playout", "redeal"]))
    for seed in (1, 2):
        p = fourpoint.play("standard", fourpoint.opts(trump_anytime=False), seed, "trumper")
        out.append(playout_case(p, area="playout", slug=f"trump-anytime-false-seed-{seed}",
                                description=f"trump_anytime false: one hand of eager trumping (seed {seed})", tags=["playout"]))
    return out

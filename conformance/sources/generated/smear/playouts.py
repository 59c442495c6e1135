"""Smear playout cases: the SPEC rules a playout exercises and checks (its rule tags), a playout
made into a case, and the playouts over every preset, table, hand size and joker count.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from conformance.case.build import make_case, slugify
from conformance.case.checks import LegalCheck
from conformance.games.support import CaseDict
from conformance.protocol.messages import Observe
from conformance.sources.generated import common
from conformance.sources.generated.smear.play import (
    GAME,
    Playout,
    observe_playout,
    opts,
    play,
    request,
)
from conformance.sources.generated.smear.play import SOURCE as PLAY_SOURCE
from reference.cards import X1, X2
from reference.phases import Phase
from reference.smear.options import PRESETS, smear_options
from reference.smear.ranking import is_trump, jick, suit_of
from reference.smear.rules import legal_actions

# ---------------------------------------------------------------------------- rule tags


def rules_of(p: Playout, legal_at: Iterable[int], upto: int | None = None) -> set[str]:
    """The SPEC rules a playout case exercises and checks (see module docstring)."""
    o = p.options
    rules: set[str] = set()
    observed = set(legal_at)
    n = len(p.actions) if upto is None else upto
    for k, s, action in common.steps_in_hands(p.states, p.actions, n):
        hand = s.hand
        assert hand is not None
        if action.startswith("discard "):
            rules.add("CD-5")  # the cards of a discard are written in canonical order (CD-6)
        if s.phase is Phase.BIDDING:
            rules |= {"SM-3.1", "SM-3.2"}
            if action == "pass":
                rules.add("SM-3.3")
            elif action == f"bid {o.hand_maximum}" and len(hand.bids) < o.players - 1:
                rules.add("SM-3.4")
            if k in observed and "pass" not in {str(a) for a in legal_actions(s)}:
                rules.add("SM-3.5")
        elif s.phase is Phase.TRUMP:
            rules |= {"SM-3.6", "SM-4.1"}
            if o.widow:
                rules.add("SM-5.4")
        elif s.phase is Phase.DISCARD:
            rules.add("SM-5.5" if o.nine_card else "SM-5.1")
            if o.widow:
                rules.add("SM-5.4")
        elif s.phase is Phase.PLAY:
            rules.add("SM-6.1")
            if not hand.tricks and not hand.trick and k in observed:
                rules.add("SM-6.2")
            if hand.trick and k in observed and hand.trump is not None:
                led = suit_of(hand.trick[0], hand.trump, o)
                held = hand.hands[(hand.leader + len(hand.trick)) % o.players]
                rules.add("SM-6.3" if any(suit_of(c, hand.trump, o) == led for c in held) else "SM-6.4")
    final = p.states[n]
    for h in {id(s.last_hand): s.last_hand for s in p.states[: n + 1] if s.last_hand is not None}.values():
        assert h is not None
        if h.trump is None or not h.tricks:
            continue
        rules.add("SM-6.5")
        if len(h.tricks) == 6:
            rules.add("SM-6.6")
        for t in h.tricks:
            trumps = [c for c in t.cards if is_trump(c, h.trump, o)]
            if any(c.is_joker for c in t.cards):
                rules |= {"SM-4.2", "CD-3"}
            if o.jick and jick(h.trump) in t.cards:
                rules |= {"SM-4.2", "CD-1"}
            if len(trumps) >= 2:
                rules.add("SM-4.3")
            if X1 in t.cards and X2 in t.cards and o.joker_rank == "below_jick":
                rules.add("SM-4.4")
            if not trumps:
                rules |= {"SM-4.5", "CD-2"}
    category_rule = {"high": "SM-7.2", "low": "SM-7.3", "jack": "SM-7.4", "jick": "SM-7.5", "joker1": "SM-7.6",
                     "joker2": "SM-7.6", "game": "SM-7.7", "three": "SM-7.8", "two": "SM-7.9"}
    for r in final.results:
        if r.outcome == "played":
            rules |= {"SM-7.1", "SM-8.1", "SM-8.4", "SM-7.7"}
            for a in r.awards:
                if a.side is not None:
                    rules.add(category_rule[a.category])
                elif a.category != "game":
                    rules.add("SM-7.10")
            if r.revoking_sides:
                rules |= {"SM-6.7", "SM-8.5"}
            else:
                rules.add("SM-8.2" if r.made else "SM-8.3")
        elif r.outcome == "redeal":
            rules |= {"SM-3.5", "SM-2.4"}
        elif r.outcome == "dealer_set":
            rules |= {"SM-3.5", "SM-8.6"}
        elif r.outcome == "misdeal":
            rules |= {"SM-2.4", "SM-5.5"}
    if final.results:
        rules.add("SM-1.2" if o.partnerships else "SM-1.1")
        rules.add("SM-9.1")
    if len(final.results) > 1 or (final.results and final.hand is not None):
        rules.add("SM-1.3")
    if final.winner is not None and final.results:
        last = final.results[-1]
        pitcher_side = o.side_of(last.pitcher) if last.pitcher is not None else None
        if pitcher_side == final.winner and final.scores[final.winner] >= o.target:
            rules.add("SM-9.2")
        elif max(final.scores) >= o.target:
            rules.add("SM-9.3")
        else:
            rules.add("SM-9.4")
    if len(p.deals) > 1:
        rules.add("SM-2.3")
    if o.jokers != 2:
        rules.add("SM-2.1")
    if o.hand_size is not None or o.players != 4:
        rules.add("SM-2.2")
    if p.dealer != 0:
        rules.add("SM-1.4")
    if p.preset != "standard":
        rules.add("SM-10")
    return rules


# ---------------------------------------------------------------------------- case assembly


def playout_case(p: Playout, *, area: str, slug: str, description: str, tags: Sequence[str],
                 first_hand_only: bool = False, extra_rules: Iterable[str] = (),
                 at_end: bool = False) -> CaseDict:
    """``at_end``: also observe the legal set after the last action (waiting for a deal, or
    the game over: nobody to act, no legal action)."""
    observe = observe_playout(p, first_hand_only)
    if at_end:
        observe.append(Observe(LegalCheck, len(p.actions)))
    expect = common.observed(request(p, observe))
    legal_at = [o.after for o in observe if o.after is not None]
    return make_case(
        game_name=GAME, area=area, slug=slug, description=description, preset=p.preset,
        options=p.options_json, dealer=p.dealer, deals=p.deals_json, actions=p.actions,
        expect=expect, rules=rules_of(p, legal_at) | set(extra_rules), tags=["generated", *tags],
        source=f"{PLAY_SOURCE}: play(preset={p.preset!r}, seed={p.seed}, policy={p.policy!r})",
    )


# ---------------------------------------------------------------------------- playout cases

TABLES: tuple[tuple[str, int, bool], ...] = (
    ("3-players", 3, False), ("5-players", 5, False), ("6-players", 6, False),
    ("4-players-partnerships", 4, True), ("6-players-partnerships", 6, True), ("8-players-partnerships", 8, True),
)


def playout_cases() -> list[CaseDict]:
    out: list[CaseDict] = []
    for preset in PRESETS:
        o = opts(preset)
        for seed in (1, 2, 3):
            p = play(preset, o, seed, "random")
            out.append(playout_case(
                p, area="playout", slug=f"{slugify(preset)}-hand-seed-{seed}",
                description=f"Preset {preset}: one hand of random legal play (seed {seed})", tags=["playout"],
            ))
    for preset in ("standard", "target_11", "target_52", "widow", "nine_card", "no_jick", "five_point_team", "double_joker"):
        p = play(preset, opts(preset), 11, "cautious", hands=60)
        out.append(playout_case(
            p, area="playout", slug=f"{slugify(preset)}-whole-game",
            description=f"Preset {preset}: a whole game of cautious play to the end", tags=["playout", "whole-game"],
            first_hand_only=True,
        ))
    for name, players, partnerships in TABLES:
        o = smear_options(players=players, partnerships=partnerships)
        for seed in (1, 2):
            p = play("standard", o, seed, "random")
            out.append(playout_case(
                p, area="playout", slug=f"{name}-hand-seed-{seed}",
                description=f"{players} players{' in partnerships' if partnerships else ''}: one hand (seed {seed})",
                tags=["playout"],
            ))
        p = play("target_11", smear_options({"preset": "target_11", "players": players, "partnerships": partnerships}), 5, "cautious", hands=60)
        out.append(playout_case(
            p, area="playout", slug=f"{name}-whole-game-target-11",
            description=f"{players} players{' in partnerships' if partnerships else ''}: a whole game to 11",
            tags=["playout", "whole-game"], first_hand_only=True,
        ))
    for size in (6, 7, 8, 9, 10):
        p = play("standard", smear_options(hand_size=size), 4, "random")
        out.append(playout_case(
            p, area="playout", slug=f"hand-size-{size}", description=f"Explicit hand_size {size}: one hand",
            tags=["playout"],
        ))
    for jokers in (0, 1):
        for seed in (1, 2):
            p = play("standard", smear_options(jokers=jokers), seed, "random")
            out.append(playout_case(
                p, area="playout", slug=f"jokers-{jokers}-seed-{seed}",
                description=f"jokers {jokers}: one hand with a {52 + jokers}-card deck (seed {seed})", tags=["playout"],
            ))
    p = play("widow", smear_options({"preset": "widow", "score_two": False}), 3, "random")
    out.append(playout_case(p, area="playout", slug="widow-without-two", description="widow 4 without the Two category",
                            tags=["playout"]))
    return out

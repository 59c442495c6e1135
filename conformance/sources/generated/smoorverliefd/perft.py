"""Smoorverliefd perft cases: counts of legal action sequences from a position, with the count per
first action.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from conformance.games.support import CaseDict
from conformance.sources.generated import common
from conformance.sources.generated.common import first, start
from conformance.sources.generated.smoorverliefd.play import (
    GAME,
    LIST_LIMIT,
    PHASE_RULE,
    Playout,
    opts,
    play,
)
from reference.phases import Phase
from reference.smoorverliefd.options import SmoorverliefdOptions

SOURCE = "conformance/sources/generated/smoorverliefd/perft.py"


# ---------------------------------------------------------------------------- perft cases


@dataclass(frozen=True)
class PerftPlan:
    slug: str
    description: str
    preset: str
    options: SmoorverliefdOptions
    seed: int
    at: Callable[[Playout], int]
    depth: int
    hands: int = 1


def _tricks_left(n: int) -> Callable[[Playout], int]:
    def at(p: Playout) -> int:
        for k, s in enumerate(p.states):
            h = s.hand
            if h is not None and s.phase is Phase.PLAY and not h.trick and len(h.hands[h.leader]) == n:
                return k
        raise RuntimeError("no such position")
    return at


PERFT_PLANS: tuple[PerftPlan, ...] = (
    PerftPlan("first-trick-depth-3", "The first trick, depth 3", "standard", opts(), 1, start, 3),
    PerftPlan("three-tricks-left-depth-12", "The last three tricks, depth 12", "standard", opts(), 2, _tricks_left(3), 12),
    PerftPlan("three-players-two-tricks-left-depth-6", "3 players, a dead card: the last two tricks, depth 6", "standard",
              opts(players=3), 3, _tricks_left(2), 6),
    PerftPlan("five-players-two-tricks-left-depth-10", "5 players, two dead cards: the last two tricks, depth 10", "standard",
              opts(players=5), 4, _tricks_left(2), 10),
    PerftPlan("met-troef-three-tricks-left-depth-12", "met Troef: the last three tricks, depth 12", "met_troef", opts("met_troef"), 5,
              _tricks_left(3), 12),
    PerftPlan("met-troef-first-trick-depth-3", "met Troef: the first trick, depth 3", "met_troef", opts("met_troef"), 6, start, 3),
    PerftPlan("blind-love-bids-depth-2", "Blind Love: the first two bids, depth 2", "blind_love", opts("blind_love"), 7, start, 2),
    PerftPlan("blind-love-five-players-last-bid-and-lead", "Blind Love, 5 players: the dealer's bid and the first lead, depth 2",
              "blind_love", opts("blind_love", players=5), 8, lambda p: 4, 2),
    PerftPlan("cupids-arrow-curse-and-lead-depth-2", "Cupid's Arrow: the curse and the first lead, depth 2", "cupids_arrow",
              opts("cupids_arrow"), 9, first(Phase.CURSE), 2, hands=2),
    PerftPlan("cupids-arrow-no-hearts-curse-depth-1", "Cupid's Arrow, curse_hearts false: the curse, depth 1", "cupids_arrow",
              opts("cupids_arrow", curse_hearts=False), 10, first(Phase.CURSE), 1, hands=2),
    PerftPlan("last-trick-into-next-round", "The last trick, scoring and the next round's first lead, depth 5", "standard", opts(), 11,
              _tricks_left(1), 5, hands=2),
)


def perft_cases() -> list[CaseDict]:
    out: list[CaseDict] = []
    for plan in PERFT_PLANS:
        p = play(plan.preset, plan.options, plan.seed, hands=plan.hands)
        k = plan.at(p)
        actions = p.actions[:k]
        phase = p.states[k].phase
        rules = {PHASE_RULE[phase], "CD-6", "SV-2.3"}
        if phase is Phase.PLAY:
            rules |= {"SV-3.2", "SV-3.3"}
            if plan.options.troef:
                rules |= {"SV-6.2"}
        if phase is Phase.BIDDING:
            rules.add("SV-7.1")
        if phase is Phase.CURSE:
            rules.add("SV-10.3")
        if plan.preset != "standard":
            rules.add("SV-11")
        out.append(common.perft_case(GAME, SOURCE, plan.slug, f"Smoorverliefd perft: {plan.description}", plan.preset, p.options_json, p.dealer,
                              p.deals_json, actions, plan.depth, phase, rules, LIST_LIMIT))
    return out

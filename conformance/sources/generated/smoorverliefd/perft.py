"""Smoorverliefd perft cases: counts of legal action sequences from a position, with the count per
first action.
"""

from __future__ import annotations

from conformance.games.support import CaseDict
from conformance.sources.generated import perft_plans
from conformance.sources.generated.perft_plans import first, start, tricks_left
from conformance.sources.generated.smoorverliefd.play import GAME, LIST_LIMIT, PHASE_RULE, opts, play
from reference.phases import Phase
from reference.smoorverliefd.options import SmoorverliefdOptions

SOURCE = "conformance/sources/generated/smoorverliefd/perft.py"


# ---------------------------------------------------------------------------- perft cases

PerftPlan = perft_plans.PerftPlan[SmoorverliefdOptions]

PERFT_PLANS: tuple[PerftPlan, ...] = (
    PerftPlan("first-trick-depth-3", "The first trick, depth 3", "standard", opts(), 1, start, 3),
    PerftPlan("three-tricks-left-depth-12", "The last three tricks, depth 12", "standard", opts(), 2, tricks_left(3), 12),
    PerftPlan("three-players-two-tricks-left-depth-6", "3 players, a dead card: the last two tricks, depth 6", "standard",
              opts(players=3), 3, tricks_left(2), 6),
    PerftPlan("five-players-two-tricks-left-depth-10", "5 players, two dead cards: the last two tricks, depth 10", "standard",
              opts(players=5), 4, tricks_left(2), 10),
    PerftPlan("met-troef-three-tricks-left-depth-12", "met Troef: the last three tricks, depth 12", "met_troef", opts("met_troef"), 5,
              tricks_left(3), 12),
    PerftPlan("met-troef-first-trick-depth-3", "met Troef: the first trick, depth 3", "met_troef", opts("met_troef"), 6, start, 3),
    PerftPlan("blind-love-bids-depth-2", "Blind Love: the first two bids, depth 2", "blind_love", opts("blind_love"), 7, start, 2),
    PerftPlan("blind-love-five-players-last-bid-and-lead", "Blind Love, 5 players: the dealer's bid and the first lead, depth 2",
              "blind_love", opts("blind_love", players=5), 8, lambda p: 4, 2),
    PerftPlan("cupids-arrow-curse-and-lead-depth-2", "Cupid's Arrow: the curse and the first lead, depth 2", "cupids_arrow",
              opts("cupids_arrow"), 9, first(Phase.CURSE), 2, hands=2),
    PerftPlan("cupids-arrow-no-hearts-curse-depth-1", "Cupid's Arrow, curse_hearts false: the curse, depth 1", "cupids_arrow",
              opts("cupids_arrow", curse_hearts=False), 10, first(Phase.CURSE), 1, hands=2),
    PerftPlan("last-trick-into-next-round", "The last trick, scoring and the next round's first lead, depth 5", "standard", opts(), 11,
              tricks_left(1), 5, hands=2),
)


RULES = perft_plans.PerftRules[SmoorverliefdOptions](
    PHASE_RULE, ("CD-6", "SV-2.3"), {Phase.PLAY: ("SV-3.2", "SV-3.3"), Phase.BIDDING: ("SV-7.1",), Phase.CURSE: ("SV-10.3",)},
    "SV-11", lambda o, phase: ("SV-6.2",) if phase is Phase.PLAY and o.troef else ())


def perft_cases() -> list[CaseDict]:
    return perft_plans.perft_cases(GAME, SOURCE, "Smoorverliefd perft", PERFT_PLANS,
                                   lambda plan: play(plan.preset, plan.options, plan.seed, hands=plan.hands), RULES, LIST_LIMIT)

"""Four Point perft cases: counts of legal action sequences from a position, with the count per
first action.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from conformance.games.support import CaseDict
from conformance.sources.generated import common
from conformance.sources.generated.common import first, start, tricks_left
from conformance.sources.generated.fourpoint.play import (
    GAME,
    LIST_LIMIT,
    PHASE_RULE,
    Playout,
    opts,
    play,
)
from reference.fourpoint.options import FourPointOptions
from reference.phases import Phase

SOURCE = "conformance/sources/generated/fourpoint/perft.py"


# ---------------------------------------------------------------------------- perft cases


@dataclass(frozen=True)
class PerftPlan:
    slug: str
    description: str
    preset: str
    options: FourPointOptions
    seed: int
    policy: str
    at: Callable[[Playout], int]
    depth: int
    hands: int = 1
    deal_kind: str = "seeded"


PERFT_PLANS: tuple[PerftPlan, ...] = (
    PerftPlan("bidding-start-depth-2", "Start of bidding, depth 2", "standard", opts(), 1, "random", start, 2),
    PerftPlan("take-0-bidding-to-first-trick-depth-5", "take_0: the whole bidding and the first lead, depth 5", "take_0",
              opts("take_0"), 2, "random", start, 5),
    PerftPlan("discard-and-first-lead-depth-2", "take 3: the discard and the first lead, depth 2", "standard", opts(), 3, "random",
              first(Phase.DISCARD), 2),
    PerftPlan("long-suit-discard-excess-only-depth-2", "excess_only, 7 or 8 of a suit held: discard and first lead, depth 2",
              "standard", opts(trump_discard="excess_only"), 1, "hoarder", first(Phase.DISCARD), 2, deal_kind="long"),
    PerftPlan("long-suit-discard-default-depth-2", "any_if_over_six, 7 or 8 of a suit held: discard and first lead, depth 2",
              "standard", opts(), 1, "hoarder", first(Phase.DISCARD), 2, deal_kind="long"),
    PerftPlan("take-1-discard-depth-3", "take_1: the discard, the first lead and the reply, depth 3", "take_1", opts("take_1"), 4,
              "random", first(Phase.DISCARD), 3),
    PerftPlan("first-trick-depth-4", "The first trick, depth 4", "standard", opts(), 5, "random", first(Phase.PLAY), 4),
    PerftPlan("two-tricks-left-depth-8", "The last two tricks, depth 8", "standard", opts(), 6, "random", tricks_left(2), 8),
    PerftPlan("two-tricks-left-trump-anytime-false", "trump_anytime false: the last two tricks, depth 8", "standard",
              opts(trump_anytime=False), 7, "random", tricks_left(2), 8),
    PerftPlan("last-trick-into-next-hand", "The last trick, scoring and the next hand's bidding, depth 6", "standard", opts(), 8,
              "random", tricks_left(1), 6, hands=2),
)


def perft_cases() -> list[CaseDict]:
    out: list[CaseDict] = []
    for plan in PERFT_PLANS:
        p = play(plan.preset, plan.options, plan.seed, plan.policy, hands=plan.hands, deal_kind=plan.deal_kind)
        k = plan.at(p)
        actions = p.actions[:k]
        phase = p.states[k].phase
        rules = {PHASE_RULE[phase], "CD-6", "FP-2.3"}
        if phase is Phase.BIDDING:
            rules |= {"FP-3.2", "FP-3.3"}
        if phase is Phase.DISCARD:
            rules |= {"FP-4.2", "FP-4.3", "FP-4.4", "FP-5.3"}
        if phase is Phase.PLAY:
            rules |= {"FP-6.2", "FP-6.3"}
        if plan.preset != "standard":
            rules.add("FP-10")
        out.append(common.perft_case(GAME, SOURCE, plan.slug, f"Four Point perft: {plan.description}", plan.preset, p.options_json, p.dealer,
                              p.deals_json, actions, plan.depth, phase, rules, LIST_LIMIT))
    return out

"""Four Point perft cases: counts of legal action sequences from a position, with the count per
first action.
"""

from __future__ import annotations

from conformance.games.support import CaseDict
from conformance.sources.generated import perft_plans
from conformance.sources.generated.fourpoint.play import GAME, LIST_LIMIT, PHASE_RULE, opts, play
from conformance.sources.generated.perft_plans import first, start, tricks_left
from reference.fourpoint.options import FourPointOptions
from reference.phases import Phase

SOURCE = "conformance/sources/generated/fourpoint/perft.py"


# ---------------------------------------------------------------------------- perft cases

PerftPlan = perft_plans.PerftPlan[FourPointOptions]

PERFT_PLANS: tuple[PerftPlan, ...] = (
    PerftPlan("bidding-start-depth-2", "Start of bidding, depth 2", "standard", opts(), 1, start, 2),
    PerftPlan("take-0-bidding-to-first-trick-depth-5", "take_0: the whole bidding and the first lead, depth 5", "take_0",
              opts("take_0"), 2, start, 5),
    PerftPlan("discard-and-first-lead-depth-2", "take 3: the discard and the first lead, depth 2", "standard", opts(), 3,
              first(Phase.DISCARD), 2),
    PerftPlan("long-suit-discard-excess-only-depth-2", "excess_only, 7 or 8 of a suit held: discard and first lead, depth 2",
              "standard", opts(trump_discard="excess_only"), 1, first(Phase.DISCARD), 2, policy="hoarder", deal_kind="long"),
    PerftPlan("long-suit-discard-default-depth-2", "any_if_over_six, 7 or 8 of a suit held: discard and first lead, depth 2",
              "standard", opts(), 1, first(Phase.DISCARD), 2, policy="hoarder", deal_kind="long"),
    PerftPlan("take-1-discard-depth-3", "take_1: the discard, the first lead and the reply, depth 3", "take_1", opts("take_1"), 4,
              first(Phase.DISCARD), 3),
    PerftPlan("first-trick-depth-4", "The first trick, depth 4", "standard", opts(), 5, first(Phase.PLAY), 4),
    PerftPlan("two-tricks-left-depth-8", "The last two tricks, depth 8", "standard", opts(), 6, tricks_left(2), 8),
    PerftPlan("two-tricks-left-trump-anytime-false", "trump_anytime false: the last two tricks, depth 8", "standard",
              opts(trump_anytime=False), 7, tricks_left(2), 8),
    PerftPlan("last-trick-into-next-hand", "The last trick, scoring and the next hand's bidding, depth 6", "standard", opts(), 8,
              tricks_left(1), 6, hands=2),
)


RULES = perft_plans.PerftRules[FourPointOptions](
    PHASE_RULE, ("CD-6", "FP-2.3"),
    {Phase.BIDDING: ("FP-3.2", "FP-3.3"), Phase.DISCARD: ("FP-4.2", "FP-4.3", "FP-4.4", "FP-5.3"), Phase.PLAY: ("FP-6.2", "FP-6.3")},
    "FP-10")


def perft_cases() -> list[CaseDict]:
    return perft_plans.perft_cases(
        GAME, SOURCE, "Four Point perft", PERFT_PLANS,
        lambda plan: play(plan.preset, plan.options, plan.seed, plan.policy, hands=plan.hands, deal_kind=plan.deal_kind),
        RULES, LIST_LIMIT)

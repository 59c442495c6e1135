"""Smear perft cases: counts of legal action sequences from a position, with the count per first
action.
"""

from __future__ import annotations

from conformance.games.support import CaseDict
from conformance.sources.generated import perft_plans
from conformance.sources.generated.perft_plans import first, start, tricks_left
from conformance.sources.generated.smear.play import GAME, PHASE_RULE, opts, play
from reference.phases import Phase
from reference.smear.options import SmearOptions, smear_options

SOURCE = "conformance/sources/generated/smear/perft.py"


# ---------------------------------------------------------------------------- perft cases

PerftPlan = perft_plans.PerftPlan[SmearOptions]

PERFT_PLANS: tuple[PerftPlan, ...] = (
    PerftPlan("bidding-start-depth-2", "Start of bidding, depth 2", "standard", opts("standard"), 1, start, 2),
    PerftPlan("bidding-start-depth-3", "Start of bidding, depth 3", "standard", opts("standard"), 1, start, 3),
    PerftPlan("bidding-six-card-depth-5", "Six-card hands: bidding to the first lead, depth 5", "standard",
              opts("standard", hand_size=6), 2, start, 5),
    PerftPlan("widow-bidding-depth-2", "Widow preset: start of bidding, depth 2 (bids to 12)", "widow", opts("widow"), 1, start, 2),
    PerftPlan("five-point-team-bidding-depth-4", "five_point_team: a whole bidding round, depth 4 (bids to 5)", "five_point_team",
              opts("five_point_team", hand_size=6), 1, start, 4),
    PerftPlan("trump-phase-depth-1", "Trump phase, depth 1", "standard", opts("standard"), 3, first(Phase.TRUMP), 1),
    PerftPlan("discard-ten-card-depth-1", "Ten-card discard turn: 210 ways, depth 1", "standard", opts("standard"), 3,
              first(Phase.DISCARD), 1),
    PerftPlan("widow-pitcher-discard-depth-1", "Widow: the pitcher's discard of 8 from 14, depth 1", "widow", opts("widow"), 2,
              first(Phase.DISCARD), 1),
    PerftPlan("nine-card-trump-and-discards-depth-3", "Nine-card Smear: naming trump and the first discards, depth 3",
              "nine_card", opts("nine_card"), 1, first(Phase.TRUMP), 3),
    PerftPlan("first-trick-depth-4", "The first trick, depth 4", "standard", opts("standard", hand_size=6), 1,
              first(Phase.PLAY), 4),
    PerftPlan("three-tricks-left-depth-12", "The last three tricks to the end of the hand, depth 12", "standard",
              opts("standard", hand_size=6), 2, tricks_left(3), 12),
    PerftPlan("two-tricks-left-trump-anytime-false", "trump_anytime false: the last two tricks, depth 8", "standard",
              opts("standard", hand_size=6, trump_anytime=False), 3, tricks_left(2), 8),
    PerftPlan("double-joker-three-tricks-left", "double_joker: the last three tricks, depth 12", "double_joker",
              opts("double_joker", hand_size=6), 4, tricks_left(3), 12),
    PerftPlan("no-jick-three-tricks-left", "no_jick: the last three tricks, depth 12", "no_jick", opts("no_jick", hand_size=6),
              5, tricks_left(3), 12),
    PerftPlan("six-partnership-two-tricks-left", "Six players in pairs: the last two tricks, depth 12", "standard",
              smear_options(players=6, partnerships=True, hand_size=6), 1, tricks_left(2), 12),
    PerftPlan("last-trick-into-next-hand", "The last trick, scoring and the next hand's bidding, depth 7", "standard",
              opts("standard", hand_size=6), 6, tricks_left(1), 7, hands=2),
)


def _option_rules(o: SmearOptions, phase: Phase) -> set[str]:
    return ({"SM-5.5"} if o.nine_card else set()) | ({"SM-5.4"} if o.widow and phase is not Phase.BIDDING else set())


RULES = perft_plans.PerftRules[SmearOptions](
    PHASE_RULE, ("CD-6",), {Phase.BIDDING: ("SM-3.1", "SM-3.2"), Phase.PLAY: ("SM-6.3", "SM-6.4", "SM-6.5")}, "SM-10", _option_rules)


def perft_cases() -> list[CaseDict]:
    return perft_plans.perft_cases(GAME, SOURCE, "Perft", PERFT_PLANS,
                                   lambda plan: play(plan.preset, plan.options, plan.seed, plan.policy, hands=plan.hands), RULES)

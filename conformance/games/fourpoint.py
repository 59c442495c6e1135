"""Four Point Northeastern Wisconsin Smear (chapter FP): what the conformance suite knows of it,
written once."""

from __future__ import annotations

from conformance.case.checks import FinalCheck, HandResultsCheck, TricksCheck
from conformance.games import support
from reference.fourpoint import options
from reference.fourpoint.binding import start
from reference.fourpoint.options import KEEP, PLAYERS
from reference.fourpoint.ranking import deck

# SPEC "Four Point options": the table is fixed (four seats in pairs, 32 cards) and only the
# target describes it; `take` is the seed's agreed variant (presets take_0..take_3); every
# other option reads a register entry (R-FP-5, R-FP-9 to R-FP-16, R-FP-18, R-FP-19), the house
# rules of FP-9.3 and FP-9.4 included.
CLASSES: dict[str, support.OptionClass] = {
    "target": "table",
    "take": "variant",
    "trump_discard": "reading", "trump_anytime": "reading", "high_card": "reading", "high_to": "reading",
    "low_card": "reading", "low_to": "reading", "discarded_jack": "reading", "game_tie": "reading",
    "win_only_on_made_bid": "reading", "non_bidder_cap": "reading",
    "both_at_target": "reading",  # R-FP-15: both sides at the target on one hand
    # R-FP-5, R-FP-16, R-FP-18, R-FP-19: readings of real tables (issue 11 section 2, issue 12)
    "all_pass": "reading", "max_bid": "reading", "dealer_holds": "reading", "made_bid_winner": "reading",
}


def inert(o: support.Options) -> frozenset[str]:
    """The options that cannot change any observation under the others."""
    idle = {"high_to"}  # FP-7.2: the High card always wins its own trick, so player = taker
    if o.get("take") == 0:
        # FP-4.1, FP-4.2: the bidder takes nothing and holds six cards: no discard ever happens.
        idle |= {"trump_discard", "discarded_jack"}
    if o.get("win_only_on_made_bid") is False:
        idle.add("made_bid_winner")  # FP-9.3: only read under the house rule
    elif o.get("made_bid_winner") == "bidding_side":
        idle.add("both_at_target")  # FP-9.3: the non-bidding side never wins, so never against the bidder
    if o.get("non_bidder_cap") in ("at_target", "below_target"):
        # FP-9.4: the non-bidders stop at (or below) the target, so never above a bidder who reached it
        idle.add("both_at_target")
    return frozenset(idle)


def shape(o: support.Options) -> support.Shape:
    return support.Shape.of(deck(), PLAYERS, KEEP, 0)


CHECK_RULES = support.CheckRules(
    phase={"bidding": ("FP-3.1", "FP-3.2", "FP-3.3", "FP-3.5"), "discard": ("FP-4.2", "FP-4.3", "FP-4.4"),
           "play": ("FP-5.3", "FP-6.1", "FP-6.2", "FP-6.3"), "awaiting_deal": ("FP-2.4",), "game_over": ("FP-9.1",)},
    tricks=("FP-5.2", "FP-6.1", "FP-6.4"),
    category={"high": ("FP-7.2",), "low": ("FP-7.3",), "jack": ("FP-7.4",), "game": ("FP-7.5", "FP-7.6")},
    field={"outcome": ("FP-3.5",), "bidder": ("FP-3.4",), "bid": ("FP-3.2",), "trump": ("FP-5.2",),
           "captured": ("FP-8.1",), "game_points": ("FP-7.5", "FP-7.6"), "made": ("FP-8.2", "FP-8.3"),
           "changes": ("FP-8.2", "FP-8.3", "FP-8.4", "FP-9.4"), "scores": ("FP-8.2", "FP-8.3", "FP-8.4"),
           "dealer": ("FP-1.3",)},
    final={"scores": ("FP-8.2", "FP-8.3", "FP-8.4"), "winner": ("FP-9.1", "FP-9.2", "FP-9.3", "FP-9.4"), "phase": ("FP-9.1",)},
    sections={"bidding": "FP-3", "discard": "FP-4", "play": "FP-6", "awaiting_deal": "FP-2", "game_over": "FP-9"},
    seat_section="FP-1",
    kind_sections={TricksCheck: ("FP-6",), HandResultsCheck: ("FP-7", "FP-8"), FinalCheck: ("FP-9",)},
)

APPLICABILITY = support.Applicability(
    conditions={
        "FP-3.6": lambda o: o.get("dealer_holds") is True,
        "FP-4.2": lambda o: o.get("take") != 0,
        "FP-4.3": lambda o: o.get("take") != 0,
        "FP-4.4": lambda o: o.get("take") != 0,
        "FP-9.3": lambda o: o.get("win_only_on_made_bid") is True,
        "FP-9.4": lambda o: o.get("non_bidder_cap") not in (None, "none"),
    },
    # seeded shuffles, presets (names only), starting scores (given through the API, not the protocol)
    never_observed=frozenset({"FP-2.3", "FP-10", "FP-1.4"}),
)


def record() -> support.GameSupport:
    return support.build(
        name="fourpoint", title="Four Point Northeastern Wisconsin Smear", rule_prefix="FP", start=start,
        options=support.EngineOptions.of(options.FourPointOptions, options.fourpoint_options, options.fourpoint_options_dict, options.PRESETS),
        classes=dict(CLASSES), inert=inert,
        check_rules=CHECK_RULES, applicability=APPLICABILITY, shape=shape,
        open_values={"take": (3, 0, 1, 2)},
        policies=("random", "cautious", "passer", "trumper", "hoarder"),
        refusal_table="Four Point refusal codes",
    )

"""Four Point Northeastern Wisconsin Smear (32 cards, partnerships, the first lead names trump):
SPEC chapter FP."""

from reference.fourpoint.options import PRESETS, FourPointOptions, fourpoint_options
from reference.fourpoint.rules import add_deal, apply, legal_actions, new_game, refusal, to_act
from reference.fourpoint.state import Award, FourPointState, HandResult, HandState, Trick

__all__ = [
    "PRESETS",
    "Award",
    "FourPointOptions",
    "FourPointState",
    "HandResult",
    "HandState",
    "Trick",
    "add_deal",
    "apply",
    "fourpoint_options",
    "legal_actions",
    "new_game",
    "refusal",
    "to_act",
]

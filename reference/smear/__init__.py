"""Smear (10-point, Jick and jokers): SPEC chapter SM."""

from reference.smear.options import PRESETS, SmearOptions, smear_options
from reference.smear.rules import add_deal, apply, legal_actions, new_game, refusal, to_act
from reference.smear.state import Award, HandResult, HandState, SmearState, Trick

__all__ = [
    "PRESETS", "SmearOptions", "smear_options", "add_deal", "apply", "legal_actions", "new_game",
    "refusal", "to_act", "Award", "HandResult", "HandState", "SmearState", "Trick",
]

"""Smoorverliefd (collect the hearts; met Troef, Blind Love, Partner, Kleine Liefde, Cupid's
Arrow): SPEC chapter SV."""

from reference.smoorverliefd.options import PRESETS, SmoorverliefdOptions, smoorverliefd_options
from reference.smoorverliefd.rules import add_deal, apply, legal_actions, new_game, refusal, to_act
from reference.smoorverliefd.state import (
    HandResult,
    HandState,
    SeatTally,
    SideTally,
    SmoorverliefdState,
    Trick,
)

__all__ = [
    "PRESETS",
    "HandResult",
    "HandState",
    "SeatTally",
    "SideTally",
    "SmoorverliefdOptions",
    "SmoorverliefdState",
    "Trick",
    "add_deal",
    "apply",
    "legal_actions",
    "new_game",
    "refusal",
    "smoorverliefd_options",
    "to_act",
]

"""Smoorverliefd bound to the game-agnostic ``Match`` view (reference.games)."""

from __future__ import annotations

from reference.games import GameStart, Rules, standard_rules
from reference.smoorverliefd.codec import CODEC
from reference.smoorverliefd.options import smoorverliefd_options
from reference.smoorverliefd.rules import apply, legal_actions, new_game, refusal, to_act
from reference.smoorverliefd.state import SmoorverliefdState

RULES: Rules[SmoorverliefdState] = standard_rules("smoorverliefd", legal_actions, apply, to_act, CODEC.results, CODEC.encode_state, refusal)
start = GameStart(RULES, new_game, smoorverliefd_options)

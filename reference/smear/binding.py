"""Smear bound to the game-agnostic ``Match`` view (reference.games)."""

from __future__ import annotations

from reference.games import GameStart, Rules, standard_rules
from reference.smear.codec import CODEC
from reference.smear.options import smear_options
from reference.smear.rules import apply, legal_actions, new_game, refusal, to_act
from reference.smear.state import SmearState

RULES: Rules[SmearState] = standard_rules("smear", legal_actions, apply, to_act, CODEC.results, CODEC.encode_state, refusal)
start = GameStart(RULES, new_game, smear_options)

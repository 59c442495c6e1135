"""Four Point bound to the game-agnostic ``Match`` view (reference.games)."""

from __future__ import annotations

from reference.fourpoint.codec import CODEC
from reference.fourpoint.options import fourpoint_options
from reference.fourpoint.rules import apply, legal_actions, new_game, refusal, to_act
from reference.fourpoint.state import FourPointState
from reference.games import GameStart, Rules, standard_rules

RULES: Rules[FourPointState] = standard_rules("fourpoint", legal_actions, apply, to_act, CODEC.results, CODEC.encode_state, refusal)
start = GameStart(RULES, new_game, fourpoint_options)

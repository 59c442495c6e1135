"""Smear bound to the game-agnostic ``Match`` view (reference.games)."""

from __future__ import annotations

from typing import Mapping, Sequence

from reference.dealing import Deal
from reference.games import BoundMatch, Rules, standard_rules
from reference.smear.codec import encode_result, encode_state
from reference.smear.options import smear_options
from reference.smear.rules import apply, legal_actions, new_game, refusal, to_act
from reference.smear.state import SmearState

RULES: Rules[SmearState] = standard_rules(
    "smear", legal_actions, apply, to_act, lambda s: [encode_result(r) for r in s.results], encode_state,
    refusal,
)


def start(options: Mapping[str, object], deals: Sequence[Deal], dealer: int | None, seed: int | None) -> BoundMatch[SmearState]:
    return BoundMatch(RULES, new_game(smear_options(options), deals=deals, dealer=dealer, seed=seed))

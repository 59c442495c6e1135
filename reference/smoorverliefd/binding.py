"""Smoorverliefd bound to the game-agnostic ``Match`` view (reference.games)."""

from __future__ import annotations

from typing import Mapping, Sequence

from reference.dealing import Deal
from reference.games import BoundMatch, Rules, standard_rules
from reference.smoorverliefd.codec import encode_result, encode_state
from reference.smoorverliefd.options import smoorverliefd_options
from reference.smoorverliefd.rules import apply, legal_actions, new_game, refusal, to_act
from reference.smoorverliefd.state import SmoorverliefdState

RULES: Rules[SmoorverliefdState] = standard_rules(
    "smoorverliefd", legal_actions, apply, to_act, lambda s: [encode_result(r) for r in s.results], encode_state,
    refusal,
)


def start(
    options: Mapping[str, object],
    deals: Sequence[Deal],
    dealer: int | None,
    seed: int | None,
    scores: Sequence[int] | None = None,
) -> BoundMatch[SmoorverliefdState]:
    """A bound game; ``scores`` (one per side, default 0 each) starts it part-way."""
    return BoundMatch(RULES, new_game(smoorverliefd_options(options), deals=deals, dealer=dealer, seed=seed, scores=scores))

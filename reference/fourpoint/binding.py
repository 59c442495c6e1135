"""Four Point bound to the game-agnostic ``Match`` view (reference.games)."""

from __future__ import annotations

from typing import Mapping, Sequence

from reference.dealing import Deal
from reference.fourpoint.codec import encode_result, encode_state
from reference.fourpoint.options import fourpoint_options
from reference.fourpoint.rules import apply, legal_actions, new_game, refusal, to_act
from reference.fourpoint.state import FourPointState
from reference.games import BoundMatch, Rules, standard_rules

RULES: Rules[FourPointState] = standard_rules(
    "fourpoint", legal_actions, apply, to_act, lambda s: [encode_result(r) for r in s.results], encode_state,
    refusal,
)


def start(
    options: Mapping[str, object],
    deals: Sequence[Deal],
    dealer: int | None,
    seed: int | None,
    scores: Sequence[int] | None = None,
) -> BoundMatch[FourPointState]:
    """A bound game; ``scores`` (one per side, default 0 each) starts it part-way."""
    return BoundMatch(RULES, new_game(fourpoint_options(options), deals=deals, dealer=dealer, seed=seed, scores=scores))

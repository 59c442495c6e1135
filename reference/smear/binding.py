"""Smear bound to the game-agnostic ``Match`` view (reference.games)."""

from __future__ import annotations

from typing import Mapping, Sequence

from reference.dealing import Deal
from reference.games import BoundMatch, Match, Rules
from reference.smear.codec import encode_result, encode_state
from reference.smear.options import smear_options
from reference.smear.rules import apply, legal_actions, new_game, to_act
from reference.smear.state import SmearState, Trick


def _hand_tricks(s: SmearState) -> tuple[Trick, ...]:
    # once the game is over, state.hand is the finished hand, already reported as last_hand
    return s.hand.tricks if s.hand is not None and s.winner is None else ()


def _last_hand_tricks(s: SmearState) -> tuple[Trick, ...]:
    return s.last_hand.tricks if s.last_hand is not None else ()


RULES: Rules[SmearState] = Rules(
    name="smear",
    legal_actions=legal_actions,
    apply=apply,
    to_act=to_act,
    phase=lambda s: s.phase,
    winner=lambda s: s.winner,
    scores=lambda s: s.scores,
    results=lambda s: [encode_result(r) for r in s.results],
    hand_tricks=_hand_tricks,
    last_hand_tricks=_last_hand_tricks,
    encode_state=encode_state,
)


def start(options: Mapping[str, object], deals: Sequence[Deal], dealer: int | None, seed: int | None) -> Match:
    return BoundMatch(RULES, new_game(smear_options(options), deals=deals, dealer=dealer, seed=seed))

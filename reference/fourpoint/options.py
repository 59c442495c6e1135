"""Four Point's options, their defaults and the presets (SPEC FP-10).

The table is fixed (four players in two partnerships, 32 cards, six each); the options are the
points the seed leaves to the players or leaves unclear (register R-FP).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

from reference.errors import InvalidOptions
from reference.options_codec import options_to_dict, read_options
from reference.tables import hash_once, state_to_copy

PLAYERS = 4  # FP-1.1
SIDES = 2  # FP-1.1: two partnerships
MIN_RANK = 7  # FP-2.1: sixes and below are removed
KEEP = 6  # FP-2.2, FP-4.2: every hand is played with six cards
MIN_BID = 2  # FP-3.2
MAX_BID = 4  # FP-3.2, FP-7.1: the four points of a hand
MAX_TAKE = 3  # FP-4.1


@dataclass(frozen=True)
class FourPointOptions:
    """One field per option of SPEC chapter FP; the defaults are the standard game."""

    take: int = 3
    all_pass: Literal["redeal", "dealer_forced"] = "redeal"
    max_bid: Literal["ends_bidding", "others_speak"] = "ends_bidding"
    dealer_holds: bool = False
    trump_discard: Literal["any_if_over_six", "excess_only"] = "any_if_over_six"
    trump_anytime: bool = True
    high_card: Literal["ace", "highest"] = "ace"
    high_to: Literal["player", "taker"] = "player"
    low_card: Literal["seven", "lowest"] = "seven"
    low_to: Literal["player", "taker"] = "player"
    discarded_jack: Literal["nobody", "bidder"] = "nobody"
    game_tie: Literal["none", "bidder"] = "none"
    target: int = 15
    win_only_on_made_bid: bool = False
    made_bid_winner: Literal["either_side", "bidding_side"] = "either_side"
    non_bidder_cap: Literal["none", "at_target", "below_target"] = "none"
    both_at_target: Literal["bidder_first", "higher_score"] = "bidder_first"

    # the rule tables are keyed by the options (reference.tables): hashed once, never copied
    __hash__ = hash_once
    __getstate__ = state_to_copy

    def __post_init__(self) -> None:
        check_options(self)


def side_of(seat: int) -> int:
    """FP-1.1: partners sit across the table, so seats 0 and 2 are side 0, seats 1 and 3 side 1."""
    return seat % SIDES


def check_options(o: FourPointOptions) -> None:
    """Refuse out-of-range values with a message naming them."""
    if not 0 <= o.take <= MAX_TAKE:
        raise InvalidOptions(f"take must be 0 to {MAX_TAKE}, not {o.take} (FP-4.1)")
    if o.target < 1:
        raise InvalidOptions(f"target must be positive, not {o.target} (FP-9.1)")
    # A sub-option changed while its house rule is off would silently do nothing: refuse it.
    if o.made_bid_winner != "either_side" and not o.win_only_on_made_bid:
        raise InvalidOptions("made_bid_winner belongs to win_only_on_made_bid, which is off (FP-9.3)")


_STANDARD = FourPointOptions()

PRESETS: Mapping[str, FourPointOptions] = {
    "standard": _STANDARD,
    "take_0": dataclasses.replace(_STANDARD, take=0),
    "take_1": dataclasses.replace(_STANDARD, take=1),
    "take_2": dataclasses.replace(_STANDARD, take=2),
    "take_3": dataclasses.replace(_STANDARD, take=3),
}


def fourpoint_options(data: Mapping[str, object] | None = None, **overrides: object) -> FourPointOptions:
    """Options from a JSON-like mapping (``{"preset": "take_1", "target": 21}``) and keywords."""
    return read_options(FourPointOptions, PRESETS, data, overrides)


fourpoint_options_dict = options_to_dict

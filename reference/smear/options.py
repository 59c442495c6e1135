"""Smear's options, their defaults and the seed's named variants as presets (SPEC SM-10)."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Literal, Mapping

from reference.errors import InvalidOptions
from reference.options_codec import options_to_dict, read_options
from reference.tables import hash_once, state_to_copy

DECK_SUITED = 52
KEEP = 6  # SM-5.1: every hand is played with six cards


@dataclass(frozen=True)
class SmearOptions:
    """One field per option of SPEC chapter SM; the defaults are the standard game."""

    players: int = 4
    partnerships: bool = False
    hand_size: int | None = None
    jokers: int = 2
    widow: int = 0
    nine_card: bool = False
    jick: bool = True
    joker_rank: Literal["below_jick", "big_above_jick"] = "below_jick"
    joker_tiebreak: Literal["fixed", "first_played", "second_played"] = "fixed"
    all_pass: Literal["dealer_forced", "redeal", "dealer_set"] = "dealer_forced"
    trump_anytime: bool = True
    revoke: Literal["forbidden", "penalized", "set_back"] = "forbidden"
    high_rule: Literal["ace", "highest_in_play"] = "ace"
    low_rule: Literal["captured", "holder"] = "captured"
    game_tie: Literal["low_card", "none", "lowest_trump"] = "low_card"
    joker_game_points: int = 0
    score_jick: bool = True
    score_jokers: bool = True
    score_three: bool = True
    score_two: bool = False
    target: int = 21
    elimination: int | None = None
    max_bid: Literal["others_speak", "ends_bidding"] = "others_speak"
    first_lead: Literal["trump", "any"] = "trump"

    # the rule tables are keyed by the options (reference.tables): hashed once, never copied
    __hash__ = hash_once
    __getstate__ = state_to_copy

    def __post_init__(self) -> None:
        check_options(self)

    @property
    def sides(self) -> int:
        """SM-1.1, SM-1.2: individuals, or pairs across the table."""
        return self.players // 2 if self.partnerships else self.players

    def side_of(self, seat: int) -> int:
        """SM-1.2: partners sit across the table, seat s with s + n/2 (``sides`` written out:
        a hand's score asks this of every trick and award)."""
        return seat % (self.players // 2 if self.partnerships else self.players)

    @property
    def dealt(self) -> int:
        """SM-2.2: cards dealt to each player."""
        if self.hand_size is not None:
            return self.hand_size
        if self.nine_card:
            return 9  # SM-2.2, SM-5.5: nine-card Smear fixes the hand size
        for size in (10, 8, 6):
            if self.players * size + self.widow <= DECK_SUITED + self.jokers:
                return size
        return 0  # unreachable after check_options

    @property
    def hand_maximum(self) -> int:
        """SM-7.1: the points one hand can award; also the highest bid (SM-3.2). Worked out once
        per options object (every bid checked asks it), kept beside its hash (reference.tables)."""
        known: dict[str, object] = self.__dict__
        total = known.get(_HAND_MAXIMUM)
        if isinstance(total, int):
            return total
        total = 4  # High, Low, Jack, Game
        total += 1 if self.score_jick and self.jick else 0
        total += self.jokers if self.score_jokers else 0
        total += 3 if self.score_three else 0
        total += 2 if self.score_two else 0
        known[_HAND_MAXIMUM] = total
        return total


_HAND_MAXIMUM = "_hand_maximum"


def check_options(o: SmearOptions) -> None:
    """Refuse out-of-range values and inconsistent combinations with a message naming them.
    Every refusal here is listed under "Smear options" in SPEC.md (the forbidden combinations)."""
    if o.partnerships:
        if o.players not in (4, 6, 8):
            raise InvalidOptions(f"partnerships need 4, 6 or 8 players, not {o.players} (SM-1.2)")
    elif not 3 <= o.players <= 6:
        raise InvalidOptions(f"players must be 3 to 6 (or 4, 6, 8 with partnerships), not {o.players} (SM-1.1)")
    if o.jokers not in (0, 1, 2):
        raise InvalidOptions(f"jokers must be 0, 1 or 2, not {o.jokers} (SM-2.1)")
    if o.widow not in (0, 4):
        raise InvalidOptions(f"widow must be 0 or 4, not {o.widow} (SM-5.4)")
    if o.hand_size is not None and not 6 <= o.hand_size <= 10:
        raise InvalidOptions(f"hand_size must be 6 to 10, not {o.hand_size} (SM-2.2)")
    if o.nine_card and o.hand_size not in (None, 9):
        raise InvalidOptions(f"nine_card fixes the hand size at 9, not {o.hand_size} (SM-2.2, SM-5.5)")
    if o.nine_card and o.widow:
        raise InvalidOptions("nine_card has no widow (SM-5.5, R-SM-25)")
    deck = DECK_SUITED + o.jokers
    sizes = [o.hand_size] if o.hand_size is not None else [9] if o.nine_card else [10, 8, 6]
    if not any(o.players * h + o.widow <= deck for h in sizes):
        raise InvalidOptions(
            f"{o.players} hands of {sizes[0]} cards plus a widow of {o.widow} do not fit "
            f"a deck of {deck} (SM-2.2)"
        )
    if o.nine_card and o.players > 4:
        raise InvalidOptions("nine_card needs at most 4 players: the stock cannot refill more hands (SM-5.5, R-SM-12)")
    if o.joker_rank == "big_above_jick" and o.joker_tiebreak != "fixed":
        raise InvalidOptions("joker_rank big_above_jick ranks the jokers apart; joker_tiebreak must be fixed (SM-4.4)")
    if o.score_two and not o.widow:
        raise InvalidOptions("score_two belongs to widow Smear (widow 4) (SM-7.9)")
    if o.joker_game_points not in (0, 1):
        raise InvalidOptions(f"joker_game_points must be 0 or 1, not {o.joker_game_points} (SM-7.7)")
    if o.target < 1:
        raise InvalidOptions(f"target must be at least 1, not {o.target} (SM-9.1)")


_STANDARD = SmearOptions()

PRESETS: Mapping[str, SmearOptions] = {
    "standard": _STANDARD,
    "ten_point": _STANDARD,
    "nine_card": dataclasses.replace(_STANDARD, hand_size=9, nine_card=True),
    "widow": dataclasses.replace(_STANDARD, widow=4, score_two=True),
    "no_jick": dataclasses.replace(_STANDARD, jick=False, score_jick=False, score_three=False),
    "five_point_team": dataclasses.replace(
        _STANDARD, partnerships=True, jokers=1, score_jick=False, score_three=False
    ),
    "double_joker": dataclasses.replace(_STANDARD, joker_rank="big_above_jick"),
    "target_11": dataclasses.replace(_STANDARD, target=11),
    "target_52": dataclasses.replace(_STANDARD, target=52),
}


def smear_options(data: Mapping[str, object] | None = None, **overrides: object) -> SmearOptions:
    """Options from a JSON-like mapping (``{"preset": "widow", "players": 5}``) and keywords."""
    return read_options(SmearOptions, PRESETS, data, overrides)


smear_options_dict = options_to_dict

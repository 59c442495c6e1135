"""Smoorverliefd's options, their defaults and the seed's named variants as presets (SPEC SV-11)."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

from reference.errors import InvalidOptions
from reference.options_codec import options_to_dict, read_options
from reference.tables import hash_once, state_to_copy

DECK = 52
HEARTS = 13


@dataclass(frozen=True)
class SmoorverliefdOptions:
    """One field per option of SPEC chapter SV; the defaults are the standard game."""

    players: int = 4
    target: int = 50
    sweep: Literal["all_in_play", "all_thirteen"] = "all_in_play"
    champion: Literal["none", "only_champion_scores"] = "none"
    tie: Literal["play_on"] = "play_on"
    troef: bool = False
    troef_duty: Literal["none", "trump", "overtrump"] = "none"
    blind_love: bool = False
    blind_bonus: int = 10
    blind_penalty: int = 10
    partners: bool = False
    pair_sweep: Literal["together", "single_player"] = "together"
    kleine_liefde: bool = False
    cupids_arrow: bool = False
    curse_hearts: bool = True
    curse_penalty: int = 5
    curse_dealer: Literal["heart_points", "heart_cards"] = "heart_points"

    # the rule tables are keyed by the options (reference.tables): hashed once, never copied
    __hash__ = hash_once
    __getstate__ = state_to_copy

    def __post_init__(self) -> None:
        check_options(self)

    @property
    def sides(self) -> int:
        """SV-8.1: two pairs with partners, else every player is a side."""
        return 2 if self.partners else self.players

    def side_of(self, seat: int) -> int:
        """SV-8.1: partners sit across the table, seat s with s + 2."""
        return seat % 2 if self.partners else seat

    @property
    def dealt(self) -> int:
        """SV-2.2: 17, 13 or 10 cards each."""
        return DECK // self.players

    @property
    def dead(self) -> int:
        """SV-2.2: 1 dead card with 3 players, 2 with 5, none with 4."""
        return DECK % self.players


def check_options(o: SmoorverliefdOptions) -> None:
    """Refuse out-of-range values and inconsistent combinations with a message naming them."""
    if not 3 <= o.players <= 5:
        raise InvalidOptions(f"players must be 3 to 5, not {o.players} (SV-1.1)")
    if o.partners and o.players != 4:
        raise InvalidOptions(f"partners needs exactly 4 players, not {o.players} (SV-8.1)")
    if o.target < 1:
        raise InvalidOptions(f"target must be positive, not {o.target} (SV-5.1)")
    amounts = (
        ("blind_bonus", o.blind_bonus, "SV-7.3"),
        ("blind_penalty", o.blind_penalty, "SV-7.3"),
        ("curse_penalty", o.curse_penalty, "SV-10.4"),
    )
    for name, value, rule in amounts:
        if value < 0:
            raise InvalidOptions(f"{name} is an amount taken or given, so not negative: {value} ({rule})")
    # A sub-option changed while its variant is off would silently do nothing: refuse it.
    d = SmoorverliefdOptions  # the class attributes hold the field defaults
    belongs = (
        ("blind_bonus", o.blind_bonus != d.blind_bonus, "blind_love", o.blind_love, "SV-7.3"),
        ("blind_penalty", o.blind_penalty != d.blind_penalty, "blind_love", o.blind_love, "SV-7.3"),
        ("troef_duty", o.troef_duty != d.troef_duty, "troef", o.troef, "SV-6.5"),
        ("pair_sweep", o.pair_sweep != d.pair_sweep, "partners", o.partners, "SV-8.3"),
        ("curse_hearts", o.curse_hearts != d.curse_hearts, "cupids_arrow", o.cupids_arrow, "SV-10.3"),
        ("curse_penalty", o.curse_penalty != d.curse_penalty, "cupids_arrow", o.cupids_arrow, "SV-10.4"),
        ("curse_dealer", o.curse_dealer != d.curse_dealer, "cupids_arrow", o.cupids_arrow, "SV-10.2"),
    )
    for name, changed, variant, on, rule in belongs:
        if changed and not on:
            raise InvalidOptions(f"{name} belongs to {variant}, which is off ({rule})")


_STANDARD = SmoorverliefdOptions()

PRESETS: Mapping[str, SmoorverliefdOptions] = {
    "standard": _STANDARD,
    "target_100": dataclasses.replace(_STANDARD, target=100),
    "met_troef": dataclasses.replace(_STANDARD, troef=True),
    "blind_love": dataclasses.replace(_STANDARD, blind_love=True),
    "partner": dataclasses.replace(_STANDARD, partners=True),
    "kleine_liefde": dataclasses.replace(_STANDARD, kleine_liefde=True),
    "cupids_arrow": dataclasses.replace(_STANDARD, cupids_arrow=True),
}


def smoorverliefd_options(data: Mapping[str, object] | None = None, **overrides: object) -> SmoorverliefdOptions:
    """Options from a JSON-like mapping (``{"preset": "partner", "target": 100}``) and keywords."""
    return read_options(SmoorverliefdOptions, PRESETS, data, overrides)


smoorverliefd_options_dict = options_to_dict

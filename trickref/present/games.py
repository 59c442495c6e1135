"""The three games the command line shows, by name: their ``GameInfo`` (options, presets, SPEC
chapter) and a new game of any of them as a ``TableView``."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from reference.dealing import Deal
from trickref.present.fourpoint import FOURPOINT
from trickref.present.smear import SMEAR
from trickref.present.smoorverliefd import SMOORVERLIEFD
from trickref.present.table import GameInfo, TableView

GAME_NAMES = ("smear", "fourpoint", "smoorverliefd")

INFOS: dict[str, GameInfo] = {SMEAR.info.name: SMEAR.info, FOURPOINT.info.name: FOURPOINT.info, SMOORVERLIEFD.info.name: SMOORVERLIEFD.info}


def start_table(game: str, options: Mapping[str, object], deals: Sequence[Deal], dealer: int | None, seed: int | None) -> TableView:
    """A new game of ``game`` (one of GAME_NAMES): explicit ``deals``, or deals from ``seed``."""
    if game == "smear":
        return SMEAR.start_table(options, deals, dealer, seed)
    if game == "fourpoint":
        return FOURPOINT.start_table(options, deals, dealer, seed)
    if game == "smoorverliefd":
        return SMOORVERLIEFD.start_table(options, deals, dealer, seed)
    raise KeyError(game)

"""Phases of a hand, shared by every game."""

from enum import StrEnum


class Phase(StrEnum):
    BIDDING = "bidding"
    TRUMP = "trump"
    DISCARD = "discard"
    CURSE = "curse"
    PLAY = "play"
    AWAITING_DEAL = "awaiting_deal"
    GAME_OVER = "game_over"

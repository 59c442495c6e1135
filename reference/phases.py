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


# The members as module constants, for the rules' hot paths: a phase is compared at every step,
# and looking a member up on the enum class (``Phase.PLAY``) costs several times a global's.
BIDDING, TRUMP, DISCARD, CURSE, PLAY = Phase.BIDDING, Phase.TRUMP, Phase.DISCARD, Phase.CURSE, Phase.PLAY

"""Typed errors: refusals of illegal actions, bad notation and bad options."""

from __future__ import annotations

from enum import StrEnum


class Code(StrEnum):
    """Stable refusal codes (SPEC CD-8 and each game's refusal table). Never renamed."""

    BAD_ACTION = "E_BAD_ACTION"
    GAME_OVER = "E_GAME_OVER"
    NOT_YOUR_TURN = "E_NOT_YOUR_TURN"
    WRONG_PHASE = "E_WRONG_PHASE"
    BID_TOO_LOW = "E_BID_TOO_LOW"
    BID_TOO_HIGH = "E_BID_TOO_HIGH"
    MUST_BID = "E_MUST_BID"
    CARD_NOT_IN_HAND = "E_CARD_NOT_IN_HAND"
    DUPLICATE_CARD = "E_DUPLICATE_CARD"
    DISCARD_COUNT = "E_DISCARD_COUNT"
    MUST_DISCARD_NON_TRUMP = "E_MUST_DISCARD_NON_TRUMP"
    MUST_KEEP_TRUMP = "E_MUST_KEEP_TRUMP"
    MUST_LEAD_TRUMP = "E_MUST_LEAD_TRUMP"
    MUST_FOLLOW_SUIT = "E_MUST_FOLLOW_SUIT"
    CANNOT_CURSE_HEARTS = "E_CANNOT_CURSE_HEARTS"
    NO_LEGAL_LEAD = "E_NO_LEGAL_LEAD"
    TRUMP_DISCARDED = "E_TRUMP_DISCARDED"


class TrickrefError(Exception):
    """Base of every error trickref raises on purpose."""


class NotationError(TrickrefError, ValueError):
    """A card, suit or action token that is not in the notation of SPEC CD-4/CD-6."""

    def __init__(self, what: str, token: str) -> None:
        super().__init__(f"unknown {what} {token!r}")
        self.what = what
        self.token = token


class InvalidOptions(TrickrefError, ValueError):
    """An options object that names an unknown option, an out-of-range value or an
    inconsistent combination."""


class InvalidDeal(TrickrefError, ValueError):
    """An explicit deal that is not exactly the configured deck in the configured sizes."""


class IllegalAction(TrickrefError):
    """An action the rules refuse. The state it was applied to is unchanged (SPEC CD-8)."""

    def __init__(self, code: Code, rule: str, message: str) -> None:
        # the enum's stored value, not its ``value`` property: a legal bid list builds a refusal
        # for every bid below the current one
        Exception.__init__(self, f"{code._value_} ({rule}): {message}")
        self.code = code
        self.rule = rule
        self.message = message

"""The checks every discard shares, whatever the game's own discard rule (SM-5.1, FP-4.2)."""

from __future__ import annotations

from typing import Sequence

from reference.cards import Card, format_card
from reference.errors import Code, IllegalAction


def held_refusal(held: Sequence[Card], cards: Sequence[Card], seat: int, rule: str) -> IllegalAction | None:
    """A discard names each card once, and only cards the player holds."""
    if len(set(cards)) != len(cards):
        return IllegalAction(Code.DUPLICATE_CARD, rule, "a discard names a card twice")
    for c in cards:
        if c not in held:
            return IllegalAction(Code.CARD_NOT_IN_HAND, rule, f"{format_card(c)} is not in seat {seat}'s hand")
    return None

"""Simple seeded players for demonstrations and whole-game tests. Not part of the rules.

A cautious bidder keeps random games short enough to finish: random bids are set back so
often that scores drift away from the target.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Sequence

from reference.actions import Action, Bid, Discard, Pass, Trump
from reference.cards import Card, Suit


def longest_suit(cards: Sequence[Card]) -> tuple[Suit, int]:
    """The suit with the most cards (jokers count for every suit), ties to the first suit."""
    counts = Counter(c.suit for c in cards if c.suit is not None)
    jokers = sum(1 for c in cards if c.is_joker)
    suit = max(Suit, key=lambda s: (counts[s], -int(s)))
    return suit, counts[suit] + jokers


def cautious_choice(actions: Sequence[Action], hand: Sequence[Card], rng: random.Random) -> Action:
    """Bid only on a long suit; name the longest suit; discard the lowest off-suit cards
    first; otherwise a random legal action."""
    first = actions[0]
    if isinstance(first, (Pass, Bid)):
        _, length = longest_suit(hand)
        bids = [a for a in actions if isinstance(a, Bid)]
        wanted = [b for b in bids if b.amount <= length - 2]
        if wanted:
            return wanted[0]
        return first if isinstance(first, Pass) else bids[0]
    if isinstance(first, Trump):
        suit, _ = longest_suit(hand)
        return Trump(suit)
    if isinstance(first, Discard):
        suit, _ = longest_suit(hand)
        discards = [a for a in actions if isinstance(a, Discard)]
        return min(discards, key=lambda a: sum((c.suit == suit or c.is_joker) * 100 + c.rank for c in a.cards))
    return rng.choice(list(actions))

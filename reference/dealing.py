"""Deals: explicit ones given by a caller, and seeded shuffles (shared by every game)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Sequence

from reference.cards import Card, format_card, format_cards, sort_cards
from reference.errors import InvalidDeal


@dataclass(frozen=True)
class Deal:
    """Hands per seat (seat 0 first), the widow, and the undealt stock in order."""

    hands: tuple[tuple[Card, ...], ...]
    widow: tuple[Card, ...] = ()
    stock: tuple[Card, ...] = ()


def check_deal(deal: Deal, deck: Sequence[Card], players: int, hand_size: int, widow: int, rule: str) -> None:
    """Refuse a deal that is not exactly ``deck`` in the configured sizes, naming what is wrong."""
    if len(deal.hands) != players:
        raise InvalidDeal(f"deal has {len(deal.hands)} hands, the game has {players} players ({rule})")
    for seat, hand in enumerate(deal.hands):
        if len(hand) != hand_size:
            raise InvalidDeal(f"hand of seat {seat} has {len(hand)} cards, not {hand_size} ({rule})")
    if len(deal.widow) != widow:
        raise InvalidDeal(f"widow has {len(deal.widow)} cards, not {widow} ({rule})")
    known = set(deck)
    every = [c for h in deal.hands for c in h]
    every += deal.widow
    every += deal.stock
    if len(every) == len(known) == len(deck) and set(every) == known:
        # as many cards as the deck's, and every card of it: each dealt once and none missing,
        # so the card-by-card search below (which names the first fault) has nothing to find
        return
    seen: set[Card] = set()
    places = [(f"seat {s}", h) for s, h in enumerate(deal.hands)] + [("widow", deal.widow), ("stock", deal.stock)]
    for place, cards in places:
        for card in cards:
            if card not in known:
                raise InvalidDeal(f"{place}: card {format_card(card)} is not in this game's deck ({rule})")
            if card in seen:
                raise InvalidDeal(f"{place}: card {format_card(card)} is dealt twice ({rule})")
            seen.add(card)
    missing = [c for c in deck if c not in seen]
    if missing:
        raise InvalidDeal(f"cards missing from the deal: {format_cards(sort_cards(missing))} ({rule})")


def shuffled(deck: Sequence[Card], seed: int, label: str) -> list[Card]:
    """A deterministic shuffle: the same seed and label give the same order on every platform
    (``random.Random`` seeded with a string hashes it with SHA-512)."""
    cards = list(deck)
    random.Random(f"trickref:{label}:{seed}").shuffle(cards)
    return cards


def deal_in_rounds(cards: Sequence[Card], players: int, first: int, rounds: Sequence[int]) -> tuple[tuple[Card, ...], ...]:
    """Deal packets of ``rounds[i]`` cards to each seat in turn from seat ``first``, clockwise.

    Returns the hands per seat (seat 0 first) in canonical order."""
    hands: list[list[Card]] = [[] for _ in range(players)]
    pos = 0
    for packet in rounds:
        for k in range(players):
            seat = (first + k) % players
            hands[seat].extend(cards[pos : pos + packet])
            pos += packet
    return tuple(sort_cards(h) for h in hands)


def first_dealer(game: str, players: int, seed: int | None, dealer: int | None) -> int:
    """SM-1.4, FP-1.2, SV-1.2: the given first dealer, else one drawn from the seed (standing in
    for the cut), else seat 0."""
    if dealer is None:
        dealer = random.Random(f"trickref:{game}:cut:{seed}").randrange(players) if seed is not None else 0
    if not 0 <= dealer < players:
        raise ValueError(f"dealer must be a seat from 0 to {players - 1}, not {dealer}")
    return dealer

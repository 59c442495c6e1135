"""The deals ``trickref conformance fuzz`` draws (conformance.fuzz.space), and how far a deal is
from deck order, the "simplest deal" a shrunk case moves toward."""

from __future__ import annotations

import functools
import random
from collections.abc import Sequence
from typing import TypeVar

from hypothesis import strategies as st

from conformance.games.support import Shape

JSONDict = dict[str, object]
_T = TypeVar("_T")
SUITS = ("S", "H", "D", "C")
SEED_MAX = (1 << 32) - 1
SEEDS = st.integers(0, SEED_MAX)  # a shuffle's or a playout's seed: one choice for many


@functools.cache
def _index(n: int) -> st.SearchStrategy[int]:
    """An index below ``n`` (the compact draws'), without building a strategy over the items at
    every draw (over 2,000 configurations, each checked for hashability). Not the same choices
    as ``st.sampled_from`` of the items: ``draw_options`` keeps its own, so that the suite's
    targeted search plays the games it always has."""
    return st.sampled_from(range(n))


def pick(draw: st.DrawFn, items: Sequence[_T]) -> _T:
    """``draw(st.sampled_from(items))``, cheaper (``_index``)."""
    return items[draw(_index(len(items)))]


# ---------------------------------------------------------------------------- deals


def draw_deal(draw: st.DrawFn, shape: Shape) -> JSONDict:
    """A shuffled deck (half the time), or one that deals long suits, which a shuffle rarely does:
    grouped by suit and cut, or one seat dealt a whole suit (as much as its hand holds) with the
    rest of that suit at the front of the stock. Long suits reach the discard rules (SM-5, FP-4:
    trumps beyond six, a discarded jack of trump), a suit nobody else holds, and one player
    taking every heart (Smoorverliefd sweeps)."""
    order = list(draw(st.permutations(shape.deck)))
    mode = draw(st.integers(0, 3))
    if mode == 2:
        order.sort(key=_suit_rank)
        cut = draw(st.integers(0, len(order) - 1))
        order = order[cut:] + order[:cut]
    elif mode == 3:
        order = _stacked(order, shape, draw(st.integers(0, shape.seats - 1)), draw(st.sampled_from(SUITS)))
    return deal_from(shape, order)


COMPACT_KINDS = 16


def draw_compact_deal(draw: st.DrawFn, shape: Shape) -> JSONDict:
    """``draw_deal``'s deals in three choices instead of one per card (a permutation is drawn card by
    card, about 50 draws a deal, each costing more than the adapter's work on it): a kind and a
    seed that shuffles the deck. Kind 0 is the deck in order, what shrinking moves toward (the
    simplest deal, ``displacement`` 0); 1 to 7 a shuffle; 8 to 11 a shuffle grouped by suit and
    cut; 12 to 15 one seat dealt a whole suit (the same shares as ``draw_deal``'s modes)."""
    kind = draw(_index(COMPACT_KINDS))
    order = list(shape.deck)
    if kind == 0:
        return deal_from(shape, order)
    random.Random(draw(SEEDS)).shuffle(order)
    if 8 <= kind < 12:
        order.sort(key=_suit_rank)
        cut = draw(st.integers(0, len(order) - 1))
        order = order[cut:] + order[:cut]
    elif kind >= 12:
        order = _stacked(order, shape, draw(st.integers(0, shape.seats - 1)), pick(draw, SUITS))
    return deal_from(shape, order)


def _suit_rank(card: str) -> int:
    return SUITS.index(card[1]) if len(card) == 2 and card[1] in SUITS else len(SUITS)


def _stacked(order: Sequence[str], shape: Shape, seat: int, suit: str) -> list[str]:
    """``order`` rearranged so that ``seat`` is dealt the first cards of ``suit`` and the stock
    starts with the rest of the suit; every other card keeps its relative order."""
    suited = [c for c in order if _suit_rank(c) == SUITS.index(suit)]
    rest = [c for c in order if _suit_rank(c) != SUITS.index(suit)]
    mine = suited[:shape.hand]
    fill = shape.hand - len(mine)
    mine, rest = mine + rest[:fill], rest[fill:]
    before, rest = rest[:seat * shape.hand], rest[seat * shape.hand:]
    after_size = (shape.seats - seat - 1) * shape.hand + shape.widow
    after, rest = rest[:after_size], rest[after_size:]
    return before + mine + after + suited[shape.hand:] + rest


def deal_from(shape: Shape, order: Sequence[str]) -> JSONDict:
    """Hands from the front of ``order``, then the widow; the rest is the stock (Four Point's
    undealt cards, FP-4.1; Smoorverliefd's dead cards, SV-2.4)."""
    n = shape.seats * shape.hand
    hands = [list(order[i * shape.hand:(i + 1) * shape.hand]) for i in range(shape.seats)]
    return {"hands": hands, "widow": list(order[n:n + shape.widow]), "stock": list(order[n + shape.widow:])}


def displacement(shape: Shape, deal: JSONDict) -> int:
    """How far a deal is from deck order (0: the deck dealt in order), for "simplest deal"."""
    order: list[str] = []
    for key in ("hands", "widow", "stock"):
        part = deal.get(key, [])
        assert isinstance(part, list)
        for item in part:
            order.extend(item if isinstance(item, list) else [item])
    return sum(1 for a, b in zip(order, shape.deck) if a != b)

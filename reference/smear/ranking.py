"""Smear's trump suit and card order (SPEC SM-4).

The play asks the same few rules of the same cards at every step (is it a trump, what is its
effective suit, how strong is it), so each is also offered as a table per trump and options
(reference.tables), filled by the rule itself and keyed by the rule functions in force, so that
a rule replaced by name is the one the table answers with."""

from __future__ import annotations

from functools import lru_cache
from typing import Callable, Mapping

from reference.cards import ACE, JACK, KING, QUEEN, X1, X2, Card, Suit
from reference.smear.options import SmearOptions
from reference.tables import Table

SuitRule = Callable[[Card, Suit, SmearOptions], Suit]
TrumpRule = Callable[[Card, Suit, SmearOptions], bool]


def jick(trump: Suit) -> Card:
    """SM-4.2: the jack of the other suit of trump's colour."""
    return _JICKS[trump]


_JICKS = {s: Card(JACK, s.partner) for s in Suit}


def is_trump(card: Card, trump: Suit, options: SmearOptions) -> bool:
    """SM-4.2: the named suit, the Jick (when the Jick rule is on) and every joker."""
    if card.suit is None:
        return True
    return card.suit == trump or (options.jick and card == jick(trump))


def suit_of(card: Card, trump: Suit, options: SmearOptions) -> Suit:
    """SM-4.2: a card's effective suit once trump is named."""
    if is_trump(card, trump, options):
        return trump
    assert card.suit is not None
    return card.suit


def trumps_table(trump: Suit, options: SmearOptions, rule: TrumpRule) -> Mapping[Card, bool]:
    """SM-4.2: ``rule`` (the caller's ``is_trump``) of each card under ``trump``, as a table."""
    return _trumps(trump, options, rule, jick)


@lru_cache(maxsize=4096)
def _trumps(trump: Suit, options: SmearOptions, rule: TrumpRule, *reads: object) -> Table[Card, bool]:
    # ``reads``: the functions the rule calls, in the key so that a replaced one is a new table
    return Table(lambda card: rule(card, trump, options))


def suits_table(trump: Suit, options: SmearOptions, rule: SuitRule) -> Mapping[Card, Suit]:
    """SM-4.2: ``rule`` (the caller's ``suit_of``) of each card under ``trump``, as a table."""
    return _suits(trump, options, rule, is_trump, jick)


@lru_cache(maxsize=4096)
def _suits(trump: Suit, options: SmearOptions, rule: SuitRule, *reads: object) -> Table[Card, Suit]:
    # ``reads``: the functions the rule calls, in the key so that a replaced one is a new table
    return Table(lambda card: rule(card, trump, options))


def trump_order(trump: Suit, options: SmearOptions) -> tuple[Card, ...]:
    """SM-4.3: the trumps of the hand's deck, highest first."""
    return _trump_order(trump, options.jokers, options.jick, options.joker_rank)


@lru_cache(maxsize=None)
def _trump_order(trump: Suit, jokers: int, with_jick: bool, joker_rank: str) -> tuple[Card, ...]:
    # one order per trump and option values that shape it (a few dozen at most), built once:
    # every trick compares trumps by it
    top = [Card(r, trump) for r in (ACE, KING, QUEEN, JACK)]
    named = [X1, X2][:jokers]
    left = [jick(trump)] if with_jick else []
    if joker_rank == "big_above_jick":
        middle = named[:1] + left + named[1:]
    else:
        middle = left + named
    return tuple(top + middle + [Card(r, trump) for r in range(10, 1, -1)])


def trump_power(card: Card, trump: Suit, options: SmearOptions) -> int:
    """SM-4.3: higher is stronger; only meaningful for trumps (a card outside ``trump_order`` is
    a ValueError)."""
    power = _powers(trump, options, trump_order).get(card)
    if power is None:
        raise ValueError(f"{card} is not in the trump order of {trump.name}")
    return power


@lru_cache(maxsize=4096)
def _powers(trump: Suit, options: SmearOptions, order: Callable[[Suit, SmearOptions], tuple[Card, ...]]) -> dict[Card, int]:
    # each trump's place in ``order`` (the trump_order in force), worked out once
    cards = order(trump, options)
    return {card: len(cards) - cards.index(card) for card in cards}


def trump_powers(trump: Suit, options: SmearOptions) -> Mapping[Card, int]:
    """SM-4.3: ``trump_power`` of every trump of the hand's deck, as a table (of the
    ``trump_order`` in force)."""
    return _powers(trump, options, trump_order)


def stronger(later: Card, earlier: Card, trump: Suit, options: SmearOptions) -> bool:
    """SM-4.3, SM-4.4, SM-4.5: whether ``later`` outranks ``earlier`` (same effective suit)."""
    if suit_of(later, trump, options) != trump:  # the rule, not its table: CrossHair walks this
        return later.rank > earlier.rank
    if later.suit is None and earlier.suit is None and options.joker_tiebreak != "fixed":
        return options.joker_tiebreak == "second_played"
    powers = _powers(trump, options, trump_order)  # trump_power of both, from one table
    if later in powers and earlier in powers:
        return powers[later] > powers[earlier]
    return trump_power(later, trump, options) > trump_power(earlier, trump, options)  # its ValueError

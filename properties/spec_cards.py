"""The SPEC's card rules in the properties' own words: effective suits, trump order and trick
keys of the three games, and the canonical orders of chapter CD.

This module imports nothing from the engine but its data types (``Card``, ``Suit``, the
action classes): the oracles (properties/<game>_oracle.py) and the CrossHair kernels'
postconditions (properties/kernels.py) both read the rules from here, so a bug in the
engine's ranking, following or sorting code cannot be copied into the expectation.
tests/test_properties_imports.py holds it to that.
"""

from __future__ import annotations

from collections.abc import Iterable

from reference.actions import Action, Bid, Curse, Discard, Pass, Play, Trump
from reference.cards import Card, Suit

# SM-4.2: the other suit of trump's colour (CD-1: S and C black, H and D red).
SAME_COLOUR = {Suit.S: Suit.C, Suit.C: Suit.S, Suit.H: Suit.D, Suit.D: Suit.H}


def spec_suit(c: Card, trump: Suit, variant: int) -> int:
    """SM-4.2 in its own words: jokers and (unless no-Jick, variant 2) the jack of trump's
    colour are trump. Variants: 0 standard, 1 big joker above the Jick, 2 no Jick."""
    if c.suit is None:
        return int(trump)
    if variant != 2 and c.rank == 11 and c.suit == SAME_COLOUR[trump]:
        return int(trump)
    return int(c.suit)


def spec_trump_rank(c: Card, trump: Suit, variant: int) -> int:
    """SM-4.3 as a number: A K Q J Jick X1 X2 T..2 (double joker: A K Q J X1 Jick X2 T..2)."""
    if c.suit is None:
        if variant == 1 and c.rank == 1:
            return 96
        return 95 - c.rank  # X1 94, X2 93
    if c.suit != trump:
        return 95 if variant != 1 else 94  # the Jick
    # A 100, K 99, Q 98, J 97, then T..2 at face value. A comparison, not a table: CrossHair
    # would fork a path per rank to look a symbolic rank up in a dict.
    return c.rank + 86 if c.rank >= 11 else c.rank


def spec_key(c: Card, led: int, trump: Suit, variant: int) -> int:
    """SM-6.5: any trump beats any card of the led suit, which beats any other card."""
    s = spec_suit(c, trump, variant)
    if s == int(trump):
        return 1000 + spec_trump_rank(c, trump, variant)
    if s == led:
        return 500 + c.rank
    return 0


def smear_trick_index(cards: tuple[Card, ...], trump: Suit, variant: int, tiebreak: str) -> int:
    """SM-6.5 with SM-4.4: the index (in play order) of the card that wins the trick. The
    jokers are neighbours in the SM-4.3 order, so ``first_played``/``second_played`` only
    decide which of the two ranks above the other when both are in the trick."""
    led = spec_suit(cards[0], trump, variant)
    keys = [spec_key(c, led, trump, variant) for c in cards]
    jokers = [i for i, c in enumerate(cards) if c.suit is None]
    if len(jokers) == 2 and tiebreak != "fixed":
        first, second = jokers
        winner_between = first if tiebreak == "first_played" else second
        loser = second if winner_between == first else first
        high, low = max(keys[first], keys[second]), min(keys[first], keys[second])
        keys[winner_between], keys[loser] = high, low
    return keys.index(max(keys))


def fp_key(rank: int, suit: int, led: int, trump: int) -> int:
    """FP-6.4 in its own words: any trump beats any card of the led suit, which beats any
    other card; within a suit, trump included, A K Q J T 9 8 7.

    Written as arithmetic on the two suit tests rather than as ``if``s: CrossHair forks a path
    at every ``if`` on a symbolic value, and this key is evaluated for each card of a trick in
    the fp_trick_winner kernel's postcondition."""
    is_trump = suit == trump
    is_led = suit == led
    return is_trump * (100 + rank) + (1 - is_trump) * is_led * (50 + rank)


def spec_heart_value(rank: int, kleine: bool) -> int:
    """SV-4.1: a heart is worth 1, the ace of hearts 5 instead; SV-9.1 (Kleine Liefde): its
    rank, A 14 K 13 Q 12 J 11 T 10, 9 to 2 face value."""
    if kleine:
        return rank
    return 5 if rank == 14 else 1


# ---------------------------------------------------------------- chapter CD: canonical orders

SUIT_ORDER = {Suit.S: 0, Suit.H: 1, Suit.D: 2, Suit.C: 3}  # CD-1


def card_order(c: Card) -> tuple[int, int]:
    """CD-5: by suit S H D C, A down to 2 within a suit, then X1, X2."""
    if c.suit is None:
        return (4, c.rank)
    return (SUIT_ORDER[c.suit], 14 - c.rank)


def sorted_cards(cards: Iterable[Card]) -> tuple[Card, ...]:
    """CD-5: ``cards`` in canonical order."""
    return tuple(sorted(cards, key=card_order))


KIND_ORDER = {Pass: 0, Bid: 1, Trump: 2, Curse: 2, Discard: 3, Play: 4}


def action_order(a: Action) -> tuple[int, int, tuple[tuple[int, int], ...]]:
    """CD-6, legal action lists: pass, bids by amount, trumps (and SV-10.3 curses) by suit,
    discards by their card sequence, plays by card. Curse shares trump's place: the two
    never appear in one phase."""
    kind = KIND_ORDER[type(a)]
    if isinstance(a, Bid):
        return (kind, a.amount, ())
    if isinstance(a, (Trump, Curse)):
        return (kind, SUIT_ORDER[a.suit], ())
    if isinstance(a, Discard):
        return (kind, 0, tuple(card_order(c) for c in a.cards))
    if isinstance(a, Play):
        return (kind, 0, (card_order(a.card),))
    return (kind, 0, ())

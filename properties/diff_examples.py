"""Two implementations written the way a third party would, to show and test the
``crosshair diffbehavior`` workflow of properties/diff_harness.py: one agrees with the
reference, one forgets that the Jick is a trump (SM-4.2)."""

from __future__ import annotations

from properties.diff_harness import card_of, pair_in_domain, trick_in_domain

ORDER = ["A", "K", "Q", "J", "Jick", "X1", "X2", "T", "9", "8", "7", "6", "5", "4", "3", "2"]
NAMES = {14: "A", 13: "K", 12: "Q", 11: "J", 10: "T"}


def _winner(codes: list[int], trump: int, jick_is_trump: bool) -> int:
    c0 = codes[0]
    partner = {0: 3, 3: 0, 1: 2, 2: 1}[trump]

    def suit(code: int) -> int:
        c = card_of(code)
        if c.suit is None:
            return trump
        if jick_is_trump and c.rank == 11 and int(c.suit) == partner:
            return trump
        return int(c.suit)

    def trump_rank(code: int) -> int:
        c = card_of(code)
        if c.suit is None:
            name = f"X{c.rank}"
        elif int(c.suit) != trump:
            name = "Jick"
        else:
            name = NAMES.get(c.rank, str(c.rank))
        return len(ORDER) - ORDER.index(name)

    def key(code: int) -> tuple[int, int]:
        if suit(code) == trump:
            return (2, trump_rank(code))
        if suit(code) == suit(c0):
            return (1, card_of(code).rank)
        return (0, 0)

    return max(range(len(codes)), key=lambda i: key(codes[i]))


def agreeing_trick_winner(c0: int, c1: int, c2: int, c3: int, trump: int) -> int:
    return _winner([c0, c1, c2, c3], trump, True) if trick_in_domain(c0, c1, c2, c3, trump) else -1


def jickless_trick_winner(c0: int, c1: int, c2: int, c3: int, trump: int) -> int:
    return _winner([c0, c1, c2, c3], trump, False) if trick_in_domain(c0, c1, c2, c3, trump) else -1


def jickless_pair_winner(c0: int, c1: int, trump: int) -> int:
    return _winner([c0, c1], trump, False) if pair_in_domain(c0, c1, trump) else -1

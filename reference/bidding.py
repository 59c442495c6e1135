"""Bid validation shared by the games that bid for a contract (Smear, Four Point)."""

from __future__ import annotations

from reference.errors import Code, IllegalAction


def bid_problem(amount: int, current: int, minimum: int, maximum: int) -> Code | None:
    """SM-3.2 (and FP-3): a bid must be from ``minimum`` to ``maximum`` and above ``current``
    (0 when nobody has bid). Returns the refusal code, or None for a lawful bid.

    pre: 1 <= minimum <= maximum
    pre: 0 <= current <= maximum
    post: (__return__ is None) == (max(minimum, current + 1) <= amount <= maximum)
    post: __return__ != Code.BID_TOO_HIGH or amount > maximum
    """
    if amount > maximum:
        return Code.BID_TOO_HIGH
    if amount < minimum or amount <= current:
        return Code.BID_TOO_LOW
    return None


def bid_refusal(amount: int, current: int, minimum: int, maximum: int, rule: str) -> IllegalAction | None:
    """``bid_problem`` as a refusal citing ``rule``, with a message naming the allowed range."""
    code = bid_problem(amount, current, minimum, maximum)
    if code is Code.BID_TOO_HIGH:
        return IllegalAction(code, rule, f"bid {amount} is above the maximum {maximum}")
    if code is not None:
        return IllegalAction(code, rule, f"bid {amount} is below the lowest allowed bid {max(minimum, current + 1)}")
    return None

"""Perft: the number of legal action sequences of a given length from a position, as chess
move-generator tests count them, with ``divide`` giving the count per first action.

The definition is the conformance corpus's (conformance/replay.py, README "What a case
checks"): perft(1) is the number of legal actions; a position with no legal action (game over,
waiting for a deal) ends every sequence through it, so it counts 0 at any depth of 1 or more;
perft(0) is 1, the empty sequence.
"""

from __future__ import annotations

from typing import Protocol


class Node(Protocol):
    """A position: its legal action strings and the position after one of them."""

    def legal(self) -> list[str]: ...
    def play(self, action: str, seat: int | None = None) -> Node: ...


def perft(node: Node, depth: int) -> int:
    if depth < 0:
        raise ValueError(f"depth must be 0 or more, not {depth}")
    if depth == 0:
        return 1
    legal = node.legal()
    if depth == 1:
        return len(legal)
    return sum(perft(node.play(a), depth - 1) for a in legal)


def divide(node: Node, depth: int) -> dict[str, int]:
    """perft(depth) per first action, in the canonical order of the legal actions (CD-6)."""
    if depth < 1:
        raise ValueError(f"divide needs a depth of 1 or more, not {depth}")
    if depth == 1:  # every legal action is one sequence; playing each (3003 widow discards) is waste
        return dict.fromkeys(node.legal(), 1)
    return {a: perft(node.play(a), depth - 1) for a in node.legal()}

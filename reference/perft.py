"""Perft: the number of legal action sequences of a given length from a position, as chess
move-generator tests count them, with ``divide`` giving the count per first action.

The definition is the conformance corpus's (conformance/protocol/reference.py, README "What a case
checks"): perft(1) is the number of legal actions; a position with no legal action (game over,
waiting for a deal) ends every sequence through it, so it counts 0 at any depth of 1 or more;
perft(0) is 1, the empty sequence.

A game bound through ``reference.games.BoundMatch`` is walked on its typed states and actions
(the same ``legal_actions`` and ``apply`` the strings go through, without formatting and parsing
every action); any other ``Node`` through its action strings.
"""

from __future__ import annotations

from typing import Callable, Generic, Iterator, Protocol, Sequence, TypeVar

from reference.actions import Action
from reference.games import BoundMatch

X = TypeVar("X")
A = TypeVar("A")

# the largest frontier ``perft_by_depth`` keeps in memory before counting depth-first instead
FRONTIER_LIMIT = 200_000


class Node(Protocol):
    """A position: its legal action strings and the position after one of them."""

    def legal(self) -> list[str]: ...
    def play(self, action: str, seat: int | None = None) -> Node: ...


class _Walk(Generic[X, A]):
    """How to step through positions: their legal actions, and the position after one."""

    def __init__(self, legal: Callable[[X], Sequence[A]], play: Callable[[X, A, None], X]) -> None:
        self.legal = legal
        self.play = play

        # a closure, not a method: the recursion reads its two functions without an attribute
        # lookup per position
        def count(x: X, depth: int) -> int:
            if depth == 0:
                return 1
            actions = legal(x)
            if depth == 1:
                return len(actions)
            total = 0
            for a in actions:  # a loop, not sum() over a generator: one frame less per position
                total += count(play(x, a, None), depth - 1)
            return total

        self.count = count


def _node_walk() -> _Walk[Node, str]:
    return _Walk(lambda n: n.legal(), lambda n, a, seat: n.play(a, seat))


def _typed(node: object) -> tuple[_Walk[object, Action], object] | None:
    """The typed walk of a bound game (None for another kind of node)."""
    if not isinstance(node, BoundMatch):
        return None
    rules = node.rules
    # the game's own functions, called with no seat (the seat to act): no wrapper call per step
    return _Walk(rules.legal_actions, rules.apply), node.state


def perft(node: Node, depth: int) -> int:
    if depth < 0:
        raise ValueError(f"depth must be 0 or more, not {depth}")
    typed = _typed(node)
    if typed is not None:
        walk, state = typed
        return walk.count(state, depth)
    return _node_walk().count(node, depth)


def divide(node: Node, depth: int) -> dict[str, int]:
    """perft(depth) per first action, in the canonical order of the legal actions (CD-6)."""
    if depth < 1:
        raise ValueError(f"divide needs a depth of 1 or more, not {depth}")
    if depth == 1:  # every legal action is one sequence; playing each (3003 widow discards) is waste
        return dict.fromkeys(node.legal(), 1)
    typed = _typed(node)
    if typed is not None:
        walk, state = typed
        return {str(a): walk.count(walk.play(state, a, None), depth - 1) for a in walk.legal(state)}
    return {a: perft(node.play(a), depth - 1) for a in node.legal()}


def perft_by_depth(node: Node, max_depth: int) -> Iterator[tuple[int, int]]:
    """(depth, perft(depth)) for depths 1 to ``max_depth``, each as soon as it is known, the work
    of each depth reused by the next: the positions at depth d - 1 are kept and expanded once,
    so the whole run costs about what perft(max_depth) alone does. Past ``FRONTIER_LIMIT`` kept
    positions, the remaining depths are counted depth-first from the last frontier."""
    typed = _typed(node)
    if typed is not None:
        walk, root = typed
        yield from _by_depth(walk, root, max_depth)
    else:
        yield from _by_depth(_node_walk(), node, max_depth)


def _by_depth(walk: _Walk[X, A], root: X, max_depth: int) -> Iterator[tuple[int, int]]:
    frontier = [root]
    for depth in range(1, max_depth + 1):
        if len(frontier) > FRONTIER_LIMIT:
            for d in range(depth, max_depth + 1):
                yield d, sum(walk.count(x, d - depth + 1) for x in frontier)
            return
        legal = [walk.legal(x) for x in frontier]
        yield depth, sum(len(a) for a in legal)
        if depth < max_depth:
            frontier = [walk.play(x, a, None) for x, acts in zip(frontier, legal) for a in acts]

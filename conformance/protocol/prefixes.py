"""Replays that share their first actions, played once: a memo ``answer`` consults while one is open.

A declared suite's cases are mostly prefixes of a few seeded playouts (a refusal at action 23 of
a playout, the precedence probes along it), so checking a cache file's cases against the
reference, or replaying a configuration's cases under one mutant, plays the same actions again
and again: 96,461 plays for the 1,314 cached cases of a Smoorverliefd house suite, 30,228 of them
distinct. The engine's states are immutable, so the state a prefix reaches once is the state
every replay of it reaches, and is kept: per start (game, options, deals, dealer) a tree of
(action, seat) steps. A memo is valid for one engine only: open it where no mutant is patched in
or out while it is open (``shared``), never around code that does.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from conformance.jsonvalues import compact
from conformance.protocol.messages import Replay
from reference.games import Match


class Step:
    """A state reached by a prefix, and the steps taken from it so far."""

    __slots__ = ("match", "memo", "next")

    def __init__(self, match: Match, memo: Prefixes) -> None:
        self.match = match
        self.memo = memo
        self.next: dict[tuple[str, int | None], Step] = {}

    def play(self, action: str, seat: int | None) -> Step:
        """The step after ``action`` by ``seat``: remembered, or played now and kept while its
        memo holds fewer than ``KEPT_STEPS`` (IllegalAction and every other refusal propagate,
        and nothing is kept)."""
        key = (action, seat)
        step = self.next.get(key)
        if step is None:
            step = Step(self.match.play(action, seat), self.memo)
            if self.memo.kept < KEPT_STEPS:
                self.next[key] = step
                self.memo.kept += 1
        return step


# At most this many states kept per memo: about 870 bytes each (a Smoorverliefd configuration's
# cases keep about 3,000), so a hostile cache file of long games costs at most about 90 MB more
# than a replay without a memo; past it, replays go on without keeping what they play.
KEPT_STEPS = 100_000


class Prefixes:
    """The starts seen while the memo is open, each the root of its tree of steps."""

    def __init__(self) -> None:
        self.starts: dict[str, Step] = {}
        self.kept = 0

    def root(self, request: Replay, start: Callable[[], Match]) -> Step:
        """The first step of ``request``'s start: remembered, or ``start()`` now."""
        key = compact([request.game, dict(request.options), list(request.deals), request.dealer])
        step = self.starts.get(key)
        if step is None:
            step = Step(start(), self)
            if self.kept < KEPT_STEPS:
                self.starts[key] = step
                self.kept += 1
        return step


_OPEN: list[Prefixes] = []


def current() -> Prefixes | None:
    """The memo open now (the innermost), or None."""
    return _OPEN[-1] if _OPEN else None


@contextmanager
def shared() -> Iterator[Prefixes]:
    """Replays answered inside the block share the prefixes they have in common (module
    docstring); the memo is dropped when the block ends."""
    memo = Prefixes()
    _OPEN.append(memo)
    try:
        yield memo
    finally:
        _OPEN.remove(memo)

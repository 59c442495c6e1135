"""Four Point's rare situations: option values and game states the other cases never reach, found
by the mutation run (mutation/REPORT.md).
"""

from __future__ import annotations

from conformance.games.support import CaseDict
from conformance.sources.generated.fourpoint.play import Playout, opts, play
from conformance.sources.generated.fourpoint.playouts import playout_case
from reference.fourpoint.options import side_of

# ---------------------------------------------------------------------------- edge cases


def _set_at_target(p: Playout) -> int | None:
    """How many hands lead up to the first one whose bidding side was set and still stands at
    the target afterwards (None: no such hand)."""
    for n, r in enumerate(p.final.results, start=1):
        if r.bidder is not None and r.made is False and r.scores[side_of(r.bidder)] >= p.options.target:
            return n
    return None


def edge_cases() -> list[CaseDict]:
    """Option values and game states that the cases above never reach, found by the mutation run
    (mutation/REPORT.md): the smallest target, and (FP-9.2 with win_only_on_made_bid) a side
    that reached the target as defenders, then bid and was set, and so has not won."""
    out = [playout_case(play("standard", opts(target=1), 2, "cautious", hands=20), area="playout", slug="target-1-whole-game",
                        description="target 1, the smallest allowed: a whole game", tags=["playout", "whole-game"],
                        extra_rules={"FP-9.1"})]
    o = opts(win_only_on_made_bid=True, target=5)
    for seed in range(1, 3000):
        hands = _set_at_target(play("standard", o, seed, "random", hands=80))
        if hands is not None:
            out.append(playout_case(
                play("standard", o, seed, "random", hands=hands), area="playout", slug="win-only-on-made-bid-set-at-target",
                description="win_only_on_made_bid true: a side bids, is set and still stands at the target, so the game goes on",
                tags=["playout", "whole-game"], extra_rules={"FP-9.2", "FP-9.3"},
            ))
            return out
    raise RuntimeError("no game where a side at the target is set")

"""Four Point in the terminal: the lines of a hand in progress (bidding, bidder, the cards taken
from the stock and discarded, trump), the rule that permits each lawful action, and a hand's
scoring category by category (FP-7, FP-8, FP-9; reference/fourpoint/scoring.py)."""

from __future__ import annotations

from dataclasses import dataclass

from reference.actions import Action, Bid, Discard, Pass, Play
from reference.fourpoint.binding import start
from reference.fourpoint.options import PLAYERS, PRESETS, FourPointOptions, fourpoint_options, side_of
from reference.fourpoint.ranking import suit_of
from reference.fourpoint.scoring import game_value
from reference.fourpoint.state import FourPointState
from reference.phases import Phase
from trickref.present import render
from trickref.present.table import GameView, auction_lines, follow_permit, game_info

INFO = game_info("fourpoint", "Four Point NE Wisconsin Smear", "FP", PRESETS, FourPointOptions, fourpoint_options)

# the rules permitting a lawful action of each kind; a play depends on the position
PERMITS: dict[type[Action], tuple[str, ...]] = {Pass: ("FP-3.5",), Bid: ("FP-3.2",), Discard: ("FP-4.2", "FP-4.4")}

AWARD_RULES = {"high": ("FP-7.2",), "low": ("FP-7.3",), "jack": ("FP-7.4",), "game": ("FP-7.5", "FP-7.6")}


@dataclass(frozen=True)
class FourPointSeating:
    """Four seats in two fixed partnerships (FP-1.1), whatever the options; their target."""

    target: int
    players: int = PLAYERS

    def side_of(self, seat: int) -> int:
        return side_of(seat)


def details(s: FourPointState, style: render.Style) -> list[str]:
    h = s.hand
    assert h is not None
    out = auction_lines(h.bids, "Bidder", h.bidder, h.bid, h.phase)
    if h.taken:
        out.append(f"Taken from the stock: {style.cards(h.taken)}")
    if h.discards:
        out.append(f"Discarded: {style.cards(h.discards)}")
    if h.phase is Phase.PLAY:
        trump = style.suit(h.trump) if h.trump is not None else "not yet named: the bidder's first lead names it (FP-5.2)"
        out.append(f"Trump: {trump}")
    out.append(f"Stock (undealt): {style.cards(h.stock)}")
    return out


def breakdown(s: FourPointState, index: int, winner: int | None, name: render.SideName) -> render.Breakdown:
    """FP-7, FP-8, FP-9 for ``s.results[index]``."""
    r, o, number = s.results[index], s.options, index + 1
    if r.outcome != "played" or r.bidder is None:
        lines = (
            render.Line("Outcome", "everyone passed: nothing is scored and the same dealer deals again", ("FP-3.5", "FP-8.5")),
            render.scores_line(r.changes, r.scores),
        )
        return render.Breakdown(f"Hand {number} (dealer seat {r.dealer}): redeal", lines)
    game_note = f" (game points by side, the bidder's discards included: {list(r.game_points)})"
    out = render.award_lines(r.awards, name, AWARD_RULES, "FP-7.7", game_note)
    bidding = r.bidder % 2
    other = 1 - bidding
    out.append(render.Line("Won", f"points by side: {list(r.captured)}", ("FP-8.1",)))
    won = f"{name(bidding)} won {r.captured[bidding]} of its bid {r.bid}"
    if r.made:
        out.append(render.Line("Bid", f"{won}: made, scores {r.captured[bidding]}", ("FP-8.2",)))
    else:
        out.append(render.Line("Bid", f"{won}: set back {r.bid}", ("FP-8.3",)))
    if o.non_bidder_cap != "none" and r.changes[other] != r.captured[other]:
        out.append(render.Line("Others", f"{name(other)} won {r.captured[other]}, keeps {r.changes[other]} under the cap", ("FP-8.4", "FP-9.4")))
    else:
        out.append(render.Line("Others", f"{name(other)} scores the {r.captured[other]} it won", ("FP-8.4",)))
    out.append(render.scores_line(r.changes, r.scores))
    if winner is not None:
        out.append(render.winner_line(name, winner, r.scores, o.target, ("FP-9.1", "FP-9.2")))
    return render.Breakdown(render.bid_heading(number, r.dealer, "bidder", r.bidder, r.bid, r.trump), tuple(out))


def permits(s: FourPointState, action: Action, seat: int) -> tuple[str, ...]:
    h, o = s.hand, s.options
    assert h is not None
    if isinstance(action, Play):
        if h.trump is None:
            return ("FP-5.2", "FP-5.3")
        led = suit_of(h.trick[0]) if h.trick else None
        trumping = ("FP-6.2",) if o.trump_anytime else ()
        return follow_permit(
            h.hands[seat], action.card, led, h.trump, suit_of, (("FP-6.2",), trumping, ("FP-6.3",), ("FP-6.1",))
        )
    return PERMITS.get(type(action), ())


FOURPOINT = GameView(
    info=INFO,
    start=start,
    seating=lambda s: FourPointSeating(s.options.target),
    details=details,
    pile_note=lambda s, pile: f"  (game points {sum(game_value(c) for c in pile)})",
    breakdown=breakdown,
    permits=permits,
)

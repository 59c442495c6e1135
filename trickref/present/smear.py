"""Smear in the terminal: the lines of a hand in progress (bidding, pitcher, trump, widow,
discards, revokes), the rule that permits each lawful action, and a hand's scoring category by
category (SM-7, SM-8, SM-9; reference/smear/scoring.py)."""

from __future__ import annotations

from reference.actions import Action, Bid, Discard, Pass, Play, Trump
from reference.smear.binding import start
from reference.smear.options import PRESETS, SmearOptions, smear_options
from reference.smear.ranking import jick, suit_of
from reference.smear.scoring import game_value
from reference.smear.state import SmearState
from trickref.present.render import (
    Breakdown,
    Line,
    SideName,
    Style,
    award_lines,
    bid_heading,
    scores_line,
    winner_line,
)
from trickref.present.table import GameView, auction_lines, follow_permit, game_info

INFO = game_info("smear", "Smear", "SM", PRESETS, SmearOptions, smear_options)

AWARD_RULES = {
    "high": ("SM-7.2",), "low": ("SM-7.3",), "jack": ("SM-7.4",), "jick": ("SM-7.5",), "joker1": ("SM-7.6",),
    "joker2": ("SM-7.6",), "game": ("SM-7.7",), "three": ("SM-7.8",), "two": ("SM-7.9",),
}

# the rules permitting a lawful action of each kind; a discard and a play depend on the position
PERMITS: dict[type[Action], tuple[str, ...]] = {Pass: ("SM-3.1",), Bid: ("SM-3.2",), Trump: ("SM-4.1",)}

NOT_PLAYED = {
    "redeal": ("everyone passed: the same dealer deals again; nothing is scored", ("SM-3.5",)),
    "dealer_set": ("everyone passed: the dealer's side is set back 2", ("SM-3.5", "SM-8.6")),
    "misdeal": ("the stock could not refill every hand: misdeal, the same dealer deals again", ("SM-2.4",)),
}


def details(s: SmearState, style: Style) -> list[str]:
    h, o = s.hand, s.options
    assert h is not None
    out = auction_lines(h.bids, "Pitcher", h.pitcher, h.bid, h.phase)
    if h.trump is not None:
        extra = []
        if o.jick:
            extra.append(f"the Jick {style.card(jick(h.trump))}")
        if o.jokers:
            extra.append("the jokers")
        also = f" (also trumps: {', '.join(extra)})" if extra else ""
        out.append(f"Trump: {style.suit(h.trump)}{also}")
    if h.widow:
        out.append(f"Widow: {style.cards(h.widow)}")
    discards = [(seat, d) for seat, d in enumerate(h.discards) if d]
    if discards:
        out.append("Discarded: " + "; ".join(f"seat {seat} {style.cards(d)}" for seat, d in discards))
    drawn = [(seat, d) for seat, d in enumerate(h.drawn) if d]
    if drawn:
        out.append("Drawn: " + "; ".join(f"seat {seat} {style.cards(d)}" for seat, d in drawn))
    if h.revokes:
        out.append(f"Revokes (SM-6.7): seat(s) {', '.join(str(x) for x in h.revokes)}")
    return out


def breakdown(s: SmearState, index: int, winner: int | None, name: SideName) -> Breakdown:
    """SM-7, SM-8, SM-9 for ``s.results[index]``."""
    r, o, number = s.results[index], s.options, index + 1
    if r.outcome != "played":
        why, rules = NOT_PLAYED[r.outcome]
        lines = [Line("Outcome", why, rules), scores_line(r.changes, r.scores)]
        if winner is not None:
            lines.append(Line("Winner", f"{name(winner)} wins", ("SM-9.4",)))
        return Breakdown(f"Hand {number} (dealer seat {r.dealer}): not played ({r.outcome})", tuple(lines))
    out = award_lines(r.awards, name, AWARD_RULES, "SM-7.10", f" (game points by side: {list(r.game_points)})")
    out.append(Line("Captured", f"points by side: {list(r.captured)}", ("SM-8.1",)))
    assert r.pitcher is not None
    pitcher_side = o.side_of(r.pitcher)
    if r.revoking_sides:
        revokers = ", ".join(name(side) for side in r.revoking_sides)
        out.append(Line("Revoke", f"{revokers} revoked: 0 for them, {o.hand_maximum} for every other side", ("SM-8.5",)))
    else:
        captured = f"{name(pitcher_side)} captured {r.captured[pitcher_side]} of its bid {r.bid}"
        if r.made:
            out.append(Line("Bid", f"{captured}: made, scores {r.captured[pitcher_side]}", ("SM-8.2",)))
        else:
            out.append(Line("Bid", f"{captured}: set back {r.bid}", ("SM-8.3",)))
    if not r.revoking_sides and len(r.captured) > 1:
        out.append(Line("Others", "every other side scores its captured points", ("SM-8.4",)))
    out.append(scores_line(r.changes, r.scores))
    if winner is not None:
        if winner == pitcher_side and r.scores[winner] >= o.target:
            rule = "SM-9.2"
        elif max(r.scores) >= o.target:
            rule = "SM-9.3"
        else:
            rule = "SM-9.4"
        out.append(winner_line(name, winner, r.scores, o.target, ("SM-9.1", rule)))
    return Breakdown(bid_heading(number, r.dealer, "pitcher", r.pitcher, r.bid, r.trump), tuple(out))


def permits(s: SmearState, action: Action, seat: int) -> tuple[str, ...]:
    h, o = s.hand, s.options
    assert h is not None
    if isinstance(action, Discard):
        return ("SM-5.5",) if o.nine_card else ("SM-5.1",)
    if isinstance(action, Play) and h.trump is not None:
        trump = h.trump
        if not h.tricks and not h.trick:
            return ("SM-6.2",)
        led = suit_of(h.trick[0], trump, o) if h.trick else None
        return follow_permit(
            h.hands[seat], action.card, led, trump, lambda c: suit_of(c, trump, o),
            (("SM-6.3",), ("SM-6.3",), ("SM-6.4",), ("SM-6.1",)),
        )
    return PERMITS.get(type(action), ())


SMEAR = GameView(
    info=INFO,
    start=start,
    seating=lambda s: s.options,
    details=details,
    pile_note=lambda s, pile: f"  (game points {sum(game_value(c, s.options) for c in pile)})",
    breakdown=breakdown,
    permits=permits,
)

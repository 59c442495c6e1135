"""Plain-text rendering of tricks and hand results for the command line."""

from __future__ import annotations

from reference.cards import format_card
from reference.smear.options import SmearOptions
from reference.smear.state import HandResult, Trick

CATEGORY_NAMES = {
    "high": "High", "low": "Low", "jack": "Jack", "jick": "Jick", "joker1": "Joker 1",
    "joker2": "Joker 2", "game": "Game", "three": "Three", "two": "Two",
}


def render_trick(number: int, trick: Trick) -> str:
    cards = " ".join(format_card(c) for c in trick.cards)
    return f"  trick {number}: led by seat {trick.leader}: {cards} -> seat {trick.winner}"


def side_name(side: int | None, options: SmearOptions) -> str:
    if side is None:
        return "nobody"
    if options.partnerships:
        return f"seats {side}+{side + options.sides}"
    return f"seat {side}"


def render_hand_result(result: HandResult, options: SmearOptions) -> str:
    if result.outcome != "played":
        return f"  hand not played ({result.outcome}); changes {list(result.changes)}; scores {list(result.scores)}"
    lines = [f"  pitcher seat {result.pitcher} bid {result.bid}, trump {result.trump.name if result.trump is not None else '-'}"]
    for a in result.awards:
        lines.append(f"    {CATEGORY_NAMES[a.category]:8} {side_name(a.side, options)} {a.points:+d}")
    lines.append(f"    game points by side: {list(result.game_points)}")
    verdict = "made" if result.made else "set back"
    if result.revoking_sides:
        verdict = f"revoke by side(s) {list(result.revoking_sides)}"
    lines.append(f"  {verdict}; changes {list(result.changes)}; scores {list(result.scores)}")
    return "\n".join(lines)

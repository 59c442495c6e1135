"""Plain-text rendering for the command line, shared by the three games: cards (suit symbols or
ASCII), tricks, sides, a hand's scoring as lines citing the SPEC rule ids that decide them, and
the terminal the text goes to (its width, whether it shows suit symbols). Each game's own lines
and scoring are in its file (trickref/present/smear.py, fourpoint.py, smoorverliefd.py)."""

from __future__ import annotations

import shutil
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

import reference.table
from reference.cards import Card, Suit, format_card
from reference.games import TrickView

SYMBOLS = {Suit.S: "♠", Suit.H: "♥", Suit.D: "♦", Suit.C: "♣"}
SUIT_NAMES = {Suit.S: "spades", Suit.H: "hearts", Suit.D: "diamonds", Suit.C: "clubs"}

CATEGORY_NAMES = {
    "high": "High", "low": "Low", "jack": "Jack", "jick": "Jick", "joker1": "Joker 1",
    "joker2": "Joker 2", "game": "Game", "three": "Three", "two": "Two",
}


@dataclass(frozen=True)
class Style:
    """How cards are written: suit symbols (``T♠``) or the ASCII tokens of CD-4 (``TS``)."""

    unicode: bool = False

    def card(self, card: Card) -> str:
        if card.suit is None or not self.unicode:
            return format_card(card)
        return format_card(card)[0] + SYMBOLS[card.suit]

    def cards(self, cards: Sequence[Card]) -> str:
        return " ".join(self.card(c) for c in cards) if cards else "-"

    def suit(self, suit: Suit | None) -> str:
        if suit is None:
            return "-"
        return f"{SYMBOLS[suit]} {SUIT_NAMES[suit]}" if self.unicode else f"{suit.name} ({SUIT_NAMES[suit]})"


def supports_symbols(encoding: str | None) -> bool:
    """Whether text in ``encoding`` can carry the four suit symbols."""
    if not encoding:
        return False
    try:
        "".join(SYMBOLS.values()).encode(encoding)
    except (UnicodeEncodeError, LookupError):
        return False
    return True


def render_trick(number: int, trick: TrickView, style: Style = Style(), label: str = "") -> str:
    """One trick on a line; ``label`` goes first (``trickref play``'s action numbers)."""
    return f"  {label}trick {number}: led by seat {trick.leader}: {style.cards(trick.cards)} -> seat {trick.winner}"


def side_label(side: int | None, seats: Sequence[int]) -> str:
    """``seat 2`` for a one-player side, ``side 0 (seats 0+2)`` for a partnership."""
    if side is None:
        return "nobody"
    if len(seats) == 1:
        return f"seat {seats[0]}"
    return f"side {side} (seats {'+'.join(str(s) for s in seats)})"


# ---------------------------------------------------------------------- scoring breakdowns


@dataclass(frozen=True)
class Line:
    """One step of a hand's scoring: what it is, what it gave, and the rules that decide it."""

    label: str
    outcome: str
    rules: tuple[str, ...]


@dataclass(frozen=True)
class Breakdown:
    heading: str
    lines: tuple[Line, ...]


SideName = Callable[[int | None], str]


class Awarded(reference.table.Awarded, Protocol):
    """One scoring category's outcome (the Smear and Four Point ``Award``): the side and points
    the engine's scoring reads (reference.table.Awarded), and the category it is shown under."""

    @property
    def category(self) -> str: ...


def award_lines(
    awards: Sequence[Awarded],
    name: SideName,
    rules: Mapping[str, tuple[str, ...]],
    unplayed: str,
    game_note: str,
) -> list[Line]:
    """A line per category awarded: its winner and points under the category's ``rules``;
    ``game_note`` follows Game, and ``unplayed`` is cited where the category's card was not played."""
    out: list[Line] = []
    for a in awards:
        ids = rules[a.category]
        outcome = "nobody" if a.side is None else f"{name(a.side)} +{a.points}"
        if a.category == "game":
            outcome += game_note
        elif a.side is None:
            ids += (unplayed,)
            outcome += " (its card was not played)"
        out.append(Line(CATEGORY_NAMES[a.category], outcome, ids))
    return out


def scores_line(changes: Sequence[int], scores: Sequence[int], label: str = "Scores", rules: tuple[str, ...] = ()) -> Line:
    return Line(label, f"changes {list(changes)}; scores {list(scores)}", rules)


def winner_line(name: SideName, winner: int, scores: Sequence[int], target: int, rules: tuple[str, ...]) -> Line:
    return Line("Winner", f"{name(winner)} wins with {scores[winner]} (target {target})", rules)


def bid_heading(number: int, dealer: int, role: str, seat: int | None, bid: int, trump: Suit | None) -> str:
    """A played hand's heading: its number and dealer, the seat that won the bidding (the
    ``role``: bidder, pitcher) with its bid, and trump."""
    return f"Hand {number} (dealer seat {dealer}): {role} seat {seat} bid {bid}, trump {trump.name if trump is not None else '-'}"


def render_breakdown(b: Breakdown, rule_text: Callable[[str], list[str]] | None = None) -> list[str]:
    """The breakdown as lines; with ``rule_text``, each rule's text follows the first line
    citing it."""
    lines = [b.heading]
    width = max((len(x.label) for x in b.lines), default=0)
    shown: set[str] = set()
    for x in b.lines:
        cite = f"  [{', '.join(x.rules)}]" if x.rules else ""
        lines.append(f"  {x.label:<{width}}  {x.outcome}{cite}")
        if rule_text is not None:
            for rule in x.rules:
                if rule not in shown:
                    shown.add(rule)
                    lines.extend(rule_text(rule))
    return lines


# ---------------------------------------------------------------------- the terminal


def terminal_style(ascii_only: bool) -> Style:
    """Suit symbols unless ``--ascii`` is given or standard output cannot show them."""
    return Style(unicode=not ascii_only and supports_symbols(sys.stdout.encoding))


def terminal_width() -> int:
    return max(60, min(120, shutil.get_terminal_size((100, 24)).columns))


def emit(lines: Sequence[str]) -> None:
    sys.stdout.write("".join(line + "\n" for line in lines))

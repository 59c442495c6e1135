"""Plain-text rendering for the command line, per game: cards (suit symbols or ASCII), tricks,
the game-specific lines of a position, and each hand's scoring category by category with the
SPEC rule ids that decide it (the rules cited in each game's scoring module)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from reference.cards import Card, Suit, format_card
from reference.fourpoint.state import HandResult as FourPointResult
from reference.games import TrickView
from reference.smear.state import HandResult as SmearResult
from reference.smoorverliefd.state import HandResult as SmoorverliefdResult

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


def render_trick(number: int, trick: TrickView, style: Style = Style()) -> str:
    return f"  trick {number}: led by seat {trick.leader}: {style.cards(trick.cards)} -> seat {trick.winner}"


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


def _points(side: int | None, points: int, name: SideName) -> str:
    return "nobody" if side is None else f"{name(side)} +{points}"


def smear_breakdown(
    number: int,
    result: SmearResult,
    name: SideName,
    hand_maximum: int,
    target: int,
    elimination: int | None,
    winner: int | None,
    pitcher_side: int | None,
) -> Breakdown:
    """SM-7, SM-8, SM-9 for one Smear hand result (reference/smear/scoring.py)."""
    r = result
    if r.outcome != "played":
        why = {
            "redeal": ("everyone passed: the same dealer deals again; nothing is scored", ("SM-3.5",)),
            "dealer_set": ("everyone passed: the dealer's side is set back 2", ("SM-3.5", "SM-8.6")),
            "misdeal": ("the stock could not refill every hand: misdeal, the same dealer deals again", ("SM-2.4",)),
        }[r.outcome]
        lines = [Line("Outcome", why[0], why[1]), Line("Scores", f"changes {list(r.changes)}; scores {list(r.scores)}", ())]
        if winner is not None:
            lines.append(Line("Winner", f"{name(winner)} wins", ("SM-9.4",)))
        return Breakdown(f"Hand {number} (dealer seat {r.dealer}): not played ({r.outcome})", tuple(lines))
    rules = {
        "high": "SM-7.2", "low": "SM-7.3", "jack": "SM-7.4", "jick": "SM-7.5", "joker1": "SM-7.6",
        "joker2": "SM-7.6", "game": "SM-7.7", "three": "SM-7.8", "two": "SM-7.9",
    }
    out: list[Line] = []
    for a in r.awards:
        ids: tuple[str, ...] = (rules[a.category],)
        outcome = _points(a.side, a.points, name)
        if a.category == "game":
            outcome += f" (game points by side: {list(r.game_points)})"
        elif a.side is None:
            ids += ("SM-7.10",)
            outcome += " (its card was not played)"
        out.append(Line(CATEGORY_NAMES[a.category], outcome, ids))
    out.append(Line("Captured", f"points by side: {list(r.captured)}", ("SM-8.1",)))
    assert pitcher_side is not None
    if r.revoking_sides:
        revokers = ", ".join(name(s) for s in r.revoking_sides)
        out.append(Line("Revoke", f"{revokers} revoked: 0 for them, {hand_maximum} for every other side", ("SM-8.5",)))
    elif r.made:
        out.append(Line("Bid", f"{name(pitcher_side)} captured {r.captured[pitcher_side]} of its bid {r.bid}: made, scores {r.captured[pitcher_side]}", ("SM-8.2",)))
    else:
        out.append(Line("Bid", f"{name(pitcher_side)} captured {r.captured[pitcher_side]} of its bid {r.bid}: set back {r.bid}", ("SM-8.3",)))
    if not r.revoking_sides and len(r.captured) > 1:
        out.append(Line("Others", "every other side scores its captured points", ("SM-8.4",)))
    out.append(Line("Scores", f"changes {list(r.changes)}; scores {list(r.scores)}", ()))
    if winner is not None:
        if winner == pitcher_side and r.scores[winner] >= target:
            rule = "SM-9.2"
        elif max(r.scores) >= target:
            rule = "SM-9.3"
        else:
            rule = "SM-9.4"
        out.append(Line("Winner", f"{name(winner)} wins with {r.scores[winner]} (target {target})", ("SM-9.1", rule)))
    trump = r.trump.name if r.trump is not None else "-"
    pitcher = f"pitcher seat {r.pitcher} bid {r.bid}, trump {trump}"
    return Breakdown(f"Hand {number} (dealer seat {r.dealer}): {pitcher}", tuple(out))


def fourpoint_breakdown(
    number: int,
    result: FourPointResult,
    name: SideName,
    target: int,
    capped: bool,
    winner: int | None,
) -> Breakdown:
    """FP-7, FP-8, FP-9 for one Four Point hand result (reference/fourpoint/scoring.py)."""
    r = result
    if r.outcome != "played" or r.bidder is None:
        lines = (
            Line("Outcome", "everyone passed: nothing is scored and the same dealer deals again", ("FP-3.5", "FP-8.5")),
            Line("Scores", f"changes {list(r.changes)}; scores {list(r.scores)}", ()),
        )
        return Breakdown(f"Hand {number} (dealer seat {r.dealer}): redeal", lines)
    rules = {"high": "FP-7.2", "low": "FP-7.3", "jack": "FP-7.4", "game": "FP-7.6"}
    out: list[Line] = []
    for a in r.awards:
        ids: tuple[str, ...] = (rules[a.category],)
        outcome = _points(a.side, a.points, name)
        if a.category == "game":
            ids = ("FP-7.5", "FP-7.6")
            outcome += f" (game points by side, the bidder's discards included: {list(r.game_points)})"
        elif a.side is None:
            ids += ("FP-7.7",)
            outcome += " (its card was not played)"
        out.append(Line(CATEGORY_NAMES[a.category], outcome, ids))
    bidding = r.bidder % 2
    other = 1 - bidding
    out.append(Line("Won", f"points by side: {list(r.captured)}", ("FP-8.1",)))
    if r.made:
        out.append(Line("Bid", f"{name(bidding)} won {r.captured[bidding]} of its bid {r.bid}: made, scores {r.captured[bidding]}", ("FP-8.2",)))
    else:
        out.append(Line("Bid", f"{name(bidding)} won {r.captured[bidding]} of its bid {r.bid}: set back {r.bid}", ("FP-8.3",)))
    if capped and r.changes[other] != r.captured[other]:
        out.append(Line("Others", f"{name(other)} won {r.captured[other]}, keeps {r.changes[other]} under the cap", ("FP-8.4", "FP-9.4")))
    else:
        out.append(Line("Others", f"{name(other)} scores the {r.captured[other]} it won", ("FP-8.4",)))
    out.append(Line("Scores", f"changes {list(r.changes)}; scores {list(r.scores)}", ()))
    if winner is not None:
        out.append(Line("Winner", f"{name(winner)} wins with {r.scores[winner]} (target {target})", ("FP-9.1", "FP-9.2")))
    trump = r.trump.name if r.trump is not None else "-"
    return Breakdown(f"Hand {number} (dealer seat {r.dealer}): bidder seat {r.bidder} bid {r.bid}, trump {trump}", tuple(out))


def smoorverliefd_breakdown(
    number: int,
    result: SmoorverliefdResult,
    name: SideName,
    kleine_liefde: bool,
    champion_only: bool,
    blind_love: bool,
    target: int,
    winner: int | None,
) -> Breakdown:
    """SV-4, SV-5, SV-7, SV-9, SV-10 for one Smoorverliefd round result
    (reference/smoorverliefd/scoring.py)."""
    r = result
    sides = range(len(r.sides))

    def each(values: Sequence[object]) -> str:
        return ", ".join(f"{name(s)} {v}" for s, v in zip(sides, values))

    out: list[Line] = []
    value_rule = "SV-9.1" if kleine_liefde else "SV-4.1"
    out.append(Line("Hearts", each([t.hearts for t in r.sides]) + f" (of {r.hearts_in_play} in play)", ("SV-4.2", "SV-2.4")))
    out.append(Line("Heart points", each([t.heart_points for t in r.sides]), (value_rule, "SV-4.2")))
    sweepers = [name(s) for s in sides if r.sides[s].sweep]
    out.append(Line("Sweep", (", ".join(sweepers) + ": round points doubled") if sweepers else "nobody swept", ("SV-4.3",)))
    champions = ", ".join(name(s) for s in r.champions) or "nobody"
    out.append(Line("Champions", champions, ("SV-4.6", "SV-4.5") if champion_only else ("SV-4.6",)))
    out.append(Line("Round points", each([t.round_points for t in r.sides]), ("SV-4.3", "SV-4.4", "SV-4.5")))
    if blind_love:
        bids = ", ".join(f"seat {s} bid {t.bid} took {t.hearts}" for s, t in enumerate(r.seats) if t.bid is not None)
        out.append(Line("Blind Love", f"{bids}; adjustments: {each([t.bid_adjustment for t in r.sides])}", ("SV-7.3",)))
    if r.cursed is not None:
        counts = each([t.cursed_cards for t in r.sides])
        out.append(Line("Curse", f"cursed suit {r.cursed.name}; cards taken: {counts}; penalties: {each([t.curse_penalty for t in r.sides])}", ("SV-10.4",)))
    out.append(Line("Change", f"changes {list(r.changes)}; scores {list(r.scores)}", ("SV-4.7",)))
    if winner is not None:
        out.append(Line("Winner", f"{name(winner)} wins with {r.scores[winner]} (target {target})", ("SV-5.1", "SV-5.2")))
    dead = f"; dead cards {' '.join(format_card(c) for c in r.dead)}" if r.dead else ""
    return Breakdown(f"Round {number} (dealer seat {r.dealer}){dead}", tuple(out))


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

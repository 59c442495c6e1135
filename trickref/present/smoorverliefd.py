"""Smoorverliefd in the terminal: the lines of a round in progress (trump, dead cards, the cursed
suit, Blind Love bids), the rule that permits each lawful action, a captured pile's hearts, and a
round's scoring category by category (SV-4, SV-5, SV-7, SV-9, SV-10;
reference/smoorverliefd/scoring.py)."""

from __future__ import annotations

from collections.abc import Sequence

from reference.actions import Action, Bid, Curse, Play
from reference.cards import Card, Suit, format_card
from reference.smoorverliefd import rules as R
from reference.smoorverliefd.binding import start
from reference.smoorverliefd.options import PRESETS, SmoorverliefdOptions, smoorverliefd_options
from reference.smoorverliefd.scoring import bidder_seats, heart_value
from reference.smoorverliefd.state import SmoorverliefdState
from trickref.present.render import Breakdown, Line, SideName, Style, scores_line, winner_line
from trickref.present.table import GameView, follow_permit, game_info

INFO = game_info("smoorverliefd", "Smoorverliefd", "SV", PRESETS, SmoorverliefdOptions, smoorverliefd_options)

# the rules permitting a lawful action of each kind; a play depends on the position
PERMITS: dict[type[Action], tuple[str, ...]] = {Curse: ("SV-10.3",), Bid: ("SV-7.1",)}


def details(s: SmoorverliefdState, style: Style) -> list[str]:
    h, o = s.hand, s.options
    assert h is not None
    out: list[str] = []
    trump = R.trump(o)
    out.append(f"Trump: {style.suit(trump)} (met Troef)" if trump is not None else "Trump: none")
    if h.dead:
        out.append(f"Dead cards: {style.cards(h.dead)}")
    if h.cursed is not None:
        out.append(f"Cursed suit: {style.suit(h.cursed)}")
    if h.bids:
        seats = bidder_seats(h, o.players)
        out.append("Blind Love bids: " + ", ".join(f"seat {seat} bid {b}" for seat, b in zip(seats, h.bids)))
    return out


def breakdown(s: SmoorverliefdState, index: int, winner: int | None, name: SideName) -> Breakdown:
    """SV-4, SV-5, SV-7, SV-9, SV-10 for ``s.results[index]``."""
    r, o = s.results[index], s.options
    sides = range(len(r.sides))

    def each(values: Sequence[object]) -> str:
        return ", ".join(f"{name(side)} {v}" for side, v in zip(sides, values))

    out: list[Line] = []
    value_rule = "SV-9.1" if o.kleine_liefde else "SV-4.1"
    out.append(Line("Hearts", each([t.hearts for t in r.sides]) + f" (of {r.hearts_in_play} in play)", ("SV-4.2", "SV-2.4")))
    out.append(Line("Heart points", each([t.heart_points for t in r.sides]), (value_rule, "SV-4.2")))
    sweepers = [name(side) for side in sides if r.sides[side].sweep]
    out.append(Line("Sweep", (", ".join(sweepers) + ": round points doubled") if sweepers else "nobody swept", ("SV-4.3",)))
    champions = ", ".join(name(side) for side in r.champions) or "nobody"
    champion_only = o.champion == "only_champion_scores"
    out.append(Line("Champions", champions, ("SV-4.6", "SV-4.5") if champion_only else ("SV-4.6",)))
    out.append(Line("Round points", each([t.round_points for t in r.sides]), ("SV-4.3", "SV-4.4", "SV-4.5")))
    if o.blind_love:
        bids = ", ".join(f"seat {seat} bid {t.bid} took {t.hearts}" for seat, t in enumerate(r.seats) if t.bid is not None)
        out.append(Line("Blind Love", f"{bids}; adjustments: {each([t.bid_adjustment for t in r.sides])}", ("SV-7.3",)))
    if r.cursed is not None:
        counts = each([t.cursed_cards for t in r.sides])
        penalties = each([t.curse_penalty for t in r.sides])
        out.append(Line("Curse", f"cursed suit {r.cursed.name}; cards taken: {counts}; penalties: {penalties}", ("SV-10.4",)))
    out.append(scores_line(r.changes, r.scores, "Change", ("SV-4.7",)))
    if winner is not None:
        out.append(winner_line(name, winner, r.scores, o.target, ("SV-5.1", "SV-5.2")))
    dead = f"; dead cards {' '.join(format_card(c) for c in r.dead)}" if r.dead else ""
    return Breakdown(f"Round {index + 1} (dealer seat {r.dealer}){dead}", tuple(out))


def permits(s: SmoorverliefdState, action: Action, seat: int) -> tuple[str, ...]:
    h, o = s.hand, s.options
    assert h is not None
    if isinstance(action, Play):
        led = R.suit_of(h.trick[0]) if h.trick else None
        void = ("SV-3.3", "SV-6.2") if o.troef and action.card.suit is Suit.H else ("SV-3.3",)
        return follow_permit(h.hands[seat], action.card, led, None, R.suit_of, (("SV-3.3",), (), void, ("SV-3.2",)))
    return PERMITS.get(type(action), ())


def pile_note(s: SmoorverliefdState, pile: Sequence[Card]) -> str:
    hearts = [c for c in pile if c.suit is Suit.H]
    return f"  ({len(hearts)} hearts, {sum(heart_value(c, s.options) for c in hearts)} heart points)"


SMOORVERLIEFD = GameView(
    info=INFO,
    start=start,
    seating=lambda s: s.options,
    details=details,
    pile_note=pile_note,
    breakdown=breakdown,
    permits=permits,
)

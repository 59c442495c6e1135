"""Generated refusals that break two rules at once, for the refusal precedence (CD-9, SM-11.1,
FP-11.1, SV-12.1), at positions of one configuration's playouts.

The single-rule refusals of each game's ``refusals`` module cannot tell an engine that checks
in the wrong order from one that checks in the right order: an action that breaks one rule is
refused with that rule's code whatever the order. Only an action breaking two rules can: a
malformed string after the game's end (E_BAD_ACTION before E_GAME_OVER), a wrong stated seat
while the game waits for a deal, a card not held that would not follow suit either, a discard
naming a card twice and a card not held, a well-formed verb of another game (``curse S`` in
Smear, CD-6). Each candidate is put to the reference, whose code is the expectation; one it
accepts is dropped. Positions: the end of a finished game, the wait for a deal after a hand,
and the first position of each phase of the first playouts (a trick in progress included).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from typing import Protocol, TypeVar, cast

from conformance.games.support import CaseDict
from conformance.sources.generated.common import Bad, Table
from reference.actions import Discard
from reference.cards import Card, format_card, sort_cards
from reference.errors import IllegalAction
from reference.phases import Phase

AREA = "precedence"
RULE = "CD-9"
IN_HAND_PLAYOUTS = 2  # playouts whose phase-opening positions are probed
PER_KIND = 2  # cases kept per kind of position, probe and code


class Playout(Protocol):
    @property
    def states(self) -> Sequence[Table]: ...


class InHand(Protocol):
    """What the probes read of a hand in progress (every game's hand state has it)."""

    @property
    def hands(self) -> Sequence[Sequence[Card]]: ...
    @property
    def trick(self) -> Sequence[Card]: ...


P = TypeVar("P", bound=Playout)
Apply = Callable[[Table, str, int | None], object]


def _cards(cards: Sequence[Card]) -> str:
    return " ".join(format_card(c) for c in sort_cards(cards))


def _everywhere(seat: int | None, players: int) -> list[tuple[str, str, int | None]]:
    """Two-fault probes for any position (a label, the action, the stated seat): malformed strings
    with and without a stated seat (the parse comes first of all), a wrong seat on a well-formed
    action (game over and the wait for a deal come before the seat), verbs of the other games
    (well formed everywhere, CD-6) and a joker token in a game that may have none (well formed,
    CD-4)."""
    other = 1 if seat is None else (seat + 1) % players
    return [("malformed", "play 1S", None), ("malformed-seat", "play 1S", other), ("malformed-seat", "bid 2 3", other),
            ("foreign", "curse S", None), ("foreign-seat", "curse S", other), ("foreign", "trump S", None),
            ("foreign-seat", "trump S", other), ("joker", "play X1", None), ("joker-seat", "play X1", other),
            ("seat", "bid 2", other), ("joker", "discard X1", None)]


def _in_hand(hand: InHand, seat: int, phase: Phase, discard_count: int | None) -> list[tuple[str, str, int | None]]:
    """Probes of the seat to act's hand: another seat's card stated for that seat (the seat comes
    before the hand), a card not held off the suit led while the seat holds that suit (the hand
    comes before following), and discards breaking two of the discard checks."""
    held = list(hand.hands[seat])
    players = len(hand.hands)
    out: list[tuple[str, str, int | None]] = []
    elsewhere = [(c, s) for s in range(players) if s != seat for c in hand.hands[s]]
    if elsewhere:
        card, owner = elsewhere[0]
        out.append(("stated-holder", f"play {format_card(card)}", owner))
    if held:
        out.append(("stated-other", f"play {format_card(held[0])}", (seat + 1) % players))
    if len(held) >= 2:
        # two held cards out of canonical order: malformed whatever the phase (CD-6), so refused
        # before the phase is looked at
        pair = sort_cards(held[:2])
        out.append(("discard-reversed", f"discard {format_card(pair[1])} {format_card(pair[0])}", None))
    if hand.trick and hand.trick[0].suit is not None:
        led = hand.trick[0].suit
        if any(c.suit == led for c in held):
            off = [c for c, _ in elsewhere if c.suit not in (led, None)]
            out += [("not-held-off-suit", f"play {format_card(c)}", None) for c in off[:3]]
    if phase is Phase.DISCARD and discard_count and held and elsewhere:
        n, first, missing = discard_count, held[0], elsewhere[0][0]
        out += [
            ("discard-twice", f"discard {_cards([first, first, *held[1:n - 1]])}", None),
            ("discard-twice-not-held", f"discard {_cards([first, first, missing, *held[1:n - 2]])}", None),
            ("discard-twice-too-many", f"discard {_cards([first, first, *held[1:n]])}", None),
            ("discard-not-held-too-many", f"discard {_cards([missing, *held[:n]])}", None),
            ("discard-not-held-too-few", f"discard {_cards([missing, *held[:max(0, n - 2)]])}", None),
        ]
    return out


def _code(apply: Apply, state: Table, action: str, seat: int | None) -> str | None:
    """The reference's refusal code for ``action`` at ``state``; None when it accepts it."""
    try:
        apply(state, action, seat)
    except IllegalAction as refused:
        return refused.code.value
    return None


def _positions(pool: Sequence[P]) -> list[tuple[P, int]]:
    """The end of the first finished game, the first wait for a deal, and the first position of
    each phase (and of a trick in progress) of the first playouts."""
    out: list[tuple[P, int]] = []
    over = next((p for p in pool if p.states[-1].winner is not None), None)
    if over is not None:
        out.append((over, len(over.states) - 1))
    waiting = next((p for p in pool if p.states[-1].winner is None and p.states[-1].hand is None), None)
    if waiting is not None:
        out.append((waiting, len(waiting.states) - 1))
    for p in pool[:IN_HAND_PLAYOUTS]:
        seen: set[tuple[Phase, bool]] = set()
        for k, s in enumerate(p.states):
            hand = cast(InHand | None, s.hand)
            if hand is None or s.winner is not None:
                continue
            spot = (s.phase, bool(hand.trick))
            if spot not in seen:
                seen.add(spot)
                out.append((p, k))
    return out


def precedence_cases(game_name: str, pool: Sequence[P], make: Callable[[P, int, Bad, str], CaseDict]) -> list[CaseDict]:
    """The two-fault refusal cases of the module docstring at the positions of ``pool`` (the
    configuration's playouts), each made by ``make`` (the game's refusal case) and moved to the
    area ``precedence``."""
    rules = importlib.import_module(f"reference.{game_name}.rules")
    apply = cast(Apply, rules.apply)
    to_act = cast(Callable[[Table], int | None], rules.to_act)
    legal = cast(Callable[[Table], Sequence[object]], rules.legal_actions)

    def discard_count(state: Table) -> int | None:
        lawful = [a for a in legal(state) if isinstance(a, Discard)]
        return len(lawful[0].cards) if lawful else None

    out: dict[str, CaseDict] = {}
    kinds: dict[tuple[str, str, str], int] = {}
    for p, k in _positions(pool):
        state = p.states[k]
        seat = to_act(state) if state.hand is not None and state.winner is None else None
        hand = cast(InHand | None, state.hand)
        players = len(hand.hands) if hand is not None else len(state.scores)
        probes = _everywhere(seat, max(players, 2))
        if hand is not None and seat is not None:
            probes += _in_hand(hand, seat, state.phase, discard_count(state))
        where = "over" if state.winner is not None else "waiting" if hand is None else f"{state.phase.value}/{bool(hand.trick)}"
        for label, action, stated in probes:
            code = _code(apply, state, action, stated)
            kind = (where, label, code or "")
            if code is None or kinds.get(kind, 0) >= PER_KIND:
                continue
            kinds[kind] = kinds.get(kind, 0) + 1
            try:
                case = make(p, k, Bad(action, code, stated), f"precedence at {k}")
            except (RuntimeError, IllegalAction):
                continue  # the replay primitive and the engine disagree: not a case to keep
            game_part, _, slug = str(case["id"]).split("/")
            rules_cited = case.get("rules")
            cited = [r for r in rules_cited if isinstance(r, str)] if isinstance(rules_cited, list) else []
            moved: CaseDict = {**case, "id": f"{game_part}/{AREA}/{slug}", "rules": sorted({*cited, RULE})}
            out.setdefault(str(moved["id"]), moved)
    return list(out.values())

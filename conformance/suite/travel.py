"""Hand-worked scenarios that travel to a larger hand (issue 23 item 4).

A Smear scenario is worked out on six-card hands (SM-2.2, the six-card deal), the cards that make
its point; an engine playing the seed's ten-card deal discards down to six after trump is named
(SM-5.1), so the same six cards can still be played out. The scenario travels: each hand keeps its
cards and is given the extra ones from the front of the stock, each player discards exactly those
extras when its discard turn comes (the pitcher first, SM-5.1), and every other action follows as
written. The discarded extras are out of play and belong to nobody (SM-7.10). The checks keep their
expected values and move to their position in the longer action list; tailoring then replays the
travelled case and keeps exactly the checks whose observations are unchanged, as for any case.

Only the hand size travels (and the sides may pair up: play is the same, and replay drops the
scores that change): a scenario's seats, deck, widow and nine-card rule are its point.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence

from conformance.case.checks import Check, LegalCheck, PerftCheck, RefusalCheck
from conformance.case.format import Case, parse_case
from conformance.games import game
from conformance.jsonvalues import JSONScalar, obj
from reference.cards import format_cards, parse_card, sort_cards
from reference.errors import TrickrefError
from reference.phases import Phase

KEPT = ("players", "widow", "nine_card", "jokers")  # the seats and the deck a scenario is worked out on  # the table a scenario is worked out for


def travelled(case: Case, options: Mapping[str, JSONScalar]) -> tuple[Case | None, str]:
    """``case`` re-dealt to the hand size of ``options`` (a Smear configuration dealing more
    cards), with the discards of the extra cards inserted; None and why when it cannot travel."""
    if case.game != "smear":
        return None, "only Smear scenarios travel to a larger hand"
    if any(case.options.get(k) != options.get(k) for k in KEPT):
        return None, f"its table ({', '.join(f'{k} {case.options.get(k)}' for k in KEPT)}) is its point"
    support = game(case.game)
    old, new = support.shape(case.options).hand, support.shape(options).hand
    if new <= old:
        return None, "the configuration deals no more cards than the scenario"
    deals: list[object] = []
    extras: list[list[list[str]]] = []  # per deal, per seat: the cards added
    for i, raw in enumerate(case.deals):
        d = obj(raw, f"deals[{i}]")
        hands, stock = d.get("hands"), d.get("stock", [])
        if not isinstance(hands, list) or not isinstance(stock, list) or any(not isinstance(h, list) or len(h) != old for h in hands):
            return None, f"deal {i} is not dealt {old} cards a seat"
        need = (new - old) * len(hands)
        if len(stock) < need:
            return None, f"deal {i}'s stock holds {len(stock)} cards, {need} are needed"
        added = [[str(c) for c in stock[s * (new - old):(s + 1) * (new - old)]] for s in range(len(hands))]
        extras.append(added)
        deals.append({**d, "hands": [list(h) + a for h, a in zip(hands, added)], "stock": stock[need:]})
    actions, seats, moved = _with_discards(case, options, deals, extras)
    if actions is None:
        return None, moved if isinstance(moved, str) else "its actions do not replay once re-dealt"
    assert isinstance(moved, list)
    expect = [_moved_check(c, moved) for c in case.expect]
    doc: dict[str, object] = {**case.raw, "options": dict(options), "deals": deals, "actions": actions,
                              "expect": [c.to_json() for c in expect]}
    if seats is not None:
        doc["seats"] = seats
    return parse_case(doc, f"travelled {case.id}"), ""


def _with_discards(case: Case, options: Mapping[str, JSONScalar], deals: Sequence[object], extras: list[list[list[str]]]
                   ) -> tuple[list[str] | None, list[int | None] | None, list[int] | str]:
    """The actions with each discard inserted where its turn comes; the seats; and where each
    original position went (``moved[k]``: the new index of the position after ``k`` actions)."""
    support = game(case.game)
    try:
        match = support.start(dict(options), [support.decode_deal(d, "deal") for d in deals], case.dealer, None)
    except (TrickrefError, ValueError) as exc:
        return None, None, f"re-dealt, it is not a deal of the configuration: {exc}"
    out: list[str] = []
    seats: list[int | None] = []
    moved: list[int] = []
    hand = 0
    originals = list(case.actions)
    claimed = list(case.seats) if case.seats is not None else [None] * len(originals)
    try:
        for k in range(len(originals) + 1):
            while match.phase() is Phase.DISCARD:
                seat = match.to_act()
                assert seat is not None
                cards = sort_cards(parse_card(c) for c in extras[min(hand, len(extras) - 1)][seat])
                action = "discard " + format_cards(cards)
                match = match.play(action)
                out.append(action)
                seats.append(None)
            moved.append(len(out))
            if k == len(originals):
                break
            if k == len(originals) - 1 and case.refusal is not None:
                out.append(originals[k])  # the refused action: not played, the case stops at it
                seats.append(claimed[k])
                break
            before = len(match.hand_results())
            match = match.play(originals[k], claimed[k])
            out.append(originals[k])
            seats.append(claimed[k])
            if len(match.hand_results()) > before:
                hand += 1
    except (TrickrefError, ValueError) as exc:
        return None, None, f"re-dealt, it does not replay: {exc}"
    return out, (seats if case.seats is not None else None), moved


def _moved_check(check: Check, moved: list[int]) -> Check:
    """The check at its position in the longer action list (its expected values unchanged)."""
    if isinstance(check, (LegalCheck, PerftCheck)):
        return dataclasses.replace(check, after=moved[check.after])
    if isinstance(check, RefusalCheck):
        return RefusalCheck(moved[check.index], check.code)
    return check
